/** Shared helpers for the web tests: engine games played to a given point with the e2e policy. */
import { type AncientsState, ancients } from '@wargame/ancients';
import { type Action, applyChecked, type Json, seatsToAct } from '@wargame/engine';
import { makeT } from '../src/i18n/index.tsx';
import { choose } from './e2e/drive.ts';

export const tEn = makeT('en');
export const tEl = makeT('el');

export interface Step {
  seat: 'top' | 'bottom';
  action: Action;
  state: AncientsState;
}

/** Play scenario/seed with the scripted policy until `stop(state)` holds (or `limit` actions). */
export function playUntil(
  stop: (state: AncientsState, seat: 'top' | 'bottom') => boolean,
  options: { scenario?: string; seed?: string; limit?: number } = {},
): { state: AncientsState; seat: 'top' | 'bottom'; history: Step[] } {
  let state = ancients.setup(options.scenario ?? '001', {}, options.seed ?? '42');
  const history: Step[] = [];
  for (let i = 0; i < (options.limit ?? 500); i++) {
    const seat = seatsToAct(ancients, state)[0] as 'top' | 'bottom' | undefined;
    if (!seat || ancients.outcome(state)) break;
    if (stop(state, seat)) return { state, seat, history };
    const action = choose(state, seat, ancients.legal(state, seat));
    const result = applyChecked(ancients, state, action, seat);
    if ('error' in result) throw new Error(result.error.message);
    history.push({ seat, action, state: result.state });
    state = result.state;
  }
  const seat = (seatsToAct(ancients, state)[0] ?? 'bottom') as 'top' | 'bottom';
  return { state, seat, history };
}

export const viewOf = (state: AncientsState, seat: string): Json =>
  ancients.view(state, seat) as unknown as Json;
