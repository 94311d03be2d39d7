import { Link } from "wouter";
import { cn } from "../lib/cn";

export const GET_HELP_PATH = "/get-help";

/** A quiet pointer to Get help now, for moments that can be hard (a low mood, lessons about anger or a new baby). */
export function GetHelpLine({ className, lead = "Finding things hard?" }: { className?: string; lead?: string }) {
  return (
    <p className={cn("text-ink-soft", className)}>
      {lead}{" "}
      <Link href={GET_HELP_PATH} className="font-semibold text-brand underline underline-offset-4 hover:no-underline">
        Get help now
      </Link>
    </p>
  );
}
