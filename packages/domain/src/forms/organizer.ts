import type { FormDefinition, FormKind, FormStep, Submission } from "./definition.js";

/** The organizer's view of forms (GET/POST/PUT /events/{eventId}/forms…). */
export interface SubmissionCounts {
  draft: number;
  submitted: number;
}

export interface EditedBy {
  id: string;
  name: string;
}

/** One row of an event's form list. */
export interface OrganizerFormSummary {
  id: string;
  kind: FormKind;
  name: string;
  slug: string;
  isOpen: boolean;
  requiresLogin: boolean;
  stepCount: number;
  fieldCount: number;
  submissions: SubmissionCounts;
  created_at: string;
  updated_at: string;
  updated_by: EditedBy | null;
}

/** A form with everything the editor changes, plus its counts and who last saved it. */
export interface OrganizerForm extends FormDefinition {
  submissions: SubmissionCounts;
  created_at: string;
  updated_at: string;
  updated_by: EditedBy | null;
}

/** What the editor sends back: the whole editable definition (PUT). */
export interface FormUpdate {
  name: string;
  description: string;
  requiresLogin: boolean;
  allowSignup: boolean;
  singleSubmission: boolean;
  isOpen: boolean;
  confirmationMessage: string;
  steps: FormStep[];
}

/** POST: a new form; application and follow-up forms need their own slug. */
export interface NewFormInput {
  kind: FormKind;
  name: string;
  slug?: string;
  description?: string;
}

export interface FormParticipant {
  /** The sign-in that sent it; null for a visitor. */
  id: string | null;
  /** The sign-in's name, else the contact's, else "Anonymous". */
  name: string;
  email: string | null;
  /** The event's contact the submission created or matched (issue 22); null when none. */
  contact: { id: string; name: string } | null;
}

export interface OrganizerSubmission extends Submission {
  /** Who sent it; a visitor with no contact reads "Anonymous". */
  participant: FormParticipant;
}

export interface SubmissionPage {
  items: OrganizerSubmission[];
  total: number;
  page: number;
  pageSize: number;
}
