import { ancients } from '@wargame/ancients';
import type { GameEvent, Json } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import {
  describeAction,
  describeDecision,
  describeEvent,
  describeOutcome,
  diceOf,
  genericEvent,
} from '../src/games/ancients/describe.ts';
import { ancientsRuleSection } from '../src/games/ancients/rules-reference.en.ts';
import { tEl, tEn } from './support.ts';

/**
 * Every event, decision and action of a few random games. Decisions and actions are told with the view of
 * their moment; events with the view at the game's end (as after a reload, a save import or in a replay:
 * the table then knows nothing of the pieces that moved or fell since), so they must name pieces from
 * themselves alone.
 */
function sample() {
  const events: { event: GameEvent; view: Json }[] = [];
  const decisions: { decision: ReturnType<typeof ancients.pending>[number]; view: Json }[] = [];
  const actions: { action: ReturnType<typeof ancients.legal>[number]; view: Json }[] = [];
  let seed = 99;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  for (const scenario of ['001', '002', '005', '007', '010', '011', '108', '117']) {
    let state = ancients.setup(scenario, {}, `describe-${scenario}`);
    const told: GameEvent[] = [];
    for (let n = 0; n < 500 && !ancients.outcome(state); n++) {
      const decision = ancients.pending(state)[0]!;
      const seat = decision.seat;
      const view = ancients.view(state, seat) as unknown as Json;
      decisions.push({ decision, view });
      const legal = ancients.legal(state, seat);
      for (const action of legal) actions.push({ action, view });
      const action = legal[Math.floor(random() * legal.length)]!;
      const result = ancients.apply(state, action, seat);
      if ('error' in result) throw new Error(result.error.message);
      told.push(...result.events);
      state = result.state;
    }
    const last = ancients.view(state, 'spectator') as unknown as Json;
    for (const event of told) events.push({ event, view: last });
  }
  return { events, decisions, actions };
}

const KNOWN = new Set([
  'card-played',
  'counter-attack',
  'draw',
  'draw-detail',
  'turn',
  'ordered',
  'move',
  'leader-attached',
  'close-combat',
  'ranged-combat',
  'bonus-combat',
  'dice',
  'loss',
  'unit-eliminated',
  'leader-eliminated',
  'leader-check',
  'banner',
  'game-over',
  'game-drawn',
  'evade',
  'evade-move',
  'unit-withdrawn',
  'leader-move',
  'leader-trapped',
  'leader-evade',
  'leader-left-board',
  'flags',
  'rampage',
  'retreat',
  'retreat-blocked',
  'momentum-advance',
  'extra-hex',
  'objective',
  'card-lost',
  'command-changed',
  'leader-placed',
  'combat-over',
  'card-roll',
  'dice-lost',
  'rally',
  'die-assigned',
  'ambush',
  'ambush-placed',
  'second-move',
  'exit',
  'reshuffle',
]);
const SILENT = new Set(['combat-over', 'card-effect-done', 'orders-done']);

function clean(text: string): void {
  expect(text).not.toMatch(/\{\w+(\|[^}]*)?\}/);
  expect(text).not.toMatch(/undefined|NaN|\[object/);
}

/** Internal piece ids ("b1", "t8", "u12") never reach the log: pieces are named by kind and hex, or name. */
const PIECE_ID = /(^|[\s(«])([bt]\d+|u\d+|l\d+)(?=$|[\s),.»])/;

