/*
 * iCalendar (RFC 5545) text rules shared by the server's exports and the browser's
 * "Add to calendar" files: TEXT escaping (§3.3.11), line folding at 75 octets (§3.1) without
 * splitting a UTF-8 character, and UTC date-times.
 */

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon and comma escaped, line breaks as `\n`; other control characters go. */
export function escapeIcsText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
      .replace(/[\\;,]/g, (char) => `\\${char}`)
      .replace(/\n/g, "\\n")
  );
}

const encoder = new TextEncoder();

/** RFC 5545 §3.1 folding: at most 75 octets a line (a continuation's leading space counts), never inside a character. */
export function foldIcsLine(line: string): string {
  const lines: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const width = encoder.encode(char).length;
    if (size + width > 75) {
      lines.push(current);
      current = " ";
      size = 1;
    }
    current += char;
    size += width;
  }
  lines.push(current);
  return lines.join("\r\n");
}

/** `20270328T070000Z`: an instant as an iCalendar UTC date-time. */
export function icsUtc(instant: Date | string): string {
  return new Date(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}
