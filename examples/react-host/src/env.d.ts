interface ImportMetaEnv {
  /** Where the Foyer API is. @default "http://localhost:3000/api" */
  readonly VITE_FOYER_API?: string;
}
