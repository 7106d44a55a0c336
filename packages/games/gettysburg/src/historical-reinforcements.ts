/**
 * §23 Historical reinforcements (optional): no time tokens and no reinforcement tokens; each command
 * arrives at its entry point at the hour the book prints (`data/armies.json`, `historical`; RULINGS.md
 * for the misprinted hours). The schedule is printed, so it is public: nothing of it is hidden.
 */
import { ARMY_DATA, type Army, commandOf } from './armies.ts';
import type { EntryPointId } from './map-file.ts';
import type { GettysburgState } from './state.ts';
import { spaceAt } from './time-track.ts';

export interface HistoricalArrival {
  army: Army;
  command: string;
  entry: EntryPointId;
  /** The time-track index of the hour it arrives. */
  index: number;
  /** As printed (with the misprints read), e.g. '1 July 7:00AM'. */
  label: string;
}

// 23 The table, hour by hour.
export const HISTORICAL_SCHEDULE: readonly HistoricalArrival[] = ARMY_DATA.historical.map((h) => {
  const space = spaceAt(h.day as 1 | 2 | 3, h.hour);
  return {
    army: commandOf(h.command).army,
    command: h.command,
    entry: h.entry,
    index: space.index,
    label: `${h.day} July ${space.label}`,
  };
});

/** §23 The command of `army` arriving at time-track `index`, if any (one an hour for each army). */
export const historicalArrivalAt = (army: Army, index: number): HistoricalArrival | undefined =>
  HISTORICAL_SCHEDULE.find((h) => h.army === army && h.index === index);

/** §11, §23 The entry point where `army`'s reinforcements arrive in hour `index` (a face-up arrival token, or the schedule). */
export function arrivalEntryAt(state: GettysburgState, army: Army, index: number): EntryPointId | null {
  if (state.options.historicalReinforcements) return historicalArrivalAt(army, index)?.entry ?? null;
  const slot = state.armies[army].timeTrack[index];
  return slot?.faceUp && slot.token.kind === 'arrival' ? slot.token.entry : null;
}
