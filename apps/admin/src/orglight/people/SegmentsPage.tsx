import "./people.css";
import { type SegmentKind, segmentKinds, segmentMessages, segmentRequirement } from "@foyer/domain";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import { formatDateTime } from "../../eventlight/format-dates.js";
import { LoadingPanel, RetryPanel } from "../OrgPanels.js";
import { allows, useOrg } from "../org-context.js";
import { countText, kindText, peoplePath } from "./people-paths.js";
import { peopleQueries } from "./people-queries.js";
import { usePeopleApi } from "./usePeopleApi.js";

/**
 * /org-light/{orgId}/segments (spec 1 §2 "Organization area"): every saved segment the member
 * may read, people's and speakers', with how many each holds today; each opens its list.
 */
export function SegmentsPage() {
  const { orgId, profile } = useOrg();
  const api = usePeopleApi();
  // The server answers only the kinds the member may read; the empty state links to those.
  const readable = segmentKinds.filter((kind) => allows(profile, segmentRequirement(kind, "read")));
  const segments = useQuery(peopleQueries.segments(api, orgId));

  return (
    <section className="event-page" aria-labelledby="org-segments-title">
      <header className="event-page-head">
        <div className="admin-section__head">
          <h1 className="admin-section__title" id="org-segments-title">
            Segments
          </h1>
          <p className="admin-section__lead">Saved filters of your people and speakers.</p>
        </div>
      </header>
      {segments.status === "pending" ? (
        <LoadingPanel text="Loading segments..." />
      ) : segments.status === "error" ? (
        <RetryPanel message={segmentMessages.loadFailed} onRetry={() => void segments.refetch()} />
      ) : segments.data.length === 0 ? (
        <div className="admin-panel admin-panel--center admin-empty">
          <h2 className="admin-empty__title">No segments yet</h2>
          <p className="admin-empty__text">
            Filter the people or speakers, then save the filters as a segment.
          </p>
          <div className="people-empty-links">
            {readable.map((kind: SegmentKind) => (
              <Link
                key={kind}
                className="foyer-button foyer-button--secondary"
                href={peoplePath(orgId, kind)}
              >
                {kindText[kind].title}
              </Link>
            ))}
          </div>
        </div>
      ) : (
        <div className="admin-panel admin-table-wrap">
          <table className="admin-table">
            <caption className="foyer-visually-hidden">Segments</caption>
            <thead>
              <tr>
                <th scope="col">Segment</th>
                <th scope="col">Of</th>
                <th scope="col">Holds</th>
                <th scope="col">Saved</th>
              </tr>
            </thead>
            <tbody>
              {segments.data.map((segment) => (
                <tr key={segment.id}>
                  <th scope="row" className="admin-table__name">
                    <Link href={peoplePath(orgId, segment.kind, segment.id)}>{segment.name}</Link>
                  </th>
                  <td>{kindText[segment.kind].title}</td>
                  <td className="people-segments-table__count">{countText(segment.kind, segment.count)}</td>
                  <td className="event-table__muted">{formatDateTime(segment.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
