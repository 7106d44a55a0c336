/**
 * The Pacific 1940 board's mapping from legal actions to clicks: groups of alike pieces with their
 * destinations and counts, placements, battles, the purchase panel's actions and the buttons left over.
 * Positions are small edits of the opening; the phases' own legal lists are used where the rules exist.
 */
import { type Action, applyChecked, inList } from '@wargame/engine';
import { type PacificState, type PacificView, pacific1940 } from '@wargame/pacific-1940';
import { describe, expect, it } from 'vitest';
import {
  actionFor,
  battlesOf,
  buttonActions,
  groupMax,
  groupsOf,
  movesLeft,
  optionsFor,
  placementsOf,
  planFor,
  purchaseOf,
  sourceSpaces,
  stacksOf,
  targetsFor,
} from '../src/games/pacific-1940/interaction.ts';

const opening = (): PacificState => pacific1940.setup('standard', {}, 'interaction');
const viewOf = (s: PacificState): PacificView => pacific1940.view(s, 'spectator');
const idsOf = (s: PacificState, at: string, type: string): string[] =>
  Object.values(s.pieces)
    .filter((p) => p.at === at && p.type === type)
    .map((p) => p.id);

describe('moves by group (13, 15)', () => {
  const s = opening();
  const view = viewOf(s);
  const infantry = idsOf(s, 'kiangsi', 'infantry');
  const artillery = idsOf(s, 'kiangsi', 'artillery');
  // The contract's shape: per group, the whole group and one piece, per destination.
  const legal: Action[] = [
    { type: 'move', pieces: infantry, path: ['hunan'] },
    { type: 'move', pieces: [infantry[0]!], path: ['hunan'] },
    { type: 'move', pieces: [infantry[0]!], path: ['kwangsi'] },
    { type: 'move', pieces: artillery, path: ['hunan'] },
    { type: 'end-combat-move' },
  ];

  it('groups the alike pieces of a space, each with its destinations', () => {
    const groups = groupsOf(legal, view).filter((g) => g.space === 'kiangsi');
    expect(groups.map((g) => [g.type, g.pieces.length])).toEqual([
      ['infantry', 3],
      ['artillery', 1],
    ]);
    expect(sourceSpaces(groupsOf(legal, view))).toEqual(new Set(['kiangsi']));
  });

  it('a count above one offers only the destinations the whole group can reach', () => {
    const group = groupsOf(legal, view).find((g) => g.type === 'infantry')!;
    expect(groupMax(group)).toBe(3);
    expect([...targetsFor(group, 1).keys()].sort()).toEqual(['hunan', 'kwangsi']);
    expect([...targetsFor(group, 2).keys()]).toEqual(['hunan']);
  });

  it('sends the first pieces of the group for the count chosen, along the listed path', () => {
    const group = groupsOf(legal, view).find((g) => g.type === 'infantry')!;
    const [option] = targetsFor(group, 2).get('hunan')!;
    expect(actionFor(option!, 2)).toEqual({ type: 'move', pieces: infantry.slice(0, 2), path: ['hunan'] });
    expect(actionFor(option!, 3)).toEqual({ type: 'move', pieces: infantry, path: ['hunan'] });
    // A count beyond the option's largest listed move is cut to it.
    const [single] = targetsFor(group, 1).get('kwangsi')!;
    expect(actionFor(single!, 3)).toEqual({ type: 'move', pieces: [infantry[0]], path: ['kwangsi'] });
  });

  it('keeps two missions to one space apart: a click there asks which', () => {
    const bombers = idsOf(s, 'kiangsu', 'bomber');
    const missions: Action[] = [
      { type: 'move', pieces: bombers, path: ['hunan'] },
      { type: 'move', pieces: bombers, path: ['hunan'], mission: 'raid' },
    ];
    const [group] = groupsOf(missions, view);
    expect(
      targetsFor(group!, 1)
        .get('hunan')
        ?.map((o) => actionFor(o, 1)),
    ).toEqual(missions);
  });

  it('splits pieces that moved a different distance, and counts the movement left', () => {
    const moved: PacificState = {
      ...s,
      pieces: { ...s.pieces, [infantry[0]!]: { ...s.pieces[infantry[0]!]!, moved: 1 } },
    };
    const legalMoved: Action[] = [{ type: 'move', pieces: infantry.slice(1), path: ['hunan'] }];
    const groups = groupsOf(
      [...legalMoved, { type: 'move', pieces: [infantry[0]!], path: ['hunan'] }],
      viewOf(moved),
    );
    expect(groups.map((g) => [g.moved, g.pieces.length])).toEqual([
      [0, 2],
      [1, 1],
    ]);
    expect(movesLeft(moved.pieces[infantry[0]!]!)).toBe(0);
    expect(movesLeft({ type: 'fighter', moved: 2, bonus: true })).toBe(3);
  });
});

