/**
 * Pacific 1940 in words: every event and action shape the rules have has its own sentence (never the
 * fallback, never "undefined"), in English and Greek; the events tell their story from themselves alone
 * (told here with the view of another moment); the dice tray's rolls; the rules reference's citations.
 */
import type { Action, GameEvent, Json } from '@wargame/engine';
import { type PacificState, pacific1940 } from '@wargame/pacific-1940';
import { describe, expect, it } from 'vitest';
import { ACTION_SCHEMAS } from '../../games/pacific-1940/src/action-schema.ts';
import { confirmation } from '../src/games/pacific-1940/confirm.ts';
import {
  describeAction,
  describeDecision,
  describeEvent,
  describeOutcome,
  describeWaiting,
  genericEvent,
} from '../src/games/pacific-1940/describe.ts';
import { diceOf } from '../src/games/pacific-1940/dice.tsx';
import { pacificEventCategory, pacificTurnOf, pacificTurnSeat } from '../src/games/pacific-1940/log-kinds.ts';
import { PACIFIC_RULES, pacificRuleSection } from '../src/games/pacific-1940/rules-reference.en.ts';
import { tEl, tEn } from './support.ts';

const opening = (): PacificState => pacific1940.setup('standard', {}, 'describe');
const asJson = (s: PacificState): Json => pacific1940.view(s, 'spectator') as unknown as Json;
const idsOf = (s: PacificState, at: string, type: string): string[] =>
  Object.values(s.pieces)
    .filter((p) => p.at === at && p.type === type)
    .map((p) => p.id);

