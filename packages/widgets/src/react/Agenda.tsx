import { agendaMounters } from "../elements/agenda-widget.js";
import type { AgendaOptions } from "../elements/widget-options.js";
import type { WidgetHostProps } from "./FormWidgets.js";
import { useWidgetMount } from "./useWidgetMount.js";

export interface AgendaProps extends AgendaOptions, WidgetHostProps {}

/**
 * An event's published schedule (issue 25 item 5) in its own shadow root: day tabs, search,
 * room and track filters, session details, the event's or the viewer's time zone, add-to-calendar.
 * @example <Agenda eventSlug="foyer-summit-2027" onReady={({ version }) => console.log(version)} />
 */
export function Agenda({ className, ...options }: AgendaProps) {
  const host = useWidgetMount(agendaMounters.agenda, { widget: "agenda", ...options });
  return <div ref={host} className={className} data-foyer-widget="agenda" />;
}
