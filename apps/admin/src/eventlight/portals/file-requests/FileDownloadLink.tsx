import type { FileRequestsAdminApi } from "@foyer/sdk";
import { downloadBlob, useApp } from "@foyer/widgets/react";
import { useState } from "react";

export const FILE_DOWNLOAD_FAILED = "The file could not be downloaded";

/**
 * A handed-in file's download: the address for keyboard and screen readers, fetched with the
 * bearer token on click (the server checks read on portal before it sends the file).
 */
export function FileDownloadLink({
  api,
  file,
  label,
}: {
  api: FileRequestsAdminApi;
  file: { name: string; url: string };
  /** The link's text; the file's name when absent. */
  label?: string;
}) {
  const { services } = useApp();
  const [busy, setBusy] = useState(false);
  return (
    <a
      href={file.url}
      download={file.name}
      aria-busy={busy || undefined}
      aria-label={label ? `${label} ${file.name}` : undefined}
      onClick={(event) => {
        event.preventDefault();
        setBusy(true);
        api
          .download(file.url)
          .then((blob) => downloadBlob(document.body, blob, file.name))
          .catch(() => services.errors.register(FILE_DOWNLOAD_FAILED))
          .finally(() => setBusy(false));
      }}
    >
      {label ?? file.name}
    </a>
  );
}
