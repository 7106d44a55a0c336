/**
 * The position format (`pacific-1940-position/1`): a JSON description of any moment of a game, for rule
 * tests, `wargame new pacific-1940 --position FILE` and players setting up a situation.
 *
 * Only `format` is required; whatever is left out is the 1940 opening's:
 * - `scenario`: 'standard' (the only one; the CLI records it in the save);
 * - `round`, `power`, `phase`; `ipcs` (per power, the others as at the start);
 * - `control`: territories whose controller differs from the start (or all of them);
 * - `units`: when given, every unit on the board (the opening's are dropped). A line is `{ space, power,
 *   type, count?, ids?, damaged?, cargo?, ...what it did this turn }`; `cargo` lists what a transport
 *   carries or a carrier holds (`{ type, power?, count?, ids?, ...what it did this turn }`, the power
 *   defaulting to the ship's), and a line with cargo stands for one ship. What a unit did this turn
 *   (cleared when the turn ends, 11):
 *   - `moved`: spaces moved (air units: combat and noncombat move together, 13.3);
 *   - `engaged`: a land or sea unit that moved in combat move, fought or retreated (no noncombat move, 15);
 *   - `cameFrom`: the space it entered its battle space from (the attacker's retreat, 14.6);
 *   - `seaborne`: a land unit unloaded from a transport into an enemy territory (14.4: it cannot retreat);
 *   - `unloaded`: a transport that unloaded (it moves no further, 13.8);
 *   - `bonus`: it began its movement at an operative air base or in a zone served by an operative naval
 *     base (+1 movement for the whole turn, 13.9, 13.10);
 *   - `escaped`: a sea unit that left a hostile sea zone in combat move to escape combat (13.2);
 *   - `mission`: 'raid' (a bomber sent to bomb its territory's facilities) or 'escort' (14.3);
 *   - `scrambledFrom`: the island a scrambled fighter or tactical bomber flew from (14.2.2, 15);
 *   an air unit at sea is a carrier's cargo unless it is in flight: it moved or was scrambled this turn,
 *   or belongs to the power whose turn it is, past its purchase (13.5);
 * - `facilities`: when given, every facility (`{ space, type, damage? }`);
 * - `politics` (each field optional; `neutrals`: the neutral territories attacked, with the side each
 *   joined, 8.1), `turn` (`bought`, `captured`, `produced`, `newFacilities`), `objectivesPaid`, `japanTakenRound`,
 *   `winner`, `roundLimit` (the option, when set);
 * - `combat`: the conduct of combat in progress (14; `CombatStateSchema` of combat-state.ts), only in the
 *   combat phase; a position in the combat phase without it starts the phase from the board (the battles
 *   where the power's units meet enemies, then kamikaze strikes and scrambles), as the end of a combat
 *   move does, and with no battle goes on to the noncombat move;
 * - `nextPiece`: the number of the next new piece's id (ids are never reused, so it may be above the
 *   highest id in use: the piece that had it is gone); by default one above the highest;
 * - `dice`: scripted die rolls, 1 to 6, consumed in order before the generator's own.
 * `toPosition` writes the complete form with piece ids, which round-trips exactly.
 */
import { createRng, type ForcedOutcome, type Json, type RngAlgorithm } from '@wargame/engine';
import { z } from 'zod';
import { startCombat } from './combat.ts';
import { CombatStateSchema } from './combat-state.ts';
import { PER_TURN_FIELDS, type PerTurnField } from './flow.ts';
import { hasSpace, isLand, LAND_IDS, spaceOf } from './map.ts';
import { FacilityTypeSchema, OwnerSchema, PowerSchema, type SpaceId, UnitTypeSchema } from './map-schema.ts';
import { type Power, SIDES } from './powers.ts';
import { initialState, SCENARIO_ID } from './setup.ts';
import { type PacificState, PHASES, type Piece } from './state.ts';
import { FACILITIES, UNITS } from './units.ts';

export const POSITION_FORMAT = 'pacific-1940-position/1';

const space = z.string().refine(hasSpace, { message: 'not a space of the map' });
const pieceId = z.string().regex(/^p[1-9]\d*$/, 'a piece id is p1, p2, …');
const count = z.number().int().positive();

/** What a piece did this turn (the per-turn fields of `Piece`, cleared by flow.ts when the turn ends). */
const TurnFields = {
  moved: z.number().int().min(0).optional(),
  engaged: z.literal(true).optional(),
  cameFrom: space.optional(),
  seaborne: z.literal(true).optional(),
  unloaded: z.literal(true).optional(),
  bonus: z.literal(true).optional(),
  escaped: z.literal(true).optional(),
  mission: z.enum(['raid', 'escort']).optional(),
  scrambledFrom: space.optional(),
} satisfies Record<PerTurnField, z.ZodType>;
type TurnFieldValues = { [K in PerTurnField]?: z.infer<(typeof TurnFields)[K]> };

