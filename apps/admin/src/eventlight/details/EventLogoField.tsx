import { type EventDetails, LOGO_ACCEPT, LOGO_MAX_BYTES, logoFileProblem, orgMessages } from "@foyer/domain";
import type { EventLifeApi } from "@foyer/sdk";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { type ChangeEvent, useRef, useState } from "react";
import { isForbidden } from "../../server-data/access-gate.js";
import { useServerWrite } from "../../server-data/useServerWrite.js";

export const EVENT_LOGO_SAVED = "The event's logo has been saved.";
export const EVENT_LOGO_REMOVED = "The event's logo has been removed.";

/**
 * The event's logo: one jpeg, svg or png file uploaded under event-logo/ (spec 2 §5, §9), then
 * saved by PUT with logoImageUrl (spec 2 §7). Shown only as an <img>.
 */
export function EventLogoField({
  event,
  api,
  onSaved,
}: {
  event: EventDetails;
  api: EventLifeApi;
  onSaved(event: EventDetails): Promise<void>;
}) {
  const { services } = useApp();
  const write = useServerWrite();
  const input = useRef<HTMLInputElement>(null);
  const [work, setWork] = useState<"idle" | "uploading" | "removing">("idle");
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (status: "uploading" | "removing", change: () => Promise<EventDetails>, done: string) => {
    setWork(status);
    setFailure(null);
    try {
      await onSaved(await write(change));
      services.toasts.show({ message: done, severity: "success" });
    } catch (caught) {
      if (!isForbidden(caught)) {
        services.errors.register(orgMessages.uploadPhotoFailed);
        setFailure(`${orgMessages.uploadPhotoFailed}. ${userMessageOf(caught)}`);
      }
    } finally {
      setWork("idle");
    }
  };

  const choose = (chosen: ChangeEvent<HTMLInputElement>) => {
    const files = chosen.target.files ? [...chosen.target.files] : [];
    chosen.target.value = "";
    const file = files[0];
    if (!file) return;
    const problem = files.length > 1 ? "Choose one image file for the logo." : logoFileProblem(file);
    if (problem) return setFailure(problem);
    void run(
      "uploading",
      async () => api.update(event.id, { logoImageUrl: (await api.uploadLogo(event.id, file)).url }),
      EVENT_LOGO_SAVED,
    );
  };

  const busy = work !== "idle";
  return (
    <section className="admin-panel event-card" aria-labelledby="event-logo-title">
      <h2 className="event-card__title" id="event-logo-title">
        Logo
      </h2>
      {event.logo_image_url ? (
        <img className="event-logo" src={event.logo_image_url} alt={`Logo of ${event.name}`} />
      ) : null}
      <p className="event-card__note" id="event-logo-hint">
        {event.logo_image_url ? "The event's logo." : "No logo yet."} A JPEG, SVG or PNG image of at most{" "}
        {LOGO_MAX_BYTES / 1024 / 1024} MB.
      </p>
      {failure ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {failure}
        </p>
      ) : null}
      {busy ? (
        <p className="event-card__note" role="status">
          {work === "uploading" ? "Uploading logo..." : "Removing logo..."}
        </p>
      ) : null}
      <div className="event-details__actions">
        <input
          ref={input}
          className="foyer-visually-hidden"
          type="file"
          accept={LOGO_ACCEPT}
          tabIndex={-1}
          aria-label="Event logo file"
          aria-describedby="event-logo-hint"
          onChange={choose}
          disabled={busy}
        />
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          onClick={() => input.current?.click()}
          disabled={busy}
        >
          Upload logo
        </button>
        {event.logo_image_url ? (
          <button
            type="button"
            className="foyer-button foyer-button--ghost"
            disabled={busy}
            onClick={() =>
              void run("removing", () => api.update(event.id, { logoImageUrl: null }), EVENT_LOGO_REMOVED)
            }
          >
            Remove logo
          </button>
        ) : null}
      </div>
    </section>
  );
}
