import { AuthLayout, useApp, userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, useState } from "react";
import { Link } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { AuthFooter, AuthFormCard, FormAlert, SubmitButton } from "./AuthCard.js";
import { AuthField } from "./AuthField.js";
import type { SignupCompleteState } from "./SignupPage.js";

type ResendStatus =
  | { status: "idle" }
  | { status: "sending" }
  | { status: "sent"; message: string }
  | { status: "failed"; message: string };

function useResend() {
  const { services } = useApp();
  const [state, setState] = useState<ResendStatus>({ status: "idle" });
  const resend = async (email: string) => {
    if (state.status === "sending") return;
    setState({ status: "sending" });
    try {
      const answer = await services.sdk.api.auth.resendConfirmation(email);
      setState({ status: "sent", message: answer.message });
    } catch (error) {
      setState({ status: "failed", message: userMessageOf(error) });
    }
  };
  return { state, resend };
}

function Outcome({ state }: { state: ResendStatus }) {
  if (state.status === "sent") return <FormAlert tone="success" message={state.message} />;
  return state.status === "failed" ? <FormAlert tone="error" message={state.message} /> : null;
}

const emailOfState = (state: unknown): string | null =>
  state && typeof (state as SignupCompleteState).email === "string"
    ? (state as SignupCompleteState).email
    : null;

/** /signup/complete (spec 1 §2): "check your email", and the confirmation email sent again. */
export function SignupCompletePage() {
  const email = emailOfState(useHistoryState());
  const { state, resend } = useResend();
  return (
    <AuthLayout>
      <section className="foyer-card foyer-auth-card" aria-labelledby="complete-title">
        <h1 className="foyer-auth-card__title" id="complete-title">
          Check your email
        </h1>
        <p className="foyer-auth-card__text">
          {email ? `We sent a link to ${email}.` : "We sent you a link."} Open it within 48 hours to confirm
          your address and sign in.
        </p>
        <Outcome state={state} />
        {email ? (
          <button
            type="button"
            className="foyer-button foyer-button--secondary foyer-button--block"
            onClick={() => void resend(email)}
            disabled={state.status === "sending"}
          >
            {state.status === "sending" ? "Sending..." : "Send the email again"}
          </button>
        ) : (
          <Link className="foyer-button foyer-button--secondary foyer-button--block" href="/signup/resend">
            Send the email again
          </Link>
        )}
        <AuthFooter />
      </section>
    </AuthLayout>
  );
}

/** /signup/resend (spec 1 §2): asks for a new confirmation email for an address. */
export function SignupResendPage() {
  const [email, setEmail] = useState(() => emailOfState(history.state) ?? "");
  const { state, resend } = useResend();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void resend(email);
  };
  const busy = state.status === "sending";
  return (
    <AuthFormCard
      id="resend"
      title="Send the confirmation email again"
      lead="Enter the email you signed up with and we will send a new link."
      onSubmit={submit}
    >
      <Outcome state={state} />
      <AuthField
        id="resend-email"
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={undefined}
        disabled={busy}
      />
      <SubmitButton busy={busy} label="Send confirmation email" busyLabel="Sending..." />
      <AuthFooter />
    </AuthFormCard>
  );
}
