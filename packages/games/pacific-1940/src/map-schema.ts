/**
 * Our data formats for the board (`pacific-1940-map/1`), the starting position (`pacific-1940-setup/1`) and
 * the national objectives (`pacific-1940-objectives/1`): zod schemas and their types. The files are written by
 * `scripts/convert-map.ts` from TripleA's 1st-edition XML; `RULINGS.md` (Data) lists every correction.
 *
 * Each schema checks a file on its own (shape, order, references inside the file). Checks across files (a
 * set-up space is on the map) are made where the files are loaded: `map.ts`, `setup-data.ts`,
 * `objectives-data.ts`.
 */
import { z } from 'zod';
import { NON_PLAYING, POWERS, type Power } from './powers.ts';
import { FACILITY_TYPES, UNIT_TYPES } from './units.ts';

export const MAP_FORMAT = 'pacific-1940-map/1';
export const SETUP_FORMAT = 'pacific-1940-setup/1';
export const OBJECTIVES_FORMAT = 'pacific-1940-objectives/1';

/** A land id is kebab case (`western-united-states`); a sea zone is `sz-N`. */
export type SpaceId = string;
export const SpaceIdSchema = z.string().regex(/^(sz-[1-9]\d*|[a-z0-9]+(-[a-z0-9]+)*)$/, 'not a space id');

export const OWNERS = [...POWERS, ...NON_PLAYING, 'neutral'] as const;
export const PowerSchema = z.enum(POWERS);
export const OwnerSchema = z.enum(OWNERS);
export const UnitTypeSchema = z.enum(UNIT_TYPES);
export const FacilityTypeSchema = z.enum(FACILITY_TYPES);

const ids = z.array(SpaceIdSchema).min(1);

/** Issues for a list that must be strictly ascending (so also free of duplicates). */
function ascending(list: readonly string[], what: string, ctx: z.RefinementCtx, path: PropertyKey[]): void {
  for (let i = 1; i < list.length; i++) {
    const prev = list[i - 1] as string;
    const cur = list[i] as string;
    if (!(prev < cur)) ctx.addIssue({ code: 'custom', message: `${what} not ascending at '${cur}'`, path });
  }
}

// ---- the map --------------------------------------------------------------------------------------------------

/** 8.1 How a neutral territory behaves when attacked (only 'strict' occurs in the 1st edition). */
export const NEUTRAL_KINDS = ['strict', 'pro-allies', 'pro-axis'] as const;

