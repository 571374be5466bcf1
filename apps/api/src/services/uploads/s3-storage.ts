import { PassThrough, pipeline, type Readable, Transform } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { checkedKey, type FileStorage } from "./storage.js";

/**
 * The S3-compatible store (issue 23 item 5, `FOYER_STORAGE=s3`, docs/operations.md "File
 * storage"): every API process reads and writes the same bucket, so a file uploaded through one
 * process is downloaded through any other. Objects are named by the storage key itself
 * (`event-files/<id>`), under the same key rule as the disk store.
 */
export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, Ceph, R2, …); none: AWS S3 of `region`. */
  endpoint?: string;
  /** `https://endpoint/bucket/key` rather than `https://bucket.endpoint/key`. */
  forcePathStyle: boolean;
  /** None: the AWS SDK's default chain (AWS_* variables, the instance's or task's role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface S3Storage extends FileStorage {
  /** Resolves once the bucket answers with these credentials; rejects with the reason otherwise. */
  check(): Promise<void>;
  /** Closes the client's idle connections. */
  close(): void;
}

/** Bytes buffered per part of a multipart upload (S3's smallest part), and parts sent at once. */
const PART_SIZE = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

/** "code" of the error a missing file gives on the stream, as the disk store's. */
const MISSING = "ENOENT";

function failure(action: string, key: string, error: unknown): Error {
  if (error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound")) {
    return Object.assign(new Error(`No stored file at ${key}`), { code: MISSING, cause: error });
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`The S3 store could not ${action} ${key}: ${reason}`, { cause: error });
}

export function createS3Storage(options: S3StorageOptions): S3Storage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // Checksums only where S3 requires them: S3-compatible services do not all take the
    // trailing CRC checksums newer SDKs add to every upload by default.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = options.bucket;
  return {
    async put(key, body) {
      const Key = checkedKey(key);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          size += chunk.length;
          done(null, chunk);
        },
      });
      // An error of the body (a broken request) fails the upload, which then aborts its parts.
      pipeline(body, counter, () => undefined);
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: counter },
        partSize: PART_SIZE,
        queueSize: PARTS_AT_ONCE,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        throw failure("store", key, error);
      }
      return size;
    },
    open(key) {
      const Key = checkedKey(key);
      const out = new PassThrough();
      const abort = new AbortController();
      // A reader that gives up before the object arrived cancels the request.
      out.once("close", () => {
        if (!out.readableEnded) abort.abort();
      });
      client.send(new GetObjectCommand({ Bucket, Key }), { abortSignal: abort.signal }).then(
        (answer) => {
          pipeline(answer.Body as Readable, out, (error) => {
            if (error && !out.destroyed) out.destroy(failure("read", key, error));
          });
        },
        (error: unknown) => out.destroy(failure("read", key, error)),
      );
      return out;
    },
    async remove(key) {
      const Key = checkedKey(key);
      try {
        // S3 answers a deletion of a missing object as done, like the disk store's `force`.
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      } catch (error) {
        throw failure("remove", key, error);
      }
    },
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
      } catch (error) {
        const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
        const reason =
          status === 404
            ? "no such bucket"
            : status === 403
              ? "access denied (check FOYER_S3_ACCESS_KEY_ID and FOYER_S3_SECRET_ACCESS_KEY)"
              : error instanceof Error
                ? error.message || error.name
                : String(error);
        throw new Error(
          `The S3 bucket ${Bucket} could not be reached${options.endpoint ? ` at ${options.endpoint}` : ""}: ${reason}`,
          { cause: error },
        );
      }
    },
    close: () => client.destroy(),
  };
}
