/**
 * 14.3 Strategic bombing raids, the flow: the bombers (`mission: 'raid'`) and their escorting fighters
 * (`mission: 'escort'`) that flew to an enemy territory with facilities.
 * - step 3 The defender chooses which of its fighters in the territory intercept (any number, none too).
 * - step 4 With interceptors, one round of air battle: escorts attack at 1, interceptors defend at 2, the
 *   bombers do not fire but may be chosen as casualties; each side chooses its own casualties.
 * - step 5 The surviving bombers split among the facilities (`raid-target`), each group taking one.
 * - steps 6-9 The escorts withdraw; each facility's own AA fires at the bombers attacking it, then each
 *   bomber left rolls its damage, up to the facility's limit (`battle/bombing.ts`). A regular AA gun does
 *   not fire in a raid.
 * - step 10 Bombers and escorts take part in no other battle (combat.ts leaves them off every other strip).
 * Interceptors may still defend the territory in a general combat there this turn (RULINGS.md).
 */
import { addDice, bombRuns, type DiceGroup, HIT_ANY } from './battle/index.ts';
import { closeSite } from './combat.ts';
import {
  battleOf,
  defenderSeat,
  destroy,
  diceEvent,
  piecesOf,
  proceed,
  queueHits,
  refuse,
  roll,
  rolling,
  type Step,
  seatField,
  withBattle,
} from './general-combat.ts';
import { isEnemyPiece } from './hostility.ts';
import type { PacificState, Piece, PieceId } from './state.ts';
import { FACILITIES, type FacilityType, UNITS } from './units.ts';

const bombersOf = (state: PacificState): Piece[] =>
  piecesOf(state, battleOf(state).attackers).filter((p) => p.mission === 'raid');

/** 14.3 step 3 The defender's fighters in the bombed territory. */
export function interceptors(state: PacificState): Piece[] {
  const space = battleOf(state).space;
  return Object.values(state.pieces).filter(
    (p) =>
      p.at === space && p.type === 'fighter' && p.aboard === undefined && isEnemyPiece(state, state.power, p),
  );
}

/** The facilities the raid may bomb: every facility type in the territory. */
export const targetsOf = (state: PacificState): FacilityType[] =>
  (state.facilities[battleOf(state).space] ?? []).map((f) => f.type);

/** 14.3 Steps 1-2 The raid begins: the defender intercepts, or the bombers go straight to their targets. */
export function beginRaid(w: Step): Step {
  if (interceptors(w.state).length > 0) return { ...w, state: withBattle(w.state, { step: 'intercept' }) };
  return bombRun(w);
}

/** 14.3 steps 3-4 The defender's interceptors, then the one-round air battle. */
export function intercept(w: Step, ids: readonly PieceId[]): Step | ReturnType<typeof refuse> {
  const battle = battleOf(w.state);
  const allowed = new Set(interceptors(w.state).map((p) => p.id));
  for (const id of ids)
    if (!allowed.has(id))
      return refuse(
        `${id} may not intercept over ${battle.space}: only the defender's fighters there (14.3 step 3)`,
        '14.3',
      );
  if (new Set(ids).size !== ids.length) return refuse('a fighter is listed twice', '14.3');
  const state = withBattle(w.state, { defenders: [...ids] });
  const events = [
    ...w.events,
    {
      type: 'intercept',
      rule: '14.3',
      ...seatField(defenderSeat(state, battleOf(state))),
      space: battle.space,
      ids: [...ids],
    },
  ];
  if (ids.length === 0) return bombRun({ state, events });
  const escorts = piecesOf(state, battle.attackers).filter((p) => p.mission === 'escort').length;
  const byEscorts: DiceGroup[] = [];
  addDice(byEscorts, escorts, UNITS.fighter.escortAttack ?? 1, HIT_ANY);
  const byInterceptors: DiceGroup[] = [];
  addDice(byInterceptors, ids.length, UNITS.fighter.interceptDefense ?? 2, HIT_ANY);
  const rolled = rolling(state, (rng) => ({ a: roll(byEscorts, rng), d: roll(byInterceptors, rng) }));
  let step: Step = {
    state: withBattle(rolled.state, { round: 1, resume: 'bomb-run' }),
    events: [...events, diceEvent('air-battle', battle.space, rolled.value.a, rolled.value.d)],
  };
  step = queueHits(step, 'defender', 'air-battle', rolled.value.a.hits);
  step = queueHits(step, 'attacker', 'air-battle', rolled.value.d.hits);
  return proceed(step);
}

