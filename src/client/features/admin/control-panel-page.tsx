import { Link } from "wouter";
import { countToday, formatSignupDate } from "@shared/rules/waitlist-stats";
import { buttonClasses } from "../../components/ui/button";
import { AdminGate } from "./admin-gate";
import { useAdminWaitlist } from "./api/admin";
import { SignupsTable } from "./signups-table";
import { StatCard } from "./stat-card";

/**
 * docs/screens.md#control-panel; docs/product-rules.md#admin-access: only for an admin session, else the password gate.
 */
export function ControlPanelPage() {
  return (
    <AdminGate>
      <ControlPanel />
    </AdminGate>
  );
}

function ControlPanel() {
  const waitlist = useAdminWaitlist(true);
  const signups = waitlist.data ?? [];
  const latest = signups[0];
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold">Waitlist Control Panel</h1>
        <Link href="/" className={buttonClasses("secondary")}>
          Back to Home
        </Link>
      </div>
      {waitlist.isPending ? (
        <p role="status">Loading signups...</p>
      ) : waitlist.isError ? (
        <p role="alert" className="rounded-card bg-danger-soft p-4 font-semibold text-danger">
          Error loading signups. Please try again.
        </p>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-3">
            <StatCard label="Total Signups">{signups.length}</StatCard>
            <StatCard label="Today's Signups">{countToday(signups.map((signup) => signup.createdAt), new Date(waitlist.dataUpdatedAt))}</StatCard>
            <StatCard label="Latest Signup">
              <span className="text-base">{latest ? formatSignupDate(latest.createdAt) : "No signups yet"}</span>
            </StatCard>
          </div>
          {signups.length === 0 ? (
            <p className="rounded-card border border-line bg-surface p-6 text-center text-ink-soft">No waitlist signups yet.</p>
          ) : (
            <SignupsTable
              signups={signups}
              caption="Waitlist signups, newest first"
              columns={[
                { header: "ID", cell: (signup) => signup.id },
                { header: "Email", cell: (signup) => signup.email },
                { header: "Signup Date", cell: (signup) => formatSignupDate(signup.createdAt) },
              ]}
            />
          )}
        </>
      )}
    </div>
  );
}
