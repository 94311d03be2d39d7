import { useEffect } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "wouter";
import { toastText } from "@shared/messages";
import { loginSchema, type LoginInput } from "@shared/schemas/auth";
import { Button } from "../../components/ui/button";
import { FormError, TextField } from "../../components/ui/form-field";
import { failureText } from "../../components/ui/toast";
import { useLogin } from "./api/login";
import { AuthLayout } from "../../components/auth-layout";

export function LoginPage() {
  const [, navigate] = useLocation();
  const login = useLogin();
  const form = useForm<LoginInput>({ resolver: zodResolver(loginSchema), defaultValues: { email: "", password: "" } });
  const errors = form.formState.errors;
  // After a failed try, focus goes back to the password, the field most often mistyped, once the form is usable again.
  const { setFocus } = form;
  useEffect(() => {
    if (login.error && !login.isPending) setFocus("password");
  }, [login.error, login.isPending, setFocus]);

  const onSubmit = form.handleSubmit((values) =>
    login.mutate(values, {
      // Home greets the parent by name: a "Welcome back!" toast would only say it again, over the greeting.
      onSuccess: () => navigate("/"),
      // Said beside the form, where the parent is looking, and it stays until they try again.
      onError: (error) =>
        form.setError("root", { message: `${toastText.loginFailure.title}: ${failureText(toastText.loginFailure, error)}` }),
    }),
  );

  return (
    <AuthLayout
      title="Welcome back!"
      subtitle="Log in to pick up where you left off."
      footer={
        <>
          New here?{" "}
          <Link href="/register" className="font-bold text-brand underline">
            Create an account
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <fieldset disabled={login.isPending} className="flex flex-col gap-4">
          <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...form.register("email")} />
          <TextField label="Password" type="password" autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
          <Link href="/forgot-password" className="-mt-1 self-end font-semibold text-brand underline">
            Forgot password?
          </Link>
          <FormError message={errors.root?.message} />
          <Button type="submit" size="lg" className="mt-2">
            {login.isPending ? "Logging in..." : "Log In"}
          </Button>
        </fieldset>
      </form>
    </AuthLayout>
  );
}
