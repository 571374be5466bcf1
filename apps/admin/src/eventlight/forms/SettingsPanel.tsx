import { type Errors, TextInput, Toggle } from "./editor-inputs.js";
import type { UpdateDraft } from "./FieldEditor.js";
import { changeSettings, type FormDraft, type FormSettings } from "./form-editor-model.js";

/** The form's name, texts and who may fill it in. */
export function SettingsPanel({
  draft,
  errors,
  update,
}: {
  draft: FormDraft;
  errors: Errors;
  update: UpdateDraft;
}) {
  const set = (patch: Partial<FormSettings>) => update((d) => changeSettings(d, patch));
  return (
    <section className="admin-panel event-card" aria-labelledby="settings-title">
      <h2 className="event-card__title" id="settings-title">
        Form settings
      </h2>
      <TextInput
        label="Name"
        value={draft.name}
        onChange={(name) => set({ name })}
        error={errors.name}
        maxLength={200}
      />
      <TextInput
        label="Description"
        value={draft.description}
        onChange={(description) => set({ description })}
        error={errors.description}
        hint="Shown at the top of the form."
        multiline
        maxLength={5000}
      />
      <TextInput
        label="Confirmation message"
        value={draft.confirmationMessage}
        onChange={(confirmationMessage) => set({ confirmationMessage })}
        error={errors.confirmationMessage}
        hint="What participants read after they submit."
        multiline
        maxLength={2000}
      />
      <div className="event-card__switches">
        <Toggle
          label="Open for submissions"
          checked={draft.isOpen}
          onChange={(isOpen) => set({ isOpen })}
          error={errors.isOpen}
          hint={draft.isOpen ? "Participants can submit the form." : "Closed: participants cannot submit it."}
        />
        <Toggle
          label="Sign-in required"
          checked={draft.requiresLogin}
          onChange={(requiresLogin) => set({ requiresLogin })}
          error={errors.requiresLogin}
          hint="Participants sign in before they fill the form in."
        />
        <Toggle
          label="Allow sign-up"
          checked={draft.allowSignup}
          onChange={(allowSignup) => set({ allowSignup })}
          error={errors.allowSignup}
          disabled={!draft.requiresLogin}
          hint="People without an account can create one on the form's sign-in page."
        />
        <Toggle
          label="One submission per person"
          checked={draft.singleSubmission}
          onChange={(singleSubmission) => set({ singleSubmission })}
          error={errors.singleSubmission}
          disabled={!draft.requiresLogin}
          hint={
            draft.requiresLogin
              ? "A second visit edits the first submission."
              : "Needs sign-in, so that participants are recognised."
          }
        />
      </div>
    </section>
  );
}
