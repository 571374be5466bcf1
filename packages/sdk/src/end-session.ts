import type { HttpClient } from "./http/client.js";
import type { TokenStore } from "./token-store.js";

/**
 * Ends the session on the server (`POST /user/auth/logout`) and forgets it in this browser,
 * without leaving the page: the sign-out of a widget on another site (the apps go to the sign-out
 * page instead, `sdk.auth.signOut()`). The tokens are forgotten first, so a server that cannot be
 * reached still leaves the browser signed out. Never throws. Not part of `sdk.auth`, so the widgets
 * that never sign out carry none of it.
 * @example await endSession(sdk);
 */
export async function endSession(sdk: { tokens: TokenStore; http: HttpClient }): Promise<void> {
  const token = sdk.tokens.get()?.refresh_token;
  sdk.tokens.clear();
  sdk.tokens.clearRedirectUrl();
  if (!token) return;
  try {
    await sdk.http.post("user/auth/logout", { json: { token }, auth: false, userId: false });
  } catch {
    // Signed out here either way; the session ends on the server when its refresh token expires.
  }
}
