/** A group's heading that folds its list (an events year, a content group): ▾ open, ▸ folded. */
export function CollapseHeading({
  title,
  open,
  controls,
  onToggle,
}: {
  title: string;
  open: boolean;
  /** The id of the list it folds. */
  controls: string;
  onToggle(): void;
}) {
  return (
    <h3 className="clone-year__title">
      <button
        type="button"
        className="clone-collapse"
        aria-expanded={open}
        aria-controls={controls}
        onClick={onToggle}
      >
        <span className="clone-collapse__chevron" aria-hidden="true">
          {open ? "▾" : "▸"}
        </span>
        {title}
      </button>
    </h3>
  );
}
