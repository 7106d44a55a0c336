/**
 * 14.5 General combat, on the pieces of the board: Step 1 the strip, Step 2 submarines, Steps 3-5 fire and
 * casualties, Step 6 press or retreat, Step 7 the result. Who may fire, at what value and at whom is the
 * battle model's (`battle/`: the same functions the exact odds use); this file turns its dice into hits and
 * lets the owners choose their casualties one hit at a time.
 * - Both sides' dice of a step are rolled together (the fire is simultaneous): the defender's casualties of
 *   Steps 3-5 fire back, which the rolled dice already hold, so every casualty leaves the board as soon as
 *   it is chosen. Only bombardment casualties wait behind the strip: they fire in the first round (14.4).
 * - A hit goes to a unit that may legally take it (submarine hits never to air units; air hits never to
 *   submarines without a destroyer of their own; transports only when no other unit may be chosen). The
 *   owner gives hits one at a time while the units chosen can still be matched to the hits; the volley is
 *   done when as many hits are given as could be (hits that no unit may take are lost).
 * - The defending powers' decisions belong to one of them (RULINGS.md): the controller of a territory
 *   defending there, else the first defending power in turn order. Neutral infantry lose by the default order.
 */
import { cloneRng, type GameEvent, type RngState, type RuleError } from '@wargame/engine';
import { carrierTouchdown, touchDown } from './air-landing.ts';
import {
  type Battle,
  BB_DAMAGED,
  CV_DAMAGED,
  casualtyOrder,
  DEFAULT_CASUALTY_ORDER,
  type DiceGroup,
  emptySide,
  generalDice,
  HIT_ANY,
  HIT_NOT_AIR,
  HIT_NOT_SUB,
  type Hits,
  maySurprise,
  rollHits,
  type Side,
  SLOT_TYPES,
  SUB,
  surpriseDice,
  verdict,
} from './battle/index.ts';
import { finishBattle } from './combat.ts';
import type { BattleState, CombatState, PendingHits } from './combat-state.ts';
import { isEnemyPiece, isFriendlyTerritory } from './hostility.ts';
import { isLand, landsOf, seaZonesOf } from './map.ts';
import type { SpaceId } from './map-schema.ts';
import { isPower, POWERS, type Power } from './powers.ts';
import { bombRun } from './raid.ts';
import { pressOrRetreat } from './retreat.ts';
import type { PacificState, Piece, PieceId } from './state.ts';
import { UNITS } from './units.ts';

export interface Step {
  state: PacificState;
  events: GameEvent[];
}

export const refuse = (message: string, rule: string): { error: RuleError } => ({
  error: { code: 'illegal', message, rule },
});

export const combatOf = (state: PacificState): CombatState => state.combat as CombatState;
export const battleOf = (state: PacificState): BattleState => combatOf(state).battle as BattleState;

export function withCombat(state: PacificState, patch: Partial<CombatState>): PacificState {
  return { ...state, combat: { ...combatOf(state), ...patch } };
}

export function withBattle(state: PacificState, patch: Partial<BattleState>): PacificState {
  return withCombat(state, { battle: { ...battleOf(state), ...patch } });
}

/** The dice: a copy of the generator, rolled, written back (the state is never mutated). */
export function rolling<T>(
  state: PacificState,
  roll: (rng: RngState) => T,
): { state: PacificState; value: T } {
  const rng = cloneRng(state.rng);
  const value = roll(rng);
  return { state: { ...state, rng }, value };
}

export const isAir = (p: Piece): boolean => UNITS[p.type].domain === 'air';
export const isLandUnit = (p: Piece): boolean => UNITS[p.type].domain === 'land';
const twoHit = (p: Piece): boolean => p.type === 'battleship' || p.type === 'carrier';

/** The pieces with these ids still on the board. */
export const piecesOf = (state: PacificState, ids: readonly PieceId[]): Piece[] =>
  ids.map((id) => state.pieces[id]).filter((p): p is Piece => p !== undefined);

