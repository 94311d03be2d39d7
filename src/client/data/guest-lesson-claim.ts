import type { GuestClaimResult } from "@shared/schemas/guest-lesson";
import { ApiError, apiRequest } from "@client/lib/api";
import { announceBadges } from "@client/lib/badge-news";

/**
 * The claim of a guest lesson (docs/product-rules.md#trying-a-lesson-before-joining): the token the server signed for
 * the visitor's attempt waits in this browser until an account is registered or signed in here, then goes back once.
 * The server also checks this browser's guest cookie, so the token alone moves nothing anywhere else.
 */
const KEY = "growly.guestLesson";

interface StoredToken {
  token: string;
  expiresAt: string;
}

function readToken(): StoredToken | undefined {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<StoredToken>;
    if (typeof stored.token !== "string" || typeof stored.expiresAt !== "string") return undefined;
    return stored as StoredToken;
  } catch {
    return undefined;
  }
}

function forgetToken(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/** Where the finished guest lesson's "Save your progress" leads: the register page that says the lesson is kept. */
export const REGISTER_TO_KEEP_LESSON = "/register?from=guest-lesson";

/** Whether a page's address is the one "Save your progress" opens. */
export function cameToKeepLesson(search: string): boolean {
  return new URLSearchParams(search).get("from") === "guest-lesson";
}

/** Whether this browser holds a guest lesson's token not yet expired: registering or signing in here would claim it. */
export function holdsGuestLesson(now = Date.now()): boolean {
  const stored = readToken();
  return stored !== undefined && Date.parse(stored.expiresAt) > now;
}

/** Keeps the token of the attempt this browser is playing. */
export function rememberGuestToken(token: string, expiresAt: string): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ token, expiresAt } satisfies StoredToken));
  } catch {
    // Storage disabled: the lesson still plays; it just cannot be saved to an account later.
  }
}

/**
 * Right after this browser registers or signs in: moves a finished guest lesson into the account. Resolves with what
 * moved, or null when there was nothing (no token, an expired try, a lesson not finished, a claim already made). It
 * never fails the sign-in it follows: a network failure keeps the token for the next sign-in.
 */
export async function claimGuestLesson(): Promise<GuestClaimResult | null> {
  const stored = readToken();
  if (!stored) return null;
  if (Date.parse(stored.expiresAt) <= Date.now()) {
    forgetToken();
    return null;
  }
  try {
    const result = await apiRequest<GuestClaimResult>("POST", "/api/guest-lesson/claim", { token: stored.token });
    forgetToken();
    // The badges the lesson and its reflection earned wait for the signed-in app, past register's page load.
    announceBadges(result.user.id, result.newAchievements);
    return result;
  } catch (error) {
    // The server said no (already claimed, expired, not finished): the token is worth nothing any more.
    if (error instanceof ApiError && error.status < 500) forgetToken();
    return null;
  }
}
