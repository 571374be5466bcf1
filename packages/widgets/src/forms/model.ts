import type {
  FieldValue,
  FormDefinition,
  FormField,
  FormKind,
  Submission,
  SubmissionValues,
  UploadedFile,
} from "@foyer/domain";
import type { WidgetSdk } from "@foyer/sdk";
import { preloadFieldsOf } from "../fields/field-chunks.js";
import { filesOf, maxFilesOf } from "../fields/field-files.js";
import type { FieldIds } from "../fields/field-props.js";
import { batch } from "../runtime/signals.js";
import type { WidgetEventName } from "../runtime/widget-context.js";
import { createDraftPointers } from "./draft-pointer.js";
import { createDraftSaver } from "./draft-saver.js";
import { type FoundSubmission, findSubmission } from "./find-submission.js";
import { formMessages } from "./form-messages.js";
import { createSessionActions } from "./form-session.js";
import { createFormState, noDraft } from "./form-state.js";
import { readServerProblem, type ServerProblem } from "./server-problem.js";
import { createUploadTracker } from "./uploads.js";
import { loadedValidation, loadValidation, type Validate } from "./validation.js";

export type { DraftState, FocusRequest, FocusTarget, FormStatus } from "./form-state.js";

export interface FormSource {
  kind: FormKind;
  slug: string;
  formId: string;
  submissionId?: string | undefined;
  stepId?: string | undefined;
  preview?: boolean | undefined;
}

export interface FormModelDeps {
  sdk: WidgetSdk;
  emit(name: WidgetEventName, detail?: unknown): void;
  source: FormSource;
  onStepChange?(stepId: string): void;
  onSubmissionCreated?(submissionId: string): void;
  /** Where anonymous drafts are remembered. @default the SDK's storage (localStorage) */
  storage?: Storage | null;
}

let instances = 0;

const hasAnswers = (values: SubmissionValues) => Object.values(values).some((value) => value !== null);

