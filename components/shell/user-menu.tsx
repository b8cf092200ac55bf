"use client";

import { useTranslations } from "next-intl";
import { ChevronDown, UserRound } from "lucide-react";
import Link from "next/link";
import { useRef } from "react";
import { logoutAction } from "@/app/account/actions";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

export function UserMenu({ admnr, naam, email, meerdereAdministraties }: { admnr: number; naam: string; email: string; meerdereAdministraties: boolean }) {
  const t = useTranslations("translation.menu");
  const logoutForm = useRef<HTMLFormElement>(null);
  return (
    <>
      <form ref={logoutForm} action={logoutAction} className="hidden">
        <input type="hidden" name="tenant" value={admnr} />
      </form>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="sm" aria-label={t("gebruikersmenu", { naam })} className="text-sidebar-foreground hover:bg-sidebar-accent hover:text-sidebar-accent-foreground">
            <UserRound aria-hidden className="size-4" />
            <span className="hidden max-w-40 truncate sm:inline">{naam}</span>
            <ChevronDown aria-hidden className="size-4" />
          </Button>
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
    </>
  );
}
