/**
 * §13 steps 5 and 6 The arithmetic of artillery: a position's tokens count up to 3 points; every 3
 * points on a target is a bombardment hit (step 5) or a reduction (step 6); defensive fire is halved into
 * an extended front area when no crest is in front, and a crest adds a point per gun symbol, at most
 * doubling the position's points.
 */

/** §13 steps 5, 6.1 The points of one artillery position: its tokens' strengths, at most 3. */
export const positionPoints = (strengths: readonly number[]): number =>
  Math.min(
    3,
    strengths.reduce((n, s) => n + s, 0),
  );

/** §13 steps 5, 6.3 Every 3 points on one target, rounded down, is one hit (or one reduction). */
export const hitsOf = (points: number): number => Math.floor(points / 3);

/**
 * §13 step 6.2 The strength of one defending artillery position supporting a defense position.
 * `crestGuns`: the gun symbols of a crest in front of it (null: no crest); `extendedOnly`: the attackers
 * it fires on pass through its extended front area but not its front area.
 */
export function defensiveFirePoints(
  strengths: readonly number[],
  crestGuns: number | null,
  extendedOnly: boolean,
): number {
  const points = positionPoints(strengths);
  if (crestGuns === null) return extendedOnly ? Math.floor(points / 2) : points;
  return points + Math.min(crestGuns, points);
}
