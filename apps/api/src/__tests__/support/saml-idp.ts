import { createSign, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { promisify } from "node:util";
import { deflateRaw, inflateRaw } from "node:zlib";
import { generate } from "selfsigned";
import { parseXml } from "../../services/sso/xml.js";

/*
 * A real SAML 2.0 identity provider on 127.0.0.1 for the SSO tests (issue 21 item 5). Its keys are
 * made for the run (a self-signed certificate); it reads the AuthnRequest the SP sent through the
 * HTTP-Redirect binding and answers a Response whose Assertion it signs with xml-crypto, bound to
 * the request (InResponseTo, Destination, Audience). Each answer can be spoilt on purpose (another
 * key, another audience, an expired assertion) for the refusal tests. Its single logout service
 * answers LogoutRequests with signed LogoutResponses, and it makes signed LogoutRequests of its own.
 */

type SignedXmlInstance = {
  addReference(reference: { xpath: string; transforms: string[]; digestAlgorithm: string }): void;
  computeSignature(xml: string, options: { location: { reference: string; action: "after" } }): void;
  getSignedXml(): string;
};
// xml-crypto's typings pull in the browser DOM library; the few calls used are typed above.
const { SignedXml } = createRequire(import.meta.url)("xml-crypto") as {
  SignedXml: new (options: {
    privateKey: string;
    publicCert: string;
    signatureAlgorithm: string;
    canonicalizationAlgorithm: string;
  }) => SignedXmlInstance;
};

const inflate = promisify(inflateRaw);
const deflate = promisify(deflateRaw);
const SHA256 = "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256";
const EXC_C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";

export interface KeyPair {
  privateKey: string;
  cert: string;
}

export async function makeKeyPair(commonName = "Foyer test IdP"): Promise<KeyPair> {
  const pems = await generate([{ name: "commonName", value: commonName }], {
    keySize: 2048,
    algorithm: "sha256",
  });
  return { privateKey: pems.private, cert: pems.cert };
}

const base64Of = (pem: string) => pem.replace(/-----[^-]+-----/g, "").replace(/\s+/g, "");
const escapeXml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export interface AnswerOptions {
  email: string;
  /** Sign with these keys instead of the IdP's (a forged signature). */
  signWith?: KeyPair;
  audience?: string;
  /** The assertion stops being valid at this time (default: in five minutes). */
  notOnOrAfter?: Date;
  givenName?: string;
  familyName?: string;
}

export interface AuthnRequest {
  id: string;
  acsUrl: string;
  issuer: string;
  relayState: string;
}

export interface TestSamlIdp {
  entityId: string;
  url: string;
  keys: KeyPair;
  metadataXml: string;
  /** Who the browser flow (GET /sso) signs in next. */
  setNextEmail(email: string): void;
  /** Reads an AuthnRequest address the SP made. */
  readAuthnRequest(redirectUrl: string): Promise<AuthnRequest>;
  /** The signed response (base64) to an AuthnRequest, as the IdP would post it. */
  answer(request: AuthnRequest, options: AnswerOptions): string;
  /** The IdP's LogoutRequest for a NameID, signed for the redirect binding: the SP's address with it. */
  logoutRequestUrl(spSloUrl: string, nameId: string, signWith?: KeyPair): Promise<string>;
  /** LogoutRequests the IdP received (its NameIDs). */
  loggedOut: string[];
  close(): Promise<void>;
}

async function readMessage(url: URL, name: "SAMLRequest" | "SAMLResponse") {
  const message = url.searchParams.get(name);
  if (!message) throw new Error(`no ${name}`);
  return (await inflate(Buffer.from(message, "base64"))).toString("utf8");
}

/** The query of a redirect-bound message, signed as SAML's HTTP-Redirect binding says (RSA-SHA256). */
async function signedRedirectQuery(
  name: "SAMLRequest" | "SAMLResponse",
  xml: string,
  relayState: string | null,
  keys: KeyPair,
) {
  const parts = [`${name}=${encodeURIComponent((await deflate(Buffer.from(xml))).toString("base64"))}`];
  if (relayState) parts.push(`RelayState=${encodeURIComponent(relayState)}`);
  parts.push(`SigAlg=${encodeURIComponent(SHA256)}`);
  const signed = parts.join("&");
  const signature = createSign("RSA-SHA256").update(signed).sign(keys.privateKey, "base64");
  return `${signed}&Signature=${encodeURIComponent(signature)}`;
}

export async function startTestSamlIdp(port = 0): Promise<TestSamlIdp> {
  const keys = await makeKeyPair();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const entityId = `${url}/metadata`;
  let nextEmail = "";
  const loggedOut: string[] = [];

  const metadataXml = `<?xml version="1.0"?>
<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="${entityId}">
  <md:IDPSSODescriptor protocolSupportEnumeration="urn:oasis:names:tc:SAML:2.0:protocol" WantAuthnRequestsSigned="false">
    <md:KeyDescriptor use="signing">
      <ds:KeyInfo xmlns:ds="http://www.w3.org/2000/09/xmldsig#"><ds:X509Data><ds:X509Certificate>${base64Of(keys.cert)}</ds:X509Certificate></ds:X509Data></ds:KeyInfo>
    </md:KeyDescriptor>
    <md:SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${url}/slo"/>
    <md:NameIDFormat>urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress</md:NameIDFormat>
    <md:SingleSignOnService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${url}/sso"/>
  </md:IDPSSODescriptor>
</md:EntityDescriptor>`;

  async function readAuthnRequest(redirectUrl: string): Promise<AuthnRequest> {
    const address = new URL(redirectUrl);
    const { root } = parseXml(await readMessage(address, "SAMLRequest"));
    if (root?.localName !== "AuthnRequest") throw new Error("not an AuthnRequest");
    const issuer = root.getElementsByTagNameNS("urn:oasis:names:tc:SAML:2.0:assertion", "Issuer")[0]
      ?.textContent;
    return {
      id: root.getAttribute("ID") ?? "",
      acsUrl: root.getAttribute("AssertionConsumerServiceURL") ?? "",
      issuer: issuer ?? "",
      relayState: address.searchParams.get("RelayState") ?? "",
    };
  }

  function answer(request: AuthnRequest, options: AnswerOptions): string {
    const now = new Date();
    const until = (options.notOnOrAfter ?? new Date(now.getTime() + 5 * 60_000)).toISOString();
    const before = new Date(Math.min(now.getTime(), Date.parse(until) - 60_000)).toISOString();
    const email = escapeXml(options.email);
    const attribute = (name: string, value: string | undefined) =>
      value
        ? `<saml:Attribute Name="${name}"><saml:AttributeValue>${escapeXml(value)}</saml:AttributeValue></saml:Attribute>`
        : "";
    const assertion = `<saml:Assertion xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${before}"><saml:Issuer>${entityId}</saml:Issuer><saml:Subject><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${email}</saml:NameID><saml:SubjectConfirmation Method="urn:oasis:names:tc:SAML:2.0:cm:bearer"><saml:SubjectConfirmationData InResponseTo="${request.id}" NotOnOrAfter="${until}" Recipient="${request.acsUrl}"/></saml:SubjectConfirmation></saml:Subject><saml:Conditions NotBefore="${before}" NotOnOrAfter="${until}"><saml:AudienceRestriction><saml:Audience>${escapeXml(options.audience ?? request.issuer)}</saml:Audience></saml:AudienceRestriction></saml:Conditions><saml:AuthnStatement AuthnInstant="${before}" SessionIndex="_session_${randomUUID()}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:Password</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement><saml:AttributeStatement>${attribute("email", options.email)}${attribute("firstName", options.givenName)}${attribute("lastName", options.familyName)}</saml:AttributeStatement></saml:Assertion>`;
    const response = `<samlp:Response xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${now.toISOString()}" Destination="${request.acsUrl}" InResponseTo="${request.id}"><saml:Issuer>${entityId}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status>${assertion}</samlp:Response>`;
    const signer = options.signWith ?? keys;
    const signature = new SignedXml({
      privateKey: signer.privateKey,
      publicCert: signer.cert,
      signatureAlgorithm: SHA256,
      canonicalizationAlgorithm: EXC_C14N,
    });
    signature.addReference({
      xpath: "//*[local-name(.)='Assertion']",
      transforms: ["http://www.w3.org/2000/09/xmldsig#enveloped-signature", EXC_C14N],
      digestAlgorithm: "http://www.w3.org/2001/04/xmlenc#sha256",
    });
    signature.computeSignature(response, {
      location: { reference: "//*[local-name(.)='Assertion']/*[local-name(.)='Issuer']", action: "after" },
    });
    return Buffer.from(signature.getSignedXml()).toString("base64");
  }

  async function logoutRequestUrl(spSloUrl: string, nameId: string, signWith: KeyPair = keys) {
    const xml = `<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${spSloUrl}"><saml:Issuer>${entityId}</saml:Issuer><saml:NameID Format="urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress">${escapeXml(nameId)}</saml:NameID></samlp:LogoutRequest>`;
    return `${spSloUrl}?${await signedRedirectQuery("SAMLRequest", xml, "idp-relay", signWith)}`;
  }

  server.on("request", (req, res) => {
    const address = new URL(req.url ?? "/", url);
    const fail = (error: unknown) => {
      res.writeHead(400, { "content-type": "text/plain" }).end(String(error));
    };
    if (address.pathname === "/sso") {
      // The browser's sign-in: the next email is signed in at once, the answer posted to the ACS.
      readAuthnRequest(address.href)
        .then((request) => {
          const samlResponse = answer(request, { email: nextEmail, givenName: "Sam", familyName: "Lee" });
          res
            .writeHead(200, { "content-type": "text/html" })
            .end(
              `<!doctype html><form method="post" action="${escapeXml(request.acsUrl)}"><input type="hidden" name="SAMLResponse" value="${samlResponse}"><input type="hidden" name="RelayState" value="${escapeXml(request.relayState)}"><button id="continue">Continue</button></form><script>document.forms[0].submit()</script>`,
            );
        })
        .catch(fail);
      return;
    }
    if (address.pathname === "/slo") {
      // Foyer's LogoutRequest: the IdP session ends; a signed LogoutResponse goes back.
      readMessage(address, "SAMLRequest")
        .then(async (xml) => {
          const { root } = parseXml(xml);
          const nameId = root?.getElementsByTagNameNS("urn:oasis:names:tc:SAML:2.0:assertion", "NameID")[0];
          loggedOut.push(nameId?.textContent ?? "");
          const destination = root?.getAttribute("Destination") ?? "";
          const spSlo = root?.getElementsByTagNameNS("urn:oasis:names:tc:SAML:2.0:assertion", "Issuer")[0]
            ?.textContent;
          const sloUrl = (spSlo ?? "").replace(/\/metadata$/, "/slo");
          const response = `<samlp:LogoutResponse xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol" xmlns:saml="urn:oasis:names:tc:SAML:2.0:assertion" ID="_${randomUUID()}" Version="2.0" IssueInstant="${new Date().toISOString()}" Destination="${sloUrl}" InResponseTo="${root?.getAttribute("ID") ?? ""}"><saml:Issuer>${entityId}</saml:Issuer><samlp:Status><samlp:StatusCode Value="urn:oasis:names:tc:SAML:2.0:status:Success"/></samlp:Status></samlp:LogoutResponse>`;
          if (!destination.startsWith(url)) throw new Error(`LogoutRequest for ${destination}`);
          const query = await signedRedirectQuery(
            "SAMLResponse",
            response,
            address.searchParams.get("RelayState"),
            keys,
          );
          res.writeHead(303, { location: `${sloUrl}?${query}` }).end();
        })
        .catch(fail);
      return;
    }
    res.writeHead(404).end();
  });

  return {
    entityId,
    url,
    keys,
    metadataXml,
    setNextEmail: (email) => {
      nextEmail = email;
    },
    readAuthnRequest,
    answer,
    logoutRequestUrl,
    loggedOut,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
