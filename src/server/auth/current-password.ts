import type { AppDb } from "../db/client";
import { badRequest } from "../http/errors";
import { RATE_LIMITS, clearAttempts, passwordChangeKey, releaseOnError, reserveAttempt } from "../http/rate-limit";
import { verifyPassword } from "./passwords";

export const WRONG_CURRENT_PASSWORD = /*i18n*/ "That isn't your current password. Please try again.";

/**
 * The parent proves it is them, not someone at an unlocked phone: before a password change and before the account is
 * deleted. A wrong password counts like a failed login of the account, in one counter for both: the attempt is
 * reserved before the check, so a burst checks at most the limit's worth; the right password clears the count.
 */
export async function checkCurrentPassword(db: AppDb, userId: number, passwordHash: string, password: string): Promise<void> {
  const key = passwordChangeKey(userId);
  await reserveAttempt(db, key, RATE_LIMITS.passwordChangePerAccount);
  const valid = await releaseOnError(db, [key], () => verifyPassword(passwordHash, password, key));
  if (!valid) throw badRequest(WRONG_CURRENT_PASSWORD);
  await clearAttempts(db, key);
}
