/**
 * A full state consistent with what one side sees (for the AI's search): the enemy's face-down blocks
 * given identities from its blocks not seen, its unseen tokens dealt to the piles the view counts, its
 * face-down time tokens and reinforcement rows filled from what it has not shown. Known gap (RULINGS.md
 * "The computer opponent"): identities are drawn blind to the arrival order, so a command's blocks may
 * be split between the map and its row.
 */
import { createFastRng, nextUint32, type RngState, shuffleInPlace, type Viewer } from '@wargame/engine';
import { ARMY_DATA, type Army } from './armies.ts';
import { artilleryToken, organizationMet } from './attack-artillery.ts';
import type { AttackStep } from './attack-state.ts';
import { defaultGameMap, enemyOf, mapOf } from './board.ts';
import type { PositionId } from './map.ts';
import { replacementsFor } from './reduction.ts';
import { initialState } from './setup.ts';
import type { Block, GettysburgState, TimeToken, TokenId } from './state.ts';
import type { GettysburgView } from './view.ts';

function strings(value: unknown, out: Set<string>): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) strings(v, out);
  else if (value !== null && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      strings(v, out);
    }
  return out;
}

function swapStrings(value: unknown, swap: (s: string) => string): unknown {
  if (typeof value === 'string') return swap(value);
  if (Array.isArray(value)) return value.map((v) => swapStrings(v, swap));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [swap(k), swapStrings(v, swap)]));
  return value;
}

/** §13 The attack's steps in their order. */
const ATTACK_STEPS: readonly AttackStep[] = [
  'declare',
  'defender-artillery',
  'attacker-artillery',
  'reveal',
  'bombard',
  'defensive-fire',
  'advance',
  'close-combat',
  'result',
  'withdraw',
];

const HIDDEN = 'face-down';

