/**
 * `@foyer/widgets`: the front door for pages without React code of their own: mount functions
 * (they bring React with them) and framework-free helpers. React components live in
 * `@foyer/widgets/react`, custom elements in `@foyer/widgets/elements`.
 */

/** The version of this package, for diagnostics. */
export const version = "0.1.0";

export type { AppName, Navigate } from "./app-shell/app-paths.js";
export { appOfPath, crossAppNavigate } from "./app-shell/app-paths.js";
export { mount } from "./elements/mount-named.js";
export type {
  ApplicationFormOptions,
  CommonWidgetOptions,
  FollowupFormOptions,
  FormOptions,
  FoyerMountOptions,
  ImportWizardOptions,
  IntakeFormOptions,
  PortalOptions,
  RecordPickerOptions,
  SubmissionFormOptions,
  WidgetHandle,
  WidgetOptionsMap,
} from "./elements/widget-options.js";
export type { WidgetName } from "./elements/widget-table.js";
export { ChunkLoadError, isChunkLoadError } from "./loader/chunk-load-error.js";
export type { RecordPickerMode, RecordSelection } from "./record-picker/modes.js";
export type { MountedWidget, MountWidgetOptions } from "./runtime/mount-widget.js";
export { mountWidget } from "./runtime/mount-widget.js";
export { STORAGE_PREFIX } from "./runtime/shared-sdk.js";
export type { WidgetContextValue, WidgetEventName, WidgetTheme } from "./runtime/widget-context.js";
export type { WidgetCallbacks, WidgetEventDetails } from "./runtime/widget-events.js";
export type { WidgetSettings } from "./runtime/widget-host.js";
export type { SignInFieldErrors } from "./sign-in/sign-in-rules.js";
export { checkSignInFields } from "./sign-in/sign-in-rules.js";
export type { HomeLink } from "./status-pages/home-link.js";
export { homeLinkFor } from "./status-pages/home-link.js";
