import type { WidgetSdk } from "@foyer/sdk";
import { type FormEvent, lazy, type ReactNode, Suspense, useEffect, useRef, useState } from "react";
import { useSignals } from "../runtime/signals.js";
import { useWidget } from "../runtime/widget-context.js";
import { FormHeader } from "./FormHeader.js";
import { FormNav } from "./FormNav.js";
import { DraftNotice, ErrorSummary, SaveStatus } from "./FormNotices.js";
import { FormStatusView } from "./FormStatusView.js";
import { applyFocus } from "./focus-target.js";
import { createFormModel, type FormModel } from "./model.js";

// Only forms that need a session and find none show the sign-in panel: it loads on demand.
const SignInPanel = lazy(() =>
  import("./SignInPanel.js").then((module) => ({ default: module.SignInPanel })),
);
// The confirmation and its summary of answers come after a final submit only; they start
// loading when the submit does, so they are usually here when the answer is.
const loadConfirmation = () =>
  import("./Confirmation.js").then((module) => ({ default: module.Confirmation }));
const Confirmation = lazy(loadConfirmation);

import { StepFields } from "./StepFields.js";
import { Stepper } from "./Stepper.js";

/** The participant form widget's props (spec 1 §2 "Forms"). */
export interface FormWidgetProps {
  /**
   * Which kind of form: intake and submission forms are addressed by the event's slug,
   * application and follow-up forms by their own.
   * @example "submission"
   */
  kind: "intake" | "submission" | "application" | "followup";
  /** The event slug (intake, submission) or the form slug (application, followup). */
  slug: string;
  formId: string;
  /** Edit this submission (`/submissions/{submissionId}`). @default the participant's draft, if any */
  submissionId?: string;
  /** Open on this step (`/step/{stepId}`). @default the first step */
  stepId?: string;
  /**
   * Follow-up `/preview`: fully interactive, nothing saved, a "Preview" banner.
   * @default false
   */
  preview?: boolean;
  /** Called on every step change, e.g. to put `/step/{stepId}` in the address. */
  onStepChange?(stepId: string): void;
  /** Called when the server creates the submission (a first draft save or a first submit). */
  onSubmissionCreated?(submissionId: string): void;
}

const sdkKeys = new WeakMap<WidgetSdk, number>();
let sdkCount = 0;
function keyOf(sdk: WidgetSdk): number {
  const known = sdkKeys.get(sdk);
  if (known !== undefined) return known;
  sdkCount += 1;
  sdkKeys.set(sdk, sdkCount);
  return sdkCount;
}

/**
 * A participant form: loading, sign-in where required, steps with a stepper, a draft saved as
 * you type, and a confirmation. Emits `foyer:ready`, `foyer:submit` and `foyer:error`.
 * @example mountWidget(host, { component: FormWidget, props: { kind: "submission", slug, formId }, css: [formWidgetCss] })
 */
export function FormWidget(props: FormWidgetProps) {
  const { sdk } = useWidget();
  const memory = useRef({ submissionId: props.submissionId ?? "", created: new Set<string>() });
  const requested = props.submissionId ?? "";
  // A host that puts the id of the draft this widget just created in its address
  // (`/submissions/{id}`) is showing the same form: keep it, and what is being typed.
  if (requested !== memory.current.submissionId && !memory.current.created.has(requested)) {
    memory.current = { submissionId: requested, created: new Set() };
  }
  const onSubmissionCreated = (id: string) => {
    memory.current.created.add(id);
    props.onSubmissionCreated?.(id);
  };
  // Another form, submission, preview mode or API is another model, started afresh.
  const identity = [
    props.kind,
    props.slug,
    props.formId,
    memory.current.submissionId,
    props.preview ? "p" : "",
    keyOf(sdk),
  ];
  return <FormView key={JSON.stringify(identity)} {...props} onSubmissionCreated={onSubmissionCreated} />;
}

function FormView(props: FormWidgetProps) {
  useSignals();
  const widget = useWidget();
  const latest = useRef({ props, emit: widget.emit });
  latest.current = { props, emit: widget.emit };
  const [model] = useState<FormModel>(() =>
    createFormModel({
      sdk: widget.sdk,
      source: props,
      emit: (name, detail) => latest.current.emit(name, detail),
      onStepChange: (stepId) => latest.current.props.onStepChange?.(stepId),
      onSubmissionCreated: (id) => latest.current.props.onSubmissionCreated?.(id),
    }),
  );
  const container = useRef<HTMLDivElement | null>(null);

  useEffect(() => model.start(), [model]);
  const status = model.status.value;
  useEffect(() => {
    if (status === "submitting") void loadConfirmation().catch(() => undefined);
  }, [status]);
  useEffect(() => {
    if (props.stepId) model.showStep(props.stepId);
  }, [model, props.stepId]);

  const focus = model.focus.value;
  useEffect(() => {
    if (focus && container.current) applyFocus(container.current, focus, model.ids);
  }, [focus, model]);

  const titleId = `${model.idPrefix}-title`;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (model.isLastStep.value) void model.submit();
    else model.next();
  };

  let body: ReactNode;
  if (status === "needsSignIn") {
    body = (
      <Suspense fallback={<p part="status">Loading...</p>}>
        <SignInPanel model={model} />
      </Suspense>
    );
  } else if (status === "submitted") {
    body = (
      <Suspense fallback={<p part="status">Loading...</p>}>
        <Confirmation model={model} />
      </Suspense>
    );
  } else if (status === "ready" || status === "saving" || status === "submitting") {
    body = (
      <form className="foyer-form" part="form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <Stepper model={model} />
        <DraftNotice model={model} />
        <ErrorSummary model={model} />
        <StepFields model={model} />
        <FormNav model={model} />
        <SaveStatus model={model} />
      </form>
    );
  } else body = <FormStatusView model={model} />;

  return (
    <div ref={container} className="foyer-fw" data-theme={widget.theme} data-status={status}>
      <FormHeader model={model} titleId={titleId} />
      {body}
    </div>
  );
}
