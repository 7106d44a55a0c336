/**
 * 14 Phase 3: Conduct Combat. The battles come from the board (`battleSites`); the phase runs:
 * - 14.2 the start-of-phase special actions, both before any battle: Japan's kamikaze strikes
 *   (kamikaze.ts), then the defenders' scrambles (scramble.ts);
 * - 14.1 the battles in the order strategic bombing raids, amphibious assaults (with the sea battles in
 *   the zones they unload from), general combat; within each, the attacker picks the next (`fight`), and
 *   each is resolved completely before the next (14.5);
 * - when the last is done: `combat: null`, Noncombat Move.
 * The battle model (`battle/`) decides who may hit what and every die; this file and its helpers only
 * sequence the steps and ask the owners for their decisions.
 */
import type { Action, Decision, GameEvent, RuleError } from '@wargame/engine';
import {
  bombard,
  bombardShips,
  isLaunchZone,
  landingCalledOff,
  launchZones,
  onlySubsAndTransports,
} from './amphibious.ts';
import { type OutcomeKind, rollDie } from './battle/index.ts';
import { capture } from './capture.ts';
import { type BattleState, emptyCombat, type Site } from './combat-state.ts';
import {
  attackersIn,
  battleOf,
  byId,
  combatOf,
  defaultCasualties,
  defenderSeat,
  defenderSubmerge,
  defendersIn,
  destroy,
  isAir,
  isLandUnit,
  landDefendingPlanes,
  legalCasualties,
  piecesOf,
  proceed,
  refuse,
  rolling,
  type Step,
  sidesOf,
  startRound,
  submerge,
  surprise,
  takeCasualty,
  withBattle,
  withCombat,
} from './general-combat.ts';
import { enemyUnitsIn, isEnemyTerritory, isSurfaceWarship } from './hostility.ts';
import { declareStrike, kamikazeTargets, resolveStrikes, strikesLeft } from './kamikaze.ts';
import { isLand, SPACE_IDS } from './map.ts';
import type { SpaceId } from './map-schema.ts';
import type { Power } from './powers.ts';
import { beginRaid, intercept, interceptors, raidTarget, targetsOf } from './raid.ts';
import { retreat, retreatOptions } from './retreat.ts';
import { endScramble, scramble, scramblers, scramblingPowers } from './scramble.ts';
import type { PacificState, Piece, PieceId } from './state.ts';
import { UNITS } from './units.ts';

type Result = { state: PacificState; events: GameEvent[] } | { error: RuleError };

// ---- 14.1 The battles ---------------------------------------------------------------------------------

/**
 * Every battle of the phase, in 14.1's order (raids, amphibious assaults, the rest; by space within):
 * - a raid wherever the mover has bombers on a raid (14.3);
 * - a land battle where the mover has land or air units and there are units at war with it, or an enemy
 *   territory its land units entered (taken without a fight when empty); an amphibious assault when some
 *   came from the sea;
 * - a sea battle where the mover has sea or air units and there are enemy surface warships; with only
 *   enemy submarines and transports there, only if its warships or planes moved in (13.1 exception 4).
 */
export function battleSites(state: PacificState): Site[] {
  const sites: Site[] = [];
  const mine = Object.values(state.pieces).filter((p) => p.owner === state.power);
  for (const space of SPACE_IDS) {
    const here = mine.filter((p) => p.at === space);
    if (here.length === 0) continue;
    if (here.some((p) => p.mission === 'raid')) sites.push({ space, kind: 'raid', done: false });
    const strip = attackersIn(state, space);
    if (strip.length === 0) continue;
    const units = piecesOf(state, strip);
    const defenders = defendersIn(state, space);
    if (isLand(space)) {
      const entered = units.some((p) => isLandUnit(p) && ((p.moved ?? 0) > 0 || p.seaborne));
      const enemies = enemyUnitsIn(state, state.power, space).length > 0;
      if (enemies || (entered && isEnemyTerritory(state, state.power, space)))
        sites.push({ space, kind: units.some((p) => p.seaborne) ? 'amphibious' : 'land', done: false });
      continue;
    }
    if (defenders.length === 0) continue;
    const warships = piecesOf(state, defenders).some((p) => isSurfaceWarship(p.type) || isAir(p));
    const movedIn = units.some((p) => (p.moved ?? 0) > 0 && (isAir(p) || p.type !== 'transport'));
    if (warships || movedIn) sites.push({ space, kind: 'sea', done: false });
  }
  return sites.sort((a, b) => groupOf(state, a) - groupOf(state, b) || a.space.localeCompare(b.space));
}

