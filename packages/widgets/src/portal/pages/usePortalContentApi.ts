import { createPortalContentApi, type PortalContentApi } from "@foyer/sdk";
import { type PortalCallsFactory, usePortalCalls } from "../usePortalCalls.js";

const contentCalls: PortalCallsFactory<PortalContentApi> = (sdk, slug, id) =>
  createPortalContentApi(sdk.http, slug, id);

/** The content calls (pages, resources) of the portal in the path. */
export const usePortalContentApi = () => usePortalCalls(contentCalls);
