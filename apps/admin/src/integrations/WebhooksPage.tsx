import "./integrations.css";
import {
  type CreatedWebhook,
  type WebhookDelivery,
  type WebhookEventType,
  type WebhookSummary,
  webhookEventTypes,
  webhookMessages,
} from "@foyer/domain";
import { createWebhooksApi, type WebhookOwner } from "@foyer/sdk";
import { ConfirmDialog, useApp, userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useMemo, useRef, useState } from "react";
import { FormDialog } from "../dialog/FormDialog.js";
import { useEvent } from "../eventlight/event-context.js";
import { SecretsListPage, ShownOnce, useGuardedList } from "../list-kit/SecretsList.js";
import { eventKey } from "../server-data/query-keys.js";

export const WEBHOOKS_TITLE = "Webhooks";
export const CREATE_WEBHOOK = "Add webhook";
export const DELETE_WEBHOOK = "Delete webhook";
export const NO_WEBHOOKS = "No webhooks yet. Add one to have Foyer send this event's news to your system.";
export const WEBHOOKS_FAILED = "The webhooks could not be loaded";
export const REPLAY = "Replay";

export function useWebhooksApi(owner: WebhookOwner = "events") {
  const { services } = useApp();
  const { http } = services.sdk;
  return useMemo(() => createWebhooksApi(http, owner), [http, owner]);
}

const whenText = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" }) : "";

const deliveryStatusText: Record<WebhookDelivery["status"], string> = {
  pending: "Waiting to retry",
  delivered: "Delivered",
  failed: "Failed",
};

/** Whose webhooks a page manages, and what it says about them. */
export interface WebhooksOwner {
  owner: WebhookOwner;
  ownerId: string;
  /** The query key of the list; the delivery logs' keys start with it. */
  queryKey: readonly unknown[];
  denyAccess(error?: unknown): void;
  lead: string;
  emptyText: string;
}

/**
 * /event-light/{eventId}/settings/integrations/webhooks (issue 21 item 2): the event's webhooks,
 * a dialog that adds one (its signing secret shown once, with a copy button), pausing, resuming
 * and deleting, and each webhook's delivery log with a replay. The receiver's answer is shown as
 * text, never as HTML. The server lets in whoever may change the event's settings.
 */
export function WebhooksPage() {
  const { eventId, denyAccess } = useEvent();
  return (
    <WebhooksManager
      owner="events"
      ownerId={eventId}
      queryKey={eventKey(eventId, "webhooks")}
      denyAccess={denyAccess}
      lead="Foyer sends the events you choose to your https address, signed per Standard Webhooks with the webhook's secret. A delivery that fails is retried for about a day."
      emptyText={NO_WEBHOOKS}
    />
  );
}

/** The webhooks page of an event or of an organization (orglight/settings/OrgWebhooksPage.tsx). */
export function WebhooksManager(props: WebhooksOwner) {
  const { owner, ownerId, queryKey } = props;
  const api = useWebhooksApi(owner);
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const [deleting, setDeleting] = useState<WebhookSummary | null>(null);
  const hooks = useGuardedList(queryKey, () => api.list(ownerId), props.denyAccess);
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  return (
    <SecretsListPage
      titleId="webhooks-title"
      title={WEBHOOKS_TITLE}
      lead={props.lead}
      createLabel={CREATE_WEBHOOK}
      onCreate={() => setCreating(true)}
      shown={
        created ? (
          <ShownOnce
            label="New webhook secret"
            heading={`Webhook to ${created.webhook.url} added.`}
            message={webhookMessages.shownOnce}
            fieldLabel="Signing secret"
            value={created.secret}
            copyLabel="Copy secret"
            onDone={() => setCreated(null)}
          />
        ) : null
      }
      list={hooks}
      loadingText="Loading webhooks…"
      failedText={WEBHOOKS_FAILED}
      emptyText={props.emptyText}
      renderBelow={(items) =>
        items.map((hook) => (
          <WebhookCard key={hook.id} owner={props} hook={hook} onChanged={refresh} onDelete={setDeleting} />
        ))
      }
    >
      {creating ? (
        <CreateWebhookDialog
          onCancel={() => setCreating(false)}
          onSubmit={async (input) => {
            const made = await api.create(ownerId, input);
            setCreating(false);
            setCreated(made);
            await refresh();
          }}
        />
      ) : null}
      {deleting ? (
        <DeleteDialog
          hook={deleting}
          onCancel={() => setDeleting(null)}
          remove={async () => {
            await api.remove(ownerId, deleting.id);
            setDeleting(null);
            await refresh();
          }}
        />
      ) : null}
    </SecretsListPage>
  );
}