describe('13 with the rules’ own legal moves', () => {
  it('a part of a group goes as one action (the rules offer any part: `subset`), accepted by the table', () => {
    const s: PacificState = { ...opening(), phase: 'combat-move' };
    const legal = pacific1940.legal(s, 'japan');
    const group = groupsOf(legal, viewOf(s)).find((g) => g.space === 'kiangsi' && g.type === 'infantry')!;
    expect(group.pieces).toHaveLength(3);
    const [option] = targetsFor(group, 2).get('hunan') ?? [];
    const plan = planFor(group, option!, 2, legal);
    expect(plan).toEqual({
      send: { type: 'move', pieces: group.pieces.slice(0, 2), path: ['hunan'] },
      queue: null,
    });
    const result = applyChecked(pacific1940, s, plan.send, 'japan', { requireListed: true });
    if ('error' in result) throw new Error(result.error.message);
    const inHunan = Object.values(result.state.pieces).filter((p) => p.at === 'hunan' && p.owner === 'japan');
    expect(inHunan.map((p) => p.id).sort()).toEqual(group.pieces.slice(0, 2).sort());
    // Without the rules' `subset`, a count they do not list goes as one-piece actions, the rest queued.
    const listedWhole = legal
      .filter((a) => a.type === 'move')
      .map(({ subset: _subset, ...a }) => a as Action);
    const strict = groupsOf(listedWhole, viewOf(s)).find((g) => g.key === group.key)!;
    const [strictOption] = targetsFor(strict, 1).get('hunan') ?? [];
    const queued = planFor(strict, strictOption!, 2, listedWhole);
    expect(queued.send).toEqual({ type: 'move', pieces: [group.pieces[0]], path: ['hunan'] });
    expect(queued.queue?.left).toBe(1);
  });

  it('every legal move is reachable: through a group, a count and a destination', () => {
    const s: PacificState = { ...opening(), phase: 'combat-move' };
    const legal = pacific1940.legal(s, 'japan');
    const groups = groupsOf(legal, viewOf(s));
    const reachable = new Set<string>();
    for (const g of groups)
      for (let n = 1; n <= groupMax(g); n++)
        for (const options of targetsFor(g, n).values())
          for (const o of options) reachable.add(JSON.stringify(actionFor(o, n)));
    const onBoard = legal.filter((a) => a.type === 'move');
    expect(onBoard.length).toBeGreaterThan(50);
    // Every piece of every listed move can be sent there, and all the board sends is legal.
    for (const a of onBoard)
      for (const id of a.pieces as string[])
        expect(
          [...reachable].some((r) => {
            const sent = JSON.parse(r) as Action;
            return (
              (sent.pieces as string[]).includes(id) && JSON.stringify(sent.path) === JSON.stringify(a.path)
            );
          }),
          `${id} ${JSON.stringify(a)}`,
        ).toBe(true);
    for (const sent of reachable) expect(inList(legal, JSON.parse(sent) as Action), sent).toBe(true);
    expect(buttonActions(legal, viewOf(s))).toEqual([{ type: 'end-combat-move' }]);
  });
});

