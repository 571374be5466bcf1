import "../forms/form-editor.css";
import "./sessions.css";
import { Agenda, useApp } from "@foyer/widgets/react";
import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { meKey } from "../../server-data/query-keys.js";
import { copyText } from "../clipboard.js";
import { useEvent } from "../event-context.js";
import { elementSnippet } from "../forms/embed-snippet.js";
import { COPIED, PRESS_TO_COPY } from "../forms/SharePanel.js";
import { FailedPanel, LoadingPanel } from "../PagePanels.js";
import { sessionsPath } from "./session-paths.js";

type Theme = "light" | "dark";

/** The snippet of the agenda widget for `eventSlug` (the loader, then `<foyer-agenda>`). */
export function agendaSnippet(origin: string, eventSlug: string, theme: Theme): string {
  return elementSnippet(origin, "foyer-agenda", [
    ["event-slug", eventSlug],
    ...(theme === "dark" ? ([["theme", "dark"]] as const) : []),
  ]);
}

/**
 * /event-light/{eventId}/sessions/embeds (issue 25 item 5; spec 1 §6: read on `embeds`): the
 * `<foyer-agenda>` snippet for the organizer's own site, with a copy button, the public exports
 * of the latest release, and a live preview of the widget as visitors will see it.
 */
export function AgendaEmbedPage({ origin = location.origin }: { origin?: string }) {
  const { eventId } = useEvent();
  const { services } = useApp();
  const { sdk } = services;
  const id = useId();
  const snippetRef = useRef<HTMLTextAreaElement>(null);
  const [theme, setTheme] = useState<Theme>("light");
  const [status, setStatus] = useState("");
  const events = useQuery({ queryKey: meKey("events"), queryFn: () => sdk.api.user.events() });
  const event = events.data?.find((candidate) => candidate.id === eventId);

  if (events.isPending) return <LoadingPanel text="Loading..." />;
  if (!event) {
    return (
      <FailedPanel
        error={events.error}
        message="The event could not be loaded"
        onRetry={() => void events.refetch()}
        backHref={sessionsPath(eventId)}
        backLabel="Back to sessions"
      />
    );
  }

  const snippet = agendaSnippet(origin, event.slug, theme);
  const exports = `${origin.replace(/\/+$/, "")}/api/public/events/${encodeURIComponent(event.slug)}/schedule`;
  const copy = async () => {
    const outcome = await copyText(snippet, snippetRef.current);
    setStatus(outcome === "copied" ? COPIED : PRESS_TO_COPY);
  };

  return (
    <div className="event-page sessions-page">
      <section className="admin-section" aria-labelledby={`${id}-title`}>
        <header className="event-page-head">
          <div className="admin-section__head">
            <h1 className="admin-section__title" id={`${id}-title`}>
              Embeds
            </h1>
            <p className="admin-section__lead">
              Put the published schedule on your own website. Visitors see the latest release, by day, with
              search, filters, session details and add-to-calendar links; a new release shows there at once.
            </p>
          </div>
        </header>
        <div className="embeds-layout">
          <section className="admin-panel event-card" aria-labelledby={`${id}-snippet-title`}>
            <h2 className="event-card__title" id={`${id}-snippet-title`}>
              Agenda widget
            </h2>
            <fieldset className="embeds-theme">
              <legend className="foyer-field__label">Theme</legend>
              {(["light", "dark"] as const).map((value) => (
                <label key={value} className="embeds-theme__option">
                  <input
                    type="radio"
                    name={`${id}-theme`}
                    value={value}
                    checked={theme === value}
                    onChange={() => {
                      setTheme(value);
                      setStatus("");
                    }}
                  />
                  {value === "light" ? "Light" : "Dark"}
                </label>
              ))}
            </fieldset>
            <div className="foyer-field event-share__snippet">
              <label className="foyer-field__label" htmlFor={`${id}-snippet`}>
                Embed snippet
              </label>
              <p className="foyer-field__hint" id={`${id}-snippet-hint`}>
                Paste this into your page where the schedule should appear.
              </p>
              <textarea
                id={`${id}-snippet`}
                ref={snippetRef}
                className="foyer-input event-mono event-snippet"
                value={snippet}
                readOnly
                rows={4}
                spellCheck={false}
                aria-describedby={`${id}-snippet-hint`}
              />
              <button
                type="button"
                className="foyer-button foyer-button--primary event-button--small"
                onClick={copy}
              >
                Copy snippet
              </button>
              <p className="event-share__status" role="status">
                {status}
              </p>
            </div>
            <div className="embeds-exports">
              <h3 className="foyer-field__label">Exports of the latest release</h3>
              <ul>
                <li>
                  <a href={`${exports}.json`}>JSON</a>
                </li>
                <li>
                  <a href={`${exports}.ics`}>iCalendar (.ics)</a>
                </li>
                <li>
                  <a href={`${exports}.xml`}>frab XML</a>
                </li>
              </ul>
            </div>
          </section>
          <section className="admin-panel event-card embeds-preview" aria-labelledby={`${id}-preview-title`}>
            <h2 className="event-card__title" id={`${id}-preview-title`}>
              Preview
            </h2>
            <Agenda eventSlug={event.slug} sdk={sdk} theme={theme} className="embeds-preview__widget" />
          </section>
        </div>
      </section>
    </div>
  );
}
