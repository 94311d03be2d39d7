/**
 * Every badge a parent earns is announced once, wherever it was earned (docs/product-rules.md#achievements). The
 * server names the badges a write earned in its answer (`newAchievements`); a screen that celebrates them itself (a
 * lesson's or a story's celebration) marks them shown, and any other write hands them here, where they wait for the
 * announcer of the signed-in app (components/badge-announcer.tsx), across a page load if need be (the guest lesson's
 * claim, just before register reloads the page). What this device has announced is kept, per parent, so a badge is
 * never announced twice: not after a reload, nor when a resent write is answered again.
 */

interface BadgeNews {
  /** Announced or shown on this device. */
  announced: string[];
  /** Earned, not announced yet. */
  waiting: string[];
}

const keyOf = (userId: number) => `growly.badgeNews.${userId}`;
/** Where storage is disabled, this page's memory keeps the same record. */
const inMemory = new Map<number, BadgeNews>();
const listeners = new Set<() => void>();

function read(userId: number): BadgeNews {
  let raw: string | null;
  try {
    raw = localStorage.getItem(keyOf(userId));
  } catch {
    // Storage disabled: this page's memory holds the record.
    return inMemory.get(userId) ?? { announced: [], waiting: [] };
  }
  try {
    const stored = (raw ? JSON.parse(raw) : {}) as Partial<BadgeNews>;
    const strings = (value: unknown) => (Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : []);
    return { announced: strings(stored.announced), waiting: strings(stored.waiting) };
  } catch {
    // A malformed record is started afresh.
    return { announced: [], waiting: [] };
  }
}

function write(userId: number, news: BadgeNews): void {
  inMemory.set(userId, news);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(news));
  } catch {
    // Kept in memory only.
  }
}

/** The badge ids a write's answer names (`newAchievements`), or none. */
export function badgesIn(answer: unknown): string[] {
  if (typeof answer !== "object" || answer === null) return [];
  const ids = (answer as { newAchievements?: unknown }).newAchievements;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
}

/** Badges a write earned, to be announced by the announcer, unless this device announced them already. */
export function announceBadges(userId: number, ids: readonly string[]): void {
  const news = read(userId);
  const fresh = [...new Set(ids)].filter((id) => !news.announced.includes(id) && !news.waiting.includes(id));
  if (fresh.length === 0) return;
  write(userId, { ...news, waiting: [...news.waiting, ...fresh] });
  for (const listener of listeners) listener();
}

/** Badges a screen has shown itself (a celebration): they are never announced again. */
export function markBadgesShown(userId: number, ids: readonly string[]): void {
  if (ids.length === 0) return;
  const news = read(userId);
  const announced = [...new Set([...news.announced, ...ids])];
  write(userId, { announced, waiting: news.waiting.filter((id) => !ids.includes(id)) });
}

/** The badges waiting to be announced, now counted as announced: the announcer shows what this answers. */
export function takeWaitingBadges(userId: number): string[] {
  const news = read(userId);
  if (news.waiting.length === 0) return [];
  write(userId, { announced: [...new Set([...news.announced, ...news.waiting])], waiting: [] });
  return news.waiting;
}

/** Calls `listener` whenever badges start waiting on this page. */
export function onBadgeNews(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
