import { PORTAL_ACCESS_MANY_FAILED, type PortalFilterApplyResult } from "@foyer/domain";
import { useState } from "react";
import { useServerWrite } from "../../../server-data/useServerWrite.js";
import { useFailure } from "../useFailure.js";
import { AccessSummary } from "./AccessSummary.js";
import { ChoiceListForm } from "./ChoiceListForm.js";
import type { ConfigSetTabProps } from "./ConfigSetPage.js";
import { profileFieldChoices, roleChoices, sectionChoices } from "./choice-labels.js";
import { participantPortalPaths } from "./config-set-paths.js";
import { usePortalConfigApi } from "./usePortalConfigApi.js";

/** The config set's checkbox tabs: widgets (sections), manage-fields (profile fields) and filters. */
export function ChoiceTab({
  tab,
  ...props
}: ConfigSetTabProps & { tab: "widgets" | "manage-fields" | "filters" }) {
  const { portal, canWrite, save } = props;
  if (tab === "widgets") {
    return (
      <div className="config-tab">
        <p className="config-tab__lead">
          The sections participants see in the portal's menu, in this order. Home is always there.
        </p>
        <ChoiceListForm
          legend="Sections shown"
          options={sectionChoices}
          saved={portal.settings.sections}
          canWrite={canWrite}
          onSave={(sections) => save({ settings: { sections } })}
        />
      </div>
    );
  }
  if (tab === "manage-fields") {
    return (
      <div className="config-tab">
        <p className="config-tab__lead">
          The details participants may change themselves on their profile. Their photo they can always change;
          their email only the event team.
        </p>
        <ChoiceListForm
          legend="Fields participants may edit"
          options={profileFieldChoices}
          saved={portal.settings.profileFields}
          canWrite={canWrite}
          onSave={(profileFields) => save({ settings: { profileFields } })}
        />
      </div>
    );
  }
  return <FiltersTab {...props} />;
}

/**
 * Filters of who gets the portal: the session roles whose contacts may sign in. "Give access now"
 * saves the roles if changed, then gives access to every contact of the event in one of them.
 */
function FiltersTab({ portal, canWrite, onChanged }: ConfigSetTabProps) {
  const api = usePortalConfigApi();
  const failure = useFailure();
  const run = useServerWrite();
  const [applying, setApplying] = useState(false);
  const [result, setResult] = useState<PortalFilterApplyResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  const apply = async (roles: typeof portal.settings.filters.roles, dirty: boolean) => {
    setApplying(true);
    setError(null);
    setResult(null);
    try {
      if (dirty) onChanged(await run(() => api.setFilters(portal.id, roles)));
      const applied = await run(() => api.applyFilters(portal.id));
      setResult(applied);
      onChanged({
        ...portal,
        settings: { ...portal.settings, filters: { roles } },
        userCount: portal.userCount + applied.granted,
      });
    } catch (caught) {
      const message = failure(caught);
      if (message) setError(`${PORTAL_ACCESS_MANY_FAILED}: ${message}`);
    } finally {
      setApplying(false);
    }
  };

  return (
    <div className="config-tab">
      <p className="config-tab__lead">
        Who gets this portal: the event's contacts in a session with one of these roles. Contacts added to
        sessions later get access the next time you press "Give access now".
      </p>
      <ChoiceListForm
        legend="Give access to contacts who are"
        options={roleChoices}
        saved={portal.settings.filters.roles}
        canWrite={canWrite}
        onSave={async (roles) => onChanged(await api.setFilters(portal.id, roles))}
        extra={(roles, dirty) => (
          <button
            type="button"
            className="foyer-button foyer-button--secondary"
            disabled={applying || roles.length === 0}
            onClick={() => void apply(roles, dirty)}
          >
            {applying ? "Giving access..." : "Give access now"}
          </button>
        )}
      />
      {error ? (
        <p className="foyer-alert foyer-alert--error" role="alert">
          {error}
        </p>
      ) : null}
      {result ? (
        result.matched === 0 ? (
          <p className="foyer-alert foyer-alert--info" role="status">
            No contact of the event is in a session with these roles yet.
          </p>
        ) : (
          <AccessSummary result={result} signInHref={participantPortalPaths(portal).signIn} />
        )
      ) : null}
    </div>
  );
}
