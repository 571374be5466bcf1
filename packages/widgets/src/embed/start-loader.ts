import { createLazyMount } from "../elements/lazy-mount.js";
import { defineWidgetElements } from "../elements/widget-element.js";
import { type ChunkFiles, createChunkLoader } from "./chunk-loader.js";
import { countMounts, type FoyerGlobal, type FoyerStub, installFoyerGlobal } from "./foyer-global.js";

export interface LoaderSetup {
  /** The loader script's URL: chunks load from beside it, and the API defaults to its origin + `/api`. */
  src: string;
  files: ChunkFiles;
  version: string;
  target: { Foyer?: FoyerStub | FoyerGlobal };
  registry?: CustomElementRegistry;
  /** @default (url) => import(url) */
  importModule?: (url: string) => Promise<unknown>;
}

/**
 * What `foyer.js` does on arrival: defines the widget elements as light stubs that load their
 * chunk on first connect, and installs `window.Foyer` (draining the snippet's queue).
 */
export function startLoader(setup: LoaderSetup): FoyerGlobal {
  const api = new URL("/api", setup.src).href;
  const load = createChunkLoader({ base: setup.src, files: setup.files, importModule: setup.importModule });
  const counted = countMounts(
    createLazyMount({ load, defaults: (options) => (options.api ? options : { ...options, api }) }),
  );
  defineWidgetElements(counted.mount, setup.registry);
  return installFoyerGlobal(setup.target, counted, setup.version);
}

/** The URL of the running loader script (`document.currentScript` is null in a module or a callback). */
export function loaderSource(document: Document): string {
  const current = document.currentScript as HTMLScriptElement | null;
  if (current?.src) return current.src;
  const found = document.querySelector<HTMLScriptElement>('script[src*="/embed/foyer.js"]');
  return found?.src ?? document.baseURI;
}
