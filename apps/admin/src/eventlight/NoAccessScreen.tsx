import { messages } from "@foyer/domain";

/** Spec 2 §2.3 and §6: the permission-gated view, full screen, titled 'uh Oh!'. */
export const NO_ACCESS_TITLE = messages.noAccessTitle;
export const NO_ACCESS_TEXT = messages.noAccess;

export function NoAccessScreen() {
  return (
    <main className="foyer-screen foyer-status-page">
      <div className="foyer-status-page__card">
        <p className="foyer-status-page__code" aria-hidden="true">
          403
        </p>
        <h1 className="foyer-status-page__title">{NO_ACCESS_TITLE}</h1>
        <p className="foyer-status-page__text">{NO_ACCESS_TEXT}</p>
        <a className="foyer-button foyer-button--primary" href="/home">
          Back to your events
        </a>
      </div>
    </main>
  );
}
