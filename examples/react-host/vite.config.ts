import { defineConfig } from "vite";

/**
 * Foyer's address as Foyer itself reads it (`PUBLIC_URL`, else http://localhost:$PORT), the
 * fallback when `VITE_FOYER_API` does not name the API.
 */
const foyerUrl = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? "3000"}`).replace(
  /\/+$/,
  "",
);

// A host app like any other: it uses the published build of @foyer/widgets (no "source"
// condition), so run `npm run build` at the repository root first.
export default defineConfig({
  oxc: { jsx: { runtime: "automatic" } },
  define: { __FOYER_URL__: JSON.stringify(foyerUrl) },
  server: { port: 5180 },
});
