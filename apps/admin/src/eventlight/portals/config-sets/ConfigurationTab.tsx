import { PORTAL_NAME_MAX, PORTAL_WELCOME_MAX } from "@foyer/domain";
import { useApp } from "@foyer/widgets/react";
import { type FormEvent, useId, useState } from "react";
import { useLocation } from "wouter";
import { ConfirmDialog } from "../../../list-kit/ConfirmDialog.js";
import { useServerWrite } from "../../../server-data/useServerWrite.js";
import { useEvent } from "../../event-context.js";
import { useFailure } from "../useFailure.js";
import type { ConfigSetTabProps } from "./ConfigSetPage.js";
import { configSetsPath } from "./config-set-paths.js";
import { usePortalConfigApi } from "./usePortalConfigApi.js";
import { SaveBar, useSaveForm } from "./useSaveForm.js";

/** The configuration tab: the portal's name and the welcome text of its home page; deleting it. */
export function ConfigurationTab({ portal, canWrite, save }: ConfigSetTabProps) {
  const id = useId();
  const { eventId } = useEvent();
  const { services } = useApp();
  const [, navigate] = useLocation();
  const api = usePortalConfigApi();
  const failure = useFailure();
  const run = useServerWrite();
  const form = useSaveForm();
  const { busy, error, setError, setDone } = form;
  const [name, setName] = useState(portal.name);
  const [welcome, setWelcome] = useState(portal.welcomeText);
  const [deleting, setDeleting] = useState<{ busy: boolean; error: string | null } | null>(null);
  const dirty = name.trim() !== portal.name || welcome.trim() !== portal.welcomeText;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !dirty) return;
    if (!name.trim()) {
      setError("Name is required");
      return;
    }
    await form.save(() => save({ name: name.trim(), welcomeText: welcome }));
  };

  const remove = async () => {
    setDeleting({ busy: true, error: null });
    try {
      await run(() => api.remove(portal.id));
      services.toasts.show({ message: `${portal.name} has been deleted.`, severity: "success" });
      navigate(configSetsPath(eventId));
    } catch (caught) {
      const message = failure(caught);
      setDeleting(message ? { busy: false, error: message } : null);
    }
  };

  return (
    <div className="config-tab">
      <form className="config-form" onSubmit={submit} noValidate>
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-name`}>
            Name
          </label>
          <input
            id={`${id}-name`}
            className="foyer-input"
            value={name}
            maxLength={PORTAL_NAME_MAX}
            required
            disabled={!canWrite || busy}
            aria-invalid={error && !name.trim() ? true : undefined}
            onChange={(event) => {
              setName(event.target.value);
              setDone(false);
            }}
          />
        </div>
        <div className="foyer-field">
          <label className="foyer-field__label" htmlFor={`${id}-welcome`}>
            Welcome text
          </label>
          <textarea
            id={`${id}-welcome`}
            className="foyer-input config-form__text"
            rows={5}
            value={welcome}
            maxLength={PORTAL_WELCOME_MAX}
            disabled={!canWrite || busy}
            aria-describedby={`${id}-welcome-hint`}
            onChange={(event) => {
              setWelcome(event.target.value);
              setDone(false);
            }}
          />
          <p className="foyer-field__hint" id={`${id}-welcome-hint`}>
            Shown on the portal's home page, as plain text.
          </p>
        </div>
        <SaveBar state={form} dirty={dirty} canWrite={canWrite} />
      </form>

      {canWrite ? (
        <section className="config-danger" aria-labelledby={`${id}-danger`}>
          <h2 className="config-danger__title" id={`${id}-danger`}>
            Delete this portal
          </h2>
          <p>
            Its tasks, pages, messages and history go with it. The people who used it keep their sign-ins.
          </p>
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            onClick={() => setDeleting({ busy: false, error: null })}
          >
            Delete portal
          </button>
        </section>
      ) : null}

      {deleting ? (
        <ConfirmDialog
          title={`Delete the portal ${portal.name}?`}
          confirmLabel="Delete portal"
          busyLabel="Deleting..."
          busy={deleting.busy}
          error={deleting.error}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        >
          <p>
            Nobody will be able to sign in to it any more, and everything in it is deleted. This cannot be
            undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
