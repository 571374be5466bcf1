import type { PortalSignInSettings } from "@foyer/domain";
import type { Remote } from "@foyer/widgets/react";
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useEventData } from "../../useEventData.js";
import { PortalSelect } from "../usePortalChoice.js";
import { usePortalConfigApi } from "./usePortalConfigApi.js";

export const SIGN_IN_SETTINGS_LOAD_FAILED = "An error occurred getting the portals' sign-in settings";

export interface SignInChoice {
  remote: Remote<PortalSignInSettings[]>;
  /** The portal the page shows (`?portal=`, else the first), as last saved. */
  portal: PortalSignInSettings | null;
  list: PortalSignInSettings[];
  choose(portalId: string): void;
  /** A save answered: the page shows it from now on. */
  saved(next: PortalSignInSettings): void;
}

/**
 * The event settings' sign-in pages: every portal's log-in page and sections (update on settings
 * opens them, so they load their own list rather than the portal pages' one).
 */
export function useSignInSettings(): SignInChoice {
  const api = usePortalConfigApi();
  const remote = useEventData(() => api.signInSettings(), [api], SIGN_IN_SETTINGS_LOAD_FAILED);
  const [changes, setChanges] = useState<{ base: unknown; byId: Record<string, PortalSignInSettings> }>({
    base: null,
    byId: {},
  });
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const loaded = remote.state.status === "ready" ? remote.state.data : [];
  const byId = changes.base === loaded ? changes.byId : {};
  const list = loaded.map((portal) => byId[portal.id] ?? portal);
  const wanted = new URLSearchParams(search).get("portal");
  return {
    remote,
    list,
    portal: list.find((item) => item.id === wanted) ?? list[0] ?? null,
    choose: (portalId) => navigate(`${pathname}?portal=${encodeURIComponent(portalId)}`, { replace: true }),
    saved: (next) => setChanges({ base: loaded, byId: { ...byId, [next.id]: next } }),
  };
}

/** A labelled select of the event's portals; shown only when there is more than one. */
export function SignInPortalPicker({ choice }: { choice: SignInChoice }) {
  return <PortalSelect list={choice.list} chosen={choice.portal} choose={choice.choose} />;
}
