import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * Issue 18 "Layering": no import cycles in apps/api/src. A cycle makes load order matter (a
 * module sees another's exports as undefined) and means two modules are one in disguise. Type
 * imports count too: they tie the files together just the same.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "__tests__" ? [] : sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [full] : [];
  });
}

// `import … from "./x.js"`, `export … from`, `import("./x.js")` and a bare `import "./x.js"`.
const SPECIFIER =
  /(?:^|\n)\s*(?:import|export)\b[^;]*?\bfrom\s*"(\.{1,2}\/[^"]+)"|\bimport\(\s*"(\.{1,2}\/[^"]+)"\s*\)|(?:^|\n)\s*import\s*"(\.{1,2}\/[^"]+)"/g;

/** Each file's relative imports, resolved to files (`./x.js` is `./x.ts` in the source). */
export function importGraph(files: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    const targets = [...text.matchAll(SPECIFIER)]
      .map((match) => match[1] ?? match[2] ?? match[3] ?? "")
      .map((specifier) => path.resolve(path.dirname(file), specifier.replace(/\.js$/, ".ts")));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components with more than one file, or a file importing itself (Tarjan). */
export function cyclesOf(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      for (;;) {
        const member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
        if (member === node) break;
      }
      if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe("apps/api/src has no import cycles", () => {
  it("finds a cycle when there is one (the check itself works)", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(cyclesOf(graph)).toEqual([["a", "b", "c"]]);
  });

  it("no file reaches itself through its imports", () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const cycles = cyclesOf(importGraph(files)).map((cycle) =>
      cycle.map((file) => path.relative(SRC, file)).join(" → "),
    );
    expect(cycles).toEqual([]);
  });
});

/** Each file of `from` (folders under src) that imports a file under `to`, with what it imports. */
export function importsAcross(graph: Map<string, string[]>, from: string[], to: string): string[] {
  const under = (file: string, folder: string) => !path.relative(folder, file).startsWith("..");
  return [...graph.entries()].flatMap(([file, targets]) =>
    from.some((folder) => under(file, folder))
      ? targets.filter((target) => under(target, to)).map((target) => `${file} → ${target}`)
      : [],
  );
}

describe("services and db speak no HTTP (STYLE 13, issue 18 item 3)", () => {
  const layers = [path.join(SRC, "services"), path.join(SRC, "db")];
  const http = path.join(SRC, "http");

  it("finds an import from http/ when there is one (the check itself works)", () => {
    const graph = new Map([
      [path.join(SRC, "services/a/a.ts"), [path.join(SRC, "http/errors.ts")]],
      [path.join(SRC, "db/b.ts"), [path.join(SRC, "db/client.ts")]],
      [path.join(SRC, "routes/c.ts"), [path.join(SRC, "http/errors.ts")]],
    ]);
    expect(importsAcross(graph, layers, http)).toEqual([
      `${path.join(SRC, "services/a/a.ts")} → ${path.join(SRC, "http/errors.ts")}`,
    ]);
  });

  it("no module under services/ or db/ imports from http/: a service throws a Refusal, a store returns null", () => {
    const offending = importsAcross(importGraph(sourceFiles(SRC)), layers, http).map((edge) =>
      edge
        .split(" → ")
        .map((file) => path.relative(SRC, file))
        .join(" → "),
    );
    expect(offending).toEqual([]);
  });
});
