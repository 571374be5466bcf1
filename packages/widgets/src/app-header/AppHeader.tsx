import type { MouseEvent, ReactNode } from "react";

export interface AppHeaderProps {
  /**
   * Where the brand links to.
   * @default "/home"
   */
  homeHref?: string;
  /** Next to the brand, e.g. the portal's name. */
  area?: ReactNode;
  /** The main navigation, after the brand. */
  nav?: ReactNode;
  /** Who is signed in, shown before the sign-out control. */
  userName?: string | null;
  /** Shows a "Sign out" button when given. */
  onSignOut?: () => void;
  /** Extra controls on the right, before the user. */
  children?: ReactNode;
  /**
   * Follows the brand link inside the app (client-side routing) instead of loading the page.
   * @example <AppHeader onNavigate={(href) => navigate(href)} />
   */
  onNavigate?: (href: string) => void;
}

/** A plain click (no modifier key, main button) may be routed in-app; others open as the browser likes. */
function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The bar at the top of signed-in screens: brand, area, who is signed in, sign out. */
export function AppHeader({
  homeHref = "/home",
  area,
  userName,
  onSignOut,
  children,
  onNavigate,
  nav,
}: AppHeaderProps) {
  return (
    <header className="foyer-app-header">
      <div className="foyer-app-header__start">
        <a
          className="foyer-app-header__brand"
          href={homeHref}
          onClick={(event) => {
            if (!onNavigate || !isPlainClick(event)) return;
            event.preventDefault();
            onNavigate(homeHref);
          }}
        >
          <span className="foyer-app-header__logo" aria-hidden="true">
            F
          </span>
          <span className="foyer-app-header__name">Foyer</span>
        </a>
        {area ? <span className="foyer-app-header__area">{area}</span> : null}
        {nav}
      </div>
      <div className="foyer-app-header__end">
        {children}
        {userName ? <span className="foyer-app-header__user">{userName}</span> : null}
        {onSignOut ? (
          <button type="button" className="foyer-button foyer-button--ghost" onClick={onSignOut}>
            Sign out
          </button>
        ) : null}
      </div>
    </header>
  );
}
