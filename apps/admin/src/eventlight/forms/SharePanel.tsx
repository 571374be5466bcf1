import { useRef, useState } from "react";
import { type CopyOutcome, copyText } from "../clipboard.js";
import { embedSnippet, participantLink, type ShareableForm } from "./embed-snippet.js";

export const COPIED = "Copied to clipboard.";
export const PRESS_TO_COPY = "Selected: press Ctrl+C (⌘C on a Mac) to copy.";

const said = (outcome: CopyOutcome) => (outcome === "copied" ? COPIED : PRESS_TO_COPY);

/** Where participants fill the form in: its link, and the snippet for an organizer's own site. */
export function SharePanel({ form, origin = location.origin }: { form: ShareableForm; origin?: string }) {
  const link = participantLink(origin, form);
  const snippet = embedSnippet(origin, form);
  const linkRef = useRef<HTMLInputElement>(null);
  const snippetRef = useRef<HTMLTextAreaElement>(null);
  const [linkStatus, setLinkStatus] = useState("");
  const [snippetShown, setSnippetShown] = useState(false);
  const [snippetStatus, setSnippetStatus] = useState("");

  const copySnippet = async () => {
    setSnippetShown(true);
    // The textarea appears with this render; wait for it so the fallback can select it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    setSnippetStatus(said(await copyText(snippet, snippetRef.current)));
  };

  return (
    <section className="admin-panel event-card" aria-labelledby="share-title">
      <h2 className="event-card__title" id="share-title">
        Share
      </h2>
      <div className="foyer-field">
        <label className="foyer-field__label" htmlFor="share-link">
          Participant link
        </label>
        <input id="share-link" ref={linkRef} className="foyer-input event-mono" value={link} readOnly />
        <div className="event-share__actions">
          <button
            type="button"
            className="foyer-button foyer-button--secondary event-button--small"
            onClick={async () => setLinkStatus(said(await copyText(link, linkRef.current)))}
          >
            Copy link
          </button>
          <a
            className="foyer-button foyer-button--ghost event-button--small"
            href={link}
            target="_blank"
            rel="noopener"
          >
            Open
          </a>
        </div>
        <p className="event-share__status" role="status">
          {linkStatus}
        </p>
      </div>
      <div className="event-share__embed">
        <p className="foyer-field__hint">
          Put the form on your own website: paste this where it should appear.
        </p>
        <button
          type="button"
          className="foyer-button foyer-button--secondary event-button--small"
          onClick={copySnippet}
          aria-expanded={snippetShown}
          aria-controls="embed-snippet"
        >
          Copy embed snippet
        </button>
        {snippetShown ? (
          <div className="foyer-field event-share__snippet">
            <label className="foyer-field__label" htmlFor="embed-snippet">
              Embed snippet
            </label>
            <textarea
              id="embed-snippet"
              ref={snippetRef}
              className="foyer-input event-mono event-snippet"
              value={snippet}
              readOnly
              rows={7}
              spellCheck={false}
            />
            <button
              type="button"
              className="foyer-button foyer-button--primary event-button--small"
              onClick={async () => setSnippetStatus(said(await copyText(snippet, snippetRef.current)))}
            >
              Copy
            </button>
          </div>
        ) : null}
        <p className="event-share__status" role="status">
          {snippetStatus}
        </p>
      </div>
    </section>
  );
}
