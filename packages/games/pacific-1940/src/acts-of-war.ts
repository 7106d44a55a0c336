/**
 * 9 rules 2–7, 9 rule 11, 10 rule 10 Acts of war: which moves are refused and which start a war.
 * A move "attacks" a power when it ends in a combat move in a territory that power controls or in a
 * space holding its units (a land unit also attacks every territory of the path it enters: a blitz).
 * - 9 rule 2 Japan attacks China and unoccupied French Indochina freely.
 * - 9 rule 3 Japan attacking the USA, the UK, ANZAC or the Dutch brings all four into the war (TripleA 1E).
 * - 9 rules 6, 11 The UK or ANZAC attacking Japan, or moving any unit into China (flying over it too),
 *   brings Japan to war with both of them and the Dutch; not the USA.
 * - 9 rule 7 The USA at peace may not attack Japan nor move units into China.
 * - 9 rules 4, 5 UK and ANZAC land units take Dutch and French territories not captured by Japan simply by
 *   entering them, at peace or at war: control passes at once, and it is no act of war.
 * (9 rule 10, the Soviet Union, is a space no unit may enter: `paths.ts`.)
 */
import type { GameEvent } from '@wargame/engine';
import { capture } from './capture.ts';
import { enemyUnitsIn, piecesIn } from './hostility.ts';
import { isLand, landsOf } from './map.ts';
import type { SpaceId } from './map-schema.ts';
import { combatSpace, nameOf, type Refusal, refuse } from './paths.ts';
import { type AtWarWithJapan, goToWar } from './politics.ts';
import type { Owner, Power } from './powers.ts';
import type { PacificState, Piece } from './state.ts';
import { UNITS } from './units.ts';

const JAPAN_VICTIMS: readonly AtWarWithJapan[] = ['usa', 'uk', 'anzac', 'dutch'];
const COMMONWEALTH: readonly AtWarWithJapan[] = ['uk', 'anzac', 'dutch'];

/** Whether `space` holds units of `owner` (any: at peace nobody is an enemy yet). */
const unitsOf = (state: PacificState, owner: Owner, space: SpaceId): boolean =>
  piecesIn(state, space).some((p) => p.owner === owner);

/** The spaces a move enters as an attack: the end (combat move), and for land units each territory. */
function attacked(pieces: readonly Piece[], path: readonly SpaceId[], phase: string): SpaceId[] {
  if (phase !== 'combat-move') return [];
  const land = pieces.some((p) => UNITS[p.type].domain === 'land');
  return land ? [...path] : path.slice(-1);
}

/**
 * Whether the move attacks `victim`: a territory it controls, or a space with its units. Ships of powers
 * at peace ignore each other (8): a sea zone where the move already has a combat (units at war there, or
 * a coast to attack from it) is no attack on the ships of a power at peace that happen to be there.
 */
function attacks(
  state: PacificState,
  victim: Owner,
  spaces: readonly SpaceId[],
  pieces: readonly Piece[],
): SpaceId | undefined {
  const power = state.power;
  const busy = (zone: SpaceId) =>
    enemyUnitsIn(state, power, zone).length > 0 ||
    (pieces.some((p) => UNITS[p.type].domain === 'sea') &&
      landsOf(zone).some((l) => combatSpace(state, power, l)));
  return spaces.find((s) =>
    isLand(s)
      ? state.control[s] === victim || unitsOf(state, victim, s)
      : unitsOf(state, victim, s) && !busy(s),
  );
}

export interface WarCheck {
  /** The powers the move brings into the war with Japan. */
  war: AtWarWithJapan[];
  why: string;
  /** 9 rule 4 Dutch and French territories the move takes over. */
  takeovers: SpaceId[];
}

/**
 * The political consequences of moving `pieces` along `path` (`path` for an unload is the one territory),
 * or the refusal of a move the USA at peace may not make.
 */
export function actsOfWar(
  state: PacificState,
  pieces: readonly Piece[],
  path: readonly SpaceId[],
  phase: string,
): WarCheck | Refusal {
  const power: Power = state.power;
  const hits = attacked(pieces, path, phase);
  const intoChina = path.find((s) => isLand(s) && state.control[s] === 'china');
  const war: AtWarWithJapan[] = [];
  let why = '';
  if (power === 'usa' && !state.politics.atWar.usa) {
    const target = attacks(state, 'japan', hits, pieces);
    if (target) return refuse('9', `the USA is not at war with Japan: it may not attack ${nameOf(target)}`);
    if (intoChina)
      return refuse(
        '9',
        `the USA is not at war with Japan: it may not move units into China (${nameOf(intoChina)})`,
      );
  }
  if (power === 'japan') {
    const peace = JAPAN_VICTIMS.filter((v) => !state.politics.atWar[v]);
    const victim = peace.find((v) => attacks(state, v, hits, pieces) !== undefined);
    if (victim) {
      war.push(...peace);
      why = `Japan attacks ${nameOf(attacks(state, victim, hits, pieces) as SpaceId)}`;
    }
  }
  if ((power === 'uk' || power === 'anzac') && !(state.politics.atWar.uk && state.politics.atWar.anzac)) {
    const target = attacks(state, 'japan', hits, pieces);
    if (target || intoChina) {
      war.push(...COMMONWEALTH.filter((v) => !state.politics.atWar[v]));
      why = target
        ? `${power === 'uk' ? 'the UK' : 'ANZAC'} attacks ${nameOf(target)}`
        : `${power === 'uk' ? 'the UK' : 'ANZAC'} moves units into China (${nameOf(intoChina as SpaceId)})`;
    }
  }
  const takeovers =
    (power === 'uk' || power === 'anzac') && pieces.some((p) => UNITS[p.type].domain === 'land')
      ? path.filter((s) => isLand(s) && (state.control[s] === 'dutch' || state.control[s] === 'french'))
      : [];
  return { war, why, takeovers };
}

/** Carry out the wars a move starts (before it is made: the move is then judged at war). */
export function startWars(
  state: PacificState,
  check: WarCheck,
): { state: PacificState; events: GameEvent[] } {
  if (check.war.length === 0) return { state, events: [] };
  const r = goToWar(state, check.war, check.why);
  return { state: r.state, events: r.events.map((e) => ({ ...e, rule: '9', seat: state.power })) };
}

/** 9 rule 4 Take over the Dutch and French territories the move entered (after it is made). */
export function takeOver(state: PacificState, check: WarCheck): { state: PacificState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (const space of check.takeovers) {
    events.push({
      type: 'takeover',
      rule: '9',
      seat: state.power,
      space,
      from: state.control[space] ?? 'neutral',
    });
    const c = capture(s, space, state.power);
    s = c.state;
    events.push(...c.events);
  }
  return { state: s, events };
}
