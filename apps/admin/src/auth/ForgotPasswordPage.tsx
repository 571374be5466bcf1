import { AuthLayout, useApp, userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { AuthFooter, AuthFormCard, FormAlert, SubmitButton } from "./AuthCard.js";
import { AuthField } from "./AuthField.js";

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
          <FormAlert tone="success" message={form.message} />
          <Link className="foyer-button foyer-button--secondary foyer-button--block" href="/login">
            Back to sign in
          </Link>
        </section>
      </AuthLayout>
    );
  }

  const busy = form.status === "sending";
  return (
    <AuthFormCard
      id="forgot"
      title="Reset your password"
      lead="Enter the email you sign in with and we will send you a reset link."
      onSubmit={submit}
    >
      {form.status === "failed" ? <FormAlert tone="error" message={form.message} /> : null}
      <AuthField
        inputRef={emailRef}
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={undefined}
        invalid={form.status === "failed"}
        disabled={busy}
      />
      <SubmitButton busy={busy} label="Send reset link" busyLabel="Sending..." />
      <AuthFooter />
    </AuthFormCard>
  );
}
