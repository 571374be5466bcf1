import { messages, type User } from "@foyer/domain";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { meKey } from "../server-data/query-keys.js";
import { TimeZonePicker } from "../time-zone/TimeZonePicker.js";
import {
  type AccountField,
  type AccountFieldErrors,
  type AccountFormValues,
  accountFieldErrorsOf,
  formValuesOf,
  updateBodyOf,
} from "./account-form.js";

export const ACCOUNT_SAVED = "Your account settings have been saved.";
export const FIX_FIELDS = "Please correct the highlighted fields.";

/** /account/settings: the signed-in user's own details. */
export function AccountSettingsPage() {
  const { services } = useApp();
  const { sdk } = services;
  const me = useQuery({
    queryKey: meKey("user"),
    queryFn: () => sdk.api.user.me(),
    meta: { errorMessage: messages.loggedInUserDetailsFailed },
  });

  return (
    <section className="admin-section" aria-labelledby="account-title">
      <header className="admin-section__head">
        <h1 className="admin-section__title" id="account-title">
          Account settings
        </h1>
        <p className="admin-section__lead">How you appear to your teams and to the people you invite.</p>
      </header>
      {me.status === "pending" ? (
        <div className="admin-panel admin-panel--center" role="status">
          <span className="foyer-spinner" aria-hidden="true" />
          <span>Loading your account...</span>
        </div>
      ) : me.status === "error" ? (
        <div className="admin-panel admin-panel--center">
          <p className="foyer-alert foyer-alert--error">{messages.loggedInUserDetailsFailed}</p>
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            onClick={() => void me.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <AccountForm user={me.data} />
      )}
    </section>
  );
}

type SaveStatus = { status: "editing" } | { status: "saving" } | { status: "failed"; message: string };

function AccountForm({ user }: { user: User }) {
  const { services } = useApp();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<AccountFormValues>(() => formValuesOf(user));
  const [fieldErrors, setFieldErrors] = useState<AccountFieldErrors>({});
  const [save, setSave] = useState<SaveStatus>({ status: "editing" });

  const change = (field: AccountField) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.status === "saving") return;
    setSave({ status: "saving" });
    try {
      const saved = await services.sdk.api.user.updateMe(updateBodyOf(values));
      queryClient.setQueryData(meKey("user"), saved);
      setValues(formValuesOf(saved));
      setFieldErrors({});
      setSave({ status: "editing" });
      services.toasts.show({ message: ACCOUNT_SAVED, severity: "success" });
      // The header shows the user's name: refresh the session's copy.
      void services.sdk.session.check({ pathname: location.pathname, search: location.search });
    } catch (error) {
      const errors = accountFieldErrorsOf(error);
      setFieldErrors(errors);
      // The fields carry the server's own messages; the banner only points at them.
      const message = Object.keys(errors).length > 0 ? FIX_FIELDS : userMessageOf(error);
      setSave({ status: "failed", message });
    }
  };

  const busy = save.status === "saving";
  const field = (name: AccountField, label: string, autoComplete: string, hint?: string) => (
    <div className="foyer-field">
      <label className="foyer-field__label" htmlFor={`account-${name}`}>
        {label}
      </label>
      <input
        id={`account-${name}`}
        className="foyer-input"
        type={name === "phone" ? "tel" : "text"}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={change(name)}
        aria-invalid={fieldErrors[name] ? true : undefined}
        aria-describedby={
          fieldErrors[name] ? `account-${name}-error` : hint ? `account-${name}-hint` : undefined
        }
        disabled={busy}
      />
      {fieldErrors[name] ? (
        <p className="foyer-field__error" id={`account-${name}-error`}>
          {fieldErrors[name]}
        </p>
      ) : hint ? (
        <p className="foyer-field__hint" id={`account-${name}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );

  return (
    <form className="admin-panel admin-form" onSubmit={submit} noValidate aria-labelledby="account-title">
      {save.status === "failed" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {save.message}
        </p>
      ) : null}
      <div className="foyer-field">
        <span className="foyer-field__label">Email</span>
        <p className="admin-form__static">{user.email}</p>
      </div>
      <div className="admin-form__row">
        {field("fname", "First name", "given-name")}
        {field("lname", "Last name", "family-name")}
      </div>
      <div className="admin-form__row">
        {field("phone", "Phone", "tel", "Optional. Include the country code, e.g. +1 555 0100.")}
        {field("location", "Location", "address-level2", "Optional. City and country.")}
      </div>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor="account-timezone">
          Time zone
        </label>
        <TimeZonePicker
          id="account-timezone"
          value={values.timezone}
          onChange={(timezone) => change("timezone")({ target: { value: timezone } })}
          emptyLabel="Not set"
          invalid={Boolean(fieldErrors.timezone)}
          describedBy={fieldErrors.timezone ? "account-timezone-error" : undefined}
          disabled={busy}
        />
        {fieldErrors.timezone ? (
          <p className="foyer-field__error" id="account-timezone-error">
            {fieldErrors.timezone}
          </p>
        ) : null}
      </div>
      <div className="admin-form__actions">
        <button className="foyer-button foyer-button--primary" type="submit" disabled={busy}>
          {busy ? "Saving..." : "Save changes"}
        </button>
      </div>
    </form>
  );
}
