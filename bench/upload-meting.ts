/**
 * Shared by the upload benches (bench/lesbundels.ts, bench/documenten.ts): a large multipart body
 * made as it is sent, and the process RSS around reading it.
 */
const MB = 1024 * 1024;

/**
 * A multipart request with text fields and files of `mb` MB each (PDFs by their first bytes), sent
 * in 1 MB chunks without a content-length, so nothing but the reader decides what is held in memory.
 */
export function multipartStroom(velden: Record<string, string>, bestanden: readonly { veld: string; naam: string; mb: number }[]) {
  const grens = "----bench-upload";
  const tekst = new TextEncoder();
  const delen: (Uint8Array | { mb: number })[] = [];
  for (const [veld, waarde] of Object.entries(velden)) delen.push(tekst.encode(`--${grens}\r\nContent-Disposition: form-data; name="${veld}"\r\n\r\n${waarde}\r\n`));
  for (const b of bestanden) {
    delen.push(tekst.encode(`--${grens}\r\nContent-Disposition: form-data; name="${b.veld}"; filename="${b.naam}"\r\nContent-Type: application/pdf\r\n\r\n`));
    delen.push({ mb: b.mb });
    delen.push(tekst.encode("\r\n"));
  }
  delen.push(tekst.encode(`--${grens}--\r\n`));
  // One MB chunk at a time, made when the reader asks for it.
  async function* stukken() {
    for (const d of delen) {
      if (d instanceof Uint8Array) {
        yield d;
        continue;
      }
      for (let n = 0; n < d.mb; n++) {
        const stuk = new Uint8Array(MB);
        stuk.fill(n % 251);
        if (n === 0) stuk.set(tekst.encode("%PDF-1.7\n"));
        yield stuk;
      }
    }
  }
  const bron = stukken();
  const body = new ReadableStream<Uint8Array>({
    async pull(c) {
      const { value, done } = await bron.next();
      if (done) c.close();
      else c.enqueue(value);
    },
  });
  return new Request("http://localhost/upload", { method: "POST", headers: { "content-type": `multipart/form-data; boundary=${grens}` }, body, duplex: "half" } as RequestInit);
}

/** Runs `fn` and prints the process RSS before, its peak during (sampled every 5 ms) and after. */
export async function metRss(naam: string, fn: () => Promise<unknown>) {
  (globalThis as { gc?: () => void }).gc?.();
  const voor = process.memoryUsage().rss;
  let piek = voor;
  const meter = setInterval(() => {
    piek = Math.max(piek, process.memoryUsage().rss);
  }, 5);
  const t = performance.now();
  await fn();
  clearInterval(meter);
  piek = Math.max(piek, process.memoryUsage().rss);
  const na = process.memoryUsage().rss;
  const mbTekst = (b: number) => `${(b / MB).toFixed(1).padStart(6)} MB`;
  console.log(`${naam.padEnd(46)} RSS before ${mbTekst(voor)}  peak ${mbTekst(piek)} (+${((piek - voor) / MB).toFixed(1)} MB)  after ${mbTekst(na)}  ${(performance.now() - t).toFixed(0)} ms`);
  return piek - voor;
}
