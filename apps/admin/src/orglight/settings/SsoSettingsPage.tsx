import type { SsoConnection, SsoSettingsAnswer } from "@foyer/domain";
import { ConfirmDialog, useApp, userMessageOf } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useState } from "react";
import { isForbidden } from "../../server-data/access-gate.js";
import { useOrg } from "../org-context.js";

export const SSO_SETTINGS_TITLE = "Single sign-on";
export const SSO_SAVED = "Single sign-on saved";
export const SSO_REMOVED = "Single sign-on removed";
const LOAD_FAILED = "The single sign-on settings could not be loaded";

const ssoKey = (orgId: string) => ["sso", orgId] as const;

interface Draft {
  protocol: "oidc" | "saml";
  metadataXml: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  domains: string;
  allowAccountCreation: boolean;
  passwordSignInDisabled: boolean;
}

const draftOf = (connection: SsoConnection | null): Draft => ({
  protocol: connection?.protocol ?? "oidc",
  metadataXml: "",
  issuer: connection?.issuer ?? "",
  clientId: connection?.clientId ?? "",
  clientSecret: "",
  domains: connection?.domains.join(", ") ?? "",
  allowAccountCreation: connection?.allowAccountCreation ?? false,
  passwordSignInDisabled: connection?.passwordSignInDisabled ?? false,
});

/**
 * /org-light/{orgId}/settings/sso (issue 21 item 5): the organization's OpenID Connect provider
 * or SAML 2.0 identity provider (its metadata XML pasted; Foyer's own SAML details shown to give
 * the IdP), its email domains, whether it may make accounts and whether passwords still work for them. The
 * client secret is write-only. The server lets only the organization's admins in.
 */
export function SsoSettingsPage() {
  const { orgId, denyAccess } = useOrg();
  const { services } = useApp();
  const { http } = services.sdk;
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: ssoKey(orgId),
    queryFn: async () => {
      try {
        return (await http.get<{ payload: SsoSettingsAnswer }>(`organizations/${orgId}/sso`)).payload;
      } catch (caught) {
        if (isForbidden(caught)) denyAccess(caught);
        throw caught;
      }
    },
  });

  return (
    <section className="event-page" aria-labelledby="sso-settings-title">
      <header className="admin-section__head">
        <h1 className="admin-section__title" id="sso-settings-title">
          {SSO_SETTINGS_TITLE}
        </h1>
        <p className="admin-section__lead">
          Members whose email is of your domains sign in at your organization's identity provider (Okta,
          Microsoft Entra ID, Google…) over OpenID Connect or SAML 2.0, from the{" "}
          <strong>Sign in with SSO</strong> link of the sign-in page.
        </p>
      </header>
      {settings.isPending ? <p role="status">Loading...</p> : null}
      {settings.isError ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {LOAD_FAILED}. {userMessageOf(settings.error)}
        </p>
      ) : null}
      {settings.data ? (
        <SsoForm
          key={settings.data.connection?.updatedAt ?? "new"}
          orgId={orgId}
          settings={settings.data}
          onChanged={(next) => queryClient.setQueryData(ssoKey(orgId), next)}
        />
      ) : null}
    </section>
  );
}