describe('transports (13.8)', () => {
  const s = opening();
  const view = viewOf(s);
  const [t1, t2] = idsOf(s, 'sz-6', 'transport');
  const infantry = idsOf(s, 'japan', 'infantry');
  const [armour] = idsOf(s, 'japan', 'armour');

  it('a load is made from the land units’ territory to the transport’s zone, one option per transport', () => {
    const legal: Action[] = [
      { type: 'load', pieces: infantry.slice(0, 2), transport: t1! },
      { type: 'load', pieces: [infantry[0]!], transport: t1! },
      { type: 'load', pieces: infantry.slice(0, 2), transport: t2! },
    ];
    const [group] = groupsOf(legal, view);
    expect(group!.space).toBe('japan');
    expect(groupMax(group!)).toBe(2);
    const options = targetsFor(group!, 2).get('sz-6')!;
    expect(options.map((o) => actionFor(o, 2))).toEqual([legal[0], legal[2]]);
    expect(targetsFor(group!, 1).get('sz-6')?.length).toBe(2);
  });

  it('a load of two kinds of unit is a group of its own, sent as listed', () => {
    const mixed: Action = { type: 'load', pieces: [infantry[0]!, armour!], transport: t1! };
    const groups = groupsOf([mixed], view);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.type).toBe('mixed');
    expect(groups[0]!.cargo).toEqual({ infantry: 1, armour: 1 });
    expect(optionsFor(groups[0]!, 5).map((o) => actionFor(o, 5))).toEqual([mixed]);
  });

  it('cargo is its own group in the zone, unloaded onto a coast', () => {
    const loaded: PacificState = {
      ...s,
      pieces: {
        ...s.pieces,
        [infantry[0]!]: { ...s.pieces[infantry[0]!]!, at: 'sz-6', aboard: t1! },
        [infantry[1]!]: { ...s.pieces[infantry[1]!]!, at: 'sz-6', aboard: t1! },
      },
    };
    const v = viewOf(loaded);
    const unload: Action = { type: 'unload', pieces: infantry.slice(0, 2), to: 'korea' };
    const groups = groupsOf([unload, { type: 'move', pieces: [t1!], path: ['sz-19'] }], v);
    const cargo = groups.find((g) => g.aboard === t1)!;
    const transport = groups.find((g) => g.type === 'transport')!;
    expect(cargo.space).toBe('sz-6');
    expect([...targetsFor(cargo, 2).keys()]).toEqual(['korea']);
    // The loaded transport is not the same group as an empty one: it shows what it carries.
    expect(transport.cargo).toEqual({ infantry: 2 });
    expect(transport.pieces).toEqual([t1]);
  });
});

describe('placements, battles and purchases', () => {
  it('16 a unit waiting to be placed lights the spaces the rules list for it', () => {
    const s = opening();
    const mobilize: PacificState = {
      ...s,
      phase: 'mobilize',
      turn: { ...s.turn, bought: { infantry: 2, destroyer: 1 } },
    };
    const places = placementsOf(pacific1940.legal(mobilize, 'japan'));
    expect([...places.keys()].sort()).toEqual(['destroyer', 'infantry']);
    expect([...places.get('infantry')!.keys()]).toEqual(['japan']);
    expect(places.get('destroyer')!.has('sz-6')).toBe(true);
    expect(places.get('destroyer')!.has('japan')).toBe(false);
  });

  it('14 each battle the attacker may fight next is a space to click', () => {
    const battles = battlesOf([
      { type: 'fight', space: 'sz-6' },
      { type: 'fight', space: 'hunan' },
      { type: 'press' },
    ]);
    expect([...battles.keys()]).toEqual(['sz-6', 'hunan']);
  });

  it('12 the purchase panel holds the buys, take-backs and repairs of the legal list', () => {
    const s = opening();
    const bought: PacificState = { ...s, turn: { ...s.turn, bought: { armour: 1 } } };
    const { buy, unbuy, repair } = purchaseOf(pacific1940.legal(bought, 'japan'));
    expect(buy.has('infantry')).toBe(true);
    expect(buy.has('majorIc')).toBe(false); // 30 IPCs: Japan has 26
    expect([...unbuy.keys()]).toEqual(['armour']);
    expect(repair).toEqual([]);
  });
});

