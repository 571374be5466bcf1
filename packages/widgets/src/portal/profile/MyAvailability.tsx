import { useCallback } from "react";
import { AvailabilityEditor } from "../../availability-editor/AvailabilityEditor.js";
import { isSessionProblem } from "../../sign-in/widget-session.js";
import { isNotFound } from "../portal-errors.js";
import { usePortalHost } from "../portal-host.js";
import { LoadFailed } from "../sessions/LoadFailed.js";
import { usePortalData } from "../usePortalData.js";
import { usePortalProfileApi } from "./usePortalProfileApi.js";

export const AVAILABILITY_LOAD_FAILED = "An error occurred getting your availability";

/**
 * "My availability" (issue 25 item 1): the days of the event when the speaker can be scheduled,
 * on the event's clock. Organizers see the same windows on the speaker's contact, and the agenda
 * shades the other times for their sessions (`speaker_unavailable`).
 */
export function MyAvailability() {
  const { api: me } = usePortalProfileApi();
  const host = usePortalHost();
  // A 404 (the portal gone, or no such call on an older server): the section stays away.
  const loaded = usePortalData(() => me.availability(), [me], {
    errorMessage: AVAILABILITY_LOAD_FAILED,
    expected: isNotFound,
  });
  const save = useCallback(
    async (windows: { startsAt: string; endsAt: string }[]) => {
      try {
        return (await me.saveAvailability(windows)).windows;
      } catch (error) {
        // An ended session signs in again; the editor keeps the edits and says it was not saved.
        if (isSessionProblem(error)) host.sessionEnded();
        throw error;
      }
    },
    [me, host],
  );
  if (loaded.state.status === "error" && isNotFound(loaded.state.error)) return null;
  return (
    <section aria-labelledby="my-availability-title" id="my-availability" className="portal-availability">
      <h2 id="my-availability-title">My availability</h2>
      <p className="portal-muted">When can you speak? Your sessions are scheduled in these times.</p>
      {loaded.state.status === "loading" ? <p role="status">Loading your availability…</p> : null}
      {loaded.state.status === "error" ? (
        <LoadFailed message={AVAILABILITY_LOAD_FAILED} onRetry={loaded.reload} />
      ) : null}
      {loaded.state.status === "ready" ? (
        <AvailabilityEditor
          event={{
            timeZone: loaded.state.data.timezone,
            startsOn: loaded.state.data.startsOn,
            endsOn: loaded.state.data.endsOn,
          }}
          windows={loaded.state.data.windows}
          onSave={save}
        />
      ) : null}
    </section>
  );
}