/** 14.5 Step 1 The side of the battle model for these pieces (AA guns are not on the strip). */
export function sideOf(pieces: readonly Piece[]): Side {
  const side = emptySide();
  for (const p of pieces) {
    if (p.type === 'aaGun') continue;
    const slot =
      p.damaged && p.type === 'battleship'
        ? BB_DAMAGED
        : p.damaged && p.type === 'carrier'
          ? CV_DAMAGED
          : SLOT_TYPES.indexOf(p.type);
    side[slot]! += 1;
  }
  return side;
}

/**
 * 14.5 Step 1 The moving power's units in a battle: its own (an ally's stay out of the combat), not cargo
 * (planes on a carrier took off to fight, 13.5, or are its cargo), not on a raid (14.3). A land battle has
 * land and air units, a sea battle sea and air units.
 */
export function attackersIn(state: PacificState, space: SpaceId): PieceId[] {
  const land = isLand(space);
  return Object.values(state.pieces)
    .filter(
      (p) =>
        p.at === space &&
        p.owner === state.power &&
        p.aboard === undefined &&
        p.mission === undefined &&
        p.type !== 'aaGun' &&
        (isAir(p) || isLandUnit(p) === land),
    )
    .map((p) => p.id)
    .sort(byId);
}

/**
 * 14.5 Step 1 The defending units: every unit of a power at war with the mover, but cargo (14.5: a
 * transport's load, and on a carrier the planes of another power) and AA guns (they fire before the
 * first round, 19.7).
 */
export function defendersIn(state: PacificState, space: SpaceId): PieceId[] {
  const land = isLand(space);
  return Object.values(state.pieces)
    .filter((p) => {
      if (p.at !== space || p.type === 'aaGun' || !isEnemyPiece(state, state.power, p)) return false;
      if (!isAir(p) && isLandUnit(p) !== land) return false;
      if (p.aboard === undefined) return true;
      const ship = state.pieces[p.aboard];
      return ship !== undefined && ship.type === 'carrier' && ship.owner === p.owner;
    })
    .map((p) => p.id)
    .sort(byId);
}

/** Piece ids in the order they were made (p2 before p10). */
export const byId = (a: PieceId, b: PieceId): number => Number(a.slice(1)) - Number(b.slice(1));

/** The seat deciding for the defending side (see the header), null for neutral infantry alone. */
export function defenderSeat(state: PacificState, battle: BattleState): Power | null {
  const owners = new Set(piecesOf(state, [...battle.defenders, ...battle.behind]).map((p) => p.owner));
  const controller = state.control[battle.space];
  if (controller !== undefined && isPower(controller) && owners.has(controller)) return controller;
  return POWERS.find((p) => owners.has(p)) ?? null;
}

// ---- Casualties (14.5 Steps 3-5, 14.5 Step 2, 14.4 Step 2) -------------------------------------------

type Kind = 'air' | 'sub' | 'other';
const kindOf = (p: Piece): Kind => (isAir(p) ? 'air' : UNITS[p.type].submarine ? 'sub' : 'other');
const hitPointsOf = (p: Piece): number => (twoHit(p) && !p.damaged ? 2 : 1);

function capacity(pieces: readonly Piece[]): Record<Kind, number> {
  const cap = { air: 0, sub: 0, other: 0 };
  for (const p of pieces) cap[kindOf(p)] += hitPointsOf(p);
  return cap;
}

/** Whether hit points of these kinds can all be given hits of the volley, each to a unit that may take it. */
function matchable(h: PendingHits, t: Record<Kind, number>): boolean {
  return (
    t.air <= h.any + h.notSub &&
    t.sub <= h.any + h.notAir &&
    t.air + t.sub + t.other <= h.any + h.notAir + h.notSub
  );
}

/** The most hits of the volley the units (as they were when it was rolled) can take (König's theorem). */
function most(h: PendingHits, now: Record<Kind, number>): number {
  const a = now.air + h.taken.air;
  const s = now.sub + h.taken.sub;
  const o = now.other + h.taken.other;
  return Math.min(h.any + h.notAir + h.notSub, h.any + h.notSub + s + o, h.any + h.notAir + a + o, a + s + o);
}

