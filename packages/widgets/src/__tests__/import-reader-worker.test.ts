// @vitest-environment node
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  ACCEPTED_FILE_TYPES,
  openImportFile,
  openPastedTable,
  PASTED_TABLE_NAME,
  READ_MESSAGES,
} from "../import-wizard/reader/index.js";
import {
  createReaderHandler,
  type ReaderReply,
  type ReaderRequest,
} from "../import-wizard/reader/protocol.js";
import { readWorkerUrl, type StartedWorker } from "../import-wizard/reader/worker-client.js";

const csvFile = (text: string, name = "people.csv") => new File([text], name, { type: "text/csv" });

/** Runs the worker's handler as the worker would, collecting what it posts. */
function workerHandler() {
  const replies: ReaderReply[] = [];
  const handle = createReaderHandler((reply) => replies.push(reply));
  return { replies, handle };
}

describe("the worker's message protocol (the handler called directly)", () => {
  it("read: progress while reading, then the table with the upload as a Blob", async () => {
    const { replies, handle } = workerHandler();
    const rows = Array.from(
      { length: 100_000 },
      (_, index) => `Person ${index},p${index}@example.com,"${index}, Main St"`,
    );
    const file = csvFile(`Name,Email,Address\r\n${rows.join("\r\n")}\r\n`);
    await handle({ type: "read", id: 7, source: { kind: "file", file, name: file.name } });

    const progress = replies.filter((reply) => reply.type === "progress").map((reply) => reply.fraction);
    expect(progress.length).toBeGreaterThan(3);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    const last = replies.at(-1);
    if (last?.type !== "read" || !last.outcome.ok) return expect.fail(`unexpected ${JSON.stringify(last)}`);
    expect(last.id).toBe(7);
    expect(last.outcome.columns).toEqual(["Name", "Email", "Address"]);
    expect(last.outcome.rowCount).toBe(100_000);
    expect(last.outcome.sample[0]).toEqual(["Person 0", "p0@example.com", "0, Main St"]);
    expect(last.outcome.csv.type).toBe("text/csv;charset=utf-8");
    const text = await last.outcome.csv.text();
    expect(text.startsWith('Name,Email,Address\r\nPerson 0,p0@example.com,"0, Main St"\r\n')).toBe(true);
    expect(text.endsWith('Person 99999,p99999@example.com,"99999, Main St"\r\n')).toBe(true);
  });

  it("read: a refused file answers with its message", async () => {
    const { replies, handle } = workerHandler();
    await handle({ type: "read", id: 1, source: { kind: "paste", text: "Name\n", hasHeaders: true } });
    expect(replies.at(-1)).toEqual({
      type: "read",
      id: 1,
      outcome: { ok: false, message: READ_MESSAGES.headerOnlyPaste },
    });
  });

  it("rows-csv before any read: failed, not a crash", async () => {
    const { replies, handle } = workerHandler();
    await handle({ type: "rows-csv", id: 3, rows: [1] });
    expect(replies).toEqual([{ type: "failed", id: 3, message: READ_MESSAGES.failed }]);
  });

  it("an unexpected error inside a read answers failed", async () => {
    const { replies, handle } = workerHandler();
    const broken = {
      get size(): number {
        throw new Error("boom");
      },
    } as unknown as Blob;
    await handle({ type: "read", id: 4, source: { kind: "file", file: broken, name: "x.csv" } });
    expect(replies.at(-1)).toEqual({ type: "failed", id: 4, message: READ_MESSAGES.failed });
  });
});

describe("rowsCsv: rows for people to download", () => {
  const text = 'Name,Total,Notes\r\nAda,=SUM(1),"a, b"\r\nAlan,+1,@cmd\r\nGrace,3,"say ""hi"""\r\n';

  async function readThenRows(request: Omit<Extract<ReaderRequest, { type: "rows-csv" }>, "id" | "type">) {
    const { replies, handle } = workerHandler();
    await handle({ type: "read", id: 1, source: { kind: "paste", text, hasHeaders: true } });
    await handle({ type: "rows-csv", id: 2, ...request });
    const reply = replies.at(-1);
    if (reply?.type !== "rows-csv") return expect.fail(`unexpected ${JSON.stringify(reply)}`);
    return reply.csv;
  }

  it('neutralises "=SUM(1)" (and + - @), keeps row numbers, only the listed rows in their order', async () => {
    const csv = await readThenRows({ rows: [2, 1] });
    expect(await csv.text()).toBe("Row,Name,Total,Notes\r\n2,Alan,'+1,'@cmd\r\n1,Ada,'=SUM(1),\"a, b\"\r\n");
  });

  it("with an extra column, e.g. the row's error", async () => {
    const values = new Map([
      [3, "Email is not valid"],
      [1, "=cmd|' /C calc'!A0"],
    ]);
    const csv = await readThenRows({ rows: [1, 3], extra: { name: "Error", values } });
    expect(await csv.text()).toBe(
      `Row,Name,Total,Notes,Error\r\n1,Ada,'=SUM(1),"a, b",'=cmd|' /C calc'!A0\r\n3,Grace,3,"say ""hi""",Email is not valid\r\n`,
    );
  });

  it("rows outside the table are left out; the file opens in Excel as UTF-8 (BOM)", async () => {
    const csv = await readThenRows({ rows: [0, 4, 2.5, 3] });
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(await csv.text()).toBe('Row,Name,Total,Notes\r\n3,Grace,3,"say ""hi"""\r\n');
  });
});

