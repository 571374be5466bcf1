/**
 * `foyer.js`, the script-tag loader: a classic script (IIFE, no framework) that host pages include
 * with `<script async src=".../embed/foyer.js">`. The widgets themselves come in content-hashed
 * ES-module chunks, loaded on first use (vite.embed.config.ts fills in the chunk names).
 */
import type { ChunkFiles } from "./chunk-loader.js";
import type { FoyerStub } from "./foyer-global.js";
import { loaderSource, startLoader } from "./start-loader.js";

declare const __FOYER_CHUNKS__: ChunkFiles;
declare const __FOYER_VERSION__: string;

startLoader({
  src: loaderSource(document),
  files: __FOYER_CHUNKS__,
  version: __FOYER_VERSION__,
  target: window as unknown as { Foyer?: FoyerStub },
});
