import { X509Certificate } from "node:crypto";
import { childrenOf, descendantsOf, parseXml, SAML_METADATA, XML_DSIG, type XmlElement } from "./xml.js";

/*
 * The IdP metadata XML an organization admin pastes (issue 21 item 5): its entity id, the
 * HTTP-Redirect single sign-on and single logout addresses and the signing certificates. Anything
 * missing or malformed is an error naming what is wrong, for the settings page to show.
 */

export interface SamlIdp {
  entityId: string;
  ssoUrl: string;
  sloUrl: string | null;
  /** Base64 DER of each signing certificate (the form node-saml takes as idpCert). */
  certificates: string[];
  certificatesValidTo: string[];
}

export class SamlMetadataError extends Error {}

const REDIRECT = "urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect";

function httpUrl(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SamlMetadataError(`the ${what} "${value}" is not a URL`);
  }
  if (!/^https?:$/.test(url.protocol)) throw new SamlMetadataError(`the ${what} must be an http(s) address`);
  return url.href;
}

const redirectService = (idp: XmlElement, name: string) =>
  childrenOf(idp, SAML_METADATA, name).find((service) => service.getAttribute("Binding") === REDIRECT);

/** Reads IdP metadata: an EntityDescriptor (or the first of an EntitiesDescriptor) with an IDPSSODescriptor. */
export function parseIdpMetadata(xml: string): SamlIdp {
  const { root, problem } = parseXml(xml);
  if (problem || !root)
    throw new SamlMetadataError(`it is not well-formed XML (${problem ?? "empty document"})`);
  const entities =
    root.namespaceURI === SAML_METADATA && root.localName === "EntityDescriptor"
      ? [root]
      : descendantsOf(root, SAML_METADATA, "EntityDescriptor");
  const entity = entities.find(
    (candidate) => childrenOf(candidate, SAML_METADATA, "IDPSSODescriptor").length > 0,
  );
  const idp = entity && childrenOf(entity, SAML_METADATA, "IDPSSODescriptor")[0];
  if (!entity || !idp) {
    throw new SamlMetadataError(
      "no EntityDescriptor with an IDPSSODescriptor (paste the identity provider's metadata, not Foyer's)",
    );
  }
  const entityId = entity.getAttribute("entityID")?.trim();
  if (!entityId) throw new SamlMetadataError("the EntityDescriptor has no entityID");
  const sso = redirectService(idp, "SingleSignOnService");
  if (!sso) throw new SamlMetadataError("no SingleSignOnService with the HTTP-Redirect binding");
  const ssoUrl = httpUrl(sso.getAttribute("Location") ?? "", "SingleSignOnService Location");
  const slo = redirectService(idp, "SingleLogoutService");
  const sloUrl = slo ? httpUrl(slo.getAttribute("Location") ?? "", "SingleLogoutService Location") : null;

  const keys = childrenOf(idp, SAML_METADATA, "KeyDescriptor")
    .filter((key) => (key.getAttribute("use") ?? "signing") === "signing")
    .flatMap((key) => descendantsOf(key, XML_DSIG, "X509Certificate"));
  if (keys.length === 0)
    throw new SamlMetadataError("no signing certificate (KeyDescriptor with X509Certificate)");
  const certificates: string[] = [];
  const certificatesValidTo: string[] = [];
  for (const key of keys) {
    const base64 = (key.textContent ?? "").replace(/\s+/g, "");
    let certificate: X509Certificate;
    try {
      certificate = new X509Certificate(Buffer.from(base64, "base64"));
    } catch {
      throw new SamlMetadataError("a signing certificate is not a valid X.509 certificate");
    }
    certificates.push(base64);
    certificatesValidTo.push(new Date(certificate.validTo).toISOString());
  }
  return { entityId, ssoUrl, sloUrl, certificates, certificatesValidTo };
}
