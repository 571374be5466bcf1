import type { SyncPreview } from "@foyer/domain";

type PreviewEvent = SyncPreview["events"][number];

const fieldLabels: Record<PreviewEvent["changes"][number]["field"], string> = {
  name: "Name",
  dateFrom: "Start",
  dateTo: "End",
  timezone: "Time zone",
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "Speakers: 2 to add, 1 to update" — what the sync would do to the event's speakers. */
export function speakerText(speakers: PreviewEvent["speakers"]): string {
  const parts = [
    speakers.create > 0 ? `${speakers.create} to add` : "",
    speakers.update > 0 ? `${speakers.update} to update` : "",
    speakers.unchanged > 0 ? `${speakers.unchanged} unchanged` : "",
  ].filter(Boolean);
  const without =
    speakers.without_email > 0 ? `; ${plural(speakers.without_email, "speaker")} without an email` : "";
  return `Speakers: ${parts.length > 0 ? parts.join(", ") : "none"}${without}`;
}

/** Issue 24 "Dry run": what a sync would write for one event, before anything is written. */
export function DryRun({ event, foyerName }: { event: PreviewEvent; foyerName: string | null }) {
  return (
    <div className="integration-dry-run">
      {event.action === "create" ? (
        <p className="integration-dry-run__action" data-action="create">
          Will create a new event
        </p>
      ) : event.action === "update" ? (
        <>
          <p className="integration-dry-run__action" data-action="update">
            Will update {foyerName ?? "the Foyer event"}
          </p>
          {event.changes.length > 0 ? (
            <ul className="integration-dry-run__changes">
              {event.changes.map((change) => (
                <li key={change.field}>
                  {fieldLabels[change.field]}: {change.from ?? "(empty)"} → {change.to}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="integration-dry-run__action" data-action="unchanged">
          No changes to the event
        </p>
      )}
      <p className="integration-dry-run__speakers">{speakerText(event.speakers)}</p>
    </div>
  );
}
