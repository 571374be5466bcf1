import { messages } from "@foyer/domain";

export interface NotFoundPageProps {
  /**
   * Where the link goes back to: the user's events home.
   * @default "/home"
   */
  homeHref?: string;
  /** @default "Back to home" */
  homeLabel?: string;
  /**
   * Inside an app's own chrome (its top bar and main region): a section, not a full-screen page.
   * @default false
   */
  inline?: boolean;
}

/** Any path no route claims (spec 1 §2 "Platform", spec 2 §2.3). */
export function NotFoundPage({
  homeHref = "/home",
  homeLabel = "Back to home",
  inline = false,
}: NotFoundPageProps) {
  const Frame = inline ? "section" : "main";
  return (
    <Frame
      className={inline ? "foyer-status-page" : "foyer-screen foyer-status-page"}
      aria-label={inline ? messages.notFoundTitle : undefined}
    >
      <div className="foyer-status-page__card">
        <p className="foyer-status-page__code" aria-hidden="true">
          404
        </p>
        <h1 className="foyer-status-page__title">{messages.notFoundTitle}</h1>
        <p className="foyer-status-page__text">{messages.notFoundText}</p>
        <a className="foyer-button foyer-button--primary" href={homeHref}>
          {homeLabel}
        </a>
      </div>
    </Frame>
  );
}