/** A sentence the log may show: words, no placeholder left, nothing undefined. */
function readable(text: string): void {
  expect(text.length).toBeGreaterThan(3);
  expect(text).not.toMatch(/undefined|NaN|\[object|\{\w+\}/);
}

/** The events a turn of Japan makes through the rules: purchase, take-back, the phases, placing, income. */
function japanTurn(): { events: GameEvent[]; end: PacificState } {
  let state = opening();
  const events: GameEvent[] = [];
  const play = (action: Action) => {
    const result = pacific1940.apply(state, action, 'japan');
    if ('error' in result) throw new Error(result.error.message);
    events.push(...result.events);
    state = result.state;
  };
  play({ type: 'buy', unit: 'armour' });
  play({ type: 'buy', unit: 'destroyer' });
  play({ type: 'buy', unit: 'infantry' });
  play({ type: 'unbuy', unit: 'infantry' });
  play({ type: 'end-purchase' });
  // Japan moves nothing: each phase is ended as the rules offer it, up to the next power's turn.
  for (let i = 0; i < 20 && state.power === 'japan'; i++) {
    const legal = pacific1940.legal(state, 'japan');
    const place = legal.find((a) => a.type === 'place' && a.unit === 'armour');
    const end = legal.find((a) => /^end-|^collect/.test(a.type));
    play(place ?? end ?? (legal[0] as Action));
  }
  return { events, end: state };
}

/** The events the move and combat rules emit, in the shapes they have (paths.ts, general-combat.ts, retreat.ts). */
function battleEvents(s: PacificState): GameEvent[] {
  const infantry = idsOf(s, 'kiangsi', 'infantry');
  const events: Record<string, unknown>[] = [
    {
      type: 'moved',
      rule: '13',
      seat: 'japan',
      ids: infantry,
      units: ['infantry', 'infantry', 'infantry'],
      from: 'kiangsi',
      to: 'hunan',
      path: ['hunan'],
    },
    {
      type: 'moved',
      rule: '13',
      seat: 'japan',
      ids: ['p1'],
      units: ['bomber'],
      from: 'kiangsu',
      to: 'hunan',
      path: ['anhwe', 'hunan'],
      mission: 'raid',
    },
    { type: 'blitz', rule: '13.7', seat: 'japan', space: 'hunan' },
    { type: 'round', rule: '14.5', space: 'hunan', round: 1 },
    {
      type: 'dice',
      rule: '14.5',
      step: 'fire',
      space: 'hunan',
      attacker: { faces: [1, 4, 6], hits: 1 },
      defender: { faces: [2], hits: 1 },
    },
    {
      type: 'casualty',
      rule: '14.5',
      seat: 'china',
      space: 'hunan',
      side: 'defender',
      piece: 'p55',
      unit: 'infantry',
    },
    {
      type: 'casualty',
      rule: '14.5',
      seat: 'usa',
      space: 'sz-6',
      side: 'defender',
      piece: 'p143',
      unit: 'battleship',
      damaged: true,
    },
    { type: 'submerged', rule: '14.5', seat: 'usa', space: 'sz-6', pieces: ['p137'] },
    { type: 'transports-lost', rule: '14.5', space: 'sz-6', side: 'defender', pieces: ['p135', 'p136'] },
    {
      type: 'retreat',
      rule: '14.6',
      seat: 'japan',
      space: 'hunan',
      to: 'kiangsi',
      pieces: infantry.slice(0, 2),
      units: ['infantry', 'infantry'],
    },
    {
      type: 'captured',
      rule: '14.7',
      seat: 'japan',
      space: 'hunan',
      from: 'china',
      controller: 'japan',
    },
    {
      type: 'captured',
      rule: '14.7',
      seat: 'uk',
      space: 'burma',
      from: 'japan',
      controller: 'uk',
      liberated: true,
    },
    { type: 'facility-reduced', rule: '14.7', space: 'india', facility: 'majorIc', to: 'minorIc' },
    { type: 'facility-removed', rule: '10', space: 'hunan', facility: 'minorIc' },
    { type: 'aa-captured', rule: '14.7', space: 'india', piece: 'p9', by: 'japan' },
    { type: 'plunder', rule: '14.7', seat: 'japan', from: 'uk', ipcs: 12 },
    { type: 'kamikaze-active', rule: '14.2.1', space: 'okinawa' },
    {
      type: 'war',
      rule: '9',
      with: 'japan',
      powers: ['usa', 'uk', 'anzac', 'dutch'],
      why: 'Japan attacked the Philippines',
    },
    { type: 'victory', rule: '5', side: 'axis' },
    { type: 'victory', rule: '18', side: 'allies' },
    { type: 'victory', rule: '18', side: 'allies', roundLimit: 6 },
  ];
  // The rules' events name pieces by id lists, which the engine's type reserves for PieceRefs.
  return events as unknown as GameEvent[];
}

let played: { events: GameEvent[]; end: PacificState } | undefined;
/** Japan's turn, played once for the tests that read it. */
const turn = () => {
  played ??= japanTurn();
  return { events: played.events, view: asJson(played.end) };
};

describe('the log (events)', () => {
  it('every event of a turn played through the rules has its own sentence, in both languages', () => {
    const { events, view } = turn();
    const types = new Set(events.map((e) => e.type));
    for (const type of ['bought', 'unbought', 'phase', 'placed', 'refunded', 'income', 'turn'])
      expect(types, type).toContain(type);
    for (const event of events) {
      for (const [t, lang] of [
        [tEn, 'en'],
        [tEl, 'el'],
      ] as const) {
        const text = describeEvent(event, view, t, lang);
        readable(text);
        expect(text, event.type).not.toBe(genericEvent(event, null, lang));
      }
    }
  });

  it('tells a turn the way a player reads it', () => {
    const { events, view } = turn();
    const text = events.map((e) => describeEvent(e, view, tEn, 'en'));
    expect(text).toContain('Japan buys 1 tank (6 IPCs).');
    expect(text).toContain('Japan takes back 1 infantry (3 IPCs returned).');
    expect(text).toContain('Japan: Combat Move.');
    expect(text).toContain('Japan places 1 tank in Japan.');
    expect(text).toContain('Japan gets 8 IPCs back for what it did not place (1 destroyer).');
    expect(text.some((line) => /^Japan collects \d+ IPCs: territories \d+/.test(line))).toBe(true);
    expect(text).toContain('Round 1: United States begins its turn.');
  });

  it('the move and combat events read from themselves, whatever the view knows now', () => {
    const s = opening();
    const lines = battleEvents(s).map((e) => describeEvent(e, asJson(s), tEn, 'en'));
    expect(lines).toEqual([
      'Japan moves 3 infantry from Kiangsi to Hunan.',
      'Japan moves 1 strategic bomber on a strategic bombing raid from Kiangsu to Hunan, by Anhwe.',
      'Japan blitzes through Hunan.',
      'Battle in Hunan: round 1.',
      'Hunan, general fire: the attacker rolls 1, 4, 6 (1 hit); the defender rolls 2 (1 hit).',
      'Hunan: the defender loses 1 infantry.',
      'Sea zone 6: the defender’s battleship takes a hit and is damaged.',
      'Sea zone 6: United States submerges 1 submarine.',
      'Sea zone 6: 2 transports left undefended are lost.',
      'Japan retreats 2 infantry from Hunan to Kiangsi.',
      'Japan captures Hunan from China.',
      'United Kingdom liberates Burma: it returns to United Kingdom.',
      'The major industrial complex in India becomes a minor industrial complex.',
      'The minor industrial complex in Hunan is removed.',
      'The AA gun in India now belongs to Japan.',
      'Japan takes the 12 IPCs United Kingdom had in hand.',
      'With Okinawa lost, Japan may now make kamikaze strikes.',
      'War: Japan is now at war with United States, United Kingdom, ANZAC and the Netherlands (Japan attacked the Philippines).',
      'The Axis win: Japan holds six victory cities at the end of the round.',
      'The Allies win: they took Japan and held it through the next Japanese turn.',
      'Round 6 was the last (the round limit): Japan holds fewer than four victory cities, and the Allies win.',
    ]);
    for (const e of battleEvents(s)) readable(describeEvent(e, asJson(s), tEl, 'el'));
  });

  it('the combat phase’s own events: battles, raids, kamikaze, scrambles, landings', () => {
    const s = opening();
    const [bb] = idsOf(s, 'sz-6', 'battleship');
    const fighters = idsOf(s, 'sz-6', 'fighter');
    const events = [
      {
        type: 'battles',
        rule: '14.1',
        seat: 'usa',
        sites: [
          { space: 'sz-6', kind: 'sea' },
          { space: 'japan', kind: 'raid' },
        ],
      },
      { type: 'battles', rule: '14.1', seat: 'usa', sites: [] },
      {
        type: 'battle',
        rule: '14.5',
        seat: 'usa',
        space: 'sz-6',
        kind: 'sea',
        attackers: [],
        defenders: [bb, ...fighters],
      },
      {
        type: 'battle',
        rule: '14.5',
        seat: 'usa',
        space: 'hunan',
        kind: 'land',
        attackers: ['p900', 'p901'],
        defenders: ['p902'],
        attackerUnits: ['infantry', 'armour'],
        defenderUnits: ['infantry'],
      },
      {
        type: 'battle-ended',
        rule: '14.7',
        seat: 'usa',
        space: 'sz-6',
        outcome: 'defender',
        left: { attacker: 0, defender: 3 },
      },
      {
        type: 'battle-ended',
        rule: '14.7',
        seat: 'usa',
        space: 'hunan',
        outcome: 'attacker',
        left: { attacker: 1, defender: 0 },
      },
      { type: 'no-battle', rule: '14.5', space: 'hunan', why: 'no attacking units are left' },
      { type: 'aa-fire', rule: '19.7', space: 'japan', at: ['p1', 'p2'], faces: [1, 5], lost: [fighters[0]] },
      {
        type: 'landed',
        rule: '15',
        seat: 'japan',
        piece: fighters[0],
        unit: 'fighter',
        space: 'sz-6',
        carrier: 'p141',
      },
      { type: 'air-lost', rule: '15', seat: 'japan', piece: fighters[1], unit: 'fighter', space: 'sz-6' },
      { type: 'takeover', rule: '9', seat: 'uk', space: 'java', from: 'dutch' },
      { type: 'no-bombardment', rule: '14.4', space: 'korea' },
      {
        type: 'bombardment',
        rule: '14.4',
        seat: 'japan',
        space: 'korea',
        ships: [bb],
        units: ['battleship'],
      },
      {
        type: 'bomb-run',
        rule: '14.3',
        seat: 'usa',
        space: 'japan',
        facility: 'majorIc',
        bombers: 2,
        shotDown: 1,
        rolled: 4,
        damage: 4,
        limit: 20,
      },
      {
        type: 'kamikaze-declared',
        rule: '14.2.1',
        seat: 'japan',
        piece: 'p112',
        unit: 'battleship',
        space: 'sz-10',
      },
      {
        type: 'kamikaze',
        rule: '14.2.1',
        seat: 'japan',
        piece: 'p112',
        unit: 'battleship',
        space: 'sz-10',
        face: 2,
        hit: true,
        damaged: true,
      },
      {
        type: 'kamikaze',
        rule: '14.2.1',
        seat: 'japan',
        piece: 'p109',
        unit: 'destroyer',
        space: 'sz-10',
        face: 5,
        hit: false,
      },
      { type: 'neutral-attacked', rule: '8.1', seat: 'japan', space: 'olgiy', joins: 'allies', infantry: 2 },
      { type: 'ignored', rule: '14.4', seat: 'japan', space: 'sz-19' },
      { type: 'intercept', rule: '14.3', seat: 'japan', space: 'japan', ids: fighters },
      { type: 'intercept', rule: '14.3', space: 'japan', ids: [] },
      { type: 'end-scramble', rule: '14.2.2', seat: 'usa' },
      { type: 'press', rule: '14.5', seat: 'japan', space: 'sz-35' },
      {
        type: 'scramble',
        rule: '14.2.2',
        seat: 'usa',
        from: 'hawaiian-islands',
        to: 'sz-26',
        ids: ['p1'],
        units: ['fighter'],
      },
      {
        type: 'loaded',
        rule: '13.8',
        seat: 'japan',
        ids: ['p1', 'p2'],
        units: ['infantry', 'armour'],
        transport: 'p135',
        from: 'japan',
        zone: 'sz-6',
      },
      {
        type: 'unloaded',
        rule: '13.4',
        seat: 'japan',
        ids: ['p1'],
        units: ['infantry'],
        transports: ['p135'],
        zone: 'sz-6',
        to: 'korea',
      },
    ] as unknown as GameEvent[];
    expect(events.map((e) => describeEvent(e, asJson(s), tEn, 'en'))).toEqual([
      'Battles this turn for United States: sea zone 6 (sea battle), Japan (bombing raid).',
      'United States has no battle to fight this turn.',
      'Sea battle in sea zone 6: nobody against 2 fighters, 1 battleship.',
      'Land battle in Hunan: 1 infantry, 1 tank against 1 infantry.',
      'Sea zone 6: the defender holds, with 3 units left.',
      'Hunan: the attacker wins, with 1 unit left.',
      'No battle in Hunan: no attacking units are left.',
      'Japan, anti-aircraft fire at 2 aircraft: 1, 5; 1 fighter shot down.',
      'Japan: 1 fighter lands on a carrier in sea zone 6.',
      'Japan: 1 fighter in sea zone 6 has nowhere to land and is lost.',
      'United Kingdom takes control of Java from the Netherlands without a fight.',
      'No bombardment of Korea.',
      'Japan bombards Korea with 1 battleship.',
      'Japan: 2 bombers over the major industrial complex, 1 shot down; 4 damage rolled, 4 of 20 now.',
      'Japan declares a kamikaze strike on the battleship in sea zone 10.',
      'Kamikaze strike on the battleship in sea zone 10: 2, a hit; it is damaged.',
      'Kamikaze strike on the destroyer in sea zone 10: 5, a miss.',
      'Japan attacks neutral Olgiy: 2 infantry rise to defend it, and it joins the Allies.',
      'Japan ignores the submarines and transports in sea zone 19.',
      'Japan intercepts over Japan with 2 fighters.',
      'No fighter intercepts over Japan.',
      'United States is done scrambling.',
      'Japan presses the attack on sea zone 35.',
      'United States scrambles 1 fighter from Hawaiian Islands to sea zone 26.',
      'Japan loads 1 infantry, 1 tank onto a transport in sea zone 6.',
      'Japan unloads 1 infantry into Korea.',
    ]);
    for (const e of events) {
      readable(describeEvent(e, asJson(s), tEl, 'el'));
      expect(describeEvent(e, asJson(s), tEl, 'el')).not.toBe(genericEvent(e, null, 'el'));
    }
  });

  it('an event this client does not know is still told with its fields in words', () => {
    const { view } = turn();
    const text = describeEvent(
      { type: 'planes-lost', rule: '15', seat: 'japan', space: 'sz-6', units: ['fighter', 'fighter'] },
      view,
      tEn,
      'en',
    );
    expect(text).toBe('Planes lost (seat: Japan; space: sea zone 6; units: 2 fighters).');
  });
});

/** One action of each shape of the action schema, with real pieces and spaces. */
function sampleActions(s: PacificState): Action[] {
  const infantry = idsOf(s, 'japan', 'infantry');
  const [transport] = idsOf(s, 'sz-6', 'transport');
  const [battleship] = idsOf(s, 'sz-6', 'battleship');
  const [fighter] = idsOf(s, 'sz-6', 'fighter');
  const [sub] = idsOf(s, 'sz-6', 'submarine');
  const [cruiser] = idsOf(s, 'sz-6', 'cruiser');
  const bombers = idsOf(s, 'japan', 'bomber');
  return [
    { type: 'buy', unit: 'battleship' },
    { type: 'unbuy', unit: 'airBase' },
    { type: 'repair', space: 'japan', facility: 'majorIc' },
    { type: 'end-purchase' },
    { type: 'move', pieces: infantry.slice(0, 2), path: ['korea'] },
    { type: 'move', pieces: bombers, path: ['shantung', 'kiangsu'], mission: 'raid' },
    { type: 'load', pieces: infantry.slice(0, 2), transport: transport! },
    { type: 'unload', pieces: infantry.slice(0, 1), to: 'korea' },
    { type: 'end-combat-move' },
    { type: 'end-noncombat-move' },
    { type: 'fight', space: 'sz-6' },
    { type: 'kamikaze', target: battleship! },
    { type: 'end-kamikaze' },
    { type: 'scramble', pieces: [fighter!], to: 'sz-6' },
    { type: 'end-scramble' },
    { type: 'submerge', pieces: [sub!] },
    { type: 'surprise-strike' },
    { type: 'casualty', piece: battleship! },
    { type: 'casualties-default' },
    { type: 'press' },
    { type: 'retreat', to: 'sz-19' },
    { type: 'bombard', ships: [battleship!, cruiser!] },
    { type: 'intercept', pieces: [fighter!] },
    { type: 'attack-subs' },
    { type: 'ignore' },
    { type: 'raid-target', pieces: bombers, facility: 'airBase' },
    { type: 'place', unit: 'destroyer', at: 'japan', space: 'sz-6' },
    { type: 'end-mobilize' },
    { type: 'collect-income' },
  ];
}

describe('buttons and the list of legal actions (actions)', () => {
  const s = opening();
  const view = asJson(s);
  const actions = sampleActions(s);

  it('covers every action shape of the rules', () => {
    const shapes = ACTION_SCHEMAS.map((schema) => (schema.shape.type as unknown as { value: string }).value);
    expect(new Set(actions.map((a) => a.type))).toEqual(new Set(shapes));
    for (const action of actions)
      expect(pacific1940.actionSchema.safeParse(action).success, action.type).toBe(true);
  });

  it('each has words of its own in both languages (not its type and fields)', () => {
    for (const action of actions) {
      for (const [t, lang] of [
        [tEn, 'en'],
        [tEl, 'el'],
      ] as const) {
        const text = describeAction(action, view, t, lang);
        readable(text);
        expect(text, action.type).not.toMatch(/\w+: /);
      }
    }
  });

  it('names units, spaces and costs', () => {
    const say = (a: Action) => describeAction(a, view, tEn, 'en');
    const [transport] = idsOf(s, 'sz-6', 'transport');
    const [battleship] = idsOf(s, 'sz-6', 'battleship');
    const [destroyer] = idsOf(s, 'sz-6', 'destroyer');
    expect(say({ type: 'buy', unit: 'battleship' })).toBe('Buy 1 battleship (20 IPCs)');
    expect(say({ type: 'unbuy', unit: 'airBase' })).toBe('Take back 1 air base (+15 IPCs)');
    expect(say({ type: 'move', pieces: idsOf(s, 'japan', 'infantry').slice(0, 2), path: ['korea'] })).toBe(
      'Move 2 infantry from Japan to Korea',
    );
    expect(
      say({
        type: 'move',
        pieces: idsOf(s, 'japan', 'bomber'),
        path: ['shantung', 'kiangsu'],
        mission: 'raid',
      }),
    ).toBe('Move 2 strategic bombers from Japan to Kiangsu by Shantung on a strategic bombing raid');
    expect(
      say({ type: 'load', pieces: idsOf(s, 'japan', 'infantry').slice(0, 2), transport: transport! }),
    ).toBe('Load 2 infantry from Japan onto the transport in sea zone 6');
    expect(say({ type: 'casualty', piece: battleship! })).toBe(
      'Damage battleship in sea zone 6 (a second hit sinks it)',
    );
    expect(say({ type: 'casualty', piece: destroyer! })).toBe('Lose 1 destroyer in sea zone 6');
    expect(say({ type: 'place', unit: 'destroyer', at: 'japan', space: 'sz-6' })).toBe(
      'Place 1 destroyer in sea zone 6 (from Japan)',
    );
    expect(say({ type: 'place', unit: 'armour', at: 'japan', space: 'japan' })).toBe('Place 1 tank in Japan');
  });

  it('an unknown action shape still gets readable words', () => {
    const text = describeAction({ type: 'declare-war', on: 'usa', from: 'japan' }, view, tEn, 'en');
    expect(text).toBe('Declare war (on: usa; from: Japan)');
  });
});

describe('decisions and the outcome', () => {
  const s = opening();
  const view = asJson(s);
  it('addresses the player who decides, and tells the others what is going on', () => {
    const [decision] = pacific1940.pending(s);
    expect(describeDecision(decision!, view, tEn, 'en')).toBe(
      'Buy units and repair facilities: 26 IPCs to spend.',
    );
    expect(describeWaiting(decision!, view, tEn, 'en')).toBe('buying units');
    readable(describeDecision(decision!, view, tEl, 'el'));
    // A battle's decision names the battle the view holds, else the rules' prompt says it.
    const combat = { seat: 'usa', kind: 'casualties', prompt: 'Choose casualties in sz-6' };
    expect(describeDecision(combat, view, tEn, 'en')).toBe('Conduct combat: Choose casualties in sz-6');
    const hits = { side: 'defender', seat: 'usa', fire: 'fire', any: 2, notAir: 1, notSub: 0, taken: {} };
    const fighting = {
      ...(view as object),
      combat: { battle: { space: 'sz-6', step: 'casualties', hits: [hits] } },
    };
    expect(describeDecision(combat, fighting as Json, tEn, 'en')).toBe(
      'Choose your casualties in sea zone 6: 3 hits to take.',
    );
    expect(describeWaiting!(combat, fighting as Json, tEn, 'en')).toBe('choosing casualties in sea zone 6');
    expect(describeWaiting!({ ...combat, kind: 'press' }, fighting as Json, tEn, 'en')).toBe(
      'deciding in the battle of sea zone 6',
    );
    expect(describeDecision({ seat: 'japan', kind: 'kamikaze', prompt: '' }, view, tEn, 'en')).toBe(
      'Kamikaze strikes: pick the ship each strike goes for (6 left for the game), then finish.',
    );
    for (const phase of ['combat-move', 'noncombat-move', 'mobilize', 'income']) {
      readable(describeDecision({ seat: 'japan', kind: phase, prompt: '' }, view, tEl, 'el'));
      readable(describeWaiting!({ seat: 'japan', kind: phase, prompt: '' }, view, tEn, 'en'));
    }
  });

  it('the outcome names the winning side', () => {
    expect(describeOutcome({ winners: ['japan'], reason: '' }, view, tEn, 'en')).toMatch(/Axis win/);
    expect(
      describeOutcome({ winners: ['usa', 'china', 'uk', 'anzac'], reason: '' }, view, tEn, 'en'),
    ).toMatch(/Allies win/);
  });
});

describe('the dice tray', () => {
  it('shows each side’s dice of a battle step with its hits, and nothing for other events', () => {
    const s = opening();
    const rolls = diceOf(
      [
        { type: 'round', space: 'hunan', round: 1 },
        {
          type: 'dice',
          rule: '14.5',
          step: 'surprise',
          space: 'sz-6',
          attacker: { faces: [2, 5], hits: 1 },
          defender: { faces: [], hits: 0 },
        },
      ],
      asJson(s),
      tEn,
      'en',
    );
    const more = diceOf(
      [
        {
          type: 'kamikaze',
          rule: '14.2.1',
          seat: 'japan',
          piece: 'p112',
          unit: 'battleship',
          space: 'sz-10',
          face: 2,
          hit: true,
        },
        {
          type: 'aa-fire',
          rule: '19.7',
          space: 'japan',
          at: ['p1', 'p2', 'p3'],
          faces: [1, 5, 1],
          lost: ['p1', 'p3'],
        },
      ],
      asJson(s),
      tEn,
      'en',
    );
    expect(more).toEqual([
      {
        label: 'Kamikaze strike: battleship, sea zone 10',
        faces: ['2'],
        result: '1 hit',
        hits: [true],
        seat: 'japan',
        rule: '14.2.1',
      },
      {
        label: 'Anti-aircraft fire, Japan',
        faces: ['1', '5', '1'],
        result: '2 hits',
        hits: [true, false, true],
        rule: '19.7',
      },
    ]);
    expect(rolls).toEqual([
      {
        label: 'Attacker: submarine surprise strike, sea zone 6',
        faces: ['2', '5'],
        result: '1 hit',
        rule: '14.5',
      },
      { label: 'Defender: submarine surprise strike, sea zone 6', faces: [], result: '0 hits', rule: '14.5' },
    ]);
  });
});

describe('the rules reference', () => {
  it('has every section 4 to 21, and a citation opens its section or the nearest one above it', () => {
    const top = PACIFIC_RULES.sections.map((s) => s.id);
    expect(top).toEqual(Array.from({ length: 18 }, (_, i) => String(i + 4)));
    expect(pacificRuleSection('14.2.1')).toBe('14.2.1');
    expect(pacificRuleSection('13.7')).toBe('13.7');
    expect(pacificRuleSection('14.9')).toBe('14');
    expect(pacificRuleSection('§16')).toBe('16');
    expect(pacificRuleSection('99')).toBeNull();
    expect(pacificRuleSection('')).toBeNull();
  });
});

describe('confirmation before an action that cannot be undone', () => {
  it('asks before anything that rolls dice, found by running the rules on a copy', () => {
    let s: PacificState = { ...opening(), phase: 'combat-move' };
    const infantry = idsOf(s, 'kiangsi', 'infantry');
    const moved = pacific1940.apply(s, { type: 'move', pieces: infantry, path: ['hunan'] }, 'japan');
    if ('error' in moved) throw new Error(moved.error.message);
    s = moved.state;
    const view = asJson(s);
    const legal = pacific1940.legal(s, 'japan');
    // A move rolls nothing: sent at once.
    expect(
      confirmation(
        { type: 'move', pieces: idsOf(s, 'kiangsi', 'artillery'), path: ['hunan'] },
        view,
        legal,
        tEn,
        'en',
      ),
    ).toBeNull();
    // Ending the combat move rolls nothing yet; picking the battle in Hunan rolls its dice.
    const end = { type: 'end-combat-move' };
    expect(confirmation(end, view, legal, tEn, 'en')).toBeNull();
    const ended = pacific1940.apply(s, end, 'japan');
    if ('error' in ended) throw new Error(ended.error.message);
    const fight = { type: 'fight', space: 'hunan' };
    const fighting = pacific1940.legal(ended.state, 'japan');
    expect(fighting).toContainEqual(fight);
    expect(pacific1940.apply(ended.state, fight, 'japan')).toMatchObject({ boundary: true });
    expect(confirmation(fight, asJson(ended.state), fighting, tEn, 'en')).toEqual({
      text: 'Fight the battle in Hunan? Dice will be rolled: this cannot be undone.',
    });
  });

  it('warns before ending the mobilization with units still to place, and lets a purchase through', () => {
    const s = opening();
    expect(
      confirmation({ type: 'buy', unit: 'infantry' }, asJson(s), pacific1940.legal(s, 'japan'), tEn, 'en'),
    ).toBeNull();
    const mobilize: PacificState = { ...s, phase: 'mobilize', turn: { ...s.turn, bought: { infantry: 1 } } };
    const legal = pacific1940.legal(mobilize, 'japan');
    expect(confirmation({ type: 'end-mobilize' }, asJson(mobilize), legal, tEn, 'en')).toEqual({
      text: 'End the mobilization? Units not placed yet will be refunded, not kept.',
      warning: true,
    });
    const none: PacificState = { ...s, phase: 'mobilize' };
    expect(
      confirmation({ type: 'end-mobilize' }, asJson(none), pacific1940.legal(none, 'japan'), tEn, 'en'),
    ).toBeNull();
  });
});

describe('a random game through the rules', () => {
  it('every event and action it meets is told in words of its own, in both languages', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    let state = pacific1940.setup('standard', {}, 'describe-random');
    const events: GameEvent[] = [];
    const actions: { action: Action; view: Json }[] = [];
    for (let step = 0; step < 160 && !pacific1940.outcome(state); step++) {
      const decision = pacific1940.pending(state)[0];
      if (!decision) break;
      const legal = pacific1940.legal(state, decision.seat);
      const view = asJson(state);
      for (const action of legal.slice(0, 12)) actions.push({ action, view });
      // Mostly play on (moves, buys, battles), sometimes end the phase, so that turns go by.
      const ends = legal.filter((a) => /^end-|^collect/.test(a.type));
      const pool = ends.length > 0 && random() < 0.35 ? ends : legal;
      const action = pool[Math.floor(random() * pool.length)] as Action;
      const result = pacific1940.apply(state, action, decision.seat);
      if ('error' in result) throw new Error(`${JSON.stringify(action)}: ${result.error.message}`);
      events.push(...result.events);
      state = result.state;
    }
    const end = asJson(state);
    expect(new Set(events.map((e) => e.type)).size).toBeGreaterThan(8);
    for (const event of events)
      for (const lang of ['en', 'el'] as const) {
        const text = describeEvent(event, end, lang === 'en' ? tEn : tEl, lang);
        readable(text);
        expect(text, JSON.stringify(event)).not.toBe(genericEvent(event, null, lang));
      }
    for (const { action, view } of actions) {
      const text = describeAction(action, view, tEn, 'en');
      readable(text);
      expect(text, JSON.stringify(action)).not.toMatch(/\w+: /);
    }
  });
});

describe('the log’s filters and turns', () => {
  it('sorts battles under combat and moves under movement, and starts a turn at each power’s turn', () => {
    const kinds = ['dice', 'casualty', 'battle-ended', 'kamikaze', 'moved', 'loaded', 'bought', 'income'].map(
      (type) => pacificEventCategory({ type }),
    );
    expect(kinds).toEqual(['combat', 'combat', 'combat', 'combat', 'movement', 'movement', 'other', 'other']);
    expect(pacificTurnOf({ type: 'turn', round: 3, seat: 'uk' })).toBe(3);
    expect(pacificTurnSeat({ type: 'turn', round: 3, seat: 'uk' })).toBe('uk');
    expect(pacificTurnOf({ type: 'phase', phase: 'combat', seat: 'uk' })).toBeNull();
    expect(pacificTurnSeat({ type: 'moved', seat: 'uk' })).toBeNull();
  });
});
