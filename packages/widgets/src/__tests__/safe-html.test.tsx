import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SafeHtml } from "../safe-html/SafeHtml.js";
import { safeHref, safeHtmlTree } from "../safe-html/safe-html-tree.js";

/*
 * Issue 6: "An organizer-written page containing script or event-handler HTML renders without
 * running it." SafeHtml renders an allow-listed subset of the stored HTML as React elements.
 */

declare global {
  var pwned: unknown;
}

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  globalThis.pwned = undefined;
});

const HOSTILE = [
  "<script>globalThis.pwned = 'script'</script>",
  "<img src=x onerror=\"globalThis.pwned = 'img'\">",
  "<svg onload=\"globalThis.pwned = 'svg'\"><script>globalThis.pwned = 'svg-script'</script></svg>",
  '<p onclick="globalThis.pwned = \'click\'" style="color:red" class="x" id="y">Hello</p>',
  "<a href=\"JaVaScRiPt:globalThis.pwned='a1'\" onmouseover=\"globalThis.pwned='hover'\">one</a>",
  "<a href=\"&#106;avascript:globalThis.pwned='a2'\">two</a>",
  "<a href=\" \tjava&#x09;script:globalThis.pwned='a3'\">three</a>",
  "<a href=\"data:text/html,<script>globalThis.pwned='a4'</script>\">four</a>",
  '<a href="vbscript:msgbox(1)">five</a>',
  "<iframe src=\"javascript:globalThis.pwned='iframe'\"></iframe>",
  '<object data="x"><embed src="x"></object>',
  "<style>body{display:none}</style>",
  "<template><script>globalThis.pwned='template'</script></template>",
  '<noscript><p onclick="x">noscript text</p></noscript>',
  "<math><mtext><table><mglyph><style><img src=x onerror=\"globalThis.pwned='mxss'\"></style></mglyph></table></mtext></math>",
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">Go</button></form>',
  "<details open ontoggle=\"globalThis.pwned='toggle'\"><summary>More</summary></details>",
  "<b><i>unclosed <u>markup",
];

/** Every element of the rendered bodies (one per input), and every attribute on them. */
function rendered(html: string | string[]) {
  const list = typeof html === "string" ? [html] : html;
  const { container } = render(
    <div>
      {list.map((one) => (
        <SafeHtml key={one} html={one} className="page-body" />
      ))}
    </div>,
  );
  const wrapper = container.firstElementChild as HTMLElement;
  const root = (typeof html === "string" ? wrapper.firstElementChild : wrapper) as HTMLElement;
  const elements = Array.from(root.querySelectorAll("*"));
  const attributes = elements.flatMap((element) =>
    Array.from(element.attributes).map((attribute) => `${element.localName}[${attribute.name}]`),
  );
  return { root, elements, attributes };
}

describe("a page containing script or event-handler HTML renders without running it", () => {
  it("no script, style, frame, object or image element ends up in the DOM", () => {
    // Fake timers: anything the page scheduled runs below, deterministically, before the check.
    vi.useFakeTimers();
    const { root } = rendered(HOSTILE);
    for (const tag of ["script", "style", "iframe", "object", "embed", "img", "svg", "template", "form"]) {
      expect(root.querySelector(tag), tag).toBeNull();
    }
    vi.runAllTimers();
    vi.useRealTimers();
    expect(globalThis.pwned).toBeUndefined();
  });

  it("no handler, style, class or id attribute survives; links keep only a checked href", () => {
    const { attributes, root } = rendered(HOSTILE);
    // Only the wrappers' own class (ours) is there: nothing written in the HTML.
    expect(attributes.filter((name) => name !== "div[class]")).toEqual([]);
    expect(root.querySelectorAll("div")).toHaveLength(HOSTILE.length);
    expect(root.querySelectorAll("a[href]")).toHaveLength(0);
    expect(root.innerHTML).not.toMatch(/\son\w+=/i);
    expect(root.innerHTML.toLowerCase()).not.toContain("javascript:");
  });

  it("keeps the text of hostile links and unknown elements, drops the text of scripts and styles", () => {
    const { root } = rendered(HOSTILE);
    const text = root.textContent ?? "";
    for (const kept of ["Hello", "one", "two", "three", "four", "five", "More", "unclosed markup"]) {
      expect(text).toContain(kept);
    }
    expect(text).not.toContain("pwned");
    expect(text).not.toContain("display:none");
    expect(text).not.toContain("noscript text");
  });

  it("repairs unclosed markup as the browser would, keeping only allowed tags", () => {
    const { root } = rendered("<b><i>unclosed <u>markup");
    expect(root.innerHTML).toBe("<b><i>unclosed <u>markup</u></i></b>");
  });
});

