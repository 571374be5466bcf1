import { allFields, type FormDefinition, type Submission, type SubmissionValues } from "@foyer/domain";
import { computed, signal } from "../runtime/signals.js";

/** Where the widget is in its life; one union instead of a pile of booleans (STYLE 5). */
export type FormStatus =
  | "loading"
  | "ready"
  | "saving"
  | "submitting"
  | "submitted"
  | "error"
  | "closed"
  | "notFound"
  | "needsSignIn";

/** The server-side draft (or submission) these answers belong to. */
export interface DraftState {
  submissionId: string | null;
  /** Anonymous submissions only: the token that lets this browser edit it. */
  editToken: string | null;
  /** What the server holds: nothing yet, a draft, or a submitted one being edited. */
  stored: "none" | "draft" | "submitted";
  /** A draft was picked up on load: say "Draft restored" and offer to start over. */
  restored: boolean;
  save: "idle" | "saved" | "failed";
}

/** What the component should focus after an action (the model knows no DOM). */
export type FocusTarget =
  | { target: "field"; fieldId: string }
  | { target: "step" }
  | { target: "errors" }
  | { target: "confirmation" };
/** A focus target; `seq` makes asking twice for the same target a new request. */
export type FocusRequest = FocusTarget & { seq: number };

export const noDraft: DraftState = {
  submissionId: null,
  editToken: null,
  stored: "none",
  restored: false,
  save: "idle",
};

/** The form widget's signals and computed values; `model.ts` holds the actions on them. */
export function createFormState() {
  const status = signal<FormStatus>("loading");
  /** Why the form is closed, not found, failed to load, or asks to sign in. */
  const statusMessage = signal<string | null>(null);
  const definition = signal<FormDefinition | null>(null);
  const values = signal<SubmissionValues>({});
  const errors = signal<Readonly<Record<string, string>>>({});
  const formError = signal<string | null>(null);
  const stepIndex = signal(0);
  const furthestStep = signal(0);
  const draft = signal<DraftState>(noDraft);
  const sent = signal<{ values: SubmissionValues; submission: Submission | null } | null>(null);
  const focus = signal<FocusRequest | null>(null);
  const signInState = signal<{ mode: "signIn" | "signUp"; busy: boolean; message: string | null }>({
    mode: "signIn",
    busy: false,
    message: null,
  });
  const account = signal<{ email: string } | null>(null);

  const fields = computed(() => (definition.value ? allFields(definition.value) : []));
  const steps = computed(() => definition.value?.steps ?? []);
  const step = computed(() => steps.value[stepIndex.value] ?? null);
  const isLastStep = computed(() => stepIndex.value >= steps.value.length - 1);
  const editable = computed(() => status.value === "ready" || status.value === "saving");
  const fieldIndex = computed(() => new Map(fields.value.map((field, index) => [field.id, index])));

  let focusSeq = 0;
  const requestFocus = (request: FocusTarget) => {
    focusSeq += 1;
    focus.value = { ...request, seq: focusSeq };
  };

  return {
    status,
    /** Why the form is closed, not found, failed to load, or asks to sign in. */
    statusMessage,
    definition,
    values,
    errors,
    /** The message of the error summary (role="alert"). */
    formError,
    stepIndex,
    /** The furthest step reached; the stepper opens any step up to it. */
    furthestStep,
    draft,
    /** What the last final submit sent, for the confirmation's summary. */
    sent,
    focus,
    signInState,
    account,
    fields,
    steps,
    step,
    isLastStep,
    /** Inputs are live (ready, or saving a draft in the background). */
    editable,
    fieldIndex,
    requestFocus,
  };
}

export type FormState = ReturnType<typeof createFormState>;
