import "./integrations.css";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useQuery } from "@tanstack/react-query";
import { useEvent } from "../eventlight/event-context.js";
import { useGuardedList } from "../list-kit/SecretsList.js";
import { orgPath } from "../orglight/org-paths.js";
import { eventKey, meKey } from "../server-data/query-keys.js";
import { useWebhooksApi } from "./WebhooksPage.js";

export const ZAPIER_TITLE = "Zapier";
export const NO_ZAPS =
  "No Zap listens to this event yet. Turn on a Zap with a Foyer trigger and it shows here.";
export const ZAPS_FAILED = "The Zaps could not be loaded";

const whenText = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/**
 * /event-light/{eventId}/settings/integrations/zapier (issue 21 item 3): how to connect the event
 * to Zapier (an organization API token, the endpoints Zapier calls) and the Zaps listening to it
 * now, which are the event's webhooks made by Zapier (their delivery logs are on the webhooks
 * page). The server lets in whoever may change the event's settings, as for the webhooks page.
 */
export function ZapierPage() {
  const { eventId, denyAccess } = useEvent();
  const { services } = useApp();
  const api = useWebhooksApi();
  const hooks = useGuardedList(eventKey(eventId, "webhooks"), () => api.list(eventId), denyAccess);
  const zaps = hooks.data?.filter((hook) => hook.source === "zapier") ?? [];
  // The event's organization names the API token page; the frame has loaded this list.
  const events = useQuery({ queryKey: meKey("events"), queryFn: () => services.sdk.api.user.events() });
  const orgId = events.data?.find((event) => event.id === eventId)?.org_id ?? null;
  const base = services.sdk.config.baseUrl;
  const eventBase = `${base}/zapier/events/${eventId}`;
  const endpoints: [string, string][] = [
    ["Authentication test", `GET ${base}/zapier/me`],
    ["Events (for the Event field)", `GET ${base}/zapier/events`],
    ["Subscribe a trigger (REST hook)", `POST ${eventBase}/hooks  {"hookUrl", "event"}`],
    ["Unsubscribe", `DELETE ${eventBase}/hooks/{id}`],
    ["Sample list of a trigger", `GET ${eventBase}/samples/{type}`],
    ["Action: create a contact", `POST ${eventBase}/contacts  {"EMAIL", "FIRST_NAME", …}`],
    ["Action: create a session", `POST ${eventBase}/sessions  {"title", "startsAt", …}`],
  ];

  return (
    <section className="event-page" aria-labelledby="zapier-title">
      <header className="admin-section__head">
        <h1 className="admin-section__title" id="zapier-title">
          {ZAPIER_TITLE}
        </h1>
        <p className="admin-section__lead">
          A Zap can start when something happens in this event (a new contact, a new session, a form sent…)
          and can create contacts and sessions here. Zapier signs in with an organization API token.
        </p>
      </header>
      <div className="admin-panel event-card">
        <h2 className="event-card__title">Connect</h2>
        <ol className="zapier__steps">
          <li>
            Create an API token for Zapier
            {orgId ? (
              <>
                {" "}
                on the organization's <a href={orgPath(orgId, "settings/api-tokens")}>API tokens</a> page
              </>
            ) : null}
            : <code>read</code> for triggers only; add <code>contacts:write</code> and{" "}
            <code>sessions:write</code> for the actions. Only an organization admin can create one.
          </li>
          <li>
            In Zapier, connect the Foyer app and paste the token. Zapier checks it with the authentication
            test below and names the connection after your organization.
          </li>
          <li>
            In a Zap, choose a Foyer trigger or action and this event (id <code>{eventId}</code>) in its Event
            field. Turning the Zap on subscribes it here; turning it off removes it.
          </li>
        </ol>
        <h3 className="event-card__subtitle">Endpoints</h3>
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="foyer-visually-hidden">The endpoints Zapier calls</caption>
            <tbody>
              {endpoints.map(([label, call]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>
                    <code>{call}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="admin-section__lead">
          Each call sends <code>Authorization: Bearer foyer_pat_…</code>. Deliveries are signed as every
          webhook is; see "Zapier" in the integrators' guide (docs/integrators.md).
        </p>
      </div>
      <div className="admin-panel event-card">
        <h2 className="event-card__title">Zaps listening to this event</h2>
        {hooks.status === "pending" ? (
          <p role="status">Loading Zaps…</p>
        ) : hooks.status === "error" ? (
          <p className="foyer-alert foyer-alert--error" role="alert">
            {ZAPS_FAILED}. {userMessageOf(hooks.error)}
          </p>
        ) : zaps.length === 0 ? (
          <p className="admin-section__lead">{NO_ZAPS}</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="foyer-visually-hidden">Zaps listening to this event</caption>
              <thead>
                <tr>
                  <th scope="col">Trigger</th>
                  <th scope="col">Zapier hook</th>
                  <th scope="col">Status</th>
                  <th scope="col">Since</th>
                </tr>
              </thead>
              <tbody>
                {zaps.map((zap) => (
                  <tr key={zap.id}>
                    <th scope="row">{zap.events.join(", ")}</th>
                    <td>
                      <code>{zap.url}</code>
                    </td>
                    <td>{zap.status === "active" ? "Active" : `Paused. ${zap.pausedReason ?? ""}`}</td>
                    <td>{whenText(zap.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
