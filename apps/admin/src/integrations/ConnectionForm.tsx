import {
  type ConnectionBody,
  type IntegrationConnection,
  type IntegrationSource,
  integrationMessages,
  missingCredentialFields,
  sourceInfo,
} from "@foyer/domain";
import { fieldErrorsOf, type IntegrationsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { type FormEvent, useId, useState } from "react";
import { serverMessageOr } from "./server-message.js";

export const CONNECTION_UPDATED = "Connection Updated";
export const FILL_SANDBOX_KEYS = "Fill in sandbox keys";

export interface ConnectionFormProps {
  orgId: string;
  source: IntegrationSource;
  api: IntegrationsApi;
  /** A connection whose keys are being changed (PUT with its id); null adds one (POST). */
  editing: IntegrationConnection | null;
  /** The sandbox stand-ins' keys, when the server offers them. */
  sandboxKeys?: Record<string, string> | undefined;
  onSaved(connection: IntegrationConnection): void;
  /** The platform refused: the server kept the connection as invalid (spec 1 §4), the list reloads. */
  onFailed(): void;
  onCancel?: (() => void) | undefined;
}

/**
 * The connection form (spec 1 §5 "Connection form: every credential field of the chosen source
 * needs a value, otherwise 'Please fill out the required fields' and nothing is saved"): the
 * source's credential fields, secrets as password inputs, the server's message on failure.
 */
export function ConnectionForm({
  orgId,
  source,
  api,
  editing,
  sandboxKeys,
  onSaved,
  onFailed,
  onCancel,
}: ConnectionFormProps) {
  const { services } = useApp();
  const id = useId();
  const info = sourceInfo[source];
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...editing?.connection_settings }));
  const [missing, setMissing] = useState<string[]>([]);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const empty = missingCredentialFields(source, values);
    setMissing(empty);
    setFieldErrors({});
    if (empty.length > 0) {
      setAlert(integrationMessages.requiredFields);
      return;
    }
    setAlert(null);
    setBusy(true);
    const body = Object.fromEntries(
      info.fields.map((field) => [field.name, (values[field.name] ?? "").trim()]),
    ) as ConnectionBody;
    try {
      const saved = editing
        ? await api.updateConnection(source, orgId, { ...body, id: editing.id })
        : await api.connect(source, orgId, body);
      services.toasts.show({
        message: editing ? CONNECTION_UPDATED : integrationMessages.created,
        severity: "success",
      });
      setBusy(false);
      onSaved(saved);
    } catch (error) {
      const message = serverMessageOr(error, integrationMessages.connectFailed);
      services.errors.register(message);
      setFieldErrors(fieldErrorsOf(error));
      setAlert(message);
      setBusy(false);
      onFailed();
    }
  };

  const title = editing ? `Change the keys of this ${info.label} connection` : `Connect ${info.label}`;
  return (
    <form className="integration-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 className="integration-form__title" id={`${id}-title`}>
        {title}
      </h3>
      <p className="foyer-field__hint">{info.keysHelp}</p>
      {alert ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {alert}
        </p>
      ) : null}
      {info.fields.map((field) => {
        const inputId = `${id}-${field.name}`;
        const problem = fieldErrors[field.name] ?? (missing.includes(field.name) ? "Required" : null);
        const described = [field.hint ? `${inputId}-hint` : "", problem ? `${inputId}-error` : ""]
          .filter(Boolean)
          .join(" ");
        return (
          <div className="foyer-field" key={field.name}>
            <label className="foyer-field__label" htmlFor={inputId}>
              {field.label}
            </label>
            <input
              id={inputId}
              className="foyer-input"
              type={field.secret ? "password" : "text"}
              autoComplete={field.secret ? "new-password" : "off"}
              spellCheck={false}
              required
              value={values[field.name] ?? ""}
              disabled={busy}
              aria-invalid={problem ? true : undefined}
              aria-describedby={described || undefined}
              onChange={(event) => setValues((now) => ({ ...now, [field.name]: event.target.value }))}
            />
            {field.hint ? (
              <p className="foyer-field__hint" id={`${inputId}-hint`}>
                {field.hint}
              </p>
            ) : null}
            {problem ? (
              <p className="foyer-field__error" id={`${inputId}-error`}>
                {problem}
              </p>
            ) : null}
          </div>
        );
      })}
      <div className="integration-form__actions">
        {sandboxKeys ? (
          <button
            type="button"
            className="foyer-button foyer-button--ghost"
            disabled={busy}
            onClick={() => setValues((now) => ({ ...now, ...sandboxKeys }))}
          >
            {FILL_SANDBOX_KEYS}
          </button>
        ) : null}
        {onCancel ? (
          <button type="button" className="foyer-button foyer-button--secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
        <button type="submit" className="foyer-button foyer-button--primary" disabled={busy}>
          {busy ? "Connecting..." : editing ? "Save keys" : "Connect"}
        </button>
      </div>
    </form>
  );
}
