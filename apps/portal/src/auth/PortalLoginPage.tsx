import { isHttpError } from "@foyer/sdk";
import {
  AuthLayout,
  LoadingScreen,
  readRedirectMessage,
  rememberSignInPage,
  SignInForm,
  useApp,
  useRemote,
  userMessageOf,
} from "@foyer/widgets/react";
import { useLocation, useParams, useSearch } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import "../portal/appearance/appearance.css";
import { accentStyle } from "../portal/appearance/accent-style.js";
import { PortalNotFound } from "../portal/PortalNotFound.js";
import { getPublicPortal } from "../portal-calls.js";

/** /portal-login/{portalSlug}/{portalId}: the portal's own sign-in page. */
export function PortalLoginPage() {
  const { services, navigate } = useApp();
  const { sdk } = services;
  const { portalSlug = "", portalId = "" } = useParams<{ portalSlug: string; portalId: string }>();
  const [pathname] = useLocation();
  const search = useSearch();
  const notice = readRedirectMessage(useHistoryState());
  const portal = useRemote(() => getPublicPortal(sdk, portalSlug, portalId), [sdk, portalSlug, portalId]);

  const goOn = async () => {
    // Signing out later brings the user back to this page, not to the organizers' sign-in.
    rememberSignInPage(pathname);
    // Spec 1 §2: after a successful check, /portal-login/{a}/{b} goes to /portal-switch/{a}/{b}.
    const result = await sdk.session.check({ pathname, search });
    const to =
      result.decision.kind === "redirect" ? result.decision.to : `/portal-switch/${portalSlug}/${portalId}`;
    navigate(to, { replace: true });
  };

  if (portal.state.status === "loading") return <LoadingScreen />;
  if (portal.state.status === "error") {
    const { error } = portal.state;
    if (isHttpError(error) && error.status === 404) return <PortalNotFound />;
    return (
      <AuthLayout>
        <section className="foyer-card foyer-auth-card" aria-labelledby="portal-error-title">
          <h1 className="foyer-auth-card__title" id="portal-error-title">
            This portal could not be opened
          </h1>
          <p className="foyer-alert foyer-alert--error" role="alert">
            {userMessageOf(error)}
          </p>
          <button type="button" className="foyer-button foyer-button--primary" onClick={portal.reload}>
            Try again
          </button>
        </section>
      </AuthLayout>
    );
  }

  const { name, event_name, login, accentColor } = portal.state.data;
  // The portal's log-in page settings (issue 6): its own heading and text, plain text only.
  const text = login?.text?.trim();
  return (
    <div className="portal-login" style={accentStyle(accentColor)}>
      <AuthLayout>
        <SignInForm
          title={login?.title?.trim() || name}
          subtitle={
            <>
              <span className="portal-login__event">{event_name}</span>
              {text ? <span className="portal-login__text">{text}</span> : null}
            </>
          }
          notice={notice}
          signIn={(email, password) => sdk.auth.login(email, password)}
          onSignedIn={goOn}
          footer={
            <>
              <a href="/forgot">Forgot your password?</a>
              <span className="portal-login__first-time">
                First time here? Use "Forgot your password?" to set one.
              </span>
            </>
          }
        />
      </AuthLayout>
    </div>
  );
}
