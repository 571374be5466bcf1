import { useWidgetCss } from "../runtime/useWidgetCss.js";
import { useWidget } from "../runtime/widget-context.js";
import { SignInForm } from "./SignInForm.js";
import { widgetSignInCss } from "./widget-sign-in.css.js";

export interface WidgetSignInProps {
  /** Why the widget asks, e.g. "Sign in with your Foyer organizer account to import records.". */
  notice: string;
  /**
   * Puts the cursor in the email field; `false` when the widget shows the form on its own.
   * @default true
   */
  autoFocus?: boolean;
}

/**
 * The organizer's sign-in inside an organizer widget (the import wizard, the record picker) on a
 * page where this browser holds no Foyer session, e.g. another site. Loaded on first use with its
 * styles. It stores the tokens in the SDK's token store, as the forms' inline sign-in does; the
 * widget's model hears of it there and carries on.
 */
export function WidgetSignIn({ notice, autoFocus = true }: WidgetSignInProps) {
  useWidgetCss(widgetSignInCss);
  const { sdk } = useWidget();
  return (
    <div className="foyer-widget-sign-in" part="sign-in">
      <SignInForm
        signIn={(email, password) => sdk.auth.login(email, password)}
        notice={notice}
        autoFocus={autoFocus}
      />
    </div>
  );
}
