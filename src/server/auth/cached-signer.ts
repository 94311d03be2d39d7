import { Signer, type UnsignResult } from "@fastify/cookie";

/** How many signed cookies and session ids each cache remembers: far more than one instance's active parents. */
const REMEMBERED = 20_000;

/**
 * The session cookie's signer, with the answers it has worked out kept in memory. The session layer checks the
 * cookie's HMAC on every request and signs the session id whenever it sends the cookie: the same answer every time
 * (docs/benchmarks.md#the-next-round-2026-11-24).
 * Only valid signatures are kept, keyed by the exact cookie text, so a forged or altered cookie is checked afresh
 * every time and never fills the cache; the oldest entries leave first.
 */
export function cachedSigner(secret: string): { sign(value: string): string; unsign(input: string): UnsignResult } {
  if (secret.length < 32) throw new Error("the session secret must have 32 characters or more");
  const signer = new Signer(secret);
  const signed = new Map<string, string>();
  const verified = new Map<string, UnsignResult>();
  return {
    sign(value) {
      let cookie = signed.get(value);
      if (cookie === undefined) {
        cookie = signer.sign(value);
        remember(signed, value, cookie);
      }
      return cookie;
    },
    unsign(input) {
      const known = verified.get(input);
      if (known) return { ...known };
      const result = signer.unsign(input);
      if (result.valid && !result.renew) remember(verified, input, { ...result });
      return result;
    },
  };
}

function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= REMEMBERED) cache.delete(cache.keys().next().value!);
  cache.set(key, value);
}