const takenOf = (h: PendingHits): number => h.taken.air + h.taken.sub + h.taken.other;

/** The units hit: the side the first pending volley falls on. */
function targetsOf(battle: BattleState, h: PendingHits): PieceId[] {
  return h.side === 'attacker' ? battle.attackers : battle.defenders;
}

/** 14.5 The pieces that may take the next hit of the first pending volley. */
export function legalCasualties(state: PacificState): Piece[] {
  const battle = battleOf(state);
  const h = battle.hits[0];
  if (!h) return [];
  const pieces = piecesOf(state, targetsOf(battle, h));
  if (takenOf(h) >= most(h, capacity(pieces))) return [];
  const ok = pieces.filter((p) => {
    const k = kindOf(p);
    return matchable(h, { ...h.taken, [k]: h.taken[k] + 1 });
  });
  // 14.5 Step 2: transports only when no other unit may be chosen.
  const others = ok.filter((p) => p.type !== 'transport');
  return others.length > 0 ? others : ok;
}

/** The owner's default order (the odds model's): free hits on capital ships, then by the order, transports last. */
function rank(p: Piece): number {
  if (p.type === 'battleship' && !p.damaged) return 0;
  if (p.type === 'carrier' && !p.damaged) return 1;
  return 2 + DEFAULT_CASUALTY_ORDER.indexOf(p.type);
}

export function defaultCasualty(state: PacificState): Piece | undefined {
  return legalCasualties(state).sort((a, b) => rank(a) - rank(b) || byId(a.id, b.id))[0];
}

/** Removes a piece and what it carries (cargo is lost with its ship, 14.5 Step 1), but units on the strip. */
export function destroy(
  state: PacificState,
  id: PieceId,
  keep: ReadonlySet<PieceId> = new Set(),
): PacificState {
  const pieces = { ...state.pieces };
  delete pieces[id];
  for (const p of Object.values(state.pieces)) {
    if (p.aboard !== id) continue;
    if (keep.has(p.id)) {
      const { aboard: _gone, ...free } = p;
      pieces[p.id] = free;
    } else delete pieces[p.id];
  }
  return { ...state, pieces };
}

const onStrip = (battle: BattleState): Set<PieceId> => new Set([...battle.attackers, ...battle.defenders]);

/** Gives the next hit of the first pending volley to `piece` (already checked legal). */
export function takeCasualty(w: Step, piece: Piece, seat: Power | null): Step {
  let state = w.state;
  const battle = battleOf(state);
  const h = battle.hits[0] as PendingHits;
  const event: GameEvent = {
    type: 'casualty',
    rule: h.fire === 'bombard' ? '14.4' : h.fire === 'air-battle' ? '14.3' : '14.5',
    ...(seat ? { seat } : {}),
    space: battle.space,
    side: h.side,
    piece: piece.id,
    unit: piece.type,
  };
  let attackers = battle.attackers;
  let defenders = battle.defenders;
  let behind = battle.behind;
  if (twoHit(piece) && !piece.damaged) {
    state = { ...state, pieces: { ...state.pieces, [piece.id]: { ...piece, damaged: true } } };
    event.damaged = true;
  } else if (h.fire === 'bombard') {
    defenders = defenders.filter((id) => id !== piece.id);
    behind = [...behind, piece.id];
    event.behind = true;
  } else {
    attackers = attackers.filter((id) => id !== piece.id);
    defenders = defenders.filter((id) => id !== piece.id);
    state = destroy(state, piece.id, onStrip(battle));
    event.destroyed = true;
  }
  const k = kindOf(piece);
  const taken = { ...h.taken, [k]: h.taken[k] + 1 };
  state = withBattle(state, {
    attackers,
    defenders,
    behind,
    hits: [{ ...h, taken }, ...battle.hits.slice(1)],
  });
  return { state, events: [...w.events, event] };
}

