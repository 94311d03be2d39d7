import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { birthMonthProblem } from "../../shared/rules/child-age";
import { MAX_CHILDREN, addChildSchema, updateChildSchema } from "../../shared/schemas/family";
import type { Clock } from "../clock";
import type { AppDb } from "../db/client";
import { children, families } from "../db/schema";
import { badRequest, notFound, parseBody, parseId } from "../http/errors";
import { requireUserId } from "../auth/session";
import { childCount, familyIdOf, familyView, parentMonth, syncChildAge } from "./family";

const CHILD_NOT_FOUND = /*i18n*/ "Child not found";

/**
 * The family (docs/product-rules.md#the-family): every call acts on the signed-in adult's own family. Another
 * family's child answers exactly as a missing one does, so ids reveal nothing. Each write answers with the family.
 */
export function familyRoutes(db: AppDb, clock: Clock) {
  async function checkBirthMonth(userId: number, birthMonth: string | null | undefined) {
    if (!birthMonth) return;
    const problem = birthMonthProblem(birthMonth, await parentMonth(db, userId, clock()));
    if (problem) throw badRequest(problem);
  }

  return async function register(app: FastifyInstance) {
    app.get("/api/family", async (request) => familyView(db, requireUserId(request), clock()));

    app.post("/api/family/children", async (request, reply) => {
      const userId = requireUserId(request);
      const input = parseBody(addChildSchema, request.body);
      await checkBirthMonth(userId, input.birthMonth);
      const familyId = await familyIdOf(db, userId);
      // The family's row is locked while counting, so children added at once still stop at the limit.
      const added = await db.transaction(async (tx) => {
        await tx.select({ id: families.id }).from(families).where(eq(families.id, familyId)).for("update");
        if ((await childCount(tx, familyId)) >= MAX_CHILDREN) return false;
        await tx.insert(children).values({ familyId, name: input.name, birthMonth: input.birthMonth });
        return true;
      });
      if (!added) throw badRequest(/*i18n*/ "A family can have at most 12 children here." /* MAX_CHILDREN */);
      return reply.code(201).send(await familyView(db, userId, clock()));
    });

    app.patch<{ Params: { id: string } }>("/api/family/children/:id", async (request) => {
      const userId = requireUserId(request);
      const id = parseId(request.params.id);
      const input = parseBody(updateChildSchema, request.body);
      await checkBirthMonth(userId, input.birthMonth);
      const familyId = await familyIdOf(db, userId);
      const [row] = await db
        .update(children)
        .set({
          ...(input.name !== undefined && { name: input.name }),
          // A month replaces the age group kept from an onboarding answer.
          ...(input.birthMonth !== undefined && { birthMonth: input.birthMonth }),
          ...(input.birthMonth && { ageGroup: null }),
        })
        .where(and(eq(children.id, id), eq(children.familyId, familyId)))
        .returning({ id: children.id });
      if (!row) throw notFound(CHILD_NOT_FOUND);
      return familyView(db, userId, clock());
    });

    app.delete<{ Params: { id: string } }>("/api/family/children/:id", async (request) => {
      const userId = requireUserId(request);
      const id = parseId(request.params.id);
      const familyId = await familyIdOf(db, userId);
      const deleted = await db
        .delete(children)
        .where(and(eq(children.id, id), eq(children.familyId, familyId)))
        .returning({ id: children.id });
      if (deleted.length === 0) throw notFound(CHILD_NOT_FOUND);
      // Without children the onboarding answer goes too, so the next read does not make a child from it again.
      if ((await childCount(db, familyId)) === 0) await syncChildAge(db, userId, undefined);
      return familyView(db, userId, clock());
    });
  };
}
