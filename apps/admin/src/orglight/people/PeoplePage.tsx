import "./people.css";
import {
  encodeRecordFilters,
  type RecordFilter,
  type Segment,
  type SegmentKind,
  segmentMessages,
  segmentRequirement,
} from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { useApp, userMessageOf } from "@foyer/widgets/react";
import { useEffect, useId, useRef, useState } from "react";
import { Link } from "wouter";
import { useUrlFilters } from "../../eventlight/records/url-filters.js";
import { LoadingPanel, RetryPanel } from "../OrgPanels.js";
import { allows, useOrg } from "../org-context.js";
import { useOrgData } from "../org-data.js";
import { PeopleList } from "./PeopleList.js";
import { kindText, peoplePath } from "./people-paths.js";
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
  const { orgId, profile, denyAccess } = useOrg();
  const api = usePeopleApi();
  const titleId = useId();
  const text = kindText[kind];
  // Saving, renaming and deleting segments needs update on the list's module; the server decides.
  const canWrite = allows(profile, segmentRequirement(kind, "update"));
  const [version, setVersion] = useState(0);
  const segments = useOrgData(
    () => api.segments(orgId, kind),
    [api, orgId, kind, version],
    segmentMessages.loadFailed,
  );
  // On a segment's page an address without `filters` means the segment's own.
  const url = useUrlFilters({ keepEmpty: Boolean(segmentId) });
  const [naming, setNaming] = useState(false);
  const [saving, setSaving] = useState(false);

  // While the segments load again (after a save) the last ones stay, so the list stays put.
  const last = useRef<Segment[] | null>(null);
  if (segments.state.status === "ready") last.current = segments.state.data;
  const loaded = last.current;
  // A segment just saved, until the segments' next answer has it.
  const [fresh, setFresh] = useState<Segment | null>(null);
  useEffect(() => {
    if (segments.state.status === "ready") setFresh(null);
  }, [segments.state]);
  const segment = segmentId
    ? fresh?.id === segmentId
      ? fresh
      : loaded?.find((item) => item.id === segmentId)
    : undefined;
  const filters: readonly RecordFilter[] = segment && !url.inUrl ? segment.filters : url.filters;
  const filterKey = encodeRecordFilters(filters) ?? "";
  const changed = Boolean(segment && url.inUrl && filterKey !== (encodeRecordFilters(segment.filters) ?? ""));
  const reload = () => setVersion((n) => n + 1);

  const saveChanges = async () => {
    if (!segment) return;
    setSaving(true);
    try {
      const saved = await api.updateSegment(orgId, segment.id, { filters: [...filters] });
      setFresh(saved);
      services.toasts.show({ message: `${segment.name} has been saved.`, severity: "success" });
      reload();
      navigate(peoplePath(orgId, kind, segment.id));
    } catch (error) {
      if (isHttpError(error) && error.status === 403) return denyAccess(error);
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
            reload();
          }}
          onDeleted={(deleted) => {
            services.toasts.show({ message: `${deleted.name} has been deleted.`, severity: "success" });
            reload();
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
          ) : !loaded && segments.state.status === "error" ? (
            <RetryPanel message={segmentMessages.loadFailed} onRetry={segments.reload} />
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
            try {
              const created = await api.createSegment(orgId, { kind, name, filters: [...filters] });
              setNaming(false);
              setFresh(created);
              services.toasts.show({ message: `${created.name} has been saved.`, severity: "success" });
              reload();
              navigate(peoplePath(orgId, kind, created.id));
            } catch (error) {
              if (isHttpError(error) && error.status === 403) return denyAccess(error);
              throw error;
            }
          }}
          onClose={() => setNaming(false)}
        />
      ) : null}
    </section>
  );
}
