import "./config-sets.css";
import { meetsRequirement, type PortalDetail, type PortalUpdateBody } from "@foyer/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { FailedPanel, LoadingPanel, NotFoundPanel } from "../../PagePanels.js";
import { PortalTabs } from "../PortalTabs.js";
import { portalKeys } from "../portal-keys.js";
import { AppearanceTab } from "./AppearanceTab.js";
import { ChoiceTab } from "./ChoiceTabs.js";
import { ConfigurationTab } from "./ConfigurationTab.js";
import { CustomizeTab } from "./CustomizeTab.js";
import {
  type ConfigSetTab,
  configSetPath,
  configSetsPath,
  configSetTabs,
  isConfigSetTab,
  participantPortalPaths,
} from "./config-set-paths.js";
import { usePortalConfigApi } from "./usePortalConfigApi.js";

export const PORTAL_LOAD_FAILED = "An error occurred getting the portal";

/** What every tab gets: the portal as last saved, whether the member may change it, and how to save. */
export interface ConfigSetTabProps {
  portal: PortalDetail;
  canWrite: boolean;
  /** Saves a change; the page shows the server's answer from then on. */
  save(body: PortalUpdateBody): Promise<void>;
  /** Replaces what the page shows (a change saved by another call, such as filters). */
  onChanged(next: PortalDetail): void;
}

/**
 * /event-light/{eventId}/portals/config-sets/{configSetId}/{tab} (spec 1 §2): one portal's
 * configuration, its tabs as links. `appearance/general` is the appearance tab.
 */
export function ConfigSetPage({ portalId, tab }: { portalId: string; tab: string }) {
  const { eventId, profile } = useEvent();
  const api = usePortalConfigApi();
  const queryClient = useQueryClient();
  const portalKey = portalKeys.of(eventId, portalId);
  const remote = useQuery({
    queryKey: portalKey,
    queryFn: () => api.get(portalId),
    meta: { errorMessage: PORTAL_LOAD_FAILED },
  });
  const portal = remote.data ?? null;
  const canWrite = meetsRequirement(profile, [{ module: "portal", action: "update" }]);
  const back = configSetsPath(eventId);

  if (!isConfigSetTab(tab)) return <NotFoundPanel backHref={back} />;
  if (!portal && remote.status === "error") {
    return (
      <div className="event-page">
        <FailedPanel
          error={remote.error}
          message={PORTAL_LOAD_FAILED}
          onRetry={() => void remote.refetch()}
          backHref={back}
          backLabel="Back to portals"
        />
      </div>
    );
  }
  if (!portal) return <LoadingPanel text="Loading the portal..." />;

  // A saved change's answer is written into the cache; the lists of portals (names, counts) load again.
  const onChanged = (next: PortalDetail) => {
    queryClient.setQueryData(portalKey, next);
    void queryClient.invalidateQueries({
      queryKey: portalKeys.all(eventId),
      predicate: ({ queryKey }) => typeof queryKey[3] === "object",
    });
  };
  const props: ConfigSetTabProps = {
    portal,
    canWrite,
    onChanged,
    save: async (body) => onChanged(await api.update(portal.id, body)),
  };
  const paths = participantPortalPaths(portal);
  const titleId = `portal-title-${portal.id}`;
  return (
    <div className="event-page config-set">
      <EventLink className="event-back" href={back}>
        ← Portals
      </EventLink>
      <section className="admin-section" aria-labelledby={titleId}>
        <header className="admin-section__head">
          <h1 className="admin-section__title" id={titleId}>
            {portal.name}
          </h1>
          <p className="admin-section__lead config-set__links">
            <span>
              Address <code>{portal.slug}</code>
            </span>
            <a href={paths.home} target="_blank" rel="noopener noreferrer">
              Open portal
            </a>
            <a href={paths.signIn} target="_blank" rel="noopener noreferrer">
              Sign-in page
            </a>
          </p>
        </header>
        <PortalTabs
          label="Portal configuration"
          tabs={configSetTabs.map((item) => ({
            href: configSetPath(eventId, portal.id, item.path),
            label: item.label,
            current: item.path === tab,
          }))}
        />
        <TabView tab={tab} {...props} />
      </section>
    </div>
  );
}

function TabView({ tab, ...props }: ConfigSetTabProps & { tab: ConfigSetTab }) {
  switch (tab) {
    case "configuration":
      return <ConfigurationTab key={props.portal.id} {...props} />;
    case "appearance":
      return <AppearanceTab key={props.portal.id} {...props} />;
    case "customize":
      return <CustomizeTab {...props} />;
    default:
      return <ChoiceTab key={`${props.portal.id}-${tab}`} tab={tab} {...props} />;
  }
}
