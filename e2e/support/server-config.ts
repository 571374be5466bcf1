/** Where the e2e server listens, and where its data directory is announced to the workers. */
export const PORT = 3100;
export const EXAMPLES_PORT = 3101;
/** `localhost`, not 127.0.0.1: the server's token issuer is `http://localhost:$PORT`. */
export const BASE_URL = `http://localhost:${PORT}`;
export const DATA_DIR_ENV = "FOYER_E2E_DATA_DIR";
