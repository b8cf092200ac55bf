"use client";

import { Pencil, Plus } from "lucide-react";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";

/**
 * The add button of a list or section: the Plus icon and `label`; with `href` a link to the add
 * page. Also the trigger of a screen's own add dialog (GroepFormDialog, LeerlingFormDialog).
 */
export function AddButton({ label, href, ...props }: Omit<ButtonProps, "children"> & { label: ReactNode; href?: string }) {
  const inhoud = (
    <>
      <Plus aria-hidden />
      {label}
    </>
  );
  return href ? (
    <Button asChild {...props}>
      <Link href={href}>{inhoud}</Link>
    </Button>
  ) : (
    <Button {...props}>{inhoud}</Button>
  );
}

/**
 * The edit button: in a row an icon button named `label`; on a details page (with `text`) an
 * outline button with that text. With `href` a link to the edit page.
 */
export function EditButton({ label, text, href, ...props }: Omit<ButtonProps, "children"> & { label?: string; text?: ReactNode; href?: string }) {
  const stijl = { variant: text ? "outline" : "ghost", size: text ? "default" : "icon", "aria-label": label } as const;
  const inhoud = (
    <>
      <Pencil aria-hidden />
      {text}
    </>
  );
  return href ? (
    <Button asChild {...stijl} {...props}>
      <Link href={href}>
        {inhoud}
      </Link>
    </Button>
  ) : (
    <Button {...stijl} {...props}>
      {inhoud}
    </Button>
  );
}