/** Gives the rest of the first pending volley by the default order. */
export function defaultCasualties(w: Step, seat: Power | null): Step {
  let step = w;
  for (let piece = defaultCasualty(step.state); piece; piece = defaultCasualty(step.state))
    step = takeCasualty(step, piece, seat);
  return step;
}

/** Queues a volley's hits for their owner (the side hit) to take. */
export function queueHits(
  w: Step,
  side: 'attacker' | 'defender',
  fire: PendingHits['fire'],
  hits: Hits,
): Step {
  const any = hits[HIT_ANY]!;
  const notAir = hits[HIT_NOT_AIR]!;
  const notSub = hits[HIT_NOT_SUB]!;
  if (any + notAir + notSub === 0) return w;
  const battle = battleOf(w.state);
  const seat = side === 'attacker' ? w.state.power : defenderSeat(w.state, battle);
  const h: PendingHits = { side, seat, fire, any, notAir, notSub, taken: { air: 0, sub: 0, other: 0 } };
  return { ...w, state: withBattle(w.state, { hits: [...battle.hits, h] }) };
}

/**
 * Runs the battle on until someone must decide: casualties that leave no choice (every unit hit, or
 * neutral infantry) are taken at once, then the sequence goes on from `resume`.
 */
export function proceed(w: Step): Step {
  let step = w;
  for (;;) {
    const battle = battleOf(step.state);
    const h = battle.hits[0];
    if (h) {
      const pieces = piecesOf(step.state, targetsOf(battle, h));
      const cap = capacity(pieces);
      const left = most(h, cap) - takenOf(h);
      if (left <= 0) {
        step = { ...step, state: withBattle(step.state, { hits: battle.hits.slice(1) }) };
        continue;
      }
      const all = cap.air + cap.sub + cap.other;
      if (h.seat === null || left >= all) {
        step = takeCasualty(step, defaultCasualty(step.state) as Piece, h.seat);
        continue;
      }
      return { ...step, state: withBattle(step.state, { step: 'casualties' }) };
    }
    const resume = battle.resume;
    step = { ...step, state: withBattle(step.state, { resume: null }) };
    switch (resume) {
      case 'round':
        return startRound(step);
      case 'fire':
        return fire(step);
      case 'end-round':
        return endRound(step);
      case 'bomb-run':
        return bombRun(step);
      default:
        return step;
    }
  }
}

// ---- The sequence -------------------------------------------------------------------------------------

/** The battle model's view of the strip now. */
export function sidesOf(state: PacificState, battle: BattleState): { att: Side; def: Side } {
  return { att: sideOf(piecesOf(state, battle.attackers)), def: sideOf(piecesOf(state, battle.defenders)) };
}

function modelOf(battle: BattleState, att: Side, def: Side): Battle {
  const order = casualtyOrder({});
  return {
    kind: battle.kind === 'sea' ? 'sea' : 'land',
    attackerStart: att,
    defenderStart: def,
    aaGuns: 0,
    bombard: { battleship: 0, cruiser: 0 },
    retreatAfter: null,
    order: [order, order],
    submerge: ['never', 'never'],
  };
}

/** 14.5 A new round: Step 2 (sea battles: the attacker's submarine decision first), else Steps 3-5. */
export function startRound(w: Step): Step {
  const over = ended(w);
  if (over) return over;
  const battle = battleOf(w.state);
  const round = battle.round + 1;
  const state = withBattle(w.state, { round, struck: [] });
  const events = [...w.events, { type: 'round', rule: '14.5', space: battle.space, round }];
  const { att, def } = sidesOf(state, battle);
  if (battle.kind === 'sea' && att[SUB]! > 0 && maySurprise('sea', att, def))
    return { state: withBattle(state, { step: 'submerge-attacker' }), events };
  return defenderSubmerge({ state, events });
}

/** 14.5 Step 2 The defender's submarine decision, after the attacker's. */
export function defenderSubmerge(w: Step): Step {
  const battle = battleOf(w.state);
  const { att, def } = sidesOf(w.state, battle);
  if (battle.kind === 'sea' && def[SUB]! > 0 && maySurprise('sea', def, att) && unitCountOf(att) > 0)
    return { ...w, state: withBattle(w.state, { step: 'submerge-defender' }) };
  return surprise(w);
}

