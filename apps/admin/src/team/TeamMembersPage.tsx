import "../eventlight/records/records.css";
import "./team.css";
import type { Role, TeamInvitation, TeamInviteResult, TeamMember } from "@foyer/domain";
import type { TeamScopeApi } from "@foyer/sdk";
import { useApp, userMessageOf, useStore } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { ConfirmDialog } from "../list-kit/ConfirmDialog.js";
import { accessLabel, accessOf, accessOptions, accessUpdate, accessValue, parseAccess } from "./access.js";
import { appLink } from "./app-link.js";
import { InviteForm } from "./InviteForm.js";
import { isGateRefusal, type TeamKey, teamQueries, USERS_LOAD_FAILED } from "./team-data.js";

export interface TeamMembersPageProps {
  /** The team's calls: `createTeamApi(http).event(eventId)` or `.organization(orgId)`. */
  scope: TeamScopeApi;
  /** Where the team's data sits in the cache (`teamKey("events", eventId)`). */
  teamKey: TeamKey;
  /** Whose team it is, for the page's words. */
  kind: "event" | "organization";
  /** Whether the signed-in user may give admin access (an admin of the event or organization). */
  canGrantAdmin: boolean;
  /** Where roles are edited, when the user may open that page. */
  permissionsHref?: string | undefined;
  /** A 403 meaning "not yours": the area shows its permission-gated screen (spec 2 §6). */
  onForbidden(error: unknown): void;
  /** Draws an in-app link (the event area's links ask before leaving unsaved changes). @default a wouter link */
  renderLink?: ((href: string, className: string, children: ReactNode) => ReactNode) | undefined;
}

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

type Removing = { member: TeamMember; busy: boolean; error: string | null };

/**
 * The team page (spec 1 §2 "team"; /event-light/{eventId}/team and /org-light/{orgId}/settings/team):
 * the members with their role, an invite form, and the invitations still waiting for a sign-up.
 */
