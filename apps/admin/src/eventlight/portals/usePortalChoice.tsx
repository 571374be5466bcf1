import type { EventPortalSummary } from "@foyer/domain";
import { createPortalAdminApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useLocation, useSearch } from "wouter";
import { useEvent } from "../event-context.js";
import { portalKeys } from "./portal-keys.js";

export const PORTALS_LOAD_FAILED = "An error occurred getting the event's portals";
export const NO_PORTALS = "This event has no portals yet.";

export interface PortalChoice {
  portals: UseQueryResult<EventPortalSummary[]>;
  /** The portal the page shows: `?portal=`, else the first; null while loading or with none. */
  portal: EventPortalSummary | null;
  choose(portalId: string): void;
}

/** The event's portals and the one this page shows (kept in `?portal=` so a link keeps it). */
export function usePortalChoice(module: "portal" | "portalTasks" = "portal"): PortalChoice {
  const { eventId } = useEvent();
  const { sdk } = useApp().services;
  const api = useMemo(() => createPortalAdminApi(sdk.http, eventId), [sdk, eventId]);
  const portals = useQuery({
    queryKey: portalKeys.list(eventId, module),
    queryFn: () => api.list(module),
    meta: { errorMessage: PORTALS_LOAD_FAILED },
  });
  const search = useSearch();
  const [pathname, navigate] = useLocation();
  const wanted = new URLSearchParams(search).get("portal");
  const list = portals.data ?? [];
  const portal = list.find((item) => item.id === wanted) ?? list[0] ?? null;
  return {
    portals,
    portal,
    choose: (portalId) => navigate(`${pathname}?portal=${encodeURIComponent(portalId)}`, { replace: true }),
  };
}

/** A labelled select of the event's portals; shown only when there is more than one. */
export function PortalPicker({ choice }: { choice: PortalChoice }) {
  const list = choice.portals.data ?? [];
  return <PortalSelect list={list} chosen={choice.portal} choose={choice.choose} />;
}

/** The select itself, for any list of portals (the sign-in settings load their own). */
export function PortalSelect({
  list,
  chosen,
  choose,
}: {
  list: readonly { id: string; name: string }[];
  chosen: { id: string } | null;
  choose(portalId: string): void;
}) {
  if (list.length < 2 || !chosen) return null;
  return (
    <label className="portal-admin-picker">
      <span>Portal</span>
      <select
        className="foyer-input"
        value={chosen.id}
        onChange={(event) => choose(event.currentTarget.value)}
      >
        {list.map((item) => (
          <option key={item.id} value={item.id}>
            {item.name}
          </option>
        ))}
      </select>
    </label>
  );
}