function WebhookCard({
  owner,
  hook,
  onChanged,
  onDelete,
}: {
  owner: WebhooksOwner;
  hook: WebhookSummary;
  onChanged(): Promise<unknown>;
  onDelete(hook: WebhookSummary): void;
}) {
  const api = useWebhooksApi(owner.owner);
  const titleId = useId();
  const toggle = useMutation({
    mutationFn: () => api.update(owner.ownerId, hook.id, { active: hook.status !== "active" }),
    onSuccess: onChanged,
  });
  return (
    <section className="admin-panel event-card" aria-labelledby={titleId}>
      <h2 className="event-card__title" id={titleId}>
        <code>{hook.url}</code>
      </h2>
      <p className="event-card__lead">
        {hook.status === "active" ? "Active" : "Paused"}. Sends: {hook.events.join(", ")}.
        {hook.source === "zapier" ? " Made by a Zap (Zapier); turning the Zap off deletes it." : ""}
      </p>
      {hook.pausedReason ? (
        <p className="foyer-alert foyer-alert--warning" role="status">
          {hook.pausedReason} Check the receiver, then resume the webhook.
        </p>
      ) : null}
      {toggle.error ? (
        <p className="foyer-field__error" role="alert">
          {userMessageOf(toggle.error)}
        </p>
      ) : null}
      <p>
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          disabled={toggle.isPending}
          onClick={() => toggle.mutate()}
        >
          {hook.status === "active" ? "Pause" : "Resume"}
        </button>{" "}
        <button
          type="button"
          className="foyer-button foyer-button--ghost"
          aria-label={`Delete the webhook to ${hook.url}`}
          onClick={() => onDelete(hook)}
        >
          Delete
        </button>
      </p>
      <DeliveryLog owner={owner} hook={hook} />
    </section>
  );
}

const PAGE_SIZE = 20;

