import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import type { FastifyInstance } from "fastify";

/*
 * The real server in a child process (support/crash-child.ts), for the tests that kill one with
 * SIGKILL (jobs-crash.test.ts) or run several on one database (multi-process.test.ts).
 */

const CHILD = path.join(import.meta.dirname, "crash-child.ts");
const ROOT = path.resolve(import.meta.dirname, "../../../../..");

/** Whether the process has ended (by itself or by a signal). */
const ended = (proc: ChildProcess) => proc.exitCode !== null || proc.signalCode !== null;

export interface Child {
  proc: ChildProcess;
  port: number;
  /** Calls the child over HTTP as the import test helpers call an app. */
  app: FastifyInstance;
  /** Resolves once the child has printed a line matching `pattern`. */
  saw(pattern: RegExp): Promise<void>;
}

/**
 * Starts the server with this environment over the test's own (its FOYER_*, DATABASE_URL and
 * storage settings; a DATABASE_URL of undefined: the embedded database); resolves once it listens.
 */
export async function startChild(environment: Record<string, string | undefined>): Promise<Child> {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "test", ...environment };
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete env[name];
  const proc = spawn(process.execPath, ["--conditions=source", "--import", "tsx", CHILD], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines: string[] = [];
  const waiters = new Set<() => void>();
  let buffered = "";
  proc.stdout?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    const parts = buffered.split("\n");
    buffered = parts.pop() ?? "";
    lines.push(...parts);
    for (const wake of waiters) wake();
  });
  const saw = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (lines.some((line) => pattern.test(line))) {
          waiters.delete(check);
          resolve();
        } else if (ended(proc)) reject(new Error(`the child exited before printing ${pattern}`));
      };
      waiters.add(check);
      proc.once("exit", check);
      check();
    });
  await saw(/^listening \d+$/);
  const port = Number(lines.find((line) => line.startsWith("listening "))?.split(" ")[1]);
  return { proc, port, app: overHttp(port), saw };
}

/**
 * What the import helpers use of a Fastify app (`inject`), answered over HTTP by the server on
 * this port, with these headers added to every request.
 */
export function overHttp(port: number, extraHeaders: Record<string, string> = {}): FastifyInstance {
  const inject = async (request: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: unknown;
  }) => {
    const isBody = request.payload !== undefined;
    const raw = Buffer.isBuffer(request.payload);
    const response = await fetch(`http://127.0.0.1:${port}${request.url}`, {
      method: request.method,
      headers: {
        ...(isBody && !raw ? { "content-type": "application/json" } : {}),
        ...extraHeaders,
        ...request.headers,
      },
      ...(isBody ? { body: raw ? (request.payload as Buffer) : JSON.stringify(request.payload) } : {}),
    });
    const body = Buffer.from(await response.arrayBuffer());
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      body: body.toString(),
      rawPayload: body,
      json: () => JSON.parse(body.toString()),
    };
  };
  return { inject } as unknown as FastifyInstance;
}

export async function kill(child: Child): Promise<void> {
  if (ended(child.proc)) return;
  const exited = new Promise((resolve) => child.proc.once("exit", resolve));
  child.proc.kill("SIGKILL");
  await exited;
}

export async function stop(child: Child): Promise<void> {
  if (ended(child.proc)) return;
  const exited = new Promise((resolve) => child.proc.once("exit", resolve));
  child.proc.kill("SIGTERM");
  await exited;
}
