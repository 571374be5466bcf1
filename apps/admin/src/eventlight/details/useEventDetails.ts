import type { EventDetails } from "@foyer/domain";
import { createEventLifeApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { isForbidden } from "../../server-data/access-gate.js";
import { eventKey, meKey } from "../../server-data/query-keys.js";
import { useEvent } from "../event-context.js";

export function useEventLifeApi() {
  const { services } = useApp();
  const { http } = services.sdk;
  return useMemo(() => createEventLifeApi(http), [http]);
}

/** GET /event/{eventId} for the settings/details page, and how to put a saved answer in the cache. */
export function useEventDetails() {
  const { eventId, denyAccess } = useEvent();
  const api = useEventLifeApi();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: eventKey(eventId, "details"),
    queryFn: async () => {
      try {
        return await api.get(eventId);
      } catch (caught) {
        if (isForbidden(caught)) denyAccess(caught);
        throw caught;
      }
    },
  });
  const saved = async (event: EventDetails) => {
    queryClient.setQueryData(eventKey(eventId, "details"), event);
    // The frame shows the name from the user's events; the lists show the dates and drop archived events.
    await queryClient.invalidateQueries({ queryKey: meKey("events") });
    await queryClient.invalidateQueries({ queryKey: ["orgs", event.org_id] });
  };
  return { query, api, saved };
}