/** 14.1 1 raids, 2 amphibious assaults and the sea battles they unload from, 3 general combat. */
function groupOf(state: PacificState, site: Site): number {
  if (site.kind === 'raid') return 1;
  if (site.kind === 'amphibious' || (site.kind === 'sea' && isLaunchZone(state, site.space))) return 2;
  return 3;
}

const openSites = (state: PacificState): Site[] => combatOf(state).sites.filter((s) => !s.done);

/** 14.1 The sites the attacker may fight next: the open ones of the earliest group not yet done. */
export function nextSites(state: PacificState): Site[] {
  const open = openSites(state);
  const first = Math.min(...open.map((s) => groupOf(state, s)));
  return open.filter(
    (s) =>
      groupOf(state, s) === first &&
      // 14.4 Step 1 The sea battle in the zone an assault unloads from is fought first.
      !(s.kind === 'amphibious' && launchZones(state, s.space).some((z) => open.some((o) => o.space === z))),
  );
}

/** 14 The phase begins: the battles, then kamikaze strikes and scrambles (14.2) if any may happen. */
export function startCombat(state: PacificState): { state: PacificState; events: GameEvent[] } {
  const sites = battleSites(state);
  const combat = emptyCombat(sites);
  const events: GameEvent[] = [
    {
      type: 'battles',
      rule: '14.1',
      seat: state.power,
      sites: sites.map((s) => ({ space: s.space, kind: s.kind })),
    },
  ];
  return specialActions({ state: { ...state, combat }, events });
}

/** 14.2 Kamikaze strikes first, then scrambles, then the battles (or the end of the phase). */
function specialActions(w: Step): Step {
  if (kamikazeTargets(w.state).length > 0) return { ...w, state: withCombat(w.state, { stage: 'kamikaze' }) };
  return toScramble(w);
}

function toScramble(w: Step): Step {
  const powers = scramblingPowers(w.state);
  if (powers.length > 0)
    return { ...w, state: withCombat(w.state, { stage: 'scramble', scramblers: powers }) };
  return toBattles(w);
}

function toBattles(w: Step): Step {
  const state = withCombat(w.state, { stage: 'battles' });
  if (openSites(state).length === 0) return endPhase({ state, events: w.events });
  return { state, events: w.events };
}

function endPhase(w: Step): Step {
  return {
    state: { ...w.state, combat: null, phase: 'noncombat-move' },
    events: [...w.events, { type: 'phase', phase: 'noncombat-move', seat: w.state.power }],
  };
}

// ---- A battle begins ----------------------------------------------------------------------------------

function emptyBattle(state: PacificState, site: Site): BattleState {
  return {
    space: site.space,
    kind: site.kind === 'raid' ? 'raid' : site.kind === 'sea' ? 'sea' : 'land',
    attacker: state.power,
    round: 0,
    // Set by the first step that waits for a decision.
    step: 'press',
    resume: null,
    attackers: site.kind === 'raid' ? raidersIn(state, site.space) : attackersIn(state, site.space),
    defenders: site.kind === 'raid' ? [] : defendersIn(state, site.space),
    behind: [],
    struck: [],
    submerged: [],
    hits: [],
  };
}

const raidersIn = (state: PacificState, space: SpaceId): PieceId[] =>
  Object.values(state.pieces)
    .filter((p) => p.at === space && p.owner === state.power && p.mission !== undefined)
    .map((p) => p.id);

