import { isHttpError } from "@foyer/sdk";
import { userMessageOf } from "@foyer/widgets/react";
import { useCallback } from "react";
import { useEvent } from "../event-context.js";

/** The sentence for a failed call; a 403 gives the whole area to the permission screen instead (null). */
export function useFailure(): (error: unknown) => string | null {
  const { denyAccess } = useEvent();
  return useCallback(
    (error: unknown) => {
      if (isHttpError(error) && error.status === 403) {
        denyAccess(error);
        return null;
      }
      return userMessageOf(error);
    },
    [denyAccess],
  );
}

/**
 * What a dialog's save does with its failure before rethrowing it (the dialog shows the
 * sentence): a 403 gives the whole area to the permission screen.
 */
export function useDenyOnForbidden(): (error: unknown) => void {
  const { denyAccess } = useEvent();
  return useCallback(
    (error: unknown) => {
      if (isHttpError(error) && error.status === 403) denyAccess(error);
    },
    [denyAccess],
  );
}
