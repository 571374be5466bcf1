import "../eventlight/records/records.css";
import "./team.css";
import type { Role, RoleList } from "@foyer/domain";
import type { RolesApi } from "@foyer/sdk";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import { ConfirmDialog } from "../list-kit/ConfirmDialog.js";
import { appLink } from "./app-link.js";
import { RoleEditor } from "./RoleEditor.js";
import { usageText } from "./role-matrix.js";
import { isGateRefusal, ROLES_LOAD_FAILED, type TeamKey, teamQueries } from "./team-data.js";

export interface RolesPageProps {
  /** Loads the roles: the event's (`team.event(id).roles()`) or the organization's. */
  load(): Promise<RoleList>;
  /** Where the team's data sits in the cache (`teamKey("orgs", orgId)`). */
  teamKey: TeamKey;
  /** Changes them (organization admins; the list's `canManage` says whether the user is one). */
  rolesApi: RolesApi;
  /** A 403 meaning "not yours": the area shows its permission-gated screen (spec 2 §6). */
  onForbidden(error: unknown): void;
  /** Told when the open role has unsaved changes (the area asks before leaving). */
  onDirtyChange?: ((dirty: boolean) => void) | undefined;
  /** The team page, for the way back. */
  teamHref?: string | undefined;
  renderLink?: ((href: string, className: string, children: ReactNode) => ReactNode) | undefined;
}

type Deleting = { role: Role; busy: boolean; error: string | null };

/**
 * The team permissions page (spec 1 §2 "team/permissions", §6 "Team permissions"): the
 * organization's roles, and for the chosen one a modules × actions matrix of checkboxes.
 */
