import { type ReactNode, useState } from "react";
import { EditDeleteButtons, MoveButtons } from "../../list-kit/ItemButtons.js";
import { useServerWrite } from "../../server-data/useServerWrite.js";
import { useFailure } from "./useFailure.js";

/**
 * Moving items of a portal's ordered list (pages, resources) one place up or down: the server
 * answers the new order; a failure's sentence shows above the list (a 403 leaves the area).
 */
export function useReorder<T extends { id: string }>(
  items: readonly T[],
  order: (ids: string[]) => Promise<T[]>,
  onOrdered: (next: T[]) => void,
) {
  const failure = useFailure();
  const run = useServerWrite();
  const [problem, setProblem] = useState<string | null>(null);
  const move = async (index: number, by: -1 | 1) => {
    const ids = items.map((one) => one.id);
    const [taken] = ids.splice(index, 1);
    if (!taken) return;
    ids.splice(index + by, 0, taken);
    setProblem(null);
    try {
      onOrdered(await run(() => order(ids)));
    } catch (error) {
      setProblem(failure(error));
    }
  };
  return { problem, move };
}

/** One item of a portal's ordered list: what it is, then ↑ ↓ Edit Delete for those who may change it. */
export function OrderedRow({
  name,
  index,
  count,
  canWrite,
  onMove,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  index: number;
  /** How many items the list has. */
  count: number;
  canWrite: boolean;
  onMove(by: -1 | 1): void;
  onEdit(): void;
  onDelete(): void;
  children: ReactNode;
}) {
  return (
    <li className="admin-panel portal-content-row">
      <div>{children}</div>
      {canWrite ? (
        <span className="event-inline-actions">
          <MoveButtons name={name} first={index === 0} last={index === count - 1} onMove={onMove} />
          <EditDeleteButtons name={name} onEdit={onEdit} onDelete={onDelete} />
        </span>
      ) : null}
    </li>
  );
}

/** A problem with the list (a move that failed), read out when it shows. */
export function ListProblem({ problem }: { problem: string | null }) {
  return problem ? (
    <p className="foyer-alert foyer-alert--error" role="alert">
      {problem}
    </p>
  ) : null;
}