/** The model of the participant form widget (STYLE 7): signals, computed values and actions. */
export function createFormModel(deps: FormModelDeps) {
  const { sdk, emit, source } = deps;
  const preview = source.preview === true;
  const idPrefix = `foyer-form-${++instances}`;
  const pointers = createDraftPointers(deps.storage === undefined ? sdk.config.storage : deps.storage);

  const state = createFormState();
  const { status, statusMessage, definition, values, errors, formError, stepIndex, furthestStep } = state;
  const { draft, sent, account, fields, steps, step, editable, fieldIndex } = state;
  const { requestFocus } = state;

  /** The current run (between start and its cleanup); async work of a stopped run is ignored. */
  let run = new AbortController();
  let touched = false;

  const uploads = createUploadTracker({
    upload: (file, options) => sdk.api.forms.upload(file, { ...options, formId: definition.value?.id }),
    held: (field) => filesOf(values.value[field.id]).length,
    store(field: FormField, file: UploadedFile) {
      if (field.type === "photo") return setValue(field.id, { photoUrl: file.url, file });
      const current = filesOf(values.value[field.id]);
      setValue(field.id, maxFilesOf(field) === 1 ? [file] : [...current, file]);
    },
  });

  const canSave = () => {
    const form = definition.value;
    return (
      !preview &&
      form !== null &&
      form.isOpen &&
      editable.value &&
      draft.value.stored !== "submitted" &&
      (!form.requiresLogin || sdk.tokens.get() !== null)
    );
  };

  // One saver per run: StrictMode (and a remount) stops a run and starts another.
  let saver = createDraftSaver({ canSave, save: saveDraft });

  /** A failed call's meaning; shared by draft saves and submits. */
  function onProblem(problem: ServerProblem): void {
    if (problem.kind === "signIn" && !definition.value?.requiresLogin) {
      // A public form: the answers stay and are saved without the account from now on.
      batch(() => {
        draft.value = noDraft;
        formError.value = problem.message;
      });
    } else if (problem.kind === "signIn") {
      batch(() => {
        status.value = "needsSignIn";
        statusMessage.value = problem.message;
      });
    } else if (problem.kind === "closed") {
      batch(() => {
        status.value = "closed";
        statusMessage.value = problem.message;
      });
    } else if (problem.kind === "fields") {
      showErrors(problem.errors);
    }
  }

  async function saveDraft(): Promise<boolean> {
    const form = definition.value;
    if (!form) return false;
    const signal = run.signal;
    if (status.value === "ready") status.value = "saving";
    try {
      const validate = loadedValidation() ?? (await loadValidation());
      const { submissionId, editToken } = draft.value;
      // A draft may be incomplete but not malformed (the server refuses it): send what is valid.
      const payload = {
        values: validate(form, values.value, { final: false }).values,
        status: "draft" as const,
      };
      let id = submissionId;
      let token = editToken;
      if (id) {
        await sdk.api.forms.update(form.id, id, payload, token);
      } else {
        const created = await sdk.api.forms.create(form.id, payload);
        id = created.id;
        token = created.edit_token;
        if (!signal.aborted) {
          if (token) pointers.write(form.id, { submissionId: id, editToken: token });
          deps.onSubmissionCreated?.(id);
        }
      }
      if (signal.aborted) return false;
      batch(() => {
        draft.value = { ...draft.value, submissionId: id, editToken: token, stored: "draft", save: "saved" };
        if (status.value === "saving") status.value = "ready";
      });
      return true;
    } catch (error) {
      if (signal.aborted) return false;
      const problem = readServerProblem(error, formMessages.draftSaveFailed);
      batch(() => {
        if (status.value === "saving") status.value = "ready";
        draft.value = { ...draft.value, save: "failed" };
        if (problem.kind === "notFound") {
          // The draft is gone (deleted, or no longer ours): the next save creates a new one.
          pointers.forget(form.id);
          draft.value = { ...noDraft, save: "failed" };
        } else onProblem(problem);
      });
      return false;
    }
  }

  /** Shows errors beside their fields, opens the step of the first and focuses it. */
  function showErrors(found: Readonly<Record<string, string>>, message: string = formMessages.fixErrors) {
    const known = fields.value.filter((field) => field.id in found);
    const strays = Object.entries(found)
      .filter(([id]) => !fieldIndex.value.has(id))
      .map(([, text]) => text);
    batch(() => {
      errors.value = Object.fromEntries(known.map((field) => [field.id, found[field.id] ?? ""]));
      const first = known[0];
      if (first) {
        const index = steps.value.findIndex((candidate) => candidate.fields.some((f) => f.id === first.id));
        if (index >= 0 && index !== stepIndex.value) goTo(index);
        requestFocus({ target: "field", fieldId: first.id });
      } else requestFocus({ target: "errors" });
      formError.value = [message, ...strays].join(" ");
    });
  }

  function goTo(index: number) {
    const target = steps.value[index];
    if (!target || index === stepIndex.value) return;
    batch(() => {
      stepIndex.value = index;
      furthestStep.value = Math.max(furthestStep.value, index);
      formError.value = null;
      requestFocus({ target: "step" });
    });
    deps.onStepChange?.(target.id);
    // Step changes save at once (the issue: "debounced ~800 ms, and on step change").
    void saver.flush();
  }

  function adopt(found: FoundSubmission) {
    const form = definition.value;
    if (!form) return;
    const known = new Set(fields.value.map((field) => field.id));
    const stored = Object.fromEntries(
      Object.entries(found.submission.values).filter(([id]) => known.has(id)),
    );
    batch(() => {
      draft.value = {
        submissionId: found.submission.id,
        editToken: found.editToken,
        stored: found.submission.status,
        restored: !touched && found.submission.status === "draft" && hasAnswers(stored),
        save: "idle",
      };
      // Typed before (say, before signing in again): what is on screen wins, and is saved.
      if (touched) saver.schedule();
      else values.value = stored;
    });
  }

  /** Picks up an existing draft or submission, then opens the form. */
  async function resume(signal: AbortSignal) {
    const form = definition.value;
    if (!form) return;
    if (preview) {
      status.value = "ready";
      return;
    }
    status.value = "loading";
    let found: FoundSubmission | null = null;
    try {
      found = await findSubmission(sdk, form, source.submissionId, pointers);
    } catch (error) {
      if (signal.aborted) return;
      const problem = readServerProblem(error, formMessages.loadFailed);
      if (problem.kind === "signIn" && form.requiresLogin) return onProblem(problem);
      if (source.submissionId) {
        batch(() => {
          status.value = problem.kind === "notFound" ? "notFound" : "error";
          statusMessage.value = problem.message;
        });
        emit("foyer:error", { message: problem.message });
        return;
      }
      // The remembered draft could not be read now: carry on with an empty form.
    }
    if (signal.aborted) return;
    batch(() => {
      if (found) adopt(found);
      status.value = "ready";
      statusMessage.value = null;
    });
  }

  async function load(signal: AbortSignal) {
    batch(() => {
      status.value = "loading";
      statusMessage.value = null;
    });
    let form: FormDefinition;
    try {
      form = await sdk.api.forms.get(source.kind, source.slug, source.formId);
    } catch (error) {
      if (signal.aborted) return;
      const problem = readServerProblem(error, formMessages.loadFailed);
      const notFound = problem.kind === "notFound";
      const message = notFound ? formMessages.notFound : problem.message;
      batch(() => {
        status.value = notFound ? "notFound" : problem.kind === "closed" ? "closed" : "error";
        statusMessage.value = message;
      });
      emit("foyer:error", { message });
      return;
    }
    if (signal.aborted) return;
    const start = Math.max(
      0,
      form.steps.findIndex((candidate) => candidate.id === source.stepId),
    );
    preloadFieldsOf(form.steps);
    batch(() => {
      definition.value = form;
      stepIndex.value = start;
      furthestStep.value = start;
    });
    emit("foyer:ready", { form });
    if (!form.isOpen && !preview) {
      batch(() => {
        status.value = "closed";
        statusMessage.value = formMessages.closed;
      });
      return;
    }
    if (form.requiresLogin && !preview && !sdk.tokens.get()) {
      status.value = "needsSignIn";
      return;
    }
    await resume(signal);
  }

  function setValue(fieldId: string, value: FieldValue) {
    touched = true;
    // The first answer fetches the checks that Next, Submit and draft saves will need.
    if (!loadedValidation()) void loadValidation().catch(() => undefined);
    batch(() => {
      values.value = { ...values.value, [fieldId]: value };
      if (fieldId in errors.value) {
        const { [fieldId]: _fixed, ...rest } = errors.value;
        errors.value = rest;
      }
    });
    saver.schedule();
  }

  // Next or Submit before the checks arrived waits for them, once; after that they run at once.
  let waitingForChecks = false;
  async function withChecks(action: (validate: Validate) => void | Promise<void>): Promise<void> {
    const ready = loadedValidation();
    if (ready) return action(ready);
    if (waitingForChecks) return;
    waitingForChecks = true;
    const signal = run.signal;
    let validate: Validate;
    try {
      validate = await loadValidation();
    } catch {
      if (signal.aborted) return;
      formError.value = formMessages.network;
      requestFocus({ target: "errors" });
      return;
    } finally {
      waitingForChecks = false;
    }
    if (!signal.aborted) await action(validate);
  }

  async function submitChecked(validate: Validate) {
    const form = definition.value;
    if (!form || !editable.value) return;
    if (uploads.pending.value) {
      formError.value = formMessages.uploadsPending;
      requestFocus({ target: "errors" });
      return;
    }
    const result = validate(form, values.value, { final: true });
    if (!result.ok) return showErrors(result.errors);
    batch(() => {
      errors.value = {};
      formError.value = null;
    });
    if (preview) {
      batch(() => {
        sent.value = { values: result.values, submission: null };
        status.value = "submitted";
        requestFocus({ target: "confirmation" });
      });
      return;
    }
    const signal = run.signal;
    saver.markClean();
    status.value = "submitting";
    await saver.settle();
    if (signal.aborted) return;
    const { submissionId, editToken } = draft.value;
    const payload = { values: result.values, status: "submitted" as const };
    try {
      let submission: Submission;
      let token = editToken;
      if (submissionId) {
        submission = await sdk.api.forms.update(form.id, submissionId, payload, editToken);
      } else {
        const created = await sdk.api.forms.create(form.id, payload);
        submission = created;
        token = created.edit_token;
        if (!signal.aborted) deps.onSubmissionCreated?.(created.id);
      }
      if (signal.aborted) return;
      // Single-submission forms come back to the same submission; others start afresh next time.
      if (token && form.singleSubmission)
        pointers.write(form.id, { submissionId: submission.id, editToken: token });
      else pointers.forget(form.id);
      batch(() => {
        draft.value = {
          submissionId: submission.id,
          editToken: token,
          stored: "submitted",
          restored: false,
          save: "idle",
        };
        sent.value = { values: result.values, submission };
        status.value = "submitted";
        requestFocus({ target: "confirmation" });
      });
      emit("foyer:submit", { submission });
    } catch (error) {
      if (signal.aborted) return;
      const problem = readServerProblem(error, formMessages.submitFailed);
      batch(() => {
        status.value = "ready";
        if (problem.kind === "fields") showErrors(problem.errors);
        else if (problem.kind === "signIn" || problem.kind === "closed") onProblem(problem);
        else {
          formError.value = problem.message;
          requestFocus({ target: "errors" });
        }
      });
      emit("foyer:error", { message: problem.message });
    }
  }

  const session = createSessionActions({
    sdk,
    state,
    preview,
    runSignal: () => run.signal,
    forgetUnsaved: () => saver.markClean(),
    resume,
  });

  return {
    ...state,
    uploads,
    preview,
    /** Prefix of every id this form renders (unique per widget instance). */
    idPrefix,

    /** Loads the form and listens to sign-in changes; the returned cleanup stops everything. */
    start(): () => void {
      run = new AbortController();
      saver = createDraftSaver({ canSave, save: saveDraft });
      const current = run;
      const currentSaver = saver;
      account.value = session.accountFromTokens();
      const unsubscribe = sdk.tokens.subscribe(session.onTokensChanged);
      void load(current.signal);
      return () => {
        current.abort();
        unsubscribe();
        currentSaver.dispose();
        uploads.dispose();
      };
    },

    /** The ids a field's label, help, error and control use. */
    ids(fieldId: string): FieldIds {
      const base = `${idPrefix}-f${fieldIndex.value.get(fieldId) ?? fieldId.replace(/[^\w-]/g, "_")}`;
      return { input: `${base}-input`, label: `${base}-label`, help: `${base}-help`, error: `${base}-error` };
    },

    setValue,

    /** "Try again" after a failed load. */
    retryLoad() {
      void load(run.signal);
    },
    /** From the error summary: opens the field's step and focuses it. */
    focusField(fieldId: string) {
      const index = steps.value.findIndex((candidate) =>
        candidate.fields.some((field) => field.id === fieldId),
      );
      batch(() => {
        if (index >= 0 && index !== stepIndex.value) goTo(index);
        requestFocus({ target: "field", fieldId });
      });
    },

    /** Next: checks the current step's fields (as on submit) before moving on. */
    next() {
      void withChecks((validate) => {
        const form = definition.value;
        const current = step.value;
        if (!form || !current || !editable.value) return;
        const result = validate(form, values.value, { final: true, stepIds: [current.id] });
        const ids = new Set(current.fields.map((field) => field.id));
        const stepErrors = result.ok
          ? {}
          : Object.fromEntries(Object.entries(result.errors).filter(([id]) => ids.has(id)));
        if (Object.keys(stepErrors).length > 0) return showErrors(stepErrors);
        errors.value = {};
        goTo(stepIndex.value + 1);
      });
    },
    back() {
      if (editable.value) goTo(stepIndex.value - 1);
    },
    /** The stepper: any step already reached. */
    goToStep(index: number) {
      if (editable.value && index <= furthestStep.value) goTo(index);
    },
    /** The address names a step (`/step/{stepId}`); no `onStepChange` echo when it is already shown. */
    showStep(stepId: string) {
      const index = steps.value.findIndex((candidate) => candidate.id === stepId);
      if (index < 0 || index === stepIndex.value) return;
      batch(() => {
        stepIndex.value = index;
        furthestStep.value = Math.max(furthestStep.value, index);
      });
    },
    /** Submit: checks every answer, then sends the submission (or, in preview, only shows the confirmation). */
    submit: () => withChecks(submitChecked),
    retrySave() {
      saver.schedule();
      void saver.flush();
    },
    /** "Start over": clears the answers and saves the empty draft, so a reload does not bring them back. */
    startOver() {
      batch(() => {
        values.value = {};
        errors.value = {};
        formError.value = null;
        draft.value = { ...draft.value, restored: false };
        uploads.dispose();
        goTo(0);
      });
      touched = false;
      if (draft.value.submissionId) {
        saver.schedule();
        void saver.flush();
      }
    },
    dismissRestored() {
      draft.value = { ...draft.value, restored: false };
    },
    /** From the confirmation back into the form; submitting again updates the same submission. */
    editSubmission() {
      batch(() => {
        status.value = "ready";
        errors.value = {};
        formError.value = null;
        if (stepIndex.value !== 0) goTo(0);
        else requestFocus({ target: "step" });
      });
    },
    setSignInMode: session.setSignInMode,
    signIn: session.signIn,
    signUp: session.signUp,
    signOut: session.signOut,
    startUpload(field: FormField, files: readonly File[]) {
      uploads.start(field, files);
    },
    cancelUpload(fieldId: string, key: string) {
      uploads.cancel(fieldId, key);
    },
  };
}

export type FormModel = ReturnType<typeof createFormModel>;
