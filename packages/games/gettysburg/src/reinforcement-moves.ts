/**
 * §11 Reinforcements, hour by hour: the time tokens of each hour flipped (RUMORs discarded, arrivals
 * bring the top command of the entry point's row off-map), entries off the road or along it, and
 * transfers between entry points. §10 entry-area ban, stacking and Withdrawal orders, §17 the Union's
 * forgone blocks, §18 cavalry, §20 objectives taken on the way, §23 the historical schedule.
 */
import type { Action, Decision, RuleError } from '@wargame/engine';
import type { Army } from './armies.ts';
import { coverage, enemyOf, mapBlocks, nextRank, occupied } from './board.ts';
import { confederateEntryAreas } from './buford.ts';
import { ownBlock, ownTracks } from './draft.ts';
import { arrivalEntryAt, historicalArrivalAt } from './historical-reinforcements.ts';
import type { AreaId, GameMap, PositionId } from './map.ts';
import type { EntryPointId } from './map-file.ts';
import { captureObjectives } from './objective-control.ts';
import type { Block, GettysburgState } from './state.ts';
import { type Ctx, illegal, type StepHandler } from './step.ts';

const STACK = 3;

/** §11 The transfer chains: Emmitsburg – Taneytown – Baltimore, Chambersburg – Mummasburg – Harrisburg. */
const CHAINS: [EntryPointId, EntryPointId][] = [
  ['emmitsburg', 'taneytown'],
  ['taneytown', 'baltimore'],
  ['chambersburg', 'mummasburg'],
  ['mummasburg', 'harrisburg'],
];
const linked = (a: EntryPointId, b: EntryPointId) =>
  CHAINS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

const hourOf = (state: GettysburgState) => (state.phase.kind === 'action' ? state.phase.hour : 0);
const indexOf = (state: GettysburgState) => state.turn.start + hourOf(state);

/** §11 Flip the army's time token of the hour: a RUMOR is discarded, an ARRIVAL brings a command. */
export function flipHour(draft: GettysburgState, army: Army, hour: number, ctx: Ctx): void {
  const index = draft.turn.start + hour;
  const own = draft.armies[army];
  // 23 Historical reinforcements: no tokens, the command of the hour arrives by the schedule.
  if (draft.options.historicalReinforcements) {
    const due = historicalArrivalAt(army, index);
    if (due) arrive(draft, army, hour, due.entry, due.command, ctx);
    return;
  }
  if (!own.timeTrack[index] || own.timeTrack[index].faceUp) return;
  ownTracks(draft, army);
  const slot = own.timeTrack[index]!;
  if (slot.token.kind === 'rumor') {
    delete own.timeTrack[index];
    ctx.log({ type: 'rumor', rule: '11', seat: army, hour });
    return;
  }
  slot.faceUp = true;
  const entry = slot.token.entry;
  // 11 Chambersburg's rows are taken in order: the first that still has tokens.
  const row = (own.rows[entry] ?? []).find((r) => r.length > 0);
  arrive(draft, army, hour, entry, row?.shift(), ctx);
}

/** §11 An arrival in `hour`: the command's blocks wait at the entry point (§16 one arrival; §17 forgone blocks). */
function arrive(
  draft: GettysburgState,
  army: Army,
  hour: number,
  entry: EntryPointId,
  command: string | undefined,
  ctx: Ctx,
): void {
  const index = draft.turn.start + hour;
  const own = draft.armies[army];
  draft.arrivedThisTurn.push({ hour, army });
  const blocks = command
    ? Object.values(draft.blocks).filter(
        (b) => b.army === army && b.command === command && b.grade === 'full' && b.place.kind === 'unused',
      )
    : [];
  let forgone = 0;
  for (const { id } of blocks) {
    const b = ownBlock(draft, id);
    // 17 The Union's forgone reinforcement blocks leave the game as they arrive.
    if (army === 'union' && (own.forgoBlocks ?? 0) > 0) {
      own.forgoBlocks = own.forgoBlocks! - 1;
      b.place = { kind: 'gone' };
      b.revealed = true;
      forgone++;
    } else b.place = { kind: 'waiting', entry, since: index };
  }
  // 23 The schedule is public: the command is named to both sides.
  const named = draft.options.historicalReinforcements && command ? { command } : {};
  ctx.log({
    type: 'arrival',
    rule: '11',
    seat: army,
    entry,
    hour,
    blocks: blocks.length - forgone,
    ...named,
  });
  if (forgone > 0)
    ctx.log({
      type: 'forgone',
      rule: '17',
      seat: army,
      blocks: blocks.filter((b) => b.place.kind === 'gone').map((b) => b.id),
    });
  if (command)
    ctx.secret(army, { type: 'arrived', rule: '11', command, entry, blocks: blocks.map((b) => b.id) });
}

/** A block waiting at an entry point. */
type Waiting = Block & { place: Extract<Block['place'], { kind: 'waiting' }> };
const waiting = (b: Block | undefined): b is Waiting => b?.place.kind === 'waiting';

export interface Entry {
  to: PositionId;
  road?: string;
  /** The areas crossed, the entry area first (for §20). */
  crossed: AreaId[];
}

