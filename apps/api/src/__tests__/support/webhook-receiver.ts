import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A webhook receiver on 127.0.0.1 for the API tests (allowed as FOYER_WEBHOOK_ALLOW_HOSTS would
 * allow it): it keeps what it is sent, answers 500 on purpose while a path has failures left, and
 * never answers on /hang. `verifies` is a receiver's side of Standard Webhooks.
 */

export interface Received {
  path: string;
  id: string;
  timestamp: string;
  signature: string;
  body: string;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:{port}` */
  base: string;
  received: Received[];
  /** How many more times each path answers 500 before answering 200 (Infinity: forever). */
  failures: Map<string, number>;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const failures = new Map<string, number>();
  const hanging: ServerResponse[] = [];
  const receive = (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      received.push({
        path,
        id: String(request.headers["webhook-id"]),
        timestamp: String(request.headers["webhook-timestamp"]),
        signature: String(request.headers["webhook-signature"]),
        body: Buffer.concat(chunks).toString("utf8"),
      });
      if (path === "/hang") {
        hanging.push(response);
        return;
      }
      const left = failures.get(path) ?? 0;
      if (left > 0) {
        failures.set(path, left - 1);
        response.writeHead(500, { "content-type": "text/html" }).end("<b>Receiver broke</b>");
        return;
      }
      response.writeHead(200, { "content-type": "text/plain" }).end("thanks");
    });
  };
  const server = createServer(receive);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    failures,
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The receiver's side of Standard Webhooks: HMAC-SHA256 of `id.timestamp.body` with the secret's bytes. */
export function verifies(secret: string, message: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const expected = createHmac("sha256", key)
    .update(`${message.id}.${message.timestamp}.${message.body}`)
    .digest();
  return message.signature.split(" ").some((entry) => {
    const [version, signature] = entry.split(",");
    const given = Buffer.from(signature ?? "", "base64");
    return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
  });
}
