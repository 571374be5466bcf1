import {
  countryCodes,
  countryName,
  PORTAL_PROFILE_VALUE_MAX,
  type PortalProfile,
  type PortalProfileField,
  type PortalProfileKey,
  portalProfileKeys,
  portalProfileLabels,
  portalProfileMessages,
} from "@foyer/domain";
import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import { usePortalHost } from "../portal-host.js";
import { changesOf, draftOf, type ProfileDraft, problemsOf } from "./profile-form.js";
import { usePortalProfileApi } from "./usePortalProfileApi.js";

export const PROFILE_SAVE_FAILED = "Your profile could not be saved";

type SaveState =
  | { status: "idle" }
  | { status: "saving" }
  | { status: "saved" }
  | { status: "refused"; fields: Partial<Record<string, string>>; message: string | null };

const AUTOCOMPLETE: Partial<Record<PortalProfileKey, string>> = {
  fname: "given-name",
  lname: "family-name",
  title: "organization-title",
  company: "organization",
  phone: "tel",
};

/** A read-only value as people read it: a country's name, "Not set" when empty. */
function shown(key: PortalProfileKey, value: string | null): string {
  if (!value) return "Not set";
  return key === "country" ? countryName(value) : value;
}

function CountrySelect(props: {
  id: string;
  value: string;
  disabled: boolean;
  invalid: string | undefined;
  onChange: (value: string) => void;
}) {
  const options = useMemo(
    () =>
      countryCodes
        .map((code) => ({ code, name: countryName(code) }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [],
  );
  const known = props.value === "" || countryCodes.includes(props.value);
  return (
    <select
      id={props.id}
      className="foyer-input"
      value={props.value}
      disabled={props.disabled}
      aria-invalid={props.invalid ? true : undefined}
      aria-describedby={props.invalid ? `${props.id}-error` : undefined}
      onChange={(event) => props.onChange(event.target.value)}
    >
      <option value="">Not set</option>
      {known ? null : <option value={props.value}>{props.value}</option>}
      {options.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </select>
  );
}

/**
 * The profile's fields: editable ones as labelled inputs, the others (the email always) as text.
 * Save sends only what changed; the server's refusals show beside their fields.
 */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: PortalProfile;
  onSaved: (next: PortalProfile) => void;
}) {
  const { api: me } = usePortalProfileApi();
  const host = usePortalHost();
  const id = useId();
  const [draft, setDraft] = useState<ProfileDraft>(() => draftOf(profile));
  const [save, setSave] = useState<SaveState>({ status: "idle" });
  const changes = changesOf(draft, profile);
  const dirty = Object.keys(changes).length > 0;
  const saving = save.status === "saving";

  // Leaving the page (reload, closing the tab) with unsaved changes asks first.
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    if (!dirty) {
      setSave({ status: "saved" });
      return;
    }
    setSave({ status: "saving" });
    me.saveProfile(changes).then(
      (next) => {
        setDraft(draftOf(next));
        setSave({ status: "saved" });
        onSaved(next);
      },
      (error: unknown) => {
        const { fields, message } = problemsOf(error);
        const named = message === null && Object.keys(fields).length > 0;
        // Not the participant's input: the error store reports it as well.
        if (!named && !message) host.notify(PROFILE_SAVE_FAILED, "error");
        setSave({
          status: "refused",
          fields,
          message: named ? null : (message ?? `${PROFILE_SAVE_FAILED}.`),
        });
      },
    );
  };

  const problem = (key: string) => (save.status === "refused" ? save.fields[key] : undefined);
  const editable = (key: PortalProfileKey): key is PortalProfileField =>
    (profile.editable as readonly string[]).includes(key);
  const readOnly = portalProfileKeys.filter((key) => !editable(key));

  return (
    <form className="profile-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-form__title">
        Your details
      </h2>
      {portalProfileKeys.filter(editable).map((key) => {
        const fieldId = `${id}-${key}`;
        const error = problem(key);
        const change = (value: string) => {
          setDraft((current) => ({ ...current, [key]: value }));
          if (save.status !== "saving") setSave({ status: "idle" });
        };
        return (
          <div className="foyer-field" key={key}>
            <label className="foyer-field__label" htmlFor={fieldId}>
              {portalProfileLabels[key]}
            </label>
            {key === "country" ? (
              <CountrySelect
                id={fieldId}
                value={draft.country}
                disabled={saving}
                invalid={error}
                onChange={change}
              />
            ) : (
              <input
                id={fieldId}
                className="foyer-input"
                type={key === "phone" ? "tel" : "text"}
                value={draft[key]}
                maxLength={PORTAL_PROFILE_VALUE_MAX}
                autoComplete={AUTOCOMPLETE[key] ?? "off"}
                disabled={saving}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${fieldId}-error` : undefined}
                onChange={(event) => change(event.target.value)}
              />
            )}
            {error ? (
              <p className="foyer-field__error" id={`${fieldId}-error`}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {readOnly.length > 0 ? (
        <dl className="profile-form__read-only">
          {readOnly.map((key) => (
            <div key={key}>
              <dt>{portalProfileLabels[key]}</dt>
              <dd>{shown(key, profile.values[key])}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {readOnly.length > 0 ? (
        <p className="portal-muted">To change the details shown as text, ask the event team.</p>
      ) : null}
      <div className="profile-form__actions">
        <button type="submit" className="foyer-button foyer-button--primary" disabled={saving}>
          {saving ? "Saving…" : "Save"}
        </button>
        <p className="profile-form__status" role="status">
          {save.status === "saved" ? portalProfileMessages.saved : dirty ? "You have unsaved changes." : ""}
        </p>
      </div>
      {save.status === "refused" && save.message ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {save.message}
        </p>
      ) : save.status === "refused" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          Check the fields marked above.
        </p>
      ) : null}
    </form>
  );
}
