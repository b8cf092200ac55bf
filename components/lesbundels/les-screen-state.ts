"use client";

import { useState } from "react";
import { useFoutTekst } from "@/components/kit/use-api-mutation";
import { uploadMetVoortgang } from "@/lib/client/upload";
import { openBron, type Bron } from "./les-screen-data";

/**
 * What the lesson screen's parts remember between renders (les-screen.tsx): an upload's progress,
 * error and spoken message, and the error of opening a source. The calls are les-screen-data.ts.
 */

/** An upload in progress: `voortgang` is null when none runs; `melding` is read out by screen readers. */
export function useUpload(admnr: number) {
  const foutTekst = useFoutTekst();
  const [voortgang, setVoortgang] = useState<number | null>(null);
  const [fout, setFout] = useState<string>();
  const [melding, setMelding] = useState("");
  /** Sends `form` to `pad`; on success `gelukt` gives the spoken message for the new source. Answers whether it succeeded. */
  async function upload(pad: string, form: FormData, gelukt: (bron: Bron) => string): Promise<boolean> {
    setFout(undefined);
    setVoortgang(0);
    try {
      const bron = await uploadMetVoortgang<Bron>(pad, admnr, form, (fractie) => setVoortgang(Math.round(fractie * 100)));
      setMelding(gelukt(bron));
      return true;
    } catch (err) {
      setFout(foutTekst(err));
      return false;
    } finally {
      setVoortgang(null);
    }
  }
  return { voortgang, fout, setFout, melding, upload };
}

/** Opening a source, with the error of the last attempt (cleared by the next). */
export function useBronOpenen(admnr: number) {
  const foutTekst = useFoutTekst();
  const [openFout, setOpenFout] = useState<string>();
  async function openen(b: Bron) {
    setOpenFout(undefined);
    try {
      await openBron(admnr, b);
    } catch (e) {
      setOpenFout(foutTekst(e));
    }
  }
  return { openFout, openen };
}
