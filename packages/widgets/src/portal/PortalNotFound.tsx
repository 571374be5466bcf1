import { AuthLayout } from "../sign-in/AuthLayout.js";
import { PORTAL_NOT_FOUND } from "./portal-calls.js";

/** A portal link that leads nowhere: say so plainly, and what to do. */
export function PortalNotFound() {
  return (
    <AuthLayout>
      <section className="foyer-card foyer-auth-card" aria-labelledby="portal-missing-title">
        <h1 className="foyer-auth-card__title" id="portal-missing-title">
          {PORTAL_NOT_FOUND}
        </h1>
        <p className="foyer-auth-card__text">
          Check the link you were given, or ask the event team to send you a new one.
        </p>
      </section>
    </AuthLayout>
  );
}
