import { defineConfig } from "tsup";

// The API ships as one bundle; @foyer/domain is bundled in from its sources.
export default defineConfig({
  entry: { main: "src/main.ts", "seed-cli": "src/seed-cli.ts" },
  format: "esm",
  platform: "node",
  target: "node20",
  clean: true,
  sourcemap: true,
  noExternal: ["@foyer/domain"],
  esbuildOptions(options) {
    options.conditions = ["source"];
  },
});
