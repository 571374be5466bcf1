import { AuthLayout } from "@foyer/widgets/react";
import type { FormEvent, ReactNode } from "react";
import { Link } from "wouter";

/** A form of the sign-in area: a card with its title (which names the form) and a lead sentence. */
export function AuthFormCard(props: {
  id: string;
  title: ReactNode;
  lead: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <AuthLayout>
      <form
        className="foyer-card foyer-auth-card"
        onSubmit={props.onSubmit}
        noValidate
        aria-labelledby={`${props.id}-title`}
      >
        <h1 className="foyer-auth-card__title" id={`${props.id}-title`}>
          {props.title}
        </h1>
        <p className="foyer-auth-card__text">{props.lead}</p>
        {props.children}
      </form>
    </AuthLayout>
  );
}

/** A form's outcome: an error (announced at once) or a success (a polite status). */
export function FormAlert({ tone, message }: { tone: "error" | "success"; message: string }) {
  return tone === "error" ? (
    <p className="foyer-alert foyer-alert--error" role="alert">
      {message}
    </p>
  ) : (
    <p className="foyer-alert foyer-alert--success" role="status">
      {message}
    </p>
  );
}

/** The form's main button; while `busy` it says what is happening and cannot be pressed again. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button className="foyer-button foyer-button--primary foyer-button--block" type="submit" disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The way back to /login under a form (or another link in its place). */
export function AuthFooter({ children }: { children?: ReactNode }) {
  return <p className="foyer-sign-in__footer">{children ?? <Link href="/login">Back to sign in</Link>}</p>;
}
