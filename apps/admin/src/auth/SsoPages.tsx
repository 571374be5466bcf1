import { isSameOriginPath, isTokenSet, type SsoCallbackAnswer, ssoMessages } from "@foyer/domain";
import { AuthLayout, useApp, userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useSearch } from "wouter";
import { AuthFooter, AuthFormCard, FormAlert, SubmitButton } from "./AuthCard.js";
import { AuthField } from "./AuthField.js";
import { HOME_AFTER_SIGN_IN } from "./after-sign-in.js";

export const SSO_TITLE = "Sign in with SSO";
export const SSO_FAILED_TITLE = "Single sign-on did not work";

/**
 * /sso (issue 21 item 5): asks for the work email; its domain names the organization's sign-in
 * provider, where the browser goes. `?returnTo=` (our own paths only) is where it ends up.
 */
export function SsoPage() {
  const { services } = useApp();
  const search = useSearch();
  const [email, setEmail] = useState("");
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    emailRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure(null);
    const returnTo = new URLSearchParams(search).get("returnTo");
    try {
      const answer = await services.sdk.http.post<{ payload: { redirectUrl: string } }>("sso/start", {
        json: { email: email.trim(), ...(isSameOriginPath(returnTo) ? { returnTo } : {}) },
        auth: false,
      });
      window.location.assign(answer.payload.redirectUrl);
    } catch (error) {
      setFailure(userMessageOf(error));
      setBusy(false);
    }
  };

  return (
    <AuthFormCard
      id="sso"
      title={SSO_TITLE}
      lead="Enter your work email. You sign in at your organization's sign-in provider."
      onSubmit={submit}
    >
      {failure ? <FormAlert tone="error" message={failure} /> : null}
      <AuthField
        inputRef={emailRef}
        id="sso-email"
        label="Work email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={setEmail}
        error={undefined}
        invalid={failure !== null}
        disabled={busy}
      />
      <SubmitButton busy={busy} label="Continue" busyLabel="Going to your sign-in provider..." />
      <AuthFooter />
    </AuthFormCard>
  );
}

/**
 * /auth/callback: where the provider sends the browser back. Posts its answer (code and state, or
 * the one-time `handoff` code of a SAML sign-in the API verified) to the API, which finishes the
 * sign-in; the tokens are kept as a password sign-in keeps them.
 */
export function AuthCallbackPage() {
  const { services, navigate } = useApp();
  const search = useSearch();
  const [failure, setFailure] = useState<string | null>(null);
  // Once per page: a state is spent by its first use (React runs effects twice in development).
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    const query = new URLSearchParams(search);
    const body: Record<string, string> = {};
    for (const key of ["code", "state", "iss", "error", "error_description", "handoff"]) {
      const value = query.get(key);
      if (value !== null) body[key] = value;
    }
    // A SAML answer the API refused at its ACS endpoint comes back with the reason and nothing to spend.
    if (body.error === "saml_refused" && !body.state && !body.handoff) {
      setFailure(body.error_description || ssoMessages.signInExpired);
      return;
    }
    services.sdk.http
      .post<{ payload: SsoCallbackAnswer }>("sso/callback", { json: body, auth: false })
      .then((answer) => {
        const { tokens, returnTo } = answer.payload;
        if (!isTokenSet(tokens)) throw new Error(ssoMessages.signInExpired);
        services.sdk.tokens.set(tokens);
        navigate(returnTo && isSameOriginPath(returnTo) ? returnTo : HOME_AFTER_SIGN_IN, { replace: true });
      })
      .catch((error: unknown) => setFailure(userMessageOf(error)));
  }, [search, services, navigate]);

  return (
    <AuthLayout>
      <section
        className="foyer-card foyer-auth-card"
        aria-labelledby="sso-callback-title"
        aria-busy={!failure}
      >
        <h1 className="foyer-auth-card__title" id="sso-callback-title">
          {failure ? SSO_FAILED_TITLE : "Signing you in..."}
        </h1>
        {failure ? (
          <>
            <FormAlert tone="error" message={failure} />
            <Link className="foyer-button foyer-button--secondary foyer-button--block" href="/login">
              Back to sign in
            </Link>
          </>
        ) : null}
      </section>
    </AuthLayout>
  );
}
