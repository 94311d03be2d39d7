import { AdminDashboardPage } from "../features/admin/admin-dashboard-page";
import { ControlPanelPage } from "../features/admin/control-panel-page";
import { SignedOutAdminFrame } from "../features/admin/signed-out-admin";

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
