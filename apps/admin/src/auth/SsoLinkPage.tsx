import { type SsoLinkState, ssoLinkMessages, type User } from "@foyer/domain";
import { isHttpError } from "@foyer/sdk";
import { AuthLayout, useApp, userMessageOf } from "@foyer/widgets/react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "wouter";
import { FormAlert } from "./AuthCard.js";

export const SSO_LINK_TITLE = "Link your account to single sign-on";

type LinkPage =
  | { status: "loading" }
  | { status: "refused"; message: string }
  | { status: "ready"; link: SsoLinkState; starting: boolean; failure: string | null };

/**
 * /sso-link/event/{eventUUID}/account/{accountId} (spec 1 §2, issue 21): links the signed-in
 * account to the single sign-on of the event's organization. Signed out, it sends the browser to
 * sign in and back; signed in as someone else, it refuses and calls nothing. "Continue with single
 * sign-on" goes to the provider; /auth/callback finishes the link and lands on the dashboard.
 */
export function SsoLinkPage({ params }: { params: { eventId: string; accountId: string } }) {
  const { services, navigate } = useApp();
  const [location] = useLocation();
  const [page, setPage] = useState<LinkPage>({ status: "loading" });
  const base = `sso/link/events/${encodeURIComponent(params.eventId)}/accounts/${encodeURIComponent(params.accountId)}`;

  useEffect(() => {
    const toLogin = () => navigate(`/login?returnTo=${encodeURIComponent(location)}`, { replace: true });
    if (!services.sdk.tokens.get()) {
      toLogin();
      return;
    }
    let live = true;
    (async () => {
      const me = await services.sdk.http.get<{ payload: User }>("user/me");
      if (me.payload.id !== params.accountId)
        return { status: "refused", message: ssoLinkMessages.notYours } as const;
      const answer = await services.sdk.http.get<{ payload: SsoLinkState }>(base);
      return { status: "ready", link: answer.payload, starting: false, failure: null } as const;
    })()
      .then((next) => {
        if (live) setPage(next);
      })
      .catch((error: unknown) => {
        if (!live) return;
        if (isHttpError(error) && error.status === 401) toLogin();
        else setPage({ status: "refused", message: userMessageOf(error) });
      });
    return () => {
      live = false;
    };
  }, [services, navigate, location, base, params.accountId]);

  const start = async (ready: Extract<LinkPage, { status: "ready" }>) => {
    setPage({ ...ready, starting: true, failure: null });
    try {
      const answer = await services.sdk.http.post<{ payload: { redirectUrl: string } }>(`${base}/start`);
      window.location.assign(answer.payload.redirectUrl);
    } catch (error) {
      setPage({ ...ready, starting: false, failure: userMessageOf(error) });
    }
  };

  return (
    <AuthLayout>
      <section
        className="foyer-card foyer-auth-card"
        aria-labelledby="sso-link-title"
        aria-busy={page.status === "loading"}
      >
        <h1 className="foyer-auth-card__title" id="sso-link-title">
          {SSO_LINK_TITLE}
        </h1>
        {page.status === "loading" ? <p role="status">Loading...</p> : null}
        {page.status === "refused" ? (
          <>
            <FormAlert tone="error" message={page.message} />
            <Link className="foyer-button foyer-button--secondary foyer-button--block" href="/home">
              Back to your events
            </Link>
          </>
        ) : null}
        {page.status === "ready" ? (
          <>
            <p className="foyer-auth-card__text">
              {page.link.linked
                ? `Your account is already linked to the single sign-on of ${page.link.organization.name}. You can link it again to another identity of its provider.`
                : `Sign in once at the sign-in provider of ${page.link.organization.name}: from then on, signing in there signs you in to this account, whatever its email address.`}
            </p>
            {page.failure ? <FormAlert tone="error" message={page.failure} /> : null}
            <button
              type="button"
              className="foyer-button foyer-button--primary foyer-button--block"
              disabled={page.starting}
              onClick={() => void start(page)}
            >
              {page.starting ? "Going to your sign-in provider..." : "Continue with single sign-on"}
            </button>
            <Link
              className="foyer-button foyer-button--secondary foyer-button--block"
              href={`/event-light/${encodeURIComponent(page.link.event.id)}/dashboard`}
            >
              Back to {page.link.event.name}
            </Link>
          </>
        ) : null}
      </section>
    </AuthLayout>
  );
}
