// Size budgets of the script-tag embed (STYLE 14), gzip, run by `npm run size` and `npm test`
// after the build. The chunk list comes from the embed build's manifest, so a content hash or a
// new shared chunk is picked up without editing this file.
const { existsSync, readFileSync } = require("node:fs");
const path = require("node:path");

const embed = path.join(__dirname, "packages", "widgets", "dist");
const manifestFile = path.join(embed, "embed-manifest.json");
if (!existsSync(manifestFile)) {
  throw new Error(`No embed build at ${manifestFile}: run \`npm run build\` first.`);
}
/** @type {{ loader: string; chunks: Record<string, string[]> }} */
const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
const file = (name) => path.join("packages", "widgets", "dist", "embed", name);

/** Budget per widget chunk: every file a page downloads to show one such widget. */
const chunkLimits = { forms: "35 KB" };

module.exports = [
  { name: "loader (embed/foyer.js)", path: file(manifest.loader), limit: "2 KB", gzip: true },
  ...Object.entries(manifest.chunks).map(([chunk, files]) => ({
    name: `${chunk} widget with its runtime (${files.join(" + ")})`,
    path: files.map(file),
    limit: chunkLimits[chunk] ?? "35 KB",
    gzip: true,
  })),
];
