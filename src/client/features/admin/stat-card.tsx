import type { ReactNode } from "react";
import { Card } from "../../components/ui/card";

export function StatCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Card className="flex flex-col gap-1 p-4">
      <h2 className="text-sm font-semibold text-ink-soft">{label}</h2>
      <div className="text-2xl font-extrabold">{children}</div>
    </Card>
  );
}
