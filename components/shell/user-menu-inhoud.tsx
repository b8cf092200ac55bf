"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/components/ui/link";
import { useEffect, useRef, type ReactElement, type RefObject } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/**
 * The user menu itself (Radix's dropdown: ~37 kB gzipped with its popper and focus handling).
 * UserMenu loads it after the page is interactive, so it is not part of any page's first load.
 */
export function UserMenuInhoud({
  admnr,
  naam,
  email,
  meerdereAdministraties,
  knop,
  logoutForm,
  open,
  onOpenChange,
  focus,
}: {
  admnr: number;
  naam: string;
  email: string;
  meerdereAdministraties: boolean;
  knop: ReactElement;
  logoutForm: RefObject<HTMLFormElement | null>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The placeholder button had the focus: the real one takes it over. */
  focus: boolean;
}) {
  const t = useTranslations("translation.menu");
  const trigger = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus && !open) trigger.current?.focus();
    // Only when it replaces the placeholder.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild ref={trigger}>
        {knop}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-60 max-w-[calc(100vw-1rem)]">
        <DropdownMenuLabel className="font-normal">
          <span className="block font-medium">{naam}</span>
          <span className="block truncate text-xs text-muted-foreground">{email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href={`/${admnr}/account/Mijnaccount`}>{t("mijnAccount")}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href={`/${admnr}/Mijnadministratie`}>{t("mijnAdministratie")}</Link>
        </DropdownMenuItem>
        {meerdereAdministraties && (
          <DropdownMenuItem asChild>
            <Link href={`/${admnr}/switchadministratie`}>{t("wisselAdministratie")}</Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => logoutForm.current?.requestSubmit()}>{t("afmelden")}</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
