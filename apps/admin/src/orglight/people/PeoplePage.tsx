import "./people.css";
import {
  encodeRecordFilters,
  type RecordFilter,
  type Segment,
  type SegmentKind,
  segmentMessages,
  segmentRequirement,
} from "@foyer/domain";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { useUrlFilters } from "../../eventlight/records/url-filters.js";
import { isForbidden } from "../../server-data/access-gate.js";
import { LoadingPanel, RetryPanel } from "../OrgPanels.js";
import { allows, useOrg } from "../org-context.js";
import { PeopleList } from "./PeopleList.js";
import { kindText, peoplePath } from "./people-paths.js";
import { peopleKeys, peopleQueries } from "./people-queries.js";
import { SegmentList } from "./SegmentList.js";
import { SegmentNameDialog } from "./SegmentNameDialog.js";
import { usePeopleApi } from "./usePeopleApi.js";

/**
 * /org-light/{orgId}/people and /speakers, and their segments at …/segments/{segmentId} (spec 1
 * §2 "Organization area"): the list beside its saved segments. On a segment's page the list
 * shows the segment's filters; changing them puts the new ones in the address, where "Save
 * segment" keeps them for the segment and "Save as segment" makes another one.
 */
export function PeoplePage({ kind, segmentId }: { kind: SegmentKind; segmentId?: string }) {
  const { services, navigate } = useApp();
  const { orgId, profile } = useOrg();
  const api = usePeopleApi();
  const titleId = useId();
  const text = kindText[kind];
  // Saving, renaming and deleting segments needs update on the list's module; the server decides.
  const canWrite = allows(profile, segmentRequirement(kind, "update"));
  const queryClient = useQueryClient();
  const segments = useQuery(peopleQueries.segments(api, orgId, kind));
  const saveFilters = useMutation({
    mutationFn: (segment: Segment) => api.updateSegment(orgId, segment.id, { filters: [...filters] }),
  });
  const createSegment = useMutation({
    mutationFn: (name: string) => api.createSegment(orgId, { kind, name, filters: [...filters] }),
  });
  // On a segment's page an address without `filters` means the segment's own.
  const url = useUrlFilters({ keepEmpty: Boolean(segmentId) });
  const [naming, setNaming] = useState(false);
  const [saving, setSaving] = useState(false);

  // While the segments load again (after a save) the cache keeps them, so the list stays put.
  const loaded = segments.data ?? null;
  // A segment just saved, until the segments' next answer has it.
  const [fresh, setFresh] = useState<Segment | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer (its time) is the trigger.
  useEffect(() => setFresh(null), [segments.dataUpdatedAt]);
  const segment = segmentId
    ? fresh?.id === segmentId
      ? fresh
      : loaded?.find((item) => item.id === segmentId)
    : undefined;
  const filters: readonly RecordFilter[] = segment && !url.inUrl ? segment.filters : url.filters;
  const filterKey = encodeRecordFilters(filters) ?? "";
  const changed = Boolean(segment && url.inUrl && filterKey !== (encodeRecordFilters(segment.filters) ?? ""));
  const segmentsChanged = () => void queryClient.invalidateQueries({ queryKey: peopleKeys.segments(orgId) });

  const saveChanges = async () => {
    if (!segment) return;
    setSaving(true);
    try {
      const saved = await saveFilters.mutateAsync(segment);
      setFresh(saved);
      services.toasts.show({ message: `${segment.name} has been saved.`, severity: "success" });
      segmentsChanged();
      navigate(peoplePath(orgId, kind, segment.id));
    } catch (error) {
      if (isForbidden(error)) return; // the area's gate has it
      services.errors.register(userMessageOf(error, segmentMessages.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  const actions = (
    <>
      {canWrite && changed ? (
        <button
          type="button"
          className="foyer-button foyer-button--primary"
          disabled={saving}
          onClick={() => void saveChanges()}
        >
          {saving ? "Saving..." : "Save segment"}
        </button>
      ) : null}
      {changed && segment ? (
        <Link className="foyer-button foyer-button--ghost" href={peoplePath(orgId, kind, segment.id)}>
          Undo changes
        </Link>
      ) : null}
      {canWrite && filters.length > 0 && (!segment || changed) ? (
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          onClick={() => setNaming(true)}
        >
          Save as segment
        </button>
      ) : null}
    </>
  );

  return (
    <section className="event-page people-page" aria-labelledby={titleId}>
      <header className="event-page-head">
        <div className="admin-section__head">
          <h1 className="admin-section__title" id={titleId}>
            {segment ? segment.name : text.title}
          </h1>
          <p className="admin-section__lead">{segment ? `A segment of ${text.many}.` : text.lead}</p>
        </div>
      </header>
      <div className="people-layout">
        <SegmentList
          kind={kind}
          segments={segments}
          currentId={segmentId}
          canWrite={canWrite}
          onRenamed={(renamed) => {
            services.toasts.show({
              message: `The segment is now called ${renamed.name}.`,
              severity: "success",
            });
            setFresh(renamed);
            segmentsChanged();
          }}
          onDeleted={(deleted) => {
            services.toasts.show({ message: `${deleted.name} has been deleted.`, severity: "success" });
            segmentsChanged();
            if (deleted.id === segmentId) navigate(peoplePath(orgId, kind));
          }}
        />
        <div className="people-main">
          {!segmentId ? (
            <PeopleList
              kind={kind}
              filters={filters}
              filterKey={filterKey}
              onFilters={url.setFilters}
              actions={actions}
            />
          ) : segment ? (
            <PeopleList
              key={segment.id}
              kind={kind}
              filters={filters}
              filterKey={filterKey}
              onFilters={url.setFilters}
              actions={actions}
            />
          ) : !loaded && segments.status === "error" ? (
            <RetryPanel message={segmentMessages.loadFailed} onRetry={() => void segments.refetch()} />
          ) : !loaded ? (
            <LoadingPanel text="Loading the segment..." />
          ) : (
            <div className="admin-panel admin-panel--center admin-empty">
              <h2 className="admin-empty__title">{segmentMessages.notFound}</h2>
              <Link className="foyer-button foyer-button--secondary" href={peoplePath(orgId, kind)}>
                {text.all}
              </Link>
            </div>
          )}
        </div>
      </div>

      {naming ? (
        <SegmentNameDialog
          title="Save as segment"
          confirmLabel="Save segment"
          takenNames={(loaded ?? []).map((item) => item.name)}
          onSave={async (name) => {
            const created = await createSegment.mutateAsync(name);
            setNaming(false);
            setFresh(created);
            services.toasts.show({ message: `${created.name} has been saved.`, severity: "success" });
            segmentsChanged();
            navigate(peoplePath(orgId, kind, created.id));
          }}
          onClose={() => setNaming(false)}
        />
      ) : null}
    </section>
  );
}
