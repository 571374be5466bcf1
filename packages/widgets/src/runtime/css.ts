/**
 * Marks a template literal as CSS and returns it unchanged. Styles live in `*.css.ts` modules that
 * export strings, so Vite apps, vitest, tsup and the embed build import them the same way (no
 * `?inline` query, no CSS loader); the runtime adopts them as constructable stylesheets.
 * @example export const cardCss = css`.card { padding: var(--foyer-space-4); }`;
 */
export function css(strings: TemplateStringsArray, ...values: ReadonlyArray<string | number>): string {
  let text = strings[0] ?? "";
  for (let index = 0; index < values.length; index++)
    text += String(values[index]) + (strings[index + 1] ?? "");
  return text;
}
