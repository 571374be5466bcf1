import { useEffect, useRef, useState } from "react";

/**
 * An item edited in place (a tag, a session setting, a tier's name): whether its editor is open,
 * the button that opened it (focus goes back to it when the editor closes, saved or cancelled),
 * and a save that shows the server's refusal and keeps the editor open.
 */
export function useInlineEdit() {
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  useEffect(() => {
    if (wasEditing.current && !editing) opener.current?.focus();
    wasEditing.current = editing;
  }, [editing]);

  return {
    editing,
    busy,
    error,
    setError,
    /** The Edit/Rename button. */
    opener,
    open: () => setEditing(true),
    close: () => {
      setEditing(false);
      setError(null);
    },
    /** Runs the save; closes on success, else shows `failed`'s message. */
    async save(work: () => Promise<void>, failed: (error: unknown) => string | null): Promise<void> {
      if (busy) return;
      setBusy(true);
      setError(null);
      try {
        await work();
        setEditing(false);
      } catch (caught) {
        setError(failed(caught));
      } finally {
        setBusy(false);
      }
    },
  };
}
