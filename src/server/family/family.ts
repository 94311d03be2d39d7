import { and, asc, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Child, Family } from "../../shared/schemas/family";
import {
  type ChildAgeGroup,
  childAgeGroup,
  childFromChildAge,
  familyChildAge,
  monthOf,
} from "../../shared/rules/child-age";
import { localDate } from "../../shared/rules/days";
import type { AppDb } from "../db/client";
import { children, families, familyAdults, familyInvitations, users } from "../db/schema";
import { unauthorized } from "../http/errors";

type ChildRow = typeof children.$inferSelect;

const AGE_GROUPS = new Set<string>(["0-2", "3-5", "6-8", "9-12", "13+", "multiple"]);
const storedGroup = (value: string | null): ChildAgeGroup | null =>
  value !== null && AGE_GROUPS.has(value) ? (value as ChildAgeGroup) : null;

export function toChild(row: ChildRow, thisMonth: string): Child {
  return {
    id: row.id,
    name: row.name,
    birthMonth: row.birthMonth,
    ageGroup: childAgeGroup({ birthMonth: row.birthMonth, storedAgeGroup: storedGroup(row.ageGroup) }, thisMonth),
  };
}

/** The parent's month in their own time zone: what a birth month is counted against. */
export async function parentMonth(db: AppDb, userId: number, now: Date): Promise<string> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  if (!row) throw unauthorized();
  return monthOf(localDate(now, row.timeZone));
}

/**
 * The adult's family id, making the family (with them as its owner) on first use. Two first uses at once make one:
 * the adult's row is the unique key, and the loser's empty family is removed again.
 */
export async function familyIdOf(db: AppDb, userId: number): Promise<number> {
  const [member] = await db
    .select({ familyId: familyAdults.familyId })
    .from(familyAdults)
    .where(eq(familyAdults.userId, userId));
  if (member) return member.familyId;
  const [family] = await db.insert(families).values({}).returning({ id: families.id });
  const inserted = (await db.execute(sql`
    insert into ${familyAdults} (family_id, user_id, role)
    select ${family!.id}, ${users.id}, 'owner' from ${users} where ${users.id} = ${userId}
    on conflict do nothing
    returning family_id`)) as unknown as { rows: { family_id: number }[] };
  const joined = inserted.rows[0] ? { familyId: inserted.rows[0].family_id } : undefined;
  if (joined) return joined.familyId;
  await db.delete(families).where(eq(families.id, family!.id));
  const [again] = await db
    .select({ familyId: familyAdults.familyId })
    .from(familyAdults)
    .where(eq(familyAdults.userId, userId));
  // No row either way: the account is gone.
  if (!again) throw unauthorized();
  return again.familyId;
}

export async function childrenOf(db: AppDb, familyId: number): Promise<ChildRow[]> {
  return db.select().from(children).where(eq(children.familyId, familyId)).orderBy(asc(children.id));
}

export async function childCount(db: Pick<AppDb, "select">, familyId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(children).where(eq(children.familyId, familyId));
  return row?.n ?? 0;
}

/**
 * Keeps the adult's onboarding answer `childAge` as the family now stands for (src/shared/rules/child-age.ts
 * familyChildAge), for what still reads it; a child growing into the next group moves it on at the next read.
 */
export async function syncChildAge(
  db: Pick<AppDb, "update">,
  userId: number,
  childAge: ChildAgeGroup | undefined,
): Promise<void> {
  const next =
    childAge === undefined
      ? sql`coalesce(${users.onboardingData}, '{}'::jsonb) - 'childAge'`
      : sql`coalesce(${users.onboardingData}, '{}'::jsonb) || jsonb_build_object('childAge', ${childAge}::text)`;
  await db
    .update(users)
    .set({ onboardingData: next })
    .where(
      and(eq(users.id, userId), sql`${users.onboardingData}->>'childAge' is distinct from ${childAge ?? null}::text`),
    );
}

/**
 * What GET /api/family answers. An account whose onboarding answer came before it had children (an answer given
 * by an older screen) gets that answer as its first child, as the migration did for every account then.
 */
