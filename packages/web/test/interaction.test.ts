import type { AncientsView } from '@wargame/ancients';
import { ancients } from '@wargame/ancients';
import type { Json } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { describeAction } from '../src/games/ancients/describe.ts';
import {
  buttonActions,
  clickOnHex,
  clickOnPiece,
  effectiveSelection,
  interact,
} from '../src/games/ancients/interaction.ts';
import { playUntil, tEn } from './support.ts';

const view = (state: Parameters<typeof ancients.view>[0], seat: string) =>
  ancients.view(state, seat) as unknown as AncientsView;

describe('clicks → actions on the Ancients board', () => {
  it('6: a card in hand plays it; nothing on the board is clickable yet', () => {
    const { state, seat } = playUntil((s) => s.phase === 'play-card');
    const legal = ancients.legal(state, seat);
    const i = interact(legal, view(state, seat), null);
    expect([...i.cards.values()]).toEqual(legal);
    expect(i.pieces.size).toBe(0);
    expect(i.hexes.size).toBe(0);
    expect(buttonActions(legal)).toEqual([]);
  });

  it('7: a unit that may be ordered is ordered by a click; "done ordering" is a button', () => {
    const { state, seat } = playUntil((s) => s.phase === 'order');
    const legal = ancients.legal(state, seat);
    const i = interact(legal, view(state, seat), null);
    const orders = legal.filter((a) => a.type === 'order');
    expect(orders.length).toBeGreaterThan(0);
    for (const a of orders) {
      const piece = String(a.piece);
      const hex = state.units[piece]?.hex ?? state.leaders[piece]!.hex;
      expect(clickOnPiece(i, piece, hex)).toEqual({ act: a });
    }
    expect(buttonActions(legal)).toEqual([{ type: 'end-orders' }]);
  });

  it('8: a unit, then a highlighted hex, moves it', () => {
    const { state, seat } = playUntil(
      (s) =>
        s.phase === 'move' &&
        new Set(
          ancients
            .legal(s, s.turn.side)
            .filter((a) => a.type === 'move')
            .map((a) => a.piece),
        ).size > 1,
    );
    const legal = ancients.legal(state, seat);
    const moves = legal.filter((a) => a.type === 'move');
    const piece = String(moves[0]!.piece);
    const hex = state.units[piece]!.hex;
    // Before a selection: movable pieces are marked, no hex is.
    const before = interact(legal, view(state, seat), null);
    expect(before.hexes.size).toBe(0);
    expect(clickOnPiece(before, piece, hex)).toEqual({ select: piece });
    // After selecting: its destinations are highlighted, each giving its move.
    const after = interact(legal, view(state, seat), piece);
    expect(after.selected).toBe(piece);
    const mine = moves.filter((a) => a.piece === piece);
    expect([...after.hexes.keys()].sort()).toEqual(mine.map((a) => String(a.to)).sort());
    for (const a of mine) expect(clickOnHex(after, String(a.to))).toEqual({ act: a });
    // A second click on the selected piece deselects it.
    expect(clickOnPiece(after, piece, hex)).toEqual({ select: null });
    expect(buttonActions(legal)).toEqual([{ type: 'end-movement' }]);
  });

  it('9: an attacker, then a target, battles; a lone source is selected by itself', () => {
    const { state, seat } = playUntil(
      (s) => s.phase === 'battle' && ancients.legal(s, s.turn.side).some((a) => a.type === 'close-combat'),
    );
    const legal = ancients.legal(state, seat);
    const attack = legal.find((a) => a.type === 'close-combat')!;
    const i = interact(legal, view(state, seat), String(attack.unit));
    const target = String(attack.target);
    const targetHex = state.units[target]?.hex ?? state.leaders[target]!.hex;
    expect(i.pieces.get(target)?.mark).toBe('target');
    expect(clickOnPiece(i, target, targetHex)).toEqual({ act: attack });
    expect(clickOnHex(i, targetHex)).toEqual({ act: attack });
    const sources = new Set(
      legal.filter((a) => a.type === 'close-combat' || a.type === 'fire').map((a) => a.unit),
    );
    if (sources.size === 1) expect(effectiveSelection(legal, null)).toBe(String(attack.unit));
  });

  it('13.1: evade hexes are highlighted for the defender, and each is also a button; so is standing', () => {
    const { state, seat } = playUntil(
      (s) =>
        s.phase === 'combat' &&
        ancients.legal(s, ancients.pending(s)[0]!.seat).some((a) => a.type === 'evade'),
    );
    const legal = ancients.legal(state, seat);
    const i = interact(legal, view(state, seat), null);
    for (const a of legal.filter((x) => x.type === 'evade')) {
      expect(i.hexes.get(String(a.to))).toEqual({ mark: 'evade', action: a });
    }
    expect(buttonActions(legal)).toContainEqual({ type: 'stand' });
    // Issue 16: evading was offered only as coloured hexes, never as a button.
    const evades = legal.filter((a) => a.type === 'evade');
    expect(buttonActions(legal).filter((a) => a.type === 'evade')).toEqual(evades);
    const v = view(state, seat) as unknown as Json;
    for (const a of evades) expect(describeAction(a, v, tEn, 'en')).toBe(`Evade to ${a.to}`);
  });

  it('14.3: a leader left alone may evade by a hex on the board or by a button naming the hex', () => {
    const legal = [
      { type: 'leader-evade', to: 'G4' },
      { type: 'leader-evade', to: 'off' },
    ];
    expect(buttonActions(legal)).toEqual(legal);
  });

  it('11.10, 12.2: battle back and flags are buttons; every legal action is reachable', () => {
    const { state, seat } = playUntil(
      (s) => s.phase === 'combat' && ['battle-back', 'ignore-flags'].includes(ancients.pending(s)[0]!.kind),
    );
    const legal = ancients.legal(state, seat);
    const i = interact(legal, view(state, seat), null);
    const byClick = new Set(
      [...i.pieces.values(), ...i.hexes.values()].flatMap((t) =>
        t.action ? [JSON.stringify(t.action)] : [],
      ),
    );
    for (const a of legal) {
      const reachable =
        byClick.has(JSON.stringify(a)) ||
        buttonActions(legal).some((b) => JSON.stringify(b) === JSON.stringify(a));
      expect(reachable, JSON.stringify(a)).toBe(true);
    }
  });

  it('a click on a piece with nothing to do falls through to its hex, else shows details', () => {
    const legal = [{ type: 'retreat', to: 'F5' }];
    const fakeView = {
      units: {},
      leaders: { l1: { id: 'l1', side: 'bottom', name: 'X', hex: 'F5' } },
    } as unknown as AncientsView;
    const i = interact(legal, fakeView, null);
    expect(clickOnPiece(i, 'l1', 'F5')).toEqual({ act: legal[0] });
    expect(clickOnPiece(i, 'someone', 'A1')).toBeNull();
  });

  it('every legal action of a long scripted game is reachable by a click or a button', () => {
    let checked = 0;
    playUntil(
      (s, seat) => {
        const legal = ancients.legal(s, seat);
        const v = view(s, seat);
        const sources = new Set<string | null>([null]);
        for (const a of legal) if (a.type === 'move') sources.add(String(a.piece));
        for (const a of legal)
          if (a.type === 'close-combat' || a.type === 'fire') sources.add(String(a.unit));
        const reachable = new Set(buttonActions(legal).map((a) => JSON.stringify(a)));
        for (const sel of sources) {
          const i = interact(legal, v, sel);
          for (const a of i.cards.values()) reachable.add(JSON.stringify(a));
          for (const t of [...i.pieces.values(), ...i.hexes.values()])
            if (t.action) reachable.add(JSON.stringify(t.action));
        }
        for (const a of legal) expect(reachable.has(JSON.stringify(a)), JSON.stringify(a)).toBe(true);
        checked++;
        return false;
      },
      { limit: 300 },
    );
    expect(checked).toBeGreaterThan(100);
  });
});

