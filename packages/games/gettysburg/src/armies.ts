/**
 * §2, §4, §11, §23 and the player aid: the two armies' commands, blocks, reduced replacements and battle
 * tokens, the entry rows, the arrival and RUMOR tokens and the historical schedule (`data/armies.json`,
 * format `gettysburg-armies/1`), checked against each other when loaded.
 */
import { z } from 'zod';
import armiesJson from '../data/armies.json' with { type: 'json' };
import { ENTRY_POINTS, type EntryPointId, IdSchema } from './map-file.ts';

export const ARMIES_FORMAT = 'gettysburg-armies/1';
export const ARMIES = ['union', 'confederate'] as const;
export type Army = (typeof ARMIES)[number];
export const CORPS = ['I', 'II', 'III'] as const;
export type Corps = (typeof CORPS)[number];

const ENTRY_IDS = Object.keys(ENTRY_POINTS) as [EntryPointId, ...EntryPointId[]];
const strengths = z.array(z.union([z.literal(1), z.literal(2)]));

const CommandSchema = z.strictObject({
  id: IdSchema,
  name: z.string().min(1),
  kind: z.enum(['infantry', 'cavalry']),
  /** Confederate commands only. */
  corps: z.enum(CORPS).optional(),
  /** Full-strength blocks. */
  blocks: z.number().int().min(1),
  reduced2: z.number().int().min(0),
  reduced1: z.number().int().min(0),
  /** §19 One full-strength block and one of each reduced kind are the Iron Brigade's. */
  ironBrigade: z.literal(true).optional(),
  /** The strengths of the command's artillery tokens. */
  artillery: strengths,
});
export type Command = z.infer<typeof CommandSchema>;

const ArmySchema = z.strictObject({
  commands: z.array(CommandSchema).min(1),
  armyArtillery: z.strictObject({ reserve: strengths.optional(), any: strengths }),
  corpsArtillery: z.partialRecord(z.enum(CORPS), strengths),
  /** March / Field Works tokens. */
  march: z.number().int().min(0),
});

const RowSchema = z.strictObject({
  corps: z.enum(CORPS).optional(),
  size: z.number().int().min(1),
  /** A command whose token is always the row's last (§4: Kilpatrick at Taneytown). */
  last: IdSchema.optional(),
});

export const ArmiesFileSchema = z.strictObject({
  format: z.literal(ARMIES_FORMAT),
  notes: z.string(),
  armies: z.strictObject({ union: ArmySchema, confederate: ArmySchema }),
  /** §4, §11 Each entry point's rows of reinforcement tokens, drawn from in order. */
  entryRows: z.record(z.enum(ENTRY_IDS), z.array(RowSchema).min(1)),
  /** §4 Each army's arrival tokens by day, each naming an entry point. */
  arrivals: z.strictObject({
    union: z.partialRecord(z.enum(['1', '2', '3']), z.array(z.enum(ENTRY_IDS))),
    confederate: z.partialRecord(z.enum(['1', '2', '3']), z.array(z.enum(ENTRY_IDS))),
  }),
  rumors: z.strictObject({ union: z.number().int().min(10), confederate: z.number().int().min(10) }),
  /** §23 The historical schedule: day (1-3 July), the hour the arrival's hour begins (24 h), command, entry. */
  historical: z.array(
    z.strictObject({
      day: z.number().int().min(1).max(3),
      hour: z.number().int().min(0).max(23),
      command: IdSchema,
      entry: z.enum(ENTRY_IDS),
    }),
  ),
});
export type ArmiesFile = z.infer<typeof ArmiesFileSchema>;

/** Problems across the file's parts (each named); none for a consistent file. */
export function armiesProblems(file: ArmiesFile): string[] {
  const problems: string[] = [];
  const commandArmy = new Map<string, Army>();
  for (const army of ARMIES)
    for (const c of file.armies[army].commands) {
      if (commandArmy.has(c.id)) problems.push(`command ${c.id}: listed twice`);
      commandArmy.set(c.id, army);
      if ((army === 'confederate') !== (c.corps !== undefined))
        problems.push(`command ${c.id}: Confederate commands have a corps, Union ones none`);
    }
  for (const [entry, rows] of Object.entries(file.entryRows) as [
    EntryPointId,
    ArmiesFile['entryRows'][EntryPointId],
  ][]) {
    const army = ENTRY_POINTS[entry];
    for (const row of rows ?? []) {
      if ((army === 'confederate') !== (row.corps !== undefined))
        problems.push(`entry rows of ${entry}: Confederate rows name a corps, Union rows none`);
      if (row.last && commandArmy.get(row.last) !== army)
        problems.push(`entry rows of ${entry}: no ${army} command ${row.last}`);
    }
  }
  // Every command but Buford (on the map from the start, §4) has one reinforcement token in one row.
  for (const army of ARMIES) {
    const tokens = file.armies[army].commands.filter((c) => c.id !== 'buford').length;
    const places = ENTRY_IDS.filter((e) => ENTRY_POINTS[e] === army).reduce(
      (n, e) => n + (file.entryRows[e] ?? []).reduce((m, r) => m + r.size, 0),
      0,
    );
    if (tokens !== places)
      problems.push(`${army}: ${tokens} reinforcement tokens for ${places} places in the entry rows`);
    const arrivals = Object.values(file.arrivals[army]).flat();
    if (arrivals.length !== tokens)
      problems.push(`${army}: ${arrivals.length} arrival tokens for ${tokens} commands`);
    for (const e of arrivals)
      if (ENTRY_POINTS[e] !== army) problems.push(`${army}: an arrival token at ${e}`);
  }
  for (const corps of CORPS) {
    const commands = file.armies.confederate.commands.filter((c) => c.corps === corps).length;
    const places = ENTRY_IDS.reduce(
      (n, e) =>
        n + (file.entryRows[e] ?? []).filter((r) => r.corps === corps).reduce((m, r) => m + r.size, 0),
      0,
    );
    if (commands !== places)
      problems.push(`corps ${corps}: ${commands} commands for ${places} places in the entry rows`);
  }
  for (const h of file.historical)
    if (!commandArmy.has(h.command)) problems.push(`historical schedule: no command ${h.command}`);
    else if (ENTRY_POINTS[h.entry] !== commandArmy.get(h.command))
      problems.push(`historical schedule: ${h.command} enters at the other army's ${h.entry}`);
  return problems;
}

function load(): ArmiesFile {
  const file = ArmiesFileSchema.parse(armiesJson);
  const problems = armiesProblems(file);
  if (problems.length > 0) throw new Error(`data/armies.json:\n- ${problems.join('\n- ')}`);
  return file;
}

export const ARMY_DATA: ArmiesFile = load();

/** A command by id. */
export function commandOf(id: string): Command & { army: Army } {
  for (const army of ARMIES) {
    const c = ARMY_DATA.armies[army].commands.find((x) => x.id === id);
    if (c) return { ...c, army };
  }
  throw new Error(`no command ${id}`);
}

/** Every battle token of an army, as the player aid counts them (§4 step 6). */
export function battleTokenCount(army: Army): number {
  const a = ARMY_DATA.armies[army];
  const command = a.commands.reduce((n, c) => n + c.artillery.length, 0);
  const corps = Object.values(a.corpsArtillery).reduce((n, s) => n + (s?.length ?? 0), 0);
  return command + corps + (a.armyArtillery.reserve?.length ?? 0) + a.armyArtillery.any.length + a.march;
}
