import { describe, expect, expectTypeOf, it } from "vitest";
import type {
  AuthApi,
  AuthClient,
  FormsApi,
  FoyerConfig,
  FoyerSdk,
  HttpClient,
  LoginOutcome,
  RefreshOutcome,
  ResolvedConfig,
  RouteDecision,
  SessionCheckResult,
  SessionManager,
  SessionState,
  Store,
  TokenStore,
  UserApi,
} from "../index.js";
import * as sdk from "../index.js";

describe("the front door src/index.ts names every export", () => {
  it("exports exactly these values", () => {
    expect(Object.keys(sdk).sort()).toEqual(
      [
        "DEFAULT_BROADCAST_CHANNEL_NAME",
        "DEFAULT_LEEWAY_SECONDS",
        "DEFAULT_TIMEOUT_MS",
        "FoyerError",
        "HttpError",
        "NO_PERMISSION_PROFILE",
        "NetworkError",
        "PING_INTERVAL_MS",
        "PING_TIMEOUT_MS",
        "REFRESH_LOCK_NAME",
        "REFRESH_TIMEOUT_MS",
        "SNACKBAR_AUTO_HIDE_MS",
        "SNACKBAR_GAP_MS",
        "SessionExpiredError",
        "TOAST_DURATION_MS",
        "ValidationError",
        "connectionStatus",
        "createAuthApi",
        "createAuthClient",
        "createCloneApi",
        "createDecisionMailsApi",
        "createFieldsApi",
        "createFormsApi",
        "createImportApi",
        "createMailboxApi",
        "createMailTemplatesApi",
        "createEmailHistoryApi",
        "createIntegrationsApi",
        "createOrgPeopleApi",
        "createOrganizationsApi",
        "createOrganizerFormsApi",
        "createPortalContentAdminApi",
        "createPortalAdminApi",
        "createPermissionsApi",
        "createPortalApi",
        "createScheduleApi",
        "createPortalContentApi",
        "createPortalConfigApi",
        "createPortalDocumentsApi",
        "createFileRequestsAdminApi",
        "createPortalMessagesApi",
        "createPortalMessagesAdminApi",
        "createPortalProfileApi",
        "createPortalTasksAdminApi",
        "createPortalTasksApi",
        "createApiTokensApi",
        "createRecordDetailApi",
        "createRecordLayoutsApi",
        "createRecordsApi",
        "createReportsApi",
        "createActivityHistoryApi",
        "createSessionsApi",
        "createSessionLibraryApi",
        "createSessionFileKindsApi",
        "createPublicScheduleApi",
        "createTagsApi",
        "createGlobalSearchApi",
        "createRecordSearchApi",
        "createWidgetSdk",
        "createBroadcastLock",
        "createConnectionMonitor",
        "createErrorStore",
        "createEvaluationsApi",
        "createEventLifeApi",
        "createFoyerSdk",
        "createHttpClient",
        "createMemoryStorage",
        "createNoLock",
        "createRefresher",
        "createRefreshNewsBoard",
        "createSessionManager",
        "createSnackbarQueue",
        "createStore",
        "createTeamApi",
        "createTiersApi",
        "createToastStore",
        "createTokenStore",
        "createUserApi",
        "createWebLock",
        "createWebhooksApi",
        "createWorkflowsApi",
        "decideRoute",
        "defaultTimers",
        "endSession",
        "fieldErrorsOf",
        "readErrorFields",
        "isFoyerError",
        "isHttpError",
        "isNetworkError",
        "isSessionExpiredError",
        "isTokenValid",
        "isValidationError",
        "readTokenClaims",
        "readTokenExpiry",
        "resolveConfig",
        "storageKeys",
      ].sort(),
    );
  });

  it("keeps the API the apps are written against", () => {
    // The type checks below fail `npm run typecheck`; at run time the factory must exist too.
    expect(sdk.createFoyerSdk).toBeTypeOf("function");
    expectTypeOf(sdk.createFoyerSdk).toEqualTypeOf<(config?: FoyerConfig) => FoyerSdk>();
    expectTypeOf<FoyerSdk>().toEqualTypeOf<{
      config: ResolvedConfig;
      tokens: TokenStore;
      auth: AuthClient;
      http: HttpClient;
      api: { user: UserApi; auth: AuthApi; forms: FormsApi };
      session: SessionManager;
      close(): void;
    }>();
    expectTypeOf<AuthClient["login"]>().returns.resolves.toEqualTypeOf<LoginOutcome>();
    expectTypeOf<AuthClient["refresh"]>().returns.resolves.toEqualTypeOf<RefreshOutcome>();
    expectTypeOf<AuthClient["getValidIdToken"]>().returns.resolves.toEqualTypeOf<string | null>();
    expectTypeOf<SessionManager["check"]>().returns.resolves.toEqualTypeOf<SessionCheckResult>();
    expectTypeOf<SessionManager>().toMatchTypeOf<Store<SessionState>>();
    expectTypeOf<RouteDecision["kind"]>().toEqualTypeOf<"stay" | "skip" | "redirect">();
  });
});
