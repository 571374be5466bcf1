import { LOGO_ACCEPT, LOGO_MAX_BYTES, logoFileProblem, orgMessages } from "@foyer/domain";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { type ChangeEvent, useRef, useState } from "react";
import { isForbidden } from "../../server-data/access-gate.js";
import { useServerWrite } from "../../server-data/useServerWrite.js";
import { OrgLogo } from "../OrgLogo.js";
import { useOrg } from "../org-context.js";

export const LOGO_SAVED = "The logo has been saved.";
export const LOGO_REMOVED = "The logo has been removed.";
export const UPLOAD_LOGO = "Upload logo";
export const REMOVE_LOGO = "Remove logo";

type Work =
  | { status: "idle" }
  | { status: "uploading" }
  | { status: "removing" }
  | { status: "failed"; message: string };

/**
 * The organization's logo (spec 1 §5 "Logo upload: a single file from the local file system,
 * only jpeg, svg or png, stored under the org-logo folder"): the file is uploaded, then saved by
 * PUT with logoImageUrl (spec 1 §7). It is shown only as an <img>.
 */
export function LogoField({ editable }: { editable: boolean }) {
  const { services } = useApp();
  const { orgId, organization, api, setOrganization } = useOrg();
  const write = useServerWrite();
  const [work, setWork] = useState<Work>({ status: "idle" });
  const input = useRef<HTMLInputElement>(null);
  const busy = work.status === "uploading" || work.status === "removing";

  const fail = (caught: unknown, message: string) => {
    if (isForbidden(caught)) return; // the area's gate has it (the calls are mutations)
    services.errors.register(message);
    setWork({ status: "failed", message: `${message}. ${userMessageOf(caught)}` });
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files ? [...event.target.files] : [];
    event.target.value = "";
    const file = files[0];
    if (!file) return;
    const problem = files.length > 1 ? "Choose one image file for the logo." : logoFileProblem(file);
    if (problem) {
      setWork({ status: "failed", message: problem });
      return;
    }
    setWork({ status: "uploading" });
    let url: string;
    try {
      url = (await write(() => api.uploadLogo(orgId, file))).url;
    } catch (caught) {
      return fail(caught, orgMessages.uploadPhotoFailed);
    }
    try {
      setOrganization(await write(() => api.update(orgId, { logoImageUrl: url })));
      setWork({ status: "idle" });
      services.toasts.show({ message: LOGO_SAVED, severity: "success" });
    } catch (caught) {
      fail(caught, orgMessages.organizationUpdateFailed);
    }
  };

  const remove = async () => {
    setWork({ status: "removing" });
    try {
      setOrganization(await write(() => api.update(orgId, { logoImageUrl: null })));
      setWork({ status: "idle" });
      services.toasts.show({ message: LOGO_REMOVED, severity: "success" });
    } catch (caught) {
      fail(caught, orgMessages.organizationUpdateFailed);
    }
  };

  return (
    <section className="admin-panel event-card" aria-labelledby="org-logo-title">
      <h2 className="event-card__title" id="org-logo-title">
        Logo
      </h2>
      <div className="org-logo-field">
        <OrgLogo organization={organization} size="large" />
        <p className="event-card__note" id="org-logo-hint">
          {organization.logoImageUrl
            ? "Your organization's logo."
            : "No logo yet: the initial shows instead."}{" "}
          A JPEG, SVG or PNG image of at most {LOGO_MAX_BYTES / 1024 / 1024} MB; square images look best.
        </p>
      </div>
      {work.status === "failed" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {work.message}
        </p>
      ) : null}
      {busy ? (
        <p className="event-card__note" role="status">
          {work.status === "uploading" ? "Uploading logo..." : "Removing logo..."}
        </p>
      ) : null}
      {editable ? (
        <div className="org-logo-field__actions">
          <input
            ref={input}
            id="org-logo-file"
            className="foyer-visually-hidden"
            type="file"
            accept={LOGO_ACCEPT}
            // The button below opens it; one stop for the keyboard, not two.
            tabIndex={-1}
            aria-label="Logo file"
            onChange={choose}
            disabled={busy}
            aria-describedby="org-logo-hint"
          />
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            onClick={() => input.current?.click()}
            disabled={busy}
          >
            {UPLOAD_LOGO}
          </button>
          {organization.logoImageUrl ? (
            <button
              type="button"
              className="foyer-button foyer-button--ghost"
              onClick={remove}
              disabled={busy}
            >
              {REMOVE_LOGO}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
