import type { Organization } from "@foyer/domain";

/**
 * The organization's logo, or its initial on a tile. Only ever an <img>: an SVG logo shown this
 * way cannot run scripts (spec 1 §5 "Logo upload"; the file itself is served sandboxed).
 */
export function OrgLogo({
  organization,
  size = "small",
}: {
  organization: Pick<Organization, "name" | "logoImageUrl">;
  /** @default "small" */
  size?: "small" | "large";
}) {
  const className = `org-logo org-logo--${size}`;
  if (organization.logoImageUrl) {
    return <img className={className} src={organization.logoImageUrl} alt={`${organization.name} logo`} />;
  }
  const initial = [...organization.name.trim()][0]?.toUpperCase() ?? "?";
  return (
    <span className={`${className} org-logo--initial`} aria-hidden="true">
      {initial}
    </span>
  );
}
