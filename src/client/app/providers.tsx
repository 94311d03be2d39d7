import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { Toaster } from "../components/ui/toast";
import { LocalHourProvider } from "../lib/local-hour";
import { SelectedChildProvider } from "../lib/selected-child";

interface ProvidersProps {
  queryClient: QueryClient;
  /** The address a screen is rendered at on the server (src/client/server-render.tsx); the browser's otherwise. */
  ssrPath?: string;
  /** The parent's local hour a server-rendered screen was rendered at; the device's clock otherwise. */
  localHour?: () => number;
  /**
   * On the server: the child the page's request chose on home's switcher (its cookie), or none; the browser reads the
   * cookie itself (lib/selected-child.tsx).
   */
  serverChildId?: { childId: number | undefined };
  /** The translations to render with: the page's language (src/client/lib/i18n/i18n.ts), or a server render's own. */
  i18n: I18n;
  children: ReactNode;
}

export function Providers({ queryClient, ssrPath, localHour, serverChildId, i18n, children }: ProvidersProps) {
  const app = (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Router ssrPath={ssrPath}>
          {children}
          <Toaster />
        </Router>
      </QueryClientProvider>
    </I18nProvider>
  );
  const tree = serverChildId ? <SelectedChildProvider childId={serverChildId.childId}>{app}</SelectedChildProvider> : app;
  return localHour ? <LocalHourProvider hour={localHour}>{tree}</LocalHourProvider> : tree;
}
