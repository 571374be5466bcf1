import { useState } from "react";
import { downloadBlob } from "../../import-wizard/downloads.js";
import { usePortalHost } from "../portal-host.js";

/**
 * Saves a file the API serves only with the participant's token (a plain link cannot send it):
 * `busy` while it is fetched; a failure is reported through the host (the app's error notices, the widget's notice line).
 */
export function useSaveFile() {
  const host = usePortalHost();
  const [busy, setBusy] = useState(false);
  const save = (fetchFile: () => Promise<Blob>, name: string, failed: string) => {
    setBusy(true);
    fetchFile()
      .then((blob) => downloadBlob(document.body, blob, name))
      .catch(() => host.notify(failed, "error"))
      .finally(() => setBusy(false));
  };
  return { busy, save };
}
