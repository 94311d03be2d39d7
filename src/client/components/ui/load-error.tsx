import { Button } from "./button";
import { Card } from "./card";

/** A screen's data could not load: what is missing, in the page's own words, and a way to ask again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Card role="alert" className="text-center">
      <p className="font-semibold">{message}</p>
      <Button className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </Card>
  );
}
