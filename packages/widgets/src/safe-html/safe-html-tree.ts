/*
 * Organizer-written HTML (portal pages, issue 6: "An organizer-written page containing script or
 * event-handler HTML renders without running it") read into a plain tree of allow-listed
 * elements and text. The HTML is parsed by DOMParser as "text/html": that document has no
 * browsing context, so nothing in it runs or loads. Only the tree below is ever rendered (as
 * React elements); no attribute survives except a checked `href` on links.
 */

/** Elements kept as they are (without attributes, except a link's checked href). */
export const SAFE_HTML_TAGS = [
  "p",
  "br",
  "h2",
  "h3",
  "h4",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "ul",
  "ol",
  "li",
  "blockquote",
  "code",
  "pre",
  "hr",
  "a",
] as const;
export type SafeHtmlTag = (typeof SAFE_HTML_TAGS)[number];

/** Elements dropped with everything inside them; any other unknown element keeps its text. */
const DROPPED = new Set([
  "script",
  "style",
  "iframe",
  "frame",
  "frameset",
  "object",
  "embed",
  "applet",
  "template",
  "noscript",
  "noembed",
  "noframes",
  "head",
  "title",
  "link",
  "meta",
  "base",
  "img",
]);

const ALLOWED = new Set<string>(SAFE_HTML_TAGS);
const HTML_NS = "http://www.w3.org/1999/xhtml";
const ELEMENT_NODE = 1;
const TEXT_NODE = 3;

/** An allowed element of the tree; `href` only on links whose address passed `safeHref`. */
export interface SafeElement {
  tag: SafeHtmlTag;
  href?: string;
  /** An absolute http(s) link: it opens in a new tab, without opener or referrer. */
  external?: boolean;
  children: SafeNode[];
}
export type SafeNode = string | SafeElement;

export interface SafeHtmlLimits {
  /**
   * How deep the markup is walked; text below that depth is kept as plain text.
   * @default 32
   */
  maxDepth: number;
  /**
   * How many nodes (elements and texts) the tree holds at most; the rest is cut.
   * @default 5000
   */
  maxNodes: number;
}

export const SAFE_HTML_LIMITS: SafeHtmlLimits = { maxDepth: 32, maxNodes: 5000 };

/**
 * The address a link may keep, or null: http, https and mailto, or a relative path. The value is
 * read as the browser's URL parser would (controls and spaces trimmed, tabs and newlines removed
 * anywhere), so `JaVaScRiPt:`, ` java\tscript:` and entity-encoded forms are all caught.
 * @example safeHref("https://example.org") // { href: "https://example.org/", external: true }
 */
export function safeHref(raw: string): { href: string; external: boolean } | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL parser's own trimming.
  const value = raw.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
  if (!value) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: an address with controls is refused.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined) {
    // Relative: anything else with a colon before the path could read as a scheme somewhere.
    const head = value.split(/[/?#]/, 1)[0] ?? "";
    if (head.includes(":") || value.includes("\\")) return null;
    // `//host/path` leaves the site like an absolute address.
    return { href: value, external: value.startsWith("//") };
  }
  if (scheme !== "http" && scheme !== "https" && scheme !== "mailto") return null;
  try {
    const url = new URL(value);
    if (url.protocol === "mailto:") return { href: url.href, external: false };
    if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname) {
      return { href: url.href, external: true };
    }
  } catch {
    // Not an address: no link.
  }
  return null;
}

interface Budget {
  left: number;
}

/** The text of a subtree without its dropped parts, walked without recursion (any depth). */
function flatText(root: Node, budget: Budget): string {
  let text = "";
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop() as Node;
    if (node.nodeType === TEXT_NODE) text += node.nodeValue ?? "";
    else if (node.nodeType === ELEMENT_NODE && !DROPPED.has((node as Element).localName.toLowerCase())) {
      const children = node.childNodes;
      for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as Node);
    }
  }
  if (text) budget.left--;
  return text;
}

function walk(parent: Node, depth: number, limits: SafeHtmlLimits, budget: Budget): SafeNode[] {
  const out: SafeNode[] = [];
  for (const node of Array.from(parent.childNodes)) {
    if (budget.left <= 0) break;
    if (node.nodeType === TEXT_NODE) {
      const text = node.nodeValue ?? "";
      if (!text) continue;
      budget.left--;
      const last = out.at(-1);
      if (typeof last === "string") out[out.length - 1] = last + text;
      else out.push(text);
      continue;
    }
    if (node.nodeType !== ELEMENT_NODE) continue; // comments, processing instructions
    const element = node as Element;
    const name = element.localName.toLowerCase();
    if (DROPPED.has(name)) continue;
    if (depth >= limits.maxDepth) {
      const text = flatText(element, budget);
      if (text) out.push(text);
      continue;
    }
    if (!ALLOWED.has(name) || element.namespaceURI !== HTML_NS) {
      // Unknown (div, span, table, svg…): its content stays, the element and its attributes go.
      out.push(...walk(element, depth + 1, limits, budget));
      continue;
    }
    budget.left--;
    const tag = name as SafeHtmlTag;
    const kept: SafeElement = { tag, children: [] };
    if (tag === "a") {
      const link = safeHref(element.getAttribute("href") ?? "");
      if (link) {
        kept.href = link.href;
        if (link.external) kept.external = true;
      }
    }
    if (tag !== "br" && tag !== "hr") {
      kept.children = walk(element, depth + 1, limits, budget);
      // Lists hold items: the whitespace between them is not content.
      if (tag === "ul" || tag === "ol") {
        kept.children = kept.children.filter((child) => typeof child !== "string" || child.trim());
      }
    }
    out.push(kept);
  }
  return out;
}

/**
 * Organizer-written HTML as a tree of allowed elements and text, ready to render as React
 * elements. Needs a DOMParser (every browser, happy-dom); without one the tree is empty.
 * @example safeHtmlTree('<p onclick="x()">Hi <script>x()</script></p>') // [{ tag: "p", children: ["Hi "] }]
 */
export function safeHtmlTree(html: string, limits: Partial<SafeHtmlLimits> = {}): SafeNode[] {
  if (!html || typeof DOMParser === "undefined") return [];
  const document = new DOMParser().parseFromString(html, "text/html");
  const all = { ...SAFE_HTML_LIMITS, ...limits };
  return document.body ? walk(document.body, 0, all, { left: all.maxNodes }) : [];
}
