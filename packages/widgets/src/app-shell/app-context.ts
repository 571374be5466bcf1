import { createContext, useContext } from "react";
import type { Navigate } from "./app-paths.js";
import type { AppServices } from "./app-services.js";

export interface AppContextValue {
  services: AppServices;
  navigate: Navigate;
}

export const AppContext = createContext<AppContextValue | null>(null);

/** The services and the navigation of the surrounding `AppShell`. */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (!value) throw new Error("useApp() must be called inside <AppShell>");
  return value;
}
