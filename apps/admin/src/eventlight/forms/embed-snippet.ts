import type { FormKind } from "@foyer/domain";

/** What a share link and an embed snippet need to know about a form. */
export interface ShareableForm {
  id: string;
  kind: FormKind;
  /** The form's own slug (application and follow-up forms are addressed by it). */
  slug: string;
  /** Intake and submission forms are addressed by the event's slug. */
  event: { slug: string };
}

/** The custom element of each kind (ARCHITECTURE "Public surface: Embedding"). */
export const formElements: Record<FormKind, string> = {
  intake: "foyer-intake-form",
  submission: "foyer-submission-form",
  application: "foyer-application-form",
  followup: "foyer-followup-form",
};

/** The element's attributes, named after the participant route's parameters (spec 1 §2 "Forms"). */
export function embedAttributes(form: ShareableForm): [name: string, value: string][] {
  switch (form.kind) {
    case "intake":
      return [
        ["event-slug", form.event.slug],
        ["intake-id", form.id],
      ];
    case "submission":
      return [
        ["event-slug", form.event.slug],
        ["form-id", form.id],
      ];
    case "application":
    case "followup":
      return [
        ["form-slug", form.slug],
        ["form-id", form.id],
      ];
  }
}

const escapeAttribute = (value: string) =>
  value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

const trimOrigin = (origin: string) => origin.replace(/\/+$/, "");

/**
 * The markup an organizer pastes into their own site: the loader script, then the form's element.
 * @example embedSnippet("https://foyer.example", form)
 * // <script async src="https://foyer.example/embed/foyer.js"></script>
 * // <foyer-submission-form event-slug="summit" form-id="…"></foyer-submission-form>
 */
export function embedSnippet(origin: string, form: ShareableForm): string {
  return elementSnippet(origin, formElements[form.kind], embedAttributes(form));
}

/**
 * The loader script, then any widget element with its attributes (escaped).
 * @example elementSnippet("https://foyer.example", "foyer-agenda", [["event-slug", "summit"]])
 * // <script async src="https://foyer.example/embed/foyer.js"></script>
 * // <foyer-agenda event-slug="summit"></foyer-agenda>
 */
export function elementSnippet(
  origin: string,
  tag: string,
  attributes: readonly (readonly [name: string, value: string])[],
): string {
  const text = attributes.map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`).join("");
  return `<script async src="${escapeAttribute(trimOrigin(origin))}/embed/foyer.js"></script>\n<${tag}${text}></${tag}>`;
}

/** The page participants open to fill the form in (spec 1 §2 "Forms"). */
export function participantLink(origin: string, form: ShareableForm): string {
  const base = trimOrigin(origin);
  const id = encodeURIComponent(form.id);
  const eventSlug = encodeURIComponent(form.event.slug);
  const formSlug = encodeURIComponent(form.slug);
  switch (form.kind) {
    case "intake":
      return `${base}/intake/${eventSlug}/${id}`;
    case "submission":
      return `${base}/submit/${eventSlug}/${id}`;
    case "application":
      return `${base}/applications/${formSlug}/${id}`;
    case "followup":
      return `${base}/followup-forms/${formSlug}/${id}`;
  }
}
