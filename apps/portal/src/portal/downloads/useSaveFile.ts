import { downloadBlob, useApp } from "@foyer/widgets/react";
import { useState } from "react";

/**
 * Saves a file the API serves only with the participant's token (a plain link cannot send it):
 * `busy` while it is fetched; a failure is reported through the app's error notices.
 */
export function useSaveFile() {
  const { services } = useApp();
  const [busy, setBusy] = useState(false);
  const save = (fetchFile: () => Promise<Blob>, name: string, failed: string) => {
    setBusy(true);
    fetchFile()
      .then((blob) => downloadBlob(document.body, blob, name))
      .catch(() => services.errors.register(failed))
      .finally(() => setBusy(false));
  };
  return { busy, save };
}
