import { ORG_NAME_MAX_LENGTH, ORG_SETTINGS_UPDATE, orgMessages } from "@foyer/domain";
import { fieldErrorsOf } from "@foyer/sdk";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, useState } from "react";
import { isForbidden } from "../../server-data/access-gate.js";
import { useServerWrite } from "../../server-data/useServerWrite.js";
import { allows, useOrg } from "../org-context.js";
import { LogoField } from "./LogoField.js";

export const ORG_SAVED = "The organization's settings have been saved.";
export const READ_ONLY_NOTE =
  "You can see these settings; changing them needs update on the organization's settings.";

/**
 * /org-light/{orgId}/settings: the organization's name and logo (spec 1 §1 "organization logo
 * upload", §7 "Organization get and put"). Who may not change them sees them read-only.
 */
export function OrgSettingsPage() {
  const { organization, profile } = useOrg();
  const editable = allows(profile, ORG_SETTINGS_UPDATE);
  return (
    <section className="event-page" aria-labelledby="org-settings-title">
      <header className="admin-section__head">
        <h1 className="admin-section__title" id="org-settings-title">
          Settings
        </h1>
        <p className="admin-section__lead">How your organization appears to its team and in its events.</p>
      </header>
      {editable ? null : <p className="foyer-alert foyer-alert--info">{READ_ONLY_NOTE}</p>}
      <NameForm key={organization.name} editable={editable} />
      <LogoField editable={editable} />
    </section>
  );
}

type Save = { status: "editing" } | { status: "saving" } | { status: "failed"; message: string };

function NameForm({ editable }: { editable: boolean }) {
  const { services } = useApp();
  const { orgId, organization, api, setOrganization } = useOrg();
  const write = useServerWrite();
  const [name, setName] = useState(organization.name);
  const [error, setError] = useState<string | null>(null);
  const [save, setSave] = useState<Save>({ status: "editing" });
  const busy = save.status === "saving";

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !editable) return;
    if (name.trim() === "") {
      setError("Organization name is required");
      return;
    }
    setError(null);
    setSave({ status: "saving" });
    try {
      const saved = await write(() => api.update(orgId, { name }));
      setSave({ status: "editing" });
      services.toasts.show({ message: ORG_SAVED, severity: "success" });
      setOrganization(saved);
    } catch (caught) {
      if (isForbidden(caught)) return; // the area's gate has it
      const nameError = fieldErrorsOf(caught).name;
      if (nameError) setError(nameError);
      // Spec 1 §8: "An error occurred updating organization", in the error store and here.
      services.errors.register(orgMessages.organizationUpdateFailed);
      setSave({
        status: "failed",
        message: `${orgMessages.organizationUpdateFailed}. ${userMessageOf(caught)}`,
      });
    }
  };

  return (
    <form className="admin-panel event-card" onSubmit={submit} noValidate aria-labelledby="org-name-title">
      <h2 className="event-card__title" id="org-name-title">
        Name
      </h2>
      {save.status === "failed" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {save.message}
        </p>
      ) : null}
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor="org-name">
          Organization name
        </label>
        <input
          id="org-name"
          className="foyer-input"
          type="text"
          value={name}
          maxLength={ORG_NAME_MAX_LENGTH}
          autoComplete="organization"
          onChange={(event) => setName(event.target.value)}
          disabled={busy}
          readOnly={!editable}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "org-name-error" : undefined}
        />
        {error ? (
          <p className="foyer-field__error" id="org-name-error">
            {error}
          </p>
        ) : null}
      </div>
      {editable ? (
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? "Saving..." : "Save name"}
        </button>
      ) : null}
    </form>
  );
}
