"use client";

import { useTranslations } from "next-intl";
import { usePathname, useRouter } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";

export interface SchooljaarKeuze {
  schooljaar: string;
  perioden: { nummer: number }[];
}

export interface YearPeriod {
  schooljaar: string;
  periode: number | null;
}

/** Spec §3: the chosen school year and period are kept per browser session under this key. */
export const YEAR_PERIOD_KEY = "year_period";

const YearPeriodContext = createContext<{ value: YearPeriod; set: (v: YearPeriod) => void } | null>(null);

/** The school year and period the user works in; pages under /schooljaar/{sj}/ follow the URL. */
export function useYearPeriod() {
  const ctx = useContext(YearPeriodContext);
  if (!ctx) throw new Error("useYearPeriod buiten YearPeriodProvider");
  return ctx;
}

function readStored(): YearPeriod | null {
  try {
    const raw = sessionStorage.getItem(YEAR_PERIOD_KEY);
    const parsed = raw ? (JSON.parse(raw) as YearPeriod) : null;
    return parsed && typeof parsed.schooljaar === "string" ? parsed : null;
  } catch {
    return null;
  }
}

export function YearPeriodProvider({ initial, children }: { initial: YearPeriod; children: ReactNode }) {
  const [value, setValue] = useState<YearPeriod>(initial);
  useEffect(() => {
    // Session storage exists only in the browser: adopt a stored choice after hydration.
    const stored = readStored();
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (stored) setValue(stored);
  }, []);
  const set = useCallback((v: YearPeriod) => {
    setValue(v);
    sessionStorage.setItem(YEAR_PERIOD_KEY, JSON.stringify(v));
  }, []);
  const ctx = useMemo(() => ({ value, set }), [value, set]);
  return <YearPeriodContext.Provider value={ctx}>{children}</YearPeriodContext.Provider>;
}

/** The school-year and period choice in the header. */
export function YearPeriodPicker({ schooljaren }: { schooljaren: SchooljaarKeuze[] }) {
  const { value, set } = useYearPeriod();
  const router = useRouter();
  const pathname = usePathname();
  const t = useTranslations("translation.context");
  const jaar = schooljaren.find((s) => s.schooljaar === value.schooljaar);

  function kiesJaar(schooljaar: string) {
    const perioden = schooljaren.find((s) => s.schooljaar === schooljaar)?.perioden ?? [];
    set({ schooljaar, periode: perioden[0]?.nummer ?? null });
    // A page of another school year: go to the same page in the chosen year.
    const m = /^(\/\d+\/schooljaar\/)(\d{4}-\d{4})(\/.*)?$/.exec(pathname);
    if (m) router.push(`${m[1]}${schooljaar}${m[3] ?? ""}`);
  }

  if (schooljaren.length === 0) return null;
  return (
    <div className="flex items-center gap-2 text-sm">
      <Label htmlFor="kies-schooljaar" className="sr-only">
        {t("schooljaar")}
      </Label>
      <NativeSelect id="kies-schooljaar" value={value.schooljaar} onChange={(e) => kiesJaar(e.target.value)} className="h-8 w-32 bg-card text-foreground">
        {!jaar && <NativeSelectOption value={value.schooljaar}>{value.schooljaar}</NativeSelectOption>}
        {schooljaren.map((s) => (
          <NativeSelectOption key={s.schooljaar} value={s.schooljaar}>
            {s.schooljaar}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      <Label htmlFor="kies-periode" className="sr-only">
        {t("periode")}
      </Label>
      <NativeSelect
        id="kies-periode"
        value={value.periode ?? ""}
        onChange={(e) => set({ ...value, periode: e.target.value ? Number(e.target.value) : null })}
        className="h-8 w-32 bg-card text-foreground"
        disabled={!jaar?.perioden.length}
      >
        {!jaar?.perioden.length && <NativeSelectOption value="">{t("geenPerioden")}</NativeSelectOption>}
        {jaar?.perioden.map((p) => (
          <NativeSelectOption key={p.nummer} value={p.nummer}>
            {t("periodeNummer", { nummer: p.nummer })}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