/** §11 Why a waiting block may not enter at all in this hour (null: it may). */
function cannotEnter(state: GettysburgState, b: Waiting): string | null {
  const index = indexOf(state);
  if (b.place.transferredAt === index) return 'a block cannot enter in the hour of its transfer';
  if (b.place.since > index) return 'this block is not yet available to enter';
  return null;
}

/** §11 Every place a waiting block may enter now, off the road and along each road. */
export function entries(state: GettysburgState, map: GameMap, b: Waiting): Entry[] {
  if (cannotEnter(state, b) !== null) return [];
  const army = b.army;
  const entry = b.place.entry;
  const enemy = enemyOf(army);
  const fire = coverage(state, map, enemy);
  const enemyOn = occupied(state)[enemy];
  const own = mapBlocks(state, army);
  const banned = army === 'union' ? confederateEntryAreas(map) : new Set<AreaId>();
  const careful = state.armies[army].orders === 'withdrawal' || b.cavalry === true;
  const near = (p: PositionId) => map.adjacent[p]!.some((q) => enemyOn.has(q));
  // 10 Never into the enemy, never (Union) next to a Confederate entry area; 10 Withdrawal orders and
  // 18 cavalry: never into enemy fire or next to the enemy.
  const mayEnter = (p: PositionId) =>
    !enemyOn.has(p) &&
    !map.positions[p]!.areas.some((a) => banned.has(a)) &&
    !(careful && (fire.positions.has(p) || near(p)));
  const roomFor = (p: PositionId) => own.filter((o) => o.place.position === p).length < STACK;
  // 11 Not through an entry area in enemy field of fire.
  const open = map.entryAreas[entry].filter((a) => !fire.areas.has(a));
  const mode = state.moves.entryMode[entry];
  const out: Entry[] = [];
  if (mode !== 'road') {
    const seen = new Set<PositionId>();
    for (const area of open)
      for (const p of map.areas[area]!.positions)
        if (!seen.has(p) && mayEnter(p) && roomFor(p)) {
          seen.add(p);
          out.push({ to: p, crossed: [area] });
        }
  }
  if (mode !== 'off-road' && mayEnterOnRoad(state, b)) {
    const used = new Set(state.moves.roadEntries.flatMap((r) => r.positions));
    for (const road of Object.values(map.roads)) {
      if (road.entry !== entry) continue;
      const first = road.positions[0]!;
      const area = map.positions[first]!.areas.find((a) => map.entryAreas[entry].includes(a));
      if (area === undefined || !open.includes(area)) continue;
      const crossed: AreaId[] = [area];
      for (let i = 0; i < road.positions.length; i++) {
        const p = road.positions[i]!;
        if (i > 0) {
          const prev = map.positions[road.positions[i - 1]!]!;
          crossed.push(prev.areas.find((a) => map.positions[p]!.areas.includes(a))!);
        }
        // 11 Confederates never along the road through the town's areas.
        if (army === 'confederate' && crossed.some((a) => map.town.includes(a))) break;
        // 11 On-road paths of the turn may not overlap or meet.
        if (used.has(p) || !mayEnter(p)) break;
        if (roomFor(p)) out.push({ to: p, road: road.id, crossed: [...crossed] });
        // 11 Entering enemy fire, or next to an enemy block, ends the entry.
        if (fire.positions.has(p) || near(p)) break;
      }
    }
  }
  return out;
}

/** §11 The road may be used this hour at this entry point (one block an hour; Confederate first turn). */
function mayEnterOnRoad(state: GettysburgState, b: Waiting): boolean {
  const hour = hourOf(state);
  if (state.moves.roadEntries.some((r) => r.entry === b.place.entry && r.hour === hour)) return false;
  // 11 A Confederate block in its first available turn goes on the road only when the reinforcements
  // that arrived there before it have all entered (read: earlier arrivals, not its own command).
  if (b.army === 'confederate' && b.place.since >= state.turn.start)
    return !Object.values(state.blocks).some(
      (o) =>
        waiting(o) &&
        o.id !== b.id &&
        o.army === b.army &&
        o.place.entry === b.place.entry &&
        o.place.since < b.place.since,
    );
  return true;
}

/** §11 Why a waiting block may not transfer to `to` now (null: it may). */
function cannotTransfer(state: GettysburgState, b: Waiting, to: EntryPointId): string | null {
  const index = indexOf(state);
  const hour = hourOf(state);
  const from = b.place.entry;
  if (!linked(from, to))
    return `no transfer from ${from} to ${to}: only along the chains (Emmitsburg – Taneytown – Baltimore, Chambersburg – Mummasburg – Harrisburg)`;
  if (b.place.since > index) return 'this block is not yet available';
  if (b.place.transferredAt === undefined ? b.place.since === index : b.place.transferredAt >= index)
    return 'a block cannot transfer in the hour it arrives';
  if (
    state.moves.transfers.some(
      (t) => t.hour === hour && ((t.from === from && t.to === to) || (t.from === to && t.to === from)),
    )
  )
    return 'only one block an hour transfers between two entry points';
  if (arrivalEntryAt(state, b.army, index) === to)
    return `reinforcements arrive at ${to} this hour: no transfer there`;
  return null;
}