const CargoSchema = z
  .object({
    type: UnitTypeSchema,
    power: PowerSchema.optional(),
    count: count.optional(),
    ids: z.array(pieceId).optional(),
    ...TurnFields,
  })
  .strict();

const UnitLineSchema = z
  .object({
    space,
    power: z.union([PowerSchema, z.literal('neutral')]),
    type: UnitTypeSchema,
    count: count.optional(),
    ids: z.array(pieceId).min(1).optional(),
    damaged: z.literal(true).optional(),
    ...TurnFields,
    cargo: z.array(CargoSchema).min(1).optional(),
  })
  .strict();

export const PositionSchema = z
  .object({
    format: z.literal(POSITION_FORMAT),
    scenario: z.literal(SCENARIO_ID).optional(),
    round: count.optional(),
    power: PowerSchema.optional(),
    phase: z.enum(PHASES).optional(),
    ipcs: z.partialRecord(PowerSchema, z.number().int().min(0)).optional(),
    control: z.record(space, OwnerSchema).optional(),
    units: z.array(UnitLineSchema).optional(),
    facilities: z
      .array(
        z.object({ space, type: FacilityTypeSchema, damage: z.number().int().min(0).optional() }).strict(),
      )
      .optional(),
    politics: z
      .object({
        atWar: z
          .object({ usa: z.boolean(), uk: z.boolean(), anzac: z.boolean(), dutch: z.boolean() })
          .partial()
          .strict()
          .optional(),
        usWarEconomy: z.boolean().optional(),
        kamikaze: z
          .object({ active: z.boolean(), tokens: z.number().int().min(0) })
          .partial()
          .strict()
          .optional(),
        neutrals: z.record(z.string(), z.enum(SIDES)).optional(),
      })
      .strict()
      .optional(),
    turn: z
      .object({
        bought: z.partialRecord(z.union([UnitTypeSchema, FacilityTypeSchema]), count).optional(),
        captured: z.array(space).optional(),
        produced: z.record(space, z.number().int().min(0)).optional(),
        newFacilities: z.array(space).optional(),
      })
      .strict()
      .optional(),
    objectivesPaid: z.array(z.string()).optional(),
    japanTakenRound: count.nullable().optional(),
    winner: z.enum(['axis', 'allies']).nullable().optional(),
    roundLimit: count.optional(),
    combat: CombatStateSchema.nullable().optional(),
    nextPiece: count.optional(),
    dice: z.array(z.number().int().min(1).max(6)).optional(),
  })
  .strict();
export type Position = z.infer<typeof PositionSchema>;

/** A refusal of a position, naming what is wrong. */
export class PositionError extends Error {
  override name = 'PositionError';
}

export function fromPosition(json: Json, seed: string, generator?: RngAlgorithm): PacificState {
  const parsed = PositionSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new PositionError(`position: ${issue.path.join('.') || '(top)'}: ${issue.message}`);
  }
  const p = parsed.data;
  const start = initialState(seed, generator);
  const forced: ForcedOutcome[] = (p.dice ?? []).map((value) => ({ kind: 'die', value }));
  const state: PacificState = {
    ...start,
    rng: createRng(seed, forced, generator),
    round: p.round ?? start.round,
    power: p.power ?? start.power,
    phase: p.phase ?? start.phase,
    ipcs: { ...start.ipcs, ...p.ipcs } as Record<Power, number>,
    control: { ...start.control, ...p.control },
    politics: {
      atWar: { ...start.politics.atWar, ...p.politics?.atWar },
      usWarEconomy: p.politics?.usWarEconomy ?? start.politics.usWarEconomy,
      kamikaze: { ...start.politics.kamikaze, ...p.politics?.kamikaze },
      ...(p.politics?.neutrals ? { neutrals: { ...p.politics.neutrals } } : {}),
    },
    turn: {
      bought: { ...p.turn?.bought },
      captured: [...(p.turn?.captured ?? [])],
      produced: { ...p.turn?.produced },
      newFacilities: [...(p.turn?.newFacilities ?? [])],
    },
    objectivesPaid: [...(p.objectivesPaid ?? [])],
    japanTakenRound: p.japanTakenRound ?? null,
    winner: p.winner ?? null,
    ...(p.roundLimit !== undefined ? { roundLimit: p.roundLimit } : {}),
    combat: (p.combat ?? null) as PacificState['combat'],
  };
  if (state.combat !== null && state.phase !== 'combat')
    throw new PositionError(
      `position: combat: a battle in progress needs phase 'combat', not '${state.phase}'`,
    );
  for (const id of Object.keys(p.politics?.neutrals ?? {}))
    if (!hasSpace(id) || spaceOf(id).neutral === undefined)
      throw new PositionError(`position: politics.neutrals.${id}: not a neutral territory`);
  for (const id of Object.keys(p.control ?? {}))
    if (!isLand(id)) throw new PositionError(`position: control.${id}: a sea zone has no controller`);
  if (p.facilities) {
    state.facilities = {};
    for (const f of p.facilities) {
      if (!isLand(f.space)) throw new PositionError(`position: facility ${f.type} at sea (${f.space})`);
      const damage = f.damage ?? 0;
      if (damage > FACILITIES[f.type].maxDamage)
        throw new PositionError(
          `position: ${f.type} in ${f.space}: damage ${damage} above ${FACILITIES[f.type].maxDamage}`,
        );
      state.facilities[f.space] = [...(state.facilities[f.space] ?? []), { type: f.type, damage }];
    }
  }
  if (p.units) placeUnits(state, p.units);
  if (p.nextPiece !== undefined) {
    const lowest = Math.max(0, ...Object.keys(state.pieces).map((id) => Number(id.slice(1)))) + 1;
    if (p.nextPiece < lowest)
      throw new PositionError(
        `position: nextPiece: ${p.nextPiece} would give p${p.nextPiece}, which is used`,
      );
    state.nextPiece = p.nextPiece;
  }
  // 14 A position in the combat phase without a combat in progress starts it: the battles come from the
  // board, as when a combat move ends.
  if (state.phase === 'combat' && state.combat === null) return startCombat(state).state;
  return state;
}

