import {
  type ConnectionMonitor,
  type ConnectionStrategy,
  createConnectionMonitor,
  createErrorStore,
  createFoyerSdk,
  createSnackbarQueue,
  createToastStore,
  type ErrorStore,
  type FoyerConfig,
  type FoyerSdk,
  type SnackbarQueue,
  type ToastStore,
} from "@foyer/sdk";

/** What every screen of an app shares: the SDK and the app stores (spec 2 §4.3, §4.5, §8). */
export interface AppServices {
  sdk: FoyerSdk;
  snackbar: SnackbarQueue;
  toasts: ToastStore;
  /** The central error store: registering shows a snackbar (spec 2 §8). */
  errors: ErrorStore;
  connection: ConnectionMonitor;
}

export interface AppServicesOptions {
  /** Passed to `createFoyerSdk`. */
  sdk?: FoyerConfig;
  /**
   * How the connection is watched (spec 2 §4.5).
   * @default "event"
   */
  connectionStrategy?: ConnectionStrategy;
}

/**
 * Wires the SDK and the app stores once per page.
 * @example const services = createAppServices(); root.render(<AppShell services={services} … />);
 */
export function createAppServices(options: AppServicesOptions = {}): AppServices {
  const sdk = createFoyerSdk(options.sdk);
  const snackbar = createSnackbarQueue();
  return {
    sdk,
    snackbar,
    toasts: createToastStore(),
    errors: createErrorStore(snackbar),
    connection: createConnectionMonitor({
      strategy: options.connectionStrategy ?? "event",
      snackbar,
      pingUrl: `${sdk.config.baseUrl}/health`,
    }),
  };
}
