/*
 * The placeholder rule of mail templates (issue 19 item 4), shared by the server (which renders
 * and refuses) and the admin's template editor (which checks as you type): `{name}` in lower case,
 * digits and underscores. Anything else in braces is plain text.
 */

/** A placeholder's name: lower case, digits and underscores (`{first_name}`). */
export const PLACEHOLDER_PATTERN = /\{([a-z][a-z0-9_]*)\}/g;

/** The placeholders a text uses, each once, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] as string))];
}

/** The placeholders of a template that `known` does not list (a template editor refuses these). */
export function unknownPlaceholders(
  template: { subject: string; body: string },
  known: readonly string[],
): string[] {
  const allowed = new Set(known);
  return placeholdersOf(`${template.subject}\n${template.body}`).filter((name) => !allowed.has(name));
}

/**
 * What the editor and the server say about unknown placeholders.
 * @example unknownPlaceholderMessage(["foo"], ["first_name", "link"]) // "Unknown placeholder {foo}. Use: {first_name}, {link}"
 */
export function unknownPlaceholderMessage(unknown: readonly string[], allowed: readonly string[]): string {
  const named = unknown.map((name) => `{${name}}`).join(", ");
  const use = allowed.map((name) => `{${name}}`).join(", ");
  return `Unknown placeholder${unknown.length === 1 ? "" : "s"} ${named}. Use: ${use}`;
}
