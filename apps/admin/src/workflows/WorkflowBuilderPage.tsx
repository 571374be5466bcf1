import "./workflows.css";
import {
  actionsFor,
  operatorTakesValue,
  type WebhookEventType,
  type WorkflowDryRun,
  type WorkflowOperator,
  webhookEventTypes,
  workflowActionLabels,
  workflowMailKinds,
  workflowMessages,
  workflowOperatorLabels,
  workflowOperators,
  workflowSubjectOf,
} from "@foyer/domain";
import { createPortalAdminApi, createRecordSearchApi } from "@foyer/sdk";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { useEvent } from "../eventlight/event-context.js";
import { eventPath } from "../eventlight/event-paths.js";
import { useSessionsApi } from "../eventlight/sessions/useSessionsApi.js";
import { useTagsApi } from "../eventlight/tags/useTagsApi.js";
import { isForbidden } from "../server-data/access-gate.js";
import { eventKey } from "../server-data/query-keys.js";
import { RunLog } from "./RunLog.js";
import { useWorkflowsApi } from "./useWorkflowsApi.js";
import { builderPath } from "./WorkflowsPage.js";
import {
  type ActionRow,
  type ConditionRow,
  draftOf,
  draftProblem,
  emptyAction,
  emptyCondition,
  fieldSuggestions,
  inputOf,
  newDraft,
  type WorkflowDraft,
  withTrigger,
} from "./workflow-model.js";

export const SAVE_WORKFLOW = "Save workflow";
export const DRY_RUN = "Dry run";

const CONTACT_FIELDS = ["FIRST_NAME", "LAST_NAME", "EMAIL", "COMPANY", "TITLE", "PHONE", "COUNTRY"];
const mailLabels: Record<(typeof workflowMailKinds)[number], string> = {
  "portal-access": "Portal access",
  "form-confirmation": "Form submission confirmation",
  "session-accepted": "Session accepted",
  "session-rejected": "Session not accepted",
};

/**
 * /event-light/{eventId}/workflows/builder and …/builder/{workflowId} (spec 1 §2; issue 21 item
 * 4): the trigger, condition rows, ordered action rows with their options, save, a dry run on a
 * record picked by search, and the saved workflow's run log.
 */
export function WorkflowBuilderPage({ workflowId }: { workflowId?: string | undefined }) {
  const { eventId, denyAccess, leaveTo } = useEvent();
  const api = useWorkflowsApi();
  const loaded = useQuery({
    queryKey: eventKey(eventId, "workflows", workflowId ?? "new"),
    enabled: Boolean(workflowId),
    queryFn: async () => {
      try {
        return await api.get(eventId, workflowId ?? "");
      } catch (caught) {
        if (isForbidden(caught)) denyAccess(caught);
        throw caught;
      }
    },
  });
  const title = workflowId ? "Edit workflow" : "New workflow";
  return (
    <section className="event-page workflow-builder" aria-labelledby="workflow-builder-title">
      <header className="admin-section__head">
        <h1 className="admin-section__title" id="workflow-builder-title">
          {title}
        </h1>
        <a
          href={eventPath(eventId, "workflows")}
          className="foyer-button foyer-button--ghost"
          onClick={(event) => {
            event.preventDefault();
            leaveTo(eventPath(eventId, "workflows"));
          }}
        >
          All workflows
        </a>
      </header>
      {workflowId && loaded.status === "pending" ? <p role="status">Loading the workflow…</p> : null}
      {workflowId && loaded.status === "error" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {workflowMessages.loadFailed}. {userMessageOf(loaded.error)}
        </p>
      ) : null}
      {!workflowId || loaded.data ? (
        <Builder
          key={workflowId ?? "new"}
          workflowId={workflowId}
          initial={loaded.data ? draftOf(loaded.data) : newDraft()}
        />
      ) : null}
      {workflowId && loaded.data ? <RunLog eventId={eventId} workflowId={workflowId} /> : null}
    </section>
  );
}

function useOptions(eventId: string) {
  const { services } = useApp();
  const tagsApi = useTagsApi();
  const sessionsApi = useSessionsApi();
  const portalsApi = useMemo(() => createPortalAdminApi(services.sdk.http, eventId), [services, eventId]);
  const tags = useQuery({ queryKey: eventKey(eventId, "tags"), queryFn: () => tagsApi.list(eventId) });
  const statuses = useQuery({
    queryKey: eventKey(eventId, "session-settings"),
    queryFn: () => sessionsApi.settings(),
  });
  const portals = useQuery({ queryKey: eventKey(eventId, "portals"), queryFn: () => portalsApi.list() });
  return {
    tags: (tags.data ?? []).map((tag) => ({ id: tag.id, name: tag.name })),
    statuses: (statuses.data?.statuses ?? []).map((item) => ({ id: item.id, name: item.name })),
    portals: (portals.data ?? []).map((portal) => ({ id: portal.id, name: portal.name })),
  };
}

