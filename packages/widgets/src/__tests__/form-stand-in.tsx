// Stands in for the real form widget (forms/FormWidget.tsx, tested on its own) in the tests of
// the hosts around it: it shows the props it got and emits like the real one.
import { useEffect } from "react";
import type { FormWidgetProps } from "../forms/FormWidget.js";
import { useWidget } from "../runtime/widget-context.js";

export function FormStandIn(props: FormWidgetProps) {
  const { emit, theme } = useWidget();
  useEffect(() => emit("foyer:ready", { form: { id: props.formId } }), [emit, props.formId]);
  const shown = [props.kind, props.slug, props.formId, props.submissionId ?? "-", props.stepId ?? "-"];
  return (
    <form part="form" data-theme-seen={theme} data-preview={String(props.preview ?? false)}>
      <output>{shown.join(" ")}</output>
      <button type="button" onClick={() => props.onStepChange?.("next-step")}>
        Next
      </button>
      <button
        type="button"
        onClick={() => {
          props.onSubmissionCreated?.("sub-9");
          emit("foyer:submit", { submission: { id: "sub-9" } });
        }}
      >
        Submit
      </button>
    </form>
  );
}
