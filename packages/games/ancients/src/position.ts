/**
 * The position format (`ancients-position/1`): a JSON description of any moment of a game, loaded by
 * `wargame new ancients --position FILE`, used by rule tests and by players to set up a situation.
 *
 * Only `armies`, `units` and `turn.side` are required. Everything else has a default:
 * - `hands`: card kinds ('line-command') or card ids ('line-command#2'); missing hands are dealt from the
 *   shuffled deck up to each side's Command.
 * - `deck`: the draw pile, top first; missing means every card not in a hand or the discard, shuffled.
 * - `turn.phase`: 'play-card' by default; a position may start at 'order', 'move' or 'battle' with
 *   `turn.card` (the card being played) and `turn.ordered` (pieces already ordered).
 * - `forced`: scripted outcomes, consumed in order: `{ "kind": "die", "value": "flag" }` (faces: light,
 *   medium, heavy, leader, flag, swords) and `{ "kind": "card", "value": "rally" }` (next card drawn).
 * `toPosition` writes the complete form, which round-trips exactly (combat in progress included).
 */
import { createRng, type Json, type RngAlgorithm, shuffleInPlace } from '@wargame/engine';
import { z } from 'zod';
import { ALL_HEXES, isHex } from './board.ts';
import { fullDeck, isCardKind, kindOf } from './cards/deck.ts';
import { planForCard } from './orders.ts';
import type { AncientsState, CardId, PieceTurn, Side } from './types.ts';
import { ALL_UNIT_TYPES, stats } from './units.ts';

const side = z.enum(['top', 'bottom']);
const hex = z
  .string()
  .refine(isHex, { message: `not a hex of the battlefield (A1..I13, ${ALL_HEXES.length} hexes)` });
const direction = z.enum(['E', 'NE', 'NW', 'W', 'SW', 'SE']);

const unitSchema = z.object({
  id: z.string().min(1),
  side,
  type: z.enum(ALL_UNIT_TYPES as [string, ...string[]]),
  hex,
  blocks: z.number().int().min(1).optional(),
  maxBlocks: z.number().int().min(1).optional(),
  elite: z
    .enum(['sacred-band', 'companions', 'theban-sacred-band', 'silver-shields', 'immortals', 'bow-auxilia'])
    .optional(),
});
const leaderSchema = z.object({
  id: z.string().min(1),
  side,
  name: z.string(),
  hex,
  traits: z.array(z.enum(['cc-bonus', 'attached-only'])).optional(),
});
const terrainSchema = z.object({
  hex,
  type: z.enum(['hill', 'forest', 'broken', 'river', 'lake', 'steep', 'camp', 'sea', 'rampart', 'marsh']),
  fordable: z.boolean().optional(),
  noDiceCap: z.boolean().optional(),
  protects: z.array(direction).optional(),
});
const armySchema = z.object({
  name: z.string(),
  commander: z.string().default(''),
  command: z.number().int().min(1),
  bannersToWin: z.number().int().min(1),
});
const bannerGainSchema = z.object({
  reason: z.enum(['unit', 'leader', 'objective']),
  what: z.string(),
  turn: z.number().int(),
});
const pieceTurnSchema = z.object({
  moved: z.number().int().min(0),
  hasMoved: z.boolean(),
  battled: z.boolean(),
  mayNotBattle: z.boolean().optional(),
  mustCloseCombat: z.boolean().optional(),
  joinedByLeader: z.boolean().optional(),
  secondMoveLeft: z.number().int().optional(),
  usedFirstCombatBonus: z.boolean().optional(),
  shots: z.number().int().min(0).optional(),
});

