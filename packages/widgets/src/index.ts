/**
 * `@foyer/widgets`: the framework-free front door. React components live in `@foyer/widgets/react`.
 */

/** The version of this package, for diagnostics. */
export const version = "0.1.0";

export type { AppName, Navigate } from "./app-shell/app-paths.js";
export { appOfPath, crossAppNavigate } from "./app-shell/app-paths.js";
export { ChunkLoadError, isChunkLoadError } from "./loader/chunk-load-error.js";
export type { SignInFieldErrors } from "./sign-in/sign-in-rules.js";
export { checkSignInFields } from "./sign-in/sign-in-rules.js";
export type { HomeLink } from "./status-pages/home-link.js";
export { homeLinkFor } from "./status-pages/home-link.js";
