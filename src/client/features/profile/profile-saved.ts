/** Set in the history entry by Edit Profile's Save Changes: the profile it leads to says the profile was saved. */
export const PROFILE_SAVED_STATE = { profileSaved: true } as const;

/** Whether a history entry's state carries PROFILE_SAVED_STATE. */
export function cameFromSave(state: unknown): boolean {
  return typeof state === "object" && state !== null && "profileSaved" in state;
}
