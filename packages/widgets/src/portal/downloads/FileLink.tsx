import { usePortalApi } from "../sessions/usePortalApi.js";
import { useSaveFile } from "./useSaveFile.js";

export const FILE_DOWNLOAD_FAILED = "The file could not be downloaded";

/** A download link: the address for keyboard and screen readers, fetched with the token on click. */
export function FileLink({ file }: { file: { url: string; name: string } }) {
  const { api } = usePortalApi();
  const { busy, save } = useSaveFile();
  return (
    <a
      href={file.url}
      download={file.name}
      aria-busy={busy || undefined}
      onClick={(event) => {
        event.preventDefault();
        save(() => api.download(file.url), file.name, FILE_DOWNLOAD_FAILED);
      }}
    >
      {file.name}
    </a>
  );
}
