import "./clone.css";
import { CLONE_POLL_FIRST_MS, CLONE_POLL_MS, cloneMessages, isJobRunning, todayIn } from "@foyer/domain";
import { type CloneApi, createCloneApi } from "@foyer/sdk";
import { useApp, userMessageOf, useStore } from "@foyer/widgets/react";
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from "react";
import { ModalFrame } from "../dialog/ModalFrame.js";
import { CLONE_EVENT, CloneOptionsPage, NEXT_SELECT_CONTENT, optionsTitle } from "./CloneOptionsPage.js";
import { ConfirmationPage, confirmationTitle } from "./ConfirmationPage.js";
import {
  cloneRequestOf,
  cloneWizardReducer,
  initialCloneState,
  optionsProblem,
} from "./clone-wizard-model.js";
import { contentTitle, SelectContentPage } from "./SelectContentPage.js";
import { SELECT_EVENT_TITLE, SelectEventPage } from "./SelectEventPage.js";

export interface CloneWizardProps {
  /** The organization the new event goes into (spec 2 §3 "cloneToOrgId"). */
  orgId: string;
  /** Back from the event picker: to the new-event page of the Add Event modal. */
  onBack(): void;
  /**
   * The wizard is over: `newEventId` once the clone completed (the user is on the new event by
   * then), null when it was closed without cloning.
   */
  onDone(newEventId: string | null): void;
  /** Today, YYYY-MM-DD. @default today in the user's time zone */
  today?: string;
  /** The clone calls. @default createCloneApi(sdk.http) */
  api?: CloneApi;
}

/** Where a new event opens (spec 2 §4.1 says /event/{newEventId}/home; Foyer's event area is /event-light). */
export function newEventPath(eventId: string): string {
  return `/event-light/${encodeURIComponent(eventId)}/dashboard`;
}

/**
 * The event clone wizard (spec 2 §2.1 selectEvent, cloneOptions, selectContent, confirmation;
 * §4.1): pick an event, set the new name, dates and day labels, choose what to copy, clone,
 * follow the job and land on the new event.
 * @example <CloneWizard orgId={orgId} onBack={showAddEvent} onDone={closeModal} />
 */
