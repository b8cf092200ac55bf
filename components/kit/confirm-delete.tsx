"use client";

import { Trash2 } from "lucide-react";
import { cloneElement, isValidElement, lazy, Suspense, useState, type ReactElement, type ReactNode, type SyntheticEvent } from "react";
import { Button } from "@/components/ui/button";

export interface ConfirmDeleteProps {
  /** Accessible name of the default trigger, e.g. "Tag Rekenen verwijderen". */
  label?: string;
  /** Visible text of the default trigger (else icon only). */
  text?: ReactNode;
  trigger?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  onConfirm: () => Promise<unknown>;
  disabled?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** false for a confirmation that is not a loss (reactivate, renew): a normal button. */
  destructive?: boolean;
  /** More detail under the description, e.g. a list naming what goes. */
  children?: ReactNode;
}

const laadDialoog = () => import("./confirm-delete-dialog");
const Dialoog = lazy(() => laadDialoog().then((m) => ({ default: m.ConfirmDeleteDialog })));

type Trigger = ReactElement<{ onClick?: (e: SyntheticEvent) => void; onPointerEnter?: (e: SyntheticEvent) => void; onFocus?: (e: SyntheticEvent) => void }>;

/**
 * A delete (or other irreversible action) behind a confirmation. The dialog stays open while the
 * call runs and shows the server's refusal (the 409 "still used by …") inside itself; it closes
 * when the call succeeded. Without `trigger` it shows a trash button labelled `label`
 * (icon only, or with `text`).
 *
 * The dialog (Radix's alert dialog, confirm-delete-dialog.tsx) loads when it is first used, not
 * with the page (issue 27, as kit/laad-bij-openen): the trigger is shown as it is, pointing at or
 * focusing it starts the load, clicking it (or Enter/Space) mounts the dialog already open. A
 * controlled one (`open` without trigger) loads when its owner opens it.
 */
export function ConfirmDelete(props: ConfirmDeleteProps) {
  const { label, text, trigger, disabled, open: openProp, onOpenChange } = props;
  const [geladen, setGeladen] = useState(false);
  const [openState, setOpenState] = useState(false);
  if (!geladen && openProp) setGeladen(true);
  const knop =
    trigger !== undefined ? (
      trigger
    ) : openProp !== undefined ? null : text ? (
      <Button variant="outline" aria-label={label} disabled={disabled}>
        <Trash2 aria-hidden className="size-4" />
        {text}
      </Button>
    ) : (
      <Button variant="ghost" size="icon" aria-label={label} disabled={disabled}>
        <Trash2 aria-hidden className="size-4" />
      </Button>
    );
  if (geladen) {
    const setOpen = (o: boolean) => {
      setOpenState(o);
      onOpenChange?.(o);
    };
    return (
      <Suspense fallback={knop}>
        <Dialoog {...props} trigger={knop ?? undefined} open={openProp ?? openState} onOpenChange={setOpen} />
      </Suspense>
    );
  }
  if (!isValidElement(knop)) return knop;
  const el = knop as Trigger;
  const voorladen = () => void laadDialoog().catch(() => {});
  return cloneElement(el, {
    onClick: (e: SyntheticEvent) => {
      el.props.onClick?.(e);
      setGeladen(true);
      setOpenState(true);
      onOpenChange?.(true);
    },
    onPointerEnter: (e: SyntheticEvent) => {
      el.props.onPointerEnter?.(e);
      voorladen();
    },
    onFocus: (e: SyntheticEvent) => {
      el.props.onFocus?.(e);
      voorladen();
    },
  });
}
