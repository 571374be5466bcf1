import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Provider, { type Configuration } from "oidc-provider";

/*
 * A real OpenID Connect provider (the `oidc-provider` package) on 127.0.0.1 for the SSO tests
 * (issue 21 item 5). Its login is programmatic: /interaction/{uid} signs in `nextAccount` at once,
 * and consent to `openid email profile` is given by loadExistingGrant, so a test drives the whole
 * browser round trip with fetch (`signInAt`).
 */

export interface IdpAccount {
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestIdp {
  issuer: string;
  /** Host and port, for FOYER_OUTBOUND_ALLOW_HOSTS. */
  host: string;
  accounts: Map<string, IdpAccount>;
  /** Who /interaction/{uid} signs in next (a browser's sign-in); signInAt sets it too. */
  setNextAccount(accountId: string): void;
  /**
   * Follows the provider's redirects from a sign-in address, signing in `accountId`, until the
   * provider sends the browser to `redirectUri`: the query it sends there.
   */
  signInAt(authorizationUrl: string, accountId: string, redirectUri: string): Promise<URLSearchParams>;
  close(): Promise<void>;
}

export interface TestClient {
  client_id: string;
  client_secret: string;
}

/** `port` 0: any free port (the API tests); the browser tests give a fixed one the server allows. */
export async function startTestIdp(clients: TestClient[], redirectUri: string, port = 0): Promise<TestIdp> {
  const accounts = new Map<string, IdpAccount>();
  let nextAccount = "";
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const listening = (server.address() as AddressInfo).port;
  const issuer = `http://127.0.0.1:${listening}`;
  const configuration: Configuration = {
    clients: clients.map((client) => ({
      ...client,
      redirect_uris: [redirectUri],
      grant_types: ["authorization_code"],
      response_types: ["code"],
      token_endpoint_auth_method: "client_secret_basic",
    })),
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...account }) };
    },
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const clientId = oidc.client?.clientId ?? "";
      const accountId = oidc.session?.accountId ?? "";
      const existing = oidc.session?.grantIdFor(clientId);
      if (existing) return oidc.provider.Grant.find(existing);
      const grant = new oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handle = provider.callback();
  server.on("request", (request, response) => {
    if (request.url?.startsWith("/interaction/")) {
      provider
        .interactionFinished(
          request,
          response,
          { login: { accountId: nextAccount } },
          { mergeWithLastSubmission: false },
        )
        .catch((error: unknown) => {
          response.statusCode = 500;
          response.end(String(error));
        });
      return;
    }
    handle(request, response);
  });

  return {
    issuer,
    host: `127.0.0.1:${listening}`,
    accounts,
    setNextAccount: (accountId) => {
      nextAccount = accountId;
    },
    async signInAt(authorizationUrl, accountId, target) {
      nextAccount = accountId;
      const jar = new Map<string, string>();
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop++) {
        const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
        const response = await fetch(url, { redirect: "manual", headers: cookie ? { cookie } : {} });
        for (const set of response.headers.getSetCookie()) {
          const pair = set.split(";")[0] ?? "";
          const at = pair.indexOf("=");
          jar.set(pair.slice(0, at), pair.slice(at + 1));
        }
        const location = response.headers.get("location");
        if (!location)
          throw new Error(`The test provider answered ${response.status}: ${await response.text()}`);
        const next = new URL(location, url);
        if (next.href.startsWith(target)) return next.searchParams;
        url = next.href;
      }
      throw new Error("The test provider redirected too many times");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
