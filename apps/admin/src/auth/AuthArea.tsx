import { NotFoundPage } from "@foyer/widgets/react";
import { Route, Switch } from "wouter";
import { ForgotPasswordPage } from "./ForgotPasswordPage.js";
import { LoginPage } from "./LoginPage.js";
import { LogoutPage } from "./LogoutPage.js";
import { ResetPasswordPage } from "./ResetPasswordPage.js";
import { SignedOutPage } from "./SignedOutPage.js";

/** Sign-in, sign-out and password screens (spec 1 §2 "Public and authentication"). Chunk "auth". */
export default function AuthArea() {
  return (
    <Switch>
      <Route path="/" component={LoginPage} />
      <Route path="/auth/login" component={LoginPage} />
      <Route path="/login" component={LoginPage} />
      <Route path="/logout" component={LogoutPage} />
      <Route path="/logout/callback" component={SignedOutPage} />
      <Route path="/forgot" component={ForgotPasswordPage} />
      <Route path="/reset/:hash" component={ResetPasswordPage} />
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
