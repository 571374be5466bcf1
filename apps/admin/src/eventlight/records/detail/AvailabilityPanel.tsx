import type { AvailabilityWindow, RecordDetail } from "@foyer/domain";
import { AvailabilityEditor, AvailabilitySummary, useApp } from "@foyer/widgets/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { meKey } from "../../../server-data/query-keys.js";
import { useServerWrite } from "../../../server-data/useServerWrite.js";
import { useEvent } from "../../event-context.js";
import { FailedPanel, LoadingPanel } from "../../PagePanels.js";
import { scheduleKeys, useScheduleApi } from "../../sessions/agenda/useAgendaData.js";
import { useUnsavedChangesWarning } from "../../useUnsavedChangesWarning.js";
import { recordKeys } from "../record-queries.js";
import { recordPath } from "./record-detail-paths.js";

export const AVAILABILITY_LOAD_FAILED = "An error occurred getting the availability";

/** The cache key of one person's windows: under the agenda's, so a save refreshes the grid's shading too. */
export const contactAvailabilityKey = (eventId: string, contactId: string) =>
  [...scheduleKeys.all(eventId), "contact-availability", contactId] as const;

/**
 * "Availability" on a contact's page (issue 25 item 1; docs/agenda.md "Speaker availability"):
 * the event's days on its clock, each available all day or in time ranges. The agenda grid shades
 * the other times for the person's sessions and the `speaker_unavailable` conflict reads them.
 * Read-only without update on the contact's module (the server checks it too).
 */
export function AvailabilityPanel({ record, canWrite }: { record: RecordDetail; canWrite: boolean }) {
  const { eventId } = useEvent();
  const { services } = useApp();
  const schedule = useScheduleApi();
  const queryClient = useQueryClient();
  const write = useServerWrite();
  const titleId = useId();
  const events = useQuery({ queryKey: meKey("events"), queryFn: () => services.sdk.api.user.events() });
  const windows = useQuery({
    queryKey: contactAvailabilityKey(eventId, record.id),
    queryFn: ({ signal }) => schedule.contactAvailability(record.id, { signal }),
    meta: { errorMessage: AVAILABILITY_LOAD_FAILED },
  });
  const event = events.data?.find((one) => one.id === eventId);

  const save = async (next: AvailabilityWindow[]) => {
    const saved = await write(() => schedule.saveContactAvailability(record.id, next));
    queryClient.setQueryData(contactAvailabilityKey(eventId, record.id), saved);
    // The grid's shading, the conflicts and the contact's audit change with it.
    void queryClient.invalidateQueries({ queryKey: scheduleKeys.availability(eventId) });
    void queryClient.invalidateQueries({ queryKey: [...scheduleKeys.all(eventId), "conflicts"] });
    void queryClient.invalidateQueries({ queryKey: recordKeys.audit(eventId, "contact", record.id) });
    return saved.windows;
  };

  return (
    <section className="admin-panel event-card record-availability" aria-labelledby={titleId}>
      <h2 className="event-card__title" id={titleId}>
        Availability
      </h2>
      <p className="event-card__note">
        When {record.name || "this person"} can be scheduled. The agenda shades the other times for their
        sessions and reports a session outside them as a conflict.
      </p>
      {windows.status === "error" || events.status === "error" ? (
        <FailedPanel
          error={windows.error ?? events.error}
          message={AVAILABILITY_LOAD_FAILED}
          onRetry={() => {
            void windows.refetch();
            void events.refetch();
          }}
          backHref={recordPath(eventId, { type: "contact", recordId: record.id })}
          backLabel="Back to the contact"
        />
      ) : windows.data === undefined || events.data === undefined ? (
        <LoadingPanel text="Loading the availability..." />
      ) : event ? (
        canWrite ? (
          <Editor
            event={{ timeZone: event.timezone, startsOn: event.date_from, endsOn: event.date_to }}
            windows={windows.data.windows}
            onSave={save}
          />
        ) : (
          <AvailabilitySummary
            event={{ timeZone: event.timezone, startsOn: event.date_from, endsOn: event.date_to }}
            windows={windows.data.windows}
          />
        )
      ) : (
        <p className="event-card__note">This event's days could not be found.</p>
      )}
    </section>
  );
}

/** The editor, with the area's unsaved-changes warning while there are edits. */
function Editor(props: {
  event: { timeZone: string; startsOn: string; endsOn: string };
  windows: AvailabilityWindow[];
  onSave(windows: AvailabilityWindow[]): Promise<AvailabilityWindow[]>;
}) {
  const { setUnsaved } = useEvent();
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesWarning(dirty, setUnsaved);
  return <AvailabilityEditor {...props} onDirtyChange={setDirty} />;
}