/** 14.5 Step 1, and what comes before the first round. */
function begin(w: Step, site: Site): Step {
  const battle = emptyBattle(w.state, site);
  let step: Step = {
    state: withCombat(w.state, { battle }),
    events: [
      ...w.events,
      {
        type: 'battle',
        rule: site.kind === 'raid' ? '14.3' : site.kind === 'amphibious' ? '14.4' : '14.5',
        seat: w.state.power,
        space: site.space,
        kind: site.kind,
        attackers: battle.attackers,
        defenders: battle.defenders,
      },
    ],
  };
  if (site.kind === 'raid') return beginRaid(step);
  if (battle.attackers.length === 0) return closeSite(step, 'no attacking units are left');
  if (battle.kind === 'sea') {
    if (battle.defenders.length === 0) return closeSite(step, 'no defending units are left');
    if (onlySubsAndTransports(step.state, battle.defenders))
      return { ...step, state: withBattle(step.state, { step: 'attack-subs' }) };
    return startRound({ ...step, state: markSeaBattle(step.state, site.space) });
  }
  step = aaFire(step);
  if (battleOf(step.state).defenders.length === 0)
    return finishBattle(step, battleOf(step.state).attackers.length > 0 ? 'attacker' : 'mutual');
  if (
    site.kind === 'amphibious' &&
    bombardShips(step.state, site.space).length > 0 &&
    piecesOf(step.state, battleOf(step.state).attackers).some((p) => p.seaborne)
  )
    return { ...step, state: withBattle(step.state, { step: 'bombard' }) };
  return startRound(step);
}

const markSeaBattle = (state: PacificState, zone: SpaceId): PacificState =>
  withCombat(state, { seaBattleZones: [...new Set([...combatOf(state).seaBattleZones, zone])] });

/**
 * 19.7 AA fire before the first round of a land battle: with any defending AA gun there, one die at each
 * attacking air unit (fighters, then tactical bombers, then bombers), each 1 destroying it.
 */
function aaFire(w: Step): Step {
  const battle = battleOf(w.state);
  const guns = enemyUnitsIn(w.state, w.state.power, battle.space).filter((p) => p.type === 'aaGun');
  const order = ['fighter', 'tacticalBomber', 'bomber'];
  const air = piecesOf(w.state, battle.attackers)
    .filter(isAir)
    .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type) || byId(a.id, b.id));
  if (guns.length === 0 || air.length === 0) return w;
  const rolled = rolling(w.state, (rng) => air.map(() => rollDie(rng)));
  let state = rolled.state;
  const value = UNITS.aaGun.antiAir ?? 1;
  const shot = air.filter((_, i) => rolled.value[i]! <= value).map((p) => p.id);
  for (const id of shot) state = destroy(state, id);
  state = withBattle(state, { attackers: battle.attackers.filter((id) => !shot.includes(id)) });
  return {
    state,
    events: [
      ...w.events,
      {
        type: 'aa-fire',
        rule: '19.7',
        space: battle.space,
        at: air.map((p) => p.id),
        faces: rolled.value,
        lost: shot,
      },
    ],
  };
}

// ---- A battle ends (14.5 Step 7, 14.7) ---------------------------------------------------------------

/** 14.7 The result: a land battle won with land units left takes the territory; then the next battle. */
export function finishBattle(w: Step, outcome: OutcomeKind): Step {
  const battle = battleOf(w.state);
  const { att, def } = sidesOf(w.state, battle);
  let step: Step = {
    state: w.state,
    events: [
      ...w.events,
      {
        type: 'battle-ended',
        rule: '14.7',
        seat: w.state.power,
        space: battle.space,
        outcome,
        attackers: battle.attackers,
        defenders: battle.defenders,
        left: { attacker: att.reduce((s, n) => s + n, 0), defender: def.reduce((s, n) => s + n, 0) },
      },
    ],
  };
  // 13.2, 15 Land and sea units that fought may not move in Noncombat Move.
  const pieces = { ...step.state.pieces };
  for (const p of piecesOf(step.state, battle.attackers))
    if (!isAir(p)) pieces[p.id] = { ...p, engaged: true };
  step = { ...step, state: { ...step.state, pieces } };
  if (battle.kind === 'sea') step = landDefendingPlanes(step);
  if (battle.kind === 'sea' && outcome !== 'attacker' && isLaunchZone(step.state, battle.space)) {
    const transports = Object.values(step.state.pieces).filter(
      (p) => p.at === battle.space && p.owner === step.state.power && p.type === 'transport',
    );
    step = landingCalledOff(step, battle.space, transports);
  }
  if (
    battle.kind === 'land' &&
    outcome === 'attacker' &&
    piecesOf(step.state, battle.attackers).some(isLandUnit)
  ) {
    const taken = capture(step.state, battle.space, step.state.power);
    step = { state: taken.state, events: [...step.events, ...taken.events] };
  }
  return closeSite(step);
}

