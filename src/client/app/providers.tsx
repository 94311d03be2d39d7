import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Router } from "wouter";
import { Toaster } from "../components/ui/toast";

export function Providers({ queryClient, ssrPath, children }: { queryClient: QueryClient; ssrPath?: string; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Router ssrPath={ssrPath}>
        {children}
        <Toaster />
      </Router>
    </QueryClientProvider>
  );
}