/** Replace the board's units with the position's lines, giving ids where the lines give none. */
function placeUnits(state: PacificState, lines: readonly z.infer<typeof UnitLineSchema>[]): void {
  const pieces: Record<string, Piece> = {};
  const given = new Set(
    lines.flatMap((l) => [...(l.ids ?? []), ...(l.cargo ?? []).flatMap((c) => c.ids ?? [])]),
  );
  let next = 1;
  const newId = (explicit: string | undefined): string => {
    if (explicit !== undefined) {
      if (pieces[explicit]) throw new PositionError(`position: piece id ${explicit} used twice`);
      return explicit;
    }
    while (given.has(`p${next}`) || pieces[`p${next}`]) next++;
    return `p${next++}`;
  };
  const make = (
    l: { space: SpaceId; type: Piece['type']; owner: Piece['owner'] },
    extra: Partial<Piece>,
    id: string | undefined,
  ): Piece => {
    const piece: Piece = { id: newId(id), type: l.type, owner: l.owner, at: l.space, ...extra };
    pieces[piece.id] = piece;
    return piece;
  };
  for (const [index, line] of lines.entries()) {
    const where = `position: units[${index}] (${line.power} ${line.type} in ${line.space})`;
    const n = line.ids?.length ?? line.count ?? 1;
    if (line.ids && line.count !== undefined && line.count !== line.ids.length)
      throw new PositionError(`${where}: count ${line.count} but ${line.ids.length} ids`);
    const profile = UNITS[line.type];
    if (profile.domain !== 'air' && (profile.domain === 'sea') === isLand(line.space))
      throw new PositionError(
        `${where}: a ${profile.domain} unit cannot stand ${isLand(line.space) ? 'on land' : 'at sea'}`,
      );
    if (line.damaged && profile.hits < 2)
      throw new PositionError(`${where}: only battleships and carriers can be damaged`);
    if (line.cargo && n !== 1) throw new PositionError(`${where}: a line with cargo stands for one ship`);
    const extra: Partial<Piece> = turnFieldsOf(line);
    if (line.damaged) extra.damaged = true;
    for (let i = 0; i < n; i++) {
      const ship = make({ space: line.space, type: line.type, owner: line.power }, extra, line.ids?.[i]);
      if (line.cargo) loadCargo(ship, line.cargo, where, make);
    }
  }
  // 13.5 Aircraft at sea off a carrier are in flight: the moving power's once its purchase is over (they
  // stay aloft when their carrier moves on, and must land by the end of its turn), or scrambled ones.
  const aloft = (piece: Piece): boolean =>
    piece.moved !== undefined ||
    piece.scrambledFrom !== undefined ||
    (piece.owner === state.power && state.phase !== 'purchase');
  for (const piece of Object.values(pieces)) {
    if (
      UNITS[piece.type].domain === 'air' &&
      !isLand(piece.at) &&
      piece.aboard === undefined &&
      !aloft(piece)
    )
      throw new PositionError(
        `position: ${piece.owner} ${piece.type} ${piece.id} at sea in ${piece.at} is neither on a carrier nor in flight (moved, scrambled, or the moving power's after its purchase)`,
      );
  }
  state.pieces = pieces;
  state.nextPiece = Math.max(0, ...Object.keys(pieces).map((id) => Number(id.slice(1)))) + 1;
}

