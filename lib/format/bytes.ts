import { formatGetal } from "./getal";

export const BYTE_EENHEDEN = ["Bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"] as const;

/**
 * A size with base 1024 and at most 2 decimals, Dutch notation, trailing zeros dropped:
 * 0 → "0 Bytes", 1536 → "1,5 KB", 2 MiB → "2 MB". Beyond YB the number just grows
 * ("1.024 YB"). Negative sizes keep their sign; non-numbers give "".
 */
export function formatBytes(bytes: number | null | undefined): string {
  if (typeof bytes !== "number" || !Number.isFinite(bytes)) return "";
  const laatste = BYTE_EENHEDEN.length - 1;
  let index = 0;
  let waarde = Math.abs(bytes);
  // Compare the value as it will be shown: 1023.999 KB would round to "1.024 KB", so it becomes "1 MB".
  while (index < laatste && Math.round(waarde * 100) / 100 >= 1024) {
    waarde /= 1024;
    index += 1;
  }
  return `${formatGetal(Math.sign(bytes) * waarde)} ${BYTE_EENHEDEN[index]}`;
}
