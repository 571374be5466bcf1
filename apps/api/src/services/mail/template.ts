import { PLACEHOLDER_PATTERN, placeholdersOf, unknownPlaceholders } from "@foyer/domain";

/*
 * One template makes both parts of a message (issue 19 item 1): a subject and a plain-text body
 * with `{placeholders}`. The text part is the body with the values put in; the HTML part is the
 * same body with every literal and every value escaped, paragraphs at blank lines, and link
 * placeholders as anchors. Nothing a person typed (a name, an event title) can become markup.
 */

/** A placeholder's name: the domain's rule, shared with the template editor. */
const PLACEHOLDER = PLACEHOLDER_PATTERN;

export interface MailTemplate {
  subject: string;
  /** Plain text; a blank line starts a paragraph. */
  body: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The values of a message: text, except the placeholders named in `links`, which hold URLs. */
export interface TemplateValues {
  [name: string]: string;
}

export { placeholdersOf, unknownPlaceholders };

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] as string);
}

/** A placeholder's value; a template names only placeholders its kind of mail provides (tests check). */
function placeholderValue(values: TemplateValues, name: string): string {
  const value = values[name];
  if (value === undefined) throw new Error(`The mail template uses {${name}}, which has no value`);
  return value;
}

/** Text with the values put in; `each` turns a value into what the part needs. */
function fill(text: string, values: TemplateValues, each: (value: string) => string): string {
  return text.replace(PLACEHOLDER, (_whole, name: string) => each(placeholderValue(values, name)));
}

/** A URL a link may carry: http(s) only, so a value can never become `javascript:`. */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/**
 * Both parts of a message. Placeholders listed in `links` hold URLs: an anchor in the HTML part
 * (only for http(s) URLs; anything else is shown as text).
 * @example renderMail({ subject: "Hi {first_name}", body: "Open {link}" }, { first_name: "Ada", link: "https://x.test/a" }, ["link"])
 */
export function renderMail(
  template: MailTemplate,
  values: TemplateValues,
  links: readonly string[] = ["link"],
): RenderedMail {
  const isLink = new Set(links);
  // A subject is one header line: line breaks in a value become spaces.
  const subject = fill(template.subject, values, (value) => value.replace(/[\r\n]+/g, " "))
    .replace(/\s+/g, " ")
    .trim();
  const text = fill(template.body, values, (value) => value).trim();
  const paragraphs = template.body
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => {
      // split() with a group alternates literal text and placeholder names.
      const inner = paragraph
        .split(PLACEHOLDER)
        .map((part, index) => {
          if (index % 2 === 0) return escapeHtml(part);
          const value = placeholderValue(values, part);
          if (isLink.has(part) && isWebUrl(value)) {
            const href = escapeHtml(value);
            return `<a href="${href}">${href}</a>`;
          }
          return escapeHtml(value);
        })
        .join("")
        .replace(/\n/g, "<br>\n");
      return `<p>${inner}</p>`;
    });
  const html = [
    "<!doctype html>",
    '<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: -apple-system, Segoe UI, Roboto, Helvetica, Arial, sans-serif; font-size: 15px; line-height: 1.5; color: #1f2933;">',
    ...paragraphs,
    "</body></html>",
  ].join("\n");
  return { subject, text, html };
}
