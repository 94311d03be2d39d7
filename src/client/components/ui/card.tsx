import type { HTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { cardBase } from "./styles";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(cardBase, className)}
      {...props}
    />
  );
}