describe('reachability under random play', () => {
  it.each(['001', '002', '005', '006', '010', '011', '108', '117', '118'])(
    'scenario %s: every legal action has a click or a button',
    (scenario) => {
      let seed = 12345;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed / 2147483648;
      };
      let state = ancients.setup(scenario, {}, `web-${scenario}`);
      for (let n = 0; n < 400 && !ancients.outcome(state); n++) {
        const seat = ancients.pending(state)[0]!.seat;
        const legal = ancients.legal(state, seat);
        const v = view(state, seat);
        const reachable = new Set(buttonActions(legal).map((a) => JSON.stringify(a)));
        const sources = new Set<string | null>([null]);
        for (const a of legal) if (a.type === 'move') sources.add(String(a.piece));
        for (const a of legal)
          if (a.type === 'close-combat' || a.type === 'fire') sources.add(String(a.unit));
        for (const sel of sources) {
          const i = interact(legal, v, sel);
          for (const a of i.cards.values()) reachable.add(JSON.stringify(a));
          for (const t of [...i.pieces.values(), ...i.hexes.values()])
            if (t.action) reachable.add(JSON.stringify(t.action));
        }
        for (const a of legal) {
          // Ambush units wait off the board: a hex offers the first of them; the others are in the list of actions.
          if (a.type === 'ambush-place') continue;
          expect(reachable.has(JSON.stringify(a)), `${scenario} #${n} ${JSON.stringify(a)}`).toBe(true);
        }
        const action = legal[Math.floor(random() * legal.length)]!;
        const result = ancients.apply(state, action, seat);
        if ('error' in result) throw new Error(result.error.message);
        state = result.state;
      }
    },
  );
});
