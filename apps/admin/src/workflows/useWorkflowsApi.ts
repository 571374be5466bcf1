import { createWorkflowsApi, type WorkflowsApi } from "@foyer/sdk";
import { useApp } from "@foyer/widgets/react";
import { useMemo } from "react";

/** The workflow calls over the app's one HTTP client. */
export function useWorkflowsApi(): WorkflowsApi {
  const { services } = useApp();
  const { http } = services.sdk;
  return useMemo(() => createWorkflowsApi(http), [http]);
}
