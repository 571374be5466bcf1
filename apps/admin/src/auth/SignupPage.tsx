import { emailProblem, nameProblem, signupTemplateOf, signupTemplates } from "@foyer/domain";
import { NotFoundPage, useApp, userMessageOf } from "@foyer/widgets/react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useParams } from "wouter";
import { AuthFooter, AuthFormCard, FormAlert, SubmitButton } from "./AuthCard.js";
import { AuthField } from "./AuthField.js";
import { checkNewPassword } from "./new-password-rules.js";

type Field = "fname" | "lname" | "email" | "password" | "confirmation";
type FieldErrors = Partial<Record<Field, string>>;
type SignupStatus = { status: "editing" } | { status: "sending" } | { status: "failed"; message: string };

/** The history state /signup leaves for /signup/complete: the address, to send the email again. */
export interface SignupCompleteState {
  email: string;
}

export const FIX_SIGNUP_FIELDS = "Please correct the highlighted fields.";

/** The browser's checks, the same rules and words as the server's (POST /user/signup/request). */
export function signupFieldErrors(values: Record<Field, string>): FieldErrors {
  const errors: FieldErrors = {};
  const fname = nameProblem(values.fname, "fname");
  const lname = nameProblem(values.lname, "lname");
  const email = emailProblem(values.email);
  if (fname) errors.fname = fname.message;
  if (lname) errors.lname = lname.message;
  if (email) errors.email = email.message;
  return { ...errors, ...checkNewPassword(values.password, values.confirmation) };
}

/**
 * /signup and /signup/{template} (spec 1 §2): a new account, which signs in once its address is
 * confirmed from the emailed link. A template (`speaker`, …) words the page and the email; an
 * unknown one is a page that does not exist.
 */
export function SignupPage() {
  const { services, navigate } = useApp();
  const params = useParams<{ template?: string }>();
  const template = signupTemplateOf(params.template);
  const [values, setValues] = useState<Record<Field, string>>({
    fname: "",
    lname: "",
    email: "",
    password: "",
    confirmation: "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [form, setForm] = useState<SignupStatus>({ status: "editing" });
  const firstRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    firstRef.current?.focus();
  }, []);

  if (params.template !== undefined && !template) return <NotFoundPage />;

  const set = (field: Field) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.status === "sending") return;
    const found = signupFieldErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setForm({ status: "failed", message: FIX_SIGNUP_FIELDS });
      return;
    }
    setForm({ status: "sending" });
    try {
      const email = values.email.trim();
      await services.sdk.api.auth.requestSignup({
        email,
        password: values.password,
        fname: values.fname,
        lname: values.lname,
        ...(template ? { template } : {}),
      });
      navigate("/signup/complete", { state: { email } satisfies SignupCompleteState });
    } catch (error) {
      setForm({ status: "failed", message: userMessageOf(error) });
    }
  };

  const busy = form.status === "sending";
  const field = (id: Field, label: string, type: "text" | "email" | "password", autoComplete: string) => (
    <AuthField
      id={`signup-${id}`}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={values[id]}
      onChange={set(id)}
      error={errors[id]}
      disabled={busy}
      {...(id === "fname" ? { inputRef: firstRef } : {})}
    />
  );
  return (
    <AuthFormCard
      id="signup"
      title={template ? signupTemplates[template].title : "Create your Foyer account"}
      lead="We will email you a link to confirm your address."
      onSubmit={submit}
    >
      {form.status === "failed" ? <FormAlert tone="error" message={form.message} /> : null}
      {field("fname", "First name", "text", "given-name")}
      {field("lname", "Last name", "text", "family-name")}
      {field("email", "Email", "email", "email")}
      {field("password", "Password", "password", "new-password")}
      {field("confirmation", "Confirm password", "password", "new-password")}
      <SubmitButton busy={busy} label="Create account" busyLabel="Creating your account..." />
      <AuthFooter>
        Already have an account? <Link href="/login">Sign in</Link>
      </AuthFooter>
    </AuthFormCard>
  );
}
