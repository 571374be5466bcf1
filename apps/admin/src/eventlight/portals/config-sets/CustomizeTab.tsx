import {
  meetsRequirement,
  PORTAL_ACCESS_MANY_FAILED,
  PORTAL_ACCESS_ONE_FAILED,
  type PortalAccessResult,
  type PortalUser,
} from "@foyer/domain";
import { RecordPicker, useApp } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useId, useRef, useState } from "react";
import { ConfirmDialog } from "../../../list-kit/ConfirmDialog.js";
import { useServerWrite } from "../../../server-data/useServerWrite.js";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { eventPath } from "../../event-paths.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { portalKeys } from "../portal-keys.js";
import { useFailure } from "../useFailure.js";
import { AccessSummary } from "./AccessSummary.js";
import type { ConfigSetTabProps } from "./ConfigSetPage.js";
import { configSetsPath, participantPortalPaths } from "./config-set-paths.js";
import { JoinLinkButton } from "./JoinLinkButton.js";
import { usePortalConfigApi } from "./usePortalConfigApi.js";

export const PORTAL_USERS_LOAD_FAILED = "An error occurred getting the portal's users";

type Removing = { user: PortalUser; busy: boolean; error: string | null };

/**
 * The customize tab: who may sign in to the portal, each removable, and "Give access to
 * contacts" with the search-and-pick dialog (spec 2 §7 "Portal users from contacts"). A failure
 * shows the spec's own sentence (spec 2 §8) with the server's reason; a success, per contact.
 */
export function CustomizeTab({ portal, canWrite, onChanged }: ConfigSetTabProps) {
  const { eventId, profile } = useEvent();
  const { services } = useApp();
  const api = usePortalConfigApi();
  const failure = useFailure();
  const headingId = useId();
  const queryClient = useQueryClient();
  const write = useServerWrite();
  const usersKey = portalKeys.of(eventId, portal.id, "users");
  const users = useQuery({
    queryKey: usersKey,
    queryFn: () => api.users(portal.id),
    meta: { errorMessage: PORTAL_USERS_LOAD_FAILED },
  });
  const usersChanged = () => void queryClient.invalidateQueries({ queryKey: usersKey });
  const [giving, setGiving] = useState(false);
  const [result, setResult] = useState<PortalAccessResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  // The picker searches contacts: it needs read on contacts (the server checks it too).
  const canPick = meetsRequirement(profile, [{ module: "contacts", action: "read" }]);
  const paths = participantPortalPaths(portal);

  const giveRef = useRef<(contactIds: string[]) => void>(() => undefined);
  giveRef.current = (contactIds) => {
    void (async () => {
      setGiving(true);
      setError(null);
      setResult(null);
      try {
        const [one] = contactIds;
        const answer = await write(() =>
          contactIds.length === 1 && one
            ? api.giveAccessToContact(portal.id, one)
            : api.giveAccess(portal.id, contactIds),
        );
        setResult(answer);
        onChanged({ ...portal, userCount: portal.userCount + answer.granted });
        usersChanged();
      } catch (caught) {
        const message = failure(caught);
        const spec = contactIds.length === 1 ? PORTAL_ACCESS_ONE_FAILED : PORTAL_ACCESS_MANY_FAILED;
        if (message) setError(`${spec}: ${message}`);
      } finally {
        setGiving(false);
      }
    })();
  };
  // The picker gets one stable callback; it always calls the latest handler.
  const onSelect = useCallback(({ records }: { records: { kind: string; id: string }[] }) => {
    const ids = records.filter((record) => record.kind === "contact").map((record) => record.id);
    if (ids.length > 0) giveRef.current(ids);
  }, []);

  const remove = async (target: Removing) => {
    setRemoving({ ...target, busy: true, error: null });
    try {
      await write(() => api.removeUser(portal.id, target.user.userId));
      setRemoving(null);
      onChanged({ ...portal, userCount: Math.max(0, portal.userCount - 1) });
      usersChanged();
      services.toasts.show({
        message: `${target.user.name} can no longer sign in to ${portal.name}.`,
        severity: "success",
      });
    } catch (caught) {
      const message = failure(caught);
      setRemoving(message ? { ...target, busy: false, error: message } : null);
    }
  };

  return (
    <div className="config-tab">
      <section
        className="admin-panel config-access"
        aria-labelledby={headingId}
        aria-busy={giving || undefined}
      >
        <header className="config-access__head">
          <h2 className="event-card__title" id={headingId}>
            Who may sign in
          </h2>
          {canWrite && canPick ? (
            <div className="config-access__give">
              <span className="config-access__label">Give access to contacts</span>
              <RecordPicker eventId={eventId} mode="people" sdk={services.sdk} onSelect={onSelect} />
            </div>
          ) : null}
        </header>
        <p className="config-tab__lead">
          Only these people can sign in at{" "}
          <a href={paths.signIn} target="_blank" rel="noopener noreferrer">
            {paths.signIn}
          </a>
          . Someone new sets their password with "Forgot your password?" there.
        </p>
        {canWrite && !canPick ? (
          <p className="foyer-alert foyer-alert--info">
            Giving access searches the event's contacts, which your role cannot read. Ask an admin to do it.
          </p>
        ) : null}
        {giving ? (
          <p className="config-access__busy" role="status">
            Giving access...
          </p>
        ) : null}
        {error ? (
          <p className="foyer-alert foyer-alert--error" role="alert">
            {error}
          </p>
        ) : null}
        {result ? <AccessSummary result={result} signInHref={paths.signIn} /> : null}

        {users.status === "pending" ? (
          <LoadingPanel text="Loading the portal's users..." />
        ) : users.status === "error" ? (
          <FailedPanel
            error={users.error}
            message={PORTAL_USERS_LOAD_FAILED}
            onRetry={() => void users.refetch()}
            backHref={configSetsPath(eventId)}
            backLabel="Back to portals"
          />
        ) : users.data.length === 0 ? (
          <p className="admin-empty__text">Nobody can sign in to this portal yet.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Contact</th>
                  <th scope="col">Password</th>
                  {canWrite ? (
                    <th scope="col">
                      <span className="foyer-visually-hidden">Actions</span>
                    </th>
                  ) : null}
                </tr>
              </thead>
              <tbody>
                {users.data.map((user) => (
                  <tr key={user.userId}>
                    <td>{user.name}</td>
                    <td>{user.email}</td>
                    <td>
                      {user.contact ? (
                        <EventLink
                          href={eventPath(eventId, `contact/${encodeURIComponent(user.contact.id)}`)}
                        >
                          {user.contact.name}
                        </EventLink>
                      ) : (
                        <span className="config-muted">No contact in this event</span>
                      )}
                    </td>
                    <td>{user.hasPassword ? "Set" : <span className="config-muted">Not set yet</span>}</td>
                    {canWrite ? (
                      <td>
                        <JoinLinkButton portalId={portal.id} user={user} />
                        <button
                          type="button"
                          className="foyer-button foyer-button--ghost event-button--small"
                          aria-label={`Remove ${user.name}'s access`}
                          onClick={() => setRemoving({ user, busy: false, error: null })}
                        >
                          Remove
                        </button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {removing ? (
        <ConfirmDialog
          title={`Remove ${removing.user.name}'s access?`}
          confirmLabel="Remove access"
          busyLabel="Removing..."
          busy={removing.busy}
          error={removing.error}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>
            They will no longer be able to sign in to {portal.name}. Their contact and their sign-in stay; you
            can give access again at any time.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
