import { and, eq } from "drizzle-orm";
import type { AppDb } from "../db/client";
import { sentMails } from "../db/schema";

export interface MailClaim {
  kind: "launch" | "weekly";
  key: string;
  userId?: number;
  signupId?: number;
}

/**
 * Claims one mail for this instance: only the first claim of a (kind, key) wins, whichever instance or press makes
 * it. Returns false when someone already claimed it.
 */
export async function claimMail(db: AppDb, claim: MailClaim): Promise<boolean> {
  const rows = await db
    .insert(sentMails)
    .values({ ...claim, status: "sending" })
    .onConflictDoNothing()
    .returning({ key: sentMails.key });
  return rows.length === 1;
}

export async function markMailSent(db: AppDb, claim: MailClaim): Promise<void> {
  await db
    .update(sentMails)
    .set({ status: "sent", sentAt: new Date() })
    .where(and(eq(sentMails.kind, claim.kind), eq(sentMails.key, claim.key)));
}

/** A mail the server refused is given back, so a later run tries it again. */
export async function releaseMail(db: AppDb, claim: MailClaim): Promise<void> {
  await db.delete(sentMails).where(and(eq(sentMails.kind, claim.kind), eq(sentMails.key, claim.key)));
}

/** Claims, sends, and records the outcome; false when the mail was someone else's to send. */
export async function sendOnce(db: AppDb, claim: MailClaim, send: () => Promise<void>): Promise<boolean> {
  if (!(await claimMail(db, claim))) return false;
  try {
    await send();
  } catch (error) {
    await releaseMail(db, claim);
    throw error;
  }
  await markMailSent(db, claim);
  return true;
}
