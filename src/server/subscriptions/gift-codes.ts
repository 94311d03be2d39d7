import crypto from "node:crypto";
import { normalizeGiftCode } from "../../shared/schemas/subscription";
import type { AppDb } from "../db/client";
import { giftCodes } from "../db/schema";

/**
 * Creates a gift code worth `months` of Premium Parent; each code redeems once. Operators run
 * `npx tsx src/server/subscriptions/create-gift-code.ts [months] [CODE]` (with the server's DATA_DIR or
 * DATABASE_URL); tests call this directly. Without a code, one like `GIFT-7K2M-Q9XD` is made up.
 */
export async function createGiftCode(db: AppDb, { months, code }: { months: number; code?: string }): Promise<string> {
  if (!Number.isInteger(months) || months < 1 || months > 24) throw new Error("A gift code is worth 1 to 24 months");
  const stored = normalizeGiftCode(code ?? randomGiftCode());
  if (!/^[A-Z0-9-]{4,40}$/.test(stored)) throw new Error("A gift code is 4 to 40 letters, digits or dashes");
  await db.insert(giftCodes).values({ code: stored, months });
  return stored;
}

// No 0/O or 1/I, so a code read aloud or copied from paper is typed right.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

function randomGiftCode(): string {
  const bytes = crypto.randomBytes(8);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
  return `GIFT-${chars.slice(0, 4)}-${chars.slice(4)}`;
}
