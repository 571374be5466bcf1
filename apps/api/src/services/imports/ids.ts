import { randomBytes, randomInt } from "node:crypto";

/**
 * Ids for the records an import creates: UUIDs of version 7 (RFC 9562), which start with the time
 * in milliseconds, so ids made one after another sort in that order and the primary-key btree takes
 * them at its right edge (random v4 ids land all over it: more pages touched and written). Within a
 * millisecond a counter keeps them in order (RFC 9562 §6.2 method 1): 42 bits in rand_a and the top
 * of rand_b, seeded at random each millisecond; the last 32 bits are random for every id.
 */

const COUNTER_LOW = 2 ** 30;
const COUNTER_MAX = 2 ** 42;

let lastMs = 0;
let counter = 0;

const hex = (value: number, width: number) => value.toString(16).padStart(width, "0");
/** Two hex digits of each byte. */
const BYTE_HEX = Array.from({ length: 256 }, (_, byte) => hex(byte, 2));
const byteHex = (value: number) => BYTE_HEX[value & 0xff] as string;

/** `count` new time-ordered UUIDs, each greater than every one made before by this process. */
export function timeOrderedIds(count: number): string[] {
  const ids = new Array<string>(count);
  if (count === 0) return ids;
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    counter = randomInt(2 ** 40);
  }
  const tail = randomBytes(4 * count);
  let prefix = "";
  let prefixMs = -1;
  for (let index = 0; index < count; index++) {
    if (counter >= COUNTER_MAX) {
      // The counter ran out within this millisecond: borrow the next one.
      lastMs++;
      counter = randomInt(2 ** 40);
    }
    if (prefixMs !== lastMs) {
      prefixMs = lastMs;
      prefix = `${hex(Math.floor(lastMs / 0x10000), 8)}-${hex(lastMs % 0x10000, 4)}-7`;
    }
    const high = Math.floor(counter / COUNTER_LOW);
    const low = counter % COUNTER_LOW;
    counter++;
    const at = 4 * index;
    ids[index] =
      `${prefix}${(high >>> 8).toString(16)}${byteHex(high)}-${byteHex(0x80 | (low >>> 24))}${byteHex(low >>> 16)}-` +
      `${byteHex(low >>> 8)}${byteHex(low)}${byteHex(tail[at] as number)}${byteHex(tail[at + 1] as number)}` +
      `${byteHex(tail[at + 2] as number)}${byteHex(tail[at + 3] as number)}`;
  }
  return ids;
}
