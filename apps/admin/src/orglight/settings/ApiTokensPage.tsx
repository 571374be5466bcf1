import "./api-tokens.css";
import {
  API_TOKEN_NAME_MAX,
  type ApiTokenScope,
  type ApiTokenSummary,
  apiTokenMessages,
  type CreatedApiToken,
  type PermissionModule,
  permissionModules,
  scopeLabel,
} from "@foyer/domain";
import { createApiTokensApi } from "@foyer/sdk";
import { ConfirmDialog, useApp, userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useMemo, useRef, useState } from "react";
import { FormDialog } from "../../dialog/FormDialog.js";
import { SecretsListPage, ShownOnce, useGuardedList } from "../../list-kit/SecretsList.js";
import { useOrg } from "../org-context.js";

export const API_TOKENS_TITLE = "API tokens";
export const CREATE_TOKEN = "Create token";
export const REVOKE_TOKEN = "Revoke token";
export const NO_TOKENS =
  "No API tokens yet. Create one to let a program use Foyer's API for this organization.";
export const TOKENS_FAILED = "The API tokens could not be loaded";

const tokensKey = (orgId: string) => ["api-tokens", orgId] as const;

function useApiTokensApi() {
  const { services } = useApp();
  const { http } = services.sdk;
  return useMemo(() => createApiTokensApi(http), [http]);
}

const dateText = (iso: string | null, none: string) =>
  iso
    ? new Date(iso).toLocaleDateString(undefined, { year: "numeric", month: "short", day: "numeric" })
    : none;

const statusText: Record<ApiTokenSummary["status"], string> = {
  active: "Active",
  expired: "Expired",
  revoked: "Revoked",
};

/**
 * /org-light/{orgId}/settings/api-tokens (issue 21 item 1; spec 1 §2 "settings with … api-tokens"):
 * the organization's API tokens with their scopes and last use, a dialog that makes one (shown
 * once, with a copy button), and revoking with a confirmation. The server lets only the
 * organization's admins in; anyone else's 403 goes to the area's permission screen.
 */
export function ApiTokensPage() {
  const { orgId, denyAccess } = useOrg();
  const api = useApiTokensApi();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenSummary | null>(null);
  const tokens = useGuardedList(tokensKey(orgId), () => api.list(orgId), denyAccess);
  const refresh = () => queryClient.invalidateQueries({ queryKey: tokensKey(orgId) });

  return (
    <SecretsListPage
      titleId="api-tokens-title"
      title={API_TOKENS_TITLE}
      lead={
        <>
          Programs use an API token instead of a person's sign-in: send it as{" "}
          <code>Authorization: Bearer</code>. A token acts only in this organization, with the scopes you give
          it.
        </>
      }
      createLabel={CREATE_TOKEN}
      onCreate={() => setCreating(true)}
      shown={
        created ? (
          <ShownOnce
            label="New API token"
            heading={`Token ‘${created.summary.name}’ created.`}
            message={apiTokenMessages.shownOnce}
            fieldLabel="Your new API token"
            value={created.token}
            copyLabel="Copy token"
            onDone={() => setCreated(null)}
          />
        ) : null
      }
      list={tokens}
      loadingText="Loading API tokens…"
      failedText={TOKENS_FAILED}
      emptyText={NO_TOKENS}
      renderList={(items) => <TokenTable tokens={items} onRevoke={setRevoking} />}
    >
      {creating ? (
        <CreateTokenDialog
          onCancel={() => setCreating(false)}
          onSubmit={async (input) => {
            const made = await api.create(orgId, input);
            setCreating(false);
            setCreated(made);
            await refresh();
          }}
        />
      ) : null}
      {revoking ? (
        <RevokeDialog
          token={revoking}
          onCancel={() => setRevoking(null)}
          revoke={async () => {
            await api.revoke(orgId, revoking.id);
            setRevoking(null);
            await refresh();
          }}
        />
      ) : null}
    </SecretsListPage>
  );
}

