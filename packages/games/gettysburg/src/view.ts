/**
 * What each side may know (§2, §4, §8, §11, §13): the enemy's blocks are face-down shapes on their
 * positions (where they stand and face, never which they are, until revealed or out of play); its Tray,
 * pool, Return and Used stacks are counts; its face-down time tokens and reinforcement rows are counts;
 * its face-down artillery is a count per position until revealed. An army sees the top token of each of
 * its own rows only (§4.5). A spectator sees what both armies show each other. The generator is removed.
 *
 * Hidden block ids are replaced everywhere in the view (keys too) by handles that say only where the
 * block is, so no field anywhere can name one.
 */
import type { Viewer } from '@wargame/engine';
import { ARMIES, type Army } from './armies.ts';
import type { Block, GettysburgState } from './state.ts';

export type GettysburgView = Omit<GettysburgState, 'rng'> & { viewer: Viewer };

const HIDDEN_TOKEN = 'face-down';

function handleOf(b: Block, n: number): string {
  const p = b.place;
  const where =
    p.kind === 'map'
      ? `${p.position}#${p.rank}`
      : p.kind === 'waiting'
        ? `off-map-${p.entry}`
        : p.kind === 'exited'
          ? `exited-${p.area}`
          : 'unused';
  return `${b.army}-block@${where}-${n}`;
}

function replaceStrings(value: unknown, swap: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return swap.get(value) ?? value;
  if (Array.isArray(value)) return value.map((v) => replaceStrings(v, swap));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[swap.get(k) ?? k] = replaceStrings(v, swap);
    return out;
  }
  return value;
}

export function view(state: GettysburgState, viewer: Viewer): GettysburgView {
  const { rng: _rng, ...rest } = state;
  const seen: Record<string, unknown> = structuredClone(rest);
  const hiddenArmies = ARMIES.filter((a) => a !== viewer);
  const swap = new Map<string, string>();
  const blocks: Record<string, Block> = {};
  let n = 0;
  // Handles numbered by where blocks stand (and, off the map, since when), never by their ids (whose
  // order would tell them apart): blocks with the same place are alike to the enemy.
  // Blocks alike in place but named apart in the record (two transferred from one entry point in one
  // hour): in the order the record names them, which the enemy saw.
  const recorded = new Map<string, number>();
  state.moves.transfers.forEach((t, i) => {
    if (!recorded.has(t.block)) recorded.set(t.block, i);
  });
  const sorted = Object.values(state.blocks)
    .map((b) => ({
      b,
      where: `${handleOf(b, 0)} ${JSON.stringify(b.place)}`,
      order: recorded.get(b.id) ?? Number.POSITIVE_INFINITY,
    }))
    .sort((x, y) => (x.where < y.where ? -1 : x.where > y.where ? 1 : x.order - y.order))
    .map((x) => x.b);
  for (const b of sorted) {
    const secret = hiddenArmies.includes(b.army) && !b.revealed && b.place.kind !== 'gone';
    if (!secret) {
      blocks[b.id] = b;
      continue;
    }
    const handle = handleOf(b, ++n);
    swap.set(b.id, b.place.kind === 'unused' ? 'unused-block' : handle);
    if (b.place.kind === 'unused') continue;
    blocks[handle] = {
      id: handle,
      army: b.army,
      command: 'unknown',
      grade: 'full',
      strength: 2,
      place: b.place,
    } as Block;
  }
  seen.blocks = blocks;
  const armies = seen.armies as Record<Army, Record<string, unknown>>;
  for (const army of ARMIES) {
    const me = state.armies[army];
    const piles = me.tokens;
    const mine = army === viewer;
    const faceDown = new Set(
      mine ? [] : [...piles.tray, ...piles.pool, ...piles.returned, ...piles.used.hit, ...piles.used.clean],
    );
    armies[army] = {
      ...armies[army],
      tokens: mine
        ? { ...piles, pool: piles.pool.length }
        : {
            pool: piles.pool.length,
            tray: piles.tray.length,
            returned: piles.returned.length,
            used: { hit: piles.used.hit.length, clean: piles.used.clean.length },
            spent: piles.spent.length,
          },
      timeTrack: Object.fromEntries(
        Object.entries(me.timeTrack).map(([i, slot]) => [i, slot.faceUp ? slot : { faceUp: false }]),
      ),
      rows: Object.fromEntries(
        Object.entries(me.rows).map(([entry, rows]) => [
          entry,
          (rows ?? []).map((row) => ({
            count: row.length,
            ...(mine && row.length > 0 ? { top: row[0] } : {}),
          })),
        ]),
      ),
    };
    for (const t of faceDown) swap.set(t, HIDDEN_TOKEN);
  }
  // §13 Face-down artillery: a count per position until both sides reveal (step 4).
  const attack = state.attack;
  if (attack && ['declare', 'defender-artillery', 'attacker-artillery'].includes(attack.step)) {
    const shown = seen.attack as { artillery: Record<Army, Record<string, string[]>>; extras: string[] };
    for (const army of hiddenArmies) {
      shown.artillery[army] = Object.fromEntries(
        Object.entries(attack.artillery[army]).map(([p, ts]) => [p, ts.map(() => HIDDEN_TOKEN)]),
      );
      if (army === attack.attacker) shown.extras = attack.extras.map(() => HIDDEN_TOKEN);
    }
  }
  // §22 The extended-bombardment stack: face down to the defender, to the attacker until the second pass.
  const eb = state.extendedBombardment;
  if (eb && (viewer !== eb.attacker || eb.pass === 'declared' || eb.pass === 'drawn'))
    (seen.extendedBombardment as { tokens: string[] }).tokens = eb.tokens.map(() => HIDDEN_TOKEN);
  // §2 The replacements offered are face down to the picker.
  const head = state.reductions[0];
  if (head?.offered && hiddenArmies.includes(state.blocks[head.block]!.army))
    (seen.reductions as { offered?: string[] }[])[0]!.offered = ['face-down', 'face-down'];
  // The token catalogue is the box's contents, the same in every game: never cut, never renamed.
  const out = replaceStrings({ ...seen, tokens: {} }, swap) as GettysburgView;
  out.tokens = state.tokens;
  out.viewer = viewer;
  // Secret bookkeeping of the acting army: what it moved and how (the board shows the rest).
  if (state.phase.kind === 'action' && hiddenArmies.includes(state.phase.army))
    out.moves = {
      ...out.moves,
      moved: {},
      enteredAt: {},
      marchBonusTaken: [],
      transfers: out.moves.transfers.map((t) => ({ ...t, block: 'face-down' })),
    };
  return out;
}
