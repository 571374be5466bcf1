import { formMounters } from "../elements/mount-named.js";
import type {
  ApplicationFormOptions,
  FollowupFormOptions,
  IntakeFormOptions,
  SubmissionFormOptions,
} from "../elements/widget-options.js";
import { useWidgetMount } from "./useWidgetMount.js";

/** Props every widget component takes besides its options. */
export interface WidgetHostProps {
  /**
   * A class for the host element, for its place in your layout (the inside is themed with
   * `--foyer-*` properties and `::part()`).
   * @example className="signup-form"
   */
  className?: string | undefined;
}

export interface IntakeFormProps extends IntakeFormOptions, WidgetHostProps {}
export interface SubmissionFormProps extends SubmissionFormOptions, WidgetHostProps {}
export interface ApplicationFormProps extends ApplicationFormOptions, WidgetHostProps {}
export interface FollowupFormProps extends FollowupFormOptions, WidgetHostProps {}

/**
 * The event's intake form (spec 1 §2 "Forms", /intake/{eventSlug}/{intakeId}) in its own shadow root.
 * @example <IntakeForm eventSlug="foyer-summit-2027" intakeId="7c1b…" onSubmit={({ submission }) => …} />
 */
export function IntakeForm({ className, ...options }: IntakeFormProps) {
  const host = useWidgetMount(formMounters["intake-form"], { widget: "intake-form", ...options });
  return <div ref={host} className={className} data-foyer-widget="intake-form" />;
}

/**
 * A call-for-papers submission form (/submit/{eventSlug}/{formId}).
 * @example <SubmissionForm eventSlug="foyer-summit-2027" formId="5a8e…" theme="dark" />
 */
export function SubmissionForm({ className, ...options }: SubmissionFormProps) {
  const host = useWidgetMount(formMounters["submission-form"], { widget: "submission-form", ...options });
  return <div ref={host} className={className} data-foyer-widget="submission-form" />;
}

/**
 * An application form (/applications/{formSlug}/{formId}).
 * @example <ApplicationForm formSlug="exhibitors" formId="…" />
 */
export function ApplicationForm({ className, ...options }: ApplicationFormProps) {
  const host = useWidgetMount(formMounters["application-form"], { widget: "application-form", ...options });
  return <div ref={host} className={className} data-foyer-widget="application-form" />;
}

/**
 * A follow-up form (/followup-forms/{formSlug}/{formId}); `preview` shows it without saving.
 * @example <FollowupForm formSlug="speakers" formId="…" preview />
 */
export function FollowupForm({ className, ...options }: FollowupFormProps) {
  const host = useWidgetMount(formMounters["followup-form"], { widget: "followup-form", ...options });
  return <div ref={host} className={className} data-foyer-widget="followup-form" />;
}
