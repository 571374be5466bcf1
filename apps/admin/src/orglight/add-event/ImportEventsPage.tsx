import { type CreatedEvent, EVENT_IMPORT_MAX_ROWS, eventImportMessages } from "@foyer/domain";
import type { OrganizationsApi } from "@foyer/sdk";
import {
  ACCEPTED_FILE_TYPES,
  readWholeTable,
  useApp,
  userMessageOf,
  type WholeTableInput,
} from "@foyer/widgets/react";
import { type ChangeEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { EventsPreview } from "./EventsPreview.js";
import {
  type EventTable,
  eventTableOf,
  importButtonText,
  previewRows,
  type RefusedRows,
  refusedRowsOf,
} from "./import-events.js";

export const IMPORT_EVENTS_TITLE = "Import events";
export const UPLOAD_FILE_LABEL = "Upload a file to import";
export const PASTE_LABEL = "Or paste a table from a spreadsheet";
/** Spec 2 §2.2's copy-and-paste placeholder, as the record import has it. */
export const PASTE_PLACEHOLDER = "Paste table data here...";
export const READ_PASTED = "Read pasted table";

export interface ImportEventsPageProps {
  api: OrganizationsApi;
  /** Where the events may go; a choice appears when there are several. */
  organizations: readonly { id: string; name: string }[];
  orgId: string;
  /** The time zone of rows without one, until the user picks another: their own. */
  timezone: string;
  /** Back to the modal's new-event page. */
  onBack(): void;
  onCancel(): void;
  onImported(orgId: string, events: CreatedEvent[]): void;
  /** Reports the import in progress, so the dialog cannot be closed meanwhile. */
  onBusyChange(busy: boolean): void;
}

type Stage =
  | { stage: "choose"; problem: string | null }
  | { stage: "reading"; what: string }
  | { stage: "preview"; table: EventTable; refused: RefusedRows; failure: string | null }
  | { stage: "importing"; table: EventTable; refused: RefusedRows };

/**
 * The Add Event modal's import page (issue 5 item 3; spec 2 §2.1 "an import-events option"): a
 * CSV or Excel file, or a pasted table, read by the import wizard's reader; a preview of each row
 * with its problems; then the ready rows created at once, or none.
 */
export function ImportEventsPage({
  api,
  organizations,
  orgId: firstOrgId,
  timezone,
  onBack,
  onCancel,
  onImported,
  onBusyChange,
}: ImportEventsPageProps) {
  const { services } = useApp();
  const [stage, setStage] = useState<Stage>({ stage: "choose", problem: null });
  const [orgId, setOrgId] = useState(firstOrgId);
  const [pasted, setPasted] = useState("");
  const [zone, setZone] = useState(timezone);
  const reading = useRef<AbortController | null>(null);
  // Leaving the page (or the modal) ends a read under way and its worker.
  useEffect(() => () => reading.current?.abort(), []);

  const table = stage.stage === "preview" || stage.stage === "importing" ? stage : null;
  const rows = useMemo(() => (table ? previewRows(table.table, zone, table.refused) : []), [table, zone]);
  const ready = rows.filter((row) => row.event !== null);
  const busy = stage.stage === "importing";

  const read = async (input: WholeTableInput, what: string) => {
    if (stage.stage === "reading") return;
    const controller = new AbortController();
    reading.current = controller;
    setStage({ stage: "reading", what });
    try {
      const outcome = await readWholeTable(input, {
        maxRows: EVENT_IMPORT_MAX_ROWS,
        signal: controller.signal,
      });
      const checked = outcome.ok ? eventTableOf(outcome.table) : outcome;
      setStage(
        checked.ok
          ? { stage: "preview", table: checked.table, refused: new Map(), failure: null }
          : { stage: "choose", problem: checked.message },
      );
    } catch {
      if (!controller.signal.aborted) setStage({ stage: "choose", problem: eventImportMessages.readFailed });
    }
  };

  const chooseFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a fix must read again.
    event.target.value = "";
    if (file) void read({ file }, file.name);
  };

  const submit = async () => {
    if (stage.stage !== "preview" || ready.length === 0) return;
    const { table: current, refused } = stage;
    setStage({ stage: "importing", table: current, refused });
    onBusyChange(true);
    try {
      const created = await api.importEvents(orgId, {
        events: ready.flatMap((row) => (row.event ? [row.event] : [])),
      });
      onImported(orgId, created);
    } catch (error) {
      onBusyChange(false);
      const found = refusedRowsOf(error, ready);
      // Spec 2 §8: registered in the central error store (its snackbar), and said here with the reason.
      services.errors.register(eventImportMessages.importFailed);
      const [first] = found;
      const reason = first ? eventImportMessages.row(first[0], first[1][0] ?? "") : userMessageOf(error);
      setStage({
        stage: "preview",
        table: current,
        refused: new Map([...refused, ...found]),
        failure: `${eventImportMessages.importFailed}. ${reason}`,
      });
    }
  };

  return (
    <div className="org-import">
      {table ? (
        <EventsPreview
          fileName={table.table.fileName}
          rows={rows}
          zone={zone}
          onZoneChange={setZone}
          failure={stage.stage === "preview" ? stage.failure : null}
          busy={busy}
        />
      ) : (
        <ChooseTable
          organizations={organizations}
          orgId={orgId}
          onOrgChange={setOrgId}
          problem={stage.stage === "choose" ? stage.problem : null}
          readingWhat={stage.stage === "reading" ? stage.what : null}
          pasted={pasted}
          onPastedChange={setPasted}
          onChooseFile={chooseFile}
          onReadPasted={() => void read({ text: pasted, hasHeaders: true }, "the pasted table")}
        />
      )}
      {busy ? (
        <p className="org-new-event__status" role="status">
          <span className="foyer-spinner" aria-hidden="true" /> {eventImportMessages.importing}
        </p>
      ) : null}
      <div className="org-modal__actions">
        <button
          type="button"
          className="foyer-button foyer-button--ghost"
          onClick={table ? () => setStage({ stage: "choose", problem: null }) : onBack}
          disabled={busy}
        >
          Back
        </button>
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          onClick={onCancel}
          disabled={busy}
        >
          Cancel
        </button>
        {table ? (
          <button
            type="button"
            className="foyer-button foyer-button--primary"
            onClick={submit}
            disabled={busy || ready.length === 0}
          >
            {busy ? eventImportMessages.importing : importButtonText(ready.length)}
          </button>
        ) : null}
      </div>
    </div>
  );
}