const unitCountOf = (side: Side): number => side.reduce((s, n) => s + n, 0);

/** 14.5 Step 2 Submarines submerge: they leave the strip and stay in the sea zone. */
export function submerge(w: Step, side: 'attacker' | 'defender', ids: readonly PieceId[]): Step {
  const battle = battleOf(w.state);
  const gone = new Set(ids);
  const patch =
    side === 'attacker'
      ? { attackers: battle.attackers.filter((id) => !gone.has(id)) }
      : { defenders: battle.defenders.filter((id) => !gone.has(id)) };
  const state = withBattle(w.state, { ...patch, submerged: [...battle.submerged, ...ids] });
  const events = [
    ...w.events,
    {
      type: 'submerged',
      rule: '14.5',
      ...seatField(side === 'attacker' ? w.state.power : defenderSeat(w.state, battle)),
      space: battle.space,
      ids: [...ids],
    },
  ];
  return { state, events };
}

/** 14.5 Step 2 The surprise strikes, both sides' dice rolled before any casualty is taken. */
export function surprise(w: Step): Step {
  const over = ended(w);
  if (over) return over;
  const battle = battleOf(w.state);
  const { att, def } = sidesOf(w.state, battle);
  const a = battle.kind === 'sea' && maySurprise('sea', att, def);
  const d = battle.kind === 'sea' && maySurprise('sea', def, att);
  if (!a && !d) return fire(w);
  const rolled = rolling(w.state, (rng) => ({
    byAttacker: a ? roll(surpriseDice(att, def, true), rng) : null,
    byDefender: d ? roll(surpriseDice(def, att, false), rng) : null,
  }));
  const struck: ('attacker' | 'defender')[] = [
    ...(a ? ['attacker' as const] : []),
    ...(d ? ['defender' as const] : []),
  ];
  let step: Step = {
    state: withBattle(rolled.state, { struck, resume: 'fire' }),
    events: [
      ...w.events,
      diceEvent('surprise', battle.space, rolled.value.byAttacker, rolled.value.byDefender),
    ],
  };
  if (rolled.value.byAttacker) step = queueHits(step, 'defender', 'surprise', rolled.value.byAttacker.hits);
  if (rolled.value.byDefender) step = queueHits(step, 'attacker', 'surprise', rolled.value.byDefender.hits);
  return proceed(step);
}

/** The event of a step's dice: each side's faces, in the order rolled, and its hits. */
export function diceEvent(
  step: string,
  space: SpaceId,
  byAttacker: { faces: number[]; hits: Hits } | null,
  byDefender: { faces: number[]; hits: Hits } | null,
): GameEvent {
  const total = (h: Hits) => h.reduce((s, n) => s + n, 0);
  return {
    type: 'dice',
    rule: step === 'bombard' ? '14.4' : step === 'air-battle' ? '14.3' : '14.5',
    step,
    space,
    ...(byAttacker ? { attacker: { faces: byAttacker.faces, hits: total(byAttacker.hits) } } : {}),
    ...(byDefender ? { defender: { faces: byDefender.faces, hits: total(byDefender.hits) } } : {}),
  };
}

/** Rolls a volley, keeping the faces for the event. */
export function roll(groups: readonly DiceGroup[], rng: RngState): { faces: number[]; hits: Hits } {
  const faces: number[] = [];
  const hits = rollHits(groups, rng, faces);
  return { faces, hits };
}

