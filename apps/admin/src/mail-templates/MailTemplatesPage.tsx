import "./mail-templates.css";
import {
  type MailTemplateBody,
  type MailTemplateEntry,
  mailTemplateMessages,
  mailTemplateSourceLabels,
} from "@foyer/domain";
import type { MailTemplateLevel } from "@foyer/sdk";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { FailedPanel, LoadingPanel } from "../eventlight/PagePanels.js";
import { mailTemplateQueries, useMailTemplatesApi } from "./mail-template-queries.js";
import { TemplateEditor } from "./TemplateEditor.js";

export const LEAVE_UNSAVED = "You have unsaved changes to this template. Leave them?";

/** What a kind's row says about its template at this level. */
export function sourceNote(entry: MailTemplateEntry, level: MailTemplateLevel): string {
  if (entry.source === "default") return "Default";
  if (entry.source === "organization" && "eventId" in level) return mailTemplateSourceLabels.organization;
  return "Customized";
}

/**
 * The email template editor of an organization (`settings/templates`, its defaults for every
 * event) or an event (`settings/email-templates`, its overrides), issue 19 item 4: the kinds of
 * email on the left, the chosen one's subject and body on the right.
 */
export function MailTemplatesPage({
  level,
  title,
  lead,
  backHref,
  setUnsaved,
}: {
  level: MailTemplateLevel;
  title: string;
  lead: string;
  /** Where the failed panel leads back to. */
  backHref: string;
  /** The area's unsaved-changes flag (the event area asks before its links leave). */
  setUnsaved: (unsaved: boolean) => void;
}) {
  const api = useMailTemplatesApi();
  const list = useQuery(mailTemplateQueries.list(api, level));
  const [chosen, setChosen] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  // What a reset removed, for its undo; offered until another email is chosen.
  const [undo, setUndo] = useState<{ kind: string; template: MailTemplateBody } | null>(null);

  if (list.status === "pending") return <LoadingPanel text="Loading the email templates..." />;
  if (list.status === "error") {
    return (
      <div className="event-page">
        <FailedPanel
          error={list.error}
          message={mailTemplateMessages.loadFailed}
          onRetry={() => void list.refetch()}
          backHref={backHref}
          backLabel="Back"
        />
      </div>
    );
  }
  const entries = list.data;
  const current = entries.find((entry) => entry.kind === chosen) ?? entries[0];
  const choose = (kind: string) => {
    if (kind === current?.kind) return;
    if (dirty && !window.confirm(LEAVE_UNSAVED)) return;
    setDirty(false);
    setUndo(null);
    setChosen(kind);
  };

  return (
    <section className="event-page" aria-labelledby="mail-templates-title">
      <header className="admin-section__head">
        <h1 className="admin-section__title" id="mail-templates-title">
          {title}
        </h1>
        <p className="admin-section__lead">{lead}</p>
      </header>
      {!current ? (
        <p className="admin-panel event-card">No email here has a template to edit.</p>
      ) : (
        <div className="mail-templates">
          <nav className="admin-panel mail-templates__kinds" aria-label="Emails">
            <ul>
              {entries.map((entry) => (
                <li key={entry.kind}>
                  <button
                    type="button"
                    className="mail-templates__kind"
                    aria-current={entry.kind === current.kind ? "true" : undefined}
                    onClick={() => choose(entry.kind)}
                  >
                    <span className="mail-templates__label">{entry.label}</span>
                    <span className={`mail-templates__source mail-templates__source--${entry.source}`}>
                      {sourceNote(entry, level)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <TemplateEditor
            key={`${current.kind}\u0000${current.updatedAt ?? ""}\u0000${current.source}`}
            level={level}
            entry={current}
            onDirtyChange={setDirty}
            undo={undo?.kind === current.kind ? undo.template : null}
            setUndo={(template) => setUndo(template ? { kind: current.kind, template } : null)}
            setUnsaved={setUnsaved}
          />
        </div>
      )}
    </section>
  );
}
