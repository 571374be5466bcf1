// The one front door of @foyer/sdk (STYLE 1): every export is named here.

export type { ApiTokensApi } from "./api/api-tokens.js";
export { createApiTokensApi } from "./api/api-tokens.js";
export type { AuthApi, AuthMessage } from "./api/auth.js";
export { createAuthApi } from "./api/auth.js";
export type { CloneApi } from "./api/clone.js";
export { createCloneApi } from "./api/clone.js";
export type { DecisionMailsApi } from "./api/decision-mails.js";
export { createDecisionMailsApi } from "./api/decision-mails.js";
export type { EmailHistoryApi, EmailHistoryScope } from "./api/email-history.js";
export { createEmailHistoryApi } from "./api/email-history.js";
export type { EvaluationsApi } from "./api/evaluations.js";
export { createEvaluationsApi } from "./api/evaluations.js";
export type { EventLifeApi } from "./api/event-life.js";
export { createEventLifeApi } from "./api/event-life.js";
export type { FieldInput, FieldsApi } from "./api/fields.js";
export { createFieldsApi } from "./api/fields.js";
export type {
  CallOptions,
  CreatedSubmission,
  FormsApi,
  SubmissionInput,
  UploadOptions,
} from "./api/forms.js";
export { createFormsApi } from "./api/forms.js";
export type { ImportApi } from "./api/imports.js";
export { createImportApi } from "./api/imports.js";
export type {
  ExternalEventList,
  FieldMappingsInput,
  IntegrationSettingsAnswer,
  IntegrationsApi,
  SyncedField,
  SyncJobProgress,
  SyncStarted,
} from "./api/integrations.js";
export { createIntegrationsApi } from "./api/integrations.js";
export type { MailTemplateLevel, MailTemplatesApi } from "./api/mail-templates.js";
export { createMailTemplatesApi } from "./api/mail-templates.js";
export type { MailboxApi } from "./api/mailbox.js";
export { createMailboxApi } from "./api/mailbox.js";
export type { OrgPeopleApi } from "./api/org-people.js";
export { createOrgPeopleApi } from "./api/org-people.js";
export type { OrganizationsApi } from "./api/organizations.js";
export { createOrganizationsApi } from "./api/organizations.js";
export type { OrganizerFormsApi, SubmissionFilter } from "./api/organizer-forms.js";
export { createOrganizerFormsApi } from "./api/organizer-forms.js";
export type { PermissionsApi } from "./api/permissions.js";
export { createPermissionsApi, NO_PERMISSION_PROFILE } from "./api/permissions.js";
export type { PortalAdminApi } from "./api/portal-admin.js";
export { createPortalAdminApi } from "./api/portal-admin.js";
export type { PortalConfigApi } from "./api/portal-config.js";
export { createPortalConfigApi } from "./api/portal-config.js";
export type { PortalContentApi } from "./api/portal-content.js";
export { createPortalContentApi } from "./api/portal-content.js";
export type {
  PageInput,
  PortalContentAdminApi,
  ResourceInput,
} from "./api/portal-content-admin.js";
export { createPortalContentAdminApi } from "./api/portal-content-admin.js";
export type { FileRequestsAdminApi, PortalDocumentsApi } from "./api/portal-documents.js";
export { createFileRequestsAdminApi, createPortalDocumentsApi } from "./api/portal-documents.js";
export type { PortalMessagesAdminApi, PortalMessagesApi } from "./api/portal-messages.js";
export { createPortalMessagesAdminApi, createPortalMessagesApi } from "./api/portal-messages.js";
export type { PortalProfileApi } from "./api/portal-profile.js";
export { createPortalProfileApi } from "./api/portal-profile.js";
export type { PortalApi } from "./api/portal-sessions.js";
export { createPortalApi } from "./api/portal-sessions.js";
export type { PortalTasksAdminApi, PortalTasksApi } from "./api/portal-tasks.js";
export { createPortalTasksAdminApi, createPortalTasksApi } from "./api/portal-tasks.js";
export type {
  PublicSchedule,
  PublicScheduleApi,
  PublicScheduleEvent,
  PublicScheduleRoom,
  PublicScheduleSession,
  PublicScheduleTrack,
} from "./api/public-schedule.js";
export { createPublicScheduleApi } from "./api/public-schedule.js";
export type { RecordDetailApi, RecordKey } from "./api/record-detail.js";
export { createRecordDetailApi } from "./api/record-detail.js";
export type { LayoutsApi, RecordLayoutsApi } from "./api/record-layouts.js";
export { createRecordLayoutsApi } from "./api/record-layouts.js";
export type { AccountSearchOptions, RecordSearchApi } from "./api/record-search.js";
export { createRecordSearchApi } from "./api/record-search.js";
export type { ExportScope, RecordsApi } from "./api/records.js";
export { createRecordsApi } from "./api/records.js";
export type {
  ActivityHistoryApi,
  ActivityHistoryScope,
  ReportsApi,
} from "./api/reports-audit.js";
export { createActivityHistoryApi, createReportsApi } from "./api/reports-audit.js";
export type { ScheduleApi, ScheduleAvailability } from "./api/schedule.js";
export { createScheduleApi } from "./api/schedule.js";
export type { GlobalSearchApi, GlobalSearchOptions } from "./api/search.js";
export { createGlobalSearchApi } from "./api/search.js";
export type { FileKindInput, SessionFileKindsApi } from "./api/session-file-kinds.js";
export { createSessionFileKindsApi } from "./api/session-file-kinds.js";
export type { SessionLibraryApi } from "./api/session-library.js";
export { createSessionLibraryApi } from "./api/session-library.js";
export type { SessionsApi } from "./api/sessions.js";
export { createSessionsApi } from "./api/sessions.js";
export type { TiersApi } from "./api/sponsor-tiers.js";
export { createTiersApi } from "./api/sponsor-tiers.js";
export type { TagsApi } from "./api/tags.js";
export { createTagsApi } from "./api/tags.js";
export type { RolesApi, TeamApi, TeamScopeApi } from "./api/team.js";
export { createTeamApi } from "./api/team.js";
export type { UserApi } from "./api/user.js";
export { createUserApi } from "./api/user.js";
export type { WebhookOwner, WebhooksApi } from "./api/webhooks.js";
export { createWebhooksApi } from "./api/webhooks.js";
export type { WorkflowsApi } from "./api/workflows.js";
export { createWorkflowsApi } from "./api/workflows.js";
export type { AuthClient, AuthClientDeps, LoginOutcome, SignUpInput } from "./auth.js";
export { createAuthClient } from "./auth.js";
export type { FoyerConfig, ResolvedConfig } from "./config.js";
export { DEFAULT_BROADCAST_CHANNEL_NAME, DEFAULT_LEEWAY_SECONDS, resolveConfig } from "./config.js";
export { endSession } from "./end-session.js";
export type { FieldProblem, FoyerErrorName, SessionExpiredReason, ValidationIssue } from "./errors.js";
export {
  FoyerError,
  fieldErrorsOf,
  HttpError,
  isFoyerError,
  isHttpError,
  isNetworkError,
  isSessionExpiredError,
  isValidationError,
  NetworkError,
  readErrorFields,
  SessionExpiredError,
  ValidationError,
} from "./errors.js";
export type {
  HttpClient,
  HttpMethod,
  RequestOptions,
  SearchParamsInit,
  SessionTokens,
} from "./http/client.js";
export { createHttpClient, DEFAULT_TIMEOUT_MS } from "./http/client.js";
export type {
  Refresher,
  RefresherDeps,
  RefreshFailureReason,
  RefreshOptions,
  RefreshOutcome,
} from "./refresh.js";
export { createRefresher, REFRESH_TIMEOUT_MS } from "./refresh.js";
export type { BroadcastLockOptions, ChannelLike, RefreshLock } from "./refresh-lock.js";
export { createBroadcastLock, createNoLock, createWebLock, REFRESH_LOCK_NAME } from "./refresh-lock.js";
export type { RefreshNews, RefreshNewsBoard } from "./refresh-news.js";
export { createRefreshNewsBoard } from "./refresh-news.js";
export type { RouteDecision, RouteInput } from "./route-rules.js";
export { decideRoute } from "./route-rules.js";
export { createMemoryStorage } from "./safe-storage.js";
export type { FoyerSdk, WidgetSdk } from "./sdk.js";
export { createFoyerSdk, createWidgetSdk } from "./sdk.js";
export type {
  SessionCheckResult,
  SessionLocation,
  SessionManager,
  SessionManagerDeps,
  SessionState,
} from "./session.js";
export { createSessionManager } from "./session.js";
export type {
  ConnectionEventSource,
  ConnectionMonitor,
  ConnectionMonitorOptions,
  ConnectionStatus,
  ConnectionStrategy,
} from "./stores/connection-monitor.js";
export {
  connectionStatus,
  createConnectionMonitor,
  PING_INTERVAL_MS,
  PING_TIMEOUT_MS,
} from "./stores/connection-monitor.js";
export type {
  ErrorInput,
  ErrorState,
  ErrorStore,
  ErrorStoreOptions,
  RegisteredError,
} from "./stores/error-store.js";
export { createErrorStore } from "./stores/error-store.js";
export type {
  Severity,
  Snackbar,
  SnackbarAction,
  SnackbarInput,
  SnackbarQueue,
  SnackbarQueueOptions,
  SnackbarState,
} from "./stores/snackbar-queue.js";
export { createSnackbarQueue, SNACKBAR_AUTO_HIDE_MS, SNACKBAR_GAP_MS } from "./stores/snackbar-queue.js";
export type { Store, Timers, WritableStore } from "./stores/store.js";
export { createStore, defaultTimers } from "./stores/store.js";
export type { Toast, ToastInput, ToastState, ToastStore, ToastStoreOptions } from "./stores/toast-store.js";
export { createToastStore, TOAST_DURATION_MS } from "./stores/toast-store.js";
export type {
  StorageEventTarget,
  StorageKey,
  TokenChange,
  TokenListener,
  TokenStore,
  TokenStoreOptions,
} from "./token-store.js";
export { createTokenStore, storageKeys } from "./token-store.js";
export type { TokenClaims } from "./token-validity.js";
export { isTokenValid, readTokenClaims, readTokenExpiry } from "./token-validity.js";
