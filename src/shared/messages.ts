/**
 * Toast texts of docs/screens.md#messages, spelled exactly; each is a catalog id (src/locales/shared), shown with
 * `i18n._(text)`. "Growly" is the product's name (PRODUCT_NAME), the same in every language.
 */
export const toastText = {
  loginSuccess: { title: /*i18n*/ "Welcome back!", description: /*i18n*/ "You've successfully logged in." },
  loginFailure: { title: /*i18n*/ "Login failed", fallback: /*i18n*/ "Please check your credentials and try again." },
  registerSuccess: {
    title: /*i18n*/ "Welcome to Growly!",
    description: /*i18n*/ "Your account has been created successfully.",
  },
  registerFailure: { title: /*i18n*/ "Registration failed", fallback: /*i18n*/ "Please try again." },
  waitlistSuccess: {
    title: /*i18n*/ "You're on the list!",
    description: /*i18n*/ "We'll notify you as soon as we launch. Thank you for your interest!",
  },
  waitlistFailure: { title: /*i18n*/ "Something went wrong", fallback: /*i18n*/ "Please try again later." },
  logoutSuccess: { title: /*i18n*/ "Logged out successfully", description: /*i18n*/ "You have been signed out of your account." },
  logoutFailure: { title: /*i18n*/ "Logout failed", description: /*i18n*/ "There was an error signing you out. Please try again." },
  profileUpdated: { title: /*i18n*/ "Profile Updated", description: /*i18n*/ "Your profile has been successfully updated." },
  profileUpdateFailure: { title: /*i18n*/ "Update Failed", fallback: /*i18n*/ "Failed to update profile." },
  accountDeleted: { title: /*i18n*/ "Account Deleted", description: /*i18n*/ "Your account has been permanently deleted." },
  deleteFailure: { title: /*i18n*/ "Delete Failed", fallback: /*i18n*/ "Failed to delete account." },
  reflectionSaved: { title: /*i18n*/ "Reflection Saved", description: /*i18n*/ "Your personal insights have been added to your journal." },
  reflectionFailure: { title: /*i18n*/ "Save Failed", description: /*i18n*/ "Unable to save your reflection. Please try again.", variant: "destructive" },
  journalEntrySaved: { title: /*i18n*/ "Entry Saved", description: /*i18n*/ "Your entry has been added to your journal." },
  journalEntryUpdated: { title: /*i18n*/ "Entry Updated", description: /*i18n*/ "Your changes have been saved." },
  journalEntryDeleted: { title: /*i18n*/ "Entry Deleted", description: /*i18n*/ "The entry has been removed from your journal." },
  journalDeleteFailure: { title: /*i18n*/ "Delete Failed", fallback: /*i18n*/ "We couldn't delete that entry. Please try again." },
  settingsUpdated: { title: /*i18n*/ "Settings updated", description: /*i18n*/ "Your preferences have been saved successfully." },
  settingsFailure: { title: /*i18n*/ "Settings not saved", fallback: /*i18n*/ "We couldn't save that change. Please try again." },
  subscriptionUpdated: { title: /*i18n*/ "Subscription Updated" },
  subscriptionFailure: { title: /*i18n*/ "Subscription not changed", fallback: /*i18n*/ "We couldn't change your plan. Please try again." },
} as const;
