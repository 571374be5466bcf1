import { createImportApi, readTokenClaims } from "@foyer/sdk";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { CloseIcon } from "../runtime/CloseIcon.js";
import { sdkKey } from "../runtime/sdk-key.js";
import { useSignals } from "../runtime/signals.js";
import { useWidget } from "../runtime/widget-context.js";
import { focusAfterSignIn } from "../sign-in/focus-after-sign-in.js";
import { LazyWidgetSignIn } from "../sign-in/LazyWidgetSignIn.js";
import { widgetSession } from "../sign-in/widget-session.js";
import { CopyPastePage } from "./CopyPastePage.js";
import { defaultReader, preloadReader } from "./default-reader.js";
import { downloadBlob } from "./downloads.js";
import { ImportFilePage } from "./ImportFilePage.js";
import { InvalidRowsPage } from "./InvalidRowsPage.js";
import { MapCsvPage } from "./MapCsvPage.js";
import { createImportWizardModel, type ImportWizardModel } from "./model.js";
import { ProcessingOverlay } from "./ProcessingOverlay.js";
import { SummaryPage } from "./SummaryPage.js";
import { wizardText } from "./wizard-text.js";

/** The import wizard's props (spec 2 §2.2 "Record import wizard"). */
export interface ImportWizardProps {
  /** The event whose module receives the records. */
  eventId: string;
  /** The contacts, accounts (sponsors, exhibitors) or custom-records module to import into. */
  moduleId: string;
  /**
   * The import file page's Pro Tip; `false` shows none.
   * @default a tip about starting from the sample CSV
   */
  proTip?: string | false | undefined;
}

/**
 * Imports records into a module from a CSV or Excel file or a pasted table: choose, map the
 * columns to fields, review the rows with issues, confirm. Emits `foyer:ready`, `foyer:error`,
 * `foyer:import-complete` (with the counters and `import_id`) and `foyer:close`.
 * @example mountWidget(host, { component: ImportWizard, props: { eventId, moduleId }, css: [importWizardCss] })
 */
export function ImportWizard(props: ImportWizardProps) {
  const { sdk } = useWidget();
  // Another module, event or API is another wizard, started afresh.
  return <WizardView key={`${props.eventId}|${props.moduleId}|${sdkKey(sdk)}`} {...props} />;
}

function WizardView(props: ImportWizardProps) {
  useSignals();
  const widget = useWidget();
  const latest = useRef(widget);
  latest.current = widget;
  const [model] = useState<ImportWizardModel>(() =>
    createImportWizardModel({
      api: createImportApi(widget.sdk.http),
      reader: defaultReader,
      eventId: props.eventId,
      moduleId: props.moduleId,
      userId: () => {
        const sub = readTokenClaims(latest.current.sdk.tokens.get()?.id_token)?.sub;
        return typeof sub === "string" ? sub : null;
      },
      emit: (name, detail) => latest.current.emit(name, detail),
      download: (blob, fileName) => downloadBlob(latest.current.portalRoot, blob, fileName),
      session: widgetSession(widget.sdk),
    }),
  );
  const root = useRef<HTMLDivElement | null>(null);
  const titleId = useId();

  useEffect(() => model.start(), [model]);
  useEffect(preloadReader, []);

  const page = model.page.value;
  const processing = model.processing.value;
  const error = model.error.value;
  const focusRequest = model.focusRequest.value;
  const busy = processing !== null;
  // After a step (never on first render: the wizard must not pull focus into the host page).
  useEffect(() => {
    if (busy || (focusRequest === 0 && !error)) return;
    const target = error ? "[data-error-notice]" : "[data-page-heading]";
    root.current?.querySelector<HTMLElement>(target)?.focus();
  }, [focusRequest, busy, error]);

  const status = model.status.value;
  // After the inline sign-in, the page's heading takes the focus the sign-in had.
  const signedIn = useRef(false);
  useEffect(() => {
    if (status === "signIn") signedIn.current = true;
    else if (status === "ready" && signedIn.current) {
      signedIn.current = false;
      focusAfterSignIn(root.current, "[data-page-heading]");
    }
  }, [status]);

  let body: ReactNode;
  if (status === "signIn") {
    const ended = model.signInReason.value === "ended";
    body = (
      <LazyWidgetSignIn
        notice={ended ? wizardText.sessionEnded : wizardText.signIn}
        // Not when the wizard shows it on its own as the page loads: no focus pulled into the page.
        autoFocus={model.module.value !== null}
        loading={wizardText.loading}
      />
    );
  } else if (status === "loading") {
    body = (
      <p className="foyer-iw-status" role="status" part="status">
        {wizardText.loading}
      </p>
    );
  } else if (status === "failed") {
    body = (
      <div className="foyer-iw-error" role="alert" part="error">
        <p>{model.loadError.value}</p>
        <button type="button" className="foyer-iw-button" part="button" onClick={() => model.retryLoad()}>
          {wizardText.retry}
        </button>
      </div>
    );
  } else if (page === "copyPaste") body = <CopyPastePage model={model} />;
  else if (page === "mapCsv") body = <MapCsvPage model={model} />;
  else if (page === "invalidRows") body = <InvalidRowsPage model={model} />;
  else if (page === "summaryScene") body = <SummaryPage model={model} />;
  else body = <ImportFilePage model={model} proTip={props.proTip ?? wizardText.proTip} />;

  return (
    <div
      ref={root}
      className="foyer-iw"
      part="import-wizard"
      data-theme={widget.theme}
      data-page={page}
      aria-busy={busy ? true : undefined}
    >
      <section className="foyer-iw__frame" aria-labelledby={titleId} inert={busy ? true : undefined}>
        <header className="foyer-iw__header">
          <h2 className="foyer-iw__title" part="title" id={titleId}>
            {model.title.value}
          </h2>
          {/* Spec 2 §2.2: "The close button is hidden while processing." */}
          {busy ? null : (
            <button
              type="button"
              className="foyer-iw__close"
              part="button button-close"
              aria-label={wizardText.close}
              onClick={() => model.close()}
            >
              <CloseIcon size={18} />
            </button>
          )}
        </header>
        {error ? (
          <div className="foyer-iw-error" role="alert" tabIndex={-1} data-error-notice="" part="error">
            <p className="foyer-iw-error__title">{error.message}</p>
            {error.detail ? <p className="foyer-iw-error__detail">{error.detail}</p> : null}
          </div>
        ) : null}
        {body}
      </section>
      {processing ? <ProcessingOverlay processing={processing} /> : null}
    </div>
  );
}