export const positionSchema = z.object({
  format: z.literal('ancients-position/1'),
  scenario: z.string().default('custom'),
  armies: z.object({ top: armySchema, bottom: armySchema }),
  terrain: z.array(terrainSchema).default([]),
  units: z.array(unitSchema).min(1),
  leaders: z.array(leaderSchema).default([]),
  reserves: z
    .object({
      units: z.array(unitSchema.extend({ hex: z.string() })),
      leaders: z.array(leaderSchema.extend({ hex: z.string() })),
    })
    .default({ units: [], leaders: [] }),
  specialRules: z.array(z.object({ rule: z.string() }).catchall(z.unknown())).default([]),
  options: z.record(z.string(), z.boolean()).default({}),
  hands: z
    .object({ top: z.array(z.string()).optional(), bottom: z.array(z.string()).optional() })
    .default({}),
  deck: z.array(z.string()).optional(),
  discard: z.array(z.string()).default([]),
  lastPlayed: z
    .object({ top: z.string().nullable(), bottom: z.string().nullable() })
    .default({ top: null, bottom: null }),
  banners: z
    .object({
      top: z.union([z.number().int().min(0), z.array(bannerGainSchema)]),
      bottom: z.union([z.number().int().min(0), z.array(bannerGainSchema)]),
    })
    .default({ top: 0, bottom: 0 }),
  turn: z.object({
    number: z.number().int().min(1).default(1),
    side,
    phase: z
      .enum(['placement', 'play-card', 'order', 'move', 'battle', 'combat', 'card-effect'])
      .default('play-card'),
    card: z.string().optional(),
    ordered: z.array(z.string()).default([]),
    pieces: z.record(z.string(), pieceTurnSchema).default({}),
    extraDraws: z.object({ top: z.number().int(), bottom: z.number().int() }).default({ top: 0, bottom: 0 }),
    plan: z.unknown().optional(),
    leaderMustEvade: z.string().optional(),
  }),
  combat: z.unknown().optional(),
  cardEffect: z.unknown().optional(),
  scenarioFlags: z.record(z.string(), z.union([z.number(), z.boolean(), z.string()])).default({}),
  forced: z.array(z.object({ kind: z.string(), value: z.unknown() })).default([]),
});
export type Position = z.input<typeof positionSchema>;

export class PositionError extends Error {}

/**
 * Build a state from a position, its generator `generator` (the engine's default when omitted); throws
 * PositionError with a message naming the faulty field.
 */
export function fromPosition(input: Json | Position, seed: string, generator?: RngAlgorithm): AncientsState {
  const parsed = positionSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new PositionError(`position: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const p = parsed.data;
  const fail = (msg: string): never => {
    throw new PositionError(`position: ${msg}`);
  };

  const ids = new Set<string>();
  const unitHexes = new Set<string>();
  const units: AncientsState['units'] = {};
  for (const u of p.units) {
    if (ids.has(u.id)) fail(`duplicate piece id '${u.id}'`);
    ids.add(u.id);
    if (unitHexes.has(u.hex)) fail(`two units in ${u.hex} (8.1: two units may never share a hex)`);
    unitHexes.add(u.hex);
    const type = u.type as AncientsState['units'][string]['type'];
    const maxBlocks = u.maxBlocks ?? stats(type).blocks;
    const blocks = u.blocks ?? maxBlocks;
    if (blocks > maxBlocks) fail(`unit ${u.id} has ${blocks} blocks, more than its ${maxBlocks}`);
    units[u.id] = {
      id: u.id,
      side: u.side,
      type,
      hex: u.hex,
      blocks,
      maxBlocks,
      ...(u.elite ? { elite: u.elite } : {}),
    };
  }
  const leaders: AncientsState['leaders'] = {};
  const leaderHexes = new Set<string>();
  for (const l of p.leaders) {
    if (ids.has(l.id)) fail(`duplicate piece id '${l.id}'`);
    ids.add(l.id);
    if (leaderHexes.has(l.hex)) fail(`two leaders in ${l.hex} (8.4: only one leader per hex)`);
    leaderHexes.add(l.hex);
    const unit = Object.values(units).find((u) => u.hex === l.hex);
    if (unit && unit.side !== l.side) fail(`leader ${l.id} stands in ${l.hex} with an enemy unit`);
    leaders[l.id] = {
      id: l.id,
      side: l.side,
      name: l.name,
      hex: l.hex,
      ...(l.traits ? { traits: l.traits } : {}),
    };
  }
  const terrain: AncientsState['terrain'] = {};
  for (const t of p.terrain) {
    const { hex: at, ...rest } = t;
    terrain[at] = rest;
  }

  const rng = createRng(seed, p.forced as { kind: string; value: Json }[], generator);
  const { deck, hands, discard } = arrangeCards(p, rng, fail);

  const banners = {
    top: bannerList(p.banners.top),
    bottom: bannerList(p.banners.bottom),
  };

  const pieces: Record<string, PieceTurn> = { ...p.turn.pieces };
  for (const id of p.turn.ordered) {
    if (!ids.has(id)) fail(`turn.ordered names unknown piece '${id}'`);
    pieces[id] ??= { moved: 0, hasMoved: false, battled: false };
  }
  const state: AncientsState = {
    game: 'ancients',
    scenario: p.scenario,
    rng,
    armies: p.armies,
    terrain,
    units,
    leaders,
    reserves: p.reserves as AncientsState['reserves'],
    specialRules: p.specialRules as AncientsState['specialRules'],
    options: p.options,
    deck,
    hands,
    discard,
    lastPlayed: p.lastPlayed,
    banners,
    turn: {
      number: p.turn.number,
      side: p.turn.side,
      plan: null,
      pieces,
      extraDraws: p.turn.extraDraws,
      ...(p.turn.leaderMustEvade ? { leaderMustEvade: p.turn.leaderMustEvade } : {}),
    },
    phase: p.turn.phase,
    combat: (p.combat ?? null) as AncientsState['combat'],
    cardEffect: (p.cardEffect ?? null) as AncientsState['cardEffect'],
    scenarioFlags: p.scenarioFlags,
    winner: null,
    endReason: null,
  };
  if (p.turn.plan) {
    state.turn.plan = p.turn.plan as AncientsState['turn']['plan'];
  } else if (p.turn.phase !== 'play-card' && p.turn.phase !== 'placement') {
    const card =
      p.turn.card ?? fail(`turn.card is required when the position starts in phase '${p.turn.phase}'`);
    const cardId = card.includes('#') ? card : `${card}#1`;
    state.turn.plan = planForCard(state, cardId, p.turn.side);
    state.turn.plan.ordered = [...p.turn.ordered];
  }
  return state;
}

