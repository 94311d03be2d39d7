import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "../../lib/cn";
import { notReadyProps, useHydrated } from "../../lib/hydrated";
import { type ButtonSize, type ButtonVariant, buttonBase, buttonSizes, buttonVariants } from "./styles";

export type { ButtonSize, ButtonVariant } from "./styles";

/** Class names of a button, for links that look like buttons. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  return cn(buttonBase, buttonVariants[variant], buttonSizes[size], extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "md", className, type = "button", ...props },
  ref,
) {
  // A form's submit button works before the scripts do (the browser sends the form); any other waits for them.
  const hydrated = useHydrated();
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClasses(variant, size, className)}
      {...(type !== "submit" && notReadyProps(hydrated))}
      {...props}
    />
  );
});
