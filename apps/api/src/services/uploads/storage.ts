import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Where uploaded bytes live (ARCHITECTURE "files"): keys such as `event-files/<id>`. The local
 * disk store is the default; the S3-compatible store (s3-storage.ts, `FOYER_STORAGE=s3`)
 * implements the same three calls. `open` answers a stream at once; a missing file is an error
 * on that stream (code `ENOENT` in both stores).
 */
export interface FileStorage {
  put(key: string, body: Readable): Promise<number>;
  open(key: string): Readable;
  remove(key: string): Promise<void>;
}

const KEY = /^(event-files|attendee-photo|org-logo|event-logo|module-import)\/[A-Za-z0-9._-]+$/;

/** The key rule of every store: a known folder and a plain name (never a path out of it). */
export function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => path.join(root, checkedKey(key));
  return {
    async put(key, body) {
      const file = resolve(key);
      await mkdir(path.dirname(file), { recursive: true });
      try {
        await pipeline(body, createWriteStream(file, { flags: "wx" }));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return (await stat(file)).size;
    },
    open: (key) => createReadStream(resolve(key)),
    remove: async (key) => rm(resolve(key), { force: true }),
  };
}