/** A stand-in Worker running the real handler, so the client's start, ready and fallback can be tested. */
class FakeWorker {
  onmessage: ((event: MessageEvent<ReaderReply>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  readonly posted: ReaderRequest[] = [];
  readonly #handle = createReaderHandler((reply) => this.#deliver(reply));

  #deliver(reply: ReaderReply) {
    if (!this.terminated) setTimeout(() => this.onmessage?.({ data: reply } as MessageEvent<ReaderReply>), 0);
  }
  ready() {
    this.#deliver({ type: "ready" });
  }
  postMessage(request: ReaderRequest) {
    this.posted.push(request);
    void this.#handle(request);
  }
  terminate() {
    this.terminated = true;
  }
  fail() {
    this.onerror?.(new Event("error"));
  }
}

function fakeStart(worker: FakeWorker, release = vi.fn()) {
  return { reader: { startWorker: (): StartedWorker => ({ worker: worker as unknown as Worker, release }) } };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("openImportFile / openPastedTable (the public API)", () => {
  it("reads in a worker once it says ready; rowsCsv goes to the same worker; close ends it", async () => {
    const worker = new FakeWorker();
    const release = vi.fn();
    const reading = openImportFile(csvFile("Name,Email\nAda,ada@example.com\n"), fakeStart(worker, release));
    // Once the client listens to the worker, it must still wait for "ready" before posting.
    await vi.waitFor(() => expect(worker.onmessage).not.toBeNull());
    expect(worker.posted).toEqual([]);
    worker.ready();
    const outcome = await reading;
    if (!outcome.ok) return expect.fail(outcome.message);
    expect(release).toHaveBeenCalled();
    expect(outcome.table).toMatchObject({ fileName: "people.csv", columns: ["Name", "Email"], rowCount: 1 });
    expect(await outcome.table.csv.text()).toBe("Name,Email\r\nAda,ada@example.com\r\n");
    expect(await (await outcome.table.rowsCsv([1])).text()).toBe(
      "Row,Name,Email\r\n1,Ada,ada@example.com\r\n",
    );
    expect(worker.posted.map((request) => request.type)).toEqual(["read", "rows-csv"]);
    outcome.table.close();
    outcome.table.close();
    expect(worker.terminated).toBe(true);
    await expect(outcome.table.rowsCsv([1])).rejects.toThrow("closed");
  });

  it("a worker that fails to start (CSP, network): the same read runs in the page", async () => {
    const worker = new FakeWorker();
    const reading = openPastedTable("Name\tCity\nAda\tLondon\n", true, fakeStart(worker));
    worker.fail();
    const outcome = await reading;
    if (!outcome.ok) return expect.fail(outcome.message);
    expect(worker.terminated).toBe(true);
    expect(outcome.table.fileName).toBe(PASTED_TABLE_NAME);
    expect(outcome.table.columns).toEqual(["Name", "City"]);
  });

  it("a worker the browser refuses to construct: read in the page", async () => {
    const refused = {
      reader: {
        startWorker: (): StartedWorker => {
          throw new DOMException("Refused by Content-Security-Policy", "SecurityError");
        },
      },
    };
    const outcome = await openPastedTable("a,b\n1,2\n", true, refused);
    expect(outcome.ok).toBe(true);
  });

  it("a worker that never says ready: read in the page after the start timeout", async () => {
    vi.useFakeTimers();
    const worker = new FakeWorker();
    const reading = openPastedTable("a,b\n1,2\n", true, fakeStart(worker));
    await vi.advanceTimersByTimeAsync(15_000);
    await vi.runAllTimersAsync();
    expect((await reading).ok).toBe(true);
    expect(worker.terminated).toBe(true);
  });

  it("without any Worker (Node here): read in the page, in slices with a macrotask between them", async () => {
    const timeouts = vi.spyOn(globalThis, "setTimeout");
    const rows = Array.from({ length: 120_000 }, (_, index) => `Person ${index},${index}`).join("\n");
    const fractions: number[] = [];
    const outcome = await openImportFile(csvFile(`Name,Number\n${rows}\n`), {
      onProgress: (fraction) => fractions.push(fraction),
    });
    expect(outcome.ok && outcome.table.rowCount).toBe(120_000);
    // About 1.9 MB of text: two parse slices, plus the start; each slice is its own task.
    expect(timeouts.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(fractions.length).toBeGreaterThan(2);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
    timeouts.mockRestore();
    if (outcome.ok) outcome.table.close();
  });

  it("a refused file closes its reader and answers with the message", async () => {
    const worker = new FakeWorker();
    const reading = openImportFile(csvFile(""), fakeStart(worker));
    worker.ready();
    expect(await reading).toEqual({ ok: false, message: "This file is empty." });
    expect(worker.terminated).toBe(true);
  });

  it("abort: the read stops, its worker ends, the promise rejects with the signal's reason", async () => {
    const worker = new FakeWorker();
    const controller = new AbortController();
    const reading = openImportFile(csvFile("a\n1\n"), { ...fakeStart(worker), signal: controller.signal });
    controller.abort();
    await expect(reading).rejects.toBe(controller.signal.reason);
    expect(worker.terminated).toBe(true);
    await expect(openPastedTable("a\n1\n", true, { signal: controller.signal })).rejects.toBe(
      controller.signal.reason,
    );
  });

  it("ACCEPTED_FILE_TYPES: CSV and Excel types for <input accept>", () => {
    for (const type of [".csv", ".tsv", ".txt", ".xlsx", "text/csv", "application/vnd.ms-excel"]) {
      expect(ACCEPTED_FILE_TYPES.split(",")).toContain(type);
    }
  });

  it("the worker script's URL is next to the reader (Vite rewrites it to the built file)", () => {
    expect(readWorkerUrl().pathname).toMatch(/\/reader\/read-worker\.ts$/);
  });
});
