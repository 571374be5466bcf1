import { AuthLayout, SignInForm, useApp } from "@foyer/widgets/react";
import { type FormRoute, formPath } from "./form-routes.js";

/**
 * /{form}/logon: a participant signs in, then goes back to the form. Forms that need a session
 * also offer sign-in (and sign-up) inside the widget itself; this page serves links that ask for
 * sign-in first.
 */
export function FormLogonPage({ route }: { route: FormRoute }) {
  const { services, navigate } = useApp();
  const back = formPath({ ...route, page: "form" });
  return (
    <AuthLayout>
      <SignInForm
        title="Sign in to continue"
        subtitle="Sign in with your participant account to fill in the form."
        signIn={(email, password) => services.sdk.auth.login(email, password)}
        onSignedIn={() => navigate(back, { replace: true })}
        footer={<a href={back}>Back to the form</a>}
      />
    </AuthLayout>
  );
}
