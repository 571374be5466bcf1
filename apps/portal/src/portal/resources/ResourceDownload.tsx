import type { PortalFileResource } from "@foyer/domain";
import { downloadBlob, useApp } from "@foyer/widgets/react";
import { useState } from "react";
import { usePortalApi } from "../sessions/usePortalApi.js";

export const RESOURCE_DOWNLOAD_FAILED = "The file could not be downloaded";

/** Download: the file is fetched with the participant's token (a plain link cannot send it), then saved. */
export function ResourceDownload({ resource }: { resource: PortalFileResource }) {
  const { api } = usePortalApi();
  const { services } = useApp();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="foyer-button foyer-button--primary"
      disabled={busy}
      aria-label={`Download ${resource.file.name}`}
      onClick={() => {
        setBusy(true);
        api
          .download(resource.downloadUrl)
          .then((blob) => downloadBlob(document.body, blob, resource.file.name))
          .catch(() => services.errors.register(RESOURCE_DOWNLOAD_FAILED))
          .finally(() => setBusy(false));
      }}
    >
      {busy ? "Downloading…" : "Download"}
    </button>
  );
}
