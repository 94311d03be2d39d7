import { Signer } from "@fastify/cookie";
import { describe, expect, it, vi } from "vitest";
import { cachedSigner } from "./cached-signer";

const SECRET = "a-session-secret-that-is-long-enough-1234";

describe("cachedSigner", () => {
  it("signs and checks exactly as the plain signer does", () => {
    const plain = new Signer(SECRET);
    const cached = cachedSigner(SECRET);
    const cookie = cached.sign("session-id-1");
    expect(cookie).toBe(plain.sign("session-id-1"));
    expect(cached.unsign(cookie)).toEqual(plain.unsign(cookie));
    expect(cached.unsign(cookie)).toEqual({ valid: true, renew: false, value: "session-id-1" });
  });

  it("works a valid cookie out once and answers it from memory after", () => {
    const hmac = vi.spyOn(Signer.prototype, "unsign");
    const cached = cachedSigner(SECRET);
    const cookie = cached.sign("session-id-2");
    for (let i = 0; i < 5; i += 1) expect(cached.unsign(cookie).value).toBe("session-id-2");
    expect(hmac).toHaveBeenCalledTimes(1);
    hmac.mockRestore();
  });

  it("checks a forged or altered cookie afresh every time and never accepts it", () => {
    const hmac = vi.spyOn(Signer.prototype, "unsign");
    const cached = cachedSigner(SECRET);
    const cookie = cached.sign("session-id-3");
    const altered = `${cookie.slice(0, -2)}xx`;
    const forged = new Signer("another-secret-that-is-long-enough-5678").sign("session-id-3");
    for (let i = 0; i < 3; i += 1) {
      expect(cached.unsign(altered)).toEqual({ valid: false, renew: false, value: null });
      expect(cached.unsign(forged).valid).toBe(false);
      expect(cached.unsign("session-id-3").valid).toBe(false);
    }
    expect(hmac).toHaveBeenCalledTimes(9);
    hmac.mockRestore();
  });

  it("hands out copies, so a caller changing an answer cannot change the next one", () => {
    const cached = cachedSigner(SECRET);
    const cookie = cached.sign("session-id-4");
    const first = cached.unsign(cookie);
    first.value = "someone-else";
    expect(cached.unsign(cookie).value).toBe("session-id-4");
  });

  it("refuses a short secret, as the session plugin does", () => {
    expect(() => cachedSigner("too-short")).toThrow(/32 characters/);
  });
});
