"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { FormRootError, KitForm, TextField, submitWithServerErrors, useSchemaForm } from "@/components/kit/form";
import { SectionCard } from "@/components/kit/section-card";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { formatDatum } from "@/lib/format";
import { csrVelden, OMGEVINGEN } from "@/lib/schemas/connector";
import { maakCsr, uploadCertificaat, verwijderCertificaat, vernieuwCsr, useVernieuwConnector, type Omgeving, type Staat } from "./connector-scherm-data";
import { useActie } from "./connector-scherm-state";

/** The certificate per environment (connector-scherm.tsx): its status, a signing request (new or renewal), the upload of the signed certificate, and deleting it. */
export function CertificaatSectie({ admnr, staat }: { admnr: number; staat: Staat | undefined }) {
  const t = useTranslations("beheer.connector.certificaat");
  const tOmg = useTranslations("beheer.connector.status.omgevingen");
  const tStatus = useTranslations("beheer.connector.status.certificaatStatus");
  // One certificate per environment: the screen works on the configured one unless another is chosen.
  const [gekozenOmgeving, setOmgeving] = useState<Omgeving | null>(null);
  const omgeving = gekozenOmgeving ?? staat?.omgeving ?? "test";
  const omgevingId = useId();
  const form = useSchemaForm(csrVelden, { ou: "", o: "", l: "", st: "", c: "NL", email: "" });
  const [pem, setPem] = useState("");
  const { melding, setMelding, bezig, setBezig, doe } = useActie<"csr" | "upload">();
  const pemId = useId();
  const vernieuw = useVernieuwConnector(admnr);
  const c = staat?.certificaten.find((x) => x.omgeving === omgeving);
  const upload = () =>
    doe(
      "upload",
      () => uploadCertificaat(admnr, omgeving, pem),
      (r) => t("geupload", { datum: formatDatum(r.geldigTot.slice(0, 10)), dagen: r.dagenGeldig }),
      () => {
        setPem("");
        return vernieuw();
      },
    );
  return (
    <SectionCard title={t("titel")}>
      <div className="grid gap-6">
        <div className="grid gap-2 sm:max-w-xs">
          <Label htmlFor={omgevingId}>{t("omgeving")}</Label>
          <NativeSelect id={omgevingId} value={omgeving} onChange={(e) => setOmgeving(e.target.value as Omgeving)}>
            {OMGEVINGEN.map((o) => (
              <NativeSelectOption key={o} value={o}>
                {tOmg(o)}
              </NativeSelectOption>
            ))}
          </NativeSelect>
        </div>
        <ul className="grid gap-1 text-sm" aria-label={t("perOmgeving")}>
          {(staat?.certificaten ?? []).map((x) => (
            <li key={x.omgeving}>
              {t("omgevingStatus", { omgeving: tOmg(x.omgeving), status: tStatus(x.status) })}
              {x.geldigTot ? ` ${t("totDatum", { datum: formatDatum(x.geldigTot.slice(0, 10)) })}` : null}
            </li>
          ))}
        </ul>
        <div className="grid gap-3">
          <h3 className="font-medium">{t("aanvragen")}</h3>
          <p className="text-sm text-muted-foreground">{t("aanvragenUitleg")}</p>
          <KitForm
            form={form}
            className="grid gap-4"
            onSubmit={async (v) => {
              setBezig("csr");
              setMelding(null);
              const ok = await submitWithServerErrors(form, () => maakCsr(admnr, omgeving, v), t("csrMislukt"));
              setBezig(null);
              if (ok) {
                setMelding({ fout: false, tekst: t("csrGemaakt") });
                await vernieuw();
              }
            }}
          >
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField name="o" label={t("o")} />
              <TextField name="ou" label={t("ou")} />
              <TextField name="email" type="email" label={t("email")} />
              <TextField name="l" label={t("l")} />
              <TextField name="st" label={t("st")} />
              <TextField name="c" label={t("c")} maxLength={2} />
            </div>
            <FormRootError />
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={bezig !== null}>
                {bezig === "csr" ? t("csrBezig") : t("csrMaken")}
              </Button>
              {c && c.status !== "geen" ? (
                <Button type="button" variant="outline" disabled={bezig !== null} onClick={() => doe("csr", () => vernieuwCsr(admnr, omgeving), () => t("csrGemaakt"), vernieuw)}>
                  {t("vernieuwen")}
                </Button>
              ) : null}
            </div>
          </KitForm>
        </div>
        <div className="grid gap-2">
          <h3 className="font-medium">{t("uploaden")}</h3>
          <p className="text-sm text-muted-foreground">{c?.aanvraagOp ? t("openAanvraag", { datum: formatDatum(c.aanvraagOp.slice(0, 10)) }) : t("geenAanvraag")}</p>
          <Label htmlFor={pemId}>{t("pem")}</Label>
          <textarea
            id={pemId}
            value={pem}
            onChange={(e) => setPem(e.target.value)}
            rows={5}
            className="w-full rounded-md border border-input bg-background px-3 py-2 font-mono text-xs shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" disabled={!pem.trim() || bezig !== null || !c?.aanvraagOp} onClick={upload}>
              {bezig === "upload" ? t("uploadBezig") : t("upload")}
            </Button>
            {c && c.status !== "geen" ? (
              <ConfirmDelete
                text={t("verwijderen")}
                title={t("verwijderenVraag")}
                description={t("verwijderenUitleg")}
                onConfirm={async () => {
                  await verwijderCertificaat(admnr, omgeving);
                  await vernieuw();
                }}
              />
            ) : null}
          </div>
        </div>
        {melding ? (
          <p role={melding.fout ? "alert" : "status"} className={melding.fout ? "text-sm text-destructive" : "text-sm"}>
            {melding.tekst}
          </p>
        ) : null}
      </div>
    </SectionCard>
  );
}
