/**
 * From a file's bytes to text (issue 4 "Reading files"): what kind of file it really is (the
 * extension is only a hint), and for text, which encoding — a byte-order mark for UTF-8 and
 * UTF-16, else UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what Excel on Windows
 * writes for "CSV" in Western locales).
 */
import { READ_MESSAGES } from "./messages.js";

export type FileKind =
  /** Text to parse as delimited rows. */
  | "text"
  /** A zip archive: an .xlsx workbook (or some other zip, which the xlsx reader refuses). */
  | "xlsx"
  /** An OLE compound file holding an old binary .xls workbook. */
  | "xls"
  /** An OLE compound file holding an encrypted (password-protected) .xlsx. */
  | "protected-xlsx"
  | "binary";

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const EMPTY_ZIP_MAGIC = [0x50, 0x4b, 0x05, 0x06];
const OLE_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** The stream name an encrypted Office file carries ("EncryptedPackage" in UTF-16LE). */
const ENCRYPTED_PACKAGE = [..."EncryptedPackage"].flatMap((char) => [char.charCodeAt(0), 0]);
/** How much of the start of a file the binary check looks at. */
const SNIFF_BYTES = 8192;

function startsWith(bytes: Uint8Array, magic: readonly number[], at = 0): boolean {
  if (bytes.length < at + magic.length) return false;
  return magic.every((byte, index) => bytes[at + index] === byte);
}

function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  const first = needle[0];
  for (let at = bytes.indexOf(first ?? 0); at !== -1; at = bytes.indexOf(first ?? 0, at + 1)) {
    if (startsWith(bytes, needle, at)) return true;
  }
  return false;
}

type Bom = "utf-8" | "utf-16le" | "utf-16be";

function byteOrderMark(bytes: Uint8Array): Bom | null {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return "utf-8";
  if (startsWith(bytes, [0xff, 0xfe])) return "utf-16le";
  if (startsWith(bytes, [0xfe, 0xff])) return "utf-16be";
  return null;
}

/**
 * UTF-16 saved without a byte-order mark: mostly-ASCII text has a zero in every other byte. Half
 * the even (or odd) bytes of the start being zero, and almost none of the others, is that pattern.
 */
function bomlessUtf16(bytes: Uint8Array): "utf-16le" | "utf-16be" | null {
  const length = Math.min(bytes.length, SNIFF_BYTES) & ~1;
  if (length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < length; index += 2) {
    if (bytes[index] === 0) evenZeros++;
    if (bytes[index + 1] === 0) oddZeros++;
  }
  const pairs = length / 2;
  if (oddZeros > pairs * 0.5 && evenZeros < pairs * 0.05) return "utf-16le";
  if (evenZeros > pairs * 0.5 && oddZeros < pairs * 0.05) return "utf-16be";
  return null;
}

/**
 * Text has no NUL bytes and few control characters; images, PDFs, executables and archives have
 * plenty in their first kilobytes.
 */
function looksBinary(bytes: Uint8Array): boolean {
  const length = Math.min(bytes.length, SNIFF_BYTES);
  let control = 0;
  for (let index = 0; index < length; index++) {
    const byte = bytes[index] ?? 0;
    if (byte === 0) return true;
    // Tab, line feed, form feed, carriage return and the DOS end-of-file mark occur in real text.
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d && byte !== 0x1a)
      control++;
    else if (byte === 0x7f) control++;
  }
  return control > length * 0.02;
}

/** What the bytes are, whatever the file is called. */
export function sniffFileKind(bytes: Uint8Array): FileKind {
  if (startsWith(bytes, ZIP_MAGIC) || startsWith(bytes, EMPTY_ZIP_MAGIC)) return "xlsx";
  if (startsWith(bytes, OLE_MAGIC)) return contains(bytes, ENCRYPTED_PACKAGE) ? "protected-xlsx" : "xls";
  if (byteOrderMark(bytes) || bomlessUtf16(bytes)) return "text";
  return looksBinary(bytes) ? "binary" : "text";
}

export type Encoding = Bom | "windows-1252";
export type Decoded = { ok: true; text: string; encoding: Encoding } | { ok: false; message: string };

/** Decoding in the page runs in slices so the page can breathe between them. */
const DECODE_SLICE = 2 * 1024 * 1024;

/**
 * Decodes text bytes. With `between` (the main-thread fallback) it decodes 2 MB at a time and
 * awaits `between` after each; without it (the worker) in one go, which also saves flattening a
 * string built from pieces.
 */
export async function decodeText(bytes: Uint8Array, between?: () => Promise<void>): Promise<Decoded> {
  if (bytes.length === 0) return { ok: false, message: READ_MESSAGES.empty };
  const bom = byteOrderMark(bytes);
  const guessed = bom ?? bomlessUtf16(bytes);
  if (guessed) {
    // A byte-order mark settles the encoding: decode leniently, as spreadsheets do.
    return { ok: true, text: await decodeSlices(bytes, guessed, false, between), encoding: guessed };
  }
  try {
    return { ok: true, text: await decodeSlices(bytes, "utf-8", true, between), encoding: "utf-8" };
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const text = fixWindows1252(await decodeSlices(bytes, "windows-1252", false, between));
    return { ok: true, text, encoding: "windows-1252" };
  }
}

/**
 * What bytes 0x80–0x9F mean in Windows-1252 (0x81, 0x8D, 0x8F, 0x90, 0x9D are unassigned). Browsers
 * decode them so already; Node's TextDecoder (where tests and the benchmark run) decodes
 * "windows-1252" as Latin-1 and leaves C1 control characters, which this puts right.
 */
const WINDOWS_1252_C1 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";
const C1_CONTROLS = /[\u0080-\u009f]/g;

function fixWindows1252(text: string): string {
  return text.replace(C1_CONTROLS, (char) => WINDOWS_1252_C1[char.charCodeAt(0) - 0x80] ?? char);
}

async function decodeSlices(
  bytes: Uint8Array,
  encoding: Encoding,
  fatal: boolean,
  between: (() => Promise<void>) | undefined,
): Promise<string> {
  const decoder = new TextDecoder(encoding, { fatal });
  if (!between || bytes.length <= DECODE_SLICE) return decoder.decode(bytes);
  let text = "";
  for (let start = 0; start < bytes.length; start += DECODE_SLICE) {
    const end = Math.min(start + DECODE_SLICE, bytes.length);
    text += decoder.decode(bytes.subarray(start, end), { stream: end < bytes.length });
    await between();
  }
  return text;
}
