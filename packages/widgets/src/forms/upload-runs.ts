import type { FormField } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import type { UploadInProgress } from "../fields/field-props.js";
import { checkChosenFiles, uploadMessages } from "../fields/upload-rules.js";
import { batch } from "../runtime/signals.js";
import type { UploadState } from "./uploads.js";

/*
 * The upload runs of the form's tracker (`uploads.ts`), loaded with the first chosen file: the
 * checks of spec 2 §5 and §9, then one request per accepted file with progress.
 */

function failure(field: FormField, error: unknown): string {
  if (field.type === "photo") return uploadMessages.photoFailed;
  const body = isHttpError(error) ? (error.body as { message?: unknown } | undefined) : undefined;
  return typeof body?.message === "string" ? body.message : uploadMessages.uploadFailed;
}

/** Checks the chosen files, says why any are refused, and uploads the others. */
export function startUploads(state: UploadState, field: FormField, files: readonly File[]): void {
  const { deps, inProgress, refused, controllers, listOf, patch } = state;
  const busy = listOf(field.id).filter((item) => !item.error).length;
  const { accepted, refused: message } = checkChosenFiles(field, files, deps.held(field) + busy);
  refused.value = { ...refused.value, [field.id]: message };
  for (const file of accepted) {
    const key = state.nextKey();
    const controller = new AbortController();
    controllers.set(key, controller);
    const entry: UploadInProgress = { key, name: file.name, size: file.size, progress: 0, error: null };
    inProgress.value = { ...inProgress.value, [field.id]: [...listOf(field.id), entry] };
    deps
      .upload(file, {
        signal: controller.signal,
        onProgress(loaded, total) {
          if (!controller.signal.aborted && total > 0) patch(field.id, key, { progress: loaded / total });
        },
      })
      .then(
        (uploaded) => {
          controllers.delete(key);
          if (controller.signal.aborted) return;
          batch(() => {
            patch(field.id, key, null);
            deps.store(field, uploaded);
          });
        },
        (error: unknown) => {
          controllers.delete(key);
          if (!controller.signal.aborted) patch(field.id, key, { error: failure(field, error) });
        },
      );
  }
}