export function determinize(seen: GettysburgView, seat: Viewer, rng: RngState): GettysburgState {
  const fast = createFastRng(`${nextUint32(rng)}-${nextUint32(rng)}`);
  const army: Army = seat === 'confederate' ? 'confederate' : 'union';
  const enemy = enemyOf(army);
  const { viewer: _viewer, ...rest } = seen;
  const full = initialState('determinize', seen.options, defaultGameMap());
  const known = strings({ ...rest, tokens: {} }, new Set());
  // Rows first: each row's count (and one's own top) filled, by corps, with commands not seen in play.
  const seenInPlay = new Set(
    Object.values(seen.blocks)
      .filter((b) => b.command !== 'unknown' && b.place.kind !== 'unused')
      .map((b) => b.command),
  );
  const rowsOf: Record<Army, GettysburgState['armies'][Army]['rows']> = { union: {}, confederate: {} };
  const inRows = new Set<string>();
  for (const side of [army, enemy]) {
    const commands = ARMY_DATA.armies[side].commands;
    const rows = seen.armies[side].rows as unknown as Record<string, { count: number; top?: string }[]>;
    const tops = new Set(Object.values(rows).flatMap((list) => list.flatMap((r) => (r.top ? [r.top] : []))));
    const free = shuffleInPlace(
      fast,
      commands.map((c) => c.id).filter((c) => c !== 'buford' && !seenInPlay.has(c) && !tops.has(c)),
    );
    for (const [entry, list] of Object.entries(rows)) {
      const spec = ARMY_DATA.entryRows[entry as 'chambersburg'] ?? [];
      rowsOf[side][entry as 'chambersburg'] = list.map((row, i) => {
        const corps = spec[i]?.corps;
        const last = spec[i]?.last;
        const out = row.top ? [row.top] : [];
        const want = row.count - (last && row.top !== last && row.count > 0 ? 1 : 0);
        for (const c of [...free])
          if (
            out.length < want &&
            c !== last &&
            (corps === undefined || commands.find((x) => x.id === c)?.corps === corps)
          ) {
            out.push(c);
            free.splice(free.indexOf(c), 1);
          }
        if (last && row.count > 0 && !out.includes(last)) {
          out.push(last);
          if (free.includes(last)) free.splice(free.indexOf(last), 1);
        }
        for (const c of out) inRows.add(c);
        return out;
      });
    }
  }
  // Blocks: the enemy's face-down ones take identities from its blocks not in the view, not in a row.
  const unseen = shuffleInPlace(
    fast,
    Object.values(full.blocks).filter((b) => b.army === enemy && !(b.id in seen.blocks)),
  ).sort(
    (a, b) =>
      Number(inRows.has(a.command)) - Number(inRows.has(b.command)) ||
      Number(b.grade === 'full') - Number(a.grade === 'full'),
  );
  // 2 Two replacements the enemy offered face down stay unused: kept from the identities dealt below.
  const offer = (seen.reductions as { block: string; offered?: string[] }[])[0];
  const reducing = offer?.offered?.includes(HIDDEN) ? seen.blocks[offer.block] : undefined;
  const kept =
    reducing && reducing.command !== 'unknown'
      ? replacementsFor(
          { blocks: Object.fromEntries(unseen.map((b) => [b.id, b])) } as GettysburgState,
          {
            ...full.blocks[reducing.id]!,
            ...reducing,
          } as Block,
        ).slice(0, 2)
      : [];
  const dealt = unseen.filter((b) => !kept.includes(b));
  const handles = Object.values(seen.blocks).filter((b) => b.army === enemy && b.command === 'unknown');
  const byHandle = new Map<string, string>();
  for (const h of handles) {
    const pick = dealt.shift();
    if (pick) byHandle.set(h.id, pick.id);
  }
  unseen.splice(0, unseen.length, ...kept, ...dealt);
  const state = swapStrings(rest, (s) => byHandle.get(s) ?? s) as GettysburgState;
  const blocks: Record<string, Block> = {};
  for (const b of Object.values(state.blocks)) {
    const real = full.blocks[b.id];
    blocks[b.id] = real && b.command === 'unknown' ? { ...real, place: b.place } : b;
  }
  for (const b of unseen) blocks[b.id] = b;
  // In the set-up's order, as in every real state (rules iterate over blocks in that order).
  state.blocks = Object.fromEntries(Object.keys(full.blocks).map((id) => [id, blocks[id]!]));
  // 2 The two replacements offered face down: two of the enemy's unused blocks that could be (those kept
  // above), else of the command, else any (a guess the rules can still play on).
  const offered = state.reductions[0];
  if (offered?.offered?.includes(HIDDEN)) {
    const reduced = state.blocks[offered.block]!;
    const unused = Object.values(state.blocks).filter((b) => b.army === enemy && b.place.kind === 'unused');
    const fitting = shuffleInPlace(fast, replacementsFor(state, reduced));
    const sameCommand = unused.filter((b) => b.command === reduced.command && !fitting.includes(b));
    const picks = [...fitting, ...sameCommand, ...unused.filter((b) => b.command !== reduced.command)];
    offered.offered = [picks[0]!.id, picks[1]!.id];
  }
  // Tokens: the enemy's unseen ones dealt to the piles it shows as counts, and its face-down plays.
  const unseenTokens = shuffleInPlace(
    fast,
    Object.values(full.tokens)
      .filter((t) => t.army === enemy && !known.has(t.id))
      .map((t) => t.id),
  );
  const deal = (n: number) => unseenTokens.splice(0, n);
  const counts = seen.armies[enemy].tokens as unknown as {
    pool: number;
    tray: number;
    returned: number;
    used: { hit: number; clean: number };
    spent: number;
  };
  if (state.attack) {
    const a = state.attack;
    // 13 steps 2-3 A face-down play is an artillery token whose organization the position meets (the
    // attacker's: with an attacking block there), else the rules could not have let it be played.
    const attacking = new Set(a.blocks.map((b) => b.block));
    const own = a.attacker === enemy ? (b: Block) => attacking.has(b.id) : undefined;
    const map = mapOf(state);
    const dealArtillery = (position: PositionId): TokenId => {
      const fits = unseenTokens.findIndex((id) => {
        const t = artilleryToken(state, id);
        return t !== null && organizationMet(state, map, t, position, own);
      });
      const at = fits >= 0 ? fits : unseenTokens.findIndex((id) => artilleryToken(state, id) !== null);
      return unseenTokens.splice(Math.max(0, at), 1)[0]!;
    };
    for (const [p, ts] of Object.entries(a.artillery[enemy]))
      a.artillery[enemy][p] = ts.map((t) => (t === HIDDEN ? dealArtillery(p) : t));
    a.extras = a.extras.map((t) => (t === HIDDEN ? deal(1)[0]! : t));
  }
  // 22 The extended-bombardment stack, face down: the enemy's from its unseen tokens (one's own below).
  const eb = state.extendedBombardment;
  if (eb && eb.attacker === enemy) eb.tokens = eb.tokens.map((t) => (t === HIDDEN ? deal(1)[0]! : t));
  // 13 Once revealed, the attacker's extras (step 4) and its artillery (after step 5) are on its Used
  // stack while the attack still lists them: the same tokens, not more.
  const a = state.attack;
  const step = a ? ATTACK_STEPS.indexOf(a.step) : -1;
  const alsoUsed =
    a && a.attacker === enemy
      ? [
          ...(step > ATTACK_STEPS.indexOf('reveal') ? a.extras : []),
          ...(step > ATTACK_STEPS.indexOf('bombard') ? Object.values(a.artillery[enemy]).flat() : []),
        ]
      : [];
  state.armies[enemy].tokens = {
    tray: deal(counts.tray),
    returned: deal(counts.returned),
    used: {
      hit: deal(counts.used.hit),
      clean: [...alsoUsed, ...deal(Math.max(0, counts.used.clean - alsoUsed.length))],
    },
    spent: deal(counts.spent),
    pool: unseenTokens,
  };
  const own = seen.armies[army].tokens as unknown as { pool: number };
  const ownUnseen = shuffleInPlace(
    fast,
    Object.values(full.tokens)
      .filter((t) => t.army === army && !known.has(t.id))
      .map((t) => t.id),
  );
  // 22 One's own stack was drawn without looking: from the same unseen tokens as one's pool.
  if (eb && eb.attacker === army) eb.tokens = eb.tokens.map((t) => (t === HIDDEN ? ownUnseen.shift()! : t));
  const mine = seen.armies[army].tokens as unknown as Record<string, unknown>;
  if (Array.isArray(mine.tray)) state.armies[army].tokens.pool = ownUnseen.slice(0, own.pool);
  else {
    // 25 A lieutenant does not see his army's Tray: its piles are counts, dealt as the enemy's are.
    const c = mine as unknown as typeof counts;
    const take = (n: number) => ownUnseen.splice(0, n);
    state.armies[army].tokens = {
      tray: take(c.tray),
      returned: take(c.returned),
      used: { hit: take(c.used.hit), clean: take(c.used.clean) },
      spent: take(c.spent),
      pool: ownUnseen,
    };
  }
  // Time tracks: face-down spaces filled with the arrivals not yet shown, and RUMORs.
  for (const side of [army, enemy]) {
    const me = state.armies[side];
    const track = me.timeTrack as Record<number, { token?: TimeToken; faceUp: boolean }>;
    const hidden = Object.keys(track).filter((i) => !track[Number(i)]!.faceUp);
    const days = ([1, 2, 3] as const).filter((d) => d === 1 || me.dateTrack[d].length === 0);
    const shown = Object.values(track).filter((s) => s.faceUp && s.token?.kind === 'arrival').length;
    const entries = days.flatMap((d) => ARMY_DATA.arrivals[side][String(d) as '1'] ?? []);
    const left = Math.max(0, Math.min(hidden.length, entries.length - me.arrivalsStack - shown));
    const fill: TimeToken[] = shuffleInPlace(fast, [...entries])
      .slice(0, left)
      .map((entry, i) => ({ id: `${side}-a?${i}`, kind: 'arrival', entry }));
    while (fill.length < hidden.length) fill.push({ id: `${side}-r?${fill.length}`, kind: 'rumor' });
    shuffleInPlace(fast, fill);
    hidden.forEach((i, k) => {
      if (track[Number(i)]!.token === undefined) track[Number(i)] = { token: fill[k]!, faceUp: false };
    });
  }
  for (const side of [army, enemy]) state.armies[side].rows = rowsOf[side];
  return { ...state, rng: fast };
}