/** The battle in hand is done: the next, or the end of the phase. */
export function closeSite(w: Step, why?: string): Step {
  const combat = combatOf(w.state);
  const battle = combat.battle as BattleState;
  let marked = false;
  const sites = combat.sites.map((s) => {
    if (marked || s.done || s.space !== battle.space || (s.kind === 'raid') !== (battle.kind === 'raid'))
      return s;
    marked = true;
    return { ...s, done: true };
  });
  const events = why
    ? [...w.events, { type: 'no-battle', rule: '14.5', space: battle.space, why }]
    : w.events;
  const state = withCombat(w.state, { sites, battle: null });
  if (sites.every((s) => s.done)) return endPhase({ state, events });
  return { state, events };
}

// ---- Decisions ------------------------------------------------------------------------------------------

/** 14 Who must decide now, and what. */
export function combatPending(state: PacificState): Decision[] {
  const combat = state.combat;
  if (!combat) return [];
  if (combat.stage === 'kamikaze')
    return [
      {
        seat: 'japan',
        kind: 'kamikaze',
        prompt: `Kamikaze strikes: ${strikesLeft(state)} tokens left`,
        optional: true,
      },
    ];
  if (combat.stage === 'scramble')
    return combat.scramblers.map((seat) => ({
      seat,
      kind: 'scramble',
      prompt: 'Scramble fighters and tactical bombers from island air bases',
      optional: true,
    }));
  const battle = combat.battle;
  if (!battle)
    return [
      {
        seat: state.power,
        kind: 'fight',
        prompt: `Choose the next battle: ${nextSites(state)
          .map((s) => s.space)
          .join(', ')}`,
      },
    ];
  const seat = seatOf(state, battle);
  const prompts: Record<BattleState['step'], string> = {
    'attack-subs': `Attack the submarines and transports in ${battle.space}, or ignore them`,
    intercept: `Intercept the raid on ${battle.space}`,
    bombard: `Bombard ${battle.space}`,
    'submerge-attacker': `Submerge or strike with the submarines in ${battle.space}`,
    'submerge-defender': `Submerge or strike with the submarines in ${battle.space}`,
    casualties: `Choose casualties in ${battle.space}`,
    press: `Press the attack on ${battle.space} or retreat`,
    'raid-target': `Choose targets for the bombers over ${battle.space}`,
  };
  return seat === null ? [] : [{ seat, kind: battle.step, prompt: prompts[battle.step] }];
}

function seatOf(state: PacificState, battle: BattleState): Power | null {
  switch (battle.step) {
    case 'casualties':
      return battle.hits[0]?.seat ?? null;
    case 'intercept':
      return interceptors(state)[0]?.owner as Power;
    case 'submerge-defender':
      return defenderSeat(state, battle);
    default:
      return state.power;
  }
}

const ids = (pieces: readonly Piece[]): PieceId[] => pieces.map((p) => p.id);
/** A listed choice of several pieces offers any part of them (the engine's `subset`). */
const partOf = (pieces: readonly unknown[]): { subset?: 'pieces' } =>
  pieces.length > 1 ? { subset: 'pieces' } : {};

