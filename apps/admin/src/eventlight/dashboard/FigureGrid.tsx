import { Link } from "wouter";

/** One key figure of a dashboard; a null value (not readable by the user) is left out. */
export interface Figure {
  key: string;
  label: string;
  value: number | null;
  /** The page the figure counts, when the user may open it. */
  href?: string | undefined;
}

const format = new Intl.NumberFormat("en-US");

/** Key figures as a list of terms and values, each linked to its page where there is one. */
export function FigureGrid({ figures, label }: { figures: readonly Figure[]; label: string }) {
  const shown = figures.filter((figure): figure is Figure & { value: number } => figure.value !== null);
  return (
    <dl className="dash-figures" aria-label={label}>
      {shown.map((figure) => (
        <div className="dash-figure admin-panel" key={figure.key} data-figure={figure.key}>
          <dt className="dash-figure__label">
            {figure.href ? (
              <Link className="dash-figure__link" href={figure.href}>
                {figure.label}
              </Link>
            ) : (
              figure.label
            )}
          </dt>
          <dd className="dash-figure__value">{format.format(figure.value)}</dd>
        </div>
      ))}
    </dl>
  );
}
