import { Fragment } from "react";

/** http(s) URLs in a message's text part. */
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/**
 * A message's plain-text part with its links clickable (issue 19 "links clickable"). The text is
 * React text, never markup; only http(s) URLs become anchors, opened in a new tab.
 */
export function LinkedText({ text }: { text: string }) {
  const parts: (string | { url: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    if (start > last) parts.push(text.slice(last, start));
    parts.push({ url: match[0] });
    last = start + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <pre className="mailbox-text">
      {parts.map((part, index) =>
        typeof part === "string" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <Fragment key={index}>{part}</Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <a key={index} href={part.url} target="_blank" rel="noopener noreferrer">
            {part.url}
          </a>
        ),
      )}
    </pre>
  );
}
