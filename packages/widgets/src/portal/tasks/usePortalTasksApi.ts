import { createPortalTasksApi, type PortalTasksApi } from "@foyer/sdk";
import { type PortalCallsFactory, usePortalCalls } from "../usePortalCalls.js";

const taskCalls: PortalCallsFactory<PortalTasksApi> = (sdk, slug, id) =>
  createPortalTasksApi(sdk.http, slug, id);

/** The participant's task calls of the portal in the path. */
export const usePortalTasksApi = () => usePortalCalls(taskCalls);
