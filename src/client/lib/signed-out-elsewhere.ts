import { SESSION_ENDED_COOKIE } from "@shared/page-markers";

/**
 * docs/screens.md#signing-in-and-out: a device signed out by something done elsewhere (a password changed, "Sign
 * out of all other devices") says so on the sign-in page instead of opening on the landing page without a word.
 * The server tells: a request that still carries the device's session cookie, whose session has ended, gets a
 * readable cookie (SESSION_ENDED_COOKIE) beside the cleared session cookie. A device that never had a session, signed
 * itself out or lost its cookies sends no session cookie, so it is never told. The landing page sends a device with
 * that cookie on to the sign-in page.
 */
const NOTE_KEY = "growly.signedOutElsewhere";

/**
 * When the server said this device's session ended, the cookie becomes a note for the sign-in page. Returns whether
 * it did.
 */
export function noteSignedOutElsewhere(): boolean {
  try {
    const ended = document.cookie.split(";").some((part) => part.trim().startsWith(`${SESSION_ENDED_COOKIE}=`));
    if (!ended) return false;
    document.cookie = `${SESSION_ENDED_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    sessionStorage.setItem(NOTE_KEY, "1");
    return true;
  } catch {
    return false;
  }
}

/** Whether the sign-in page has the note to show; it shows once, so reading it takes it away. */
export function takeSignedOutNote(): boolean {
  try {
    if (sessionStorage.getItem(NOTE_KEY) === null) return false;
    sessionStorage.removeItem(NOTE_KEY);
    return true;
  } catch {
    return false;
  }
}
