import crypto from "node:crypto";

/** Who an unsubscribe link speaks for: a waitlist signup or a parent. */
export type Subscriber = { kind: "signup"; id: number } | { kind: "parent"; id: number };

const PREFIX = { signup: "w", parent: "p" } as const;

/**
 * Unsubscribe links carry no secret of their own: the subscriber is signed with a key derived from the session
 * secret, so a link cannot be forged for someone else and needs no table.
 */
export class UnsubscribeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = crypto.createHmac("sha256", secret).update("growly unsubscribe links").digest();
  }

  sign(subscriber: Subscriber): string {
    const payload = `${PREFIX[subscriber.kind]}${subscriber.id}`;
    return `${payload}.${this.mac(payload)}`;
  }

  /** The subscriber a token names, or undefined when it is malformed or not ours. */
  verify(token: string): Subscriber | undefined {
    const match = /^([wp])([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
    if (!match) return undefined;
    const [, prefix, id, mac] = match as unknown as [string, string, string, string];
    const expected = Buffer.from(this.mac(`${prefix}${id}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return undefined;
    const number = Number(id);
    if (number > 2_147_483_647) return undefined;
    return { kind: prefix === "w" ? "signup" : "parent", id: number };
  }

  private mac(payload: string): string {
    return crypto.createHmac("sha256", this.key).update(payload).digest("base64url");
  }
}
