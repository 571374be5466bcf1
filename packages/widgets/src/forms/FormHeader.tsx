import { useSignals } from "../runtime/signals.js";
import { formMessages } from "./form-messages.js";
import type { FormModel } from "./model.js";

/** The form's name and description, the preview banner and who is signed in. */
export function FormHeader({ model, titleId }: { model: FormModel; titleId: string }) {
  useSignals();
  const form = model.definition.value;
  const account = model.account.value;
  return (
    <header className="foyer-form-header">
      {model.preview ? (
        <p className="foyer-banner" part="banner" role="note">
          <strong>{formMessages.previewBanner}</strong> {formMessages.previewNote}
        </p>
      ) : null}
      {form ? (
        <>
          <h2 className="foyer-form-title" part="title" id={titleId}>
            {form.name}
          </h2>
          {form.description ? (
            <p className="foyer-form-description" part="description">
              {form.description}
            </p>
          ) : null}
        </>
      ) : null}
      {account && !model.preview ? (
        <p className="foyer-account" part="account">
          <span>Signed in as {account.email || "you"}</span>
          <button type="button" className="foyer-link-button" part="link" onClick={() => model.signOut()}>
            Sign out
          </button>
        </p>
      ) : null}
    </header>
  );
}
