import { createTagsApi, type TagsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";

/** The tag calls over the app's one HTTP client (bearer token, refresh on 401). */
export function useTagsApi(): TagsApi {
  const { services } = useApp();
  const { http } = services.sdk;
  return useMemo(() => createTagsApi(http), [http]);
}

/** The cache key of the event's tags (the tags page and the record's tag picker share it). */
export const tagsKey = (eventId: string) => ["events", eventId, "tags"] as const;