export const SpaceSchema = z
  .object({
    id: SpaceIdSchema,
    /** English display name. */
    name: z.string().min(1),
    kind: z.enum(['land', 'sea']),
    /** 8 Income value; 0 for sea zones and worthless territories. */
    ipc: z.number().int().min(0),
    /** Who held it at the start of the war (9, 10: Chinese territories held by Japan are China's). */
    originalOwner: OwnerSchema,
    /** 8.2 A land territory inside one sea zone, with no land neighbour. */
    island: z.literal(true).optional(),
    /** 8.2 The archipelago an island territory stands for, when it is several islands. */
    islandGroup: z.string().min(1).optional(),
    /** 5 The victory city in it (Tokyo, Shanghai, …). */
    victoryCity: z.string().min(1).optional(),
    /** 17.1 The power whose capital it is (China has none). */
    capital: PowerSchema.optional(),
    /** No unit may ever enter it (the Himalayas). */
    impassable: z.literal(true).optional(),
    /** 8.1 A neutral territory and how it reacts to an attack. */
    neutral: z.enum(NEUTRAL_KINDS).optional(),
    /** 8.1 The units it raises when first attacked (may be empty). */
    neutralDefenders: z.partialRecord(UnitTypeSchema, z.number().int().positive()).optional(),
    /** 17.3 A convoy zone, and the adjacent territories whose income enemy ships in it disrupt. */
    convoy: z.object({ territories: ids }).strict().optional(),
    /** 14.2.1 Kamikaze strikes may be made here. */
    kamikaze: z.literal(true).optional(),
    /** 9 Soviet territory: under the pact no unit of any power may enter it. */
    soviet: z.literal(true).optional(),
    /** 10 Chinese units may move into it (the Nationalist territories, Kwangtung and Burma). */
    chinaMayEnter: z.literal(true).optional(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const seaOnly = ['convoy', 'kamikaze'] as const;
    const landOnly = [
      'island',
      'islandGroup',
      'victoryCity',
      'capital',
      'impassable',
      'neutral',
      'neutralDefenders',
      'soviet',
      'chinaMayEnter',
    ] as const;
    const wrong = s.kind === 'sea' ? landOnly : seaOnly;
    for (const key of wrong) {
      if (s[key] !== undefined)
        ctx.addIssue({ code: 'custom', message: `${key} on a ${s.kind} space`, path: [key] });
    }
    if (s.kind === 'sea' && !/^sz-/.test(s.id))
      ctx.addIssue({ code: 'custom', message: 'sea id', path: ['id'] });
    if (s.kind === 'land' && /^sz-/.test(s.id))
      ctx.addIssue({ code: 'custom', message: 'land id', path: ['id'] });
    if (s.kind === 'sea' && (s.ipc !== 0 || s.originalOwner !== 'neutral')) {
      ctx.addIssue({ code: 'custom', message: 'a sea zone has no value and no owner', path: ['ipc'] });
    }
    if (s.islandGroup !== undefined && !s.island) {
      ctx.addIssue({ code: 'custom', message: 'islandGroup on a non-island', path: ['islandGroup'] });
    }
    if ((s.neutral === undefined) !== (s.neutralDefenders === undefined)) {
      ctx.addIssue({
        code: 'custom',
        message: 'neutral and neutralDefenders go together',
        path: ['neutral'],
      });
    }
    if (s.neutral !== undefined && s.originalOwner !== 'neutral') {
      ctx.addIssue({ code: 'custom', message: 'a neutral territory has no owner', path: ['originalOwner'] });
    }
  });
export type Space = z.infer<typeof SpaceSchema>;
export type NeutralKind = (typeof NEUTRAL_KINDS)[number];

export const MapFileSchema = z
  .object({
    format: z.literal(MAP_FORMAT),
    /** Sorted by id. */
    spaces: z.array(SpaceSchema).min(1),
    /** Undirected: each pair once, `a < b`, pairs sorted. */
    adjacency: z.array(z.tuple([SpaceIdSchema, SpaceIdSchema])),
  })
  .strict()
  .superRefine((m, ctx) => {
    const spaceIds = m.spaces.map((s) => s.id);
    ascending(spaceIds, 'space ids', ctx, ['spaces']);
    const kindOf = new Map(m.spaces.map((s) => [s.id, s.kind]));
    const neighbours = new Map<string, Set<string>>(spaceIds.map((id) => [id, new Set()]));
    ascending(
      m.adjacency.map(([a, b]) => `${a} ${b}`),
      'adjacency pairs',
      ctx,
      ['adjacency'],
    );
    m.adjacency.forEach(([a, b], i) => {
      if (!(a < b))
        ctx.addIssue({ code: 'custom', message: `pair ${a} ${b}: a < b`, path: ['adjacency', i] });
      for (const id of [a, b]) {
        if (!kindOf.has(id))
          ctx.addIssue({ code: 'custom', message: `unknown space ${id}`, path: ['adjacency', i] });
      }
      neighbours.get(a)?.add(b);
      neighbours.get(b)?.add(a);
    });
    m.spaces.forEach((s, i) => {
      const near = [...(neighbours.get(s.id) ?? [])];
      const seas = near.filter((n) => kindOf.get(n) === 'sea');
      const lands = near.filter((n) => kindOf.get(n) === 'land');
      const isIsland = s.kind === 'land' && !s.impassable && seas.length === 1 && lands.length === 0;
      if (isIsland !== (s.island === true)) {
        ctx.addIssue({
          code: 'custom',
          message: `${s.id}: island flag disagrees with adjacency`,
          path: ['spaces', i],
        });
      }
      if (s.convoy) {
        const expected = [...lands].sort();
        if (s.convoy.territories.join() !== expected.join()) {
          ctx.addIssue({
            code: 'custom',
            message: `${s.id}: convoy territories must be its adjacent land, sorted (${expected.join(', ')})`,
            path: ['spaces', i, 'convoy'],
          });
        }
      }
    });
  });
export type MapFile = z.infer<typeof MapFileSchema>;

// ---- the set-up -----------------------------------------------------------------------------------------------

/** The sort key of a unit or facility line: space id, then power in turn order, then type in list order. */
export function placementKey(space: SpaceId, power: Power, typeRank: number): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${space} ${two(POWERS.indexOf(power))} ${two(typeRank)}`;
}

const PowerPairSchema = z
  .tuple([PowerSchema, PowerSchema])
  .refine(([a, b]) => a !== b, 'a power with itself');

export const SetupFileSchema = z
  .object({
    format: z.literal(SETUP_FORMAT),
    /** 7 Each power's IPCs in hand at the start. */
    ipcs: z.record(PowerSchema, z.number().int().min(0)),
    /** Who controls each land territory at the start (every land space, sorted by id). */
    owners: z.record(SpaceIdSchema, OwnerSchema),
    /** Units on the map, sorted by space, power (turn order), type (unit order); one line per kind. */
    units: z.array(
      z
        .object({
          space: SpaceIdSchema,
          power: PowerSchema,
          type: UnitTypeSchema,
          count: z.number().int().positive(),
        })
        .strict(),
    ),
    /** Industrial complexes and bases, undamaged, sorted like `units`. */
    facilities: z.array(
      z.object({ space: SpaceIdSchema, power: PowerSchema, type: FacilityTypeSchema }).strict(),
    ),
    /** 9 The pairs of powers at war at the start (each pair once). */
    atWar: z.array(PowerPairSchema),
    /** 9 The US war economy (+40 IPCs) is not yet in force. */
    usWarEconomy: z.boolean(),
    /** 14.2.1 Kamikaze: tokens for the game, not yet usable, and the islands whose Allied capture allows them. */
    kamikaze: z
      .object({ tokens: z.number().int().min(0), active: z.boolean(), triggerIslands: ids })
      .strict(),
    /** 10 The Flying Tigers: the US fighter that starts in China and counts as Chinese. */
    flyingTigers: z
      .object({ space: SpaceIdSchema, power: z.literal('china'), type: z.literal('fighter') })
      .strict(),
  })
  .strict()
  .superRefine((s, ctx) => {
    ascending(Object.keys(s.owners), 'owner spaces', ctx, ['owners']);
    ascending(
      s.units.map((u) => placementKey(u.space, u.power, UNIT_TYPES.indexOf(u.type))),
      'units',
      ctx,
      ['units'],
    );
    ascending(
      s.facilities.map((f) => placementKey(f.space, f.power, FACILITY_TYPES.indexOf(f.type))),
      'facilities',
      ctx,
      ['facilities'],
    );
    const wars = s.atWar.map(([a, b]) => [a, b].sort().join(' '));
    if (new Set(wars).size !== wars.length)
      ctx.addIssue({ code: 'custom', message: 'war listed twice', path: ['atWar'] });
  });
export type SetupFile = z.infer<typeof SetupFileSchema>;
export type SetupUnit = SetupFile['units'][number];
export type SetupFacility = SetupFile['facilities'][number];

// ---- national objectives --------------------------------------------------------------------------------------

/**
 * Who must control the spaces of a `controls` condition: `self` is the objective's power, `side` any power of
 * its side (`SIDE_OF`), or an explicit list of powers (the UK's and ANZAC's objectives count UK, US and ANZAC
 * control only: not Dutch, not Chinese).
 */
export const ControllerSchema = z.union([z.enum(['self', 'side']), z.array(PowerSchema).min(1)]);
export type Controller = z.infer<typeof ControllerSchema>;

/**
 * A condition of a national objective; the objective pays when all its conditions hold.
 * - `controls`: at least `atLeast` of `spaces` (all of them when `atLeast` is absent) are controlled by `by`.
 * - `atWar`: the objective's power is at war with `with`.
 * - `unitIn`: the objective's power has at least one unit (any kind) in at least one of `spaces`.
 */
export const ConditionSchema = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('controls'),
      spaces: ids,
      by: ControllerSchema,
      atLeast: z.number().int().positive().optional(),
    })
    .strict()
    .refine(
      (c) => c.atLeast === undefined || c.atLeast < c.spaces.length,
      'atLeast below the count; omit for all',
    ),
  z.object({ type: z.literal('atWar'), with: PowerSchema }).strict(),
  z.object({ type: z.literal('unitIn'), spaces: ids }).strict(),
]);
export type Condition = z.infer<typeof ConditionSchema>;

export const ObjectiveSchema = z
  .object({
    id: z.string().regex(/^[a-z]+(-[a-z0-9]+)+$/),
    power: PowerSchema,
    /** IPCs paid in the power's Collect Income phase while the conditions hold. */
    ipc: z.number().int().positive(),
    /** Our own words. */
    text: z.string().min(1),
    /** Where the objective comes from: a rule of the seed, or TripleA's 1st-edition file. */
    source: z.enum(['seed', 'triplea-1e']),
    /** Paid only the first time its conditions hold. */
    once: z.literal(true).optional(),
    when: z.array(ConditionSchema).min(1),
  })
  .strict();
export type Objective = z.infer<typeof ObjectiveSchema>;

export const ObjectivesFileSchema = z
  .object({
    format: z.literal(OBJECTIVES_FORMAT),
    objectives: z.array(ObjectiveSchema).min(1),
    /** 10 The territories of the Burma Road (China's +6 and its artillery purchases while all are Allied). */
    burmaRoad: ids,
    /**
     * 17.3 Convoy disruption: IPCs an enemy unit in a convoy zone takes from each power's income there (units
     * not listed take nothing), at most the value of that power's territories next to the zone.
     */
    convoyLoss: z
      .object({
        perUnit: z.partialRecord(UnitTypeSchema, z.number().int().positive()),
        cap: z.literal('adjacent-territories-value'),
      })
      .strict(),
  })
  .strict()
  .superRefine((f, ctx) => {
    const seen = new Set<string>();
    f.objectives.forEach((o, i) => {
      if (seen.has(o.id))
        ctx.addIssue({ code: 'custom', message: `objective ${o.id} twice`, path: ['objectives', i] });
      seen.add(o.id);
    });
  });
export type ObjectivesFile = z.infer<typeof ObjectivesFileSchema>;
