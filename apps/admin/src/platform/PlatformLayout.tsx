import { AppHeader, useApp, useStore } from "@foyer/widgets/react";
import type { ReactNode } from "react";
import { Link, useRoute } from "wouter";

/** The frame of signed-in screens: header with navigation, the user and Sign out. */
export function PlatformLayout({ children }: { children: ReactNode }) {
  const { services, navigate } = useApp();
  const session = useStore(services.sdk.session);
  const user = session.status === "authenticated" ? session.user : null;

  return (
    <div className="admin-platform">
      <AppHeader
        onNavigate={navigate}
        nav={
          <nav className="admin-nav" aria-label="Main">
            <NavLink href="/home">Events</NavLink>
            <NavLink href="/account/settings">Account settings</NavLink>
            {user?.isFoyerAdmin ? <NavLink href="/mailbox">Outbox</NavLink> : null}
          </nav>
        }
        userName={user ? user.displayName || user.email : null}
        onSignOut={() => navigate("/logout")}
      />
      <main className="admin-page">{children}</main>
    </div>
  );
}

function NavLink({ href, children }: { href: string; children: ReactNode }) {
  const [active] = useRoute(href);
  return (
    <Link className="admin-nav__link" href={href} aria-current={active ? "page" : undefined}>
      {children}
    </Link>
  );
}
