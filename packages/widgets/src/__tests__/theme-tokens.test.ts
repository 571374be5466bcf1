import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { baseCss } from "../runtime/base.css.js";

/**
 * The apps (theme/tokens.css, a plain stylesheet for Vite) and the widgets (runtime/base.css.ts,
 * adopted in shadow roots) declare the same `--foyer-*` tokens; a plain CSS file cannot import
 * a module, so the two lists are kept equal by this test instead.
 */
function tokens(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(/(--foyer-[a-z0-9-]+):\s*([^;]+);/g)) {
    const [, name, value] = match;
    if (name && value && !found.has(name)) found.set(name, value.replace(/\s+/g, " ").trim());
  }
  return found;
}

describe("one set of design tokens for the apps and the widgets", () => {
  it("every token of the apps has the widgets' light value", () => {
    const apps = tokens(
      readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), "../theme/tokens.css"), "utf8"),
    );
    const widgets = tokens(baseCss);
    expect(apps.size).toBeGreaterThan(20);
    for (const [name, value] of apps) expect([name, widgets.get(name)]).toEqual([name, value]);
  });
});
