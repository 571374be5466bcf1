import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { checkSignInFields, type SignInFieldErrors } from "./sign-in-rules.js";

/** What a sign-in attempt answers; the SDK's `LoginOutcome` fits. */
export type SignInResult = { status: "ok" } | { status: "error"; message: string };

export interface SignInFormProps {
  /**
   * Signs in. Expected failures are answers, not throws.
   * @example <SignInForm signIn={(email, password) => sdk.auth.login(email, password)} />
   */
  signIn: (email: string, password: string) => Promise<SignInResult>;
  /** Runs after a successful sign-in, typically to navigate on. The form stays busy meanwhile. */
  onSignedIn?: () => void | Promise<void>;
  /**
   * Heading of the card.
   * @default "Sign in"
   */
  title?: ReactNode;
  /** A line under the heading, e.g. the portal's event name. */
  subtitle?: ReactNode;
  /** A notice shown above the fields, e.g. "You must be logged in to continue.". */
  notice?: string | null;
  /** Below the button, e.g. a "Forgot your password?" link. */
  footer?: ReactNode;
  /** @default "" */
  initialEmail?: string;
  /** @default "Sign in" */
  submitLabel?: string;
  /**
   * Puts the cursor in the email field on mount. A widget that shows the form on its own, when a
   * host page loads, passes `false`: it must not pull focus into the page.
   * @default true
   */
  autoFocus?: boolean;
}

type FormStatus = { status: "editing" } | { status: "submitting" } | { status: "failed"; message: string };

/** Email and password sign-in card, shared by the admin app and the portal. */
export function SignInForm({
  signIn,
  onSignedIn,
  title = "Sign in",
  subtitle,
  notice,
  footer,
  initialEmail = "",
  submitLabel = "Sign in",
  autoFocus = true,
}: SignInFormProps) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<SignInFieldErrors>({});
  const [form, setForm] = useState<FormStatus>({ status: "editing" });
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  // On mount only: a later change of the prop does not move the cursor.
  const focusOnMount = useRef(autoFocus);

  useEffect(() => {
    mounted.current = true;
    // Autofocus without the autofocus attribute, which screen readers announce poorly on load.
    if (focusOnMount.current) emailRef.current?.focus();
    return () => {
      mounted.current = false;
    };
  }, []);

  // After a refused attempt the fields are enabled again: put the cursor back in the password.
  useEffect(() => {
    if (form.status === "failed") passwordRef.current?.select();
  }, [form]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.status === "submitting") return;
    const errors = checkSignInFields(email, password);
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      setForm({ status: "editing" });
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setForm({ status: "submitting" });
    let result: SignInResult;
    try {
      result = await signIn(email.trim(), password);
    } catch {
      result = { status: "error", message: "Could not sign in. Please check your connection and try again." };
    }
    if (!mounted.current) return;
    if (result.status === "error") {
      setForm({ status: "failed", message: result.message });
      return;
    }
    await onSignedIn?.();
  };

  const busy = form.status === "submitting";
  const emailErrorId = `${id}-email-error`;
  const passwordErrorId = `${id}-password-error`;

  return (
    <form
      className="foyer-card foyer-sign-in"
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      aria-labelledby={`${id}-title`}
    >
      <div className="foyer-sign-in__head">
        <h1 className="foyer-sign-in__title" id={`${id}-title`}>
          {title}
        </h1>
        {subtitle ? <p className="foyer-sign-in__subtitle">{subtitle}</p> : null}
      </div>
      {notice ? (
        <p className="foyer-alert foyer-alert--info" role="status">
          {notice}
        </p>
      ) : null}
      {form.status === "failed" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {form.message}
        </p>
      ) : null}
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-email`}>
          Email
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          className="foyer-input"
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldErrors.email ? true : undefined}
          aria-describedby={fieldErrors.email ? emailErrorId : undefined}
          disabled={busy}
        />
        {fieldErrors.email ? (
          <p className="foyer-field__error" id={emailErrorId}>
            {fieldErrors.email}
          </p>
        ) : null}
      </div>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor={`${id}-password`}>
          Password
        </label>
        <input
          ref={passwordRef}
          id={`${id}-password`}
          className="foyer-input"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={fieldErrors.password ? true : undefined}
          aria-describedby={fieldErrors.password ? passwordErrorId : undefined}
          disabled={busy}
        />
        {fieldErrors.password ? (
          <p className="foyer-field__error" id={passwordErrorId}>
            {fieldErrors.password}
          </p>
        ) : null}
      </div>
      <button
        className="foyer-button foyer-button--primary foyer-button--block"
        type="submit"
        disabled={busy}
      >
        {busy ? "Signing in..." : submitLabel}
      </button>
      {footer ? <div className="foyer-sign-in__footer">{footer}</div> : null}
    </form>
  );
}
