/** How a copy went: on the clipboard, or selected for the user to copy (Ctrl+C / ⌘C). */
export type CopyOutcome = "copied" | "selected";

/**
 * Copies `text` with the Clipboard API; where that is missing or refused (an http origin, a
 * denied permission), selects `fallback`'s text and tries the older copy command instead.
 */
export async function copyText(
  text: string,
  fallback: HTMLTextAreaElement | HTMLInputElement | null,
): Promise<CopyOutcome> {
  try {
    if (!navigator.clipboard) throw new Error("no clipboard");
    await navigator.clipboard.writeText(text);
    return "copied";
  } catch {
    if (!fallback) return "selected";
    fallback.focus();
    fallback.select();
    try {
      return document.execCommand("copy") ? "copied" : "selected";
    } catch {
      return "selected";
    }
  }
}
