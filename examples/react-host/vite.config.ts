import { defineConfig } from "vite";

// A host app like any other: it uses the published build of @foyer/widgets (no "source"
// condition), so run `npm run build` at the repository root first.
export default defineConfig({
  oxc: { jsx: { runtime: "automatic" } },
  server: { port: 5180 },
});
