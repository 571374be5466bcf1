import type { ParticipantRole, PortalProfileField, PortalSection } from "@foyer/domain";
import { participantRoleLabels, participantRoles, portalProfileFields, portalSections } from "@foyer/domain";
import type { Choice } from "./ChoiceListForm.js";

/** The portal's nav sections as organizers read them, in nav order. */
export const sectionChoices: readonly Choice<PortalSection>[] = portalSections.map((value) => ({
  value,
  ...{
    sessions: { label: "Sessions", hint: "Their sessions and what they do in each." },
    tasks: { label: "Tasks", hint: "Things to do, such as uploading slides." },
    resources: { label: "Resources", hint: "Pages and files the team shares." },
    calendar: { label: "Calendar", hint: "Their sessions by day, to add to their own calendar." },
    messages: { label: "Messages", hint: "Conversations with the event team." },
    profile: { label: "Profile", hint: "Their details and photo." },
    history: { label: "History", hint: "What they have done in the portal." },
  }[value],
}));

/** Contact fields a participant may be allowed to edit on their profile. */
export const profileFieldChoices: readonly Choice<PortalProfileField>[] = portalProfileFields.map(
  (value) => ({
    value,
    label: {
      fname: "First name",
      lname: "Last name",
      title: "Job title",
      company: "Company",
      phone: "Phone",
      country: "Country",
    }[value],
  }),
);

/** The session roles whose contacts a portal's filters can let in. */
export const roleChoices: readonly Choice<ParticipantRole>[] = participantRoles.map((value) => ({
  value,
  label: participantRoleLabels[value].many,
}));