interface ChooseTableProps {
  organizations: readonly { id: string; name: string }[];
  orgId: string;
  onOrgChange(orgId: string): void;
  problem: string | null;
  /** What is being read ("events.csv"), or null. */
  readingWhat: string | null;
  pasted: string;
  onPastedChange(text: string): void;
  onChooseFile(event: ChangeEvent<HTMLInputElement>): void;
  onReadPasted(): void;
}

/** Where the events come from: a file, or a pasted table (and the organization, when there are several). */
function ChooseTable(props: ChooseTableProps) {
  const { organizations, orgId, problem, readingWhat, pasted } = props;
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  // Back from the preview lands here again: keyboard users start at the file picker.
  useEffect(() => fileInput.current?.focus(), []);
  const reading = readingWhat !== null;
  return (
    <div className="org-import__choose">
      <p className="org-import__intro" id={`${id}-intro`}>
        Add up to {EVENT_IMPORT_MAX_ROWS} events at once from a CSV or Excel (.xlsx) file, or from a table
        copied from a spreadsheet. Its first row names the columns: <strong>Name</strong>,{" "}
        <strong>Start date</strong>, and if you like <strong>End date</strong> and <strong>Time zone</strong>.
        Dates look like 2027-03-15 or 3/15/2027; a blank end date makes a one-day event.
      </p>
      {problem ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {problem}
        </p>
      ) : null}
      {organizations.length > 1 ? (
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-org`}>
            Organization
          </label>
          <select
            id={`${id}-org`}
            className="foyer-input"
            value={orgId}
            onChange={(event) => props.onOrgChange(event.target.value)}
          >
            {organizations.map((org) => (
              <option key={org.id} value={org.id}>
                {org.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-file`}>
          {UPLOAD_FILE_LABEL}
        </label>
        <input
          ref={fileInput}
          id={`${id}-file`}
          className="foyer-input"
          type="file"
          accept={ACCEPTED_FILE_TYPES}
          aria-describedby={`${id}-intro`}
          onChange={props.onChooseFile}
          data-autofocus
        />
      </div>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-paste`}>
          {PASTE_LABEL}
        </label>
        <textarea
          id={`${id}-paste`}
          className="foyer-input org-import__paste"
          rows={5}
          placeholder={PASTE_PLACEHOLDER}
          spellCheck={false}
          value={pasted}
          onChange={(event) => props.onPastedChange(event.target.value)}
        />
      </div>
      <div>
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          // Not `disabled` while reading: the focused button would drop keyboard focus.
          aria-disabled={reading || pasted.trim() === ""}
          onClick={() => {
            if (!reading && pasted.trim() !== "") props.onReadPasted();
          }}
        >
          {READ_PASTED}
        </button>
      </div>
      {reading ? (
        <p className="org-new-event__status" role="status">
          <span className="foyer-spinner" aria-hidden="true" /> Reading {readingWhat}...
        </p>
      ) : null}
    </div>
  );
}