function DeliveryLog({ owner, hook }: { owner: WebhooksOwner; hook: WebhookSummary }) {
  const api = useWebhooksApi(owner.owner);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const key = [...owner.queryKey, hook.id, "deliveries", page];
  const deliveries = useQuery({
    queryKey: key,
    queryFn: () => api.deliveries(owner.ownerId, hook.id, { page, pageSize: PAGE_SIZE }),
    // Retries happen on the server's clock: the log follows while some wait.
    refetchInterval: (query) =>
      query.state.data?.items.some((delivery) => delivery.status === "pending") ? 2000 : 10_000,
  });
  const replay = useMutation({
    mutationFn: (deliveryId: string) => api.replay(owner.ownerId, hook.id, deliveryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const caption = `Deliveries to ${hook.url}`;
  if (deliveries.status === "pending") return <p role="status">Loading deliveries…</p>;
  if (deliveries.status === "error")
    return (
      <p className="foyer-alert foyer-alert--error" role="alert">
        The deliveries could not be loaded. {userMessageOf(deliveries.error)}
      </p>
    );
  const { items, total } = deliveries.data;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div>
      <h3 className="event-card__subtitle">Deliveries</h3>
      {items.length === 0 ? (
        <p className="admin-section__lead">Nothing sent yet.</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="foyer-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">Status</th>
                <th scope="col">Last attempt</th>
                <th scope="col">Attempts</th>
                <th scope="col">Answer</th>
                <th scope="col">
                  <span className="foyer-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((delivery) => (
                <tr key={delivery.id}>
                  <th scope="row" className="admin-table__name">
                    {delivery.eventType}
                    <br />
                    <code>{delivery.id}</code>
                  </th>
                  <td>
                    {deliveryStatusText[delivery.status]}
                    {delivery.status === "pending" && delivery.nextAttemptAt
                      ? ` (${whenText(delivery.nextAttemptAt)})`
                      : ""}
                  </td>
                  <td>{whenText(delivery.lastAttemptAt)}</td>
                  <td>{delivery.attempts}</td>
                  <td>
                    {delivery.lastStatusCode !== null ? `HTTP ${delivery.lastStatusCode}` : ""}
                    {delivery.lastResponse ? (
                      // The receiver's words, as text (React escapes them).
                      <pre className="webhooks__answer">{delivery.lastResponse.slice(0, 300)}</pre>
                    ) : null}
                  </td>
                  <td>
                    <button
                      type="button"
                      className="foyer-button foyer-button--ghost"
                      aria-label={`${REPLAY} ${delivery.id}`}
                      disabled={replay.isPending || hook.status !== "active"}
                      onClick={() => replay.mutate(delivery.id)}
                    >
                      {REPLAY}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {replay.error ? (
        <p className="foyer-field__error" role="alert">
          {userMessageOf(replay.error)}
        </p>
      ) : null}
      {pages > 1 ? (
        <p>
          <button
            type="button"
            className="foyer-button foyer-button--ghost"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Newer
          </button>{" "}
          Page {page} of {pages}{" "}
          <button
            type="button"
            className="foyer-button foyer-button--ghost"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Older
          </button>
        </p>
      ) : null}
    </div>
  );
}

function CreateWebhookDialog({
  onSubmit,
  onCancel,
}: {
  onSubmit(input: { url: string; events: WebhookEventType[] }): Promise<void>;
  onCancel(): void;
}) {
  const ids = { url: useId(), error: useId() };
  const form = useRef<HTMLFormElement>(null);
  const urlField = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState("https://");
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [error, setError] = useState<string | null>(null);
  const submit = useMutation({ mutationFn: onSubmit, onError: (caught) => setError(userMessageOf(caught)) });

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    if (url.trim() === "" || url.trim() === "https://") return setError(webhookMessages.urlRequired);
    if (events.length === 0) return setError(webhookMessages.eventsRequired);
    setError(null);
    submit.mutate({ url: url.trim(), events });
  };

  return (
    <FormDialog
      title="Add a webhook"
      formRef={form}
      initialFocus={urlField}
      busy={submit.isPending}
      onSubmit={send}
      onCancel={onCancel}
    >
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={ids.url}>
          URL
        </label>
        <input
          ref={urlField}
          id={ids.url}
          className="foyer-input"
          type="url"
          value={url}
          autoComplete="off"
          onChange={(event) => setUrl(event.target.value)}
        />
      </div>
      <fieldset className="foyer-field">
        <legend className="foyer-field__label">Event types</legend>
        {webhookEventTypes.map((type) => (
          <label key={type} className="webhooks__choice">
            <input
              type="checkbox"
              checked={events.includes(type)}
              onChange={(event) =>
                setEvents(
                  event.target.checked ? [...events, type] : events.filter((chosen) => chosen !== type),
                )
              }
            />{" "}
            {type}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className="foyer-field__error" id={ids.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className="records-dialog__actions">
        <button
          type="button"
          className="foyer-button foyer-button--ghost"
          onClick={onCancel}
          disabled={submit.isPending}
        >
          Cancel
        </button>
        <button type="submit" className="foyer-button foyer-button--primary" disabled={submit.isPending}>
          {submit.isPending ? "Adding..." : CREATE_WEBHOOK}
        </button>
      </div>
    </FormDialog>
  );
}

function DeleteDialog({
  hook,
  remove,
  onCancel,
}: {
  hook: WebhookSummary;
  remove(): Promise<void>;
  onCancel(): void;
}) {
  const run = useMutation({ mutationFn: remove });
  return (
    <ConfirmDialog
      title="Delete this webhook?"
      confirmLabel={DELETE_WEBHOOK}
      busyLabel="Deleting..."
      busy={run.isPending}
      error={run.error ? userMessageOf(run.error) : null}
      onConfirm={() => run.mutate()}
      onCancel={onCancel}
    >
      <p>
        Foyer stops sending to <strong>{hook.url}</strong>, and its delivery log is deleted.
      </p>
    </ConfirmDialog>
  );
}
