import type { ReactNode } from "react";

export interface AuthLayoutProps {
  children: ReactNode;
  /** Under the card, e.g. a link back to another sign-in page. */
  footer?: ReactNode;
}

/** A calm, centred page for sign-in and the other signed-out screens. */
export function AuthLayout({ children, footer }: AuthLayoutProps) {
  return (
    <main className="foyer-auth-layout">
      <div className="foyer-auth-layout__brand">
        <span className="foyer-app-header__logo" aria-hidden="true">
          F
        </span>
        Foyer
      </div>
      {children}
      {footer ? <div className="foyer-auth-layout__footer">{footer}</div> : null}
    </main>
  );
}
