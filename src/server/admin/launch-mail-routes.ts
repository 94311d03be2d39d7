import type { FastifyInstance } from "fastify";
import type { LaunchMailPreview } from "../../shared/schemas/admin";
import type { LaunchMailSender } from "../mail/launch-mail";
import { requireAdmin } from "./routes";

/** "Email the waitlist" on the admin dashboard: a preview with the counts, then the sending itself. */
export function launchMailRoutes(sender: LaunchMailSender, clock: () => Date) {
  return async function register(app: FastifyInstance) {
    app.get("/api/admin/launch-mail", async (request): Promise<LaunchMailPreview> => {
      requireAdmin(request, clock());
      const { subject, text } = sender.preview();
      return { subject, text, ...(await sender.status()) };
    });

    app.post("/api/admin/launch-mail", async (request, reply) => {
      requireAdmin(request, clock());
      const { pending } = await sender.status();
      // The run continues after this answer; its claims keep a second press from sending anything twice.
      sender.start().catch((error: unknown) => request.log.error({ err: error }, "launch mail run failed"));
      request.log.info({ event: "launch_mail_started", pending }, "launch mail started");
      return reply.code(202).send({ pending });
    });
  };
}