/** 13.5, 13.8 What a carrier holds (air units, 2) or a transport carries (land units, 5 slots). */
function loadCargo(
  ship: Piece,
  cargo: readonly z.infer<typeof CargoSchema>[],
  where: string,
  make: (
    l: { space: SpaceId; type: Piece['type']; owner: Piece['owner'] },
    extra: Partial<Piece>,
    id: string | undefined,
  ) => Piece,
): void {
  const holds = ship.type === 'carrier' ? 'air' : ship.type === 'transport' ? 'land' : null;
  if (holds === null) throw new PositionError(`${where}: only carriers and transports carry units`);
  const capacity =
    (ship.type === 'carrier' ? UNITS.carrier.carrierCapacity : UNITS.transport.transportCapacity) ?? 0;
  let used = 0;
  for (const c of cargo) {
    const profile = UNITS[c.type];
    if (profile.domain !== holds)
      throw new PositionError(`${where}: a ${ship.type} cannot carry a ${c.type}`);
    const cost =
      (ship.type === 'carrier' ? profile.carrierCost : profile.transportCost) ?? Number.POSITIVE_INFINITY;
    const n = c.ids?.length ?? c.count ?? 1;
    for (let i = 0; i < n; i++) {
      used += cost;
      if (used > capacity) throw new PositionError(`${where}: cargo over the ${ship.type}'s capacity`);
      make(
        { space: ship.at, type: c.type, owner: c.power ?? (ship.owner as Power) },
        { ...turnFieldsOf(c), aboard: ship.id },
        c.ids?.[i],
      );
    }
  }
}

/** The per-turn fields a unit line or cargo entry gives (in the order of `Piece`, for an exact round trip). */
function turnFieldsOf(line: TurnFieldValues): Partial<Piece> {
  const out: Partial<Piece> = {};
  for (const field of PER_TURN_FIELDS)
    if (line[field] !== undefined) Object.assign(out, { [field]: line[field] });
  return out;
}

/** The per-turn fields of a piece, as a line writes them. */
function turnFieldsOfPiece(piece: Piece): TurnFieldValues {
  const out: TurnFieldValues = {};
  for (const field of PER_TURN_FIELDS)
    if (piece[field] !== undefined) Object.assign(out, { [field]: piece[field] });
  return out;
}

/** What a position fixes that the generator would otherwise decide. */
export function scriptedParts(json: Json): string[] {
  const dice = (json as { dice?: unknown } | null)?.dice;
  return Array.isArray(dice) && dice.length > 0 ? ['dice'] : [];
}

/** The complete position of a state (pieces with their ids); `fromPosition` of it gives the state back. */
export function toPosition(state: PacificState): Position {
  const pieces = Object.values(state.pieces).sort((a, b) => Number(a.id.slice(1)) - Number(b.id.slice(1)));
  const cargoOf = new Map<string, Piece[]>();
  for (const p of pieces)
    if (p.aboard !== undefined) cargoOf.set(p.aboard, [...(cargoOf.get(p.aboard) ?? []), p]);
  const units: z.infer<typeof UnitLineSchema>[] = [];
  for (const p of pieces) {
    if (p.aboard !== undefined) continue;
    const line: z.infer<typeof UnitLineSchema> = { space: p.at, power: p.owner, type: p.type, ids: [p.id] };
    if (p.damaged) line.damaged = true;
    Object.assign(line, turnFieldsOfPiece(p));
    const cargo = cargoOf.get(p.id);
    if (cargo)
      line.cargo = cargo.map((c) => ({
        type: c.type,
        power: c.owner as Power,
        ids: [c.id],
        ...turnFieldsOfPiece(c),
      }));
    units.push(line);
  }
  const dice = (state.rng.forced ?? []).map((f) => f.value as number);
  return {
    format: POSITION_FORMAT,
    scenario: SCENARIO_ID,
    round: state.round,
    power: state.power,
    phase: state.phase,
    ipcs: { ...state.ipcs },
    control: Object.fromEntries(LAND_IDS.map((id) => [id, state.control[id]!])),
    units,
    facilities: Object.entries(state.facilities).flatMap(([space, list]) =>
      list.map((f) => ({ space, type: f.type, damage: f.damage })),
    ),
    politics: structuredClone(state.politics),
    turn: {
      bought: { ...state.turn.bought },
      captured: [...state.turn.captured],
      produced: { ...state.turn.produced },
      newFacilities: [...state.turn.newFacilities],
    },
    objectivesPaid: [...state.objectivesPaid],
    japanTakenRound: state.japanTakenRound,
    winner: state.winner,
    ...(state.roundLimit !== undefined ? { roundLimit: state.roundLimit } : {}),
    ...(state.combat !== null ? { combat: structuredClone(state.combat) } : {}),
    nextPiece: state.nextPiece,
    ...(dice.length > 0 ? { dice } : {}),
  };
}
