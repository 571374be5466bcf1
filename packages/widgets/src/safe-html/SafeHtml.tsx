import { createElement, type ReactNode, useMemo } from "react";
import { type SafeHtmlLimits, type SafeNode, safeHtmlTree } from "./safe-html-tree.js";

export interface SafeHtmlProps {
  /** Organizer-written HTML, never trusted: only an allow-listed subset is rendered. */
  html: string;
  /** A class for the wrapping element. */
  className?: string;
  /**
   * The wrapping element.
   * @default "div"
   */
  as?: "div" | "section" | "article";
  /** Walk limits (depth, node count). @default SAFE_HTML_LIMITS */
  limits?: Partial<SafeHtmlLimits>;
}

function render(nodes: SafeNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    // The tree never changes for a given html: an index is a stable key.
    if (typeof node === "string") return node;
    const key = String(index);
    if (node.tag === "a") {
      if (node.href === undefined) return createElement("span", { key }, ...render(node.children));
      return createElement(
        "a",
        node.external
          ? { key, href: node.href, target: "_blank", rel: "noopener noreferrer" }
          : { key, href: node.href },
        ...render(node.children),
        node.external
          ? createElement("span", { key: "tab", className: "foyer-visually-hidden" }, " (opens in a new tab)")
          : null,
      );
    }
    if (node.tag === "br" || node.tag === "hr") return createElement(node.tag, { key });
    return createElement(node.tag, { key }, ...render(node.children));
  });
}

/**
 * Renders organizer-written HTML safely (issue 6 "organizer-written pages, rendered safely"):
 * paragraphs, headings, lists, emphasis, quotes, code and links, as React elements. Scripts,
 * styles, frames and images are dropped, every attribute but a checked link address too; a link
 * to another site opens in a new tab. Never uses innerHTML.
 * @example <SafeHtml html={page.body} className="portal-page__body" />
 */
export function SafeHtml({ html, className, as = "div", limits }: SafeHtmlProps) {
  const depth = limits?.maxDepth;
  const nodes = limits?.maxNodes;
  const tree = useMemo(
    () =>
      safeHtmlTree(html, {
        ...(depth !== undefined ? { maxDepth: depth } : {}),
        ...(nodes !== undefined ? { maxNodes: nodes } : {}),
      }),
    [html, depth, nodes],
  );
  return createElement(as, className ? { className } : {}, ...render(tree));
}
