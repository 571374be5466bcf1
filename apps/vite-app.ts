import { defineConfig, type UserConfig } from "vite";

/**
 * The Vite setup both browser apps share. The API serves admin and portal from one origin, so each
 * app keeps its assets in its own folder, and a lazy chunk is named after the app area it loads
 * (spec 2 §4.8: chunks named auth, platform, portal, intake, ...): `src/auth/AuthArea.tsx`
 * becomes `assets/<app>/auth-<hash>.js`. Other chunks keep their own name.
 */
export function appConfig(app: "admin" | "portal", devPort: number): UserConfig {
  // The dev server sends API calls to the running app, wherever `PUBLIC_URL` or `PORT` put it.
  const api = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? "3000"}`).replace(
    /\/+$/,
    "",
  );
  const assetsDir = `assets/${app}`;
  const chunkFileName = (chunk: { name: string; facadeModuleId: string | null }) => {
    const area = chunk.facadeModuleId?.match(/[\\/]src[\\/]([a-z-]+)[\\/][A-Za-z]+Area\.tsx$/)?.[1];
    return `${assetsDir}/${area ?? chunk.name}-[hash].js`;
  };
  // Vite 8 compiles TSX with oxc; the automatic JSX runtime needs no React plugin (no fast refresh in dev).
  return defineConfig({
    resolve: { conditions: ["source"] },
    oxc: { jsx: { runtime: "automatic" } },
    server: {
      port: devPort,
      proxy: { "/api": api, "/sso": api },
    },
    // The import reader's worker as an ES module, so its xlsx reader stays a lazy chunk of its own.
    worker: {
      format: "es",
      rolldownOptions: {
        output: {
          entryFileNames: `${assetsDir}/[name]-[hash].js`,
          chunkFileNames: `${assetsDir}/[name]-[hash].js`,
        },
      },
    },
    build: { assetsDir, rolldownOptions: { output: { chunkFileNames: chunkFileName } } },
  });
}
