import { createPortalProfileApi, type PortalProfileApi } from "@foyer/sdk";
import { type PortalCallsFactory, usePortalCalls } from "../usePortalCalls.js";

const profileCalls: PortalCallsFactory<PortalProfileApi> = (sdk, slug, id) =>
  createPortalProfileApi(sdk.http, slug, id);

/** The participant's profile, history and overview calls for the portal in the path. */
export const usePortalProfileApi = () => usePortalCalls(profileCalls);
