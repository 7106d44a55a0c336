/**
 * Gettysburg in words: a real game played at random through the rules (as the game kit does), every
 * event and every legal action told in English and Greek without a gap ('undefined', raw JSON,
 * '[object'); an army's secret blocks never named in what the other side reads; word-for-word examples of
 * an attack, a reduction and a withdrawal; the log's categories and turns; the rules reference's
 * citations; the confirmations.
 */
import {
  type Action,
  createFastRng,
  type GameEvent,
  type Json,
  randomInt,
  seatsToAct,
} from '@wargame/engine';
import { type GettysburgState, type GettysburgView, gettysburg } from '@wargame/gettysburg';
import { describe, expect, it } from 'vitest';
import { confirmation, drawsTokens } from '../src/games/gettysburg/confirm.ts';
import {
  describeAction,
  describeDecision,
  describeEvent,
  describeOutcome,
  describeWaiting,
} from '../src/games/gettysburg/describe.ts';
import {
  gettysburgEventCategory,
  gettysburgTurnOf,
  gettysburgTurnSeat,
} from '../src/games/gettysburg/log-kinds.ts';
import { blockName, positionName } from '../src/games/gettysburg/names.ts';
import { GETTYSBURG_RULES, gettysburgRuleSection } from '../src/games/gettysburg/rules-reference.en.ts';
import { tEl, tEn } from './support.ts';

type Army = 'union' | 'confederate';
const ARMIES: Army[] = ['union', 'confederate'];
const enemy = (a: Army): Army => (a === 'union' ? 'confederate' : 'union');
const viewOf = (s: GettysburgState, seat: string): Json => gettysburg.view(s, seat) as unknown as Json;

/** A sentence the log may show: words, no placeholder left, nothing undefined, no raw data. */
function readable(text: string, what: string): void {
  // Plain checks first: expect() is slow and runs here for a hundred thousand texts.
  if (text.length > 3 && !BAD.test(text)) return;
  expect(text.length, what).toBeGreaterThan(3);
  expect(text, what).not.toMatch(BAD);
}

