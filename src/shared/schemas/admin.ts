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
