/** How long an object URL outlives the click that downloads it (some browsers read it late). */
export const REVOKE_AFTER_MS = 10_000;

/**
 * Downloads `blob` as `fileName` through a temporary `<a download>` inside the widget's shadow
 * root (nothing is added to the host page), and revokes the object URL afterwards. Returns a
 * cleanup that revokes it at once (the widget's unmount).
 */
export function downloadBlob(root: ParentNode & Node, blob: Blob, fileName: string): () => void {
  const url = URL.createObjectURL(blob);
  const link = (root.ownerDocument ?? document).createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  root.appendChild(link);
  link.click();
  link.remove();
  let revoked = false;
  const revoke = () => {
    if (revoked) return;
    revoked = true;
    clearTimeout(timer);
    URL.revokeObjectURL(url);
  };
  const timer = setTimeout(revoke, REVOKE_AFTER_MS);
  return revoke;
}

/** "People 2025.xlsx" → "People 2025-skipped-rows.csv". */
export function derivedFileName(fileName: string, suffix: string): string {
  const base = fileName.replace(/\.[^.]+$/, "").trim() || "import";
  return `${base}-${suffix}.csv`;
}