export async function familyView(db: AppDb, userId: number, now: Date): Promise<Family> {
  const familyId = await familyIdOf(db, userId);
  const thisMonth = await parentMonth(db, userId, now);
  let rows = await childrenOf(db, familyId);
  if (rows.length === 0) {
    const [me] = await db.select({ onboardingData: users.onboardingData }).from(users).where(eq(users.id, userId));
    const fromAnswer = childFromChildAge(me?.onboardingData?.childAge);
    if (fromAnswer) {
      // One such child per family at most (the partial unique index): two first reads at once make one.
      await db.insert(children).values({ familyId, ageGroup: fromAnswer.storedAgeGroup }).onConflictDoNothing();
      rows = await childrenOf(db, familyId);
    }
  }
  const kids = rows.map((row) => toChild(row, thisMonth));
  await syncChildAge(db, userId, familyChildAge(kids.map((child) => child.ageGroup)));
  const adults = await db
    .select({
      id: users.id,
      username: users.username,
      role: familyAdults.role,
      sharesAnswers: familyAdults.sharesAnswers,
    })
    .from(familyAdults)
    .innerJoin(users, eq(users.id, familyAdults.userId))
    .where(eq(familyAdults.familyId, familyId))
    .orderBy(asc(familyAdults.joinedAt), asc(users.id));
  const owner = adults.some((adult) => adult.id === userId && adult.role === "owner");
  const invitations = owner ? await pendingInvitations(db, familyId, now) : [];
  return {
    children: kids,
    // Each adult's username and role only: nothing they wrote, no activity and no times (docs/product-rules.md#the-family).
    adults: adults.map((adult) => ({
      id: adult.id,
      username: adult.username,
      role: adult.role === "carer" ? "carer" : "owner",
      you: adult.id === userId,
    })),
    sharesAnswers: adults.length > 1 && adults.every((adult) => adult.sharesAnswers),
    youShareAnswers: adults.some((adult) => adult.id === userId && adult.sharesAnswers),
    invitations: invitations.map((row) => ({ id: row.id, expiresAt: row.expiresAt.toISOString() })),
  };
}

/** A family's invitations still waiting: not used, not expired (a revoked one is deleted). */
export function pendingInvitations(db: Pick<AppDb, "select">, familyId: number, now: Date) {
  return db
    .select({ id: familyInvitations.id, expiresAt: familyInvitations.expiresAt })
    .from(familyInvitations)
    .where(
      and(
        eq(familyInvitations.familyId, familyId),
        isNull(familyInvitations.usedAt),
        gt(familyInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(familyInvitations.id));
}

/** A database handle or a transaction. */
export type Writer = Pick<AppDb, "select" | "update" | "delete" | "insert">;

/** Locks the families' rows, in id order, so two changes of the same families queue instead of deadlocking. */
export async function lockFamilies(tx: Writer, familyIds: number[]): Promise<void> {
  const ids = [...new Set(familyIds)].sort((a, b) => a - b);
  for (const familyId of ids) {
    await tx.select({ id: families.id }).from(families).where(eq(families.id, familyId)).for("update");
  }
}

/**
 * Takes the adult out of the family (its row locked by the caller): when the owner goes, the longest-standing carer
 * becomes the owner; a family with no adult left is deleted with its children's records
 * (docs/product-rules.md#a-second-carer). False when the adult was not in it.
 */
export async function removeAdult(tx: Writer, familyId: number, userId: number): Promise<boolean> {
  const [gone] = await tx
    .delete(familyAdults)
    .where(and(eq(familyAdults.familyId, familyId), eq(familyAdults.userId, userId)))
    .returning({ role: familyAdults.role });
  if (!gone) return false;
  // The answer kept from this family's children is not theirs to take along: without it, the family the adult makes
  // next starts with no child (familyView makes one from a kept answer).
  await syncChildAge(tx, userId, undefined);
  const [next] = await tx
    .select({ userId: familyAdults.userId })
    .from(familyAdults)
    .where(eq(familyAdults.familyId, familyId))
    .orderBy(asc(familyAdults.joinedAt), asc(familyAdults.userId))
    .limit(1);
  if (!next) {
    await tx.delete(families).where(eq(families.id, familyId));
  } else if (gone.role === "owner") {
    await tx.update(familyAdults).set({ role: "owner" }).where(eq(familyAdults.userId, next.userId));
  }
  return true;
}

/**
 * docs/product-rules.md#a-second-carer: called before an adult's account is erased (their parent row locked first,
 * db/lock-order.ts). Ownership passes on; a family with no adult left is deleted with its children's records.
 */
export async function leaveFamily(db: Writer, userId: number): Promise<void> {
  const [member] = await db
    .select({ familyId: familyAdults.familyId })
    .from(familyAdults)
    .where(eq(familyAdults.userId, userId));
  if (!member) return;
  await lockFamilies(db, [member.familyId]);
  await removeAdult(db, member.familyId, userId);
}
