import { NotFoundPage } from "@foyer/widgets/react";
import { Route, Switch } from "wouter";
import { AccountSettingsPage } from "./AccountSettingsPage.js";
import { HomePage } from "./HomePage.js";
import { PlatformLayout } from "./PlatformLayout.js";

/** Signed-in platform screens (spec 1 §2 "Platform"): /home and /account/settings. Chunk "platform". */
export default function PlatformArea() {
  return (
    <PlatformLayout>
      <Switch>
        <Route path="/home" component={HomePage} />
        <Route path="/account/settings" component={AccountSettingsPage} />
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </PlatformLayout>
  );
}
