import { FormWidget, type FormWidgetProps } from "../forms/FormWidget.js";
import { formWidgetCss } from "../forms/form-widget.css.js";
import type { WidgetDefinition } from "../runtime/widget-definition.js";
import { type Mounters, mounterOf } from "./named-mount.js";
import type { FormOptions, WidgetOptionsMap } from "./widget-options.js";

type FormKind = FormWidgetProps["kind"];
export type FormWidgetName = "intake-form" | "submission-form" | "application-form" | "followup-form";

function formProps(kind: FormKind, slug: string, formId: string, options: FormOptions): FormWidgetProps {
  return {
    kind,
    slug,
    formId,
    submissionId: options.submissionId || undefined,
    stepId: options.stepId || undefined,
    onStepChange: options.onStepChange,
    onSubmissionCreated: options.onSubmissionCreated,
  };
}

const css = [formWidgetCss];

/** The four participant forms (spec 1 §2 "Forms"): one widget, four kinds. */
export const formWidgets: {
  [N in FormWidgetName]: WidgetDefinition<{ widget: N } & WidgetOptionsMap[N], FormWidgetProps>;
} = {
  "intake-form": {
    component: FormWidget,
    css,
    required: ["eventSlug", "intakeId"],
    props: (options) => formProps("intake", options.eventSlug, options.intakeId, options),
  },
  "submission-form": {
    component: FormWidget,
    css,
    required: ["eventSlug", "formId"],
    props: (options) => formProps("submission", options.eventSlug, options.formId, options),
  },
  "application-form": {
    component: FormWidget,
    css,
    required: ["formSlug", "formId"],
    props: (options) => formProps("application", options.formSlug, options.formId, options),
  },
  "followup-form": {
    component: FormWidget,
    css,
    required: ["formSlug", "formId"],
    props: (options) => ({
      ...formProps("followup", options.formSlug, options.formId, options),
      preview: options.preview === true,
    }),
  },
};

/** The four participant forms' mounters (one chunk in the embed build). */
export const formMounters = {
  "intake-form": mounterOf(formWidgets["intake-form"]),
  "submission-form": mounterOf(formWidgets["submission-form"]),
  "application-form": mounterOf(formWidgets["application-form"]),
  "followup-form": mounterOf(formWidgets["followup-form"]),
} as const satisfies Mounters;
