import { NotFoundPage } from "@foyer/widgets/react";
import { Route, Switch } from "wouter";
import { ConfirmAccountPage } from "./ConfirmAccountPage.js";
import { ForgotPasswordPage } from "./ForgotPasswordPage.js";
import { JoinPage } from "./JoinPage.js";
import { LoginPage } from "./LoginPage.js";
import { LogoutPage } from "./LogoutPage.js";
import { OnboardPage } from "./OnboardPage.js";
import { SignupCompletePage, SignupResendPage } from "./ResendConfirmation.js";
import { ResetPasswordPage } from "./ResetPasswordPage.js";
import { SignedOutPage } from "./SignedOutPage.js";
import { SignupPage } from "./SignupPage.js";
import { SsoLinkPage } from "./SsoLinkPage.js";
import { AuthCallbackPage, SsoPage } from "./SsoPages.js";

/** Sign-in, sign-up, sign-out and password screens (spec 1 §2 "Public and authentication"). Chunk "auth". */
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
      <Route path="/signup" component={SignupPage} />
      <Route path="/signup/complete" component={SignupCompletePage} />
      <Route path="/signup/resend" component={SignupResendPage} />
      <Route path="/signup/:template" component={SignupPage} />
      <Route path="/account/confirm/:verificationHash" component={ConfirmAccountPage} />
      <Route path="/account/onboard" component={OnboardPage} />
      <Route path="/sso" component={SsoPage} />
      <Route path="/auth/callback" component={AuthCallbackPage} />
      <Route path="/sso-link/event/:eventId/account/:accountId" component={SsoLinkPage} />
      <Route path="/join/vu/:hash" component={JoinPage} />
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
