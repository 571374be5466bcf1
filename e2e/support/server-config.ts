/**
 * Where the e2e server listens, and where its data directory is announced to the workers.
 * `E2E_PORT` moves it (two checkouts can run their browser tests side by side); the example site
 * takes the next port.
 */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const EXAMPLES_PORT = PORT + 1;
/** The SSO browser test's OpenID Connect provider on loopback, which the server may call. */
export const SSO_IDP_PORT = PORT + 2;
/** `localhost`, not 127.0.0.1: the server's token issuer is `http://localhost:$PORT`. */
export const BASE_URL = `http://localhost:${PORT}`;
export const DATA_DIR_ENV = "FOYER_E2E_DATA_DIR";
