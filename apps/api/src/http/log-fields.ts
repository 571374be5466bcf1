import type { FastifyRequest } from "fastify";

/*
 * What the access log says of a request. Links people follow carry secrets in their query
 * (`/sso/saml/logout?token=…`, a confirmation `hash`, an OAuth `code`): the log keeps the
 * parameter's name and drops its value, so log files never hold a token someone could replay.
 */

/** Query parameters whose values are secrets (compared without case). */
const SECRET_PARAMETERS = new Set([
  "token",
  "access_token",
  "id_token",
  "refresh_token",
  "code",
  "hash",
  "password",
  "secret",
  "key",
  "api_key",
  // SAML's redirect binding: the IdP's signed messages and the RelayState that spends a sign-in.
  "samlrequest",
  "samlresponse",
  "relaystate",
  "signature",
  "handoff",
]);

/** `url` with the values of secret query parameters replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const mark = url.indexOf("?");
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const rawName = equals < 0 ? pair : pair.slice(0, equals);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        // A malformed escape: judge the name as written.
      }
      return equals >= 0 && SECRET_PARAMETERS.has(name.toLowerCase()) ? `${rawName}=[redacted]` : pair;
    })
    .join("&");
  return `${url.slice(0, mark)}?${query}`;
}

/** The fields of a request in the log (Fastify's usual ones, with the URL redacted). */
export function requestLogFields(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
