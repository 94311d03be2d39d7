import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { Toaster } from "../components/ui/toast";
import { LocalHourProvider } from "../lib/local-hour";

interface ProvidersProps {
  queryClient: QueryClient;
  /** The address a screen is rendered at on the server (src/client/server-render.tsx); the browser's otherwise. */
  ssrPath?: string;
  /** The parent's local hour a server-rendered screen was rendered at; the device's clock otherwise. */
  localHour?: () => number;
  children: ReactNode;
}

export function Providers({ queryClient, ssrPath, localHour, children }: ProvidersProps) {
  const tree = (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={ssrPath}>
        {children}
        <Toaster />
      </Router>
    </QueryClientProvider>
  );
  return localHour ? <LocalHourProvider hour={localHour}>{tree}</LocalHourProvider> : tree;
}
