import { createPortalConfigApi, type PortalConfigApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";
import { useEvent } from "../../event-context.js";

/** The event's portal configuration calls, made once per event. */
export function usePortalConfigApi(): PortalConfigApi {
  const { eventId } = useEvent();
  const { sdk } = useApp().services;
  return useMemo(() => createPortalConfigApi(sdk.http, eventId), [sdk, eventId]);
}
