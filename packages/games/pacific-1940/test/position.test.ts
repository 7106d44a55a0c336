/**
 * The position format carries every field of the state but the generator: what each unit did this turn
 * (on the board and as cargo), the neutrals attacked (8.1), the conduct of combat (14), and round-trips
 * exactly (07-setup.test.ts has the opening, the defaults and the first refusals).
 */

import type { Action, Json } from '@wargame/engine';
import { findNonJson } from '@wargame/engine/testkit';
import { describe, expect, it } from 'vitest';
import type { CombatState } from '../src/combat-state.ts';
import { pacific1940 } from '../src/game.ts';
import { fromPosition, type Position, PositionError, toPosition } from '../src/position.ts';
import type { PacificState } from '../src/state.ts';

const P = 'pacific-1940-position/1';

/** The state's JSON without the generator, key order ignored within each object. */
function canonical(state: PacificState): string {
  const { rng: _rng, ...rest } = state;
  const sort = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(sort)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, x]) => [k, sort(x)]),
          )
        : v;
  return JSON.stringify(sort(rest));
}

const roundTrip = (s: PacificState) => fromPosition(toPosition(s) as never, 'rt');

/** A battle in progress: Japanese infantry moved into Chinese-held Hunan, both sides' dice scripted. */
const battlePosition: Json = {
  format: P,
  phase: 'combat-move',
  units: [
    { space: 'hunan', power: 'japan', type: 'infantry', ids: ['p1'], moved: 1, cameFrom: 'kiangsi' },
    { space: 'hunan', power: 'china', type: 'infantry', ids: ['p2'] },
    { space: 'hunan', power: 'china', type: 'artillery', ids: ['p3'] },
  ],
  dice: [1, 1, 1, 4],
};

function played(state: PacificState, ...actions: { seat: string; action: Action }[]): PacificState {
  let s = state;
  for (const { seat, action } of actions) {
    const r = pacific1940.apply(s, action, seat);
    if ('error' in r) throw new Error(r.error.message);
    s = r.state;
  }
  return s;
}

/** The combat state the rules make for that battle (its shape is combat-state.ts's). */
const combat: CombatState = played(fromPosition(battlePosition, 'c'), {
  seat: 'japan',
  action: { type: 'end-combat-move' },
}).combat!;

