/**
 * The private copy of a state that an action changes (flow.ts). Copying every block for every action
 * cost more than the rules' own work, so the copy shares the blocks with the state it came from, and a
 * rule that changes a block first takes the draft's own copy of it (`ownBlock`); so with the armies'
 * time tracks, date tracks and rows (`ownTracks`). What no rule changes during a game (the battle
 * tokens, the options with a player's map) is shared as well. The kit's random games compare each
 * input state before and after the action, so a change made to a shared part fails them.
 */
import rfdc from 'rfdc';
import type { Army } from './armies.ts';
import { type MapBlock, onMap } from './board.ts';
import type { ArmyState, Block, BlockId, GettysburgState } from './state.ts';

const deepCopy = rfdc({ proto: false, circles: false });

/** Each draft's blocks copied so far, and the armies whose tracks were. */
const owned = new WeakMap<GettysburgState, { blocks: Set<BlockId>; tracks: Set<Army> }>();

/** An army's time track, date track and reinforcement rows: shared until a rule changes them (ownTracks). */
const TRACKS = new Set(['timeTrack', 'dateTrack', 'rows']);

function armyDraft(army: ArmyState): ArmyState {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(army)) out[key] = TRACKS.has(key) ? value : deepCopy(value);
  return out as unknown as ArmyState;
}

/** How a draft takes the parts of the state it does not deep-copy: shared, or shared below a new record. */
const TAKEN: Record<string, (state: GettysburgState) => unknown> = {
  tokens: (state) => state.tokens,
  options: (state) => state.options,
  blocks: (state) => ({ ...state.blocks }),
  armies: (state) => ({
    union: armyDraft(state.armies.union),
    confederate: armyDraft(state.armies.confederate),
  }),
};

/** A copy of `state` to change: its own everything but the blocks and tracks (shared until changed) and TAKEN's shared parts. */
export function draftOf(state: GettysburgState): GettysburgState {
  const draft: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(state))
    draft[key] = TAKEN[key] ? TAKEN[key](state) : deepCopy(value);
  const made = draft as unknown as GettysburgState;
  owned.set(made, { blocks: new Set(), tracks: new Set() });
  return made;
}

/** `army`'s time track, date track and rows in `draft`, its own copies, to change. */
export function ownTracks(draft: GettysburgState, army: Army): ArmyState {
  const me = draft.armies[army];
  const mine = owned.get(draft);
  if (!mine || mine.tracks.has(army)) return me;
  me.timeTrack = deepCopy(me.timeTrack);
  me.dateTrack = deepCopy(me.dateTrack);
  me.rows = deepCopy(me.rows);
  mine.tracks.add(army);
  return me;
}

/**
 * Block `id` of `draft`, its own copy, to change; the block itself when `draft` was not made by
 * draftOf (a state being set up or loaded, a test's fixture).
 */
export function ownBlock(draft: GettysburgState, id: BlockId): Block {
  const b = draft.blocks[id];
  if (!b) throw new Error(`no block ${id}`);
  const mine = owned.get(draft)?.blocks;
  if (!mine || mine.has(id)) return b;
  const copy: Block = { ...b, place: { ...b.place } };
  draft.blocks[id] = copy;
  mine.add(id);
  return copy;
}

/** ownBlock for a block on the map (its position, front and rank to change). */
export function ownMapBlock(draft: GettysburgState, id: BlockId): MapBlock {
  const b = ownBlock(draft, id);
  if (!onMap(b)) throw new Error(`block ${id} is not on the map`);
  return b;
}