function bannerList(b: number | z.infer<typeof bannerGainSchema>[]) {
  if (typeof b !== 'number') return b;
  return Array.from({ length: b }, () => ({
    reason: 'unit' as const,
    what: 'before this position',
    turn: 0,
  }));
}

/** Hands, deck and discard: named cards become physical cards; what's left forms the shuffled draw pile. */
function arrangeCards(
  p: z.infer<typeof positionSchema>,
  rng: AncientsState['rng'],
  fail: (msg: string) => never,
): { deck: CardId[]; hands: Record<Side, CardId[]>; discard: CardId[] } {
  const unused = new Set(fullDeck());
  const take = (name: string, where: string): CardId => {
    if (name.includes('#')) {
      if (!unused.delete(name)) fail(`${where}: card '${name}' does not exist or is used twice`);
      return name;
    }
    if (!isCardKind(name)) fail(`${where}: unknown card kind '${name}'`);
    for (const card of unused) {
      if (kindOf(card) === name) {
        unused.delete(card);
        return card;
      }
    }
    return fail(`${where}: no '${name}' card left (the deck has only so many)`);
  };
  const named = {
    top: p.hands.top?.map((c) => take(c, 'hands.top')),
    bottom: p.hands.bottom?.map((c) => take(c, 'hands.bottom')),
  };
  const discard = p.discard.map((c) => take(c, 'discard'));
  if (p.turn.card && p.turn.phase !== 'play-card') take(p.turn.card, 'turn.card');
  let deck: CardId[];
  if (p.deck) {
    deck = p.deck.map((c) => take(c, 'deck'));
  } else {
    deck = shuffleInPlace(rng, [...unused]);
  }
  const deal = (who: Side): CardId[] => named[who] ?? deck.splice(0, p.armies[who].command);
  // 3.5 Deal each side its War Council hand, first player's army first.
  const first = p.turn.side;
  const second: Side = first === 'top' ? 'bottom' : 'top';
  const hands = { [first]: deal(first), [second]: deal(second) } as Record<Side, CardId[]>;
  return { deck, hands, discard };
}

/** The complete position of a state (round-trips through fromPosition, the generator's future aside). */
export function toPosition(s: AncientsState): Json {
  const position = {
    format: 'ancients-position/1',
    scenario: s.scenario,
    armies: s.armies,
    terrain: Object.entries(s.terrain).map(([at, t]) => ({ hex: at, ...t })),
    units: Object.values(s.units),
    leaders: Object.values(s.leaders),
    reserves: s.reserves,
    specialRules: s.specialRules,
    options: s.options,
    hands: s.hands,
    deck: s.deck,
    discard: s.discard,
    lastPlayed: s.lastPlayed,
    banners: s.banners,
    turn: {
      number: s.turn.number,
      side: s.turn.side,
      phase: s.phase === 'over' ? 'play-card' : s.phase,
      ordered: s.turn.plan?.ordered ?? [],
      pieces: s.turn.pieces,
      extraDraws: s.turn.extraDraws,
      ...(s.turn.leaderMustEvade ? { leaderMustEvade: s.turn.leaderMustEvade } : {}),
      ...(s.turn.plan ? { card: s.turn.plan.card, plan: s.turn.plan } : {}),
    },
    ...(s.combat ? { combat: s.combat } : {}),
    ...(s.cardEffect ? { cardEffect: s.cardEffect } : {}),
    scenarioFlags: s.scenarioFlags,
    forced: s.rng.forced ?? [],
  };
  return JSON.parse(JSON.stringify(position)) as Json;
}
