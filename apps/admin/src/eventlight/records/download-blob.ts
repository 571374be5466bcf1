/** Saves `blob` as a download named `fileName` (the export needs a bearer token, so no plain link). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the object URL after click() returns: let it live a moment.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
