import "../records/records.css";
import "./tiers.css";
import { useQuery } from "@tanstack/react-query";
import { useEvent } from "../event-context.js";
import { eventPath } from "../event-paths.js";
import { FailedPanel, LoadingPanel, MissingPanel } from "../PagePanels.js";
import { findModule } from "../records/record-paths.js";
import { MODULES_LOAD_FAILED, recordQueries } from "../records/record-queries.js";
import { useRecordsApi } from "../records/useRecordsApi.js";
import { TierBoard } from "./TierBoard.js";

export const SPONSORS_MISSING = "This event has no sponsors module.";

/**
 * /event-light/{eventId}/sponsors/settings/tiers (spec 1 §2 "sponsors (portal, settings/tiers)"):
 * finds the event's sponsors module, then shows its tiers (TierBoard).
 */
export function TiersPage() {
  const { eventId } = useEvent();
  const { records } = useRecordsApi();
  const modules = useQuery(recordQueries.modules(records, eventId));
  const back = { backHref: eventPath(eventId, "sponsors"), backLabel: "Back to sponsors" };

  if (modules.status === "pending") return <LoadingPanel text="Loading..." />;
  if (modules.status === "error") {
    return (
      <div className="event-page">
        <FailedPanel
          error={modules.error}
          message={MODULES_LOAD_FAILED}
          onRetry={() => void modules.refetch()}
          {...back}
        />
      </div>
    );
  }
  const sponsors = findModule(modules.data, { slug: "sponsors" });
  if (!sponsors) {
    return (
      <div className="event-page">
        <MissingPanel title={SPONSORS_MISSING} {...back} />
      </div>
    );
  }
  return <TierBoard key={sponsors.id} module={sponsors} />;
}