/** 14 The complete actions `seat` may take now. */
export function combatLegal(state: PacificState, seat: string): Action[] {
  const combat = state.combat;
  if (!combat || !combatPending(state).some((d) => d.seat === seat)) return [];
  if (combat.stage === 'kamikaze') {
    const strikes: Action[] =
      strikesLeft(state) > 0 ? kamikazeTargets(state).map((p) => ({ type: 'kamikaze', target: p.id })) : [];
    return [...strikes, { type: 'end-kamikaze' }];
  }
  if (combat.stage === 'scramble') {
    const groups = new Map<string, PieceId[]>();
    for (const { piece, zone } of scramblers(state, seat as Power))
      groups.set(`${piece.at}>${zone}`, [...(groups.get(`${piece.at}>${zone}`) ?? []), piece.id]);
    const out: Action[] = [];
    for (const [key, group] of groups) {
      const to = key.split('>')[1]!;
      out.push({ type: 'scramble', pieces: group, to, ...partOf(group) });
    }
    return [...out, { type: 'end-scramble' }];
  }
  const battle = combat.battle;
  if (!battle) return nextSites(state).map((s) => ({ type: 'fight', space: s.space }));
  switch (battle.step) {
    case 'attack-subs':
      return [{ type: 'attack-subs' }, { type: 'ignore' }];
    case 'intercept': {
      const all = ids(interceptors(state));
      return [
        { type: 'intercept', pieces: all, ...partOf(all) },
        { type: 'intercept', pieces: [] },
      ];
    }
    case 'bombard': {
      const limit = piecesOf(state, battle.attackers).filter((p) => p.seaborne).length;
      return [
        { type: 'bombard', ships: ids(bombardShips(state, battle.space).slice(0, limit)) },
        { type: 'bombard', ships: [] },
      ];
    }
    case 'submerge-attacker':
    case 'submerge-defender': {
      const subs = piecesOf(
        state,
        battle.step === 'submerge-attacker' ? battle.attackers : battle.defenders,
      ).filter((p) => p.type === 'submarine');
      return [{ type: 'submerge', pieces: ids(subs) }, { type: 'surprise-strike' }];
    }
    case 'casualties':
      return [
        { type: 'casualties-default' },
        ...legalCasualties(state).map((p) => ({ type: 'casualty', piece: p.id })),
      ];
    case 'press':
      return [{ type: 'press' }, ...retreatOptions(state).map((to) => ({ type: 'retreat', to }))];
    case 'raid-target': {
      const assigned = new Set(Object.values(battle.raid ?? {}).flat());
      const free = piecesOf(state, battle.attackers).filter(
        (p) => p.mission === 'raid' && !assigned.has(p.id),
      );
      return targetsOf(state).map((facility) => ({
        type: 'raid-target',
        pieces: ids(free),
        facility,
        ...partOf(free),
      }));
    }
  }
}

const pieceList = (value: unknown): PieceId[] | null =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as PieceId[]) : null;

