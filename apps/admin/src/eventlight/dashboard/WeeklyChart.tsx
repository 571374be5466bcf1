import type { WeeklySeries } from "@foyer/domain";
import { useId } from "react";

/** A series the chart draws, in its legend's order. */
interface Series {
  key: "submissions" | "registrations";
  label: string;
  values: readonly number[];
}

const WIDTH = 560;
const HEIGHT = 180;
const AXIS = 24;
const TOP = 12;

const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });

/** "May 25" for the week starting on Monday 2026-05-25. */
export function weekLabel(monday: string): string {
  return dayLabel.format(new Date(`${monday}T00:00:00Z`));
}

/** What the chart shows, in words: each series' total and its busiest week. */
export function describeSeries(weeks: readonly string[], series: readonly Series[]): string {
  return series
    .map((item) => {
      const sum = item.values.reduce((a, b) => a + b, 0);
      if (sum === 0) return `${item.label}: none in these ${weeks.length} weeks.`;
      const most = Math.max(...item.values);
      const week = weeks[item.values.indexOf(most)] ?? "";
      return `${item.label}: ${sum} in ${weeks.length} weeks, most in the week of ${weekLabel(week)} (${most}).`;
    })
    .join(" ");
}

/**
 * Submissions and registrations per week as a small bar chart (issue 22 item 4): an SVG with a
 * title and a description for assistive technology, and the same figures as a table. No chart
 * library: two series of eight bars.
 */
export function WeeklyChart({ weekly, title }: { weekly: WeeklySeries; title: string }) {
  const id = useId();
  const series: Series[] = [
    ...(weekly.submissions
      ? [{ key: "submissions" as const, label: "Submissions", values: weekly.submissions }]
      : []),
    ...(weekly.registrations
      ? [{ key: "registrations" as const, label: "Registrations", values: weekly.registrations }]
      : []),
  ];
  if (series.length === 0) return null;
  const max = Math.max(1, ...series.flatMap((item) => item.values));
  const slot = (WIDTH - AXIS) / weekly.weeks.length;
  const barWidth = Math.max(4, (slot - 10) / series.length);
  const plot = HEIGHT - TOP - AXIS;
  const empty = series.every((item) => item.values.every((value) => value === 0));
  return (
    <section className="admin-panel dash-chart" aria-labelledby={`${id}-heading`}>
      <h2 className="dash-card__title" id={`${id}-heading`}>
        {title}
      </h2>
      <ul className="dash-chart__legend">
        {series.map((item) => (
          <li key={item.key}>
            <span className={`dash-chart__swatch dash-chart__swatch--${item.key}`} aria-hidden="true" />
            {item.label} ({item.values.reduce((a, b) => a + b, 0)})
          </li>
        ))}
      </ul>
      <svg
        className="dash-chart__svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        preserveAspectRatio="none"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{describeSeries(weekly.weeks, series)}</desc>
        <line className="dash-chart__axis" x1={AXIS} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} />
        <text className="dash-chart__tick" x={AXIS - 6} y={TOP + 4} textAnchor="end">
          {max}
        </text>
        <text className="dash-chart__tick" x={AXIS - 6} y={TOP + plot} textAnchor="end">
          0
        </text>
        {weekly.weeks.map((week, index) => {
          const x = AXIS + index * slot + 5;
          return (
            <g key={week}>
              {series.map((item, at) => {
                const value = item.values[index] ?? 0;
                const height = (value / max) * plot;
                return (
                  <rect
                    key={item.key}
                    className={`dash-chart__bar dash-chart__bar--${item.key}`}
                    x={x + at * barWidth}
                    y={TOP + plot - height}
                    width={barWidth - 2}
                    height={height}
                    rx={2}
                  />
                );
              })}
              <text className="dash-chart__tick" x={x + (slot - 10) / 2} y={HEIGHT - 6} textAnchor="middle">
                {weekLabel(week)}
              </text>
            </g>
          );
        })}
      </svg>
      {empty ? <p className="dash-card__note">Nothing yet in the last {weekly.weeks.length} weeks.</p> : null}
      <details className="dash-chart__table">
        <summary>Show the figures as a table</summary>
        <table className="admin-table">
          <caption className="foyer-visually-hidden">{title}, by week</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              {series.map((item) => (
                <th scope="col" key={item.key}>
                  {item.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weekly.weeks.map((week, index) => (
              <tr key={week}>
                <th scope="row">{weekLabel(week)}</th>
                {series.map((item) => (
                  <td key={item.key}>{item.values[index] ?? 0}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}
