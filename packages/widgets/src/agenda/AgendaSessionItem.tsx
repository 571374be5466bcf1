import type { PublicScheduleSession } from "@foyer/sdk";
import type { CSSProperties } from "react";
import { useId } from "react";
import { useSignals } from "../runtime/signals.js";
import { useWidget } from "../runtime/widget-context.js";
import { agendaText } from "./agenda-text.js";
import { icsDataUrl, icsFileName, sessionIcs } from "./ics.js";
import type { AgendaModel } from "./model.js";
import { safeColor } from "./schedule-rules.js";

/**
 * One session: its title is the button of a disclosure (aria-expanded) whose region holds the
 * description (as text), the speakers and the "Add to calendar" link, built only when opened.
 */
export function AgendaSessionItem({
  model,
  session,
}: {
  model: AgendaModel;
  session: PublicScheduleSession;
}) {
  useSignals();
  const id = useId();
  const { sdk } = useWidget();
  const clock = model.clock.value;
  const open = model.open.value.has(session.id);
  const schedule = model.schedule.value;
  const room = session.plenum ? agendaText.plenum : model.names.room(session.roomId);
  const track = model.names.track(session.trackId);
  const color = safeColor(schedule?.tracks.find((t) => t.id === session.trackId)?.color ?? null);
  const title = session.title || agendaText.untitled;
  const detailsId = `${id}-details`;

  return (
    <li className="foyer-ag__session" part="session" data-plenum={session.plenum ? "" : undefined}>
      <h4 className="foyer-ag__session-title">
        <button
          type="button"
          className="foyer-ag__toggle"
          part="session-toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => model.toggle(session.id)}
        >
          {title}
        </button>
      </h4>
      <p className="foyer-ag__info">
        <span>
          {clock.time(session.startsAt)} – {clock.time(session.endsAt)}
        </span>
        {room ? <span className="foyer-ag__room">{room}</span> : null}
        {track ? (
          <span
            className="foyer-ag__track"
            part="track"
            // A custom property set through the CSSOM (allowed under style-src 'self').
            style={color ? ({ "--foyer-ag-track": color } as CSSProperties) : undefined}
          >
            {track}
          </span>
        ) : null}
      </p>
      <div className="foyer-ag__details" part="session-details" id={detailsId} hidden={!open}>
        {open && schedule ? (
          <>
            {session.description ? <p className="foyer-ag__description">{session.description}</p> : null}
            {session.speakers.length > 0 ? (
              <>
                <h5 className="foyer-ag__speakers-title">{agendaText.speakers}</h5>
                <ul className="foyer-ag__speakers" part="speakers">
                  {session.speakers.map((speaker) => (
                    <li key={speaker.id}>{speaker.name}</li>
                  ))}
                </ul>
              </>
            ) : null}
            <a
              className="foyer-ag__button"
              part="button add-to-calendar"
              href={icsDataUrl(
                sessionIcs(session, {
                  schedule,
                  location: room,
                  track,
                  uidDomain: new URL(sdk.config.baseUrl).hostname,
                }),
              )}
              download={icsFileName(title)}
              aria-label={agendaText.addToCalendarLabel(title)}
            >
              {agendaText.addToCalendar}
            </a>
          </>
        ) : null}
      </div>
    </li>
  );
}