describe('what a unit did this turn', () => {
  const s = fromPosition(
    {
      format: P,
      phase: 'combat',
      units: [
        { space: 'kiangsi', power: 'japan', type: 'infantry', ids: ['p1'], moved: 1, cameFrom: 'kwangsi' },
        { space: 'kiangsi', power: 'japan', type: 'armour', ids: ['p2'], seaborne: true, engaged: true },
        {
          space: 'sz-20',
          power: 'japan',
          type: 'transport',
          ids: ['p3'],
          moved: 2,
          unloaded: true,
          bonus: true,
          escaped: true,
          cargo: [{ type: 'infantry', ids: ['p4'], moved: 2, engaged: true, cameFrom: 'sz-19' }],
        },
        {
          space: 'sz-20',
          power: 'japan',
          type: 'carrier',
          ids: ['p5'],
          cargo: [{ type: 'fighter', ids: ['p6'], moved: 3, scrambledFrom: 'japan' }],
        },
        { space: 'kiangsi', power: 'japan', type: 'bomber', ids: ['p7'], moved: 4, mission: 'raid' },
        { space: 'kiangsi', power: 'japan', type: 'fighter', ids: ['p8'], moved: 4, mission: 'escort' },
        { space: 'sz-20', power: 'usa', type: 'fighter', ids: ['p9'], scrambledFrom: 'philippines' },
        { space: 'kiangsi', power: 'china', type: 'infantry', count: 2 },
      ],
      combat,
    },
    'turn',
  );

  it('is read into the pieces, cargo included', () => {
    expect(s.pieces.p1).toEqual({
      id: 'p1',
      type: 'infantry',
      owner: 'japan',
      at: 'kiangsi',
      moved: 1,
      cameFrom: 'kwangsi',
    });
    expect(s.pieces.p2).toMatchObject({ seaborne: true, engaged: true });
    expect(s.pieces.p3).toMatchObject({ moved: 2, unloaded: true, bonus: true, escaped: true });
    expect(s.pieces.p4).toEqual({
      id: 'p4',
      type: 'infantry',
      owner: 'japan',
      at: 'sz-20',
      moved: 2,
      engaged: true,
      cameFrom: 'sz-19',
      aboard: 'p3',
    });
    expect(s.pieces.p6).toMatchObject({ aboard: 'p5', moved: 3, scrambledFrom: 'japan' });
    expect(s.pieces.p7).toMatchObject({ mission: 'raid' });
    expect(s.pieces.p8).toMatchObject({ mission: 'escort' });
    // A scrambled fighter at sea is in the air, not on a carrier.
    expect(s.pieces.p9).toMatchObject({ at: 'sz-20', scrambledFrom: 'philippines' });
    expect(s.pieces.p9!.aboard).toBeUndefined();
    expect(s.combat).toEqual(combat);
  });

  it('round-trips exactly, and toPosition writes nothing the state does not hold', () => {
    const back = roundTrip(s);
    expect(canonical(back)).toBe(canonical(s));
    const position = toPosition(s);
    expect(position.scenario).toBe('standard');
    expect(position.combat).toEqual(combat);
    const china = position.units!.filter((u) => u.power === 'china');
    expect(china.map((u) => Object.keys(u).sort())).toEqual([
      ['ids', 'power', 'space', 'type'],
      ['ids', 'power', 'space', 'type'],
    ]);
    // No field is written undefined: the position is plain JSON as it stands.
    expect(findNonJson(position)).toEqual([]);
  });

  it('writes no combat outside the combat phase', () => {
    const calm = fromPosition({ format: P }, 'calm');
    expect(toPosition(calm)).not.toHaveProperty('combat');
    expect(calm.combat).toBeNull();
  });
});

describe('14 a battle in progress', () => {
  it('round-trips in the middle of a battle, scripted dice left included, and plays on the same', () => {
    const fighting = played(
      fromPosition(battlePosition, 'b'),
      { seat: 'japan', action: { type: 'end-combat-move' } },
      { seat: 'japan', action: { type: 'fight', space: 'hunan' } },
    );
    expect(fighting.phase).toBe('combat');
    expect(fighting.combat?.battle).not.toBeNull();
    const copy = roundTrip(fighting);
    expect(canonical(copy)).toBe(canonical(fighting));
    expect(toPosition(copy).dice).toEqual(toPosition(fighting).dice);
    const [decision] = pacific1940.pending(fighting);
    expect(pacific1940.pending(copy)).toEqual([decision]);
    const next = pacific1940.legal(fighting, decision!.seat)[0]!;
    const a = played(fighting, { seat: decision!.seat, action: next });
    const b = played(copy, { seat: decision!.seat, action: next });
    expect(canonical(b)).toBe(canonical(a));
  });
});

describe('14 a position in the combat phase', () => {
  it('without a combat in progress starts the phase from the board, as the end of the combat move does', () => {
    const loaded = fromPosition({ ...(battlePosition as object), phase: 'combat' } as Json, 'p');
    const ended = played(fromPosition(battlePosition, 'p'), {
      seat: 'japan',
      action: { type: 'end-combat-move' },
    });
    expect(loaded.phase).toBe('combat');
    expect(loaded.combat).toEqual(ended.combat);
    expect(pacific1940.pending(loaded)).toMatchObject([{ seat: 'japan', kind: 'fight' }]);
  });

  it('with no battle on the board goes on to the noncombat move', () => {
    const calm = fromPosition({ format: P, phase: 'combat' }, 'p');
    expect(calm).toMatchObject({ phase: 'noncombat-move', combat: null });
  });
});