function Builder({ workflowId, initial }: { workflowId: string | undefined; initial: WorkflowDraft }) {
  const { eventId, setUnsaved, leaveTo } = useEvent();
  const api = useWorkflowsApi();
  const queryClient = useQueryClient();
  const ids = { name: useId(), trigger: useId(), enabled: useId(), fields: useId() };
  const [draft, setDraftState] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [savedNote, setSavedNote] = useState<string | null>(null);
  const options = useOptions(eventId);
  const setDraft = (next: WorkflowDraft) => {
    setDraftState(next);
    setUnsaved(true);
    setSavedNote(null);
  };
  useEffect(() => () => setUnsaved(false), [setUnsaved]);

  const save = useMutation({
    mutationFn: async () => {
      const input = inputOf(draft);
      return workflowId ? api.update(eventId, workflowId, input) : api.create(eventId, input);
    },
    onSuccess: async (saved) => {
      setUnsaved(false);
      setSavedNote(workflowMessages.saved);
      await queryClient.invalidateQueries({ queryKey: eventKey(eventId, "workflows") });
      if (!workflowId) leaveTo(builderPath(eventId, saved.id), { force: true });
    },
    onError: (caught) => setProblem(userMessageOf(caught)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const found = draftProblem(draft);
    setProblem(found);
    if (!found) save.mutate();
  };

  const setCondition = (index: number, change: Partial<ConditionRow>) =>
    setDraft({
      ...draft,
      conditions: draft.conditions.map((row, at) => (at === index ? { ...row, ...change } : row)),
    });
  const setAction = (index: number, change: Partial<ActionRow>) =>
    setDraft({
      ...draft,
      actions: draft.actions.map((row, at) => (at === index ? { ...row, ...change } : row)),
    });
  const moveAction = (index: number, by: -1 | 1) => {
    const actions = [...draft.actions];
    const [row] = actions.splice(index, 1);
    if (!row) return;
    actions.splice(index + by, 0, row);
    setDraft({ ...draft, actions });
  };
  const allowed = actionsFor(draft.trigger);

  return (
    <>
      <form className="admin-panel workflow-builder__form" onSubmit={submit} noValidate>
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={ids.name}>
            Name
          </label>
          <input
            id={ids.name}
            className="foyer-input"
            value={draft.name}
            maxLength={120}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
        </div>
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={ids.trigger}>
            Trigger
          </label>
          <select
            id={ids.trigger}
            className="foyer-input"
            value={draft.trigger}
            onChange={(event) => setDraft(withTrigger(draft, event.target.value as WebhookEventType))}
          >
            {webhookEventTypes.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <label className="workflow-builder__check" htmlFor={ids.enabled}>
          <input
            id={ids.enabled}
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
          />{" "}
          Enabled
        </label>

        <fieldset className="workflow-builder__group">
          <legend className="foyer-field__label">Conditions (all must hold)</legend>
          {draft.conditions.length === 0 ? (
            <p className="admin-section__lead">No conditions: every record runs it.</p>
          ) : null}
          <datalist id={ids.fields}>
            {fieldSuggestions(draft.trigger, CONTACT_FIELDS).map((field) => (
              <option key={field} value={field} />
            ))}
          </datalist>
          {draft.conditions.map((row, index) => (
            <div key={row.key} className="workflow-builder__row">
              <input
                className="foyer-input"
                aria-label={`Condition ${index + 1} field`}
                list={ids.fields}
                value={row.field}
                onChange={(event) => setCondition(index, { field: event.target.value })}
              />
              <select
                className="foyer-input"
                aria-label={`Condition ${index + 1} operator`}
                value={row.operator}
                onChange={(event) =>
                  setCondition(index, { operator: event.target.value as WorkflowOperator })
                }
              >
                {workflowOperators.map((operator) => (
                  <option key={operator} value={operator}>
                    {workflowOperatorLabels[operator]}
                  </option>
                ))}
              </select>
              {operatorTakesValue(row.operator) ? (
                <input
                  className="foyer-input"
                  aria-label={`Condition ${index + 1} value`}
                  value={row.value}
                  maxLength={500}
                  onChange={(event) => setCondition(index, { value: event.target.value })}
                />
              ) : null}
              <button
                type="button"
                className="foyer-button foyer-button--ghost"
                aria-label={`Remove condition ${index + 1}`}
                onClick={() =>
                  setDraft({ ...draft, conditions: draft.conditions.filter((_, at) => at !== index) })
                }
              >
                Remove
              </button>
            </div>
          ))}
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            onClick={() => setDraft({ ...draft, conditions: [...draft.conditions, emptyCondition()] })}
          >
            Add condition
          </button>
        </fieldset>

        <fieldset className="workflow-builder__group">
          <legend className="foyer-field__label">Actions (in order; a failing action stops the run)</legend>
          <ol className="workflow-builder__actions">
            {draft.actions.map((row, index) => (
              <li key={row.key} className="workflow-builder__row">
                <select
                  className="foyer-input"
                  aria-label={`Action ${index + 1}`}
                  value={row.kind}
                  onChange={(event) => setAction(index, { kind: event.target.value as ActionRow["kind"] })}
                >
                  {allowed.map((kind) => (
                    <option key={kind} value={kind}>
                      {workflowActionLabels[kind]}
                    </option>
                  ))}
                </select>
                <ActionOptions
                  row={row}
                  index={index}
                  options={options}
                  onChange={(change) => setAction(index, change)}
                />
                <button
                  type="button"
                  className="foyer-button foyer-button--ghost"
                  aria-label={`Move action ${index + 1} up`}
                  disabled={index === 0}
                  onClick={() => moveAction(index, -1)}
                >
                  Up
                </button>
                <button
                  type="button"
                  className="foyer-button foyer-button--ghost"
                  aria-label={`Move action ${index + 1} down`}
                  disabled={index === draft.actions.length - 1}
                  onClick={() => moveAction(index, 1)}
                >
                  Down
                </button>
                <button
                  type="button"
                  className="foyer-button foyer-button--ghost"
                  aria-label={`Remove action ${index + 1}`}
                  onClick={() =>
                    setDraft({ ...draft, actions: draft.actions.filter((_, at) => at !== index) })
                  }
                >
                  Remove
                </button>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            onClick={() =>
              setDraft({ ...draft, actions: [...draft.actions, emptyAction(allowed[0] ?? "call_webhook")] })
            }
          >
            Add action
          </button>
        </fieldset>

        {problem ? (
          <p className="foyer-field__error" role="alert">
            {problem}
          </p>
        ) : null}
        {savedNote ? <p role="status">{savedNote}</p> : null}
        <p>
          <button type="submit" className="foyer-button foyer-button--primary" disabled={save.isPending}>
            {save.isPending ? "Saving..." : SAVE_WORKFLOW}
          </button>
        </p>
      </form>
      <DryRunPanel draft={draft} />
    </>
  );
}

type Choice = { id: string; name: string };

function ActionOptions({
  row,
  index,
  options,
  onChange,
}: {
  row: ActionRow;
  index: number;
  options: { tags: Choice[]; statuses: Choice[]; portals: Choice[] };
  onChange(change: Partial<ActionRow>): void;
}) {
  const select = (label: string, value: string, choices: Choice[], key: keyof ActionRow) => (
    <select
      className="foyer-input"
      aria-label={`Action ${index + 1} ${label}`}
      value={value}
      onChange={(event) => onChange({ [key]: event.target.value })}
    >
      <option value="">Choose…</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </select>
  );
  switch (row.kind) {
    case "send_email":
      return select(
        "template",
        row.template,
        workflowMailKinds.map((kind) => ({ id: kind, name: mailLabels[kind] })),
        "template",
      );
    case "add_tag":
      return select("tag", row.tagId, options.tags, "tagId");
    case "set_status":
      return select("status", row.statusId, options.statuses, "statusId");
    case "portal_access":
      return select("portal", row.portalId, options.portals, "portalId");
    case "call_webhook":
      return (
        <input
          className="foyer-input"
          type="url"
          aria-label={`Action ${index + 1} URL`}
          value={row.url}
          onChange={(event) => onChange({ url: event.target.value })}
        />
      );
  }
}

/** Records to try the workflow on, found by a search of the trigger's kind of record. */
function useRecordSearch(trigger: WebhookEventType, q: string) {
  const { eventId } = useEvent();
  const { services } = useApp();
  const search = useMemo(() => createRecordSearchApi(services.sdk.http), [services]);
  const sessionsApi = useSessionsApi();
  const subject = workflowSubjectOf(trigger);
  return useQuery({
    queryKey: eventKey(eventId, "workflow-dry-run-search", subject, q),
    enabled: q.trim().length >= 2 && (subject === "contact" || subject === "session"),
    queryFn: async (): Promise<Choice[]> => {
      if (subject === "session")
        return (await sessionsApi.list({ q, pageSize: 10 })).sessions.map((session) => ({
          id: session.id,
          name: session.title,
        }));
      return (await search.contacts(eventId, q)).slice(0, 10).map((hit) => ({
        id: hit.id,
        name: hit.email ? `${hit.name} (${hit.email})` : hit.name,
      }));
    },
  });
}

function DryRunPanel({ draft }: { draft: WorkflowDraft }) {
  const { eventId } = useEvent();
  const api = useWorkflowsApi();
  const ids = { search: useId(), results: useId() };
  const [q, setQ] = useState("");
  const [result, setResult] = useState<{ record: string; answer: WorkflowDryRun } | null>(null);
  const subject = workflowSubjectOf(draft.trigger);
  const found = useRecordSearch(draft.trigger, q);
  const run = useMutation({
    mutationFn: async (choice: Choice) => ({
      record: choice.name,
      answer: await api.dryRun(eventId, { workflow: inputOf(draft), recordId: choice.id }),
    }),
    onSuccess: setResult,
  });
  const problem = draftProblem(draft);
  const searchLabel =
    subject === "session" ? "Find a session" : subject === "submission" ? "Submission id" : "Find a contact";
  return (
    <section className="admin-panel" aria-labelledby="workflow-dry-run-title">
      <h2 className="event-card__title" id="workflow-dry-run-title">
        {DRY_RUN}
      </h2>
      <p className="admin-section__lead">
        Try the workflow as it stands here on one record: see whether its conditions hold and what each action
        would do. Nothing is changed or sent.
      </p>
      {subject === "none" ? (
        <p>{workflowMessages.noDryRunRecord}.</p>
      ) : (
        <>
          <div className="foyer-field">
            <label className="foyer-field__label" htmlFor={ids.search}>
              {searchLabel}
            </label>
            <input
              id={ids.search}
              className="foyer-input"
              type="search"
              value={q}
              autoComplete="off"
              onChange={(event) => setQ(event.target.value)}
            />
          </div>
          {problem ? <p className="admin-section__lead">Before a dry run: {problem}</p> : null}
          {subject === "submission" ? (
            <button
              type="button"
              className="foyer-button foyer-button--secondary"
              disabled={Boolean(problem) || q.trim() === "" || run.isPending}
              onClick={() => run.mutate({ id: q.trim(), name: `Submission ${q.trim()}` })}
            >
              {DRY_RUN}
            </button>
          ) : (
            <ul className="workflow-builder__results" id={ids.results} aria-label="Records found">
              {found.status === "error" ? <li role="alert">{userMessageOf(found.error)}</li> : null}
              {found.data?.length === 0 ? <li>Nothing found.</li> : null}
              {(found.data ?? []).map((choice) => (
                <li key={choice.id}>
                  <button
                    type="button"
                    className="foyer-button foyer-button--ghost"
                    disabled={Boolean(problem) || run.isPending}
                    onClick={() => run.mutate(choice)}
                  >
                    {DRY_RUN} on {choice.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {run.isPending ? <p role="status">Trying…</p> : null}
      {run.error ? (
        <p className="foyer-field__error" role="alert">
          {userMessageOf(run.error)}
        </p>
      ) : null}
      {result ? <DryRunResult record={result.record} answer={result.answer} /> : null}
    </section>
  );
}

function DryRunResult({ record, answer }: { record: string; answer: WorkflowDryRun }) {
  return (
    <div role="status" aria-label="Dry run result">
      <h3 className="event-card__subtitle">
        {record}:{" "}
        {answer.matched
          ? "the conditions hold, the workflow would run"
          : "the conditions do not hold, it would not run"}
      </h3>
      {answer.conditions.length > 0 ? (
        <ul>
          {answer.conditions.map((condition, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: an answer's conditions never change order; two may be alike.
            <li key={index}>
              {condition.holds ? "Holds" : "Does not hold"}: {condition.field}{" "}
              {workflowOperatorLabels[condition.operator]}{" "}
              {operatorTakesValue(condition.operator) ? `"${condition.value}"` : ""} (the record has{" "}
              {condition.actual === null || condition.actual === "" ? "no value" : `"${condition.actual}"`})
            </li>
          ))}
        </ul>
      ) : null}
      <ol>
        {answer.actions.map((action) => (
          <li key={action.index}>
            {workflowActionLabels[action.kind]}: {action.ok ? action.detail : `Could not: ${action.detail}`}
          </li>
        ))}
      </ol>
    </div>
  );
}
