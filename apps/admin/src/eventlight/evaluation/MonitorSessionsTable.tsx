import type { EvaluationCriterion, MonitorSession } from "@foyer/domain";
import { useState } from "react";
import { SortHeader } from "../../list-kit/SortHeader.js";
import { averageLabel } from "./evaluation-words.js";

type SortKey = "title" | "evaluations" | "averageTotal";
type Direction = "ascending" | "descending";
type Sort = { key: SortKey; direction: Direction } | null;

/** The sessions in the chosen order; sessions nobody has scored stay at the end either way. */
function sorted(sessions: readonly MonitorSession[], sort: Sort): readonly MonitorSession[] {
  if (!sort) return sessions;
  const sign = sort.direction === "ascending" ? 1 : -1;
  const { key } = sort;
  return [...sessions].sort((a, b) => {
    if (key === "title") return sign * a.title.localeCompare(b.title);
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y);
  });
}

/** Each press on a header: ascending, descending, then the server's order again (spec 2 §4.4). */
function nextSort(sort: Sort, key: SortKey): Sort {
  if (sort?.key !== key) return { key, direction: "ascending" };
  return sort.direction === "ascending" ? { key, direction: "descending" } : null;
}

/**
 * The plan's sessions with how many evaluators scored each, the average per criterion and the
 * average total; the title, count and total columns sort.
 */
export function MonitorSessionsTable({
  sessions,
  criteria,
}: {
  sessions: readonly MonitorSession[];
  criteria: readonly EvaluationCriterion[];
}) {
  const [sort, setSort] = useState<Sort>(null);
  const header = (key: SortKey, label: string) => (
    <SortHeader
      label={label}
      direction={sort?.key === key ? sort.direction : "none"}
      onSort={() => setSort(nextSort(sort, key))}
    />
  );
  return (
    <div className="admin-panel admin-table-wrap">
      <table className="admin-table records-table">
        <caption className="foyer-visually-hidden">Sessions</caption>
        <thead>
          <tr>
            {header("title", "Session")}
            {header("evaluations", "Evaluations")}
            {criteria.map((item) => (
              <th key={item.id} scope="col">
                {item.name} <span className="foyer-visually-hidden">average</span>
              </th>
            ))}
            {header("averageTotal", "Average total")}
          </tr>
        </thead>
        <tbody>
          {sorted(sessions, sort).map((session) => (
            <tr key={session.id} data-session={session.id}>
              <th scope="row" className="admin-table__name">
                {session.title}
              </th>
              <td data-label="Evaluations" className="event-table__number">
                {session.evaluations}
              </td>
              {criteria.map((item) => (
                <td key={item.id} data-label={item.name} className="event-table__number">
                  {averageLabel(session.averages[item.id])}
                </td>
              ))}
              <td data-label="Average total" className="event-table__number">
                {averageLabel(session.averageTotal)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
