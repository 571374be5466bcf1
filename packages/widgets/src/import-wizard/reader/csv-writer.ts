/**
 * Writes the upload CSV straight to UTF-8 bytes: one pass over each cell's characters, no string
 * per row, no joined copy of the whole file, no separate encoding step. This is the hot loop of a
 * read (issue 4 benchmark: ≥ 200k rows/s), so it stays low-level on purpose.
 *
 * Cells are quoted when they hold a comma, a quote or a line break (quotes doubled); nothing else
 * is changed. Lone surrogates become U+FFFD, as TextEncoder would write them.
 */
const NEEDS_QUOTES = /[",\r\n]/;

export class Utf8CsvWriter {
  #bytes: Uint8Array;
  #length = 0;
  /** Byte offset where each row starts (the header too, when written with `row`). */
  readonly rowStarts: number[] = [];

  /** @param expectedBytes a guess of the output size (the input's size is a good one) */
  constructor(expectedBytes = 64 * 1024) {
    this.#bytes = new Uint8Array(Math.max(1024, Math.ceil(expectedBytes * 1.1)));
  }

  get length(): number {
    return this.#length;
  }

  #reserve(extra: number): void {
    const needed = this.#length + extra;
    if (needed <= this.#bytes.length) return;
    const grown = new Uint8Array(Math.max(needed, this.#bytes.length * 2));
    grown.set(this.#bytes.subarray(0, this.#length));
    this.#bytes = grown;
  }

  /** One row of `width` cells (missing cells are empty, extra ones are not written), CRLF after it. */
  row(cells: readonly string[], width: number): void {
    this.rowStarts.push(this.#length);
    for (let index = 0; index < width; index++) {
      if (index > 0) {
        this.#reserve(1);
        (this.#bytes as Uint8Array)[this.#length++] = 0x2c;
      }
      const cell = cells[index];
      if (cell) this.#cell(cell);
    }
    this.#reserve(2);
    this.#bytes[this.#length++] = 0x0d;
    this.#bytes[this.#length++] = 0x0a;
  }

  #cell(text: string): void {
    const quote = NEEDS_QUOTES.test(text);
    // At most 3 bytes per UTF-16 unit (a doubled quote is 2), plus the two quotes.
    this.#reserve(text.length * 3 + 2);
    const bytes = this.#bytes;
    let at = this.#length;
    if (quote) bytes[at++] = 0x22;
    const length = text.length;
    for (let index = 0; index < length; index++) {
      let code = text.charCodeAt(index);
      if (code < 0x80) {
        bytes[at++] = code;
        if (code === 0x22) bytes[at++] = 0x22;
      } else if (code < 0x800) {
        bytes[at++] = 0xc0 | (code >> 6);
        bytes[at++] = 0x80 | (code & 0x3f);
      } else {
        if (code >= 0xd800 && code < 0xe000) {
          const next = index + 1 < length ? text.charCodeAt(index + 1) : 0;
          if (code < 0xdc00 && next >= 0xdc00 && next < 0xe000) {
            const point = ((code - 0xd800) << 10) + (next - 0xdc00) + 0x10000;
            bytes[at++] = 0xf0 | (point >> 18);
            bytes[at++] = 0x80 | ((point >> 12) & 0x3f);
            bytes[at++] = 0x80 | ((point >> 6) & 0x3f);
            bytes[at++] = 0x80 | (point & 0x3f);
            index++;
            continue;
          }
          code = 0xfffd;
        }
        bytes[at++] = 0xe0 | (code >> 12);
        bytes[at++] = 0x80 | ((code >> 6) & 0x3f);
        bytes[at++] = 0x80 | (code & 0x3f);
      }
    }
    if (quote) bytes[at++] = 0x22;
    this.#length = at;
  }

  /** The bytes written (a view; the writer must not be used afterwards). */
  bytes(): Uint8Array<ArrayBuffer> {
    return this.#bytes.subarray(0, this.#length) as Uint8Array<ArrayBuffer>;
  }
}
