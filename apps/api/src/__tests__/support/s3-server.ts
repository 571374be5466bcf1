import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A small S3-protocol server for the tests (issue 23 item 5): objects in memory, one or more
 * buckets, path-style addressing only (`/bucket/key`), on 127.0.0.1. It answers what the store
 * (services/uploads/s3-storage.ts) and @aws-sdk/lib-storage send: HeadBucket; PutObject,
 * GetObject, HeadObject, DeleteObject; CreateMultipartUpload, UploadPart,
 * CompleteMultipartUpload, AbortMultipartUpload. Errors are S3's XML error documents
 * (NoSuchKey, NoSuchBucket, NoSuchUpload, InvalidPart, EntityTooSmall, …).
 *
 * Every request must carry a valid AWS Signature Version 4 `Authorization` header for the one
 * key pair it knows (S3 API reference, "Authenticating Requests: Using the Authorization
 * Header"): the canonical request (method, the path as sent, the sorted query, the signed
 * headers, the payload hash of `x-amz-content-sha256`) is hashed into the string to sign and
 * signed with the key derived from the secret, date, region and "s3". A wrong secret is
 * SignatureDoesNotMatch, an unknown key InvalidAccessKeyId. The payload hash is a hex SHA-256 of
 * the body (checked), `UNSIGNED-PAYLOAD`, or `STREAMING-UNSIGNED-PAYLOAD-TRAILER` (an
 * aws-chunked body, decoded; its trailing checksum is not signed and not checked). Chunk-signed
 * streaming (`STREAMING-AWS4-HMAC-SHA256-PAYLOAD`) is refused as not implemented.
 */

export interface S3StandIn {
  /** `http://127.0.0.1:<port>`, for FOYER_S3_ENDPOINT. */
  endpoint: string;
  region: string;
  bucket: string;
  credentials: { accessKeyId: string; secretAccessKey: string };
  /** The stored object, or undefined. */
  object(key: string, bucket?: string): Buffer | undefined;
  /** Multipart uploads begun and neither completed nor aborted. */
  openUploads(): number;
  /** Operations answered, such as "PutObject" or "UploadPart", in order. */
  readonly calls: string[];
  close(): Promise<void>;
}

const MIN_PART = 5 * 1024 * 1024;
/** How far a request's x-amz-date may be from the server's clock (S3: 15 minutes). */
const SKEW_MS = 15 * 60 * 1000;

class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();
const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters. */
const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(search: URLSearchParams): string {
  return [...search.entries()]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : (value ?? "");
}

/** Checks the request's SigV4 signature; answers the payload hash it declared. */
function verifySignature(
  request: IncomingMessage,
  url: URL,
  keys: { accessKeyId: string; secretAccessKey: string },
  region: string,
): string {
  const authorization = header(request, "authorization");
  const parsed =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!parsed) throw new S3Error(403, "AccessDenied", "Access Denied");
  const [, accessKeyId, day, scopeRegion, signedHeaders, signature] = parsed as unknown as string[];
  if (accessKeyId !== keys.accessKeyId) {
    throw new S3Error(
      403,
      "InvalidAccessKeyId",
      "The AWS Access Key Id you provided does not exist in our records.",
    );
  }
  if (scopeRegion !== region) {
    throw new S3Error(
      400,
      "AuthorizationHeaderMalformed",
      `the region '${scopeRegion}' is wrong; expecting '${region}'`,
    );
  }
  const amzDate = header(request, "x-amz-date");
  const when = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!when || !amzDate.startsWith(day as string))
    throw new S3Error(403, "AccessDenied", "Invalid x-amz-date");
  const [, y, mo, d, h, mi, s] = when.map(Number) as number[];
  if (Math.abs(Date.UTC(y as number, (mo as number) - 1, d, h, mi, s) - Date.now()) > SKEW_MS) {
    throw new S3Error(
      403,
      "RequestTimeTooSkewed",
      "The difference between the request time and the current time is too large.",
    );
  }
  const names = (signedHeaders as string).split(";");
  if (!names.includes("host") || !names.includes("x-amz-content-sha256")) {
    throw new S3Error(403, "AccessDenied", "host and x-amz-content-sha256 must be signed");
  }
  const payloadHash = header(request, "x-amz-content-sha256");
  const canonicalRequest = [
    request.method,
    url.pathname,
    canonicalQuery(url.searchParams),
    ...names.map((name) => `${name}:${header(request, name).trim().replace(/\s+/g, " ")}`),
    "",
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  let key = hmac(`AWS4${keys.secretAccessKey}`, day as string);
  for (const part of [region, "s3", "aws4_request"]) key = hmac(key, part);
  const expected = createHmac("sha256", key).update(stringToSign).digest();
  if (!timingSafeEqual(expected, Buffer.from(signature as string, "hex"))) {
    throw new S3Error(
      403,
      "SignatureDoesNotMatch",
      "The request signature we calculated does not match the signature you provided. Check your key and signing method.",
    );
  }
  return payloadHash;
}