function SsoForm(props: {
  orgId: string;
  settings: SsoSettingsAnswer;
  onChanged: (next: SsoSettingsAnswer) => void;
}) {
  const { services } = useApp();
  const { http } = services.sdk;
  const { connection, redirectUri, serviceProvider } = props.settings;
  const [draft, setDraft] = useState<Draft>(() => draftOf(connection));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removal, setRemoval] = useState<{ busy: boolean; error: string | null }>({
    busy: false,
    error: null,
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((old) => ({ ...old, [key]: value }));
  const url = `organizations/${props.orgId}/sso`;
  type TextKey = "issuer" | "clientId" | "clientSecret" | "domains";
  const text = (key: TextKey, label: string, extra: Pick<TextFieldProps, "type" | "hint"> = {}) => (
    <TextField
      id={`sso-${key}`}
      label={label}
      value={draft[key]}
      onChange={(value) => set(key, value)}
      disabled={busy}
      {...extra}
    />
  );
  const check = (key: "allowAccountCreation" | "passwordSignInDisabled", label: string) => (
    <label className="team-check">
      <input
        type="checkbox"
        checked={draft[key]}
        onChange={(event) => set(key, event.target.checked)}
        disabled={busy}
      />
      <span>{label}</span>
    </label>
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const domains = draft.domains
        .split(/[\s,;]+/)
        .map((domain) => domain.trim())
        .filter(Boolean);
      const common = {
        domains,
        allowAccountCreation: draft.allowAccountCreation,
        passwordSignInDisabled: draft.passwordSignInDisabled,
      };
      const saved =
        draft.protocol === "saml"
          ? await http.put<{ payload: SsoSettingsAnswer }>(`${url}/saml`, {
              json: { metadataXml: draft.metadataXml, ...common },
            })
          : await http.put<{ payload: SsoSettingsAnswer }>(url, {
              json: {
                issuer: draft.issuer.trim(),
                clientId: draft.clientId.trim(),
                ...(draft.clientSecret.trim() ? { clientSecret: draft.clientSecret.trim() } : {}),
                ...common,
              },
            });
      services.toasts.show({ message: SSO_SAVED, severity: "success" });
      props.onChanged(saved.payload);
    } catch (caught) {
      setFailure(userMessageOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setRemoval({ busy: true, error: null });
    try {
      await http.delete(url);
      services.toasts.show({ message: SSO_REMOVED, severity: "success" });
      setRemoving(false);
      props.onChanged({ connection: null, redirectUri, serviceProvider });
    } catch (caught) {
      setRemoval({ busy: false, error: userMessageOf(caught) });
    }
  };

  return (
    <form className="admin-panel event-card" onSubmit={submit} noValidate aria-labelledby="sso-form-title">
      <h2 className="event-card__title" id="sso-form-title">
        Identity provider
      </h2>
      <fieldset className="foyer-field">
        <legend className="foyer-field__label">Protocol</legend>
        {(
          [
            ["oidc", "OpenID Connect"],
            ["saml", "SAML 2.0"],
          ] as const
        ).map(([value, label]) => (
          <label className="team-check" key={value}>
            <input
              type="radio"
              name="sso-protocol"
              value={value}
              checked={draft.protocol === value}
              onChange={() => set("protocol", value)}
              disabled={busy}
            />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      {draft.protocol === "oidc" ? (
        <p>
          Register this redirect URI at your provider:{" "}
          <code data-testid="sso-redirect-uri">{redirectUri}</code>
        </p>
      ) : (
        <dl className="sso-sp" data-testid="sso-saml-sp">
          <dt>Entity ID (audience)</dt>
          <dd>
            <code>{serviceProvider.entityId}</code>
          </dd>
          <dt>ACS URL (single sign-on URL, HTTP-POST)</dt>
          <dd>
            <code data-testid="sso-saml-acs">{serviceProvider.acsUrl}</code>
          </dd>
          <dt>Single logout URL (HTTP-Redirect)</dt>
          <dd>
            <code>{serviceProvider.sloUrl}</code>
          </dd>
          <dt>Service provider metadata</dt>
          <dd>
            <a href={serviceProvider.metadataUrl}>{serviceProvider.metadataUrl}</a>
          </dd>
        </dl>
      )}
      {failure ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      {draft.protocol === "oidc" ? (
        <>
          {text("issuer", "Issuer URL")}
          {text("clientId", "Client ID")}
          {text("clientSecret", "Client secret", {
            type: "password",
            hint: connection?.hasClientSecret
              ? "Stored. Leave empty to keep it; it is never shown."
              : undefined,
          })}
        </>
      ) : (
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor="sso-metadataXml">
            Identity provider metadata (XML)
          </label>
          <textarea
            id="sso-metadataXml"
            className="foyer-input"
            rows={8}
            value={draft.metadataXml}
            onChange={(event) => set("metadataXml", event.target.value)}
            disabled={busy}
            aria-describedby="sso-metadataXml-hint"
          />
          <p className="foyer-field__hint" id="sso-metadataXml-hint">
            {connection?.saml
              ? `In use: ${connection.saml.entityId}, signing in at ${connection.saml.ssoUrl}. Paste the metadata again to change it.`
              : "Download it from your identity provider's Foyer application and paste it here."}
          </p>
        </div>
      )}
      {text("domains", "Email domains", {
        hint: "Separated by commas, for example example.com, example.org",
      })}
      {check("allowAccountCreation", "Create an account for a verified email of these domains that has none")}
      {check("passwordSignInDisabled", "Switch off password sign-in for these domains")}
      <div>
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? "Checking the provider and saving..." : "Save single sign-on"}
        </button>{" "}
        {connection ? (
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            onClick={() => setRemoving(true)}
          >
            Remove single sign-on
          </button>
        ) : null}
      </div>
      {removing ? (
        <ConfirmDialog
          title="Remove single sign-on?"
          confirmLabel="Remove"
          busyLabel="Removing..."
          busy={removal.busy}
          error={removal.error}
          danger
          onConfirm={() => void remove()}
          onCancel={() => setRemoving(false)}
        >
          Members of these domains sign in with their passwords again.
        </ConfirmDialog>
      ) : null}
    </form>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  type?: "text" | "password";
  hint?: ReactNode;
}

function TextField(props: TextFieldProps) {
  return (
    <div className="foyer-field">
      <label className="foyer-field__label" htmlFor={props.id}>
        {props.label}
      </label>
      <input
        id={props.id}
        className="foyer-input"
        type={props.type ?? "text"}
        value={props.value}
        autoComplete="off"
        onChange={(event) => props.onChange(event.target.value)}
        disabled={props.disabled}
        aria-describedby={props.hint ? `${props.id}-hint` : undefined}
      />
      {props.hint ? (
        <p className="foyer-field__hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
    </div>
  );
}
