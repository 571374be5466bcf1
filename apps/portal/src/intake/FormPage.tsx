import type { FormKind } from "@foyer/domain";
import { ApplicationForm, FollowupForm, IntakeForm, SubmissionForm, useApp } from "@foyer/widgets/react";
import { type FormRoute, formPath, routeCarries } from "./form-routes.js";

/**
 * A participant form page: the same widget third-party sites embed, in its shadow root. Step and
 * submission changes are written into the URL so a reload or a shared link lands in the same place.
 */
export function FormPage({ route }: { route: FormRoute }) {
  const { navigate } = useApp();
  const go = (changes: Partial<FormRoute>) =>
    navigate(formPath({ ...route, ...changes, page: "form" }), { replace: true });
  // Only the URLs the spec gives a kind carry its step or submission (intake forms have neither).
  const common = {
    submissionId: route.submissionId,
    stepId: route.stepId,
    onStepChange: (stepId: string) => {
      if (routeCarries(route.kind, "step")) go({ stepId });
    },
    onSubmissionCreated: (submissionId: string) => {
      if (routeCarries(route.kind, "submissions")) go({ submissionId });
    },
  };
  return (
    <main className="foyer-form-page">
      <FormFor kind={route.kind} route={route} common={common} />
    </main>
  );
}

interface Common {
  submissionId?: string | undefined;
  stepId?: string | undefined;
  onStepChange(stepId: string): void;
  onSubmissionCreated(submissionId: string): void;
}

function FormFor({ kind, route, common }: { kind: FormKind; route: FormRoute; common: Common }) {
  switch (kind) {
    case "intake":
      return <IntakeForm eventSlug={route.slug} intakeId={route.formId} {...common} />;
    case "submission":
      return <SubmissionForm eventSlug={route.slug} formId={route.formId} {...common} />;
    case "application":
      return <ApplicationForm formSlug={route.slug} formId={route.formId} {...common} />;
    case "followup":
      return <FollowupForm formSlug={route.slug} formId={route.formId} preview={route.preview} {...common} />;
  }
}
