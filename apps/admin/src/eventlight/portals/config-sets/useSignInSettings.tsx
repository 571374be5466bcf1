import type { PortalSignInSettings } from "@foyer/domain";
import { type UseQueryResult, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useSearch } from "wouter";
import { useEvent } from "../../event-context.js";
import { portalKeys } from "../portal-keys.js";
import { PortalSelect } from "../usePortalChoice.js";
import { usePortalConfigApi } from "./usePortalConfigApi.js";

export const SIGN_IN_SETTINGS_LOAD_FAILED = "An error occurred getting the portals' sign-in settings";

export interface SignInChoice {
  remote: UseQueryResult<PortalSignInSettings[]>;
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
  const { eventId } = useEvent();
  const queryClient = useQueryClient();
  const queryKey = [...portalKeys.all(eventId), "sign-in-settings"];
  const remote = useQuery({
    queryKey,
    queryFn: () => api.signInSettings(),
    meta: { errorMessage: SIGN_IN_SETTINGS_LOAD_FAILED },
  });
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const list = remote.data ?? [];
  const wanted = new URLSearchParams(search).get("portal");
  return {
    remote,
    list,
    portal: list.find((item) => item.id === wanted) ?? list[0] ?? null,
    choose: (portalId) => navigate(`${pathname}?portal=${encodeURIComponent(portalId)}`, { replace: true }),
    saved: (next) =>
      queryClient.setQueryData<PortalSignInSettings[]>(queryKey, (all) =>
        all?.map((portal) => (portal.id === next.id ? next : portal)),
      ),
  };
}

/** A labelled select of the event's portals; shown only when there is more than one. */
export function SignInPortalPicker({ choice }: { choice: SignInChoice }) {
  return <PortalSelect list={choice.list} chosen={choice.portal} choose={choice.choose} />;
}
