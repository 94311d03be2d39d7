import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
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
import { children, families, familyAdults, users } from "../db/schema";
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
export async function syncChildAge(db: AppDb, userId: number, childAge: ChildAgeGroup | undefined): Promise<void> {
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
    .select({ id: users.id, username: users.username, role: familyAdults.role })
    .from(familyAdults)
    .innerJoin(users, eq(users.id, familyAdults.userId))
    .where(eq(familyAdults.familyId, familyId))
    .orderBy(asc(familyAdults.joinedAt), asc(users.id));
  return {
    children: kids,
    adults: adults.map((adult) => ({
      id: adult.id,
      username: adult.username,
      role: adult.role === "carer" ? "carer" : "owner",
      you: adult.id === userId,
    })),
    sharesAnswers: false,
  };
}

/** A database handle or a transaction: enough to delete. */
type Writer = Pick<AppDb, "delete">;

/**
 * docs/product-rules.md#the-family: a family with no adult left is deleted with its children's records. Called
 * before an adult's account is erased.
 */
export async function leaveFamily(db: Writer, userId: number): Promise<void> {
  await db
    .delete(families)
    .where(
      and(
        inArray(
          families.id,
          sql`(select ${familyAdults.familyId} from ${familyAdults} where ${familyAdults.userId} = ${userId})`,
        ),
        sql`(select count(*) from ${familyAdults} where ${familyAdults.familyId} = ${families.id}) = 1`,
      ),
    );
}
