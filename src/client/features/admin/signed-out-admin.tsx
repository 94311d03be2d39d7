import type { ReactNode } from "react";
import { Link } from "wouter";
import { PRODUCT_NAME } from "@shared/product";
import { AdminDashboardPage } from "./admin-dashboard-page";
import { ControlPanelPage } from "./control-panel-page";

/** The frame of the admin screens for an operator who is not signed in as a parent. */
export function SignedOutAdminFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh">
      <header className="border-b border-line bg-paper">
        <div className="mx-auto flex h-14 max-w-5xl items-center px-4">
          <Link href="/" className="text-xl font-extrabold text-brand">
            {PRODUCT_NAME}
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-5xl px-4 py-6">{children}</main>
    </div>
  );
}

/** The admin screens for a visitor who is not signed in: same screens, a plain frame. */
export function SignedOutAdminDashboard() {
  return (
    <SignedOutAdminFrame>
      <AdminDashboardPage />
    </SignedOutAdminFrame>
  );
}

export function SignedOutControlPanel() {
  return (
    <SignedOutAdminFrame>
      <ControlPanelPage />
    </SignedOutAdminFrame>
  );
}