export function RolesPage({
  load,
  teamKey,
  rolesApi,
  onForbidden,
  onDirtyChange,
  teamHref,
  renderLink = appLink,
}: RolesPageProps) {
  const { services } = useApp();
  const titleId = useId();
  // After a change the list loads again: the old one stays on screen meanwhile, forms keep focus.
  const list = useQuery(teamQueries.roles(load, teamKey));
  const queryClient = useQueryClient();
  // A role's change shows on the team page too (its usage, the members' roles).
  const refreshRoles = () => void queryClient.invalidateQueries({ queryKey: teamKey });
  const [selected, setSelected] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [dirty, setDirty] = useState(false);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);

  const data = list.data ?? null;
  const roles = data?.roles ?? [];
  const current = roles.find((role) => role.id === selected) ?? roles[0] ?? null;

  const choose = (roleId: string) => {
    if (roleId === current?.id) return;
    if (dirty && !window.confirm("You have unsaved changes to this role. Leave them?")) return;
    setDirty(false);
    setSelected(roleId);
  };

  const remove = async (target: Deleting) => {
    if (!data) return;
    setDeleting({ ...target, busy: true, error: null });
    try {
      await rolesApi.remove(data.orgId, target.role.id);
      setDeleting(null);
      setDirty(false);
      setSelected(null);
      services.toasts.show({
        message: `The role "${target.role.name}" has been deleted.`,
        severity: "success",
      });
      refreshRoles();
    } catch (error) {
      if (isGateRefusal(error)) return onForbidden(error);
      setDeleting({ ...target, busy: false, error: userMessageOf(error) });
    }
  };

  return (
    <div className="team-page">
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="team-page__head">
          <div className="admin-section__head">
            <h1 className="admin-section__title" id={titleId}>
              Roles and permissions
            </h1>
            <p className="admin-section__lead">
              Roles belong to the organization: a change applies at once to everyone who holds the role, on
              every event.
            </p>
          </div>
          {teamHref ? renderLink(teamHref, "foyer-button foyer-button--secondary", "Back to the team") : null}
        </header>

        {list.status === "error" ? (
          isGateRefusal(list.error) ? null : (
            <div className="admin-panel admin-panel--center">
              <p className="foyer-alert foyer-alert--error">{userMessageOf(list.error, ROLES_LOAD_FAILED)}</p>
              <button
                type="button"
                className="foyer-button foyer-button--secondary"
                onClick={() => void list.refetch()}
              >
                Try again
              </button>
            </div>
          )
        ) : !data ? (
          <div className="admin-panel admin-panel--center" role="status">
            <span className="foyer-spinner" aria-hidden="true" />
            <span>Loading roles...</span>
          </div>
        ) : (
          <>
            {data.canManage ? null : (
              <p className="foyer-alert foyer-alert--info">
                Only admins of the organization can change its roles. You can see what each role allows.
              </p>
            )}
            <div className="team-roles">
              <nav className="admin-panel team-roles__list" aria-label="Roles">
                {roles.length === 0 ? <p className="team-page__note">No roles yet.</p> : null}
                <ul>
                  {roles.map((role) => (
                    <li key={role.id}>
                      <button
                        type="button"
                        className="team-roles__item"
                        aria-current={role.id === current?.id ? "true" : undefined}
                        onClick={() => choose(role.id)}
                      >
                        <span className="team-roles__name">{role.name}</span>
                        <span className="team-roles__usage">{usageText(role)}</span>
                      </button>
                    </li>
                  ))}
                </ul>
                {data.canManage ? (
                  creating ? (
                    <NewRoleForm
                      onCancel={() => setCreating(false)}
                      onCreate={async (name) => {
                        const role = await rolesApi.create(data.orgId, { name, permissions: [] });
                        setCreating(false);
                        setDirty(false);
                        setSelected(role.id);
                        refreshRoles();
                      }}
                      onForbidden={onForbidden}
                    />
                  ) : (
                    <button
                      type="button"
                      className="foyer-button foyer-button--secondary team-roles__new"
                      onClick={() => setCreating(true)}
                    >
                      New role
                    </button>
                  )
                ) : null}
              </nav>
              {current ? (
                <RoleEditor
                  key={current.id}
                  role={current}
                  canManage={data.canManage}
                  onDirtyChange={setDirty}
                  onSave={async (update) => {
                    const saved = await rolesApi.update(data.orgId, current.id, update);
                    setDirty(false);
                    services.toasts.show({
                      message: `The role "${saved.name}" is saved.`,
                      severity: "success",
                    });
                    refreshRoles();
                  }}
                  onDelete={() => setDeleting({ role: current, busy: false, error: null })}
                  onForbidden={onForbidden}
                />
              ) : (
                <div className="admin-panel admin-panel--center admin-empty">
                  <h2 className="admin-empty__title">No roles yet</h2>
                  <p className="admin-empty__text">
                    A role is a named set of permissions to give team members, such as “Editor” or “Contacts
                    viewer”.
                  </p>
                </div>
              )}
            </div>
          </>
        )}
      </section>

      {deleting ? (
        <ConfirmDialog
          title="Delete this role?"
          confirmLabel="Delete role"
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>
            <strong>{deleting.role.name}</strong> will be deleted. A role someone still holds cannot be
            deleted: give them another role first.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

function NewRoleForm({
  onCreate,
  onCancel,
  onForbidden,
}: {
  onCreate(name: string): Promise<void>;
  onCancel(): void;
  onForbidden(error: unknown): void;
}) {
  const id = useId();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!name.trim()) return setError("Name is required");
    setBusy(true);
    setError(null);
    try {
      await onCreate(name.trim());
    } catch (caught) {
      if (isGateRefusal(caught)) return onForbidden(caught);
      setError(userMessageOf(caught));
      setBusy(false);
    }
  };
  return (
    <form className="team-roles__create" onSubmit={submit} noValidate>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-name`}>
          New role name
        </label>
        <input
          id={`${id}-name`}
          className="foyer-input"
          value={name}
          maxLength={80}
          // The form appears on request: the name is what the user came to type.
          // biome-ignore lint/a11y/noAutofocus: opened by the user's own click on "New role".
          autoFocus
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Escape") onCancel();
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          disabled={busy}
        />
        {error ? (
          <p className="foyer-field__error" id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="team-roles__create-actions">
        <button type="button" className="foyer-button foyer-button--ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? "Creating..." : "Create role"}
        </button>
      </div>
    </form>
  );
}
