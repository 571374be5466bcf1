import { Agenda, type AgendaProps } from "../agenda/Agenda.js";
import { agendaCss } from "../agenda/agenda.css.js";
import type { WidgetDefinition } from "../runtime/widget-definition.js";
import { type Mounters, mounterOf } from "./named-mount.js";
import type { WidgetOptionsMap } from "./widget-options.js";

/** An event's published schedule (issue 25 item 5): `foyer-agenda event-slug`. */
export const agendaWidget: WidgetDefinition<{ widget: "agenda" } & WidgetOptionsMap["agenda"], AgendaProps> =
  {
    component: Agenda,
    css: [agendaCss],
    required: ["eventSlug"],
    props: (options) => ({ eventSlug: options.eventSlug }),
  };

/** The agenda's mounter (its own chunk in the embed build). */
export const agendaMounters = {
  agenda: mounterOf(agendaWidget),
} as const satisfies Mounters;
