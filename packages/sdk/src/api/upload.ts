import type { Envelope, UploadedFile } from "@foyer/domain";
import { HttpError, NetworkError } from "../errors.js";
import type { UploadOptions } from "./forms.js";

/** fetch() cannot report upload progress; XMLHttpRequest can. */
export function uploadWithProgress(
  url: string,
  file: File,
  idToken: string | null,
  grant: string | null,
  options: UploadOptions,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("Accept", "application/json");
    if (idToken) request.setRequestHeader("Authorization", `Bearer ${idToken}`);
    // The domain's UPLOAD_GRANT_HEADER, spelled here so the forms bundle does not take its module.
    if (grant) request.setRequestHeader("X-Foyer-Upload-Grant", grant);
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
    });
    const abort = () => request.abort();
    options.signal?.addEventListener("abort", abort, { once: true });
    const done = () => options.signal?.removeEventListener("abort", abort);
    request.addEventListener("load", () => {
      done();
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = request.responseText;
      }
      if (request.status >= 200 && request.status < 300) {
        resolve((body as Envelope<UploadedFile>).payload);
      } else {
        reject(new HttpError({ status: request.status, method: "POST", url, body }));
      }
    });
    request.addEventListener("error", () => {
      done();
      reject(new NetworkError("Could not reach the server: POST uploads"));
    });
    request.addEventListener("abort", () => {
      done();
      reject(new NetworkError("The upload was cancelled"));
    });
    const form = new FormData();
    form.append("file", file, file.name);
    request.send(form);
  });
}
