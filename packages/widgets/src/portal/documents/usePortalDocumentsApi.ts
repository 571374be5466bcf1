import { createPortalDocumentsApi, type PortalDocumentsApi } from "@foyer/sdk";
import { downloadDepsOf, type PortalCallsFactory, usePortalCalls } from "../usePortalCalls.js";

const documentCalls: PortalCallsFactory<PortalDocumentsApi> = (sdk, slug, id) =>
  createPortalDocumentsApi(sdk.http, downloadDepsOf(sdk), slug, id);

/** The participant's file request calls of the portal in the path. */
export const usePortalDocumentsApi = () => usePortalCalls(documentCalls);
