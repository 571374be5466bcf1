import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/**
 * Where uploaded bytes live (ARCHITECTURE "files"): keys such as `event-files/<id>`. The local
 * disk store is the default; an S3-compatible store implements the same three calls.
 */
export interface FileStorage {
  put(key: string, body: Readable): Promise<number>;
  open(key: string): Readable;
  remove(key: string): Promise<void>;
}

const KEY = /^(event-files|attendee-photo|org-logo|module-import)\/[A-Za-z0-9._-]+$/;

export function createDiskStorage(root: string): FileStorage {
  const resolve = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    return path.join(root, key);
  };
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
    remove: (key) => rm(resolve(key), { force: true }),
  };
}
