import {
  PORTAL_PHOTO_MAX_BYTES,
  type PortalProfile,
  portalPhotoTypes,
  portalProfileMessages,
  readApiError,
} from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { usePortalApi } from "../sessions/usePortalApi.js";
import { initialsOf } from "./profile-form.js";
import { usePortalProfileApi } from "./usePortalProfileApi.js";

export const PHOTO_LOAD_FAILED = "Your photo could not be shown.";
export const PHOTO_SAVE_FAILED = "Your photo could not be saved. Try again.";

type PhotoState =
  | { status: "idle" }
  | { status: "busy"; doing: "upload" | "remove" }
  | { status: "failed"; message: string };

/**
 * The photo's bytes as an object URL: fetched with the bearer token (an <img src> cannot send it),
 * revoked when the photo changes or the page closes. `version` refetches after a change.
 */
function usePhotoSource(url: string | null, version: string): { src: string | null; failed: boolean } {
  const { api } = usePortalApi();
  const [state, setState] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` marks a new photo at the same url.
  useEffect(() => {
    setState({ src: null, failed: false });
    if (!url) return;
    let live = true;
    let objectUrl: string | null = null;
    api.download(url).then(
      (blob) => {
        if (!live) return;
        objectUrl = URL.createObjectURL(blob);
        setState({ src: objectUrl, failed: false });
      },
      () => {
        if (live) setState({ src: null, failed: true });
      },
    );
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [api, url, version]);
  return state;
}

/** What a refused photo was refused for, else a plain "try again". */
function messageOf(error: unknown): string {
  if (!isHttpError(error) || error.status >= 500) return PHOTO_SAVE_FAILED;
  return readApiError(error.body)?.message ?? PHOTO_SAVE_FAILED;
}

/** The current photo (or the initials), "Upload photo" and "Remove photo". */
export function ProfilePhoto({
  profile,
  onChange,
}: {
  profile: PortalProfile;
  onChange: (next: PortalProfile) => void;
}) {
  const { api: me } = usePortalProfileApi();
  const id = useId();
  const [state, setState] = useState<PhotoState>({ status: "idle" });
  const photo = usePhotoSource(profile.photoUrl, profile.updatedAt);
  const busy = state.status === "busy";
  const { fname, lname, email } = profile.values;
  const name = `${fname} ${lname}`.trim() || (email ?? "You");

  const run = (doing: "upload" | "remove", call: () => Promise<PortalProfile>) => {
    setState({ status: "busy", doing });
    call().then(
      (next) => {
        setState({ status: "idle" });
        onChange(next);
      },
      (error: unknown) => setState({ status: "failed", message: messageOf(error) }),
    );
  };

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    // Checked here too, so a wrong file is refused before it is sent.
    if (!(portalPhotoTypes as readonly string[]).includes(file.type))
      return setState({ status: "failed", message: portalProfileMessages.photoNotImage });
    if (file.size > PORTAL_PHOTO_MAX_BYTES)
      return setState({ status: "failed", message: portalProfileMessages.photoTooLarge });
    run("upload", () => me.uploadPhoto(file));
  };

  return (
    <section className="profile-photo" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="profile-form__title">
        Photo
      </h2>
      <div className="profile-photo__body">
        {photo.src ? (
          <img className="profile-photo__image" src={photo.src} alt={name} />
        ) : (
          <span
            className="profile-photo__initials"
            role="img"
            aria-label={profile.photoUrl ? name : `${name}: no photo yet`}
          >
            {initialsOf(fname, lname, email)}
          </span>
        )}
        <div className="profile-photo__actions">
          <input
            id={`${id}-file`}
            className="profile-photo__input foyer-visually-hidden"
            type="file"
            accept={portalPhotoTypes.join(",")}
            disabled={busy}
            onChange={choose}
          />
          <label
            htmlFor={`${id}-file`}
            className="foyer-button foyer-button--secondary"
            aria-disabled={busy || undefined}
          >
            {state.status === "busy" && state.doing === "upload" ? "Uploading…" : "Upload photo"}
          </label>
          {profile.photoUrl ? (
            <button
              type="button"
              className="foyer-button foyer-button--ghost"
              disabled={busy}
              onClick={() => run("remove", () => me.removePhoto())}
            >
              {state.status === "busy" && state.doing === "remove" ? "Removing…" : "Remove photo"}
            </button>
          ) : null}
          <p className="portal-muted">PNG, JPEG, WebP or GIF, up to 5 MB.</p>
        </div>
      </div>
      {photo.failed ? <p className="portal-muted">{PHOTO_LOAD_FAILED}</p> : null}
      {state.status === "failed" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {state.message}
        </p>
      ) : null}
    </section>
  );
}
