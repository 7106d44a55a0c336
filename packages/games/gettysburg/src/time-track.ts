/**
 * §7 The time track and the length of a turn. Each space is an hour; each day ends with a night space,
 * a turn of its own. The layout is a reconstruction (reference C3, RULINGS.md): 1 July from 7:00AM, 2 and
 * 3 July from 5:00AM, the last day hour 9:00-10:00PM, then the night.
 */

export interface TimeSpace {
  /** Its place on the track, from 0 (1 July, 7:00AM). */
  index: number;
  day: 1 | 2 | 3;
  /** The hour it begins (24 h); the night space counts as 22. */
  hour: number;
  night: boolean;
  /** As printed: '7:00AM', 'Night'. */
  label: string;
}

const FIRST_HOUR: Record<1 | 2 | 3, number> = { 1: 7, 2: 5, 3: 5 };
const LAST_DAY_HOUR = 21;
const NIGHT_HOUR = 22;

const labelOf = (hour: number): string => `${hour % 12 === 0 ? 12 : hour % 12}:00${hour < 12 ? 'AM' : 'PM'}`;

export const TIME_TRACK: readonly TimeSpace[] = ([1, 2, 3] as const)
  .flatMap((day) => [
    ...Array.from({ length: LAST_DAY_HOUR - FIRST_HOUR[day] + 1 }, (_, i) => FIRST_HOUR[day] + i).map(
      (hour) => ({ day, hour, night: false, label: labelOf(hour) }),
    ),
    { day, hour: NIGHT_HOUR, night: true, label: 'Night' },
  ])
  .map((space, index) => ({ ...space, index }));

/** The space of a day and hour (the night: hour 22). */
export function spaceAt(day: 1 | 2 | 3, hour: number): TimeSpace {
  const space = TIME_TRACK.find((s) => s.day === day && s.hour === hour);
  if (!space) throw new Error(`no time space for ${day} July ${hour}:00`);
  return space;
}

/** §7 Day hours from `index` to the night (0 on a night space). */
export function hoursBeforeNight(index: number): number {
  let n = 0;
  for (let i = index; i < TIME_TRACK.length && !TIME_TRACK[i]!.night; i++) n++;
  return n;
}

/**
 * §7 The longest turn the Second Player may choose starting at `index`: 1 + floor(B / 3), B the blocks
 * in play of the army with fewer; 1 hour when either army declared Attack or at night; never past the
 * hours left before night.
 */
export function longestTurn(index: number, fewerBlocksInPlay: number, attackDeclared: boolean): number {
  if (TIME_TRACK[index]!.night || attackDeclared) return 1;
  return Math.max(1, Math.min(1 + Math.floor(fewerBlocksInPlay / 3), hoursBeforeNight(index)));
}
