import { defineConfig } from "vite";

const ASSETS_DIR = "assets/admin";

/**
 * Names a lazy chunk after the app area it loads (spec 2 §4.8: chunks named auth, platform, ...):
 * `src/auth/AuthArea.tsx` becomes `assets/admin/auth-<hash>.js`. Other chunks keep their own name.
 */
function chunkFileName(chunk: { name: string; facadeModuleId: string | null }): string {
  const area = chunk.facadeModuleId?.match(/[\\/]src[\\/]([a-z-]+)[\\/][A-Za-z]+Area\.tsx$/)?.[1];
  return `${ASSETS_DIR}/${area ?? chunk.name}-[hash].js`;
}

// Vite 8 compiles TSX with oxc; the automatic JSX runtime needs no React plugin (no fast refresh in dev).
export default defineConfig({
  resolve: { conditions: ["source"] },
  oxc: { jsx: { runtime: "automatic" } },
  server: {
    port: 5173,
    proxy: {
      "/api": "http://localhost:3000",
      "/sso": "http://localhost:3000",
    },
  },
  build: {
    // The API serves admin and portal from one origin: each app keeps its assets in its own folder.
    assetsDir: ASSETS_DIR,
    rolldownOptions: { output: { chunkFileNames: chunkFileName } },
  },
});
