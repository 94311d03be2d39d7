import { z } from "zod";
import { plainText } from "./text";

/** Spec §5 "Admin login": blank or only spaces is refused. */
export const adminLoginSchema = z.object({
  password: z
    .string({ error: "Admin password is required" })
    .check(plainText("Admin password"))
    .max(200, { error: "Admin password is too long" })
    .refine((value) => value.trim().length > 0, { error: "Admin password is required" }),
});

/** One waitlist signup as the admin lists show it (spec §7). */
export interface WaitlistSignup {
  id: number;
  email: string;
  createdAt: string;
}

/** GET /api/admin/launch-mail: the launch mail as signups will read it, and how far the sending is. */
export interface LaunchMailPreview {
  subject: string;
  text: string;
  /** Signups still to receive it (not sent, not unsubscribed). */
  pending: number;
  sent: number;
  unsubscribed: number;
  /** Whether the server that answered is sending right now. */
  sending: boolean;
}
