import { useEffect } from "react";

/**
 * Warns before the page is left with unsaved changes: a reload or closing the tab, and (through
 * `setUnsaved`, the event area's) the area's links.
 */
export function useUnsavedChangesWarning(dirty: boolean, setUnsaved: (unsaved: boolean) => void) {
  useEffect(() => {
    setUnsaved(dirty);
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty, setUnsaved]);
  useEffect(() => () => setUnsaved(false), [setUnsaved]);
}
