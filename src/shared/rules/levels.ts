/**
 * docs/product-rules.md#levels: reaching level n+1 takes 100 + 50·(n−1) XP more than level n,
 * so the thresholds are 0, 100, 250, 450, 700, 1000, …
 */
export function xpForLevel(level: number): number {
  if (level <= 1) return 0;
  const steps = level - 1;
  return 100 * steps + 25 * steps * (steps - 1);
}

export function levelForXp(xp: number): number {
  let level = 1;
  while (xpForLevel(level + 1) <= xp) level += 1;
  return level;
}

/** XP gathered inside the current level and the XP the whole level spans, for a progress bar. */
export function levelProgress(xp: number): { level: number; into: number; span: number } {
  const level = levelForXp(xp);
  const start = xpForLevel(level);
  return { level, into: xp - start, span: xpForLevel(level + 1) - start };
}
