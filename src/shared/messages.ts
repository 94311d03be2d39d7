import { PRODUCT_NAME } from "./product";

/** Toast texts of docs/screens.md#messages, spelled exactly. */
export const toastText = {
  loginSuccess: { title: "Welcome back!", description: "You've successfully logged in." },
  loginFailure: { title: "Login failed", fallback: "Please check your credentials and try again." },
  registerSuccess: {
    title: `Welcome to ${PRODUCT_NAME}!`,
    description: "Your account has been created successfully.",
  },
  registerFailure: { title: "Registration failed", fallback: "Please try again." },
  waitlistSuccess: {
    title: "You're on the list!",
    description: "We'll notify you as soon as we launch. Thank you for your interest!",
  },
  waitlistFailure: { title: "Something went wrong", fallback: "Please try again later." },
  logoutSuccess: { title: "Logged out successfully", description: "You have been signed out of your account." },
  logoutFailure: { title: "Logout failed", description: "There was an error signing you out. Please try again." },
  profileUpdated: { title: "Profile Updated", description: "Your profile has been successfully updated." },
  profileUpdateFailure: { title: "Update Failed", fallback: "Failed to update profile." },
  accountDeleted: { title: "Account Deleted", description: "Your account has been permanently deleted." },
  deleteFailure: { title: "Delete Failed", fallback: "Failed to delete account." },
  reflectionSaved: { title: "Reflection Saved", description: "Your personal insights have been added to your journal." },
  reflectionFailure: { title: "Save Failed", description: "Unable to save your reflection. Please try again.", variant: "destructive" },
  journalEntrySaved: { title: "Entry Saved", description: "Your entry has been added to your journal." },
  journalEntryUpdated: { title: "Entry Updated", description: "Your changes have been saved." },
  journalEntryDeleted: { title: "Entry Deleted", description: "The entry has been removed from your journal." },
  journalDeleteFailure: { title: "Delete Failed", fallback: "We couldn't delete that entry. Please try again." },
  settingsUpdated: { title: "Settings updated", description: "Your preferences have been saved successfully." },
  settingsFailure: { title: "Settings not saved", fallback: "We couldn't save that change. Please try again." },
  subscriptionUpdated: { title: "Subscription Updated" },
  subscriptionFailure: { title: "Subscription not changed", fallback: "We couldn't change your plan. Please try again." },
} as const;
