import { isPortalPath, isSameOriginPath, PASSWORD_MIN_LENGTH } from "@foyer/domain";
import { AuthLayout, useApp, userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useParams, useSearch } from "wouter";
import { AuthFooter, AuthFormCard, FormAlert, SubmitButton } from "./AuthCard.js";
import { AuthField } from "./AuthField.js";
import { checkNewPassword, type NewPasswordErrors } from "./new-password-rules.js";

type ResetStatus =
  | { status: "editing" }
  | { status: "saving" }
  | { status: "done"; message: string }
  | { status: "failed"; message: string };

/**
 * Where "Sign in" leads once the password is set: an emailed link may say (`?next=`, issue 19),
 * e.g. a portal's own sign-in page, or the team an invitation was for (through /login).
 */
export function signInAfterReset(search: string): string {
  const next = new URLSearchParams(search).get("next");
  if (!next || !isSameOriginPath(next)) return "/login";
  return isPortalPath(next) ? next : `/login?returnTo=${encodeURIComponent(next)}`;
}

/** /reset/{hash}: sets a new password with the link from the reset (or invitation) email. */
export function ResetPasswordPage() {
  const { services } = useApp();
  const { hash = "" } = useParams<{ hash: string }>();
  const search = useSearch();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [fieldErrors, setFieldErrors] = useState<NewPasswordErrors>({});
  const [form, setForm] = useState<ResetStatus>({ status: "editing" });
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    passwordRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.status === "saving") return;
    const errors = checkNewPassword(password, confirmation);
    setFieldErrors(errors);
    if (errors.password || errors.confirmation) return;
    setForm({ status: "saving" });
    try {
      const answer = await services.sdk.api.auth.resetPassword(hash, password);
      setForm({ status: "done", message: answer.message });
    } catch (error) {
      setForm({ status: "failed", message: userMessageOf(error) });
    }
  };

  const signInHref = signInAfterReset(search);
  if (form.status === "done") {
    return (
      <AuthLayout>
        <section className="foyer-card foyer-auth-card" aria-labelledby="reset-title">
          <h1 className="foyer-auth-card__title" id="reset-title">
            Password changed
          </h1>
          <FormAlert tone="success" message={form.message} />
          {isPortalPath(signInHref) ? (
            // The portal is another app: a page load, not a route of this one.
            <a className="foyer-button foyer-button--primary foyer-button--block" href={signInHref}>
              Sign in
            </a>
          ) : (
            <Link className="foyer-button foyer-button--primary foyer-button--block" href={signInHref}>
              Sign in
            </Link>
          )}
        </section>
      </AuthLayout>
    );
  }

  const busy = form.status === "saving";
  return (
    <AuthFormCard
      id="reset"
      title="Choose a new password"
      lead={`Use at least ${PASSWORD_MIN_LENGTH} characters.`}
      onSubmit={submit}
    >
      {form.status === "failed" ? <FormAlert tone="error" message={form.message} /> : null}
      <AuthField
        type="password"
        autoComplete="new-password"
        id="reset-password"
        label="New password"
        value={password}
        onChange={setPassword}
        error={fieldErrors.password}
        disabled={busy}
        inputRef={passwordRef}
      />
      <AuthField
        type="password"
        autoComplete="new-password"
        id="reset-confirmation"
        label="Confirm new password"
        value={confirmation}
        onChange={setConfirmation}
        error={fieldErrors.confirmation}
        disabled={busy}
      />
      <SubmitButton busy={busy} label="Set new password" busyLabel="Saving..." />
      <AuthFooter>
        <Link href="/forgot">Request a new link</Link>
      </AuthFooter>
    </AuthFormCard>
  );
}
