import { createPortalMessagesApi, type PortalMessagesApi } from "@foyer/sdk";
import { type PortalCallsFactory, usePortalCalls } from "../usePortalCalls.js";

const messageCalls: PortalCallsFactory<PortalMessagesApi> = (sdk, slug, id) =>
  createPortalMessagesApi(sdk.http, slug, id);

/** The participant's message calls of the portal in the path. */
export const usePortalMessagesApi = () => usePortalCalls(messageCalls);