const BAD = /undefined|NaN|\[object|\{\w+\}|\{"|":/;

interface Step {
  seat: Army;
  before: GettysburgState;
  after: GettysburgState;
  action: Action;
  legal: Action[];
  events: GameEvent[];
  boundary: boolean;
  /** The acting seat's view before the action, and every seat's after it. */
  view: Json;
  views: Record<Army | 'spectator', Json>;
}

/** A random game of `n` actions; players end a step one time in three so that the game moves on. */
function randomGame(seed: string, n: number): Step[] {
  const pick = createFastRng(`describe/${seed}`);
  let state = gettysburg.setup('battle', {}, seed);
  const steps: Step[] = [];
  for (let i = 0; i < n && !gettysburg.outcome(state); i++) {
    const seats = seatsToAct(gettysburg, state) as Army[];
    const seat = seats[randomInt(pick, seats.length)]!;
    const legal = gettysburg.legal(state, seat);
    const done = legal.filter((a) => a.type === 'done');
    const choices = done.length > 0 && randomInt(pick, 3) === 0 ? done : legal;
    const action = choices[randomInt(pick, choices.length)]!;
    const result = gettysburg.apply(state, action, seat);
    if ('error' in result) throw new Error(result.error.message);
    const views = Object.fromEntries(
      [...ARMIES, 'spectator'].map((x) => [x, viewOf(result.state, x)]),
    ) as Record<Army | 'spectator', Json>;
    steps.push({
      seat,
      before: state,
      after: result.state,
      action,
      legal,
      events: result.events,
      boundary: result.boundary,
      view: viewOf(state, seat),
      views,
    });
    state = result.state;
  }
  return steps;
}

const sees = (e: GameEvent, seat: string) => !e.visibleTo || e.visibleTo.includes(seat);

/** Ids and names of an army's full-strength blocks its enemy has not seen. */
function secretsOf(s: GettysburgState, army: Army): string[] {
  return Object.values(s.blocks)
    .filter((b) => b.army === army && !b.revealed && b.place.kind !== 'gone' && b.place.kind !== 'unused')
    .flatMap((b) => (b.grade === 'full' ? [b.id, blockName(b.id, 'en')] : [b.id]));
}

describe('Gettysburg narration of a random game', () => {
  const steps = [...randomGame('words-1', 500), ...randomGame('words-2', 500)];
  const seen = new Set(steps.flatMap((s) => s.events.map((e) => e.type)));

  it('reaches the events of a real game (draws, marches, reinforcements, orders)', () => {
    for (const type of ['turn', 'action-phase', 'tokens-drawn', 'you-drew', 'orders-declared', 'marched'])
      expect(seen, type).toContain(type);
  });

  it('tells every event in both languages, to every side that sees it', () => {
    for (const step of steps)
      for (const seat of [...ARMIES, 'spectator'] as const)
        for (const e of step.events.filter((x) => sees(x, seat)))
          for (const [lang, t] of [
            ['en', tEn],
            ['el', tEl],
          ] as const) {
            const text = describeEvent(e, step.views[seat], t, lang);
            readable(text, `${e.type} ${JSON.stringify(e)} → ${text}`);
            expect(text, e.type).not.toMatch(/^\w[\w-]*: /); // never the generic fallback
          }
  });

  it('never names a secret block in what the other side reads', () => {
    // The check can fail: an army's own secret events do name its hidden blocks.
    const own = steps.flatMap((step) =>
      step.events
        .filter((e) => e.type === 'you-marched' && e.visibleTo)
        .map((e) => ({ text: describeEvent(e, step.views[e.visibleTo![0] as Army], tEn, 'en'), step, e })),
    );
    expect(
      own.some(({ text, step, e }) =>
        secretsOf(step.after, e.visibleTo![0] as Army).some((x) => text.includes(x)),
      ),
    ).toBe(true);
    for (const step of steps)
      for (const seat of ARMIES) {
        const secrets = secretsOf(step.after, enemy(seat));
        for (const e of step.events.filter((x) => sees(x, seat)))
          for (const lang of ['en', 'el'] as const) {
            const text = describeEvent(e, step.views[seat], tEn, lang);
            for (const secret of secrets) expect(text, `${e.type}: ${text}`).not.toContain(secret);
          }
      }
  });

  it('tells every legal action, the decision and the waiting in both languages', () => {
    for (const step of steps) {
      const view = step.view;
      for (const [lang, t] of [
        ['en', tEn],
        ['el', tEl],
      ] as const) {
        for (const action of step.legal) {
          const text = describeAction(action, view, t, lang);
          readable(text, `${JSON.stringify(action)} → ${text}`);
        }
        for (const d of gettysburg.pending(step.before)) {
          readable(describeDecision(d, view, t, lang), d.kind);
          readable(describeWaiting(d, view, t, lang), d.kind);
        }
      }
    }
  });

  it('asks before every action that draws or shuffles tokens', () => {
    const drawing = steps.filter((s) => s.boundary).slice(0, 5);
    expect(drawing.length).toBeGreaterThan(0);
    for (const s of drawing) {
      expect(drawsTokens(s.view as unknown as GettysburgView, s.action), JSON.stringify(s.action)).toBe(true);
      const c = confirmation(s.action, s.view, s.legal, tEn, 'en');
      expect(c?.text, JSON.stringify(s.action)).toBeTruthy();
    }
  });

  it('warns before ending the marches with blocks free to march, and asks before a blind pick', () => {
    const marching = steps.find(
      (s) =>
        s.before.phase.kind === 'action' &&
        s.before.phase.step === 'march' &&
        s.legal.some((a) => a.type === 'march'),
    )!;
    const done = confirmation({ type: 'done' }, marching.view, marching.legal, tEn, 'en');
    expect(done).toEqual({ text: 'End the march moves? Some blocks could still march.', warning: true });
    // A blind pick needs a reduction with two replacements offered: play on until one comes.
    const isPick = (s: Step) => s.action.type === 'pick-replacement';
    const picking = (steps.find(isPick) ??
      ['words-3', 'words-4', 'words-5'].map((seed) => randomGame(seed, 2500).find(isPick)).find(Boolean))!;
    expect(picking).toBeDefined();
    expect(confirmation(picking.action, picking.view, picking.legal, tEl, 'el')?.text).toMatch(/οριστική/);
    const quiet = steps.find((s) => s.action.type === 'face' && !s.boundary);
    if (quiet) expect(drawsTokens(quiet.view as unknown as GettysburgView, quiet.action)).toBe(false);
    if (quiet) expect(confirmation(quiet.action, quiet.view, quiet.legal, tEn, 'en')).toBeNull();
  });

  it('sorts the events into the log’s filters and turns', () => {
    const turns = steps.flatMap((s) => s.events).filter((e) => gettysburgTurnOf(e) !== null);
    expect(turns.length).toBeGreaterThan(0);
    expect(gettysburgTurnSeat(turns[0]!)).toMatch(/union|confederate/);
    expect(gettysburgEventCategory({ type: 'marched' })).toBe('movement');
    expect(gettysburgEventCategory({ type: 'close-combat' })).toBe('combat');
    expect(gettysburgEventCategory({ type: 'tokens-drawn' })).toBe('cards');
    expect(gettysburgEventCategory({ type: 'turn' })).toBe('other');
    expect(gettysburgTurnOf({ type: 'marched', turn: 3 })).toBeNull();
  });
});

describe('Gettysburg narration, word for word', () => {
  const state = gettysburg.setup('battle', {}, 'examples');
  const view = viewOf(state, 'spectator');
  const en = (e: GameEvent) => describeEvent(e, view, tEn, 'en');
  const el = (e: GameEvent) => describeEvent(e, view, tEl, 'el');

  it('names positions by their two areas and areas by their map names', () => {
    expect(positionName('almshouse-barlows-knoll', view, 'en')).toBe("County Almshouse – Barlow's Knoll");
    expect(blockName('heth-2', 'en')).toBe('Heth 2');
    expect(blockName('reynolds-1', 'en')).toBe('Reynolds 1 (Iron Brigade)');
    expect(blockName('pickett-r1-2', 'el')).toBe('Pickett (μειωμένο κατά 1)');
    expect(blockName('confederate-block@oak-hill-oak-ridge#0-3', 'en')).toBe('a face-down Confederate block');
  });

  it('an attack', () => {
    const declared: GameEvent = {
      type: 'attack-declared',
      rule: '13',
      seat: 'confederate',
      moves: [
        { from: 'almshouse-barlows-knoll', path: ['almshouse-east-of-town'], lead: true },
        { from: 'almshouse-north-of-town', path: ['almshouse-east-of-town'], lead: false },
      ],
    };
    expect(en(declared)).toBe(
      "The Confederacy declares an attack with 2 blocks from County Almshouse – Barlow's Knoll and County Almshouse – Fields north of town into County Almshouse – East of town (step 1).",
    );
    const combat: GameEvent = {
      type: 'close-combat',
      rule: '13',
      seat: 'confederate',
      position: 'almshouse-east-of-town',
      result: 1,
      modifiers: [{ rule: 'Confederates attacking', value: 1 }],
      winner: 'confederate',
      losses: { attacker: 1, defender: 1 },
    };
    expect(en(combat)).toBe(
      'Close combat on County Almshouse – East of town: result +1 (leads, Confederates attacking +1); the Confederacy wins there; both leads are reduced.',
    );
    expect(el(combat)).toBe(
      'Κοντινή μάχη στη θέση County Almshouse – East of town: αποτέλεσμα +1 (πλακάκια που ηγούνται, επιτίθενται οι Νότιοι +1)· εκεί νικά η Ομοσπονδία· μειώνονται και τα δύο πλακάκια που ηγούνται.',
    );
    expect(en({ type: 'attack-result', rule: '13', seat: 'confederate', winner: 'union' })).toBe(
      'The attack fails: the Union wins the defense; the attackers must withdraw (step 9).',
    );
  });

  it('a reduction', () => {
    const shown: GameEvent = {
      type: 'block-reduced',
      rule: '13',
      seat: 'union',
      block: 'hancock-2',
      name: 'hancock',
      position: 'almshouse-east-of-town',
      replacement: 'hancock-r2-1',
      replacementName: 'hancock (Reduced-2)',
    };
    expect(en(shown)).toBe(
      'Hancock 2 on County Almshouse – East of town is reduced; Hancock (Reduced-2) takes its place.',
    );
    expect(el(shown)).toBe(
      'Το Hancock 2 στη θέση County Almshouse – East of town μειώνεται· τη θέση του παίρνει το Hancock (μειωμένο κατά 2).',
    );
    const hidden: GameEvent = {
      type: 'block-reduced',
      rule: '2',
      seat: 'union',
      block: 'hancock-2',
      name: 'hancock',
    };
    expect(en(hidden)).toBe('Hancock 2 is reduced; a face-down reduced block takes its place.');
  });

  it('a withdrawal', () => {
    const w: GameEvent = {
      type: 'withdrawal',
      rule: '14',
      seat: 'union',
      from: 'almshouse-east-of-town',
      to: 'almshouse-barlows-knoll',
      mandatory: true,
    };
    expect(en(w)).toBe(
      "The Union makes a mandatory withdrawal from County Almshouse – East of town to County Almshouse – Barlow's Knoll.",
    );
    expect(el(w)).toBe(
      "Η Ένωση κάνει υποχρεωτική υποχώρηση από τη θέση County Almshouse – East of town στη θέση County Almshouse – Barlow's Knoll.",
    );
  });

  it('an unknown event and action read as words', () => {
    const text = en({ type: 'new-rule-event', rule: '24', seat: 'union', bid: 3 });
    expect(text).toBe('Union: New rule event, bid 3.');
    expect(describeAction({ type: 'bid', amount: 2 }, view, tEn, 'en')).toBe('Bid 2');
  });

  it('the outcome of §20 in both languages', () => {
    const outcome = {
      winners: ['confederate'],
      reason: 'the Union does not fully control 2 of the 3 objectives and has not declared Attack (§20)',
    };
    expect(describeOutcome(outcome, view, tEn, 'en')).toBe(
      'Victory for the Confederacy: the Union does not fully control 2 of the three objectives and has not declared Attack orders.',
    );
    expect(describeOutcome(outcome, view, tEl, 'el')).toMatch(/^Νίκη της Ομοσπονδίας: η Ένωση/);
  });

  it('warns before declaring Withdrawal orders', () => {
    const c = confirmation({ type: 'orders', orders: 'withdrawal' }, view, [], tEn, 'en');
    expect(c?.warning).toBe(true);
    expect(c?.text).toContain('Return stack');
  });
});

describe('Gettysburg rules reference', () => {
  it('has §1–§25 and opens the sections the log cites', () => {
    const ids = GETTYSBURG_RULES.sections.map((s) => s.id);
    expect(ids).toEqual(Array.from({ length: 25 }, (_, i) => String(i + 1)));
    expect(gettysburgRuleSection('13')).toBe('13');
    expect(gettysburgRuleSection('13.8')).toBe('13.8');
    expect(gettysburgRuleSection('§14 b')).toBe('14');
    expect(gettysburgRuleSection('2 case 1')).toBe('2');
    expect(gettysburgRuleSection('4.8')).toBe('4');
    expect(gettysburgRuleSection('21')).toBe('21');
    expect(gettysburgRuleSection('99')).toBeNull();
  });
});