export function TeamMembersPage({
  scope,
  teamKey,
  kind,
  canGrantAdmin,
  permissionsHref,
  onForbidden,
  renderLink = appLink,
}: TeamMembersPageProps) {
  const { services } = useApp();
  const session = useStore(services.sdk.session);
  const myId = session.status === "authenticated" ? session.user.id : null;
  const titleId = useId();
  // After a change the lists load again: the old ones stay on screen meanwhile, forms keep focus.
  const members = useQuery(teamQueries.members(scope, teamKey));
  const invitations = useQuery(teamQueries.invitations(scope, teamKey));
  const roles = useQuery(teamQueries.roles(() => scope.roles(), teamKey));
  const queryClient = useQueryClient();
  // Any change (role, removal, invitation) may change the members, the invitations and the roles' usage.
  const refreshTeam = () => void queryClient.invalidateQueries({ queryKey: teamKey });
  const [saving, setSaving] = useState<string | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const teamWord = kind === "event" ? "this event's team" : "this organization";

  const fail = (error: unknown) => {
    if (isGateRefusal(error)) return onForbidden(error);
    setActionError(userMessageOf(error));
  };

  const changeAccess = async (member: TeamMember, value: string) => {
    setActionError(null);
    setSaving(member.userId);
    try {
      const updated = await scope.updateMember(
        member.userId,
        accessUpdate(accessOf(member), parseAccess(value)),
      );
      services.toasts.show({
        message: `${updated.name} now has ${accessLabel(updated)} access.`,
        severity: "success",
      });
      refreshTeam();
    } catch (error) {
      fail(error);
    } finally {
      setSaving(null);
    }
  };

  const remove = async (target: Removing) => {
    setRemoving({ ...target, busy: true, error: null });
    try {
      await scope.removeMember(target.member.userId);
      setRemoving(null);
      services.toasts.show({ message: `${target.member.name} has been removed.`, severity: "success" });
      refreshTeam();
    } catch (error) {
      if (isGateRefusal(error)) return onForbidden(error);
      setRemoving({ ...target, busy: false, error: userMessageOf(error) });
    }
  };

  const cancel = async (invitation: TeamInvitation) => {
    setActionError(null);
    setCancelling(invitation.id);
    try {
      await scope.cancelInvitation(invitation.id);
      services.toasts.show({
        message: `The invitation of ${invitation.email} is cancelled.`,
        severity: "success",
      });
    } catch (error) {
      fail(error);
    } finally {
      setCancelling(null);
      refreshTeam();
    }
  };

  const invited = (result: TeamInviteResult) => {
    services.toasts.show({
      message:
        result.status === "added"
          ? `${result.member.name} has been added to ${teamWord}.`
          : `${result.invitation.email} is invited: they join when they sign up or sign in with this email.`,
      severity: "success",
    });
    refreshTeam();
  };

  const roleList: Role[] = roles.data?.roles ?? [];
  const failed = [members, invitations, roles].find((query) => query.status === "error");
  const memberList = members.data ?? null;
  const invitationList = invitations.data ?? null;
  const ready = memberList !== null && invitationList !== null && roles.data !== undefined;

  return (
    <div className="team-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="team-page__head">
          <div className="admin-section__head">
            <h1 className="admin-section__title" id={titleId}>
              Team
            </h1>
            <p className="admin-section__lead">
              {kind === "event"
                ? "Who works on this event, and what each of them may do."
                : "Who belongs to this organization. Its admins manage every event, its members and its roles."}
            </p>
          </div>
          {permissionsHref
            ? renderLink(permissionsHref, "foyer-button foyer-button--secondary", "Roles and permissions")
            : null}
        </header>

        {failed && failed.status === "error" ? (
          isGateRefusal(failed.error) ? null : (
            <div className="admin-panel admin-panel--center">
              <p className="foyer-alert foyer-alert--error">
                {userMessageOf(failed.error, USERS_LOAD_FAILED)}
              </p>
              <button
                type="button"
                className="foyer-button foyer-button--secondary"
                onClick={() => {
                  refreshTeam();
                }}
              >
                Try again
              </button>
            </div>
          )
        ) : !ready ? (
          <div className="admin-panel admin-panel--center" role="status">
            <span className="foyer-spinner" aria-hidden="true" />
            <span>Loading the team...</span>
          </div>
        ) : (
          <>
            <InviteForm
              key={roleList.map((role) => role.id).join()}
              scope={scope}
              roles={roleList}
              canGrantAdmin={canGrantAdmin}
              onInvited={invited}
              onForbidden={onForbidden}
            />
            {actionError ? (
              <p className="foyer-alert foyer-alert--error" role="alert">
                {actionError}
              </p>
            ) : null}
            <MembersTable
              members={memberList}
              roles={roleList}
              myId={myId}
              canGrantAdmin={canGrantAdmin}
              saving={saving}
              onChange={(member, value) => void changeAccess(member, value)}
              onRemove={(member) => setRemoving({ member, busy: false, error: null })}
            />
            <InvitationsTable
              invitations={invitationList}
              cancelling={cancelling}
              onCancel={(invitation) => void cancel(invitation)}
            />
          </>
        )}
      </section>

      {removing ? (
        <ConfirmDialog
          title="Remove this person?"
          confirmLabel="Remove"
          busyLabel="Removing..."
          busy={removing.busy}
          error={removing.error}
          onConfirm={() => void remove(removing)}
          onCancel={() => setRemoving(null)}
        >
          <p>
            <strong>{removing.member.name}</strong> will lose access to {teamWord}. You can invite them again
            later.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function MembersTable({
  members,
  roles,
  myId,
  canGrantAdmin,
  saving,
  onChange,
  onRemove,
}: {
  members: TeamMember[];
  roles: Role[];
  myId: string | null;
  canGrantAdmin: boolean;
  saving: string | null;
  onChange(member: TeamMember, value: string): void;
  onRemove(member: TeamMember): void;
}) {
  const captionId = useId();
  if (members.length === 0) {
    return (
      <div className="admin-panel admin-panel--center admin-empty">
        <h2 className="admin-empty__title">No one on the team yet</h2>
        <p className="admin-empty__text">Invite people by email above; each gets the role you choose.</p>
      </div>
    );
  }
  return (
    <div className="admin-panel admin-table-wrap">
      <table className="admin-table team-table" aria-labelledby={captionId}>
        <caption className="team-table__caption" id={captionId}>
          Members
        </caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">
              <span className="foyer-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const mine = member.userId === myId;
            // Non-admins change neither admins nor themselves (the server refuses it too).
            const locked = member.via === "organization" || (!canGrantAdmin && (member.isAdmin || mine));
            const options = accessOptions(roles, canGrantAdmin || member.isAdmin);
            return (
              <tr key={member.userId}>
                <th scope="row" className="admin-table__name">
                  {member.name}
                  {mine ? <span className="team-table__you"> (you)</span> : null}
                </th>
                <td data-label="Email">{member.email}</td>
                <td data-label="Role">
                  {locked ? (
                    <span>{accessLabel(member)}</span>
                  ) : (
                    <select
                      className="foyer-input team-table__select"
                      aria-label={`Role of ${member.name}`}
                      value={accessValue(accessOf(member))}
                      disabled={saving !== null}
                      aria-busy={saving === member.userId || undefined}
                      onChange={(event) => onChange(member, event.target.value)}
                    >
                      {options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                      {member.roleId && !roles.some((role) => role.id === member.roleId) ? (
                        <option value={`role:${member.roleId}`}>{member.roleName ?? "Unknown role"}</option>
                      ) : null}
                    </select>
                  )}
                </td>
                <td className="team-table__actions">
                  {locked ? null : (
                    <button
                      type="button"
                      className="foyer-button foyer-button--ghost team-button--danger"
                      onClick={() => onRemove(member)}
                      aria-label={`Remove ${member.name}`}
                    >
                      Remove
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function InvitationsTable({
  invitations,
  cancelling,
  onCancel,
}: {
  invitations: TeamInvitation[];
  cancelling: string | null;
  onCancel(invitation: TeamInvitation): void;
}) {
  const captionId = useId();
  if (invitations.length === 0) {
    return <p className="team-page__note">No pending invitations.</p>;
  }
  return (
    <div className="admin-panel admin-table-wrap">
      <table className="admin-table team-table" aria-labelledby={captionId}>
        <caption className="team-table__caption" id={captionId}>
          Pending invitations
        </caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Invited</th>
            <th scope="col">
              <span className="foyer-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invitations.map((invitation) => (
            <tr key={invitation.id}>
              <th scope="row" className="admin-table__name">
                {invitation.email}
                <span className="admin-badge">Pending</span>
              </th>
              <td data-label="Role">{accessLabel(invitation)}</td>
              <td data-label="Invited" className="team-table__muted">
                {dateFormat.format(new Date(invitation.createdAt))}
                {invitation.invitedBy ? ` by ${invitation.invitedBy}` : ""}
              </td>
              <td className="team-table__actions">
                <button
                  type="button"
                  className="foyer-button foyer-button--ghost"
                  onClick={() => onCancel(invitation)}
                  disabled={cancelling !== null}
                  aria-label={`Cancel the invitation of ${invitation.email}`}
                >
                  {cancelling === invitation.id ? "Cancelling..." : "Cancel invitation"}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
