/**
 * `@foyer/widgets/react`: components and hooks for React hosts, including the shared UI of the
 * Foyer apps. Styles: `import "@foyer/widgets/react.css"`.
 */

export type { AppHeaderProps } from "./app-header/AppHeader.js";
export { AppHeader } from "./app-header/AppHeader.js";
export type { AppShellProps } from "./app-shell/AppShell.js";
export { AppShell } from "./app-shell/AppShell.js";
export type { AppContextValue } from "./app-shell/app-context.js";
export { useApp } from "./app-shell/app-context.js";
export type { AppServices, AppServicesOptions } from "./app-shell/app-services.js";
export { createAppServices } from "./app-shell/app-services.js";
export type { RedirectState } from "./app-shell/redirect-notice.js";
export { leaveWithoutSession, readRedirectMessage, redirectState } from "./app-shell/redirect-notice.js";
export { rememberSignInPage, signInPageOr } from "./app-shell/sign-in-page.js";
export type { AppDataOptions } from "./app-shell/useAppData.js";
export { useAppData } from "./app-shell/useAppData.js";
export { NETWORK_PROBLEM, userMessageOf } from "./app-shell/user-message.js";
export type { AvailabilityEditorProps } from "./availability-editor/AvailabilityEditor.js";
export {
  AVAILABILITY_SAVE_FAILED,
  AVAILABILITY_SAVED,
  AvailabilityEditor,
} from "./availability-editor/AvailabilityEditor.js";
export { AvailabilitySummary, daySummary } from "./availability-editor/AvailabilitySummary.js";
export type { ConfirmDialogProps } from "./confirm-dialog/ConfirmDialog.js";
export { ConfirmDialog } from "./confirm-dialog/ConfirmDialog.js";
export { readWholeTable } from "./import-wizard/default-reader.js";
export { downloadBlob } from "./import-wizard/downloads.js";
export type {
  WholeTable,
  WholeTableInput,
  WholeTableOptions,
  WholeTableOutcome,
} from "./import-wizard/reader/whole-table.js";
export { ACCEPTED_FILE_TYPES } from "./import-wizard/reader-port.js";
export * from "./index.js";
export { lazyArea } from "./loader/lazy-area.js";
export type {
  ComposerCheck,
  ComposerInput,
  MessageComposerProps,
} from "./message-composer/MessageComposer.js";
export { composerCheck, MessageComposer } from "./message-composer/MessageComposer.js";
export type {
  MultiSelectDialogProps,
  MultiSelectDialogText,
} from "./multi-select-dialog/MultiSelectDialog.js";
export { MultiSelectDialog, multiSelectDialogText } from "./multi-select-dialog/MultiSelectDialog.js";
export type { MultiSelectOption } from "./multi-select-dialog/multi-select-rules.js";
export type { NoticeHostProps } from "./notices/NoticeHost.js";
export { NoticeHost } from "./notices/NoticeHost.js";
export type { NumberSelectorProps } from "./number-selector/NumberSelector.js";
export { NumberSelector } from "./number-selector/NumberSelector.js";
export type { NumberBounds, NumberSelectorSize } from "./number-selector/number-rules.js";
export type { PopoverMenuItem, PopoverMenuProps } from "./popover-menu/PopoverMenu.js";
export { PopoverMenu } from "./popover-menu/PopoverMenu.js";
export type { AgendaProps } from "./react/Agenda.js";
export { Agenda } from "./react/Agenda.js";
export type {
  ApplicationFormProps,
  FollowupFormProps,
  IntakeFormProps,
  SubmissionFormProps,
  WidgetHostProps,
} from "./react/FormWidgets.js";
export { ApplicationForm, FollowupForm, IntakeForm, SubmissionForm } from "./react/FormWidgets.js";
export type { ImportWizardProps } from "./react/ImportWizard.js";
export { ImportWizard } from "./react/ImportWizard.js";
export type { PortalProps } from "./react/Portal.js";
export { Portal } from "./react/Portal.js";
export type { RecordPickerProps } from "./react/RecordPicker.js";
export { RecordPicker } from "./react/RecordPicker.js";
export type { Remote, RemoteState } from "./remote/useRemote.js";
export { useRemote } from "./remote/useRemote.js";
export { useWidget, WidgetContext } from "./runtime/widget-context.js";
export type { SafeHtmlProps } from "./safe-html/SafeHtml.js";
export { SafeHtml } from "./safe-html/SafeHtml.js";
export type { SafeElement, SafeHtmlLimits, SafeHtmlTag, SafeNode } from "./safe-html/safe-html-tree.js";
export { SAFE_HTML_LIMITS, SAFE_HTML_TAGS, safeHref, safeHtmlTree } from "./safe-html/safe-html-tree.js";
export type { AuthLayoutProps } from "./sign-in/AuthLayout.js";
export { AuthLayout } from "./sign-in/AuthLayout.js";
export type { SignInFormProps, SignInResult } from "./sign-in/SignInForm.js";
export { SignInForm } from "./sign-in/SignInForm.js";
export type { ErrorBoundaryProps } from "./status-pages/ErrorBoundary.js";
export { ErrorBoundary } from "./status-pages/ErrorBoundary.js";
export type { ErrorPageProps } from "./status-pages/ErrorPage.js";
export { ErrorPage } from "./status-pages/ErrorPage.js";
export type { LoadingScreenProps } from "./status-pages/LoadingScreen.js";
export { LoadingScreen } from "./status-pages/LoadingScreen.js";
export type { NotFoundPageProps } from "./status-pages/NotFoundPage.js";
export { NotFoundPage } from "./status-pages/NotFoundPage.js";
export type { ReadableStore } from "./store/useStore.js";
export { useStore } from "./store/useStore.js";
