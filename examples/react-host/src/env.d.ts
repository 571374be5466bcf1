interface ImportMetaEnv {
  /** Where the Foyer API is. @default `${__FOYER_URL__}/api` */
  readonly VITE_FOYER_API?: string;
}

/** Foyer's address when this app was built: `PUBLIC_URL`, else http://localhost:$PORT (vite.config.ts). */
declare const __FOYER_URL__: string;
