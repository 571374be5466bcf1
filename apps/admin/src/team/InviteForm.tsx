import { emailProblem, type Role, type TeamInviteResult } from "@foyer/domain";
import type { TeamScopeApi } from "@foyer/sdk";
import { userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, useId, useState } from "react";
import { accessBody, accessOptions, parseAccess } from "./access.js";
import { isGateRefusal } from "./team-data.js";

export interface InviteFormProps {
  scope: TeamScopeApi;
  roles: readonly Role[];
  canGrantAdmin: boolean;
  onInvited(result: TeamInviteResult): void;
  onForbidden(error: unknown): void;
}

/** The choice an invitation starts with: the first role, or no role when there are none. */
const firstChoice = (roles: readonly Role[]) => (roles[0] ? `role:${roles[0].id}` : "none");

/**
 * "Invite someone": an email and the access to give. An existing account joins at once; an
 * unknown email is invited and joins when it signs up or signs in.
 */
export function InviteForm({ scope, roles, canGrantAdmin, onInvited, onForbidden }: InviteFormProps) {
  const id = useId();
  const [email, setEmail] = useState("");
  const [access, setAccess] = useState(() => firstChoice(roles));
  const [emailError, setEmailError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = accessOptions(roles, canGrantAdmin);
  const chosen = options.some((option) => option.value === access) ? access : firstChoice(roles);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const problem = emailProblem(email);
    setEmailError(problem?.message ?? null);
    setFailure(null);
    if (problem) return;
    setBusy(true);
    try {
      const result = await scope.invite({ email: email.trim(), ...accessBody(parseAccess(chosen)) });
      setEmail("");
      onInvited(result);
    } catch (error) {
      if (isGateRefusal(error)) return onForbidden(error);
      setFailure(userMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="admin-panel team-invite" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 className="team-invite__title" id={`${id}-title`}>
        Invite someone
      </h2>
      {failure ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="team-invite__fields">
        <div className="foyer-field team-invite__email">
          <label className="foyer-field__label" htmlFor={`${id}-email`}>
            Email
          </label>
          <input
            id={`${id}-email`}
            type="email"
            className="foyer-input"
            autoComplete="off"
            value={email}
            maxLength={320}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${id}-email-error` : `${id}-email-hint`}
            disabled={busy}
            required
          />
          {emailError ? (
            <p className="foyer-field__error" id={`${id}-email-error`}>
              {emailError}
            </p>
          ) : (
            <p className="foyer-field__hint" id={`${id}-email-hint`}>
              Someone without an account joins when they sign up or sign in with this email.
            </p>
          )}
        </div>
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-access`}>
            Role
          </label>
          <select
            id={`${id}-access`}
            className="foyer-input"
            value={chosen}
            onChange={(event) => setAccess(event.target.value)}
            disabled={busy}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          className="foyer-button foyer-button--primary team-invite__submit"
          disabled={busy}
        >
          {busy ? "Inviting..." : "Invite"}
        </button>
      </div>
    </form>
  );
}
