import {
  type PortalHistoryPage as HistoryPage,
  type PortalHistoryItem,
  portalActivityLabels,
} from "@foyer/domain";
import { useState } from "react";
import { PortalPage } from "../PortalPage.js";
import { usePortalHost } from "../portal-host.js";
import { usePortalProfileApi } from "../profile/usePortalProfileApi.js";
import { LoadFailed } from "../sessions/LoadFailed.js";
import { usePortalData } from "../usePortalData.js";
import { historyTimeLabel } from "./history-format.js";

export const HISTORY_LOAD_FAILED = "An error occurred getting your history";
export const HISTORY_MORE_FAILED = "More of your history could not be loaded";
export const NO_HISTORY = "Nothing here yet.";
/** Lines per page. */
export const HISTORY_PAGE_SIZE = 20;

/** The times are in the participant's own time zone (their account's, else the browser's). */
function useTimeZone(): string | null {
  return usePortalHost().user?.timezone ?? null;
}

function HistoryLine({ item, timeZone }: { item: PortalHistoryItem; timeZone: string | null }) {
  const kind = portalActivityLabels[item.kind] ?? "Activity";
  return (
    <li className="history-list__item">
      <time className="history-list__time" dateTime={item.at}>
        {historyTimeLabel(item.at, timeZone)}
      </time>
      <span>
        <span className="history-list__kind">{kind}</span>
        {item.summary ? `: ${item.summary}` : null}
      </span>
    </li>
  );
}

/** The lines so far and "Load more" while there are more. */
function HistoryLines({ first }: { first: HistoryPage }) {
  const { api: me } = usePortalProfileApi();
  const timeZone = useTimeZone();
  const [items, setItems] = useState(first.items);
  const [cursor, setCursor] = useState(first.nextCursor);
  const [more, setMore] = useState<"idle" | "loading" | "failed">("idle");

  if (items.length === 0) return <p className="portal-empty">{NO_HISTORY}</p>;

  const loadMore = () => {
    if (!cursor || more === "loading") return;
    setMore("loading");
    me.history({ cursor, limit: HISTORY_PAGE_SIZE }).then(
      (page) => {
        setItems((current) => [...current, ...page.items]);
        setCursor(page.nextCursor);
        setMore("idle");
      },
      () => setMore("failed"),
    );
  };

  return (
    <>
      <ol className="history-list" aria-label="Your history, newest first">
        {items.map((item) => (
          <HistoryLine key={item.id} item={item} timeZone={timeZone} />
        ))}
      </ol>
      {more === "failed" ? <LoadFailed message={HISTORY_MORE_FAILED} onRetry={loadMore} /> : null}
      {cursor && more !== "failed" ? (
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          onClick={loadMore}
          disabled={more === "loading"}
          aria-busy={more === "loading" || undefined}
        >
          {more === "loading" ? "Loading more…" : "Load more"}
        </button>
      ) : null}
    </>
  );
}

function HistorySection() {
  const { api: me } = usePortalProfileApi();
  const first = usePortalData(() => me.history({ limit: HISTORY_PAGE_SIZE }), [me], {
    errorMessage: HISTORY_LOAD_FAILED,
  });
  if (first.state.status === "loading") return <p role="status">Loading your history…</p>;
  if (first.state.status === "error")
    return <LoadFailed message={HISTORY_LOAD_FAILED} onRetry={first.reload} />;
  return <HistoryLines first={first.state.data} />;
}

/** /portals/{portalSlug}/{portalId}/history: what the participant did in this portal, newest first (issue 6). */
export function PortalHistoryPage() {
  return (
    <PortalPage id="history" title="My history">
      <HistorySection />
    </PortalPage>
  );
}
