"use client";

import { useTranslations } from "next-intl";
import { ChevronDown, UserRound } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { logoutAction } from "@/app/account/actions";
import { Button } from "@/components/ui/button";

type Inhoud = typeof import("./user-menu-inhoud").UserMenuInhoud;
let geladen: Inhoud | null = null;
const laad = () => import("./user-menu-inhoud").then((m) => (geladen = m.UserMenuInhoud));

/**
 * The user menu in the header. Its dropdown (user-menu-inhoud.tsx) is loaded once the page is
 * interactive — when the browser is idle, or at once when the button is pointed at, focused or
 * pressed — so no page carries it in its first-load JavaScript (issue 27). Until then this button
 * stands in for the dropdown's trigger and opens the menu as soon as it is there, the way Radix's
 * trigger does (pointer down, Enter, Space, ArrowDown).
 */
export function UserMenu({ admnr, naam, email, meerdereAdministraties }: { admnr: number; naam: string; email: string; meerdereAdministraties: boolean }) {
  const t = useTranslations("translation.menu");
  const logoutForm = useRef<HTMLFormElement>(null);
  const plaatshouder = useRef<HTMLButtonElement>(null);
  const [Menu, setMenu] = useState<{ C: Inhoud; focus: boolean } | null>(() => (geladen ? { C: geladen, focus: false } : null));
  const [open, setOpen] = useState(false);

  const voorbereiden = () => {
    if (Menu) return;
    void laad().then((C) => setMenu((m) => m ?? { C, focus: document.activeElement === plaatshouder.current }));
  };
  useEffect(() => {
    if (Menu) return;
    const idle = window.requestIdleCallback ?? ((f: () => void) => window.setTimeout(f, 200));
    const stop = window.cancelIdleCallback ?? window.clearTimeout;
    const id = idle(() => voorbereiden());
    return () => stop(id);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const openen = () => {
    setOpen(true);
    voorbereiden();
  };
  const knop = (
    <Button variant="ghost" size="sm" aria-label={t("gebruikersmenu", { naam })} className="text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground">
      <UserRound aria-hidden className="size-4" />
      <span className="hidden max-w-40 truncate sm:inline">{naam}</span>
      <ChevronDown aria-hidden className="size-4" />
    </Button>
  );

  return (
    <>
      <form ref={logoutForm} action={logoutAction} className="hidden">
        <input type="hidden" name="tenant" value={admnr} />
      </form>
      {Menu ? (
        <Menu.C
          admnr={admnr}
          naam={naam}
          email={email}
          meerdereAdministraties={meerdereAdministraties}
          knop={knop}
          logoutForm={logoutForm}
          open={open}
          onOpenChange={setOpen}
          focus={Menu.focus}
        />
      ) : (
        <Button
          ref={plaatshouder}
          type="button"
          variant="ghost"
          size="sm"
          aria-label={t("gebruikersmenu", { naam })}
          aria-haspopup="menu"
          aria-expanded={open}
          data-state={open ? "open" : "closed"}
          className="text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground"
          onPointerEnter={voorbereiden}
          onFocus={voorbereiden}
          onPointerDown={(e: PointerEvent<HTMLButtonElement>) => {
            if (e.button === 0 && !e.ctrlKey) {
              e.preventDefault();
              openen();
            }
          }}
          onKeyDown={(e: KeyboardEvent<HTMLButtonElement>) => {
            if (e.key === "Enter" || e.key === " " || e.key === "ArrowDown") {
              e.preventDefault();
              openen();
            }
          }}
        >
          <UserRound aria-hidden className="size-4" />
          <span className="hidden max-w-40 truncate sm:inline">{naam}</span>
          <ChevronDown aria-hidden className="size-4" />
        </Button>
      )}
    </>
  );
}
