/**
 * docs/screens.md#signing-in-and-out: a device signed out by something done elsewhere (a password changed, "Sign
 * out of all other devices") says so on the sign-in page instead of opening on the landing page without a word.
 * While a parent is signed in, the device keeps a mark; signing out here or deleting the account clears all storage
 * (data/logout.ts), mark included. A page served signed out to a device that still has the mark was signed out
 * elsewhere (or its session ran out). The landing page sends such a device on to the sign-in page.
 */
const SIGNED_IN_KEY = "growly.signedInHere";
const NOTE_KEY = "growly.signedOutElsewhere";

/** Marks this device as signed in (the signed-in app, on every start). */
export function markSignedIn(): void {
  try {
    localStorage.setItem(SIGNED_IN_KEY, "1");
  } catch {
    // Storage disabled: the sign-in page simply says nothing.
  }
}

/**
 * On a page the server sent signed out: when this device was signed in and did not sign itself out, the mark becomes
 * a note for the sign-in page. Returns whether it did.
 */
export function noteSignedOutElsewhere(): boolean {
  try {
    if (localStorage.getItem(SIGNED_IN_KEY) === null) return false;
    localStorage.removeItem(SIGNED_IN_KEY);
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