export function CloneWizard({ orgId, onBack, onDone, today, api: givenApi }: CloneWizardProps) {
  const { services, navigate } = useApp();
  const session = useStore(services.sdk.session);
  const user = session.status === "authenticated" ? session.user : null;
  const isFoyerAdmin = Boolean(user?.isFoyerAdmin);
  const api = useMemo(() => givenApi ?? createCloneApi(services.sdk.http), [givenApi, services.sdk]);
  const [state, dispatch] = useReducer(
    cloneWizardReducer,
    {
      orgId,
      isFoyerAdmin,
      today: today ?? todayIn(user?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone),
    },
    initialCloneState,
  );
  const [eventsVersion, setEventsVersion] = useState(0);
  const done = useRef(onDone);
  done.current = onDone;

  // The events the user may clone: a platform admin's from every organization (spec 2 §6).
  // biome-ignore lint/correctness/useExhaustiveDependencies: eventsVersion asks for a reload.
  useEffect(() => {
    let live = true;
    dispatch({ type: "eventsRequested" });
    api.sources(isFoyerAdmin ? {} : { orgId }).then(
      (events) => live && dispatch({ type: "eventsReceived", events }),
      (error: unknown) => {
        if (!live) return;
        services.errors.register(cloneMessages.eventOptionsFailed);
        dispatch({ type: "eventsFailed", message: userMessageOf(error, cloneMessages.eventOptionsFailed) });
      },
    );
    return () => {
      live = false;
    };
  }, [api, orgId, isFoyerAdmin, services, eventsVersion]);

  // What the chosen event offers to copy: asked again on each selection and retry.
  const sourceId = state.selectedEvent?.id ?? null;
  const optionsRequest = state.optionsRequest;
  // biome-ignore lint/correctness/useExhaustiveDependencies: optionsRequest asks for a reload.
  useEffect(() => {
    if (!sourceId) return;
    let live = true;
    api.options(sourceId).then(
      (options) => live && dispatch({ type: "optionsReceived", options }),
      (error: unknown) => {
        if (!live) return;
        services.errors.register(cloneMessages.optionsFailed);
        dispatch({ type: "optionsFailed", message: userMessageOf(error, cloneMessages.optionsFailed) });
      },
    );
    return () => {
      live = false;
    };
  }, [api, sourceId, services, optionsRequest]);

  const fail = useCallback(
    (message: string) => {
      services.errors.register(cloneMessages.cloneFailed);
      dispatch({ type: "cloneFailed", message });
    },
    [services],
  );

  // Spec 2 §4.1: the first check after 500 ms, then every 3000 ms while pending or processing;
  // any other status ends polling; error stops the processing, anything else goes to the event.
  useEffect(() => {
    const jobId = state.jobId;
    if (!jobId) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      try {
        const job = await api.progress(jobId);
        if (!live) return;
        if (isJobRunning(job.status)) {
          dispatch({
            type: "jobProgressed",
            progress: job.payload.progress,
            remainingSeconds: job.payload.remainingSeconds,
          });
          timer = setTimeout(check, CLONE_POLL_MS);
          return;
        }
        const newEventId = job.payload.newEventId;
        if (job.status === "error" || !newEventId) {
          fail(job.payload.error ?? cloneMessages.cloneFailed);
          return;
        }
        navigate(newEventPath(newEventId));
        done.current(newEventId);
      } catch (error) {
        if (live) fail(userMessageOf(error, cloneMessages.cloneFailed));
      }
    };
    timer = setTimeout(check, CLONE_POLL_FIRST_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, state.jobId, navigate, fail]);

  const startClone = async () => {
    const request = cloneRequestOf(state);
    dispatch({ type: "cloneStarted" });
    try {
      const { jobId } = await api.start(request);
      dispatch({ type: "jobQueued", jobId });
    } catch (error) {
      fail(userMessageOf(error, cloneMessages.cloneFailed));
    }
  };

  const retryOptions = () => dispatch({ type: "optionsInvalidated" });
  const page = state.selectedPage;
  const name = state.selectedEvent?.name ?? "";
  const problem = optionsProblem(state);
  const optionsReady = state.eventOptions.status === "ready";
  const title =
    page === "selectEvent"
      ? SELECT_EVENT_TITLE
      : page === "cloneOptions"
        ? optionsTitle(name)
        : page === "selectContent"
          ? contentTitle(name)
          : confirmationTitle(name);

  const back = (
    <button
      type="button"
      className="foyer-button foyer-button--secondary"
      onClick={page === "selectEvent" ? onBack : () => dispatch({ type: "back" })}
    >
      Back
    </button>
  );
  const cloneButton = (disabled: boolean) => (
    <button
      type="button"
      className="foyer-button foyer-button--primary"
      disabled={disabled}
      onClick={startClone}
    >
      {CLONE_EVENT}
    </button>
  );
  const footer =
    page === "selectEvent" ? (
      back
    ) : page === "cloneOptions" ? (
      <>
        {problem ? (
          <p className="clone-foot__problem" role="status">
            {problem}
          </p>
        ) : null}
        {back}
        {state.contentType === "specific" ? (
          <button
            type="button"
            className="foyer-button foyer-button--primary"
            disabled={problem !== null || !optionsReady}
            onClick={() => dispatch({ type: "next" })}
          >
            {NEXT_SELECT_CONTENT}
          </button>
        ) : (
          cloneButton(problem !== null)
        )}
      </>
    ) : page === "selectContent" ? (
      <>
        {back}
        {cloneButton(problem !== null || !optionsReady)}
      </>
    ) : null;

  return (
    <ModalFrame
      className="admin-modal--clone"
      title={title}
      pageKey={page}
      busy={state.cloning}
      onClose={() => done.current(null)}
      footer={footer}
    >
      {page === "selectEvent" ? (
        <SelectEventPage state={state} dispatch={dispatch} onRetry={() => setEventsVersion((v) => v + 1)} />
      ) : page === "cloneOptions" ? (
        <CloneOptionsPage state={state} dispatch={dispatch} onRetryOptions={retryOptions} />
      ) : page === "selectContent" ? (
        <SelectContentPage state={state} dispatch={dispatch} onRetryOptions={retryOptions} />
      ) : (
        <ConfirmationPage state={state} />
      )}
    </ModalFrame>
  );
}
