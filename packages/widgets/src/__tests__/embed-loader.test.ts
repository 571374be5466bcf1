import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WidgetModule } from "../elements/lazy-mount.js";
import type { FoyerMountOptions } from "../elements/widget-options.js";
import { CHUNK_TIMEOUT_MS } from "../embed/chunk-loader.js";
import type { FoyerGlobal, FoyerStub } from "../embed/foyer-global.js";
import { queueSnippet } from "../embed/queue-snippet.js";
import { loaderSource, startLoader } from "../embed/start-loader.js";

const SRC = "http://cdn.test/embed/foyer.js";
const FILES = {
  forms: ["forms-abc123.js", "shared-def456.js"],
  import: ["import-ghi789.js", "shared-def456.js"],
  picker: ["picker-jkl012.js", "shared-def456.js"],
  portal: ["portal-mno345.js", "shared-def456.js"],
  agenda: ["agenda-pqr678.js", "runtime-stu901.js"],
};
type Global = { Foyer?: FoyerStub | FoyerGlobal };

let log: string[];
let imported: string[];
let release: () => void;
let fail: ((error: Error) => void) | null;
let chunkModule: WidgetModule;

function fakeImport(url: string): Promise<unknown> {
  imported.push(url);
  return new Promise((resolve, reject) => {
    const previous = release;
    release = () => {
      previous();
      resolve(url.includes("forms-") ? chunkModule : {});
    };
    fail = reject;
  });
}

function fakeRegistry() {
  const defined = new Map<string, CustomElementConstructor>();
  return {
    defined,
    registry: {
      get: (tag: string) => defined.get(tag),
      define: (tag: string, element: CustomElementConstructor) => defined.set(tag, element),
    } as unknown as CustomElementRegistry,
  };
}

function element(id: string): HTMLElement {
  const div = document.createElement("div");
  div.id = id;
  document.body.append(div);
  return div;
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const target = () => globalThis as Global;

function start(setup: Partial<Parameters<typeof startLoader>[0]> = {}) {
  return startLoader({
    src: SRC,
    files: FILES,
    version: "test",
    target: target(),
    registry: fakeRegistry().registry,
    importModule: fakeImport,
    ...setup,
  });
}

beforeEach(() => {
  log = [];
  imported = [];
  release = () => {};
  fail = null;
  chunkModule = {
    mount(host, options) {
      log.push(`mount ${host.id} ${options.widget} api=${options.api}`);
      return {
        update: (next) => log.push(`update ${host.id} ${next.widget}`),
        unmount: () => log.push(`unmount ${host.id}`),
      };
    },
  };
});

afterEach(() => {
  delete target().Foyer;
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe("the queue snippet: Foyer.mount works before the loader arrives", () => {
  it("queues calls, then the loader runs them in order and replaces Foyer.mount in place", async () => {
    new Function(queueSnippet)();
    const stub = target().Foyer as FoyerGlobal & FoyerStub;
    const first = element("first");
    const second = element("second");
    stub.mount(first, { widget: "submission-form", eventSlug: "summit", formId: "f" });
    stub.mount(second, {
      widget: "intake-form",
      eventSlug: "summit",
      intakeId: "i",
      api: "https://own.test/api",
    });
    expect(stub.q).toHaveLength(2);

    const foyer = start();
    expect(target().Foyer).toBe(stub);
    expect(foyer).toBe(stub);
    release();
    await flush();
    expect(log).toEqual([
      "mount first submission-form api=http://cdn.test/api",
      "mount second intake-form api=https://own.test/api",
    ]);
  });

  it("runs a command pushed to Foyer.q after the loader arrived (an old reference to the stub's mount)", async () => {
    new Function(queueSnippet)();
    const stubMount = (target().Foyer as FoyerGlobal).mount;
    start();
    stubMount(element("late"), { widget: "submission-form", eventSlug: "s", formId: "f" });
    release();
    await flush();
    expect(log).toEqual(["mount late submission-form api=http://cdn.test/api"]);
  });

  it("running the snippet again, or after the loader, keeps what is there", () => {
    new Function(queueSnippet)();
    const stub = target().Foyer;
    new Function(queueSnippet)();
    expect(target().Foyer).toBe(stub);
    const foyer = start();
    new Function(queueSnippet)();
    expect(target().Foyer).toBe(foyer);
    expect(typeof foyer.mount).toBe("function");
  });

  it("a queued command that fails is reported and the others still run", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    target().Foyer = {
      q: [
        ["mount", element("a"), { widget: "no-such-widget" }],
        ["mount", element("b"), { widget: "followup-form", formSlug: "s", formId: "f" }],
      ],
    };
    start();
    release();
    await flush();
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[1])).toContain('unknown widget "no-such-widget"');
    expect(log).toEqual(["mount b followup-form api=http://cdn.test/api"]);
  });

  it("Foyer.unmount(element) removes a widget mounted from the queue", async () => {
    const host = element("queued");
    target().Foyer = { q: [["mount", host, { widget: "submission-form", eventSlug: "s", formId: "f" }]] };
    const foyer = start();
    release();
    await flush();
    expect(foyer.mounted()).toBe(1);
    foyer.unmount(host);
    expect(log).toEqual(["mount queued submission-form api=http://cdn.test/api", "unmount queued"]);
    expect(foyer.mounted()).toBe(0);
  });

  it("a second loader on the page keeps the first one's Foyer", () => {
    const first = start({ version: "first" });
    const second = start({ version: "second" });
    expect(second).toBe(first);
    expect(first.version).toBe("first");
  });

  it("the snippet in docs/embedding.md and in the script-tag example is this one", () => {
    // Compared without whitespace: the formatter lays the snippet out on several lines there.
    const compact = (text: string) => text.replace(/\s+/g, "").replace(/,}/g, "}");
    const repo = path.resolve(import.meta.dirname, "../../../..");
    for (const file of ["docs/embedding.md", "examples/script-tag/js/queue.js"]) {
      expect(compact(readFileSync(path.join(repo, file), "utf8")), file).toContain(compact(queueSnippet));
    }
  });
});

