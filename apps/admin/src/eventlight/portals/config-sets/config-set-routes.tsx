import { Route } from "wouter";
import { ConfigSetPage } from "./ConfigSetPage.js";
import { ConfigSetsPage } from "./ConfigSetsPage.js";
import { CONFIG_SETS_SUBPATH, LOG_IN_PAGE_SUBPATH, LOGIN_SETTINGS_SUBPATH } from "./config-set-paths.js";
import { LogInPageSettingsPage } from "./LogInPageSettingsPage.js";
import { LoginSettingsPage } from "./LoginSettingsPage.js";

/**
 * The portal configuration pages' routes under `prefix` (/event-light/:eventId). The area's guard
 * asks read on portal for portals/… and update on settings for settings/… (spec 1 §6).
 */
export function configSetRoutes(prefix: string) {
  const base = `${prefix}/${CONFIG_SETS_SUBPATH}`;
  return [
    <Route key="config-sets" path={base}>
      <ConfigSetsPage />
    </Route>,
    <Route key="config-set" path={`${base}/:configSetId`}>
      {(params) => <ConfigSetPage portalId={params.configSetId} tab="configuration" />}
    </Route>,
    <Route key="config-set-appearance-general" path={`${base}/:configSetId/appearance/general`}>
      {(params) => <ConfigSetPage portalId={params.configSetId} tab="appearance" />}
    </Route>,
    <Route key="config-set-tab" path={`${base}/:configSetId/:tab`}>
      {(params) => <ConfigSetPage portalId={params.configSetId} tab={params.tab} />}
    </Route>,
    <Route key="settings-portals-log-in-page" path={`${prefix}/${LOG_IN_PAGE_SUBPATH}`}>
      <LogInPageSettingsPage />
    </Route>,
    <Route key="settings-login-settings" path={`${prefix}/${LOGIN_SETTINGS_SUBPATH}`}>
      <LoginSettingsPage />
    </Route>,
  ];
}
