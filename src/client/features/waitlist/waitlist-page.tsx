import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import { toastText } from "@shared/messages";
import { waitlistSchema, type WaitlistInput } from "@shared/schemas/auth";
import { Pip } from "../../components/art/monsters";
import { Button, buttonClasses } from "../../components/ui/button";
import { TextField } from "../../components/ui/form-field";
import { notify, notifyFailure } from "../../components/ui/toast";
import { apiRequest } from "../../lib/api";
import { AuthLayout } from "../../components/auth-layout";

export const joinWaitlist = (input: WaitlistInput) => apiRequest<{ message: string }>("POST", "/api/waitlist", input);

export function WaitlistPage() {
  const join = useMutation({ mutationFn: joinWaitlist });
  const form = useForm<WaitlistInput>({ resolver: zodResolver(waitlistSchema), defaultValues: { email: "" } });

  if (join.isSuccess) {
    return (
      <AuthLayout title="You're In!" subtitle={toastText.waitlistSuccess.description} footer={null}>
        <div className="flex flex-col items-center gap-6">
          <Pip mood="happy" className="size-36 animate-bob" title="Pip bouncing with joy" />
          <Link href="/" className={buttonClasses("primary", "lg", "w-full")}>
            Back to Home
          </Link>
        </div>
      </AuthLayout>
    );
  }

  const onSubmit = form.handleSubmit((values) =>
    join.mutate(values, {
      onSuccess: () => notify(toastText.waitlistSuccess),
      onError: (error) => notifyFailure(toastText.waitlistFailure, error),
    }),
  );

  return (
    <AuthLayout
      title="Join the Waitlist"
      subtitle="Be the first to know when Growly opens its doors. One email when we launch, nothing else."
      footer={
        <Link href="/" className="font-bold text-brand underline">
          Back to Home
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={join.isPending} className="flex flex-col gap-4">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            error={form.formState.errors.email?.message}
            {...form.register("email")}
          />
          <Button type="submit" size="lg">
            {join.isPending ? "Joining..." : "Join Waitlist"}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
