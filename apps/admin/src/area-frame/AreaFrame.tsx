import { messages } from "@foyer/domain";
import { AppHeader, useApp, useStore } from "@foyer/widgets/react";
import type { ReactNode } from "react";
import "./area-frame.css";

/**
 * The top bar of a screen outside an area's own layout: who is signed in and "Sign out", or the
 * brand alone before a session is known.
 */
export function SessionHeader() {
  const { services, navigate } = useApp();
  const session = useStore(services.sdk.session);
  const user = session.status === "authenticated" ? session.user : null;
  return (
    <AppHeader
      onNavigate={navigate}
      userName={user ? user.displayName || user.email : null}
      {...(user ? { onSignOut: () => navigate("/logout") } : {})}
    />
  );
}

/**
 * The app chrome around a status screen (403, not found, a failed load): the top bar, then the
 * screen in the page's main region (issue 22: never a bare page).
 * @example <AreaFrame header={<AppHeader … />}><NoAccessScreen /></AreaFrame>
 */
export function AreaFrame({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <div className="admin-platform area-frame">
      {header ?? <SessionHeader />}
      <main className="area-frame__status">{children}</main>
    </div>
  );
}

/**
 * While an area or its permission profile loads: the chrome with a skeleton of the side
 * navigation and the page (issue 22: no full-screen "Loading..." between areas).
 */
export function AreaSkeleton({ header }: { header?: ReactNode }) {
  return (
    <div className="admin-platform area-frame">
      {header ?? <SessionHeader />}
      <div className="area-skeleton">
        <div className="area-skeleton__sidebar" aria-hidden="true">
          <span className="area-skeleton__bar" />
          <span className="area-skeleton__bar" />
          <span className="area-skeleton__bar" />
          <span className="area-skeleton__bar" />
          <span className="area-skeleton__bar" />
        </div>
        <main className="area-skeleton__main" aria-busy="true">
          <p className="foyer-visually-hidden" role="status">
            {messages.loading}
          </p>
          <span className="area-skeleton__bar area-skeleton__bar--title" aria-hidden="true" />
          <span className="area-skeleton__block" aria-hidden="true" />
          <span className="area-skeleton__block area-skeleton__block--short" aria-hidden="true" />
        </main>
      </div>
    </div>
  );
}