/** Steps 3-5 Both sides fire; the defender takes its casualties first, then the attacker. */
export function fire(w: Step): Step {
  const over = ended(w);
  if (over) return over;
  const battle = battleOf(w.state);
  const { att, def } = sidesOf(w.state, battle);
  const firing = sideOf(piecesOf(w.state, [...battle.defenders, ...battle.behind]));
  const struck = battle.struck;
  // A side with nothing to fire at rolls no dice (all the defenders may be behind the strip, 14.4).
  const rolled = rolling(w.state, (rng) => ({
    byAttacker: roll(
      unitCountOf(def) > 0 ? generalDice(att, att, def, true, struck.includes('attacker')) : [],
      rng,
    ),
    byDefender: roll(generalDice(def, firing, att, false, struck.includes('defender')), rng),
  }));
  let step: Step = {
    state: withBattle(rolled.state, { resume: 'end-round' }),
    events: [...w.events, diceEvent('fire', battle.space, rolled.value.byAttacker, rolled.value.byDefender)],
  };
  step = queueHits(step, 'defender', 'fire', rolled.value.byAttacker.hits);
  step = queueHits(step, 'attacker', 'fire', rolled.value.byDefender.hits);
  return proceed(step);
}

/** The end of a round: bombardment casualties leave, then Step 6 (the battle ends, or press or retreat). */
export function endRound(w: Step): Step {
  let state = w.state;
  const battle = battleOf(state);
  for (const id of battle.behind) state = destroy(state, id);
  state = withBattle(state, { behind: [], struck: [] });
  const step = { state, events: w.events };
  const over = ended(step);
  if (over) return over;
  return pressOrRetreat(step);
}

/**
 * Step 6 Conditions A and C: a side has nothing left, or neither can hurt the other; defenceless
 * transports left alone are destroyed if the enemy can fire at them (battle/outcome.ts). Null while the
 * battle goes on.
 */
export function ended(w: Step): Step | null {
  const battle = battleOf(w.state);
  if (battle.behind.length > 0) return null;
  const { att, def } = sidesOf(w.state, battle);
  const v = verdict(modelOf(battle, att, def), { att, def }, battle.round);
  if (v === null || v.outcome === 'retreat') return null;
  let step = w;
  for (const [side, ids, left] of [
    ['attacker', battle.attackers, v.att],
    ['defender', battle.defenders, v.def],
  ] as const) {
    if (ids.length > 0 && unitCountOf(left) === 0) {
      // Defenceless transports (14.5 Step 6, condition C).
      let state = step.state;
      for (const id of ids) state = destroy(state, id);
      state = withBattle(state, side === 'attacker' ? { attackers: [] } : { defenders: [] });
      step = {
        state,
        events: [
          ...step.events,
          { type: 'transports-lost', rule: '14.5', space: battle.space, side, ids: [...ids] },
        ],
      };
    }
  }
  return finishBattle(step, v.outcome);
}

/** An event's `seat`, left out when no power decides (neutral infantry). */
export const seatField = (seat: Power | null): { seat?: Power } => (seat ? { seat } : {});

// ---- After a sea battle ---------------------------------------------------------------------------------

/**
 * The defending planes left in the air by a sea battle: their carrier sunk, or damaged (it can no longer
 * hold them). Each must land within one space, at once: on an undamaged carrier of its side with room in
 * the zone, else in a territory of its side next to the zone, else on such a carrier in a zone next to it;
 * with none, it is lost (RULINGS.md). Scrambled planes fly back to their island instead (14.2.2).
 */
export function landDefendingPlanes(w: Step): Step {
  const battle = battleOf(w.state);
  let state = w.state;
  const events = [...w.events];
  for (const plane of piecesOf(state, battle.defenders)) {
    if (!isAir(plane) || plane.scrambledFrom !== undefined || plane.owner === 'neutral') continue;
    const carrier = plane.aboard === undefined ? undefined : state.pieces[plane.aboard];
    if (carrier && !carrier.damaged) continue;
    const owner = plane.owner;
    const land = landsOf(battle.space).find((l) => isFriendlyTerritory(state, owner, l));
    const where =
      carrierTouchdown(state, plane, battle.space) ??
      (land === undefined
        ? seaZonesOf(battle.space)
            .map((zone) => carrierTouchdown(state, plane, zone))
            .find((c) => c)
        : { space: land });
    const landed = touchDown(state, plane, where, '14.5');
    state = landed.state;
    events.push(landed.event);
  }
  return { state, events };
}