describe('the log reads like the rulebook (describeEvent, English and Greek)', () => {
  const { events, decisions, actions } = sample();

  it('narrates every event the rules produced, in both languages', () => {
    const seen = new Set<string>();
    for (const { event, view } of events) {
      seen.add(event.type);
      for (const [t, lang] of [
        [tEn, 'en'],
        [tEl, 'el'],
      ] as const) {
        const text = describeEvent(event, view, t, lang);
        if (SILENT.has(event.type) || (event.type === 'exit' && event.withUnit)) {
          expect(text).toBe('');
          continue;
        }
        expect(text.length, `${lang} ${event.type}`).toBeGreaterThan(3);
        clean(text);
        expect(text, `${lang} ${event.type}: ${text}`).not.toMatch(PIECE_ID);
        if (KNOWN.has(event.type)) expect(text).not.toBe(genericEvent(event));
      }
    }
    for (const type of ['card-played', 'ordered', 'move', 'close-combat', 'dice', 'turn', 'draw'])
      expect(seen).toContain(type);
  });

  it('cites a rules section for every event, and the section exists in the reference', () => {
    for (const { event } of events) {
      if (!event.rule) continue;
      expect(ancientsRuleSection(event.rule), `${event.type} §${event.rule}`).not.toBeNull();
    }
  });

  it('names pieces by type and hex, and the fallen by their type', () => {
    const view = {
      units: { b1: { id: 'b1', side: 'bottom', type: 'HI', hex: 'H4', blocks: 4, maxBlocks: 4 } },
      leaders: {},
      armies: { top: { name: 'Carthaginian' }, bottom: { name: 'Roman' } },
    } as unknown as Json;
    expect(
      describeEvent(
        { type: 'move', rule: '8.1', piece: 'b1', from: 'H4', to: 'G4', hexes: 1 },
        view,
        tEn,
        'en',
      ),
    ).toBe('Heavy Infantry moves H4 → G4.');
    // The unit has since fallen: the event's own record of it names it.
    const after = { ...(view as object), units: {} } as Json;
    const lost: GameEvent = {
      type: 'loss',
      rule: '11.8',
      unit: 'b1',
      lost: 1,
      blocks: 0,
      pieces: { b1: { kind: 'HI', name: 'Heavy Infantry', side: 'bottom', at: 'G4' } },
    };
    expect(describeEvent(lost, after, tEn, 'en')).toBe('Heavy Infantry (G4) loses 1 block (0 left).');
    expect(
      describeEvent(
        { type: 'unit-eliminated', rule: '4', unit: 'b1', side: 'bottom', unitType: 'HI', hex: 'G4' },
        after,
        tEl,
        'el',
      ),
    ).toBe('Ρωμαίοι Βαρύ Πεζικό στο G4 εξοντώνεται.');
    expect(
      describeEvent({ type: 'card-played', rule: '6', side: 'top', card: 'line-command#2' }, view, tEl, 'el'),
    ).toBe('Οι Καρχηδόνιοι παίζουν «Διοίκηση Γραμμής».');
  });

  it('names a piece where it was when the event happened, not where it is now (issue 16, item 1)', () => {
    const now = {
      units: { t3: { id: 't3', side: 'top', type: 'LI', hex: 'D9', blocks: 2, maxBlocks: 4 } },
      leaders: {},
      armies: { top: { name: 'Carthaginian' }, bottom: { name: 'Roman' } },
    } as unknown as Json;
    const shot: GameEvent = {
      type: 'ranged-combat',
      rule: '10.3',
      unit: 'b2',
      target: 't3',
      from: 'E7',
      at: 'C9',
      pieces: {
        b2: { kind: 'LB', name: 'Light Bow', side: 'bottom', at: 'E7' },
        t3: { kind: 'LI', name: 'Light Infantry', side: 'top', at: 'C9' },
      },
    };
    const roll: GameEvent = {
      type: 'dice',
      rule: '10.3',
      purpose: 'ranged',
      unit: 'b2',
      target: 't3',
      dice: 1,
      faces: ['light'],
      hits: 1,
      flags: 0,
      pieces: shot.pieces!,
    };
    for (const event of [shot, roll]) {
      const text = describeEvent(event, now, tEn, 'en');
      expect(text).toContain('C9');
      expect(text).not.toContain('D9');
    }
  });

  it('shows an unknown event generically, with its fields', () => {
    const text = describeEvent(
      { type: 'rally-roll', rule: '18', faces: ['light'], restored: 2 },
      {} as Json,
      tEn,
      'en',
    );
    expect(text).toBe('rally-roll (faces: ["light"], restored: 2)');
  });

  it('puts each dice roll in the tray with its faces and result', () => {
    const rolls = events.filter(({ event }) => event.type === 'dice');
    expect(rolls.length).toBeGreaterThan(10);
    for (const { event, view } of rolls.slice(0, 50)) {
      const [roll] = diceOf([event], view, tEn, 'en');
      expect(roll!.faces).toEqual(event.faces);
      expect(roll!.result).toMatch(/\d+ hits?, \d+ flags?/);
    }
  });

  it('words every decision and every legal action', () => {
    for (const { decision, view } of decisions) {
      for (const [t, lang] of [
        [tEn, 'en'],
        [tEl, 'el'],
      ] as const)
        clean(describeDecision(decision, view, t, lang));
    }
    const kinds = new Set<string>();
    for (const { action, view } of actions) {
      kinds.add(action.type);
      for (const [t, lang] of [
        [tEn, 'en'],
        [tEl, 'el'],
      ] as const) {
        const text = describeAction(action, view, t, lang);
        clean(text);
        expect(text).not.toMatch(/^[a-z-]+: /); // not the generic fallback
      }
    }
    expect(kinds).toContain('play-card');
    expect(kinds).toContain('move');
  });
});

describe('rule citations open the reference at the right section', () => {
  it.each([
    ['12.1', '12.1'],
    ['14-D', '14'],
    ['7-C', '7'],
    ['15-A', '15'],
    ['11.8', '11.8'],
    ['11.2', '11'],
    ['scenario', 'scenario'],
    ['18-F', '18'],
  ])('§%s → %s', (rule, section) => {
    expect(ancientsRuleSection(rule)).toBe(section);
  });
  it('4-A tells a draw in both languages, in the log and as the outcome', () => {
    const view = { units: {}, leaders: {}, armies: {} } as unknown as Json;
    const drawn = {
      type: 'game-drawn',
      rule: '4-A',
      reason: 'both armies reached victory at the same moment (x)',
    };
    const outcome = { winners: [], reason: drawn.reason };
    for (const [t, lang] of [
      [tEn, 'en'],
      [tEl, 'el'],
    ] as const) {
      const text = describeEvent(drawn, view, t, lang);
      expect(text).not.toBe(genericEvent(drawn));
      clean(text);
      expect(describeOutcome(outcome, view, t, lang)).toBe(text);
    }
    expect(describeEvent(drawn, view, tEn, 'en')).toContain('draw');
  });

  it('has no section for an unknown citation', () => {
    expect(ancientsRuleSection('99')).toBeNull();
  });
});
