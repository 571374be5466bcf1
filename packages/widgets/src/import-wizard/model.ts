import {
  canImport,
  carryOverChoices,
  groupsToSend,
  type ImportDetail,
  type ImportFieldGroup,
  type ImportMap,
  type ImportRequest,
  type ImportStatus,
  type ModuleSummary,
  mappingMessages,
  previewRecords,
  setFieldColumn,
  setFieldDefault,
  toggleField,
  toggleGroup,
  type UploadedFile,
} from "@foyer/domain";
import type { ImportApi } from "@foyer/sdk";
import { batch, computed, signal } from "../runtime/signals.js";
import type { WidgetEventName } from "../runtime/widget-context.js";
import { isSessionProblem, type WidgetSession } from "../sign-in/widget-session.js";
import { derivedFileName } from "./downloads.js";
import { pollImport } from "./poll-import.js";
import { problemText } from "./problem-text.js";
import type { ImportReader, ImportTable, ReadOptions, ReadOutcome } from "./reader-port.js";
import { errorsByRow, skippedRowNumbers } from "./result-rows.js";
import { sampleCsv, sampleFileName } from "./sample-csv.js";
import { pageTitle, wizardText } from "./wizard-text.js";

/** The wizard's pages (spec 2 §2.2); the record preview (mapCsvReview) sits beside the mapping. */
export type WizardPage = "importFile" | "copyPaste" | "mapCsv" | "invalidRows" | "summaryScene";

/** What the processing overlay shows ('Processing Data...'). */
export interface Processing {
  stage: "reading" | "uploading" | "mapping" | "validating" | "importing";
  /** 0..1, the progress bar. */
  ratio: number;
  /** Seconds left, or null when unknown ('This can take a few minutes...'). */
  pendingSeconds: number | null;
  current: number;
  total: number;
}

/** 'An error occurred importing the file', with the server's or the reader's sentence when there is one. */
export interface WizardError {
  message: string;
  detail: string | null;
}

/** Spec 2 §4.2: "The progress bar starts at 0.7 while the file is read." */
export const READ_START_RATIO = 0.7;
/** Reading fills the bar from 0.7 to 0.9; the upload and the mapping call take it on from there. */
const READ_SPAN = 0.2;
const UPLOAD_RATIO = 0.92;
const MAPPING_RATIO = 0.96;

export interface ImportWizardDeps {
  api: ImportApi;
  reader: ImportReader;
  eventId: string;
  moduleId: string;
  /** The signed-in organizer's id (the import's `user_id`). */
  userId(): string | null;
  emit(name: WidgetEventName, detail?: unknown): void;
  /** Saves a file for the user; returns what revokes its object URL. */
  download(blob: Blob, fileName: string): () => void;
  /**
   * The organizer's session: without one (e.g. embedded on another site) the wizard asks to sign
   * in before its first call, and again when a call says the session has ended.
   * @default always signed in (the host handles sessions)
   */
  session?: WidgetSession | undefined;
}

type RunOutcome = { ok: true; status: ImportStatus } | { ok: false; detail: string | null };

const csvName = (fileName: string) => `${fileName.replace(/\.[^.]+$/, "").trim() || "import"}.csv`;
const withBom = (text: string) => new Blob([`\ufeff${text}`], { type: "text/csv;charset=utf-8" });

