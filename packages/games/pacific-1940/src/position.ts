/**
 * The position format (`pacific-1940-position/1`): a JSON description of any moment of a game, for rule
 * tests, `wargame new pacific-1940 --position FILE` and players setting up a situation.
 *
 * Only `format` is required; whatever is left out is the 1940 opening's:
 * - `round`, `power`, `phase`; `ipcs` (per power, the others as at the start);
 * - `control`: territories whose controller differs from the start (or all of them);
 * - `units`: when given, every unit on the board (the opening's are dropped). A line is `{ space, power,
 *   type, count?, ids?, damaged?, moved?, engaged?, cargo? }`; `cargo` lists what a transport carries or a
 *   carrier holds (`{ type, power?, count? }`, the power defaulting to the ship's), and a line with cargo
 *   stands for one ship;
 * - `facilities`: when given, every facility (`{ space, type, damage? }`);
 * - `politics` (each field optional), `turn` (`bought`, `captured`, `produced`, `newFacilities`), `objectivesPaid`, `japanTakenRound`,
 *   `winner`;
 * - `dice`: scripted die rolls, 1 to 6, consumed in order before the generator's own.
 * `toPosition` writes the complete form with piece ids, which round-trips exactly.
 */
import { createRng, type ForcedOutcome, type Json, type RngAlgorithm } from '@wargame/engine';
import { z } from 'zod';
import { hasSpace, isLand, LAND_IDS } from './map.ts';
import { FacilityTypeSchema, OwnerSchema, PowerSchema, type SpaceId, UnitTypeSchema } from './map-schema.ts';
import type { Power } from './powers.ts';
import { initialState } from './setup.ts';
import { type PacificState, PHASES, type Piece } from './state.ts';
import { FACILITIES, UNITS } from './units.ts';

export const POSITION_FORMAT = 'pacific-1940-position/1';

const space = z.string().refine(hasSpace, { message: 'not a space of the map' });
const pieceId = z.string().regex(/^p[1-9]\d*$/, 'a piece id is p1, p2, …');
const count = z.number().int().positive();

const CargoSchema = z
  .object({
    type: UnitTypeSchema,
    power: PowerSchema.optional(),
    count: count.optional(),
    ids: z.array(pieceId).optional(),
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
    moved: z.number().int().min(0).optional(),
    engaged: z.literal(true).optional(),
    cargo: z.array(CargoSchema).min(1).optional(),
  })
  .strict();

export const PositionSchema = z
  .object({
    format: z.literal(POSITION_FORMAT),
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
  };
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
    const extra: Partial<Piece> = {};
    if (line.damaged) extra.damaged = true;
    if (line.moved !== undefined) extra.moved = line.moved;
    if (line.engaged) extra.engaged = true;
    for (let i = 0; i < n; i++) {
      const ship = make({ space: line.space, type: line.type, owner: line.power }, extra, line.ids?.[i]);
      if (line.cargo) loadCargo(ship, line.cargo, where, make);
    }
  }
  for (const piece of Object.values(pieces)) {
    if (
      UNITS[piece.type].domain === 'air' &&
      !isLand(piece.at) &&
      piece.aboard === undefined &&
      piece.moved === undefined
    )
      throw new PositionError(
        `position: ${piece.owner} ${piece.type} ${piece.id} at sea in ${piece.at} is neither on a carrier nor in flight (moved)`,
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
        { aboard: ship.id },
        c.ids?.[i],
      );
    }
  }
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
    if (p.moved !== undefined) line.moved = p.moved;
    if (p.engaged) line.engaged = true;
    const cargo = cargoOf.get(p.id);
    if (cargo) line.cargo = cargo.map((c) => ({ type: c.type, power: c.owner as Power, ids: [c.id] }));
    units.push(line);
  }
  const dice = (state.rng.forced ?? []).map((f) => f.value as number);
  return {
    format: POSITION_FORMAT,
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
    ...(dice.length > 0 ? { dice } : {}),
  };
}
