import { type IntegrationSource, messages, pickerSources, sourceInfo } from "@foyer/domain";
import type { Dispatch } from "react";
import type { IntegrationWizardAction, IntegrationWizardState } from "./integration-wizard-model.js";

export const CHOOSE_SOURCE = "Where are the events you want to bring into Foyer?";

const blurbs: Record<IntegrationSource, string> = {
  on24: "Webinars and virtual events with their presenters.",
  "cvent-crm": "Events and their speakers from Cvent's event management.",
  "swoogo-crm": "Events and their speakers from Swoogo.",
};

/**
 * Select Source (spec 1 §2, §4): the platforms the picker lists — only On24 unless the
 * organization's setting lists Cvent and Swoogo too (spec 1 §9).
 */
export function SelectSourceStep({
  state,
  dispatch,
}: {
  state: IntegrationWizardState;
  dispatch: Dispatch<IntegrationWizardAction>;
}) {
  const { settings } = state;
  if (settings.status === "loading" || settings.status === "idle") {
    return (
      <p className="integration-note" role="status">
        {messages.loading}
      </p>
    );
  }
  // Without the settings the picker still offers the one source every organization has.
  const sources = pickerSources(settings.status === "ready" && settings.data.listAllSources);
  return (
    <fieldset className="integration-sources">
      <legend className="integration-sources__legend">{CHOOSE_SOURCE}</legend>
      {settings.status === "error" ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {settings.message}
        </p>
      ) : null}
      {sources.map((source, index) => (
        <label
          key={source}
          className="integration-source"
          data-checked={state.source === source || undefined}
        >
          <input
            type="radio"
            name="integration-source"
            value={source}
            checked={state.source === source}
            onChange={() => dispatch({ type: "sourceChosen", source })}
            data-autofocus={index === 0 ? true : undefined}
          />
          <span className="integration-source__name">{sourceInfo[source].label}</span>
          <span className="integration-source__blurb">{blurbs[source]}</span>
        </label>
      ))}
    </fieldset>
  );
}