/**
 * 14.3 step 5 Bombers not yet given a target; with one facility they all take it. When every bomber has
 * its target, the bomb runs.
 */
export function bombRun(w: Step): Step {
  const battle = battleOf(w.state);
  const bombers = bombersOf(w.state);
  const targets = targetsOf(w.state);
  const assigned = new Set(Object.values(battle.raid ?? {}).flat());
  const free = bombers.filter((p) => !assigned.has(p.id));
  if (free.length > 0 && targets.length > 1)
    return { ...w, state: withBattle(w.state, { step: 'raid-target' }) };
  const raid = { ...(battle.raid ?? {}) };
  if (free.length > 0 && targets.length === 1)
    raid[targets[0]!] = [...(raid[targets[0]!] ?? []), ...free.map((p) => p.id)];
  return bomb({ ...w, state: withBattle(w.state, { raid }) });
}

/** 14.3 step 5 A group of bombers takes a facility. */
export function raidTarget(
  w: Step,
  ids: readonly PieceId[],
  facility: string,
): Step | ReturnType<typeof refuse> {
  const battle = battleOf(w.state);
  const targets = targetsOf(w.state);
  if (!targets.includes(facility as FacilityType))
    return refuse(`${battle.space} has no ${facility} to bomb (it has ${targets.join(', ')})`, '14.3');
  const assigned = new Set(Object.values(battle.raid ?? {}).flat());
  const free = new Set(
    bombersOf(w.state)
      .filter((p) => !assigned.has(p.id))
      .map((p) => p.id),
  );
  if (ids.length === 0) return refuse('name the bombers that take this target', '14.3');
  for (const id of ids)
    if (!free.has(id)) return refuse(`${id} is not a bomber of this raid still without a target`, '14.3');
  const raid = { ...(battle.raid ?? {}), [facility]: [...(battle.raid?.[facility] ?? []), ...ids] };
  const step: Step = {
    state: withBattle(w.state, { raid }),
    events: [
      ...w.events,
      {
        type: 'raid-target',
        rule: '14.3',
        seat: w.state.power,
        space: battle.space,
        facility,
        ids: [...ids],
      },
    ],
  };
  return bombRun(step);
}

/** 14.3 steps 6-9 The escorts withdraw; the facilities' AA, then the damage. */
function bomb(w: Step): Step {
  const battle = battleOf(w.state);
  const raid = battle.raid ?? {};
  const facilities = w.state.facilities[battle.space] ?? [];
  const runs = Object.entries(raid)
    .map(([facility, ids]) => ({
      facility: facility as FacilityType,
      ids: ids.filter((id) => w.state.pieces[id]),
    }))
    .filter((r) => r.ids.length > 0);
  const rolled = rolling(w.state, (rng) =>
    bombRuns(
      runs.map((r) => ({
        facility: r.facility,
        damage: facilities.find((f) => f.type === r.facility)?.damage ?? 0,
        bombers: r.ids.length,
      })),
      rng,
    ),
  );
  let state = rolled.state;
  const events = [...w.events];
  const damage = new Map<FacilityType, number>();
  rolled.value.forEach((result, i) => {
    const ids = runs[i]!.ids;
    const shot = ids.slice(0, result.shotDown);
    for (const id of shot) state = destroy(state, id);
    damage.set(result.facility, result.damageAfter);
    events.push({
      type: 'bomb-run',
      rule: '14.3',
      seat: w.state.power,
      space: battle.space,
      facility: result.facility,
      bombers: ids.length,
      shotDown: shot,
      rolled: result.rolled,
      damage: result.damageAfter,
      limit: FACILITIES[result.facility].maxDamage,
    });
  });
  state = {
    ...state,
    facilities: {
      ...state.facilities,
      [battle.space]: facilities.map((f) => (damage.has(f.type) ? { ...f, damage: damage.get(f.type)! } : f)),
    },
  };
  return closeSite({ state, events });
}