/** The import wizard's model (STYLE 7): signals, computed values and actions. */
export function createImportWizardModel(deps: ImportWizardDeps) {
  const { api, moduleId } = deps;
  /** `signIn`: the inline sign-in shows; the page and what was chosen wait behind it. */
  const status = signal<"loading" | "signIn" | "ready" | "failed">("loading");
  /** Why the sign-in shows: no session at the start, or one that ended during the import. */
  const signInReason = signal<"start" | "ended">("start");
  const loadError = signal<string | null>(null);
  const module = signal<ModuleSummary | null>(null);
  const page = signal<WizardPage>("importFile");
  const processing = signal<Processing | null>(null);
  const error = signal<WizardError | null>(null);
  const pasteText = signal("");
  const hasHeaders = signal(true);
  const table = signal<ImportTable | null>(null);
  const map = signal<ImportMap | null>(null);
  /** The server's answer, for turning a group back on. */
  const original = signal<ImportFieldGroup[]>([]);
  const groups = signal<ImportFieldGroup[]>([]);
  /** The validate-only run's outcome ("will be"). */
  const validation = signal<ImportDetail | null>(null);
  /** The validate-only run behind `validation`: its full error list is on the server. */
  let validationId: string | null = null;
  /** The real import's outcome ("were"). */
  const result = signal<{ importId: string; detail: ImportDetail } | null>(null);
  /** Bumped when a page change should move focus to its heading. */
  const focusRequest = signal(0);

  const messages = computed(() => mappingMessages(groups.value));
  const importable = computed(() => canImport(groups.value));
  const preview = computed(() => (map.value ? previewRecords(map.value, groups.value) : []));
  const title = computed(() => pageTitle(page.value));
  const willBeImported = computed(() => result.value === null);
  const summary = computed(() => result.value?.detail ?? validation.value);
  const skippedRows = computed(() => skippedRowNumbers(summary.value?.summaryErrors ?? []));

  let uploaded: UploadedFile | null = null;
  /** The model's lifetime (start → cleanup). */
  let run = new AbortController();
  /** The read, upload or import in progress; a newer one (or a reset) aborts it. */
  let operation: AbortController | null = null;
  const revokers = new Set<() => void>();

  function go(next: WizardPage) {
    batch(() => {
      page.value = next;
      focusRequest.value++;
    });
  }

  function beginOperation(): AbortSignal {
    operation?.abort();
    operation = new AbortController();
    return operation.signal;
  }

  /** The inline sign-in, in place of the page (issues 4, 7: the widget embedded on another site). */
  function askToSignIn(reason: "start" | "ended") {
    batch(() => {
      processing.value = null;
      error.value = null;
      signInReason.value = reason;
      status.value = "signIn";
    });
    if (reason === "ended") deps.emit("foyer:error", { message: wizardText.sessionEnded });
  }

  /** A failed call: the sign-in when the session ended, else the error notice. */
  function failWith(caught: unknown) {
    if (deps.session && isSessionProblem(caught)) askToSignIn("ended");
    else fail(problemText(caught));
  }

  function fail(detail: string | null) {
    batch(() => {
      processing.value = null;
      error.value = { message: wizardText.importFailed, detail };
    });
    deps.emit("foyer:error", { message: detail ?? wizardText.importFailed });
  }

  /** Back to the import file page with nothing kept (Cancel, Done, Close). */
  function reset() {
    operation?.abort();
    operation = null;
    uploaded = null;
    validationId = null;
    table.peek()?.close();
    batch(() => {
      table.value = null;
      map.value = null;
      original.value = [];
      groups.value = [];
      validation.value = null;
      result.value = null;
      processing.value = null;
      error.value = null;
      pasteText.value = "";
    });
    go("importFile");
  }

  function download(blob: Blob, fileName: string) {
    const revoke = deps.download(blob, fileName);
    revokers.add(revoke);
  }

  async function load(signal: AbortSignal) {
    if (deps.session && !deps.session.signedIn()) return askToSignIn("start");
    batch(() => {
      status.value = "loading";
      loadError.value = null;
    });
    try {
      const found = await api.module(moduleId, { signal });
      if (signal.aborted) return;
      batch(() => {
        module.value = found;
        status.value = "ready";
      });
      deps.emit("foyer:ready", { module: found });
    } catch (caught) {
      if (signal.aborted) return;
      if (deps.session && isSessionProblem(caught)) return askToSignIn("ended");
      const message = problemText(caught) ?? wizardText.moduleFailed;
      batch(() => {
        status.value = "failed";
        loadError.value = message;
      });
      deps.emit("foyer:error", { message });
    }
  }

  function readingProgress(fraction: number, startedAt: number): Processing {
    const done = Math.min(1, Math.max(0, fraction));
    const elapsed = (Date.now() - startedAt) / 1000;
    // An estimate only once a little of the file is read; before that, 'This can take a few minutes...'.
    const pendingSeconds = done >= 0.05 && done < 1 ? (elapsed * (1 - done)) / done : null;
    return {
      stage: "reading",
      ratio: READ_START_RATIO + READ_SPAN * done,
      pendingSeconds,
      current: 0,
      total: 0,
    };
  }

  const stageOf = (stage: Processing["stage"], ratio: number): Processing => ({
    stage,
    ratio,
    pendingSeconds: null,
    current: 0,
    total: 0,
  });

  /**
   * Reads a file or pasted table, uploads it and asks for the mapping (spec 2 §4.2 "file chosen;
   * server returns a column mapping"). A re-uploaded file keeps the user's choices and is checked
   * again at once.
   */
  async function ingest(read: (options: ReadOptions) => Promise<ReadOutcome>, again: boolean) {
    const current = module.peek();
    if (!current) return;
    const signal = beginOperation();
    const startedAt = Date.now();
    batch(() => {
      error.value = null;
      processing.value = readingProgress(0, startedAt);
    });
    let outcome: ReadOutcome;
    try {
      outcome = await read({
        signal,
        onProgress: (fraction) => {
          if (!signal.aborted) processing.value = readingProgress(fraction, startedAt);
        },
      });
    } catch (caught) {
      if (!signal.aborted) failWith(caught);
      return;
    }
    if (signal.aborted) {
      if (outcome.ok) outcome.table.close();
      return;
    }
    if (!outcome.ok) return fail(outcome.message);
    const next = outcome.table;
    if (table.peek() !== next) table.peek()?.close();
    table.value = next;
    try {
      processing.value = stageOf("uploading", UPLOAD_RATIO);
      const file = await api.upload(next.csv, csvName(next.fileName), { signal });
      if (signal.aborted) return;
      uploaded = file;
      processing.value = stageOf("mapping", MAPPING_RATIO);
      const answer = await api.mapping(moduleId, { ...ids(current), url: file.url }, { signal });
      if (signal.aborted) return;
      const chosen = again
        ? carryOverChoices(groups.peek(), answer.fields_groups, answer.imported_columns)
        : answer.fields_groups;
      batch(() => {
        map.value = answer;
        original.value = answer.fields_groups;
        groups.value = chosen;
        validation.value = null;
        result.value = null;
        processing.value = null;
      });
      if (again && canImport(chosen)) return validate();
      go("mapCsv");
    } catch (caught) {
      if (!signal.aborted) failWith(caught);
    }
  }

  const ids = (current: ModuleSummary) => ({
    org_id: current.orgId,
    event_id: deps.eventId || current.eventId,
  });

  function importRequest(validateOnly: boolean): ImportRequest | null {
    const current = module.peek();
    if (!current || !uploaded) return null;
    return {
      ...ids(current),
      url: uploaded.url,
      user_id: deps.userId() ?? "",
      fields_groups: groupsToSend(groups.peek()),
      file_name: table.peek()?.fileName ?? uploaded.name,
      ...(validateOnly ? { validate_only: true } : { skip_invalid_rows: true }),
    };
  }

  /** Starts an import (or its validation) and polls it to the end (spec 2 §4.2, §7). */
  async function runImport(validateOnly: boolean, signal: AbortSignal): Promise<RunOutcome | null> {
    const request = importRequest(validateOnly);
    if (!request) return { ok: false, detail: null };
    const stage = validateOnly ? "validating" : "importing";
    const { import_id } = await api.start(moduleId, request, { signal });
    if (signal.aborted) return null;
    const last = await pollImport(api, moduleId, import_id, {
      signal,
      onStatus(answer) {
        processing.value = {
          stage,
          ratio: Math.min(1, Math.max(0, answer.progress)),
          pendingSeconds: answer.finished ? 0 : answer.pending_seconds > 0 ? answer.pending_seconds : null,
          current: answer.current_record,
          total: answer.total_records,
        };
      },
    });
    if (signal.aborted) return null;
    const status = { ...last, import_id: last.import_id || import_id };
    return status.success ? { ok: true, status } : { ok: false, detail: status.detail?.error ?? null };
  }

  /** Import on the mapping page: a validate-only run, then the invalid rows or the summary ("will be"). */
  async function validate() {
    if (!canImport(groups.peek())) return;
    const signal = beginOperation();
    batch(() => {
      error.value = null;
      processing.value = stageOf("validating", 0);
    });
    try {
      const outcome = await runImport(true, signal);
      if (!outcome || signal.aborted) return;
      if (!outcome.ok) return fail(outcome.detail);
      const detail = outcome.status.detail;
      validationId = outcome.status.import_id;
      batch(() => {
        processing.value = null;
        validation.value = detail;
        result.value = null;
      });
      go(detail.summaryErrors.length > 0 ? "invalidRows" : "summaryScene");
    } catch (caught) {
      if (!signal.aborted) failWith(caught);
    }
  }

  /** Import on the summary: the real import, skipping invalid rows; then the summary says "were". */
  async function confirmImport() {
    const signal = beginOperation();
    batch(() => {
      error.value = null;
      processing.value = stageOf("importing", 0);
    });
    try {
      const outcome = await runImport(false, signal);
      if (!outcome || signal.aborted) return;
      if (!outcome.ok) return fail(outcome.detail);
      const { import_id, detail } = outcome.status;
      batch(() => {
        processing.value = null;
        result.value = { importId: import_id, detail };
      });
      go("summaryScene");
      // Said at once, so a host that refreshes its list does not wait for Done.
      deps.emit("foyer:import-complete", { import_id, counters: detail.counters });
    } catch (caught) {
      if (!signal.aborted) failWith(caught);
    }
  }

  async function downloadRows(kind: "errors" | "skipped" | "issues") {
    const current = table.peek();
    const errors = summary.peek()?.summaryErrors ?? [];
    if (!current) return;
    const rows = skippedRowNumbers(errors);
    const extra =
      kind === "skipped" ? undefined : { name: wizardText.errorColumn, values: errorsByRow(errors) };
    // The status lists at most the first rows of each problem; past that the server's list is whole.
    const listedOnlySome = errors.some((item) => (item.total ?? item.rows.length) > item.rows.length);
    const runId = result.peek()?.importId ?? validationId;
    try {
      const blob =
        listedOnlySome && runId
          ? await api.errorsCsv(moduleId, runId, { signal: run.signal })
          : await current.rowsCsv(rows, extra);
      if (run.signal.aborted) return;
      const suffix = kind === "errors" ? "errors" : kind === "skipped" ? "skipped-rows" : "issues";
      download(blob, derivedFileName(current.fileName, suffix));
    } catch (caught) {
      if (!run.signal.aborted) fail(problemText(caught));
    }
  }

  /** Signed in (here, in another widget or tab): the wizard carries on where it was. */
  function sessionChanged() {
    if (status.peek() !== "signIn" || !deps.session?.signedIn()) return;
    if (module.peek()) status.value = "ready";
    else void load(run.signal);
  }

  return {
    status,
    signInReason,
    loadError,
    module,
    page,
    processing,
    error,
    pasteText,
    hasHeaders,
    table,
    map,
    groups,
    validation,
    result,
    focusRequest,
    messages,
    importable,
    preview,
    title,
    willBeImported,
    summary,
    skippedRows,

    /** Loads the module; the returned cleanup stops polling, reads and uploads, and frees the table. */
    start(): () => void {
      run = new AbortController();
      const current = run;
      const unsubscribe = deps.session?.subscribe(sessionChanged);
      void load(current.signal);
      return () => {
        unsubscribe?.();
        current.abort();
        operation?.abort();
        operation = null;
        table.peek()?.close();
        for (const revoke of revokers) revoke();
        revokers.clear();
      };
    },
    retryLoad() {
      void load(run.signal);
    },
    dismissError() {
      error.value = null;
    },

    // Import file and Copy & Paste pages.
    chooseFile(file: File) {
      void ingest((options) => deps.reader.openImportFile(file, options), false);
    },
    refuseFiles(message: string) {
      error.value = { message: wizardText.importFailed, detail: message };
    },
    openCopyPaste() {
      error.value = null;
      go("copyPaste");
    },
    setPasteText(text: string) {
      pasteText.value = text;
    },
    setHasHeaders(value: boolean) {
      hasHeaders.value = value;
    },
    submitPaste() {
      const text = pasteText.peek();
      if (!text.trim()) return;
      const headers = hasHeaders.peek();
      void ingest((options) => deps.reader.openPastedTable(text, headers, options), false);
    },
    downloadSample() {
      const current = module.peek();
      if (current) download(withBom(sampleCsv(current, original.peek())), sampleFileName(current));
    },
    backToStart() {
      error.value = null;
      go("importFile");
    },

    // Mapping page.
    toggleGroup(groupId: string) {
      groups.value = toggleGroup(groups.peek(), groupId, original.peek());
    },
    toggleField(groupId: string, fieldId: string) {
      groups.value = toggleField(groups.peek(), groupId, fieldId);
    },
    /** The 'More {group} fields...' modal's Done. */
    replaceGroup(group: ImportFieldGroup) {
      groups.value = groups.peek().map((candidate) => (candidate.id === group.id ? group : candidate));
    },
    setColumn(groupId: string, fieldId: string, column: string) {
      groups.value = setFieldColumn(groups.peek(), groupId, fieldId, column);
    },
    setDefault(groupId: string, fieldId: string, value: string) {
      groups.value = setFieldDefault(groups.peek(), groupId, fieldId, value);
    },
    validate,
    /** Cancel (mapping, invalid rows, summary): "Cancel on mapping returns to the import file page". */
    cancel: reset,

    // Validation results and summary.
    backToMap() {
      error.value = null;
      go("mapCsv");
    },
    continueWithoutInvalidRows() {
      go("summaryScene");
    },
    /** Back on the summary before importing: to the rows with issues if there were any, else the mapping. */
    backFromSummary() {
      error.value = null;
      go((validation.peek()?.summaryErrors.length ?? 0) > 0 ? "invalidRows" : "mapCsv");
    },
    reupload(file: File) {
      void ingest((options) => deps.reader.openImportFile(file, options), true);
    },
    confirmImport,
    downloadErrorList: () => downloadRows("errors"),
    downloadSkippedRows: () => downloadRows("skipped"),
    downloadIssuesReport: () => downloadRows("issues"),
    /** Done after the import, or the close button: tells the host, and starts over. */
    close() {
      deps.emit("foyer:close", { import_id: result.peek()?.importId ?? null });
      reset();
    },
  };
}

export type ImportWizardModel = ReturnType<typeof createImportWizardModel>;
