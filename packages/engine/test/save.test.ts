import { describe, expect, it } from 'vitest';
import {
  appendAction,
  checkSave,
  initialState,
  isError,
  newSave,
  parseSave,
  replay,
  SAVE_FORMAT,
  type Save,
  serializeSave,
  stateHash,
  withCheckpoints,
} from '../src/index.ts';
import { randomPlayout, statesOf } from '../src/testkit/index.ts';
import { raid } from './fixtures/reaction.ts';

/** A finished raid game of a good length, with checkpoints. */
function playedSave(seed = 'save-tests'): Save {
  const { save, error } = randomPlayout(raid, { scenario: 'standard', seed, maxActions: 500 });
  if (error) throw new Error(error.message);
  return save;
}

function expectError(result: ReturnType<typeof replay>, code: string, message: RegExp) {
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect(result.error.code).toBe(code);
    expect(result.error.message).toMatch(message);
  }
  return result.ok ? undefined : result.error;
}

describe('newSave, serializeSave and parseSave', () => {
  it('makes a fresh save that replays to the setup', () => {
    const save = newSave({ game: 'raid', scenario: 'skirmish', seed: '42' });
    expect(save).toEqual({
      format: SAVE_FORMAT,
      game: 'raid',
      scenario: 'skirmish',
      options: {},
      seed: '42',
      rng: 'chacha20',
      actions: [],
    });
    const result = replay(raid, save);
    expect(result).toMatchObject({ ok: true, events: [] });
    if (result.ok) expect(result.state).toEqual(raid.setup('skirmish', {}, '42'));
  });

  it('round-trips through text with a fixed field order and one action per line', () => {
    const save = { ...playedSave(), options: { b: 1, a: [true] } };
    const text = serializeSave(save);
    expect(parseSave(text)).toEqual({ ok: true, save });
    const lines = text.split('\n');
    expect(lines[1]).toBe('  "format": "wargame-save/1",');
    expect(lines.filter((l) => l.startsWith('    {"seat":'))).toHaveLength(save.actions.length);
    expect(Object.keys(JSON.parse(text))).toEqual([
      'format',
      'game',
      'scenario',
      'options',
      'seed',
      'rng',
      'actions',
      'checkpoints',
    ]);
    expect(serializeSave(JSON.parse(text))).toBe(text);
  });

  it('keeps a position and empty lists readable', () => {
    const save = newSave({
      game: 'raid',
      scenario: 'x',
      seed: '1',
      position: { lanes: [null, 'red', null] },
    });
    const text = serializeSave(save);
    expect(text).toContain('"actions": []');
    expect(parseSave(text)).toEqual({ ok: true, save });
  });

  it('gives clear errors for corrupt text, other formats and bad fields', () => {
    expect(parseSave('{"format": "wargame-save/1", ')).toMatchObject({
      ok: false,
      error: { code: 'corrupt', message: expect.stringMatching(/not valid JSON/) },
    });
    const newer = { ...newSave({ game: 'raid', scenario: 'standard', seed: '1' }), format: 'wargame-save/2' };
    expect(parseSave(JSON.stringify(newer))).toMatchObject({
      ok: false,
      error: {
        code: 'unknown-format',
        message: expect.stringMatching(/unknown save format "wargame-save\/2"/),
      },
    });
    expect(checkSave([1, 2])).toMatchObject({ ok: false, error: { code: 'invalid' } });
    expect(checkSave({ game: 'raid' })).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/no 'format' field/) },
    });
    const noSeat = {
      ...newSave({ game: 'raid', scenario: 'standard', seed: '1' }),
      actions: [{ action: { type: 'pass' } }],
    };
    expect(checkSave(noSeat)).toMatchObject({
      ok: false,
      error: { code: 'invalid', message: expect.stringMatching(/actions\.0\.seat/) },
    });
    const late = {
      ...newSave({ game: 'raid', scenario: 'standard', seed: '1' }),
      checkpoints: [{ index: 0, hash: '0123456789abcdef' }],
    };
    expect(checkSave(late)).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/checkpoint at action #0/) },
    });
  });
});