/** The data of an aws-chunked body: `<hex size>[;…]\r\n<data>\r\n` … `0\r\n<trailers>\r\n\r\n`. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const end = raw.indexOf("\r\n", at);
    if (end < 0) throw new S3Error(400, "IncompleteBody", "The aws-chunked body is cut short");
    const size = Number.parseInt(raw.subarray(at, end).toString().split(";")[0] as string, 16);
    if (!Number.isFinite(size)) throw new S3Error(400, "InvalidRequest", "Bad aws-chunked chunk size");
    if (size === 0) return Buffer.concat(parts);
    parts.push(raw.subarray(end + 2, end + 2 + size));
    at = end + 2 + size + 2;
  }
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The request's payload, checked against the hash it was signed with. */
function payloadOf(raw: Buffer, payloadHash: string): Buffer {
  if (payloadHash === "UNSIGNED-PAYLOAD") return raw;
  if (payloadHash === "STREAMING-UNSIGNED-PAYLOAD-TRAILER") return decodeAwsChunked(raw);
  if (!/^[0-9a-f]{64}$/.test(payloadHash)) {
    throw new S3Error(501, "NotImplemented", `x-amz-content-sha256 ${payloadHash} is not implemented here`);
  }
  if (sha256(raw) !== payloadHash) {
    throw new S3Error(
      400,
      "XAmzContentSHA256Mismatch",
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
    );
  }
  return raw;
}

const etagOf = (data: Buffer) => `"${createHash("md5").update(data).digest("hex")}"`;

