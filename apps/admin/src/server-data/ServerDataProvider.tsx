import { leaveWithoutSession, useApp } from "@foyer/widgets/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { type AccessGate, createAccessGate } from "./access-gate.js";
import { createAdminQueryClient } from "./query-client.js";

const AccessGateContext = createContext<AccessGate | null>(null);

/** The admin's one query client and access gate, for everything under the app shell. */
export function ServerDataProvider({ children }: { children: ReactNode }) {
  const { services, navigate } = useApp();
  const latest = useRef({ services, navigate });
  latest.current = { services, navigate };
  const [gate] = useState(createAccessGate);
  const [client] = useState(() =>
    createAdminQueryClient({
      gate,
      leaveWithoutSession: () => leaveWithoutSession(latest.current.navigate),
      report: (message) => latest.current.services.errors.register(message),
    }),
  );
  return (
    <QueryClientProvider client={client}>
      <AccessGateContext.Provider value={gate}>{children}</AccessGateContext.Provider>
    </QueryClientProvider>
  );
}

/**
 * An area (event, organization) turns every 403 of its queries and mutations into its
 * permission-gated screen while it is mounted.
 * @example useAccessGate(setDeniedFrom);
 */
export function useAccessGate(onDenied: (error: unknown) => void): void {
  const gate = useContext(AccessGateContext);
  if (!gate) throw new Error("useAccessGate() must be called inside <ServerDataProvider>");
  const latest = useRef(onDenied);
  latest.current = onDenied;
  useEffect(() => gate.subscribe((error) => latest.current(error)), [gate]);
}