describe("the allowed subset", () => {
  it("renders paragraphs, headings, lists, emphasis, quotes, code and rules as written", () => {
    const html =
      "<h2>Before</h2><p>Read <strong>this</strong>, <em>that</em> and <s>not</s> <u>this</u>.<br>Next</p>" +
      "<ul>\n  <li>One</li>\n  <li>Two</li>\n</ul><ol><li>First</li></ol><blockquote>Quote</blockquote>" +
      "<pre><code>npm  run</code></pre><hr><h3>Three</h3><h4>Four</h4>";
    const { root } = rendered(html);
    expect(root.innerHTML).toBe(
      "<h2>Before</h2><p>Read <strong>this</strong>, <em>that</em> and <s>not</s> <u>this</u>.<br>Next</p>" +
        "<ul><li>One</li><li>Two</li></ul><ol><li>First</li></ol><blockquote>Quote</blockquote>" +
        "<pre><code>npm  run</code></pre><hr><h3>Three</h3><h4>Four</h4>",
    );
  });

  it("unwraps unknown elements (div, span, h1, table) but keeps their text", () => {
    const { root } = rendered(
      "<div><h1>Title</h1><span>in <b>span</b></span><table><tr><td>cell</td></tr></table></div>",
    );
    expect(root.innerHTML).toBe("Titlein <b>span</b>cell");
  });

  it("an external link opens in a new tab without opener or referrer, and says so", () => {
    const { root } = rendered('<p><a href="https://example.org/venue" title="t">Venue</a></p>');
    const link = root.querySelector("a") as HTMLAnchorElement;
    expect(link.getAttribute("href")).toBe("https://example.org/venue");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(link.getAttribute("title")).toBeNull();
    expect(link.textContent).toBe("Venue (opens in a new tab)");
  });

  it("mailto and relative links stay in the same tab", () => {
    const { root } = rendered(
      '<a href="mailto:team@example.org">Mail</a> <a href="../resources">Resources</a>',
    );
    const [mail, relative] = Array.from(root.querySelectorAll("a"));
    expect(mail?.getAttribute("href")).toBe("mailto:team@example.org");
    expect(mail?.hasAttribute("target")).toBe(false);
    expect(relative?.getAttribute("href")).toBe("../resources");
  });

  it("renders text with markup characters as text", () => {
    const { root } = rendered("<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>");
    expect(root.textContent).toBe("1 < 2 && <script>");
    expect(root.querySelector("script")).toBeNull();
  });
});

describe("which link addresses are kept", () => {
  it.each([
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "\u0001javascript:alert(1)",
    "java\tscript:alert(1)",
    "java\nscript:alert(1)",
    "data:text/html,hi",
    "vbscript:msgbox(1)",
    "file:///etc/passwd",
    "java\u0001script:alert(1)",
    "\\\\evil.example/x",
    "",
    "   ",
  ])("refuses %j", (href) => {
    expect(safeHref(href)).toBeNull();
  });

  it.each([
    ["https://example.org", "https://example.org/", true],
    ["HTTP://Example.org/a b", "http://example.org/a%20b", true],
    ["mailto:a@example.org", "mailto:a@example.org", false],
    ["/portals/speakers/p-1/resources", "/portals/speakers/p-1/resources", false],
    ["#section", "#section", false],
    ["//example.org/x", "//example.org/x", true],
  ] as const)("keeps %j as %j", (href, expected, external) => {
    expect(safeHref(href)).toEqual({ href: expected, external });
  });
});

describe("limits", () => {
  it("caps the depth: text below it stays, as plain text, and nothing dropped comes back", () => {
    const deep = `${"<b>".repeat(100)}deep<script>x</script>${"</b>".repeat(100)}`;
    const tree = safeHtmlTree(deep, { maxDepth: 5 });
    let depth = 0;
    let node = tree[0];
    while (node && typeof node !== "string") {
      depth++;
      node = node.children[0];
    }
    expect(depth).toBe(5);
    expect(node).toBe("deep");
  });

  it("caps the node count", () => {
    const many = "<p>x</p>".repeat(50);
    expect(safeHtmlTree(many, { maxNodes: 10 }).length).toBeLessThanOrEqual(10);
    expect(safeHtmlTree(many)).toHaveLength(50);
  });

  it("empty or missing HTML renders an empty wrapper", () => {
    const { root } = rendered("");
    expect(root.innerHTML).toBe("");
    expect(root.className).toBe("page-body");
  });
});
