import type { PortalFileResource } from "@foyer/domain";
import { useSaveFile } from "../downloads/useSaveFile.js";
import { usePortalApi } from "../sessions/usePortalApi.js";

export const RESOURCE_DOWNLOAD_FAILED = "The file could not be downloaded";

/** Download: the file is fetched with the participant's token (a plain link cannot send it), then saved. */
export function ResourceDownload({ resource }: { resource: PortalFileResource }) {
  const { api } = usePortalApi();
  const { busy, save } = useSaveFile();
  return (
    <button
      type="button"
      className="foyer-button foyer-button--primary"
      disabled={busy}
      aria-label={`Download ${resource.file.name}`}
      onClick={() =>
        save(() => api.download(resource.downloadUrl), resource.file.name, RESOURCE_DOWNLOAD_FAILED)
      }
    >
      {busy ? "Downloading…" : "Download"}
    </button>
  );
}
