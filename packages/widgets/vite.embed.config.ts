/**
 * The standalone embed build (`npm run build:embed`), served by the API at /embed/:
 *
 *   dist/embed/foyer.js            the loader: a classic script (IIFE, no framework), stable name
 *   dist/embed/forms-<hash>.js     the four forms with their runtime, an ES module loaded on demand
 *   dist/embed/runtime-<hash>.js   Preact, compat and signals, shared by the widget chunks
 *   dist/embed/<name>-<hash>.js    what a widget loads later (ky with the first request, overlays,
 *                                  date pickers, uploads, sign-in…) and chunks shared between these
 *
 * The widgets are written against the React API and compiled here with preact/compat; signals
 * come from @preact/signals. The chunks are built first; the loader is then built with their
 * content-hashed names, and `dist/embed-manifest.json` (outside the served folder) lists which
 * files each chunk needs and which it may load later, for the size budgets (.size-limit.cjs).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, defineConfig, type InlineConfig, type Plugin } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(here, "src");
const outDir = path.join(here, "dist", "embed");
const { version } = JSON.parse(readFileSync(path.join(here, "package.json"), "utf8")) as { version: string };

/** One entry per widget chunk (the loader's `WidgetChunk` names). */
const chunkEntries = {
  forms: path.join(src, "embed", "forms-chunk.ts"),
  import: path.join(src, "embed", "import-chunk.ts"),
  picker: path.join(src, "embed", "picker-chunk.ts"),
};

/**
 * Widgets built on their own, each with its own copy of the runtime: the portal is a whole app
 * that shares some small modules with the forms and not others, and in one build each of those
 * became a chunk of its own that every form then fetched (half a KB over the forms' 35 KB).
 * A page with a portal and another widget loads Preact twice; their SDKs share the tokens in
 * storage and coordinate refreshes as two tabs would.
 */
const separateEntries = {
  portal: path.join(src, "embed", "portal-chunk.ts"),
  // The agenda too (issue 25): it shares the widget runtime and the SDK with the forms, and built
  // with them it would move those modules into other shared chunks than the forms' (at 34.8 of
  // their 35 KB), each one more request and more gzip overhead for every form.
  agenda: path.join(src, "embed", "agenda-chunk.ts"),
};

const preactAliases = [
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^@preact\/signals-react\/runtime$/, replacement: path.join(src, "runtime", "signals-preact.ts") },
  { find: /^@preact\/signals-react$/, replacement: "@preact/signals" },
];

/** Widgets import signals from `runtime/signals.ts`; here that module is `signals-preact.ts`. */
function preactSignals(): Plugin {
  const reactSignals = path.join(src, "runtime", "signals.ts");
  const preactSignalsModule = path.join(src, "runtime", "signals-preact.ts");
  return {
    name: "foyer:preact-signals",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || !/(^|\/)signals(\.js|\.ts)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === reactSignals ? preactSignalsModule : null;
    },
  };
}

/** Whitespace and comments out of one static piece of CSS (selectors keep their single spaces). */
function minifyCssText(text: string): string {
  return (
    text
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/\s+/g, " ")
      .replace(/ ?([{};,>]) ?/g, "$1")
      // A colon followed by a space only ever ends a property name (selectors never have one).
      .replace(/: /g, ":")
      .replace(/;}/g, "}")
  );
}

/**
 * Minifies the CSS in `*.css.ts` modules (the static parts of each css`…` template) for the embed,
 * where every byte counts against the budget; apps and tests import the readable text.
 */
function minifyCssModules(): Plugin {
  return {
    name: "foyer:minify-css-modules",
    enforce: "pre",
    apply: "build",
    transform(code, id) {
      if (!id.endsWith(".css.ts")) return null;
      let out = "";
      let index = 0;
      for (let start = code.indexOf("css`", index); start !== -1; start = code.indexOf("css`", index)) {
        out += code.slice(index, start + 4);
        let piece = "";
        let at = start + 4;
        while (at < code.length && code[at] !== "`") {
          if (code[at] === "\\") {
            piece += code.slice(at, at + 2);
            at += 2;
          } else if (code.startsWith("${", at)) {
            const close = code.indexOf("}", at);
            out += minifyCssText(piece) + code.slice(at, close + 1);
            piece = "";
            at = close + 1;
          } else {
            piece += code[at];
            at++;
          }
        }
        out += `${minifyCssText(piece)}\``;
        index = at + 1;
      }
      return { code: out + code.slice(index), map: null };
    },
  };
}

