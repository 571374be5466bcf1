import { signupCodes } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { AuthLayout, LoadingScreen, useApp, userMessageOf } from "@foyer/widgets/react";
import { useEffect, useRef, useState } from "react";
import { Link, useParams } from "wouter";
import { HOME_AFTER_SIGN_IN } from "./after-sign-in.js";

/** Where /account/onboard goes when done or skipped. */
export const ONBOARD_PATH = "/account/onboard";

type ConfirmStatus = { status: "confirming" } | { status: "failed"; message: string; used: boolean };

/**
 * /account/confirm/{verificationHash} (spec 1 §2): spends the emailed link once, stores the
 * tokens, and goes on to /account/onboard on the first sign-in (else home). A used or expired
 * link says so, with the way on: sign in, or a new email.
 */
export function ConfirmAccountPage() {
  const { services, navigate } = useApp();
  const { verificationHash = "" } = useParams<{ verificationHash: string }>();
  const [state, setState] = useState<ConfirmStatus>({ status: "confirming" });
  // The link works once: React's development double effect must not spend it twice.
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (asked.current === verificationHash) return;
    asked.current = verificationHash;
    services.sdk.api.auth.confirmAccount(verificationHash).then(
      ({ tokens, onboard }) => {
        services.sdk.tokens.set(tokens);
        navigate(onboard ? ONBOARD_PATH : HOME_AFTER_SIGN_IN, { replace: true });
      },
      (error: unknown) =>
        setState({
          status: "failed",
          message: userMessageOf(error),
          used: isHttpError(error) && error.code === signupCodes.linkUsed,
        }),
    );
  }, [services, navigate, verificationHash]);

  if (state.status === "confirming") return <LoadingScreen />;
  return (
    <AuthLayout>
      <section className="foyer-card foyer-auth-card" aria-labelledby="confirm-title">
        <h1 className="foyer-auth-card__title" id="confirm-title">
          {state.used ? "Your address is already confirmed" : "This link cannot be used"}
        </h1>
        <p className="foyer-alert foyer-alert--error" role="alert">
          {state.message}
        </p>
        {state.used ? null : (
          <Link className="foyer-button foyer-button--primary foyer-button--block" href="/signup/resend">
            Send a new confirmation email
          </Link>
        )}
        <Link
          className={`foyer-button foyer-button--${state.used ? "primary" : "secondary"} foyer-button--block`}
          href="/login"
        >
          Sign in
        </Link>
      </section>
    </AuthLayout>
  );
}
