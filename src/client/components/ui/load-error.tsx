import { Trans, useLingui } from "@lingui/react/macro";
import { OFFLINE_MESSAGE, useOnline } from "../../lib/online";
import { Button } from "./button";
import { Card } from "./card";

/**
 * A screen's data could not load: what is missing, in the page's own words, and a way to ask again. Offline it
 * says so instead, since that is the reason. `message` comes translated.
 */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const online = useOnline();
  const { i18n } = useLingui();
  return (
    <Card role="alert" className="text-center">
      <p className="font-semibold">{online ? message : i18n._(OFFLINE_MESSAGE)}</p>
      <Button className="mt-4" onClick={onRetry}>
        <Trans comment="Button that loads the screen's data again">Try again</Trans>
      </Button>
    </Card>
  );
}
