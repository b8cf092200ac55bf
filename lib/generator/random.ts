/**
 * Seeded randomness for the data generator: the same seed gives the same data.
 * sfc32 (small fast counter), seeded through splitmix32 so that nearby seeds differ.
 */

function splitmix32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x9e3779b9) | 0;
    let z = a;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
}

/** Hash of a string to a 32-bit number, to derive independent streams ("klant-3", "tenant-2005"). */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number | string) {
    const s = splitmix32(typeof seed === "string" ? hashString(seed) : seed);
    this.a = s();
    this.b = s();
    this.c = s();
    this.d = s();
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A new independent stream derived from this one's seed and a label. */
  static derive(seed: number, label: string): Rng {
    return new Rng((hashString(label) ^ Math.imul(seed, 0x9e3779b1)) >>> 0);
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick uit een lege lijst");
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(items: readonly (readonly [T, number])[]): T {
    const total = items.reduce((sum, [, w]) => sum + w, 0);
    let r = this.next() * total;
    for (const [value, w] of items) {
      r -= w;
      if (r < 0) return value;
    }
    return items[items.length - 1]![0];
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j]!, items[i]!];
    }
    return items;
  }

  /** `n` distinct items (fewer when the list is shorter). */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle([...items]).slice(0, Math.max(0, n));
  }

  /** Roughly normal (sum of three uniforms), mean 0, sd ~1. */
  normal(): number {
    return (this.next() + this.next() + this.next() - 1.5) * 2;
  }

  /** A version-4 UUID from this stream (reproducible). */
  uuid(): string {
    const hex = (n: number) => Math.floor(this.next() * 2 ** 32).toString(16).padStart(8, "0").slice(0, n);
    const variant = (8 + this.int(0, 3)).toString(16);
    return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(8)}${hex(4)}`;
  }
}

const DAG_MS = 86_400_000;

/** Date-only values are UTC midnights, as in lib/schooljaar. */
export function datum(jaar: number, maand: number, dag: number): Date {
  return new Date(Date.UTC(jaar, maand - 1, dag));
}

export function plusDagen(d: Date, dagen: number): Date {
  return new Date(d.getTime() + dagen * DAG_MS);
}

export function dagenTussen(van: Date, tot: Date): number {
  return Math.round((tot.getTime() - van.getTime()) / DAG_MS);
}

/** 'YYYY-MM-DD' */
export function iso(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** A random date in [van, tot] (inclusive), never on a weekend when avoidable. */
export function schooldag(rng: Rng, van: Date, tot: Date): Date {
  const span = Math.max(0, dagenTussen(van, tot));
  for (let attempt = 0; attempt < 4; attempt++) {
    const d = plusDagen(van, rng.int(0, span));
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) return d;
  }
  return plusDagen(van, rng.int(0, span));
}

/** A timestamp on day `d` during school hours. */
export function tijdstip(rng: Rng, d: Date): Date {
  return new Date(d.getTime() + (8 * 60 + rng.int(0, 8 * 60)) * 60_000 + rng.int(0, 59_999));
}
