/**
 * Reading back a line of the CSV the reader itself wrote (`csv-writer.ts`): commas between cells,
 * quotes around cells that need them, quotes doubled inside. Used for the download CSV and the rare
 * re-padding of rows; it needs none of papaparse's tolerance.
 */

/** One line (without its CRLF) back to its cells. */
export function readOwnRecord(text: string): string[] {
  const cells: string[] = [];
  const end = text.length;
  let at = 0;
  for (;;) {
    if (text[at] === '"') {
      let cell = "";
      let from = at + 1;
      for (;;) {
        const quote = text.indexOf('"', from);
        cell += text.slice(from, quote);
        if (text[quote + 1] === '"') {
          cell += '"';
          from = quote + 2;
        } else {
          at = quote + 1;
          break;
        }
      }
      cells.push(cell);
    } else {
      const comma = text.indexOf(",", at);
      const stop = comma === -1 || comma > end ? end : comma;
      cells.push(text.slice(at, stop));
      at = stop;
    }
    if (at >= end) return cells;
    at++; // the comma
  }
}
