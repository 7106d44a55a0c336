/**
 * §4 Tokens and set-up: the blocks of both armies (full strength and their reduced replacements), the
 * battle tokens shuffled into each pool and eight drawn into each Tray, the 1 July time tokens with ten
 * RUMORs shuffled onto each time track (the Union's leaving 7:00 and 8:00AM empty), the later arrival
 * tokens on the date track, the reinforcement tokens shuffled into the entry rows (Kilpatrick last at
 * Taneytown, Confederate rows by corps), the three objectives under Union control. Then Buford (§4.8).
 * Options: §23 leaves the time tracks and rows empty (the schedule brings the commands); §24 opens
 * with the auction.
 */
import { createRng, type RngAlgorithm, type RngState, randomInt, shuffleInPlace } from '@wargame/engine';
import { ARMIES, ARMY_DATA, type Army, CORPS } from './armies.ts';
import type { GameMap } from './map.ts';
import { ENTRY_POINTS, type EntryPointId } from './map-file.ts';
import type {
  ArmyState,
  BattleToken,
  Block,
  GettysburgOptions,
  GettysburgState,
  PhaseRecord,
  TimeToken,
} from './state.ts';
import { TIME_TRACK } from './time-track.ts';

export const SCENARIO_ID = 'battle';
const TRAY_SIZE = 8;
const FIRST_DAY_RUMORS = 10;

/** §2 Every block of an army: the full-strength ones and their reduced replacements, all unused. */
function blocksOf(army: Army): Block[] {
  const out: Block[] = [];
  for (const c of ARMY_DATA.armies[army].commands) {
    const make = (grade: Block['grade'], n: number, iron: boolean): Block => ({
      id: `${c.id}-${grade === 'full' ? '' : `${grade === 'reduced2' ? 'r2' : 'r1'}-`}${n}`,
      army,
      command: c.id,
      grade,
      strength: grade === 'reduced1' || c.kind === 'cavalry' ? 1 : 2,
      ...(c.kind === 'cavalry' ? { cavalry: true as const } : {}),
      ...(iron ? { ironBrigade: true as const } : {}),
      place: { kind: 'unused' },
    });
    // §19 The Iron Brigade is the command's first block of each grade.
    const iron = (n: number) => c.ironBrigade === true && n === 1;
    for (let n = 1; n <= c.blocks; n++) out.push(make('full', n, iron(n)));
    for (let n = 1; n <= c.reduced2; n++) out.push(make('reduced2', n, iron(n)));
    for (let n = 1; n <= c.reduced1; n++) out.push(make('reduced1', n, iron(n)));
  }
  return out;
}

/** §4 Every battle token of an army, ids in the player aid's order. */
function tokensOf(army: Army): BattleToken[] {
  const a = ARMY_DATA.armies[army];
  const out: BattleToken[] = [];
  const id = () => `${army === 'union' ? 'u' : 'c'}t${out.length + 1}`;
  for (const c of a.commands)
    for (const strength of c.artillery)
      out.push({
        id: id(),
        army,
        kind: 'artillery',
        organization: { of: 'command', command: c.id },
        strength,
      });
  for (const corps of CORPS)
    for (const strength of a.corpsArtillery[corps] ?? [])
      out.push({ id: id(), army, kind: 'artillery', organization: { of: 'corps', corps }, strength });
  for (const strength of a.armyArtillery.reserve ?? [])
    out.push({ id: id(), army, kind: 'artillery', organization: { of: 'reserve' }, strength });
  for (const strength of a.armyArtillery.any)
    out.push({ id: id(), army, kind: 'artillery', organization: { of: 'any' }, strength });
  for (let i = 0; i < a.march; i++) out.push({ id: id(), army, kind: 'march' });
  return out;
}

/** §4.5 The reinforcement tokens shuffled into the army's entry rows. */
function dealRows(army: Army, rng: RngState): ArmyState['rows'] {
  const rows: ArmyState['rows'] = {};
  const commands = ARMY_DATA.armies[army].commands.filter((c) => c.id !== 'buford');
  const entries = (Object.keys(ENTRY_POINTS) as EntryPointId[]).filter((e) => ENTRY_POINTS[e] === army);
  const lasts = new Set(entries.flatMap((e) => (ARMY_DATA.entryRows[e] ?? []).flatMap((r) => r.last ?? [])));
  // Union tokens go in any Union row; Confederate ones in the rows of their corps.
  const piles = new Map<string, string[]>();
  for (const c of commands) {
    if (lasts.has(c.id)) continue;
    const key = c.corps ?? 'any';
    piles.set(key, [...(piles.get(key) ?? []), c.id]);
  }
  for (const pile of piles.values()) shuffleInPlace(rng, pile);
  for (const e of entries)
    rows[e] = (ARMY_DATA.entryRows[e] ?? []).map((row) => {
      const pile = piles.get(row.corps ?? 'any')!;
      const taken = pile.splice(0, row.size - (row.last ? 1 : 0));
      return row.last ? [...taken, row.last] : taken;
    });
  return rows;
}