describe('piece ids', () => {
  it('are never reused: the next id round-trips when the highest-numbered piece is gone', () => {
    const s = fromPosition(
      {
        format: P,
        units: [
          { space: 'japan', power: 'japan', type: 'infantry', ids: ['p1'] },
          { space: 'japan', power: 'japan', type: 'infantry', ids: ['p9'] },
        ],
      },
      'ids',
    );
    expect(s.nextPiece).toBe(10);
    const { p9: _gone, ...rest } = s.pieces;
    const after = { ...s, pieces: rest };
    expect(toPosition(after).nextPiece).toBe(10);
    expect(roundTrip(after).nextPiece).toBe(10);
    expect(fromPosition({ format: P, nextPiece: 500 }, 'ids').nextPiece).toBe(500);
  });

  it('refuses a next id already in use', () => {
    expect(() =>
      fromPosition(
        {
          format: P,
          units: [{ space: 'japan', power: 'japan', type: 'infantry', ids: ['p7'] }],
          nextPiece: 7,
        },
        'ids',
      ),
    ).toThrow(/nextPiece: 7 would give p7, which is used/);
  });
});

describe('8.1 the neutrals attacked', () => {
  it('are carried with the side each joined, and round-trip', () => {
    const s = fromPosition({ format: P, politics: { neutrals: { 'central-mongolia': 'axis' } } }, 'n');
    expect(s.politics.neutrals).toEqual({ 'central-mongolia': 'axis' });
    expect(canonical(roundTrip(s))).toBe(canonical(s));
  });

  it('are absent from the state while none has been attacked', () => {
    expect(fromPosition({ format: P }, 'n').politics).not.toHaveProperty('neutrals');
  });
});

describe('refusals', () => {
  const bad = (extra: Partial<Position> | Record<string, unknown>) => () =>
    fromPosition({ format: P, ...extra } as never, 'bad');

  it('refuses a battle in progress outside the combat phase', () => {
    expect(bad({ phase: 'noncombat-move', combat })).toThrow(
      /combat: a battle in progress needs phase 'combat', not 'noncombat-move'/,
    );
    expect(bad({ phase: 'combat', combat: { ...combat, stage: 'lunch' } })).toThrow(/combat\.stage/);
  });

  it('refuses a neutral that is not a neutral territory, or a side that is not one', () => {
    expect(bad({ politics: { neutrals: { japan: 'axis' } } })).toThrow(/not a neutral territory/);
    expect(bad({ politics: { neutrals: { 'central-mongolia': 'japan' } } })).toThrow(
      /politics\.neutrals\.central-mongolia/,
    );
  });

  it('refuses per-turn fields of the wrong kind', () => {
    const unit = (extra: object) => ({
      units: [{ space: 'japan', power: 'japan', type: 'bomber', ...extra }],
    });
    expect(bad(unit({ mission: 'patrol' }))).toThrow(/units\.0\.mission/);
    expect(bad(unit({ cameFrom: 'atlantis' }))).toThrow(/units\.0\.cameFrom: not a space/);
    expect(bad(unit({ seaborne: false }))).toThrow(/units\.0\.seaborne/);
    expect(bad(unit({ scrambledFrom: 'atlantis' }))).toThrow(PositionError);
    expect(bad({ scenario: '1942' })).toThrow(/scenario/);
  });

  it('takes an air unit at sea off a carrier as in flight only when it moved, was scrambled, or is the moving power’s after its purchase', () => {
    const fighter = (extra: object, position: object = {}) => ({
      ...position,
      units: [{ space: 'sz-6', power: 'japan', type: 'fighter', ...extra }],
    });
    expect(bad(fighter({}))).toThrow(/neither on a carrier nor in flight/);
    expect(bad(fighter({ moved: 2 }))).not.toThrow();
    expect(bad(fighter({ scrambledFrom: 'japan' }))).not.toThrow();
    // Its carrier moved on in combat move (13.5): the fighter is aloft until it lands.
    expect(bad(fighter({}, { phase: 'combat-move' }))).not.toThrow();
    expect(bad(fighter({}, { phase: 'mobilize' }))).not.toThrow();
    expect(bad(fighter({}, { phase: 'combat-move', power: 'usa' }))).toThrow(/neither on a carrier/);
  });
});
