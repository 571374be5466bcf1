/**
 * The read worker's script (a module worker; see `worker-client.ts` for how it is started). All of
 * its logic is `createReaderHandler`; this file only connects it to the worker's message port and
 * says "ready" once it listens.
 */
import { createReaderHandler, type ReaderReply, type ReaderRequest } from "./protocol.js";

// The package compiles against the DOM library; in a worker, `self` is the worker's global scope.
const scope = self as unknown as {
  postMessage(message: ReaderReply): void;
  onmessage: ((event: MessageEvent<ReaderRequest>) => void) | null;
};

const handle = createReaderHandler((reply) => scope.postMessage(reply));
scope.onmessage = (event) => {
  void handle(event.data);
};
scope.postMessage({ type: "ready" });
