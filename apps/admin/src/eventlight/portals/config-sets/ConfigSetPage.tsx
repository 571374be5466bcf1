import "./config-sets.css";
import { meetsRequirement, type PortalDetail, type PortalUpdateBody } from "@foyer/domain";
import { useState } from "react";
import { EventLink } from "../../EventLink.js";
import { useEvent } from "../../event-context.js";
import { FailedPanel, LoadingPanel, NotFoundPanel } from "../../PagePanels.js";
import { useEventData } from "../../useEventData.js";
import { PortalTabs } from "../PortalTabs.js";
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
  const remote = useEventData(() => api.get(portalId), [api, portalId], PORTAL_LOAD_FAILED);
  const [edited, setEdited] = useState<{ base: PortalDetail; data: PortalDetail } | null>(null);
  const loaded = remote.state.status === "ready" ? remote.state.data : null;
  const portal = loaded && edited?.base === loaded ? edited.data : loaded;
  const canWrite = meetsRequirement(profile, [{ module: "portal", action: "update" }]);
  const back = configSetsPath(eventId);

  if (!isConfigSetTab(tab)) return <NotFoundPanel backHref={back} />;
  if (remote.state.status === "error") {
    return (
      <div className="event-page">
        <FailedPanel
          error={remote.state.error}
          message={PORTAL_LOAD_FAILED}
          onRetry={remote.reload}
          backHref={back}
          backLabel="Back to portals"
        />
      </div>
    );
  }
  if (!portal || !loaded) return <LoadingPanel text="Loading the portal..." />;

  const onChanged = (next: PortalDetail) => setEdited({ base: loaded, data: next });
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