/**
 * Dynamic imports stay plain `import()`. Vite wraps them in a preload helper for CSS files and
 * modulepreload links, neither of which the embed has; the helper cost every form about 0.6 KB
 * and, when a chunk failed, dispatched `vite:preloadError` on the host page's window (where a
 * Vite-built host page may listen and reload itself).
 */
function plainDynamicImports(): Plugin {
  const helper = "\0vite/preload-helper.js";
  return {
    name: "foyer:plain-dynamic-imports",
    enforce: "pre",
    apply: "build",
    load(id) {
      return id === helper ? "export const __vitePreload = (load) => load();" : null;
    },
  };
}

interface OutputChunk {
  type: "chunk" | "asset";
  fileName: string;
  name: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  modules?: Record<string, { renderedLength: number }>;
}

/** Packages the embed must never contain (zod is the server's; the browser has zod-free checks). */
const forbidden = [/[\\/]node_modules[\\/]zod[\\/]/, /[\\/]node_modules[\\/]react(-dom)?[\\/]/];

/**
 * Fails the build when a forbidden package got into a chunk, and with `FOYER_EMBED_REPORT=1`
 * prints each chunk's largest modules (the bundle analysis behind the size budgets).
 */
function bundleCheck(): Plugin {
  return {
    name: "foyer:embed-check",
    apply: "build",
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle as unknown as Record<string, OutputChunk>)) {
        const modules = Object.entries(chunk.modules ?? {});
        const bad = modules.map(([id]) => id).filter((id) => forbidden.some((pattern) => pattern.test(id)));
        if (bad.length > 0) this.error(`${chunk.fileName} contains ${bad.slice(0, 5).join(", ")}`);
        if (!process.env.FOYER_EMBED_REPORT || chunk.type !== "chunk") continue;
        console.log(`\n${chunk.fileName}: largest modules (rendered bytes)`);
        for (const [id, { renderedLength }] of modules
          .sort((a, b) => b[1].renderedLength - a[1].renderedLength)
          .slice(0, 25)) {
          console.log(`  ${String(renderedLength).padStart(7)}  ${path.relative(here, id)}`);
        }
      }
    },
  };
}

/**
 * A chunk is named after its first module; the two on-demand chunks of libraries get names that
 * say what they hold (the report and the size budgets list them by name).
 */
function sharedChunkName(chunk: { name: string; moduleIds: readonly string[] }): string {
  if (chunk.moduleIds.some((id) => /node_modules[\\/]ky[\\/]/.test(id))) return "ky";
  if (chunk.moduleIds.some((id) => /node_modules[\\/]@floating-ui[\\/]/.test(id))) return "overlays";
  return chunk.name;
}