describe("lazy chunks: loaded on first use, all files at once, resolved against the loader's URL", () => {
  it("defines the elements as stubs and imports nothing until a widget is mounted", () => {
    const { registry, defined } = fakeRegistry();
    start({ registry });
    expect([...defined.keys()]).toEqual([
      "foyer-intake-form",
      "foyer-submission-form",
      "foyer-application-form",
      "foyer-followup-form",
      "foyer-import-wizard",
      "foyer-record-picker",
      "foyer-portal",
      "foyer-agenda",
    ]);
    expect(imported).toEqual([]);
  });

  it("the agenda loads its own chunk with its own runtime", async () => {
    const foyer = start();
    foyer.mount(element("a"), { widget: "agenda", eventSlug: "foyer-summit-2027" });
    expect(imported).toEqual([
      "http://cdn.test/embed/agenda-pqr678.js",
      "http://cdn.test/embed/runtime-stu901.js",
    ]);
  });

  it("the portal loads its own chunk", async () => {
    const foyer = start();
    foyer.mount(element("q"), { widget: "portal", portalSlug: "speakers", portalId: "p-1" });
    expect(imported).toEqual([
      "http://cdn.test/embed/portal-mno345.js",
      "http://cdn.test/embed/shared-def456.js",
    ]);
  });

  it("the import wizard loads its own chunk, not the forms'", async () => {
    const foyer = start();
    foyer.mount(element("w"), { widget: "import-wizard", eventId: "e-1", moduleId: "m-1" });
    expect(imported).toEqual([
      "http://cdn.test/embed/import-ghi789.js",
      "http://cdn.test/embed/shared-def456.js",
    ]);
  });

  it("the record picker loads its own chunk", async () => {
    const foyer = start();
    foyer.mount(element("p"), { widget: "record-picker", eventId: "e-1", mode: "speaker" });
    expect(imported).toEqual([
      "http://cdn.test/embed/picker-jkl012.js",
      "http://cdn.test/embed/shared-def456.js",
    ]);
  });

  it("imports the chunk's files together, once for any number of widgets", async () => {
    const foyer = start();
    foyer.mount(element("a"), { widget: "submission-form", eventSlug: "s", formId: "f" });
    foyer.mount(element("b"), { widget: "application-form", formSlug: "s", formId: "f" });
    expect(imported).toEqual([
      "http://cdn.test/embed/forms-abc123.js",
      "http://cdn.test/embed/shared-def456.js",
    ]);
    release();
    await flush();
    expect(log).toHaveLength(2);
    expect(foyer.mounted()).toBe(2);
  });

  it("a handle unmounted before its chunk arrives never mounts", async () => {
    const foyer = start();
    foyer.mount(element("gone"), { widget: "intake-form", eventSlug: "s", intakeId: "i" }).unmount();
    release();
    await flush();
    expect(log).toEqual([]);
    expect(foyer.mounted()).toBe(0);
  });

  it("updates reach the widget; Foyer.mount on the same element replaces the widget", async () => {
    const foyer = start();
    const host = element("x");
    const handle = foyer.mount(host, { widget: "intake-form", eventSlug: "s", intakeId: "i" });
    release();
    await flush();
    handle.update({ widget: "intake-form", eventSlug: "s", intakeId: "j" });
    foyer.mount(host, { widget: "submission-form", eventSlug: "s", formId: "f" });
    await flush();
    expect(log).toEqual([
      "mount x intake-form api=http://cdn.test/api",
      "update x intake-form",
      "unmount x",
      "mount x submission-form api=http://cdn.test/api",
    ]);
    expect(foyer.mounted()).toBe(1);
  });

  it("a chunk that fails to load is reported on the host as foyer:error, and tried again later", async () => {
    const foyer = start();
    const host = element("e");
    const onError = vi.fn();
    const heard: unknown[] = [];
    host.addEventListener("foyer:error", (event) => heard.push((event as CustomEvent).detail));
    foyer.mount(host, { widget: "submission-form", eventSlug: "s", formId: "f", onError });
    fail?.(new TypeError("Failed to fetch dynamically imported module"));
    await flush();
    expect(heard).toEqual([{ message: "Loading chunk forms failed" }]);
    expect(onError).toHaveBeenCalledWith({ message: "Loading chunk forms failed" });
    foyer.mount(element("retry"), { widget: "submission-form", eventSlug: "s", formId: "f" });
    expect(imported.filter((url) => url.includes("forms-"))).toHaveLength(2);
  });

  it("gives up after the spec's 120 s script timeout and leaves no timer behind", async () => {
    vi.useFakeTimers();
    const foyer = start();
    const host = element("slow");
    const heard: unknown[] = [];
    host.addEventListener("foyer:error", (event) => heard.push((event as CustomEvent).detail));
    foyer.mount(host, { widget: "intake-form", eventSlug: "s", intakeId: "i" });
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    expect(heard).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(heard).toEqual([{ message: "Loading chunk forms failed" }]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("clears its timer when the chunk arrives in time", async () => {
    vi.useFakeTimers();
    const foyer = start();
    foyer.mount(element("ok"), { widget: "intake-form", eventSlug: "s", intakeId: "i" });
    release();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the loader finds its own URL", () => {
  it("prefers document.currentScript, then a script whose src is the loader", () => {
    const script = document.createElement("script");
    script.type = "text/x-not-run"; // happy-dom would try to fetch it otherwise
    script.src = "https://foyer.example/embed/foyer.js";
    document.head.append(script);
    expect(loaderSource(document)).toBe("https://foyer.example/embed/foyer.js");
    script.remove();
  });

  it("throws a clear error for an unknown widget name", () => {
    const foyer = start();
    expect(() => foyer.mount(element("x"), { widget: "calendar" } as unknown as FoyerMountOptions)).toThrow(
      'Foyer: unknown widget "calendar"; use one of intake-form, submission-form, application-form, followup-form',
    );
  });
});
