import crypto from "node:crypto";
import { and, count, eq, gt, isNotNull, isNull, lte, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { birthMonthProblem } from "../../shared/rules/child-age";
import {
  ALREADY_IN_A_FAMILY,
  INVITATION_DAYS,
  INVITATION_NOT_FOUND,
  JOINING_DELETES_YOUR_FAMILY,
  MAX_ADULTS,
  MAX_CHILDREN,
  MAX_PENDING_INVITATIONS,
  OWN_PLAN_KEEPS_BILLING,
  acceptInvitationSchema,
  addChildSchema,
  createInvitationSchema,
  familySettingsSchema,
  updateChildSchema,
} from "../../shared/schemas/family";
import type { Clock } from "../clock";
import type { AppDb } from "../db/client";
import { lockParent } from "../db/lock-order";
import { children, families, familyAdults, familyInvitations, users } from "../db/schema";
import { badRequest, conflict, forbidden, notFound, parseBody, parseId } from "../http/errors";
import { RATE_LIMITS, invitationCreateKey, reserveAttempt } from "../http/rate-limit";
import { i18nFor, languageOfSettings } from "../i18n/i18n";
import type { MailContext } from "../mail/mail-context";
import { familyInvitationMail } from "../mail/templates";
import { requireUserId } from "../auth/session";
import { ownPremiumBillsBesideFamily } from "../subscriptions/plan-access";
import {
  type Writer,
  childCount,
  familyIdOf,
  familyView,
  lockFamilies,
  parentMonth,
  pendingInvitations,
  removeAdult,
  syncChildAge,
} from "./family";

const CHILD_NOT_FOUND = /*i18n*/ "Child not found";
const ADULT_NOT_FOUND = /*i18n*/ "This person is not in your family.";
const OWNER_ONLY = /*i18n*/ "Only the family's owner can do this.";
const FAMILY_FULL = /*i18n*/ "A family can have at most 6 adults."; /* MAX_ADULTS */

/** The invitation token: 32 random bytes (256 bits) in base64url; only its SHA-256 is stored. */
const newInvitationToken = () => crypto.randomBytes(32).toString("base64url");
export const hashInvitationToken = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

async function roleIn(tx: Writer, familyId: number, userId: number): Promise<"owner" | "carer" | null> {
  const [row] = await tx
    .select({ role: familyAdults.role })
    .from(familyAdults)
    .where(and(eq(familyAdults.familyId, familyId), eq(familyAdults.userId, userId)));
  if (!row) return null;
  return row.role === "carer" ? "carer" : "owner";
}

async function adultCount(tx: Writer, familyId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(familyAdults).where(eq(familyAdults.familyId, familyId));
  return row?.n ?? 0;
}

/**
 * The family (docs/product-rules.md#the-family): every call acts on the signed-in adult's own family. Another
 * family's child answers exactly as a missing one does, so ids reveal nothing. Each write answers with the family.
 */
export function familyRoutes(db: AppDb, clock: Clock, mail: MailContext) {
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

    /** docs/product-rules.md#a-second-carer: the owner makes a single-use link, and may have it mailed. */
    app.post("/api/family/invitations", async (request, reply) => {
      const userId = requireUserId(request);
      const input = parseBody(createInvitationSchema, request.body ?? {});
      await reserveAttempt(db, invitationCreateKey(userId), RATE_LIMITS.invitationCreatePerAccount);
      const familyId = await familyIdOf(db, userId);
      const now = clock();
      const token = newInvitationToken();
      const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 24 * 60 * 60_000);
      const made = await db.transaction(async (tx) => {
        await lockFamilies(tx, [familyId]);
        if ((await roleIn(tx, familyId, userId)) !== "owner") throw forbidden(OWNER_ONLY);
        if ((await adultCount(tx, familyId)) >= MAX_ADULTS) throw conflict(FAMILY_FULL);
        // Spent and expired invitations are of no more use: they go as new ones are made.
        await tx
          .delete(familyInvitations)
          .where(
            and(
              eq(familyInvitations.familyId, familyId),
              or(lte(familyInvitations.expiresAt, now), isNotNull(familyInvitations.usedAt)),
            ),
          );
        if ((await pendingInvitations(tx, familyId, now)).length >= MAX_PENDING_INVITATIONS) {
          throw conflict(
            /*i18n*/ "You have 10 invitations waiting. Withdraw one before making another." /* MAX_PENDING_INVITATIONS */,
          );
        }
        const [row] = await tx
          .insert(familyInvitations)
          .values({ familyId, tokenHash: hashInvitationToken(token), invitedBy: userId, expiresAt })
          .returning({ id: familyInvitations.id });
        return row!;
      });
      const url = `${mail.publicUrl}/invite?token=${token}`;
      if (input.email) {
        const [inviter] = await db
          .select({ username: users.username, settings: users.settings })
          .from(users)
          .where(eq(users.id, userId));
        const i18n = i18nFor(languageOfSettings(inviter?.settings));
        // Not awaited: the answer (the link itself) does not wait for the mail server.
        mail.mailer
          .send({ to: input.email, ...familyInvitationMail(inviter?.username ?? "", url, INVITATION_DAYS, i18n) })
          .then(() => request.log.info({ userId, invitationId: made.id }, "family invitation mail sent"))
          .catch((error: unknown) =>
            request.log.error({ err: error, userId, invitationId: made.id }, "family invitation mail failed"),
          );
      }
      request.log.info({ userId, invitationId: made.id }, "family invitation made");
      return reply.code(201).send({ id: made.id, url, expiresAt: expiresAt.toISOString() });
    });

    app.delete<{ Params: { id: string } }>("/api/family/invitations/:id", async (request) => {
      const userId = requireUserId(request);
      const id = parseId(request.params.id);
      const familyId = await familyIdOf(db, userId);
      await db.transaction(async (tx) => {
        await lockFamilies(tx, [familyId]);
        if ((await roleIn(tx, familyId, userId)) !== "owner") throw forbidden(OWNER_ONLY);
        const deleted = await tx
          .delete(familyInvitations)
          .where(
            and(
              eq(familyInvitations.id, id),
              eq(familyInvitations.familyId, familyId),
              isNull(familyInvitations.usedAt),
            ),
          )
          .returning({ id: familyInvitations.id });
        if (deleted.length === 0) throw notFound(INVITATION_NOT_FOUND);
      });
      return familyView(db, userId, clock());
    });

    /**
     * Joins the invitation's family. The token is spent by one conditional update inside the transaction: of many
     * accepts at once one wins, and the others find it spent. A refusal (a full family, a family to leave first) rolls
     * the transaction back, so the invitation stays usable. A link of the adult's own family, used or not, answers as
     * joined and spends nothing: an owner opening her new link, a carer opening theirs again.
     */
    app.post("/api/family/invitations/accept", async (request) => {
      const userId = requireUserId(request);
      await reserveAttempt(db, `family-invitation-accept:ip:${request.ip}`, RATE_LIMITS.invitationAcceptPerAddress);
      const input = parseBody(acceptInvitationSchema, request.body);
      const tokenHash = hashInvitationToken(input.token);
      const now = clock();
      const usable = and(
        eq(familyInvitations.tokenHash, tokenHash),
        isNull(familyInvitations.usedAt),
        gt(familyInvitations.expiresAt, now),
      );
      // Checked before any lock, so a made-up token costs one read.
      const [invitation] = await db
        .select({
          familyId: familyInvitations.familyId,
          usedAt: familyInvitations.usedAt,
          expiresAt: familyInvitations.expiresAt,
        })
        .from(familyInvitations)
        .where(eq(familyInvitations.tokenHash, tokenHash));
      if (invitation && (await roleIn(db, invitation.familyId, userId)) !== null) {
        return { ...(await familyView(db, userId, now)), alreadyIn: true };
      }
      const found = invitation && invitation.usedAt === null && invitation.expiresAt > now ? invitation : undefined;
      if (!found) throw notFound(INVITATION_NOT_FOUND);
      if (input.keepOwnPlan !== true && (await ownPremiumBillsBesideFamily(db, userId, found.familyId, now))) {
        throw conflict(OWN_PLAN_KEEPS_BILLING);
      }
      await db.transaction(async (tx) => {
        await lockParent(tx as unknown as AppDb, userId);
        const [current] = await tx
          .select({ familyId: familyAdults.familyId })
          .from(familyAdults)
          .where(eq(familyAdults.userId, userId));
        await lockFamilies(tx, current ? [found.familyId, current.familyId] : [found.familyId]);
        const [spent] = await tx
          .update(familyInvitations)
          .set({ usedAt: now })
          .where(usable)
          .returning({ familyId: familyInvitations.familyId });
        if (!spent) throw notFound(INVITATION_NOT_FOUND);
        // Joined it meanwhile (by another of its links, at the same moment): nothing is spent.
        if (current?.familyId === spent.familyId) throw conflict(/*i18n*/ "You are already in this family.");
        if ((await adultCount(tx, spent.familyId)) >= MAX_ADULTS) throw conflict(FAMILY_FULL);
        if (current) {
          // A family of one's own with nobody else in it and no child is left without asking. Its only adult leaving
          // deletes it with its children's records (docs/product-rules.md#a-second-carer), and is told so.
          const alone = (await adultCount(tx, current.familyId)) === 1;
          const withChildren = (await childCount(tx, current.familyId)) > 0;
          if (input.leaveCurrentFamily !== true && (!alone || withChildren)) {
            throw conflict(alone ? JOINING_DELETES_YOUR_FAMILY : ALREADY_IN_A_FAMILY);
          }
          await removeAdult(tx, current.familyId, userId);
        }
        await tx.insert(familyAdults).values({ familyId: spent.familyId, userId, role: "carer" });
      });
      request.log.info({ userId }, "family joined");
      return { ...(await familyView(db, userId, clock())), alreadyIn: false };
    });

    /** The owner removes a carer; anyone's own id leaves. Either takes effect on the next request. */
    app.delete<{ Params: { id: string } }>("/api/family/adults/:id", async (request) => {
      const userId = requireUserId(request);
      const adultId = parseId(request.params.id);
      const familyId = await familyIdOf(db, userId);
      await db.transaction(async (tx) => {
        await lockFamilies(tx, [familyId]);
        const role = await roleIn(tx, familyId, userId);
        const target = await roleIn(tx, familyId, adultId);
        if (role === null || target === null) throw notFound(ADULT_NOT_FOUND);
        if (adultId !== userId && role !== "owner") throw forbidden(OWNER_ONLY);
        if ((await adultCount(tx, familyId)) === 1) {
          throw conflict(/*i18n*/ "You are the only adult in this family, so there is no one to leave it to.");
        }
        await removeAdult(tx, familyId, adultId);
      });
      request.log.info({ userId, removed: adultId === userId ? "self" : "carer" }, "family adult removed");
      return familyView(db, userId, clock());
    });

    /** docs/product-rules.md#a-second-carer: each adult's own yes; answers are shared only while every adult's is. */
    app.patch("/api/family/settings", async (request) => {
      const userId = requireUserId(request);
      const input = parseBody(familySettingsSchema, request.body);
      await familyIdOf(db, userId);
      await db
        .update(familyAdults)
        .set({ sharesAnswers: input.sharesAnswers })
        .where(eq(familyAdults.userId, userId));
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