function sendXml(response: ServerResponse, status: number, root: string, fields: Record<string, string>) {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>${Object.entries(fields)
    .map(([name, value]) => `<${name}>${xmlEscape(value)}</${name}>`)
    .join("")}</${root}>`;
  response.writeHead(status, {
    "content-type": "application/xml",
    "content-length": Buffer.byteLength(body),
  });
  response.end(body);
}

interface Upload {
  bucket: string;
  key: string;
  parts: Map<number, { data: Buffer; etag: string }>;
}

export async function startS3StandIn(
  options: {
    region?: string;
    bucket?: string;
    credentials?: { accessKeyId: string; secretAccessKey: string };
  } = {},
): Promise<S3StandIn> {
  const region = options.region ?? "us-east-1";
  const bucket = options.bucket ?? "foyer-test";
  const credentials = options.credentials ?? {
    accessKeyId: "FOYERTESTKEY",
    secretAccessKey: `secret-${randomUUID()}`,
  };
  const buckets = new Map<string, Map<string, Buffer>>([[bucket, new Map()]]);
  const uploads = new Map<string, Upload>();
  const calls: string[] = [];

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    const payloadHash = verifySignature(request, url, credentials, region);
    const body = payloadOf(await readBody(request), payloadHash);
    const [, bucketName = "", ...rest] = url.pathname.split("/");
    const key = decodeURIComponent(rest.join("/"));
    const objects = buckets.get(decodeURIComponent(bucketName));
    if (!objects) throw new S3Error(404, "NoSuchBucket", "The specified bucket does not exist");
    const query = url.searchParams;
    const method = request.method ?? "GET";
    if (!key) {
      if (method !== "HEAD")
        throw new S3Error(501, "NotImplemented", `${method} on a bucket is not implemented here`);
      calls.push("HeadBucket");
      response.writeHead(200).end();
      return;
    }
    const upload = (id: string | null) => {
      const found = id ? uploads.get(id) : undefined;
      if (!found || found.key !== key || found.bucket !== bucketName) {
        throw new S3Error(404, "NoSuchUpload", "The specified multipart upload does not exist.", {
          UploadId: id ?? "",
        });
      }
      return found;
    };
    if (method === "POST" && query.has("uploads")) {
      calls.push("CreateMultipartUpload");
      const id = randomUUID();
      uploads.set(id, { bucket: bucketName, key, parts: new Map() });
      sendXml(response, 200, "InitiateMultipartUploadResult", { Bucket: bucketName, Key: key, UploadId: id });
    } else if (method === "PUT" && query.has("uploadId")) {
      calls.push("UploadPart");
      const number = Number(query.get("partNumber"));
      if (!Number.isInteger(number) || number < 1 || number > 10_000) {
        throw new S3Error(
          400,
          "InvalidArgument",
          "Part number must be an integer between 1 and 10000, inclusive",
        );
      }
      const etag = etagOf(body);
      upload(query.get("uploadId")).parts.set(number, { data: body, etag });
      response.writeHead(200, { etag }).end();
    } else if (method === "POST" && query.has("uploadId")) {
      calls.push("CompleteMultipartUpload");
      const id = query.get("uploadId") as string;
      const begun = upload(id);
      const listed = [...body.toString().matchAll(/<Part>([\s\S]*?)<\/Part>/g)].map((match) => ({
        number: Number(/<PartNumber>(\d+)<\/PartNumber>/.exec(match[1] as string)?.[1]),
        etag: (/<ETag>([^<]*)<\/ETag>/.exec(match[1] as string)?.[1] ?? "").replace(/&quot;|&#34;/g, '"'),
      }));
      if (listed.length === 0)
        throw new S3Error(400, "MalformedXML", "The XML you provided was not well-formed");
      const data: Buffer[] = [];
      listed.forEach((part, index) => {
        const stored = begun.parts.get(part.number);
        if (!stored || stored.etag !== part.etag) {
          throw new S3Error(400, "InvalidPart", "One or more of the specified parts could not be found.");
        }
        if (index > 0 && (listed[index - 1] as { number: number }).number >= part.number) {
          throw new S3Error(400, "InvalidPartOrder", "The list of parts was not in ascending order.");
        }
        if (index < listed.length - 1 && stored.data.length < MIN_PART) {
          throw new S3Error(
            400,
            "EntityTooSmall",
            "Your proposed upload is smaller than the minimum allowed object size.",
          );
        }
        data.push(stored.data);
      });
      const whole = Buffer.concat(data);
      objects.set(key, whole);
      uploads.delete(id);
      sendXml(response, 200, "CompleteMultipartUploadResult", {
        Location: `${url.origin}/${bucketName}/${key}`,
        Bucket: bucketName,
        Key: key,
        ETag: `"${createHash("md5").update(whole).digest("hex")}-${listed.length}"`,
      });
    } else if (method === "DELETE" && query.has("uploadId")) {
      calls.push("AbortMultipartUpload");
      const id = query.get("uploadId");
      upload(id);
      uploads.delete(id as string);
      response.writeHead(204).end();
    } else if (method === "PUT") {
      calls.push("PutObject");
      objects.set(key, body);
      response.writeHead(200, { etag: etagOf(body) }).end();
    } else if (method === "GET" || method === "HEAD") {
      calls.push(method === "GET" ? "GetObject" : "HeadObject");
      const stored = objects.get(key);
      if (!stored) {
        if (method === "HEAD") {
          response.writeHead(404).end();
          return;
        }
        throw new S3Error(404, "NoSuchKey", "The specified key does not exist.", { Key: key });
      }
      response.writeHead(200, {
        "content-type": "binary/octet-stream",
        "content-length": stored.length,
        etag: etagOf(stored),
      });
      response.end(method === "GET" ? stored : undefined);
    } else if (method === "DELETE") {
      calls.push("DeleteObject");
      objects.delete(key);
      response.writeHead(204).end();
    } else {
      throw new S3Error(501, "NotImplemented", `${method} is not implemented here`);
    }
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://${request.headers.host ?? "127.0.0.1"}`);
    handle(request, response, url).catch((error: unknown) => {
      request.resume();
      const known =
        error instanceof S3Error
          ? error
          : new S3Error(500, "InternalError", "We encountered an internal error.");
      if (response.headersSent) return void response.destroy();
      if (request.method === "HEAD") return void response.writeHead(known.status).end();
      sendXml(response, known.status, "Error", {
        Code: known.code,
        Message: known.message,
        ...known.extra,
        Resource: url.pathname,
        RequestId: randomUUID(),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    region,
    bucket,
    credentials,
    object: (key, name = bucket) => buckets.get(name)?.get(key),
    openUploads: () => uploads.size,
    calls,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
