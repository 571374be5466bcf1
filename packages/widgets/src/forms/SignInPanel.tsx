import { type FormEvent, useId, useState } from "react";
import { useSignals } from "../runtime/signals.js";
import { useWidgetCss } from "../runtime/useWidgetCss.js";
import { formMessages } from "./form-messages.js";
import type { FormModel } from "./model.js";
import { signInPanelCss } from "./sign-in-panel.css.js";

interface TextInputProps {
  id: string;
  label: string;
  type: "text" | "email" | "password";
  autoComplete: string;
  value: string;
  onChange(value: string): void;
  disabled: boolean;
}

function TextInput({ id, label, type, autoComplete, value, onChange, disabled }: TextInputProps) {
  return (
    <div className="foyer-field" part="field">
      <div className="foyer-field__label-row">
        <label className="foyer-field__label" part="label" htmlFor={id}>
          {label}
        </label>
      </div>
      <input
        id={id}
        className="foyer-input"
        part="input"
        type={type}
        autoComplete={autoComplete}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </div>
  );
}

/**
 * Sign-in where the form requires it (`requiresLogin`), with a switch to sign-up when the form
 * allows it. Messages come from the SDK ("Password is required", the server's own).
 */
export function SignInPanel({ model }: { model: FormModel }) {
  useSignals();
  useWidgetCss(signInPanelCss);
  const id = useId();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fname, setFname] = useState("");
  const [lname, setLname] = useState("");
  const state = model.signInState.value;
  const form = model.definition.value;
  const signUp = state.mode === "signUp" && form?.allowSignup === true;
  const note = model.statusMessage.value ?? formMessages.signInRequired;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.busy) return;
    if (signUp) void model.signUp({ email, password, fname, lname });
    else void model.signIn(email, password);
  };

  return (
    <form
      className="foyer-sign-in"
      part="sign-in"
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h3 className="foyer-sign-in__title" id={`${id}-title`}>
        {signUp ? "Create an account" : "Sign in"}
      </h3>
      <p className="foyer-sign-in__note">{note}</p>
      {state.message ? (
        <p className="foyer-alert" part="error" role="alert">
          {state.message}
        </p>
      ) : null}
      {signUp ? (
        <>
          <TextInput
            id={`${id}-fname`}
            label="First name"
            type="text"
            autoComplete="given-name"
            value={fname}
            onChange={setFname}
            disabled={state.busy}
          />
          <TextInput
            id={`${id}-lname`}
            label="Last name"
            type="text"
            autoComplete="family-name"
            value={lname}
            onChange={setLname}
            disabled={state.busy}
          />
        </>
      ) : null}
      <TextInput
        id={`${id}-email`}
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        onChange={setEmail}
        disabled={state.busy}
      />
      <TextInput
        id={`${id}-password`}
        label="Password"
        type="password"
        autoComplete={signUp ? "new-password" : "current-password"}
        value={password}
        onChange={setPassword}
        disabled={state.busy}
      />
      <button
        type="submit"
        className="foyer-button foyer-button--primary"
        part="button button-primary"
        disabled={state.busy}
      >
        {state.busy ? (signUp ? "Creating account…" : "Signing in…") : signUp ? "Create account" : "Sign in"}
      </button>
      {form?.allowSignup ? (
        <p className="foyer-sign-in__switch">
          {signUp ? "Already have an account?" : "New here?"}{" "}
          <button
            type="button"
            className="foyer-link-button"
            part="link"
            onClick={() => model.setSignInMode(signUp ? "signIn" : "signUp")}
          >
            {signUp ? "Sign in" : "Create an account"}
          </button>
        </p>
      ) : null}
    </form>
  );
}