/** `fileName` and every chunk it imports statically, itself first. */
function staticFiles(bundle: Record<string, OutputChunk>, fileName: string): Set<string> {
  const seen = new Set<string>([fileName]);
  const visit = (name: string) => {
    for (const imported of bundle[name]?.imports ?? []) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  return seen;
}

/** Each entry chunk's files: itself first, then every chunk it imports statically. */
function chunkFiles(bundle: Record<string, OutputChunk>): Record<string, string[]> {
  const files: Record<string, string[]> = {};
  for (const chunk of Object.values(bundle)) {
    if (chunk.type === "chunk" && chunk.isEntry) files[chunk.name] = [...staticFiles(bundle, chunk.fileName)];
  }
  return files;
}

/** The chunks each widget chunk may load later (its dynamic imports, theirs, and what they import). */
function onDemandFiles(
  bundle: Record<string, OutputChunk>,
  files: Record<string, string[]>,
): Record<string, string[]> {
  const later: Record<string, string[]> = {};
  for (const [name, own] of Object.entries(files)) {
    const found = new Set<string>();
    const queue = [...own];
    for (let fileName = queue.pop(); fileName !== undefined; fileName = queue.pop()) {
      for (const dynamic of bundle[fileName]?.dynamicImports ?? []) {
        for (const file of staticFiles(bundle, dynamic)) {
          if (own.includes(file) || found.has(file)) continue;
          found.add(file);
          queue.push(file);
        }
      }
    }
    later[name] = [...found].sort();
  }
  return later;
}

/** Builds `foyer.js` once the chunks exist, with their names compiled in. */
function loaderBuild(): Plugin {
  let files: Record<string, string[]> = {};
  let onDemand: Record<string, string[]> = {};
  return {
    name: "foyer:embed-loader",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = bundle as unknown as Record<string, OutputChunk>;
      files = chunkFiles(chunks);
      onDemand = onDemandFiles(chunks, files);
    },
    async closeBundle() {
      for (const [name, entry] of Object.entries(separateEntries)) {
        await build({
          ...chunksConfig({ [name]: entry }, false),
          configFile: false,
          logLevel: "warn",
          plugins: [
            ...chunkPlugins(),
            {
              name: "foyer:embed-separate",
              generateBundle(_options, bundle) {
                const chunks = bundle as unknown as Record<string, OutputChunk>;
                const own = chunkFiles(chunks);
                Object.assign(files, own);
                Object.assign(onDemand, onDemandFiles(chunks, own));
              },
            },
          ],
        });
      }
      await build({
        configFile: false,
        root: here,
        logLevel: "warn",
        define: {
          __FOYER_CHUNKS__: JSON.stringify(files),
          __FOYER_VERSION__: JSON.stringify(version),
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: "es2022",
          minify: true,
          lib: {
            entry: path.join(src, "embed", "loader.ts"),
            formats: ["iife"],
            name: "FoyerLoader",
            fileName: () => "foyer.js",
          },
        },
      });
      writeFileSync(
        path.join(here, "dist", "embed-manifest.json"),
        `${JSON.stringify({ loader: "foyer.js", chunks: files, onDemand }, null, 2)}\n`,
      );
    },
  };
}

/** The build of widget chunks from `input` (the loader is built after, see `loaderBuild`). */
function chunksConfig(input: Record<string, string>, emptyOutDir: boolean): InlineConfig {
  return {
    root: here,
    // Relative asset URLs: the import reader's worker must resolve next to its chunk under /embed/
    // (with "/" Vite would point it at /assets/… and it would 404 on the host page's origin).
    base: "./",
    // The import reader's worker as an ES module with hashed names like the chunks; the xlsx reader
    // stays a lazy import inside it rather than being inlined into the worker.
    worker: {
      format: "es",
      rolldownOptions: { output: { entryFileNames: "[name]-[hash].js", chunkFileNames: "[name]-[hash].js" } },
    },
    // Workspace packages build from their sources, so the embed never waits for (or uses stale) dist/.
    resolve: { conditions: ["source"], alias: preactAliases },
    oxc: { jsx: { runtime: "automatic", importSource: "preact" } },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      outDir,
      emptyOutDir,
      copyPublicDir: false,
      target: "es2022",
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input,
        // The loader calls the chunk's `mount`: keep entry exports (Vite drops them for apps). An
        // entry may export more: what it shares only with its own lazy parts stays in it (they
        // import it from there) rather than in small chunks that every form would fetch besides.
        // But no common chunk is merged into an entry: a lazy part that other widgets load too
        // (ky, sign-in, the token refresh) would then make them load the whole forms chunk.
        preserveEntrySignatures: "allow-extension",
        experimental: { chunkOptimization: { mergeCommonChunks: false, avoidRedundantChunkLoads: true } },
        output: {
          format: "es",
          entryFileNames: "[name]-[hash].js",
          chunkFileNames: (chunk) => `${sharedChunkName(chunk)}-[hash].js`,
          // Preact, compat and signals in one shared chunk: fewer requests and less gzip overhead
          // than a chunk per library.
          codeSplitting: { groups: [{ name: "runtime", test: /node_modules[\\/](preact|@preact)[\\/]/ }] },
        },
      },
    },
  };
}

/** The plugins of every chunk build. */
function chunkPlugins(): Plugin[] {
  return [preactSignals(), minifyCssModules(), plainDynamicImports(), bundleCheck()];
}

export default defineConfig({
  ...chunksConfig(chunkEntries, true),
  plugins: [...chunkPlugins(), loaderBuild()],
});
