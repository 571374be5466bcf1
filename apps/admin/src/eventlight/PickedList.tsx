import { MoveButtons } from "../list-kit/ItemButtons.js";
import { EventLink } from "./EventLink.js";

/** One person or company picked into a list (a session's speakers, a sponsor tier). */
export interface PickedItem {
  key: string;
  name: string;
  /** Their record page. */
  href: string;
  /** A muted line under the name (title · company, a website). */
  detail: string;
}

interface PickedListProps<Item extends PickedItem> {
  items: readonly Item[];
  /** The list's accessible name ("Speakers", "Sponsors in Gold"). */
  label: string;
  canWrite: boolean;
  /** A change is under way: the buttons wait. */
  working: boolean;
  onMove(index: number, by: -1 | 1): void;
  onRemove(item: Item): void;
  /** Ends the move buttons' names: "Move Ada up{suffix}" (" in Gold"). */
  moveSuffix?: string;
  /** "Remove Ada from {removeFrom}". */
  removeFrom: string;
}

/**
 * An ordered list of picked people or companies, each linking to its record page, with move
 * up/down and Remove buttons (reachable by keyboard, named for screen readers) for those who may
 * change it.
 */
export function PickedList<Item extends PickedItem>({
  items,
  label,
  canWrite,
  working,
  onMove,
  onRemove,
  moveSuffix = "",
  removeFrom,
}: PickedListProps<Item>) {
  return (
    <ol className="picked-list" aria-label={label}>
      {items.map((item, index) => (
        <li key={item.key} className="picked-list__item">
          <span className="picked-list__who">
            <EventLink className="picked-list__name" href={item.href}>
              {item.name}
            </EventLink>
            {item.detail ? <span className="picked-list__detail">{item.detail}</span> : null}
          </span>
          {canWrite ? (
            <span className="event-inline-actions">
              <MoveButtons
                name={item.name}
                suffix={moveSuffix}
                first={index === 0}
                last={index === items.length - 1}
                disabled={working}
                onMove={(by) => onMove(index, by)}
              />
              <button
                type="button"
                className="foyer-button foyer-button--ghost event-button--small"
                aria-label={`Remove ${item.name} from ${removeFrom}`}
                disabled={working}
                onClick={() => onRemove(item)}
              >
                Remove
              </button>
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
