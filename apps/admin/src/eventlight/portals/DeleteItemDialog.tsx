import { ConfirmDialog } from "@foyer/widgets/react";
import { type ReactNode, useState } from "react";
import { useServerWrite } from "../../server-data/useServerWrite.js";
import { useFailure } from "./useFailure.js";

type Deleting<T> = { item: T; busy: boolean; error: string | null };

export interface DeleteItem<T> {
  deleting: Deleting<T> | null;
  /** Asks before deleting `item`. */
  ask(item: T): void;
  cancel(): void;
  /** Deletes the item asked about: the dialog closes when done, else shows why not (a 403 leaves). */
  confirm(remove: (item: T) => Promise<void>): Promise<void>;
}

/** The state of "Delete …?" for one item of a list at a time. */
export function useDeleteItem<T>(): DeleteItem<T> {
  const failure = useFailure();
  const run = useServerWrite();
  const [deleting, setDeleting] = useState<Deleting<T> | null>(null);
  return {
    deleting,
    ask: (item) => setDeleting({ item, busy: false, error: null }),
    cancel: () => setDeleting(null),
    confirm: async (remove) => {
      if (!deleting) return;
      setDeleting({ ...deleting, busy: true, error: null });
      try {
        await run(() => remove(deleting.item));
        setDeleting(null);
      } catch (error) {
        const message = failure(error);
        if (message) setDeleting({ ...deleting, busy: false, error: message });
      }
    },
  };
}

/** "Delete the task Slides?" with what deleting it means; shown while an item is asked about. */
export function DeleteItemDialog<T>({
  state,
  title,
  confirmLabel,
  remove,
  children,
}: {
  state: DeleteItem<T>;
  title(item: T): string;
  confirmLabel: string;
  /** Deletes on the server and takes the item off the list. */
  remove(item: T): Promise<void>;
  children(item: T): ReactNode;
}) {
  const { deleting } = state;
  if (!deleting) return null;
  return (
    <ConfirmDialog
      title={title(deleting.item)}
      confirmLabel={confirmLabel}
      busyLabel="Deleting..."
      busy={deleting.busy}
      error={deleting.error}
      onConfirm={() => void state.confirm(remove)}
      onCancel={state.cancel}
    >
      {children(deleting.item)}
    </ConfirmDialog>
  );
}