describe('buttons', () => {
  const s = opening();
  const view = viewOf(s);

  it('leaves out what the board and the panel do, and keeps the rest', () => {
    const legal: Action[] = [
      { type: 'buy', unit: 'infantry' },
      { type: 'move', pieces: idsOf(s, 'kiangsi', 'artillery'), path: ['hunan'] },
      { type: 'place', unit: 'infantry', at: 'japan', space: 'japan' },
      { type: 'fight', space: 'hunan' },
      { type: 'press' },
      { type: 'retreat', to: 'kiangsi' },
      { type: 'end-purchase' },
    ];
    expect(buttonActions(legal, view)).toEqual([
      { type: 'press' },
      { type: 'retreat', to: 'kiangsi' },
      { type: 'end-purchase' },
    ]);
  });

  it('offers alike casualties once, and different ones each', () => {
    const infantry = idsOf(s, 'kiangsi', 'infantry');
    const [artillery] = idsOf(s, 'kiangsi', 'artillery');
    const legal: Action[] = [
      ...infantry.map((piece) => ({ type: 'casualty', piece })),
      { type: 'casualty', piece: artillery! },
      { type: 'casualties-default' },
    ];
    expect(buttonActions(legal, view)).toEqual([
      { type: 'casualty', piece: infantry[0] },
      { type: 'casualty', piece: artillery },
      { type: 'casualties-default' },
    ]);
  });

  it('offers a kamikaze strike once per kind of ship, each damaged one apart', () => {
    const destroyers = idsOf(s, 'sz-6', 'destroyer');
    const [bb] = idsOf(s, 'sz-6', 'battleship');
    const legal: Action[] = [
      ...destroyers.map((target) => ({ type: 'kamikaze', target })),
      { type: 'kamikaze', target: bb! },
      { type: 'end-kamikaze' },
    ];
    expect(destroyers).toHaveLength(2);
    expect(buttonActions(legal, view)).toEqual([
      { type: 'kamikaze', target: destroyers[0] },
      { type: 'kamikaze', target: bb },
      { type: 'end-kamikaze' },
    ]);
  });

  it('a move the board cannot show (a piece the view does not hold) stays reachable as a button', () => {
    const odd: Action = { type: 'move', pieces: ['p9999'], path: ['hunan'] };
    expect(buttonActions([odd], view)).toEqual([odd]);
  });
});

describe('counters', () => {
  it('stacks alike units of a space, with cargo counted on its carrier and not on its own', () => {
    const s = opening();
    const stacks = stacksOf(viewOf(s));
    const japan = stacks.get('japan')!;
    expect(japan.find((x) => x.type === 'infantry')?.count).toBe(idsOf(s, 'japan', 'infantry').length);
    const zone = stacks.get('sz-6')!;
    expect(zone.some((x) => x.type === 'fighter')).toBe(false);
    const carriers = zone.filter((x) => x.type === 'carrier');
    const carried = carriers.reduce((sum, c) => sum + Object.values(c.cargo).reduce((a, b) => a + b, 0), 0);
    expect(carried).toBe(idsOf(s, 'sz-6', 'fighter').length + idsOf(s, 'sz-6', 'tacticalBomber').length);
  });

  it('a damaged ship is a stack apart from its sound sisters', () => {
    const s = opening();
    const [bb] = idsOf(s, 'sz-6', 'battleship');
    const extra = { ...s.pieces[bb!]!, id: 'p900' };
    const damaged: PacificState = {
      ...s,
      pieces: { ...s.pieces, [bb!]: { ...s.pieces[bb!]!, damaged: true }, p900: extra },
    };
    const ships = stacksOf(viewOf(damaged))
      .get('sz-6')!
      .filter((x) => x.type === 'battleship');
    expect(ships.map((x) => [x.damaged, x.count])).toEqual([
      [false, 1],
      [true, 1],
    ]);
  });
});
