import { messages, nameProblem, type User } from "@foyer/domain";
import { AuthLayout, useApp, userMessageOf } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { meKey } from "../server-data/query-keys.js";
import { FormAlert, SubmitButton } from "./AuthCard.js";
import { AuthField } from "./AuthField.js";
import { HOME_AFTER_SIGN_IN } from "./after-sign-in.js";

type OnboardStatus = { status: "editing" } | { status: "saving" } | { status: "failed"; message: string };

/** /account/onboard (spec 1 §2): the name and photo on the first sign-in after sign-up; skip possible. */
export function OnboardPage() {
  const { services } = useApp();
  const me = useQuery({
    queryKey: meKey("user"),
    queryFn: () => services.sdk.api.user.me(),
    meta: { errorMessage: messages.loggedInUserDetailsFailed },
  });
  return (
    <AuthLayout>
      {me.status === "pending" ? (
        <div className="foyer-card foyer-auth-card" role="status">
          <span className="foyer-spinner" aria-hidden="true" /> Loading your account...
        </div>
      ) : me.status === "error" ? (
        <div className="foyer-card foyer-auth-card">
          <p className="foyer-alert foyer-alert--error" role="alert">
            {messages.loggedInUserDetailsFailed}
          </p>
          <button
            type="button"
            className="foyer-button foyer-button--secondary foyer-button--block"
            onClick={() => void me.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <OnboardForm user={me.data} />
      )}
    </AuthLayout>
  );
}

function OnboardForm({ user }: { user: User }) {
  const { services, navigate } = useApp();
  const queryClient = useQueryClient();
  const [names, setNames] = useState({ fname: user.fname, lname: user.lname });
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ fname?: string; lname?: string }>({});
  const [form, setForm] = useState<OnboardStatus>({ status: "editing" });

  const save = async (names: { fname: string; lname: string }, file: File | null) => {
    setForm({ status: "saving" });
    try {
      const photoUploadId = file ? (await services.sdk.api.user.uploadPhoto(file)).uploadId : undefined;
      const saved = await services.sdk.api.user.onboard({
        ...names,
        ...(photoUploadId ? { photoUploadId } : {}),
      });
      queryClient.setQueryData(meKey("user"), saved);
      navigate(HOME_AFTER_SIGN_IN, { replace: true });
    } catch (error) {
      setForm({ status: "failed", message: userMessageOf(error) });
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.status === "saving") return;
    const found = {
      fname: nameProblem(names.fname, "fname")?.message,
      lname: nameProblem(names.lname, "lname")?.message,
    };
    setErrors(found);
    if (found.fname || found.lname) return;
    void save({ fname: names.fname.trim(), lname: names.lname.trim() }, photo);
  };
  // Skipping keeps the names given at sign-up and marks the page as seen.
  const skip = () => void save({ fname: user.fname, lname: user.lname }, null);

  const busy = form.status === "saving";
  return (
    <form className="foyer-card foyer-auth-card" onSubmit={submit} noValidate aria-labelledby="onboard-title">
      <h1 className="foyer-auth-card__title" id="onboard-title">
        Welcome to Foyer
      </h1>
      <p className="foyer-auth-card__text">Your address is confirmed. Check your name and add a photo.</p>
      {form.status === "failed" ? <FormAlert tone="error" message={form.message} /> : null}
      {(["fname", "lname"] as const).map((field) => (
        <AuthField
          key={field}
          id={`onboard-${field}`}
          label={field === "fname" ? "First name" : "Last name"}
          autoComplete={field === "fname" ? "given-name" : "family-name"}
          value={names[field]}
          onChange={(value) => setNames((current) => ({ ...current, [field]: value }))}
          error={errors[field]}
          disabled={busy}
        />
      ))}
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor="onboard-photo">
          Photo (optional)
        </label>
        <input
          id="onboard-photo"
          className="foyer-input"
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
          disabled={busy}
        />
      </div>
      <SubmitButton busy={busy} label="Save and continue" busyLabel="Saving..." />
      <button
        className="foyer-button foyer-button--secondary foyer-button--block"
        type="button"
        onClick={skip}
        disabled={busy}
      >
        Skip for now
      </button>
    </form>
  );
}
