import { isHttpError } from "@foyer/sdk";
import { useLocation, useParams } from "wouter";
import { userMessageOf } from "../app-shell/user-message.js";
import { useRemote } from "../remote/useRemote.js";
import { AuthLayout } from "../sign-in/AuthLayout.js";
import { SignInForm } from "../sign-in/SignInForm.js";
import { LoadingScreen } from "../status-pages/LoadingScreen.js";
import { accentStyle } from "./appearance/accent-style.js";
import { PortalNotFound } from "./PortalNotFound.js";
import { getPublicPortal } from "./portal-calls.js";
import { usePortalHost } from "./portal-host.js";

export interface PortalLoginPageProps {
  /** Why the person is asked to sign in (e.g. their session ended), above the form. */
  notice?: string | null | undefined;
}

/** /portal-login/{portalSlug}/{portalId}: the portal's own sign-in page. */
export function PortalLoginPage({ notice = null }: PortalLoginPageProps) {
  const host = usePortalHost();
  const { sdk } = host;
  const [, navigate] = useLocation();
  const { portalSlug = "", portalId = "" } = useParams<{ portalSlug: string; portalId: string }>();
  const portal = useRemote(() => getPublicPortal(sdk, portalSlug, portalId), [sdk, portalSlug, portalId]);

  const goOn = async () => {
    navigate(await host.afterSignIn(portalSlug, portalId), { replace: true });
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
              {/* On another site (the widget) the Foyer page opens in a new tab, leaving the host page as it was. */}
              <a
                href={host.forgotHref}
                {...(host.forgotHref.startsWith("/") ? {} : { target: "_blank", rel: "noopener noreferrer" })}
              >
                Forgot your password?
              </a>
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
