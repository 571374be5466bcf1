/*
 * The integration importer's sources and words (spec 1 §1 "Integration users bring events and
 * speakers from three external event platforms (On24, Cvent, Swoogo)", §3 "Source credential
 * fields", §8, §9). Zod-free: the admin's wizard reads it as well as the server.
 */

/** The `{src}` of every integration call (spec 1 §7). */
export const integrationSources = ["on24", "cvent-crm", "swoogo-crm"] as const;
export type IntegrationSource = (typeof integrationSources)[number];

export function isIntegrationSource(value: string): value is IntegrationSource {
  return (integrationSources as readonly string[]).includes(value);
}

export interface CredentialField {
  /** The key in the POST/PUT body and in `connection_settings` (spec 1 §3). */
  name: string;
  label: string;
  /** Stored encrypted and answered masked; the form shows a password input. */
  secret: boolean;
  hint?: string;
}

export interface SourceInfo {
  id: IntegrationSource;
  label: string;
  /** In spec order (spec 1 §3 "Source credential fields"). */
  fields: readonly CredentialField[];
  /** Where an admin creates the keys, shown beside the connection form. */
  keysHelp: string;
}

/** Spec 1 §3: "On24 has accessTokenKey, accessTokenSecret, clientId. Cvent has clientId, clientSecret, endpoint. Swoogo has consumerKey, consumerSecret." */
export const sourceInfo: Record<IntegrationSource, SourceInfo> = {
  on24: {
    id: "on24",
    label: "On24",
    fields: [
      { name: "accessTokenKey", label: "Access token key", secret: false },
      { name: "accessTokenSecret", label: "Access token secret", secret: true },
      { name: "clientId", label: "Client ID", secret: false },
    ],
    keysHelp:
      "In the ON24 Platform: Platform Tools → Integrations → API Tokens → Provision a New API Access Token (a user with the Manage User permission; the contract must include Connect). The client ID is your ON24 account number.",
  },
  "cvent-crm": {
    id: "cvent-crm",
    label: "Cvent",
    fields: [
      { name: "clientId", label: "Client ID", secret: false },
      { name: "clientSecret", label: "Client secret", secret: true },
      {
        name: "endpoint",
        label: "Endpoint",
        secret: false,
        hint: "https://api-platform.cvent.com/ea (North America) or https://api-platform-eur.cvent.com/ea (Europe)",
      },
    ],
    keysHelp:
      "In the Cvent Developer Portal (developers.cvent.com): a machine-to-machine application's client ID and secret, with the scopes event/events:read and event/speakers:read.",
  },
  "swoogo-crm": {
    id: "swoogo-crm",
    label: "Swoogo",
    fields: [
      { name: "consumerKey", label: "Consumer key", secret: false },
      { name: "consumerSecret", label: "Consumer secret", secret: true },
    ],
    keysHelp: "In Swoogo: My Profile → API Credentials (the consumer key and secret).",
  },
};

/** Every credential field name any source has: the shape of the connection body. */
export const credentialFieldNames = [
  "accessTokenKey",
  "accessTokenSecret",
  "clientId",
  "clientSecret",
  "endpoint",
  "consumerKey",
  "consumerSecret",
] as const;
export type CredentialFieldName = (typeof credentialFieldNames)[number];

/** Spec 1 §9: "only On24 is listed in the source picker"; an organization setting lists all three. */
export function pickerSources(listAllSources: boolean): readonly IntegrationSource[] {
  return listAllSources ? integrationSources : ["on24"];
}

/** The names of the fields of `source` that a body left empty (spec 1 §5 "Connection form"). */
export function missingCredentialFields(
  source: IntegrationSource,
  values: Partial<Record<string, string | undefined>>,
): string[] {
  return sourceInfo[source].fields
    .filter((field) => (values[field.name] ?? "").trim() === "")
    .map((field) => field.name);
}

/** What a stored secret answers instead of its value; a PUT that sends it back keeps the secret. */
export const MASKED_SECRET = "••••••••";

/** Spec 1 §9 "Sync poll interval: 1 second". */
export const SYNC_POLL_INTERVAL_MS = 1000;

/** Spec 1 §2, §9: "four steps: Select Source, Connect, Preview, Import". */
export const integrationWizardSteps = ["select-source", "connect", "preview", "import"] as const;
export type IntegrationWizardStep = (typeof integrationWizardSteps)[number];
export const integrationWizardStepLabels: Record<IntegrationWizardStep, string> = {
  "select-source": "Select Source",
  connect: "Connect",
  preview: "Preview",
  import: "Import",
};

/** Issue 24: "the source's events from 12 months back to 18 months ahead". */
export const EVENTS_MONTHS_BACK = 12;
export const EVENTS_MONTHS_AHEAD = 18;

/** Spec 1 §8, word for word, and the sentences of ours that go with them. */
export const integrationMessages = {
  removeFailed: "There was an issue removing your connection",
  connectFailed: "There was an issue connecting your integration",
  settingsFailed: "There was an issue getting connection settings",
  connectionsFailed: "There was an issue getting your connections",
  mappingsFailed: "There was an issue getting connection event mappings",
  saveMappingsFailed: "There was an issue saving event mappings",
  syncFailed: "There was an issue syncing events",
  syncingFailed: "An error occurred syncing events",
  removed: "Connection Removed",
  created: "Connection Created",
  requiredFields: "Please fill out the required fields",
  // Ours.
  connectionNotFound: "This connection does not exist.",
  mappingNotFound: "This event mapping does not exist.",
  notConnected: "This connection is not working: check its keys and save it again.",
  syncRunning: "A sync of this connection is already running.",
  nothingSelected: "Choose at least one event to import.",
  endpointNotAllowed:
    "Endpoint must be https://api-platform.cvent.com/ea or https://api-platform-eur.cvent.com/ea",
  sandbox: "Sandbox: these connections talk to Foyer's stand-in servers, not the real platforms.",
} as const;

/**
 * The Cvent endpoint refusal; names the operator's extra endpoint (FOYER_CVENT_API_URL) when one
 * besides Cvent's two regions is configured.
 * @example cventEndpointMessage(null) // integrationMessages.endpointNotAllowed
 */
export function cventEndpointMessage(extraOrigin: string | null): string {
  return extraOrigin
    ? `Endpoint must be https://api-platform.cvent.com/ea, https://api-platform-eur.cvent.com/ea or an address on ${extraOrigin}`
    : integrationMessages.endpointNotAllowed;
}
