import "./mail-view.css";
import { LinkedText } from "./LinkedText.js";

/**
 * The HTML part, for a frame that runs no script and reaches nothing of this page (`sandbox`
 * without allow-scripts or allow-same-origin). Its links open in a new tab.
 */
const framed = (html: string) => `<base target="_blank">${html}`;

/**
 * A message's two parts: the text with its links clickable, and the HTML in a sandboxed frame,
 * never in the page itself. The outbox's message page and the template editors' preview show it.
 */
export function MailParts({ text, html, idPrefix }: { text: string; html: string; idPrefix: string }) {
  return (
    <>
      <section className="admin-panel mailbox-part" aria-labelledby={`${idPrefix}-text`}>
        <h2 className="mailbox-part__title" id={`${idPrefix}-text`}>
          Text
        </h2>
        <LinkedText text={text} />
      </section>
      <section className="admin-panel mailbox-part" aria-labelledby={`${idPrefix}-html`}>
        <h2 className="mailbox-part__title" id={`${idPrefix}-html`}>
          HTML
        </h2>
        <iframe
          className="mailbox-html"
          title="The message's HTML part"
          sandbox="allow-popups allow-popups-to-escape-sandbox"
          srcDoc={framed(html)}
        />
      </section>
    </>
  );
}
