import { PRODUCT_NAME } from "./product";

/** Toast texts of spec §8, spelled exactly. */
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
} as const;