function TokenTable({
  tokens,
  onRevoke,
}: {
  tokens: ApiTokenSummary[];
  onRevoke(token: ApiTokenSummary): void;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="foyer-visually-hidden">{API_TOKENS_TITLE}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Scopes</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Expires</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="foyer-visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {tokens.map((token) => (
            <tr key={token.id}>
              <th scope="row" className="admin-table__name">
                {token.name}
                <br />
                <code>{token.prefix}…</code>
              </th>
              <td>{token.scopes.map((scope) => scopeLabel(scope as ApiTokenScope)).join("; ")}</td>
              <td>
                {dateText(token.createdAt, "")}
                {token.createdBy ? ` by ${token.createdBy.name}` : ""}
              </td>
              <td>{dateText(token.lastUsedAt, "Never")}</td>
              <td>{dateText(token.expiresAt, "Never")}</td>
              <td>{statusText[token.status]}</td>
              <td>
                {token.status === "revoked" ? null : (
                  <button
                    type="button"
                    className="foyer-button foyer-button--ghost"
                    aria-label={`Revoke ${token.name}`}
                    onClick={() => onRevoke(token)}
                  >
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Access = "read" | "write" | "modules";
type ModuleLevel = "none" | "read" | "write";

/** The scopes a choice in the dialog makes. */
export function scopesOf(
  access: Access,
  levels: Partial<Record<PermissionModule, ModuleLevel>>,
): ApiTokenScope[] {
  if (access !== "modules") return [access];
  return permissionModules.flatMap((module): ApiTokenScope[] => {
    const level = levels[module] ?? "none";
    return level === "none" ? [] : [`${module}:${level}` as ApiTokenScope];
  });
}

/** The end of the chosen day where the browser is, as an instant. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();

function CreateTokenDialog({
  onSubmit,
  onCancel,
}: {
  onSubmit(input: { name: string; scopes: ApiTokenScope[]; expiresAt: string | null }): Promise<void>;
  onCancel(): void;
}) {
  const ids = { name: useId(), expiry: useId(), error: useId() };
  const form = useRef<HTMLFormElement>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const [name, setName] = useState("");
  const [access, setAccess] = useState<Access>("read");
  const [levels, setLevels] = useState<Partial<Record<PermissionModule, ModuleLevel>>>({});
  const [expiry, setExpiry] = useState("");
  const [error, setError] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: onSubmit,
    onError: (caught) => setError(userMessageOf(caught)),
  });
  const today = new Date().toISOString().slice(0, 10);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const scopes = scopesOf(access, levels);
    if (name.trim() === "") return setError(apiTokenMessages.nameRequired);
    if (scopes.length === 0) return setError(apiTokenMessages.scopesRequired);
    if (expiry && endOfDay(expiry) <= new Date().toISOString()) return setError(apiTokenMessages.expiryPast);
    setError(null);
    submit.mutate({ name: name.trim(), scopes, expiresAt: expiry ? endOfDay(expiry) : null });
  };

  return (
    <FormDialog
      title="Create an API token"
      formRef={form}
      initialFocus={nameField}
      busy={submit.isPending}
      onSubmit={send}
      onCancel={onCancel}
    >
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={ids.name}>
          Name
        </label>
        <input
          ref={nameField}
          id={ids.name}
          className="foyer-input"
          value={name}
          maxLength={API_TOKEN_NAME_MAX}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <fieldset className="foyer-field">
        <legend className="foyer-field__label">Access</legend>
        {(
          [
            ["read", "Read every module"],
            ["write", "Read and write every module"],
            ["modules", "Choose per module"],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="api-tokens__choice">
            <input
              type="radio"
              name="access"
              value={value}
              checked={access === value}
              onChange={() => setAccess(value)}
            />{" "}
            {label}
          </label>
        ))}
      </fieldset>
      {access === "modules" ? (
        <fieldset className="foyer-field api-tokens__modules">
          <legend className="foyer-field__label">Modules</legend>
          {permissionModules.map((module) => (
            <label key={module} className="api-tokens__module">
              {module}
              <select
                aria-label={`${module} access`}
                className="foyer-input"
                value={levels[module] ?? "none"}
                onChange={(event) => setLevels({ ...levels, [module]: event.target.value as ModuleLevel })}
              >
                <option value="none">No access</option>
                <option value="read">Read</option>
                <option value="write">Read and write</option>
              </select>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={ids.expiry}>
          Expires (optional)
        </label>
        <input
          id={ids.expiry}
          className="foyer-input"
          type="date"
          min={today}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
        />
      </div>
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
          {submit.isPending ? "Creating..." : CREATE_TOKEN}
        </button>
      </div>
    </FormDialog>
  );
}

function RevokeDialog({
  token,
  revoke,
  onCancel,
}: {
  token: ApiTokenSummary;
  revoke(): Promise<void>;
  onCancel(): void;
}) {
  const run = useMutation({ mutationFn: revoke });
  return (
    <ConfirmDialog
      title="Revoke this API token?"
      confirmLabel={REVOKE_TOKEN}
      busyLabel="Revoking..."
      busy={run.isPending}
      error={run.error ? userMessageOf(run.error) : null}
      onConfirm={() => run.mutate()}
      onCancel={onCancel}
    >
      <p>
        <strong>{token.name}</strong> stops working at once: programs using it get 401.
      </p>
    </ConfirmDialog>
  );
}