/** 14 Applies any action of the phase (not only listed ones), or refuses it changing nothing. */
export function applyCombat(state: PacificState, action: Action, seat: string): Result {
  const combat = state.combat;
  if (!combat) return refuse('there is no combat going on', '14');
  const decision = combatPending(state).find((d) => d.seat === seat);
  if (!decision) return refuse(`${seat} has no decision to make in Conduct Combat now`, '14');
  const w: Step = { state, events: [] };
  const expect = (kinds: string[], rule: string): { error: RuleError } | null =>
    kinds.includes(action.type)
      ? null
      : refuse(
          `'${action.type}' is not what Conduct Combat waits for: ${decision.prompt} (${kinds.join(' / ')})`,
          rule,
        );
  if (combat.stage === 'kamikaze') {
    const bad = expect(['kamikaze', 'end-kamikaze'], '14.2.1');
    if (bad) return bad;
    if (action.type === 'kamikaze') return declareStrike(w, String(action.target));
    const struck = resolveStrikes(w);
    return toScramble(struck);
  }
  if (combat.stage === 'scramble') {
    const bad = expect(['scramble', 'end-scramble'], '14.2.2');
    if (bad) return bad;
    if (action.type === 'scramble') {
      const list = pieceList(action.pieces);
      if (!list) return refuse('`pieces` must list piece ids', '14.2.2');
      return scramble(w, seat as Power, list, String(action.to));
    }
    const done = endScramble(w, seat as Power);
    return combatOf(done.state).scramblers.length === 0 ? toBattles(done) : done;
  }
  const battle = combat.battle;
  if (!battle) {
    const bad = expect(['fight'], '14.5');
    if (bad) return bad;
    return fight(w, String(action.space));
  }
  switch (battle.step) {
    case 'attack-subs': {
      const bad = expect(['attack-subs', 'ignore'], '14.4');
      if (bad) return bad;
      if (action.type === 'ignore')
        return closeSite({ state, events: [{ type: 'ignored', rule: '14.4', seat, space: battle.space }] });
      const marked = withCombat(markSeaBattle(state, battle.space), {
        subsAttacked: [...combat.subsAttacked, battle.space],
      });
      return startRound({
        state: marked,
        events: [{ type: 'attack-subs', rule: '14.4', seat, space: battle.space }],
      });
    }
    case 'intercept': {
      const bad = expect(['intercept'], '14.3');
      if (bad) return bad;
      const list = pieceList(action.pieces);
      if (!list) return refuse('`pieces` must list piece ids', '14.3');
      return intercept(w, list);
    }
    case 'bombard': {
      const bad = expect(['bombard'], '14.4');
      if (bad) return bad;
      const list = pieceList(action.ships);
      if (!list) return refuse('`ships` must list piece ids', '14.4');
      return bombard(w, list);
    }
    case 'submerge-attacker':
    case 'submerge-defender': {
      const bad = expect(['submerge', 'surprise-strike'], '14.5');
      if (bad) return bad;
      const side = battle.step === 'submerge-attacker' ? 'attacker' : 'defender';
      let step = w;
      if (action.type === 'submerge') {
        const list = pieceList(action.pieces);
        if (!list) return refuse('`pieces` must list piece ids', '14.5');
        const own = side === 'attacker' ? battle.attackers : battle.defenders;
        for (const id of list)
          if (state.pieces[id]?.type !== 'submarine' || !own.includes(id))
            return refuse(
              `${id} is not one of the ${side}'s submarines in the battle in ${battle.space}`,
              '14.5',
            );
        step = submerge(w, side, list);
      }
      return side === 'attacker' ? defenderSubmerge(step) : surprise(step);
    }
    case 'casualties': {
      const bad = expect(['casualty', 'casualties-default'], '14.5');
      if (bad) return bad;
      const h = battle.hits[0]!;
      const rule = h.fire === 'bombard' ? '14.4' : h.fire === 'air-battle' ? '14.3' : '14.5';
      if (action.type === 'casualties-default') return proceed(defaultCasualties(w, h.seat));
      const piece = state.pieces[String(action.piece)];
      if (!piece || !legalCasualties(state).some((p) => p.id === piece.id))
        return refuse(whyNotCasualty(state, String(action.piece)), rule);
      return proceed(takeCasualty(w, piece, h.seat));
    }
    case 'press': {
      const bad = expect(['press', 'retreat'], '14.6');
      if (bad) return bad;
      if (action.type === 'press')
        return startRound({ state, events: [{ type: 'press', rule: '14.5', seat, space: battle.space }] });
      return retreat(w, String(action.to));
    }
    case 'raid-target': {
      const bad = expect(['raid-target'], '14.3');
      if (bad) return bad;
      const list = pieceList(action.pieces);
      if (!list) return refuse('`pieces` must list piece ids', '14.3');
      return raidTarget(w, list, String(action.facility));
    }
  }
}

/** The reason a piece may not take the next hit. */
function whyNotCasualty(state: PacificState, id: string): string {
  const battle = battleOf(state);
  const h = battle.hits[0]!;
  const piece = state.pieces[id];
  const side = h.side === 'attacker' ? battle.attackers : battle.defenders;
  if (!piece || !side.includes(id))
    return `${id} is not one of the ${h.side}'s units in the battle in ${battle.space}`;
  const legal = legalCasualties(state);
  if (piece.type === 'transport' && legal.length > 0)
    return `the transport ${id} may be chosen only when no other unit may take the hit (14.5 Step 2)`;
  if (isAir(piece)) return `${id} (${piece.type}) may not take a submarine's hit (19.8)`;
  if (piece.type === 'submarine')
    return `${id} (submarine) may not take a hit from air units without a destroyer on their side (19.9)`;
  return `${id} may not take this hit: the other hits would then find no unit to take them`;
}

/** 14.5 The attacker picks the next battle. */
function fight(w: Step, space: string): Result {
  const open = openSites(w.state).filter((s) => s.space === space);
  if (open.length === 0) return refuse(`there is no battle left to fight in ${space}`, '14.5');
  const next = nextSites(w.state);
  const site = next.find((s) => s.space === space);
  if (!site) {
    const amphibious = open.find((s) => s.kind === 'amphibious');
    if (amphibious && next.some((s) => launchZones(w.state, space).includes(s.space)))
      return refuse(
        `the sea battle in ${launchZones(w.state, space).join(', ')} comes first: the land units unload from there (14.4 Step 1)`,
        '14.4',
      );
    return refuse(
      `${space} must wait: strategic bombing raids come first, then amphibious assaults, then general combat; next: ${next.map((s) => s.space).join(', ')}`,
      '14.1',
    );
  }
  return begin(w, site);
}
