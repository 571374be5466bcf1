import { type AreaHistoryType, areaHistoryLabels, areaHistoryTypes } from "@foyer/domain";
import { Link } from "wouter";
import "./activity-history.css";

/**
 * The tabs of an event's or organization's history/{historyType} pages (issue 20 item 6): one
 * per type, the current one marked. `hrefOf` says where each type lives.
 */
export function HistoryTabs({
  current,
  hrefOf,
}: {
  current: AreaHistoryType;
  hrefOf: (type: AreaHistoryType) => string;
}) {
  return (
    <nav className="history-tabs" aria-label="Histories">
      <ul className="history-tabs__list">
        {areaHistoryTypes.map((type) => (
          <li key={type}>
            <Link
              className="history-tabs__tab"
              href={hrefOf(type)}
              aria-current={type === current ? "page" : undefined}
            >
              {areaHistoryLabels[type]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
