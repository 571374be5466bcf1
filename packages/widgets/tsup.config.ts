import path from "node:path";
import { build, type Plugin } from "esbuild";
import { defineConfig } from "tsup";

/**
 * `import text from "./x.css?inline"` (Vite's form, used by the portal widget for its shadow root):
 * the CSS bundled with its @imports and minified, as the module's default export.
 */
const inlineCss: Plugin = {
  name: "foyer:inline-css",
  setup(esbuild) {
    // The path keeps its `?inline`: tsup's own CSS plugin would otherwise take the `.css` file.
    esbuild.onResolve({ filter: /\.css\?inline$/ }, (args) => ({
      path: path.resolve(args.resolveDir, args.path),
      namespace: "inline-css",
    }));
    esbuild.onLoad({ filter: /\?inline$/, namespace: "inline-css" }, async (args) => {
      const file = args.path.replace(/\?inline$/, "");
      const result = await build({ entryPoints: [file], bundle: true, minify: true, write: false });
      const text = result.outputFiles[0]?.text ?? "";
      return { contents: `export default ${JSON.stringify(text)};`, loader: "js", watchFiles: [file] };
    });
  },
};

/** The npm build: the entries of package.json "exports", ESM with declarations; the embed has its own (vite.embed.config.ts). */
export default defineConfig({
  entry: [
    "src/index.ts",
    "src/react.ts",
    "src/elements.ts",
    "src/portal.ts",
    "src/testing.ts",
    "src/react.css",
    "src/portal.css",
  ],
  format: ["esm"],
  dts: true,
  clean: true,
  external: ["react", "react-dom"],
  tsconfig: "tsconfig.build.json",
  esbuildPlugins: [inlineCss],
});
