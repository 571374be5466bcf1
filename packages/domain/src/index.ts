export type { ApiErrorBody, Envelope, ErrorCode } from "./api.js";
export { errorCodes, readApiError } from "./api.js";
export { isPortalPath } from "./app-paths.js";
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
export type { DayGroup } from "./clone/clone-dates.js";
export {
  addDays,
  assignDays,
  cloneName,
  DAY_OFF_ID,
  DEFAULT_DAY_COLOR,
  dayColor,
  daysBetween,
  daysSelectedLabel,
  defaultDayGroups,
  isoWeeks,
  remainingTimeText,
  shiftedCloneDates,
  WEEKDAY_LABELS,
  withNewEnd,
  withNewStart,
} from "./clone/clone-dates.js";
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
export { csvCell, toCsv } from "./import/csv-out.js";
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
export { createRowReader, SummaryErrorCollector } from "./import/validate-row.js";
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
export { isSameOriginPath } from "./redirect.js";
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
