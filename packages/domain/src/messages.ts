/**
 * User-facing messages quoted by the spec, word for word (spec 1 §8, spec 2 §8).
 * Server and browser read them from here so the two never drift apart.
 */
export const messages = {
  passwordRequired: "Password is required",
  noTokenFound: "No token found",
  refreshFailed: "Refresh token operation failed",
  refreshExpired: "Refresh token has expired",
  mustBeLoggedIn: "You must be logged in to continue.",
  offline: "You are currently not connected to the internet.",
  backOnline: "You are back online.",
  loading: "Loading...",
  notFoundTitle: "Oops!",
  notFoundText: "The page you are trying to access does not exist.",
  errorPageText: "Oh no! Something went wrong, please try again.",
  loggedInUserDetailsFailed: "An error occurred getting logged in user details",
  // The permission-gated view (spec 2 §2.3, §6).
  noAccessTitle: "uh Oh!",
  noAccess: "You don't have access to this page!",
  noPermission: "You don't have permission to view this section!",
  somethingWentWrong: "Something went wrong",
  // Not quoted by the spec; ours, kept here with the others so they read alike.
  invalidCredentials: "The email or password is incorrect.",
  tooManyAttempts: "Too many failed sign-in attempts. Please wait a few minutes and try again.",
  sessionRevoked: "Your session has ended. Please sign in again.",
  resetLinkInvalid: "This password reset link is invalid or has expired.",
  resetRequested: "If an account exists for that email, a password reset link has been sent to it.",
  passwordChanged: "Your password has been changed. Please sign in with your new password.",
  portalNotFound: "This portal does not exist.",
  portalLoadFailed: "An error occurred getting the portal",
  eventsLoadFailed: "An error occurred getting your events",
} as const;

export type MessageKey = keyof typeof messages;
