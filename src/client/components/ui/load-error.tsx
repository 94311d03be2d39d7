import { OFFLINE_MESSAGE, useOnline } from "../../lib/online";
import { Button } from "./button";
import { Card } from "./card";

/**
 * A screen's data could not load: what is missing, in the page's own words, and a way to ask again. Offline it
 * says so instead, since that is the reason.
 */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const online = useOnline();
  return (
    <Card role="alert" className="text-center">
      <p className="font-semibold">{online ? message : OFFLINE_MESSAGE}</p>
      <Button className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}
