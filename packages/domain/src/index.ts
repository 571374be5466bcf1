export type { ApiErrorBody, Envelope, ErrorCode } from "./api.js";
export { errorCodes, readApiError } from "./api.js";
export { isPortalPath } from "./app-paths.js";
export type { AuditAction, AuditChange, AuditEntityType, AuditEntry } from "./audit/audit.js";
export { changedFields } from "./audit/audit.js";
export type {
  ForgotPasswordBody,
  FoyerTokenClaims,
  LoginBody,
  RefreshBody,
  ResetPasswordBody,
  SignupBody,
  TokenSet,
} from "./auth.js";
export {
  forgotPasswordBody,
  loginBody,
  newPassword,
  refreshBody,
  resetPasswordBody,
  signupBody,
  tokenSet,
} from "./auth.js";
export type { FieldProblem } from "./auth-checks.js";
export {
  authMessages,
  emailProblem,
  isTokenSet,
  loginProblem,
  newPasswordProblem,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from "./auth-checks.js";
export type {
  CloneContentType,
  CloneOption,
  CloneOptionGroup,
  CloneOptions,
  CloneRequest,
  CloneSourceEvent,
  CloneStarted,
  ExcludedContentKey,
  JobProgress,
  JobProgressStatus,
  ParsedCloneRequest,
} from "./clone/clone-contract.js";
export {
  CLONE_POLL_FIRST_MS,
  CLONE_POLL_MS,
  cloneContentTypes,
  cloneMessages,
  cloneRequestBody,
  cloneSourcesQuery,
  dayGroupBody,
  excludedContentKeys,
  isJobRunning,
  jobStatuses,
  MAX_CLONE_EVENT_DAYS,
  MAX_CLONE_SEARCH_LENGTH,
  noContentText,
} from "./clone/clone-contract.js";
export type { DayGroup } from "./clone/clone-dates.js";
export {
  assignDays,
  cloneName,
  DAY_OFF_ID,
  DEFAULT_DAY_COLOR,
  dayColor,
  daysSelectedLabel,
  defaultDayGroups,
  isoWeeks,
  remainingTimeText,
  shiftedCloneDates,
  WEEKDAY_LABELS,
  withNewEnd,
  withNewStart,
} from "./clone/clone-dates.js";
export {
  cloneShiftDays,
  shiftDayGroups,
  shiftInstant,
  shiftLeadingDay,
  shiftRecordValue,
  shiftSubmissionValues,
} from "./clone/clone-shift.js";
export {
  apiErrorSchema,
  deletedId,
  entityId,
  envelope,
  eventIdParams,
  idParams,
  orgIdParams,
  pageQuery,
  searchText,
  sortParam,
} from "./contract/common.js";
export {
  addDays,
  dayRange,
  daysBetween,
  isIsoDay,
  isoWeekday,
  localDay,
} from "./dates/days.js";
export { addMonths, addYears } from "./dates/months.js";
export type { WallClock } from "./dates/zoned.js";
export {
  isTimeZoneName,
  resolveTimeZone,
  shiftZonedDays,
  systemTimeZone,
  todayIn,
  wallClockAt,
  zonedDateTimeLabel,
  zonedInstant,
} from "./dates/zoned.js";
export { canLinkTo, canLinkType, contactInputOf, contactLinkMessages } from "./forms/contact-link.js";
export { alpha3Code, countryCodes, countryName, findCountryCode, isCountryCode } from "./forms/countries.js";
export type {
  FieldOption,
  FieldType,
  FieldValue,
  FormDefinition,
  FormEventSummary,
  FormField,
  FormKind,
  FormStep,
  Submission,
  SubmissionStatus,
  SubmissionValues,
  UploadedFile,
} from "./forms/definition.js";
export { allFields, fieldTypes, formKinds } from "./forms/definition.js";
export type {
  EditedBy,
  FormParticipant,
  FormUpdate,
  NewFormInput,
  OrganizerForm,
  OrganizerFormSummary,
  OrganizerSubmission,
  SubmissionCounts,
  SubmissionPage,
} from "./forms/organizer.js";
export type { ValidationResult } from "./forms/validate.js";
export { fieldMessages, validateSubmission } from "./forms/validate.js";
export type { BuiltinImportField } from "./import/builtin-fields.js";
export { builtinImportFields, isBuiltinField } from "./import/builtin-fields.js";
export type { MatchOptions } from "./import/column-match.js";
export { columnKey, matchColumn } from "./import/column-match.js";
export type {
  ImportCounters,
  ImportDetail,
  ImportField,
  ImportFieldGroup,
  ImportFieldType,
  ImportHistoryItem,
  ImportMap,
  ImportMappingRequest,
  ImportRequest,
  ImportStatus,
  ModuleKind,
  ModuleSummary,
  RevertResult,
  SummaryError,
} from "./import/contract.js";
export {
  DEFAULT_VALUE_COLUMN,
  emptyCounters,
  FIRST_NAME,
  FULL_NAME,
  IMPORT_LIMITS,
  importFieldTypes,
  LAST_NAME,
  PREVIEW_FIELD_COUNT,
  rowsWithErrors,
  SAMPLE_ROWS,
} from "./import/contract.js";
export { csvCell, restoreCell, toCsv } from "./import/csv-out.js";
export type { GroupPreview, MappingMessage, PreviewRecord } from "./import/mapping-rules.js";
export {
  canImport,
  carryOverChoices,
  chosenFields,
  groupsToSend,
  isGroupActive,
  isUnmapped,
  mappingMessages,
  mappingText,
  previewRecords,
  selectAllFields,
  selectNoFields,
  setFieldColumn,
  setFieldDefault,
  toggleField,
  toggleFieldIn,
  toggleGroup,
} from "./import/mapping-rules.js";
export type {
  GroupValues,
  ImportValue,
  RowContext,
  RowGroup,
  RowOutcome,
  RowProblem,
} from "./import/validate-row.js";
export { createRowReader, readFieldValue, SummaryErrorCollector } from "./import/validate-row.js";
export type { CellResult } from "./import/value-formats.js";
export {
  readBoolean,
  readCurrency,
  readDate,
  readDateTime,
  readDropdown,
  readEventDays,
  readFileUrl,
  readFullName,
  readNumber,
  readPercent,
  readPhone,
  readTime,
} from "./import/value-formats.js";
export type { MessageKey } from "./messages.js";
export { messages } from "./messages.js";
export type { EventDashboard, OrgDashboard } from "./organizations/dashboards.js";
export { DASHBOARD_NEXT_EVENTS } from "./organizations/dashboards.js";
export type {
  EventColumn,
  EventColumns,
  EventImportRow,
  ImportEventsBody,
  ImportedEvent,
} from "./organizations/event-import.js";
export {
  EVENT_COLUMN_LABELS,
  EVENT_IMPORT_MAX_ROWS,
  eventImportMessages,
  eventImportRowOf,
  importEventsBody,
  importedEvent,
  matchEventColumns,
  readEventRows,
} from "./organizations/event-import.js";
export type {
  CreatedEvent,
  NewEventBody,
  OrgEvent,
  OrgEventStatus,
  OrgEventsQuery,
} from "./organizations/org-events.js";
export {
  compareOrgEvents,
  createdEvent,
  EVENT_NAME_MAX_LENGTH,
  eventSlugOf,
  eventStatusOf,
  MAX_EVENT_DAYS,
  MAX_EVENT_SEARCH_LENGTH,
  matchesEventSearch,
  newEventBody,
  newEventMessages,
  orgEvent,
  orgEventStatuses,
  orgEventsQuery,
} from "./organizations/org-events.js";
export type { OrgListLayout } from "./organizations/org-list-tools.js";
export { orgListMessages } from "./organizations/org-list-tools.js";
export { orgMessages } from "./organizations/org-messages.js";
export type {
  Organization,
  UpdateOrganizationBody,
  UserOrganization,
} from "./organizations/organization.js";
export {
  LOGO_ACCEPT,
  LOGO_MAX_BYTES,
  LOGO_TYPES,
  LOGO_URL_PATTERN,
  logoFileProblem,
  logoMessages,
  ORG_CREATE_EVENTS,
  ORG_NAME_MAX_LENGTH,
  ORG_SETTINGS_READ,
  ORG_SETTINGS_UPDATE,
  organization,
  updateOrganizationBody,
  userOrganization,
} from "./organizations/organization.js";
export type {
  NewSegmentBody,
  PeoplePage,
  PeopleQuery,
  PersonRow,
  Segment,
  SegmentUpdateBody,
} from "./organizations/people.js";
export {
  MAX_SEGMENTS_PER_KIND,
  newSegmentBody,
  ORG_PEOPLE_READ,
  ORG_SEGMENTS_READ,
  ORG_SPEAKERS_READ,
  PEOPLE_FILTER_FIELDS,
  SEGMENT_NAME_MAX_LENGTH,
  segmentKind,
  segmentMessages,
  segmentRequirement,
  segmentUpdateBody,
} from "./organizations/people.js";
export type { PageItem } from "./paging/page-windows.js";
export {
  clampPage,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  pageCount,
  pageWindow,
  TABLE_PAGE_SIZE,
} from "./paging/page-windows.js";
export type {
  AccessOutcome,
  PermissionAction,
  PermissionModule,
  PermissionProfile,
  Requirement,
} from "./permissions/permission-rules.js";
export {
  accessOutcome,
  eventRouteRequirement,
  hasPermission,
  MANAGE_ALL_MODULE_DATA,
  meetsRequirement,
  permissionActions,
  permissionList,
  permissionModules,
  permissionSlug,
  READ_ALL_MODULE_DATA,
  recordModulePermissions,
  recordModuleRequirement,
} from "./permissions/permission-rules.js";
export type {
  Role,
  RoleInput,
  RoleList,
  RoleUpdate,
  TeamInvitation,
  TeamInviteInput,
  TeamInviteResult,
  TeamMember,
  TeamMemberUpdate,
} from "./permissions/team.js";
export {
  allModuleSlugs,
  alreadyInvitedMessage,
  alreadyMemberMessage,
  isKnownPermissionSlug,
  moduleActions,
  ROLE_DESCRIPTION_MAX_LENGTH,
  ROLE_NAME_MAX_LENGTH,
  roleCreateBody,
  roleInUseMessage,
  roleNameTakenMessage,
  roleUpdateBody,
  teamInviteBody,
  teamMemberUpdateBody,
  teamMessages,
  unknownPermissionMessage,
} from "./permissions/team.js";
export type {
  FileRequestInput,
  FileRequestRecipientsInput,
  FileReviewInput,
} from "./portal/file-request-bodies.js";
export {
  FILE_REQUEST_INSTRUCTIONS_MAX,
  FILE_REQUEST_MAX_FILES,
  FILE_REQUEST_TITLE_MAX,
  FILE_REQUEST_TYPES_MAX,
  fileRequestBody,
  fileRequestRecipientsBody,
  fileReviewBody,
  fileSubmissionBody,
  isAcceptedFile,
  MAX_RECIPIENTS_PER_CALL,
  normalizeAcceptedType,
  REVIEW_NOTE_MAX,
} from "./portal/file-request-bodies.js";
export {
  ACCENT_MIN_CONTRAST,
  accentPalette,
  contrastWithWhite,
  readableAccent,
} from "./portal/portal-accent.js";
export type {
  PortalAccessBody,
  PortalAccessOutcome,
  PortalAccessResult,
  PortalAccessStatus,
  PortalCreateBody,
  PortalDetail,
  PortalFilterApplyResult,
  PortalFiltersBody,
  PortalSettingsPatch,
  PortalSignInBody,
  PortalSignInSettings,
  PortalUpdateBody,
  PortalUser,
  PublicPortalInfo,
} from "./portal/portal-config.js";
export {
  MAX_ACCESS_CONTACTS,
  PORTAL_ACCESS_MANY_FAILED,
  PORTAL_ACCESS_ONE_FAILED,
  PORTAL_LOGIN_TEXT_MAX,
  PORTAL_LOGIN_TITLE_MAX,
  PORTAL_NAME_MAX,
  PORTAL_SLUG_MAX,
  PORTAL_WELCOME_MAX,
  portalAccessBody,
  portalAccessOneBody,
  portalCreateBody,
  portalFiltersBody,
  portalLoginSettingsBody,
  portalSettingsBody,
  portalSignInBody,
  portalSlugOf,
  portalSlugPattern,
  portalUpdateBody,
} from "./portal/portal-config.js";
export type {
  OrganizerPortalPage,
  OrganizerPortalPageSummary,
  OrganizerPortalResource,
  PortalFileResource,
  PortalLinkResource,
  PortalPageCreateBody,
  PortalPageKind,
  PortalPageLink,
  PortalPageOrderBody,
  PortalPageUpdateBody,
  PortalPageView,
  PortalResource,
  PortalResourceCreateBody,
  PortalResourceFile,
  PortalResourceOrderBody,
  PortalResourceUpdateBody,
} from "./portal/portal-content.js";
export {
  isWebAddress,
  PORTAL_ORDER_MAX,
  PORTAL_PAGE_BODY_MAX,
  PORTAL_PAGE_TITLE_MAX,
  PORTAL_RESOURCE_DESCRIPTION_MAX,
  PORTAL_RESOURCE_TITLE_MAX,
  PORTAL_RESOURCE_URL_MAX,
  portalContentMessages,
  portalPageCreateBody,
  portalPageKinds,
  portalPageOrderBody,
  portalPageUpdateBody,
  portalResourceCreateBody,
  portalResourceOrderBody,
  portalResourceUpdateBody,
} from "./portal/portal-content.js";
export type {
  FileRequest,
  FileRequestGroup,
  FileRequestRecipient,
  FileRequestRecipientsAdded,
  FileRequestResult,
  FileRequestResultFile,
  FileRequestResults,
  FileRequestStatus,
  FileSubmissionStatus,
  PortalFileEntry,
  PortalFileRequestDetail,
  PortalFileRequestSummary,
  PortalFileSubmission,
} from "./portal/portal-documents.js";
export {
  fileRequestGroupLabels,
  fileRequestGroups,
  fileRequestMessages,
  fileRequestStatusLabels,
  fileSubmissionStatuses,
} from "./portal/portal-documents.js";
export type {
  OrganizerThreadBody,
  OrganizerThreadDetail,
  OrganizerThreadSummary,
  PortalMessage,
  PortalReplyBody,
  PortalThreadBody,
  PortalThreadDetail,
  PortalThreadSummary,
  PortalUnreadCount,
  ThreadParticipant,
} from "./portal/portal-messages.js";
export {
  MESSAGE_BODY_MAX,
  MESSAGE_PREVIEW_MAX,
  messagePreview,
  ORGANIZER_TEAM,
  organizerThreadBody,
  portalMessageTexts,
  portalReplyBody,
  portalThreadBody,
  THREAD_SUBJECT_MAX,
  threadPersonName,
} from "./portal/portal-messages.js";
export type {
  PortalHistoryItem,
  PortalHistoryPage,
  PortalOverview,
  PortalProfile,
  PortalProfileKey,
  PortalProfileUpdate,
  PortalProfileValues,
  ProfileProblem,
  ProfileUpdateResult,
} from "./portal/portal-profile.js";
export {
  changedProfileKeys,
  PORTAL_HISTORY_DEFAULT_LIMIT,
  PORTAL_HISTORY_MAX_LIMIT,
  PORTAL_NO_PROFILE,
  PORTAL_PHOTO_MAX_BYTES,
  PORTAL_PROFILE_VALUE_MAX,
  portalActivityLabels,
  portalHistoryQuery,
  portalPhotoBody,
  portalPhotoTypes,
  portalProfileKeys,
  portalProfileLabels,
  portalProfileMessages,
  portalProfileUpdateBody,
  readProfileUpdate,
} from "./portal/portal-profile.js";
export type {
  PortalCalendar,
  PortalCalendarDay,
  PortalCoParticipant,
  PortalSession,
  PortalSessionDetail,
  PortalSessionFile,
  PortalSessionList,
} from "./portal/portal-sessions.js";
export { PORTAL_ACCESS_DENIED, PORTAL_SESSION_NOT_FOUND } from "./portal/portal-sessions.js";
export type {
  EventPortalSummary,
  PortalActivityKind,
  PortalProfileField,
  PortalSection,
  PortalSettings,
} from "./portal/portal-settings.js";
export {
  defaultPortalSettings,
  PORTAL_SECTION_OFF,
  portalActivityKinds,
  portalProfileFields,
  portalSections,
  portalSettingsOf,
} from "./portal/portal-settings.js";
export type {
  OrganizerPortalTask,
  PortalTask,
  PortalTaskAssignBody,
  PortalTaskAssignee,
  PortalTaskAssignInput,
  PortalTaskAssignResult,
  PortalTaskBody,
  PortalTaskGroup,
  PortalTaskList,
} from "./portal/portal-tasks.js";
export {
  dueDateLabel,
  isSafePortalLink,
  isTaskOverdue,
  MAX_TASK_CONTACTS_PER_CALL,
  PORTAL_TASK_DESCRIPTION_MAX,
  PORTAL_TASK_LINK_MAX,
  PORTAL_TASK_TITLE_MAX,
  portalTaskAssignBody,
  portalTaskBody,
  portalTaskGroupLabels,
  portalTaskGroups,
  portalTaskMessages,
} from "./portal/portal-tasks.js";
export type { BulkDeleteResult, RecordSelection } from "./records/bulk-contract.js";
export { bulkMessages, MAX_BULK_RECORDS, recordSelectionBody } from "./records/bulk-contract.js";
export type {
  BuiltinFieldSummary,
  DeletedField,
  FieldCreateBody,
  FieldOrderBody,
  FieldShape,
  FieldsOverviewModule,
  FieldUpdateBody,
  FieldUpdateResult,
  FieldUsage,
  ModuleField,
  ModuleFieldList,
} from "./records/fields-contract.js";
export {
  FIELD_NAME_MAX,
  FIELD_OPTION_MAX,
  FIELD_OPTIONS_MAX,
  fieldCreateBody,
  fieldOrderBody,
  fieldShapeProblems,
  fieldTypeInfo,
  fieldTypeLabel,
  fieldTypeOrder,
  fieldUpdateBody,
  hasOptions,
  isReservedFieldName,
  isSafeTypeChange,
  isSupportedFieldType,
  MODULE_FIELDS_MAX,
  moduleFieldMessages,
  reservedFieldNames,
} from "./records/fields-contract.js";
export type {
  DeletedLayout,
  LayoutCreateBody,
  LayoutUpdateBody,
  ModuleLayout,
  SavedLayout,
} from "./records/layout-contract.js";
export {
  LAYOUT_NAME_MAX,
  layoutCreateBody,
  layoutMessages,
  layoutUpdateBody,
  MAX_LAYOUT_COLUMNS,
  MAX_LAYOUTS,
  sameColumns,
  visibleColumns,
} from "./records/layout-contract.js";
export type {
  ContactHistoryEntry,
  DedupeKeys,
  DuplicateCandidate,
  DuplicateReason,
  FormHistoryEntry,
  ImportHistoryEntry,
  MergeChoice,
  MergeHistoryEntry,
  MergeRequest,
  MergeResult,
  ModuleFieldLike,
  ReadResult,
  RecordDetail,
  RecordFieldDefinition,
  RecordFile,
  RecordHistory,
  RecordHistoryType,
  RecordInput,
  RecordType,
  RecordUpdate,
  RecordUpdateResult,
  RecordValue,
  SessionHistoryEntry,
} from "./records/record-detail.js";
export {
  auditSnapshot,
  conflictingFields,
  duplicateReasonLabels,
  duplicateReasons,
  emailLocalKey,
  historyTypeLabels,
  historyTypesOf,
  mergedValues,
  nameKey,
  phoneKey,
  readRecordInput,
  recordFieldsOf,
  recordHistoryTypes,
  recordMessages,
  recordTypeOf,
  recordTypes,
  recordValueText,
} from "./records/record-detail.js";
export type {
  RecordFilter,
  RecordFilterField,
  RecordFilterOperator,
  SegmentKind,
} from "./records/record-filters.js";
export {
  decodeRecordFilters,
  describeFilter,
  encodeRecordFilters,
  filterMessages,
  filterOperatorLabels,
  filterOperatorsFor,
  MAX_FILTER_VALUE_LENGTH,
  MAX_FILTERS_PARAM_LENGTH,
  MAX_RECORD_FILTERS,
  recordFilter,
  recordFilterOperators,
  recordFilters,
  recordFiltersParam,
  segmentKinds,
  TAG_FILTER_FIELD,
  tagFilterOperators,
  valueOperators,
} from "./records/record-filters.js";
export type {
  AccountRow,
  ContactRow,
  CustomRecordRow,
  DeletedRecord,
  RecordColumn,
  RecordListQuery,
  RecordPage,
  RecordRow,
  RecordSort,
  RecordSortKey,
} from "./records/record-list.js";
export {
  DEFAULT_RECORD_SORT,
  MAX_RECORD_QUERY_LENGTH,
  nextSort,
  recordSortKeys,
  sortDirectionOf,
} from "./records/record-list.js";
export type { AccountHit, ContactHit, RecordHit, RecordSearchQuery } from "./records/record-search.js";
export { MAX_SEARCH_TERM_LENGTH, RECORD_SEARCH_LIMIT } from "./records/record-search.js";
export type {
  DeletedTag,
  EventTag,
  RecordTag,
  RecordTagBody,
  TagCreateBody,
  TagUpdateBody,
} from "./records/tags-contract.js";
export {
  DEFAULT_TAG_COLOR,
  deletedTag,
  eventTag,
  isTagColor,
  MAX_EVENT_TAGS,
  MAX_RECORD_TAGS,
  recordTag,
  recordTagBody,
  TAG_NAME_MAX,
  tagColorName,
  tagCreateBody,
  tagMessages,
  tagPalette,
  tagUpdateBody,
} from "./records/tags-contract.js";
export type {
  DeletedTier,
  SponsorTier,
  TierCreateBody,
  TierOrderBody,
  TierSponsor,
  TierSponsorsAddBody,
  TierSponsorsOrderBody,
  TierUpdateBody,
} from "./records/tiers-contract.js";
export {
  hasTiers,
  MAX_TIER_ORDER_LENGTH,
  MAX_TIER_SPONSORS_PER_CALL,
  MAX_TIERS,
  TIER_AUDIT_FIELD,
  TIER_NAME_MAX,
  tierCreateBody,
  tierMessages,
  tierOrderBody,
  tierSponsorsAddBody,
  tierSponsorsOrderBody,
  tierUpdateBody,
} from "./records/tiers-contract.js";
export { isSameOriginPath } from "./redirect.js";
export type {
  GlobalSearchHit,
  GlobalSearchResult,
  SearchEntityType,
  SearchType,
} from "./search/global-search.js";
export {
  entityTypesOf,
  GLOBAL_SEARCH_MAX_LENGTH,
  GLOBAL_SEARCH_MIN_LENGTH,
  globalSearchQuery,
  searchTypes,
  totalLabel,
} from "./search/global-search.js";
export type {
  EvaluationBody,
  EvaluationCriterion,
  EvaluationPlan,
  MonitorSession,
  MonitorView,
  MyEvaluationPlan,
  PlanBody,
  PlanEvaluator,
  ReviewItem,
  ReviewList,
  ReviewSession,
  SessionEvaluation,
} from "./sessions/evaluation-contract.js";
export {
  CRITERION_NAME_MAX,
  EVALUATION_COMMENT_MAX,
  evaluationBody,
  evaluationMessages,
  MAX_CRITERIA,
  MAX_CRITERION_SCORE,
  MAX_EVALUATORS,
  MY_EVALUATIONS_SUBPATH,
  PLAN_INSTRUCTIONS_MAX,
  PLAN_NAME_MAX,
  planBody,
  scoreProblems,
  scoreTotal,
} from "./sessions/evaluation-contract.js";
export type {
  ParticipantsAddBody,
  ParticipantsOrderBody,
  SessionCreateBody,
  SessionCreateInput,
  SessionFileBody,
  SessionPatchBody,
  SessionPutBody,
  SessionUpdateInput,
  SettingCreateBody,
  SettingOrderBody,
  SettingUpdateBody,
} from "./sessions/session-bodies.js";
export {
  MAX_PARTICIPANTS_PER_CALL,
  participantsAddBody,
  participantsOrderBody,
  SESSION_DESCRIPTION_MAX,
  SESSION_TITLE_MAX,
  SETTING_NAME_MAX,
  sessionCreateBody,
  sessionFileBody,
  sessionPatchBody,
  sessionPutBody,
  settingCreateBody,
  settingOrderBody,
  settingUpdateBody,
} from "./sessions/session-bodies.js";
export type {
  ContactRole,
  DeletedSession,
  DeletedSessionSetting,
  ParticipantRole,
  SessionDetail,
  SessionFile,
  SessionListQuery,
  SessionPage,
  SessionParticipant,
  SessionRef,
  SessionRefField,
  SessionSettingInfo,
  SessionSettingItem,
  SessionSettingKind,
  SessionSettings,
  SessionSort,
  SessionSortKey,
  SessionSummary,
} from "./sessions/session-contract.js";
export {
  contactRoles,
  contactRoleViews,
  DEFAULT_SESSION_SORT,
  isParticipantRole,
  isSessionSettingKind,
  nextSessionSort,
  participantRoleLabels,
  participantRoles,
  sessionSettingInfo,
  sessionSettingKinds,
  sessionSortKeys,
} from "./sessions/session-contract.js";
export type { TimeProblem } from "./sessions/session-time.js";
export {
  durationLabel,
  fromWallTime,
  sessionTimeLabel,
  sessionTimeMessages,
  timeProblem,
  toWallTime,
  UNSCHEDULED_LABEL,
} from "./sessions/session-time.js";
export type { UpdateMeBody, User, UserEvent } from "./user.js";
export { updateMeBody, user, userEvent } from "./user.js";
export {
  formatUsPhone,
  isHexColor,
  isHttpsUrl,
  isRgbColor,
  isUuidV4,
  isValidEmail,
  optionLabel,
  parseCurrency,
  UNDEFINED_LANGUAGE_LABEL,
  UNKNOWN_VALUE_LABEL,
  usPhoneDigits,
} from "./values/value-helpers.js";
