import { useMemo, useState } from "react";
import { useLocation } from "wouter";
import { countThisWeek, countToday, daysAgo, formatSignupDate } from "@shared/rules/waitlist-stats";
import { Button } from "../../components/ui/button";
import { notify } from "../../components/ui/toast";
import { AdminGate } from "./admin-gate";
import { useAdminLogout, useAdminWaitlist } from "./api/admin";
import { downloadWaitlistCsv } from "./export-csv";
import { SignupsTable } from "./signups-table";
import { StatCard } from "./stat-card";
import { PlanCountsCard } from "./plan-counts-card";
import { LaunchMailCard } from "./launch-mail-card";

/** docs/screens.md#admin-dashboard at /{ADMIN_PATH}. */
export function AdminDashboardPage() {
  return (
    <AdminGate>
      <AdminDashboard />
    </AdminGate>
  );
}

function AdminDashboard() {
  const [, navigate] = useLocation();
  const waitlist = useAdminWaitlist(true);
  const logout = useAdminLogout();
  const [search, setSearch] = useState("");
  const signups = useMemo(() => waitlist.data ?? [], [waitlist.data]);
  const filtered = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return needle ? signups.filter((signup) => signup.email.toLowerCase().includes(needle)) : signups;
  }, [signups, search]);
  const now = new Date(waitlist.dataUpdatedAt || Date.now());
  const createdAts = signups.map((signup) => signup.createdAt);

  const exportCsv = () => {
    // The file holds what the dashboard shows: the search's matches, or every signup with no search.
    if (filtered.length === 0) {
      notify({ title: "No Data", description: "No waitlist signups to export.", variant: "destructive" });
      return;
    }
    downloadWaitlistCsv(filtered);
    notify({ title: "Export Complete", description: "Waitlist data exported successfully." });
  };

  const exit = () => logout.mutate(undefined, { onSettled: () => navigate("/") });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold">Admin Dashboard</h1>
        <Button variant="secondary" onClick={exit} disabled={logout.isPending}>
          Exit Admin
        </Button>
      </div>

      {waitlist.isError ? (
        <p role="alert" className="rounded-card bg-danger-soft p-4 font-semibold text-danger">
          Error loading signups. Please refresh.
        </p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <StatCard label="Total Signups">{waitlist.isPending ? "…" : signups.length}</StatCard>
            <StatCard label="Today">{waitlist.isPending ? "…" : countToday(createdAts, now)}</StatCard>
            <StatCard label="This Week">{waitlist.isPending ? "…" : countThisWeek(createdAts, now)}</StatCard>
            <StatCard label="Export">
              <Button size="sm" onClick={exportCsv} disabled={waitlist.isPending}>
                Download CSV
              </Button>
            </StatCard>
          </div>

          <PlanCountsCard />

          <LaunchMailCard />

          <div className="flex flex-col gap-2">
            <label htmlFor="admin-search" className="sr-only">
              Search by email
            </label>
            <input
              id="admin-search"
              type="search"
              placeholder="Search by email..."
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="min-h-12 rounded-xl border-2 border-line bg-surface px-4 text-ink focus:border-brand focus:outline-none"
            />
            <p className="text-sm text-ink-soft" aria-live="polite">
              Showing {filtered.length} of {signups.length} signups
            </p>
          </div>

          {waitlist.isPending ? (
            <p role="status">Loading signups...</p>
          ) : filtered.length === 0 ? (
            <p className="rounded-card border border-line bg-surface p-6 text-center text-ink-soft">
              {signups.length === 0 ? "No signups yet." : "No signups match your search."}
            </p>
          ) : (
            <SignupsTable
              key={search}
              signups={filtered}
              caption="Waitlist signups, newest first"
              columns={[
                { header: "ID", cell: (signup) => `#${signup.id}` },
                { header: "Email", cell: (signup) => signup.email },
                { header: "Signup Date", cell: (signup) => formatSignupDate(signup.createdAt) },
                {
                  header: "Days Ago",
                  cell: (signup) => {
                    const days = daysAgo(signup.createdAt, now);
                    return days === "N/A" ? days : `${days} ${days === 1 ? "day" : "days"}`;
                  },
                },
              ]}
            />
          )}
          {waitlist.dataUpdatedAt ? (
            <p className="text-sm text-ink-soft">Last updated: {new Date(waitlist.dataUpdatedAt).toLocaleTimeString("en-US")}</p>
          ) : null}
        </>
      )}
    </div>
  );
}
