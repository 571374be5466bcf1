import { useId } from "react";
import { useSignals } from "../runtime/signals.js";
import { agendaText } from "./agenda-text.js";
import type { AgendaModel, ZoneMode } from "./model.js";

/** The search box, the room and track filters, and the time zone toggle. */
export function AgendaControls({ model }: { model: AgendaModel }) {
  useSignals();
  const id = useId();
  const schedule = model.schedule.value;
  const filter = model.filter.value;
  const eventZone = model.eventZone.value;
  const { viewerZone } = model;
  if (!schedule) return null;
  const rooms = schedule.rooms.filter((room) => room.id !== "");
  const tracks = schedule.tracks.filter((track) => track.id !== "");
  const zones: [ZoneMode, string][] = [
    ["event", agendaText.eventZone(eventZone)],
    ["viewer", agendaText.viewerZone(viewerZone)],
  ];

  return (
    <div className="foyer-ag__controls" part="controls">
      <div className="foyer-ag__field foyer-ag__field--search">
        <label className="foyer-ag__label" htmlFor={`${id}-search`}>
          {agendaText.search}
        </label>
        <input
          id={`${id}-search`}
          className="foyer-ag__input"
          part="input search"
          type="search"
          placeholder={agendaText.searchHint}
          value={filter.query}
          onChange={(event) => model.setFilter({ query: event.currentTarget.value })}
        />
      </div>
      {rooms.length > 1 ? (
        <div className="foyer-ag__field">
          <label className="foyer-ag__label" htmlFor={`${id}-room`}>
            {agendaText.room}
          </label>
          <select
            id={`${id}-room`}
            className="foyer-ag__input"
            part="input filter-room"
            value={filter.roomId}
            onChange={(event) => model.setFilter({ roomId: event.currentTarget.value })}
          >
            <option value="">{agendaText.allRooms}</option>
            {rooms.map((room) => (
              <option key={room.id} value={room.id}>
                {room.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {tracks.length > 0 ? (
        <div className="foyer-ag__field">
          <label className="foyer-ag__label" htmlFor={`${id}-track`}>
            {agendaText.track}
          </label>
          <select
            id={`${id}-track`}
            className="foyer-ag__input"
            part="input filter-track"
            value={filter.trackId}
            onChange={(event) => model.setFilter({ trackId: event.currentTarget.value })}
          >
            <option value="">{agendaText.allTracks}</option>
            {tracks.map((track) => (
              <option key={track.id} value={track.id}>
                {track.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {viewerZone === eventZone ? (
        <p className="foyer-ag__zone-note" part="zone">
          {agendaText.timesIn(eventZone)}
        </p>
      ) : (
        <fieldset className="foyer-ag__zone" part="zone">
          <legend className="foyer-ag__label">{agendaText.zone}</legend>
          {zones.map(([mode, label]) => (
            <label key={mode} className="foyer-ag__radio">
              <input
                type="radio"
                name={`${id}-zone`}
                value={mode}
                checked={model.zoneMode.value === mode}
                onChange={() => model.setZoneMode(mode)}
              />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
