import { type EventMappingsBody, integrationMessages, type SyncPreview, sourceInfo } from "@foyer/domain";
import { inArray } from "drizzle-orm";
import { events } from "../../db/schema/index.js";
import { invalid } from "../refusal.js";
import { type ConnectionRow, withConnector } from "./connections.js";
import type { SourceEvent, SourceSpeaker } from "./connector.js";
import { eventChanges, importedFields } from "./event-fields.js";
import { defaultWindow, rangeOf } from "./external-events.js";
import { collect, eachOf, fetchAhead } from "./look-ahead.js";
import { type PlannedMapping, planMappings } from "./mappings.js";
import type { IntegrationRuntime } from "./runtime.js";
import { emptyTotals, newEventTotals } from "./speaker-plan.js";
import { forecastSpeakers } from "./speakers.js";

/*
 * The dry run (issue 24 "Preview shows what a sync will create and update, per event, before
 * anything is written"): for the body's choice, as a PUT of the mappings would save it, what a
 * sync would do to each event and its speakers. It reads the platform and Foyer, writes nothing.
 */

type PreviewEntry = SyncPreview["events"][number];

export async function previewSync(
  rt: IntegrationRuntime,
  connection: ConnectionRow,
  body: EventMappingsBody,
): Promise<SyncPreview> {
  const planned = new Map(
    (await planMappings(rt.db, connection, body))
      .filter((item) => item.selected)
      .map((item) => [item.externalEventId, item]),
  );
  if (planned.size === 0) throw invalid(integrationMessages.nothingSelected);
  const targets = [...planned.values()].flatMap((item) => (item.foyerEventId ? [item.foyerEventId] : []));
  const current = new Map(
    targets.length === 0
      ? []
      : (await rt.db.select().from(events).where(inArray(events.id, targets))).map((row) => [row.id, row]),
  );
  const window = defaultWindow();
  const label = sourceInfo[connection.source].label;
  const entries = new Map<string, PreviewEntry>();

  await withConnector(rt, connection, async (connector) => {
    async function* chosen(): AsyncGenerator<SourceEvent> {
      for await (const event of eachOf(connector.events(rangeOf(window)))) {
        if (planned.has(event.id) && !entries.has(event.id)) yield event;
      }
    }
    const speakersOf = (event: SourceEvent): Promise<SourceSpeaker[]> => {
      const item = planned.get(event.id) as PlannedMapping;
      const skipped = item.existing?.skippedFields.includes("speakers") ?? false;
      const leftOut = item.foyerEventId === null && importedFields(connection.source, event).problem;
      return skipped || leftOut ? Promise.resolve([]) : collect(connector.speakers(event.id));
    };
    for await (const { item: event, result } of fetchAhead(chosen(), speakersOf, {
      ahead: rt.lookAhead,
      concurrency: rt.fetchConcurrency,
    })) {
      const item = planned.get(event.id) as PlannedMapping;
      const fields = importedFields(connection.source, event);
      const target = item.foyerEventId ? current.get(item.foyerEventId) : undefined;
      const base = { external_event_id: event.id, name: fields.name, foyer_event_id: target?.id ?? null };
      if (!target && fields.problem) {
        entries.set(event.id, {
          ...base,
          action: "create",
          changes: [],
          speakers: counts(emptyTotals()),
          problem: fields.problem,
        });
        continue;
      }
      const speakers = await result;
      const totals = target
        ? await forecastSpeakers(
            rt.db,
            { orgId: connection.orgId, eventId: target.id, source: connection.source },
            speakers,
          )
        : newEventTotals(speakers);
      const changes = target ? eventChanges(target, fields, new Set(item.existing?.skippedFields ?? [])) : [];
      const action = !target
        ? "create"
        : changes.length > 0 || totals.created + totals.updated > 0
          ? "update"
          : "unchanged";
      entries.set(event.id, { ...base, action, changes, speakers: counts(totals), problem: null });
    }
  });

  return {
    events: [...planned.values()].map(
      (item) =>
        entries.get(item.externalEventId) ?? {
          external_event_id: item.externalEventId,
          name: item.existing?.externalEventName || item.externalEventId,
          action: "unchanged",
          foyer_event_id: item.foyerEventId,
          changes: [],
          speakers: counts(emptyTotals()),
          problem: `${label} does not list this event between ${window.from} and ${window.to}; a sync would leave it out.`,
        },
    ),
  };
}

function counts(totals: ReturnType<typeof emptyTotals>): PreviewEntry["speakers"] {
  return {
    create: totals.created,
    update: totals.updated,
    unchanged: totals.unchanged,
    without_email: totals.withoutEmail,
  };
}
