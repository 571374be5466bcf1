import { AuthLayout, useApp, userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "wouter";

type ForgotStatus =
  | { status: "editing" }
  | { status: "sending" }
  | { status: "sent"; message: string }
  | { status: "failed"; message: string };

/** /forgot: asks for a password reset link by email. */
export function ForgotPasswordPage() {
  const { services } = useApp();
  const [email, setEmail] = useState("");
  const [form, setForm] = useState<ForgotStatus>({ status: "editing" });
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    emailRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.status === "sending") return;
    setForm({ status: "sending" });
    try {
      const answer = await services.sdk.api.auth.forgotPassword(email);
      setForm({ status: "sent", message: answer.message });
    } catch (error) {
      setForm({ status: "failed", message: userMessageOf(error) });
    }
  };

  if (form.status === "sent") {
    return (
      <AuthLayout>
        <section className="foyer-card foyer-auth-card" aria-labelledby="forgot-title">
          <h1 className="foyer-auth-card__title" id="forgot-title">
            Check your email
          </h1>
          <p className="foyer-alert foyer-alert--success" role="status">
            {form.message}
          </p>
          <Link className="foyer-button foyer-button--secondary foyer-button--block" href="/login">
            Back to sign in
          </Link>
        </section>
      </AuthLayout>
    );
  }

  const busy = form.status === "sending";
  return (
    <AuthLayout>
      <form
        className="foyer-card foyer-auth-card"
        onSubmit={submit}
        noValidate
        aria-labelledby="forgot-title"
      >
        <h1 className="foyer-auth-card__title" id="forgot-title">
          Reset your password
        </h1>
        <p className="foyer-auth-card__text">
          Enter the email you sign in with and we will send you a reset link.
        </p>
        {form.status === "failed" ? (
          <p className="foyer-alert foyer-alert--error" role="alert">
            {form.message}
          </p>
        ) : null}
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor="forgot-email">
            Email
          </label>
          <input
            ref={emailRef}
            id="forgot-email"
            className="foyer-input"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={form.status === "failed" ? true : undefined}
            disabled={busy}
          />
        </div>
        <button
          className="foyer-button foyer-button--primary foyer-button--block"
          type="submit"
          disabled={busy}
        >
          {busy ? "Sending..." : "Send reset link"}
        </button>
        <p className="foyer-sign-in__footer">
          <Link href="/login">Back to sign in</Link>
        </p>
      </form>
    </AuthLayout>
  );
}
