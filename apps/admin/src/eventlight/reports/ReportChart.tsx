import { useId } from "react";

/** One bar: its name, its value, and what a full bar is worth when that is not the largest value. */
export interface ChartBar {
  label: string;
  value: number;
  /** A full bar (an evaluation criterion's maximum score). @default the largest value shown */
  max?: number;
  /** What the bar's end says. @default the value */
  valueText?: string;
}

const BAR = 22;
const GAP = 8;
const LABEL_WIDTH = 180;
const WIDTH = 560;

/** A name cut to fit beside its bar; the full name stays in the SVG's tooltip and the table. */
function fit(label: string, chars = 26): string {
  return label.length > chars ? `${label.slice(0, chars - 1)}…` : label;
}

/**
 * A chart read at a glance (issue 20 item 5): plain SVG, no library. `columns` draws a time
 * series (one column a day); otherwise a bar per name, longest to the right. The SVG has a title
 * and a description; the page puts the same figures in a table beside it.
 */
export function ReportChart({
  title,
  description,
  bars,
  columns = false,
}: {
  title: string;
  description: string;
  bars: readonly ChartBar[];
  /** A time series: columns left to right, first and last day named under them. @default false */
  columns?: boolean;
}) {
  const titleId = useId();
  const descId = useId();
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  if (columns) {
    const height = 160;
    const step = WIDTH / Math.max(bars.length, 1);
    const first = bars[0]?.label ?? "";
    const last = bars.at(-1)?.label ?? "";
    return (
      <svg
        className="report-chart"
        role="img"
        aria-labelledby={`${titleId} ${descId}`}
        viewBox={`0 0 ${WIDTH} ${height + 40}`}
        preserveAspectRatio="xMinYMin meet"
      >
        <title id={titleId}>{title}</title>
        <desc id={descId}>{description}</desc>
        <line className="report-chart__axis" x1={0} x2={WIDTH} y1={height} y2={height} />
        {bars.map((bar, index) => {
          const h = Math.max(2, (bar.value / largest) * (height - 20));
          return (
            <rect
              key={bar.label}
              className="report-chart__bar"
              x={index * step + step * 0.1}
              y={height - h}
              width={Math.max(1, step * 0.8)}
              height={h}
            >
              <title>{`${bar.label}: ${bar.value}`}</title>
            </rect>
          );
        })}
        <text className="report-chart__label" x={0} y={height + 18}>
          {first}
        </text>
        {bars.length > 1 ? (
          <text className="report-chart__label" x={WIDTH} y={height + 18} textAnchor="end">
            {last}
          </text>
        ) : null}
        <text className="report-chart__value" x={0} y={12}>
          {`Most in a day: ${largest}`}
        </text>
      </svg>
    );
  }
  const height = bars.length * (BAR + GAP);
  const room = WIDTH - LABEL_WIDTH - 70;
  return (
    <svg
      className="report-chart"
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      viewBox={`0 0 ${WIDTH} ${height}`}
      preserveAspectRatio="xMinYMin meet"
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      {bars.map((bar, index) => {
        const y = index * (BAR + GAP);
        const width = Math.max(2, (bar.value / (bar.max ?? largest)) * room);
        return (
          // Names may repeat (one criterion in two plans): the position tells bars apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <g key={index}>
            <text className="report-chart__label" x={LABEL_WIDTH - 8} y={y + BAR * 0.7} textAnchor="end">
              {fit(bar.label)}
              <title>{bar.label}</title>
            </text>
            <rect className="report-chart__bar" x={LABEL_WIDTH} y={y} width={width} height={BAR} rx={3} />
            <text className="report-chart__value" x={LABEL_WIDTH + width + 6} y={y + BAR * 0.7}>
              {bar.valueText ?? String(bar.value)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
