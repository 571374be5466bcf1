import type { PortalAccessResult } from "@foyer/domain";

const contactsCount = (n: number) => (n === 1 ? "1 contact" : `${n} contacts`);

/** What giving access did, in a sentence, then each skipped contact with its reason. */
export function accessSentence(result: PortalAccessResult): string {
  const parts = [`Access given to ${contactsCount(result.granted)}.`];
  if (result.already > 0) parts.push(`${contactsCount(result.already)} already had access.`);
  if (result.skipped > 0) parts.push(`${contactsCount(result.skipped)} skipped.`);
  return parts.join(" ");
}

/**
 * The per-contact result of "Give access" (spec 2 §7 "Portal users from contacts"): counts, the
 * skipped ones with why, and who must set a password before they can sign in (everyone newly given
 * access is emailed a link into the portal).
 */
export function AccessSummary({ result, signInHref }: { result: PortalAccessResult; signInHref: string }) {
  const skipped = result.results.filter((row) => row.status === "skipped");
  const fresh = result.results.filter((row) => row.status === "granted" && row.newAccount);
  return (
    <div className="config-summary" role="status">
      <p className="config-summary__lead">{accessSentence(result)}</p>
      {skipped.length > 0 ? (
        <ul className="config-summary__list" aria-label="Skipped contacts">
          {skipped.map((row) => (
            <li key={row.contactId}>
              <strong>{row.name}</strong>: {row.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {fresh.length > 0 ? (
        <p className="config-summary__note">
          {fresh.length === 1 ? `${fresh[0]?.name} has` : `${fresh.length} of them have`} no password yet:
          they are emailed a link to choose one, or use "Forgot your password?" on the portal's sign-in page,{" "}
          <a href={signInHref} target="_blank" rel="noopener noreferrer">
            {signInHref}
          </a>
          .
        </p>
      ) : null}
    </div>
  );
}
