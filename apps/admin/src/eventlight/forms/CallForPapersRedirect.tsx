import { useQuery } from "@tanstack/react-query";
import { Redirect } from "wouter";
import { useEvent } from "../event-context.js";
import { editorPath, formsPath, sections, submissionsPath } from "../event-paths.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { FORMS_LOAD_FAILED, formQueries } from "./form-queries.js";

/**
 * /event-light/{eventId}/sessions/form and /sessions/submissions (spec 1 §2; issue 20 item 9): the
 * call for papers' form and its submissions. An event with one session form goes straight to it
 * (its editor, or its submissions); with none or several, to the session forms, where one is made
 * or picked.
 */
export function CallForPapersRedirect({ to }: { to: "editor" | "submissions" }) {
  const event = useEvent();
  const { eventId } = event;
  const forms = useQuery(formQueries.list(event, sections.sessions.kinds));
  if (forms.status === "pending") return <LoadingPanel text="Loading forms..." />;
  if (forms.status === "error") {
    return (
      <FailedPanel
        error={forms.error}
        message={FORMS_LOAD_FAILED}
        onRetry={() => void forms.refetch()}
        backHref={formsPath(eventId, "sessions")}
        backLabel="Back to the session forms"
      />
    );
  }
  const [only, ...others] = forms.data;
  const target =
    only && others.length === 0
      ? (to === "editor" ? editorPath : submissionsPath)(eventId, only.kind, only.id)
      : formsPath(eventId, "sessions");
  return <Redirect to={target} replace />;
}
