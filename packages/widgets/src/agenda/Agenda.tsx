import { createPublicScheduleApi } from "@foyer/sdk";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { sdkKey } from "../runtime/sdk-key.js";
import { useSignals } from "../runtime/signals.js";
import { useWidget } from "../runtime/widget-context.js";
import { AgendaControls } from "./AgendaControls.js";
import { AgendaSessionItem } from "./AgendaSessionItem.js";
import { agendaText } from "./agenda-text.js";
import { type AgendaModel, createAgendaModel } from "./model.js";

/** The agenda's props (issue 25 item 5). */
export interface AgendaProps {
  /** The event whose latest published schedule is shown. */
  eventSlug: string;
}

/**
 * An event's published schedule (GET /public/events/{eventSlug}/schedule.json): day tabs, the
 * sessions of the chosen day grouped by start time with their room and track, a search box and
 * room and track filters, each session's details (description as text, speakers, an "Add to
 * calendar" file) in a disclosure, and the times in the event's zone or the viewer's.
 * @example mountWidget(host, { component: Agenda, props: { eventSlug: "foyer-summit-2027" }, css: [agendaCss] })
 */
export function Agenda(props: AgendaProps) {
  const { sdk } = useWidget();
  // Another event or API is another agenda, loaded afresh.
  return <AgendaLoader key={`${props.eventSlug}|${sdkKey(sdk)}`} eventSlug={props.eventSlug} />;
}

function AgendaLoader({ eventSlug }: AgendaProps) {
  useSignals();
  const widget = useWidget();
  const latest = useRef(widget);
  latest.current = widget;
  const [api] = useState(() => createPublicScheduleApi(widget.sdk.http, widget.sdk.config.baseUrl));
  const [model] = useState(() =>
    createAgendaModel({
      api,
      eventSlug,
      locale: widget.host.closest("[lang]")?.getAttribute("lang") || undefined,
    }),
  );
  useEffect(() => {
    void model.load();
    return model.dispose;
  }, [model]);

  const state = model.state.value;
  useEffect(() => {
    const { emit } = latest.current;
    if (state.status === "ready") {
      const { event, version, sessions } = state.schedule;
      emit("foyer:ready", {
        event: { slug: event.slug, name: event.name },
        version,
        sessions: sessions.length,
      });
    } else if (state.status === "unpublished") {
      emit("foyer:error", { message: agendaText.unpublished });
    } else if (state.status === "failed") {
      emit("foyer:error", { message: state.message });
    }
  }, [state]);

  if (state.status === "loading") {
    return (
      <p className="foyer-ag__status" part="status" role="status">
        {agendaText.loading}
      </p>
    );
  }
  if (state.status === "unpublished") {
    return (
      <p className="foyer-ag__status" part="status" role="status">
        {agendaText.unpublished}
      </p>
    );
  }
  if (state.status === "failed") {
    return (
      <div className="foyer-ag__status foyer-ag__status--error" part="status error" role="alert">
        <p>{state.message}</p>
        <button type="button" className="foyer-ag__button" part="button button-retry" onClick={model.load}>
          {agendaText.retry}
        </button>
      </div>
    );
  }
  return <AgendaSchedule model={model} icsUrl={api.icsUrl(eventSlug)} />;
}

function AgendaSchedule({ model, icsUrl }: { model: AgendaModel; icsUrl: string }) {
  useSignals();
  const titleId = useId();
  const schedule = model.schedule.value;
  if (!schedule) return null;
  return (
    <section className="foyer-ag" part="agenda" aria-labelledby={titleId}>
      <header className="foyer-ag__head">
        <h2 className="foyer-ag__title" id={titleId} part="title">
          {schedule.event.name}
        </h2>
        <p className="foyer-ag__release">
          {schedule.version ? <span>{agendaText.version(schedule.version)}</span> : null}
          <a className="foyer-ag__link" part="link link-ics" href={icsUrl}>
            {agendaText.wholeSchedule}
          </a>
        </p>
      </header>
      {schedule.sessions.length === 0 ? (
        <p className="foyer-ag__status" part="status empty" role="status">
          {agendaText.empty}
        </p>
      ) : (
        <>
          <AgendaControls model={model} />
          <AgendaDays model={model} />
        </>
      )}
    </section>
  );
}

const tabKeys: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/** The day tabs (ARIA tabs, arrow keys move and choose) and the chosen day's sessions. */
function AgendaDays({ model }: { model: AgendaModel }) {
  useSignals();
  const id = useId();
  const { shadowRoot } = useWidget();
  const days = model.days.value;
  const chosen = model.day.value;
  const clock = model.clock.value;
  const slots = model.slots.value;
  const selected = Math.max(
    0,
    days.findIndex((day) => day.key === chosen?.key),
  );
  const tabId = (index: number) => `${id}-day-${index}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = tabKeys[event.key];
    if (!move || days.length === 0) return;
    event.preventDefault();
    const next = move(selected, days.length);
    const day = days[next];
    if (day) model.chooseDay(day.key);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <>
      <div
        className="foyer-ag__days"
        part="days"
        role="tablist"
        aria-label={agendaText.days}
        onKeyDown={onKeyDown}
      >
        {days.map((day, index) => (
          <button
            key={day.key}
            type="button"
            role="tab"
            id={tabId(index)}
            className="foyer-ag__day"
            part="day-tab"
            aria-selected={index === selected}
            aria-controls={panelId}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => model.chooseDay(day.key)}
          >
            {clock.dayLabel(day.firstStart)}
          </button>
        ))}
      </div>
      <div
        className="foyer-ag__panel"
        part="day"
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(selected)}
      >
        <p className="foyer-ag__count" role="status">
          {agendaText.shown(model.dayShown.value, model.dayTotal.value)}
        </p>
        {slots.length === 0 ? (
          <div className="foyer-ag__none" part="status empty">
            <p>{agendaText.noMatches}</p>
            <button
              type="button"
              className="foyer-ag__button"
              part="button"
              onClick={() => {
                model.clearFilter();
                // The button goes with the message: focus moves to the search box rather than the page.
                shadowRoot.querySelector<HTMLInputElement>('input[type="search"]')?.focus();
              }}
            >
              {agendaText.clearFilters}
            </button>
          </div>
        ) : (
          slots.map((slot, index) => (
            <section
              key={slot.startsAt}
              className="foyer-ag__slot"
              part="slot"
              aria-labelledby={`${id}-slot-${index}`}
            >
              <h3 className="foyer-ag__time" id={`${id}-slot-${index}`} part="time">
                {clock.time(slot.startsAt)}
              </h3>
              <ul className="foyer-ag__sessions">
                {slot.sessions.map((session) => (
                  <AgendaSessionItem key={session.id} model={model} session={session} />
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </>
  );
}
