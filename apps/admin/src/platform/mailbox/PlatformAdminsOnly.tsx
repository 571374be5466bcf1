import { mailboxMessages } from "@foyer/domain";
import { useApp, useStore } from "@foyer/widgets/react";
import type { ReactNode } from "react";
import { Link } from "wouter";

/**
 * The outbox holds everyone's reset and invitation links: only platform admins see it (the API
 * answers 403 to anyone else); others are told so here rather than asking.
 */
export function PlatformAdminsOnly({ children }: { children: ReactNode }) {
  const session = useStore(useApp().services.sdk.session);
  if (session.status === "authenticated" && session.user.isFoyerAdmin) return children;
  return (
    <div className="admin-panel admin-panel--center admin-empty">
      <h1 className="admin-empty__title">{mailboxMessages.platformAdminsOnly}</h1>
      <Link className="foyer-button foyer-button--secondary" href="/home">
        Back to your events
      </Link>
    </div>
  );
}
