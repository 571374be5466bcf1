import { createRequire } from "node:module";

/*
 * The few DOM calls SAML needs, typed here: @xmldom/xmldom's and xpath's own typings pull the
 * browser's DOM library into the whole program, which changes Node's fetch types everywhere.
 */

export interface XmlElement {
  readonly nodeType: number;
  readonly localName: string;
  readonly namespaceURI: string | null;
  readonly textContent: string | null;
  readonly childNodes: ArrayLike<XmlElement>;
  getAttribute(name: string): string | null;
  getElementsByTagNameNS(namespace: string, localName: string): ArrayLike<XmlElement>;
}

interface XmlDocument {
  readonly documentElement: XmlElement | null;
}

type ErrorHandler = (message: unknown) => void;
interface DomParser {
  parseFromString(xml: string, mimeType: string): XmlDocument | undefined;
}
const { DOMParser } = createRequire(import.meta.url)("@xmldom/xmldom") as {
  DOMParser: new (options: {
    errorHandler: { warning: ErrorHandler; error: ErrorHandler; fatalError: ErrorHandler };
  }) => DomParser;
};

export const SAML_METADATA = "urn:oasis:names:tc:SAML:2.0:metadata";
export const SAML_ASSERTION = "urn:oasis:names:tc:SAML:2.0:assertion";
export const XML_DSIG = "http://www.w3.org/2000/09/xmldsig#";

/** The document's root element, with the parser's first complaint when it is not well-formed XML. */
export function parseXml(xml: string): { root: XmlElement | null; problem: string | null } {
  const problems: string[] = [];
  const record = (message: unknown) => problems.push(String(message).split("\n")[0] ?? "");
  const doc = new DOMParser({
    errorHandler: { warning: () => {}, error: record, fatalError: record },
  }).parseFromString(xml, "text/xml");
  return { root: doc?.documentElement ?? null, problem: problems[0] ?? null };
}

/** The element children of a node with a namespace and local name. */
export function childrenOf(node: XmlElement, namespace: string, localName: string): XmlElement[] {
  return Array.from(node.childNodes).filter(
    (child) => child.nodeType === 1 && child.namespaceURI === namespace && child.localName === localName,
  );
}

/** Every descendant element with a namespace and local name. */
export const descendantsOf = (node: XmlElement, namespace: string, localName: string): XmlElement[] =>
  Array.from(node.getElementsByTagNameNS(namespace, localName));
