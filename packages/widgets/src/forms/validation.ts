import type { validateSubmission } from "@foyer/domain";

/** The answer checks of spec 2 §5, `validateSubmission` of @foyer/domain. */
export type Validate = typeof validateSubmission;

/*
 * The checks load when the participant first answers (or presses Next or Submit), not with the
 * form: a form shows itself without them (issue 3: a form widget with its runtime ≤ 35 KB).
 * Once here they run synchronously, as if they had always been.
 */
let loaded: Validate | null = null;
let loading: Promise<Validate> | null = null;

/** Loads the checks (once per page; a failed load is tried again on the next call). */
export function loadValidation(): Promise<Validate> {
  loading ??= import("./submission-checks.js").then(
    (module) => {
      loaded = module.validateSubmission;
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The checks if they are here already, else null. */
export function loadedValidation(): Validate | null {
  return loaded;
}
