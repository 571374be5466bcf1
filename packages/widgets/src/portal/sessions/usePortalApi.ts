import { createPortalApi, type PortalApi } from "@foyer/sdk";
import { downloadDepsOf, type PortalCallsFactory, usePortalCalls } from "../usePortalCalls.js";

const sessionCalls: PortalCallsFactory<PortalApi> = (sdk, slug, id) =>
  createPortalApi(sdk.http, downloadDepsOf(sdk), slug, id);

/** The participant calls of the portal in the path (sessions, calendar, downloads). */
export const usePortalApi = () => usePortalCalls(sessionCalls);
