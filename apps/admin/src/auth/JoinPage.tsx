import { isSameOriginPath, isTokenSet, type JoinAnswer, joinLinkMessages } from "@foyer/domain";
import { AuthLayout, useApp, userMessageOf } from "@foyer/widgets/react";
import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { FormAlert } from "./AuthCard.js";

export const JOIN_FAILED_TITLE = "This join link does not work";

/**
 * /join/vu/{virtualUserHash} (spec 1 §2, issue 21): a portal person's one-time join link. Posts
 * the hash to the API, which spends it and signs the person in; the page then goes to the portal
 * (our own paths only). Used, expired and unknown links all say the same.
 */
export function JoinPage({ params }: { params: { hash: string } }) {
  const { services, navigate } = useApp();
  const [failure, setFailure] = useState<string | null>(null);
  // Once per page: the link is spent by its first use (React runs effects twice in development).
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    services.sdk.http
      .post<{ payload: JoinAnswer }>("auth/join", { json: { hash: params.hash }, auth: false })
      .then((answer) => {
        const { tokens, redirectTo } = answer.payload;
        if (!isTokenSet(tokens) || !isSameOriginPath(redirectTo)) throw new Error(joinLinkMessages.spent);
        services.sdk.tokens.set(tokens);
        navigate(redirectTo, { replace: true });
      })
      .catch((error: unknown) => setFailure(userMessageOf(error)));
  }, [params.hash, services, navigate]);

  return (
    <AuthLayout>
      <section className="foyer-card foyer-auth-card" aria-labelledby="join-title" aria-busy={!failure}>
        <h1 className="foyer-auth-card__title" id="join-title">
          {failure ? JOIN_FAILED_TITLE : "Signing you in..."}
        </h1>
        {failure ? (
          <>
            <FormAlert tone="error" message={failure} />
            <p className="foyer-auth-card__text">
              Ask the organizer for a new link, or sign in with your password.
            </p>
            <Link className="foyer-button foyer-button--secondary foyer-button--block" href="/login">
              Sign in
            </Link>
          </>
        ) : null}
      </section>
    </AuthLayout>
  );
}
