import { useAdminPlans } from "./api/admin";

/** Parents by plan and status (docs/deploy.md#payments-with-stripe): counts only; card data lives with the provider. */
export function PlanCountsCard() {
  const plans = useAdminPlans(true);
  return (
    <section aria-labelledby="plan-counts-heading" className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4">
      <h2 id="plan-counts-heading" className="text-xl font-extrabold">
        Plans
      </h2>
      {plans.isError ? (
        <p role="alert" className="font-semibold text-danger">
          Error loading plans. Please refresh.
        </p>
      ) : !plans.data ? (
        <p role="status">Loading plans...</p>
      ) : (
        <table className="w-full text-start">
          <caption className="sr-only">Parents by plan and status</caption>
          <thead>
            <tr>
              <th scope="col">Plan</th>
              <th scope="col">Status</th>
              <th scope="col">Provider</th>
              <th scope="col">Parents</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>free</td>
              <td>-</td>
              <td>-</td>
              <td>{plans.data.free}</td>
            </tr>
            {plans.data.plans.map((row) => (
              <tr key={`${row.plan}-${row.status}-${row.provider}`}>
                <td>{row.plan}</td>
                <td>{row.status}</td>
                <td>{row.provider}</td>
                <td>{row.parents}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
