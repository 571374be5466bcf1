import "./config-sets.css";
import { meetsRequirement, PORTAL_NAME_MAX } from "@foyer/domain";
import { createPortalAdminApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { useLocation } from "wouter";
import { NameDialog } from "../../../dialog/NameDialog.js";
import { useServerWrite } from "../../../server-data/useServerWrite.js";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { eventPath } from "../../event-paths.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { portalKeys } from "../portal-keys.js";
import { PORTALS_LOAD_FAILED } from "../usePortalChoice.js";
import { configSetPath, participantPortalPaths } from "./config-set-paths.js";
import { usePortalConfigApi } from "./usePortalConfigApi.js";

const usersCount = (n: number) => (n === 1 ? "1 user" : `${n} users`);

/**
 * /event-light/{eventId}/portals/config-sets (spec 1 §2 "portals: config-sets"): the event's
 * portals, each with its address, how many may sign in, links to configure it and to open it as a
 * participant; "New portal" creates one. Read on portal to see, update to create (spec 1 §6).
 */
export function ConfigSetsPage() {
  const { eventId, profile } = useEvent();
  const { services } = useApp();
  const [, navigate] = useLocation();
  const titleId = useId();
  const config = usePortalConfigApi();
  const list = useMemo(() => createPortalAdminApi(services.sdk.http, eventId), [services, eventId]);
  const portals = useQuery({
    queryKey: portalKeys.list(eventId, "portal"),
    queryFn: () => list.list("portal"),
    meta: { errorMessage: PORTALS_LOAD_FAILED },
  });
  const queryClient = useQueryClient();
  const write = useServerWrite();
  const canWrite = meetsRequirement(profile, [{ module: "portal", action: "update" }]);
  const [creating, setCreating] = useState(false);

  return (
    <div className="event-page config-sets">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="admin-section__head config-sets__head">
          <div>
            <h1 className="admin-section__title" id={titleId}>
              Portals
            </h1>
            <p className="admin-section__lead">
              Each portal is a place where participants sign in to see their sessions, tasks and messages.
            </p>
          </div>
          {canWrite ? (
            <button
              type="button"
              className="foyer-button foyer-button--primary"
              onClick={() => setCreating(true)}
            >
              New portal
            </button>
          ) : null}
        </header>

        {portals.status === "pending" ? (
          <LoadingPanel text="Loading portals..." />
        ) : portals.status === "error" ? (
          <FailedPanel
            error={portals.error}
            message={PORTALS_LOAD_FAILED}
            onRetry={() => void portals.refetch()}
            backHref={eventPath(eventId, "dashboard")}
            backLabel="Back to the event"
          />
        ) : portals.data.length === 0 ? (
          <div className="admin-panel admin-panel--center admin-empty">
            <h2 className="admin-empty__title">No portals yet</h2>
            <p className="admin-empty__text">
              {canWrite
                ? "Create a portal, then give the contacts who should use it access."
                : "An organizer with permission to change portals can create one."}
            </p>
          </div>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Address</th>
                  <th scope="col">Who may sign in</th>
                  <th scope="col">Participant pages</th>
                </tr>
              </thead>
              <tbody>
                {portals.data.map((portal) => {
                  const paths = participantPortalPaths(portal);
                  return (
                    <tr key={portal.id}>
                      <td>
                        <EventLink href={configSetPath(eventId, portal.id)}>{portal.name}</EventLink>
                      </td>
                      <td>
                        <code>{portal.slug}</code>
                      </td>
                      <td>{usersCount(portal.userCount)}</td>
                      <td className="config-sets__links">
                        <a href={paths.home} target="_blank" rel="noopener noreferrer">
                          Open portal<span className="foyer-visually-hidden"> {portal.name}</span>
                        </a>
                        <a href={paths.signIn} target="_blank" rel="noopener noreferrer">
                          Sign-in page<span className="foyer-visually-hidden"> of {portal.name}</span>
                        </a>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {creating ? (
        <NameDialog
          title="New portal"
          label="Portal name"
          submitLabel="Create portal"
          busyLabel="Creating..."
          lead="Its address is made from the name. You can change the rest afterwards."
          maxLength={PORTAL_NAME_MAX}
          problem={(name) =>
            name
              ? name.length > PORTAL_NAME_MAX
                ? `Name must be at most ${PORTAL_NAME_MAX} characters`
                : null
              : "Name is required"
          }
          onSubmit={async (name) => {
            const made = await write(() => config.create({ name }));
            void queryClient.invalidateQueries({ queryKey: portalKeys.all(eventId) });
            setCreating(false);
            services.toasts.show({ message: `${made.name} has been created.`, severity: "success" });
            navigate(configSetPath(eventId, made.id));
          }}
          onCancel={() => setCreating(false)}
        />
      ) : null}
    </div>
  );
}