describe('replay', () => {
  it('reproduces the playout and reports events and boundaries per action', () => {
    const { save, state } = randomPlayout(raid, { scenario: 'standard', seed: 'same', maxActions: 500 });
    const result = replay(raid, save, { verify: true });
    if (!result.ok) throw new Error(result.error.message);
    expect(result.state).toEqual(state);
    expect(result.events).toHaveLength(save.actions.length);
    expect(result.boundaries).toHaveLength(save.actions.length);
    expect(result.states).toBeUndefined();
  });

  it('accepts save text as well as a save object', () => {
    const save = playedSave();
    const fromText = replay(raid, serializeSave(save));
    const fromObject = replay(raid, save);
    expect(fromText.ok && fromObject.ok && stateHash(fromText.state) === stateHash(fromObject.state)).toBe(
      true,
    );
    expectError(replay(raid, 'not json'), 'corrupt', /not valid JSON/);
  });

  it('stops after upTo actions and can keep every state', () => {
    const save = playedSave();
    const states = statesOf(raid, save);
    const part = replay(raid, save, { upTo: 5, keepStates: true });
    if (!part.ok) throw new Error(part.error.message);
    expect(part.state).toEqual(states[5]);
    expect(part.initial).toEqual(states[0]);
    expect(part.states).toEqual(states.slice(1, 6));
    const none = replay(raid, save, { upTo: 0 });
    expect(none.ok && none.state).toEqual(states[0]);
    const beyond = replay(raid, save, { upTo: 10_000 });
    expect(beyond.ok && beyond.state).toEqual(states.at(-1));
  });

  it('names the game when the save is for another one', () => {
    const save = { ...playedSave(), game: 'ancients' };
    expectError(replay(raid, save), 'wrong-game', /for game 'ancients', not 'raid'/);
  });

  it('names the action, its index and its seat when it is no longer legal', () => {
    const save = playedSave();
    const broken = structuredClone(save);
    broken.actions[3] = { seat: broken.actions[3]!.seat, action: { type: 'advance', lane: 7 } };
    delete broken.checkpoints;
    const seat = broken.actions[3]!.seat;
    const error = expectError(
      replay(raid, broken),
      'illegal-action',
      new RegExp(`^action #3 by seat '${seat}' is `),
    );
    expect(error?.index).toBe(3);
    expect(error?.cause?.code).toBeDefined();

    const outOfTurn = structuredClone(save);
    outOfTurn.actions[0] = { seat: 'blue', action: outOfTurn.actions[0]!.action };
    expectError(replay(raid, outOfTurn), 'illegal-action', /^action #0 by seat 'blue' is out of turn: /);

    const malformed = structuredClone(save);
    malformed.actions[1] = { seat: malformed.actions[1]!.seat, action: { type: 'advance', lane: 'x' } };
    expectError(replay(raid, malformed), 'illegal-action', /^action #1 by seat '\w+' is malformed: /);
  });

  it('with verify, checks checkpoints and names the first one that does not match', () => {
    const save = playedSave();
    expect(save.checkpoints!.length).toBeGreaterThan(0);
    const tampered = structuredClone(save);
    const checkpoint = tampered.checkpoints![0]!;
    checkpoint.hash = checkpoint.hash === '0000000000000000' ? '1111111111111111' : '0000000000000000';
    expectError(
      replay(raid, tampered, { verify: true }),
      'checkpoint-mismatch',
      new RegExp(`after action #${checkpoint.index} does not match`),
    );
    expect(replay(raid, tampered).ok).toBe(true);
  });

  it('with verify, also refuses actions that apply accepts but legal does not list', () => {
    const save = playedSave();
    const lax = { ...raid, legal: () => [] };
    expectError(
      replay(lax, save, { verify: true }),
      'illegal-action',
      /^action #0 .* is illegal: .*not among the legal/,
    );
  });

  it('reports a scenario the game does not know', () => {
    const save = newSave({ game: 'raid', scenario: 'nowhere', seed: '1' });
    expectError(replay(raid, save), 'setup-failed', /scenario 'nowhere'/);
  });

  it('starts from the position when there is one', () => {
    const position = raid.toPosition({
      ...raid.setup('standard', {}, 'p'),
      lanes: ['blue', null, null],
      turn: 5,
    });
    const save = newSave({ game: 'raid', scenario: 'standard', seed: 'p', position });
    const state = initialState(raid, save);
    expect(state.lanes).toEqual(['blue', null, null]);
    expect(state.turn).toBe(5);
  });
});

describe('appendAction and withCheckpoints', () => {
  it('appends without touching its inputs and adds a checkpoint every N actions', () => {
    let save = newSave({ game: 'raid', scenario: 'standard', seed: 'append' });
    let state = initialState(raid, save);
    for (let i = 0; i < 6; i++) {
      const [seat] = raid.pending(state).map((d) => d.seat);
      const action = raid.legal(state, seat!)[0]!;
      const savedBefore = JSON.stringify(save);
      const stateBefore = stateHash(state);
      const result = appendAction(raid, save, state, seat!, action, { checkpointEvery: 2 });
      if (isError(result)) throw new Error(result.error.message);
      expect(JSON.stringify(save)).toBe(savedBefore);
      expect(stateHash(state)).toBe(stateBefore);
      expect(result.save.actions).toHaveLength(i + 1);
      save = result.save;
      state = result.state;
    }
    expect(save.checkpoints?.map((c) => c.index)).toEqual([1, 3, 5]);
    expect(replay(raid, save, { verify: true }).ok).toBe(true);
  });

  it('refuses an action not in legal, out of turn, or for another game', () => {
    const save = newSave({ game: 'raid', scenario: 'standard', seed: 'x' });
    const state = initialState(raid, save);
    expect(appendAction(raid, save, state, 'red', { type: 'attack' })).toMatchObject({
      error: { code: 'illegal' },
    });
    expect(appendAction(raid, save, state, 'blue', { type: 'pass' })).toMatchObject({
      error: { code: 'not-your-turn' },
    });
    expect(
      appendAction(raid, { ...save, game: 'duel' }, state, 'red', { type: 'advance', lane: 0 }),
    ).toMatchObject({
      error: { code: 'wrong-game' },
    });
  });

  it('withCheckpoints puts one every N actions and one at the end', () => {
    const save = playedSave();
    const states = statesOf(raid, save).slice(1);
    const marked = withCheckpoints(save, states, 7);
    const n = save.actions.length;
    const expected = Array.from({ length: n }, (_, i) => i).filter((i) => (i + 1) % 7 === 0 || i === n - 1);
    expect(marked.checkpoints!.map((c) => c.index)).toEqual(expected);
    expect(marked.checkpoints!.at(-1)!.hash).toBe(stateHash(states.at(-1)));
    expect(replay(raid, marked, { verify: true }).ok).toBe(true);
    expect(() => withCheckpoints(save, states.slice(1))).toThrow(RangeError);
  });
});
