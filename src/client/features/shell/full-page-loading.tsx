import { Skeleton } from "../../components/ui/skeleton";

/** Shown while we learn whether someone is signed in. */
export function FullPageLoading() {
  return (
    <div role="status" aria-label="Loading" className="mx-auto flex min-h-dvh max-w-xl flex-col gap-4 p-6">
      <Skeleton className="h-10 w-40" />
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-32 w-full" />
    </div>
  );
}
