import { NotFoundPage } from "@foyer/widgets/react";
import { Route, Switch } from "wouter";
import { AccountSettingsPage } from "./AccountSettingsPage.js";
import { HomePage } from "./HomePage.js";
import { MailboxPage } from "./mailbox/MailboxPage.js";
import { MailMessagePage } from "./mailbox/MailMessagePage.js";
import { PlatformAdminsOnly } from "./mailbox/PlatformAdminsOnly.js";
import { PlatformLayout } from "./PlatformLayout.js";

/**
 * Signed-in platform screens (spec 1 §2 "Platform"): /home and /account/settings, and the platform
 * admins' outbox /mailbox (issue 19). Chunk "platform".
 */
export default function PlatformArea() {
  return (
    <PlatformLayout>
      <Switch>
        <Route path="/home" component={HomePage} />
        <Route path="/account/settings" component={AccountSettingsPage} />
        <Route path="/mailbox">
          <PlatformAdminsOnly>
            <MailboxPage />
          </PlatformAdminsOnly>
        </Route>
        <Route path="/mailbox/:messageId">
          <PlatformAdminsOnly>
            <MailMessagePage />
          </PlatformAdminsOnly>
        </Route>
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </PlatformLayout>
  );
}
