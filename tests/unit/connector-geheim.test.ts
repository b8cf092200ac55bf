import { afterEach, describe, expect, it } from "vitest";
import { ontsleutel, versleutel } from "@/lib/connector/geheim";

const oud = process.env.AUTH_SECRET;
afterEach(() => {
  process.env.AUTH_SECRET = oud;
  delete process.env.CONNECTOR_SECRET;
});

describe("connector secrets at rest", () => {
  it("round-trips, never stores the clear text, and differs each time (random IV)", () => {
    process.env.AUTH_SECRET = "test-geheim-1";
    const a = versleutel("-----BEGIN PRIVATE KEY-----abc");
    const b = versleutel("-----BEGIN PRIVATE KEY-----abc");
    expect(a).not.toContain("PRIVATE");
    expect(a).not.toBe(b);
    expect(a.startsWith("v1.")).toBe(true);
    expect(ontsleutel(a)).toBe("-----BEGIN PRIVATE KEY-----abc");
  });
  it("refuses a tampered value or another secret", () => {
    process.env.AUTH_SECRET = "test-geheim-1";
    const a = versleutel("sleutel");
    const delen = a.split(".");
    const data = Buffer.from(delen[3]!, "base64url");
    data[0] = data[0]! ^ 1;
    expect(() => ontsleutel([delen[0], delen[1], delen[2], data.toString("base64url")].join("."))).toThrow();
    process.env.CONNECTOR_SECRET = "ander-geheim";
    expect(() => ontsleutel(a)).toThrow();
  });
});
