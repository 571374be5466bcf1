import { PORTAL_LOGIN_TEXT_MAX, PORTAL_LOGIN_TITLE_MAX, type PortalSignInSettings } from "@foyer/domain";
import { type FormEvent, useId, useState } from "react";
import { participantPortalPaths } from "./config-set-paths.js";
import { SignInSettingsFrame } from "./SignInSettingsFrame.js";
import { usePortalConfigApi } from "./usePortalConfigApi.js";
import { SaveBar, useSaveForm } from "./useSaveForm.js";
import { type SignInChoice, useSignInSettings } from "./useSignInSettings.js";

/**
 * /event-light/{eventId}/settings/portals/log-in-page (spec 1 §2 "settings: portals/log-in-page"):
 * the heading and text of a portal's sign-in page, with a preview. Update on settings opens it.
 */
export function LogInPageSettingsPage() {
  const choice = useSignInSettings();
  return (
    <SignInSettingsFrame
      title="Portal log-in page"
      lead="What people see above the sign-in form of a portal."
      choice={choice}
    >
      {(portal) => <LogInPageForm key={portal.id} portal={portal} choice={choice} />}
    </SignInSettingsFrame>
  );
}

function LogInPageForm({ portal, choice }: { portal: PortalSignInSettings; choice: SignInChoice }) {
  const id = useId();
  const api = usePortalConfigApi();
  const form = useSaveForm();
  const { busy } = form;
  const [title, setTitle] = useState(portal.login.title);
  const [text, setText] = useState(portal.login.text);
  const dirty = title.trim() !== portal.login.title || text.trim() !== portal.login.text;
  const signIn = participantPortalPaths(portal).signIn;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !dirty) return;
    await form.save(async () => choice.saved(await api.updateSignIn(portal.id, { login: { title, text } })));
  };
  const edited = () => {
    form.setDone(false);
    form.setError(null);
  };

  return (
    <div className="config-login">
      <form className="config-form" onSubmit={submit} noValidate>
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-title`}>
            Title
          </label>
          <input
            id={`${id}-title`}
            className="foyer-input"
            value={title}
            maxLength={PORTAL_LOGIN_TITLE_MAX}
            disabled={busy}
            aria-describedby={`${id}-title-hint`}
            onChange={(event) => {
              setTitle(event.target.value);
              edited();
            }}
          />
          <p className="foyer-field__hint" id={`${id}-title-hint`}>
            Leave it empty to show the portal's name, {portal.name}.
          </p>
        </div>
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-text`}>
            Text
          </label>
          <textarea
            id={`${id}-text`}
            className="foyer-input config-form__text"
            rows={5}
            value={text}
            maxLength={PORTAL_LOGIN_TEXT_MAX}
            disabled={busy}
            aria-describedby={`${id}-text-hint`}
            onChange={(event) => {
              setText(event.target.value);
              edited();
            }}
          />
          <p className="foyer-field__hint" id={`${id}-text-hint`}>
            Plain text, up to {PORTAL_LOGIN_TEXT_MAX.toLocaleString("en-US")} characters; line breaks are
            kept.
          </p>
        </div>
        <SaveBar state={form} dirty={dirty}>
          <a href={signIn} target="_blank" rel="noopener noreferrer">
            Open the sign-in page
          </a>
        </SaveBar>
      </form>

      <figure className="config-preview" aria-label="Preview of the sign-in page">
        <figcaption className="config-preview__caption">Preview</figcaption>
        <div className="config-preview__card">
          <p className="config-preview__title">{title.trim() || portal.name}</p>
          {text.trim() ? <p className="config-preview__text">{text.trim()}</p> : null}
          <span className="config-preview__field">Email</span>
          <span className="config-preview__field">Password</span>
          <span className="foyer-button foyer-button--primary config-preview__button">Sign in</span>
        </div>
      </figure>
    </div>
  );
}
