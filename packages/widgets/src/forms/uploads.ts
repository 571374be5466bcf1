import type { FormField, UploadedFile } from "@foyer/domain";
import type { FormsApi } from "@foyer/sdk";
import { loadedFieldGroup, loadFieldGroup } from "../fields/field-chunks.js";
import type { UploadInProgress } from "../fields/field-props.js";
import { batch, computed, type Signal, signal } from "../runtime/signals.js";
import { formMessages } from "./form-messages.js";

export interface UploadTrackerDeps {
  upload: FormsApi["upload"];
  /** How many files the field holds now. */
  held(field: FormField): number;
  /** Stores a finished upload in the field's value. */
  store(field: FormField, file: UploadedFile): void;
}

/** What the upload runs (`upload-runs.ts`) share with the tracker. */
export interface UploadState {
  deps: UploadTrackerDeps;
  inProgress: Signal<Readonly<Record<string, readonly UploadInProgress[]>>>;
  refused: Signal<Readonly<Record<string, string | null>>>;
  controllers: Map<string, AbortController>;
  listOf(fieldId: string): readonly UploadInProgress[];
  /** Changes one upload of a field; `null` removes it. */
  patch(fieldId: string, key: string, change: Partial<UploadInProgress> | null): void;
  nextKey(): string;
}

/**
 * Uploads chosen files first (spec 2 §5 "Upload"), one request each with progress and an
 * AbortController, so Cancel and unmount stop them.
 */
export function createUploadTracker(deps: UploadTrackerDeps) {
  const inProgress = signal<Readonly<Record<string, readonly UploadInProgress[]>>>({});
  const refused = signal<Readonly<Record<string, string | null>>>({});
  /** Chosen files whose upload code is still on its way: submitting waits for them too. */
  const starting = signal(0);
  const controllers = new Map<string, AbortController>();
  let serial = 0;
  let generation = 0;

  const listOf = (fieldId: string) => inProgress.value[fieldId] ?? [];
  const state: UploadState = {
    deps,
    inProgress,
    refused,
    controllers,
    listOf,
    patch(fieldId, key, change) {
      const list = listOf(fieldId);
      const next =
        change === null
          ? list.filter((item) => item.key !== key)
          : list.map((item) => (item.key === key ? { ...item, ...change } : item));
      inProgress.value = { ...inProgress.value, [fieldId]: next };
    },
    nextKey() {
      serial += 1;
      return `upload-${serial}`;
    },
  };

  return {
    /** Uploads of each field, by field id. */
    inProgress,
    /** The message about refused files of each field, by field id. */
    refused,
    /** True while any upload is still running: submitting waits for it. */
    pending: computed(
      () =>
        starting.value > 0 ||
        Object.values(inProgress.value).some((list) => list.some((item) => item.error === null)),
    ),
    start(field: FormField, files: readonly File[]) {
      // The checks and the runs come with the upload fields' chunk (most forms have no upload
      // field), which is here by the time a file field shows; if not, they are waited for.
      const ready = loadedFieldGroup("uploads");
      if (ready) return ready.startUploads(state, field, files);
      const started = generation;
      starting.value += 1;
      loadFieldGroup("uploads").then(
        (module) => {
          batch(() => {
            starting.value -= 1;
            if (started === generation) module.startUploads(state, field, files);
          });
        },
        () => {
          batch(() => {
            starting.value -= 1;
            if (started === generation)
              refused.value = { ...refused.value, [field.id]: formMessages.network };
          });
        },
      );
    },
    /** Cancels an upload in progress or dismisses a failed one. */
    cancel(fieldId: string, key: string) {
      controllers.get(key)?.abort();
      controllers.delete(key);
      state.patch(fieldId, key, null);
    },
    /** Aborts every upload (unmount), and files still waiting for the upload code. */
    dispose() {
      generation += 1;
      for (const controller of controllers.values()) controller.abort();
      controllers.clear();
    },
  };
}

export type UploadTracker = ReturnType<typeof createUploadTracker>;
