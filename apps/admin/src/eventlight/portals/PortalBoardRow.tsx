import "./portal-board.css";
import type { ReactNode } from "react";
import { EditDeleteButtons } from "../../list-kit/ItemButtons.js";

/** "New task", "New file request": the board's one tool, for those who may change it. */
export function BoardTools({ label, onNew }: { label: string; onNew(): void }) {
  return (
    <div className="portal-board__tools">
      <button type="button" className="foyer-button foyer-button--primary" onClick={onNew}>
        {label}
      </button>
    </div>
  );
}

/**
 * One item of a portal board (a task, a file request): its title and buttons, its facts, its
 * text, and its people opened below it by a toggle named "{peopleLabel} of {title}".
 */
export function PortalBoardRow({
  id,
  title,
  links,
  peopleLabel,
  open,
  onToggle,
  onEdit,
  onDelete,
  facts,
  text,
  people,
}: {
  /** Names the people panel's element. */
  id: string;
  title: string;
  /** Links before the toggle (e.g. "Results"). */
  links?: ReactNode;
  peopleLabel: string;
  open: boolean;
  onToggle(): void;
  /** Given when the member may change the item. */
  onEdit?: () => void;
  onDelete?: () => void;
  facts: ReactNode;
  text: string;
  /** The people panel, rendered only while open. */
  people(): ReactNode;
}) {
  return (
    <li className="admin-panel portal-board-row">
      <div className="portal-board-row__head">
        <h2 className="portal-board-row__title">{title}</h2>
        <span className="event-inline-actions">
          {links}
          <button
            type="button"
            className="foyer-button foyer-button--ghost event-button--small"
            aria-expanded={open}
            aria-controls={id}
            aria-label={`${peopleLabel} of ${title}`}
            onClick={onToggle}
          >
            {peopleLabel}
          </button>
          {onEdit && onDelete ? <EditDeleteButtons name={title} onEdit={onEdit} onDelete={onDelete} /> : null}
        </span>
      </div>
      <p className="portal-board-row__facts">{facts}</p>
      {text ? <p className="portal-board-row__text">{text}</p> : null}
      {open ? <div id={id}>{people()}</div> : null}
    </li>
  );
}
