import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { needsBuild } from "../stale.mjs";

const root = mkdtempSync(path.join(os.tmpdir(), "foyer-stale-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function touch(file: string, secondsAgo: number) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), "x");
  const when = new Date(Date.now() - secondsAgo * 1000);
  utimesSync(path.join(root, file), when, when);
}

const target = { name: "t", workspace: "w", output: "out/main.js", sources: ["src", "tool.config.ts"] };

describe("npm start builds what is missing or out of date", () => {
  it("a missing output is built", () => {
    expect(needsBuild(root, target)).toBe("missing");
  });

  it("an output newer than every source (folders and single files) is kept", () => {
    touch("src/a.ts", 100);
    touch("tool.config.ts", 100);
    touch("out/main.js", 10);
    expect(needsBuild(root, target)).toBeNull();
  });

  it("a source file or a config file changed after the build makes it out of date", () => {
    touch("tool.config.ts", 1);
    expect(needsBuild(root, target)).toBe("out of date");
  });
});
