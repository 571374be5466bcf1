import { useApp } from "@foyer/widgets/react";
import { useState } from "react";
import { useServerWrite } from "../../server-data/useServerWrite.js";

/**
 * Creating or editing one item of a portal board in a dialog: which item (none: a new one), and
 * the dialog's save, which hands the server's answer on, closes and says so ("… has been created.").
 * The save runs as a mutation; a failure is rethrown for the dialog to show (a 403 leaves the area).
 */
export function useEditDialog<T extends { id: string; title: string }, B>(
  write: { create(body: B): Promise<T>; update(id: string, body: B): Promise<T> },
  onSaved: (saved: T) => void,
) {
  const { services } = useApp();
  const run = useServerWrite();
  const [editing, setEditing] = useState<{ item?: T } | null>(null);
  const save = async (body: B) => {
    const target = editing?.item;
    const saved = await run(() => (target ? write.update(target.id, body) : write.create(body)));
    onSaved(saved);
    setEditing(null);
    services.toasts.show({
      message: target ? `${saved.title} has been saved.` : `${saved.title} has been created.`,
      severity: "success",
    });
  };
  return {
    /** null while the dialog is closed; `{}` for a new item. */
    editing,
    open: (item?: T) => setEditing(item ? { item } : {}),
    close: () => setEditing(null),
    save,
  };
}
