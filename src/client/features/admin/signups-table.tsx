import { useState, type ReactNode } from "react";
import type { WaitlistSignup } from "@shared/schemas/admin";
import { Button } from "../../components/ui/button";

export interface SignupColumn {
  header: string;
  cell: (signup: WaitlistSignup) => ReactNode;
}

const PAGE_SIZE = 50;

/** A table of signups, 50 rows a page, so 10,000 signups render as fast as 50. */
export function SignupsTable({ signups, columns, caption }: { signups: readonly WaitlistSignup[]; columns: SignupColumn[]; caption: string }) {
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil(signups.length / PAGE_SIZE));
  const current = Math.min(page, pageCount - 1);
  const rows = signups.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);

  return (
    <div className="flex flex-col gap-3">
      {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
      <div tabIndex={0} role="region" aria-label={caption} className="overflow-x-auto rounded-card border border-line bg-surface">
        <table className="w-full text-start text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-line bg-brand-soft/50">
            <tr>
              {columns.map((column) => (
                <th key={column.header} scope="col" className="px-4 py-3 font-bold">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((signup) => (
              <tr key={signup.id} className="border-b border-line last:border-0">
                {columns.map((column) => (
                  <td key={column.header} className="px-4 py-3 whitespace-nowrap">
                    {column.cell(signup)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3">
          <Button variant="secondary" size="sm" disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </Button>
          <span className="text-sm text-ink-soft" aria-live="polite">
            Page {current + 1} of {pageCount}
          </span>
          <Button variant="secondary" size="sm" disabled={current >= pageCount - 1} onClick={() => setPage(current + 1)}>
            Next
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
