import { encode } from "next-auth/jwt";
import { describe, expect, it, vi } from "vitest";
import { cachedDecode } from "@/lib/auth/token-cache";

const teller = vi.hoisted(() => ({ decodes: 0 }));
vi.mock("next-auth/jwt", async (importOriginal) => {
  const echt = await importOriginal<typeof import("next-auth/jwt")>();
  return { ...echt, decode: (p: Parameters<typeof echt.decode>[0]) => (teller.decodes++, echt.decode(p)) };
});

const secret = "unit-test-secret-met-genoeg-lengte-0123456789";
const salt = "authjs.session-token";

describe("cachedDecode", () => {
  it("decodes a token once and answers later calls from the cache", async () => {
    const token = await encode({ token: { sub: "a", sid: "s1", sv: 1 }, secret, salt, maxAge: 3600 });
    const voor = teller.decodes;
    const eerste = await cachedDecode({ token, secret, salt });
    expect(eerste).toMatchObject({ sub: "a", sid: "s1", sv: 1 });
    const tweede = await cachedDecode({ token, secret, salt });
    expect(tweede).toEqual(eerste);
    expect(teller.decodes - voor).toBe(1);
  });

  it("keeps tokens apart by salt and by token", async () => {
    const a = await encode({ token: { sub: "a" }, secret, salt, maxAge: 3600 });
    const b = await encode({ token: { sub: "b" }, secret, salt, maxAge: 3600 });
    expect((await cachedDecode({ token: a, secret, salt }))?.sub).toBe("a");
    expect((await cachedDecode({ token: b, secret, salt }))?.sub).toBe("b");
    // The same token under another salt is another cookie: it must not decode from the cache.
    await expect(cachedDecode({ token: a, secret, salt: "__Secure-authjs.session-token" })).rejects.toThrow();
  });

  it("does not keep an expired token, nor a broken one", async () => {
    const verlopen = await encode({ token: { sub: "x" }, secret, salt, maxAge: -60 });
    const voor = teller.decodes;
    await expect(cachedDecode({ token: verlopen, secret, salt })).rejects.toThrow();
    await expect(cachedDecode({ token: verlopen, secret, salt })).rejects.toThrow();
    await expect(cachedDecode({ token: "geen-jwt", secret, salt })).rejects.toThrow();
    await expect(cachedDecode({ token: "geen-jwt", secret, salt })).rejects.toThrow();
    expect(teller.decodes - voor).toBe(4);
  });

  it("answers null without a token", async () => {
    expect(await cachedDecode({ token: undefined, secret, salt })).toBeNull();
  });
});
