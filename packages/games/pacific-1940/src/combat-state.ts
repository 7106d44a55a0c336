/**
 * 14 The conduct of combat as plain data: which battles the combat move made, which are done, and the
 * battle being fought. Owned by the combat rules (`combat.ts`); the position format carries it whole
 * (`CombatStateSchema`).
 * - `stage`: 14.2 the start-of-phase special actions (`kamikaze`: Japan declares strikes; `scramble`:
 *   the defending powers in `scramblers` decide), then `battles` (the attacker picks the next with `fight`).
 * - `sites`: every battle of the phase (14.1 order: raids, then amphibious assaults, then the rest), with
 *   `done` once resolved.
 * - `strikes`: kamikaze strikes declared but not yet rolled (the ship each targets; 14.2.1).
 * - `kamikazeZones`, `seaBattleZones`, `bombarded`, `subsAttacked`: what 14.4 Step 2 asks of the turn so far.
 * - `battle`: the battle being fought (see `BattleStateSchema`).
 */
import { z } from 'zod';

const pieceId = z.string().regex(/^p[1-9]\d*$/, 'a piece id is p1, p2, …');
const spaceId = z.string().min(1);
const power = z.enum(['japan', 'usa', 'china', 'uk', 'anzac']);

/** A battle of the phase: a strategic bombing raid, an amphibious assault's land battle, or a battle. */
export const SiteSchema = z
  .object({
    space: spaceId,
    kind: z.enum(['raid', 'amphibious', 'sea', 'land']),
    done: z.boolean(),
  })
  .strict();
export type Site = z.infer<typeof SiteSchema>;

/**
 * Hits waiting for their casualties, chosen one at a time by `seat` (the owner of the side hit). `hits`
 * counts them by hit class (battle/dice.ts: any unit, not air units, not submarines).
 */
export const PendingHitsSchema = z
  .object({
    side: z.enum(['attacker', 'defender']),
    /** Null for neutral infantry alone (8.1): their casualties follow the default order. */
    seat: power.nullable(),
    /** Which fire made them: bombardment casualties go behind the strip and fire in round 1 (14.4). */
    fire: z.enum(['bombard', 'surprise', 'fire', 'air-battle']),
    any: z.number().int().min(0),
    notAir: z.number().int().min(0),
    notSub: z.number().int().min(0),
    /** Hit points already given, by kind of unit: what the rest of the hits may still go to. */
    taken: z
      .object({ air: z.number().int().min(0), sub: z.number().int().min(0), other: z.number().int().min(0) })
      .strict(),
  })
  .strict();
export type PendingHits = z.infer<typeof PendingHitsSchema>;

/**
 * The battle being fought.
 * - `step`: what the battle waits for: `attack-subs` (14.4 Step 1: fight or ignore defending subs and
 *   transports), `intercept` (14.3 step 3: the defender picks its interceptors), `bombard` (14.4 Step 2:
 *   the attacker picks its bombarding ships), `submerge-attacker` / `submerge-defender` (14.5 Step 2, the
 *   attacker decides first), `casualties` (the first entry of `hits`), `press` (14.5 Step 6),
 *   `raid-target` (14.3 step 5: bombers split among facilities).
 * - `resume`: what follows once the pending hits are taken (the next step of the sequence).
 * - `attackers` / `defenders`: the pieces on the strip (cargo is not; 14.5 Step 1).
 * - `behind`: bombardment casualties behind the strip: they fire in the first round, then are removed
 *   (14.4 Step 2). (Both sides' dice of a step are rolled at once, so other casualties go at once.)
 * - `struck`: the sides whose submarines made a surprise strike this round (they do not fire again).
 * - `submerged`: submarines that left the battle (14.5 Step 2).
 * - `raid`: 14.3 the bombers assigned to each facility (`raid-target`), by facility type.
 */
export const BattleStateSchema = z
  .object({
    space: spaceId,
    kind: z.enum(['land', 'sea', 'raid']),
    attacker: power,
    round: z.number().int().min(0),
    step: z.enum([
      'attack-subs',
      'intercept',
      'bombard',
      'submerge-attacker',
      'submerge-defender',
      'casualties',
      'press',
      'raid-target',
    ]),
    resume: z.enum(['round', 'fire', 'end-round', 'bomb-run']).nullable(),
    attackers: z.array(pieceId),
    defenders: z.array(pieceId),
    behind: z.array(pieceId),
    struck: z.array(z.enum(['attacker', 'defender'])),
    submerged: z.array(pieceId),
    hits: z.array(PendingHitsSchema),
    raid: z.record(z.string(), z.array(pieceId)).optional(),
  })
  .strict();
export type BattleState = z.infer<typeof BattleStateSchema>;

export const CombatStateSchema = z
  .object({
    stage: z.enum(['kamikaze', 'scramble', 'battles']),
    sites: z.array(SiteSchema),
    scramblers: z.array(power),
    strikes: z.array(pieceId),
    kamikazeZones: z.array(spaceId),
    seaBattleZones: z.array(spaceId),
    bombarded: z.array(pieceId),
    subsAttacked: z.array(spaceId),
    battle: BattleStateSchema.nullable(),
  })
  .strict();
export type CombatState = z.infer<typeof CombatStateSchema>;

/** 14 The record of a phase that has just begun: its battles, nothing declared or fought yet. */
export const emptyCombat = (sites: Site[]): CombatState => ({
  stage: 'battles',
  sites,
  scramblers: [],
  strikes: [],
  kamikazeZones: [],
  seaBattleZones: [],
  bombarded: [],
  subsAttacked: [],
  battle: null,
});