/** §4.4 The 1 July arrival tokens and ten RUMORs shuffled face down onto the track. */
function dealTimeTrack(army: Army, rng: RngState): Pick<ArmyState, 'timeTrack' | 'dateTrack'> {
  const prefix = army === 'union' ? 'u' : 'c';
  let n = 0;
  const arrival = (entry: EntryPointId): TimeToken => ({ id: `${prefix}a${++n}`, kind: 'arrival', entry });
  const byDay = ARMY_DATA.arrivals[army];
  const dateTrack = {
    1: (byDay['1'] ?? []).map(arrival),
    2: (byDay['2'] ?? []).map(arrival),
    3: (byDay['3'] ?? []).map(arrival),
  };
  const rumors = Array.from(
    { length: FIRST_DAY_RUMORS },
    (_, i): TimeToken => ({ id: `${prefix}r${i + 1}`, kind: 'rumor' }),
  );
  const stack = shuffleInPlace(rng, [...dateTrack[1], ...rumors]);
  const spaces = TIME_TRACK.filter((s) => s.day === 1).slice(army === 'union' ? 2 : 0);
  if (spaces.length !== stack.length)
    throw new Error(`${army}: ${stack.length} time tokens for ${spaces.length} spaces on 1 July`);
  const timeTrack: ArmyState['timeTrack'] = {};
  spaces.forEach((s, i) => {
    timeTrack[s.index] = { token: stack[i]!, faceUp: false };
  });
  return { timeTrack, dateTrack: { 1: [], 2: dateTrack[2], 3: dateTrack[3] } };
}

/** §4.6 The pool shuffled, eight drawn into the Tray. */
function dealTokens(tokens: readonly BattleToken[], rng: RngState): ArmyState['tokens'] {
  const pool = shuffleInPlace(
    rng,
    tokens.map((t) => t.id),
  );
  const tray = pool.splice(pool.length - TRAY_SIZE, TRAY_SIZE);
  return { pool, tray, returned: [], used: { hit: [], clean: [] }, spent: [] };
}

/** The record of an Action Phase that has done nothing yet. */
export const emptyPhaseRecord = (): PhaseRecord => ({
  moved: {},
  enteredAt: {},
  attackedFrom: [],
  attackedInto: [],
  attacks: 0,
  marchBonus: 0,
  marchBonusTaken: [],
  entryMode: {},
  roadEntries: [],
  transfers: [],
  withdrawalPenalties: [],
});

export function initialState(
  seed: string,
  options: GettysburgOptions,
  map: GameMap,
  generator?: RngAlgorithm,
): GettysburgState {
  const rng = createRng(seed, undefined, generator);
  const blocks: GettysburgState['blocks'] = {};
  const tokens: GettysburgState['tokens'] = {};
  const armies = {} as Record<Army, ArmyState>;
  for (const army of ARMIES) {
    for (const b of blocksOf(army)) blocks[b.id] = b;
    const own = tokensOf(army);
    for (const t of own) tokens[t.id] = t;
    // 23 Historical reinforcements: no time tokens, no reinforcement tokens.
    const historical = options.historicalReinforcements;
    armies[army] = {
      tokens: dealTokens(own, rng),
      ...(historical ? { timeTrack: {}, dateTrack: { 1: [], 2: [], 3: [] } } : dealTimeTrack(army, rng)),
      rows: historical ? {} : dealRows(army, rng),
      arrivalsStack: 0,
      orders: 'hold',
      nextOrders: null,
    };
  }
  return {
    game: 'gettysburg',
    scenario: SCENARIO_ID,
    rng,
    options,
    turn: { number: 1, start: 0, hours: 1 },
    firstPlayer: 'union',
    // 24 Game balance: the auction comes first, its first bidder drawn at random.
    phase: options.balance
      ? { kind: 'bidding', bidder: ARMIES[randomInt(rng, ARMIES.length)]!, high: null }
      : { kind: 'buford' },
    blocks,
    tokens,
    armies,
    objectives: map.objectives.map((area) => ({ area, control: 'union' as const })),
    fieldWorks: [],
    lastWinners: { union: [], confederate: [] },
    moves: emptyPhaseRecord(),
    reductions: [],
    tokenReturn: null,
    attack: null,
    mustWithdraw: [],
    arrivedThisTurn: [],
    winner: null,
  };
}