function reinforcementActions(state: GettysburgState, map: GameMap, army: Army): Action[] {
  const out: Action[] = [];
  for (const b of Object.values(state.blocks)) {
    if (b.army !== army || !waiting(b)) continue;
    for (const e of entries(state, map, b))
      for (const front of map.positions[e.to]!.areas)
        out.push({ type: 'enter', block: b.id, to: e.to, front, ...(e.road ? { road: e.road } : {}) });
    for (const [x, y] of CHAINS)
      for (const to of [x, y])
        if ((x === b.place.entry || y === b.place.entry) && to !== b.place.entry)
          if (cannotTransfer(state, b, to) === null) out.push({ type: 'transfer', block: b.id, to });
  }
  out.push({ type: 'done' });
  return out;
}

function enter(draft: GettysburgState, action: Action, army: Army, ctx: Ctx): RuleError | null {
  const b = draft.blocks[String(action.block)];
  if (!waiting(b) || b.army !== army) return illegal('not one of your blocks waiting to enter', '11');
  const why = cannotEnter(draft, b);
  if (why) return illegal(why, '11');
  const to = String(action.to);
  const road = action.road === undefined ? undefined : String(action.road);
  const entry = b.place.entry;
  const mode = draft.moves.entryMode[entry];
  if (mode && mode !== (road ? 'road' : 'off-road'))
    return illegal(`blocks entered ${mode} at ${entry} this turn: not both on and off the road`, '11');
  if (road && !mayEnterOnRoad(draft, b))
    return illegal('no on-road entry for this block now (one block an hour; earlier arrivals first)', '11');
  const e = entries(draft, ctx.map, b).find((x) => x.to === to && x.road === road);
  if (!e) return illegal(`${to} is not a legal ${road ? `entry along ${road}` : 'off-road entry'}`, '11');
  const front = String(action.front);
  if (!ctx.map.positions[to]!.areas.includes(front)) return illegal(`${front} is not an area of ${to}`, '10');
  const hour = hourOf(draft);
  ownBlock(draft, b.id).place = { kind: 'map', position: to, front, rank: nextRank(draft, to) };
  draft.moves.moved[b.id] = [...(draft.moves.moved[b.id] ?? []), 'reinforcement'];
  draft.moves.enteredAt[b.id] = hour;
  draft.moves.entryMode[entry] = road ? 'road' : 'off-road';
  if (road) {
    const r = ctx.map.roads[road]!;
    draft.moves.roadEntries.push({
      entry,
      hour,
      positions: r.positions.slice(0, r.positions.indexOf(to) + 1),
      areas: e.crossed,
    });
  }
  ctx.log({ type: 'entered', rule: '11', seat: army, entry, hour, to, front, ...(road ? { road } : {}) });
  ctx.secret(army, { type: 'you-entered', rule: '11', block: b.id, to });
  captureObjectives(draft, army, e.crossed, ctx);
  return null;
}

export const reinforcementStep: StepHandler = {
  begin(draft, ctx) {
    if (draft.phase.kind !== 'action') return;
    draft.phase.hour = 0;
    flipHour(draft, draft.phase.army, 0, ctx);
  },
  pending(state): Decision[] {
    if (state.phase.kind !== 'action') return [];
    return [
      {
        seat: state.phase.army,
        kind: 'reinforcement',
        prompt: `Hour ${state.phase.hour + 1} of ${state.turn.hours}: enter, transfer, or done (§11)`,
        optional: true,
      },
    ];
  },
  legal(state, army, map) {
    if (state.phase.kind !== 'action' || state.phase.army !== army) return [];
    return reinforcementActions(state, map, army);
  },
  apply(draft, action, army, ctx) {
    if (draft.phase.kind !== 'action' || draft.phase.army !== army)
      return illegal('not your Action Phase', '5');
    switch (action.type) {
      case 'enter':
        return enter(draft, action, army, ctx);
      case 'transfer': {
        const b = draft.blocks[String(action.block)];
        if (!waiting(b) || b.army !== army)
          return illegal('not one of your blocks waiting off the map', '11');
        const to = String(action.to) as EntryPointId;
        const why = cannotTransfer(draft, b, to);
        if (why) return illegal(why, '11');
        const index = indexOf(draft);
        const from = b.place.entry;
        draft.moves.transfers.push({ from, to, hour: draft.phase.hour, block: b.id });
        // 11 A transfer takes the hour: available at the new entry point from the next.
        ownBlock(draft, b.id).place = { kind: 'waiting', entry: to, since: index + 1, transferredAt: index };
        ctx.log({ type: 'transferred', rule: '11', seat: army, from, to, hour: draft.phase.hour });
        ctx.secret(army, { type: 'you-transferred', rule: '11', block: b.id, from, to });
        return null;
      }
      case 'done':
        if (draft.phase.hour + 1 < draft.turn.hours) {
          draft.phase.hour++;
          flipHour(draft, army, draft.phase.hour, ctx);
        } else ctx.endStep();
        return null;
      default:
        return illegal('enter, transfer or done', '11');
    }
  },
};
