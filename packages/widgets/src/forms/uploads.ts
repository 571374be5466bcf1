import type { FormField, UploadedFile } from "@foyer/domain";
import { type FormsApi, isHttpError } from "@foyer/sdk";
import type { UploadInProgress } from "../fields/field-props.js";
import { checkChosenFiles, uploadMessages } from "../fields/upload-rules.js";
import { batch, computed, signal } from "../runtime/signals.js";

export interface UploadTrackerDeps {
  upload: FormsApi["upload"];
  /** How many files the field holds now. */
  held(field: FormField): number;
  /** Stores a finished upload in the field's value. */
  store(field: FormField, file: UploadedFile): void;
}

/**
 * Uploads chosen files first (spec 2 §5 "Upload"), one request each with progress and an
 * AbortController, so Cancel and unmount stop them.
 */
export function createUploadTracker({ upload, held, store }: UploadTrackerDeps) {
  const inProgress = signal<Readonly<Record<string, readonly UploadInProgress[]>>>({});
  const refused = signal<Readonly<Record<string, string | null>>>({});
  const controllers = new Map<string, AbortController>();
  let serial = 0;

  const listOf = (fieldId: string) => inProgress.value[fieldId] ?? [];
  const patch = (fieldId: string, key: string, change: Partial<UploadInProgress> | null) => {
    const list = listOf(fieldId);
    const next =
      change === null
        ? list.filter((item) => item.key !== key)
        : list.map((item) => (item.key === key ? { ...item, ...change } : item));
    inProgress.value = { ...inProgress.value, [fieldId]: next };
  };
  const failure = (field: FormField, error: unknown) => {
    if (field.type === "photo") return uploadMessages.photoFailed;
    const body = isHttpError(error) ? (error.body as { message?: unknown } | undefined) : undefined;
    return typeof body?.message === "string" ? body.message : uploadMessages.uploadFailed;
  };

  function start(field: FormField, files: readonly File[]) {
    const busy = listOf(field.id).filter((item) => !item.error).length;
    const { accepted, refused: message } = checkChosenFiles(field, files, held(field) + busy);
    refused.value = { ...refused.value, [field.id]: message };
    for (const file of accepted) {
      serial += 1;
      const key = `upload-${serial}`;
      const controller = new AbortController();
      controllers.set(key, controller);
      const entry: UploadInProgress = { key, name: file.name, size: file.size, progress: 0, error: null };
      inProgress.value = { ...inProgress.value, [field.id]: [...listOf(field.id), entry] };
      upload(file, {
        signal: controller.signal,
        onProgress(loaded, total) {
          if (!controller.signal.aborted && total > 0) patch(field.id, key, { progress: loaded / total });
        },
      }).then(
        (uploaded) => {
          controllers.delete(key);
          if (controller.signal.aborted) return;
          batch(() => {
            patch(field.id, key, null);
            store(field, uploaded);
          });
        },
        (error: unknown) => {
          controllers.delete(key);
          if (!controller.signal.aborted) patch(field.id, key, { error: failure(field, error) });
        },
      );
    }
  }

  return {
    /** Uploads of each field, by field id. */
    inProgress,
    /** The message about refused files of each field, by field id. */
    refused,
    /** True while any upload is still running: submitting waits for it. */
    pending: computed(() =>
      Object.values(inProgress.value).some((list) => list.some((item) => item.error === null)),
    ),
    start,
    /** Cancels an upload in progress or dismisses a failed one. */
    cancel(fieldId: string, key: string) {
      controllers.get(key)?.abort();
      controllers.delete(key);
      patch(fieldId, key, null);
    },
    /** Aborts every upload (unmount). */
    dispose() {
      for (const controller of controllers.values()) controller.abort();
      controllers.clear();
    },
  };
}

export type UploadTracker = ReturnType<typeof createUploadTracker>;
