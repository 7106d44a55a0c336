/**
 * End to end, Axis & Allies Pacific 1940 on the real server (in-memory SQLite) and the built client: a
 * whole first round of the five powers played by clicks (buying, moving groups to highlighted spaces,
 * Japan's attack on Hunan with its dice, placing what was bought), the battle odds the table shows before
 * an attack against the engine's exact odds, and a reload in the middle of a turn, online and hot-seat,
 * that comes back at the same point and plays on.
 */
import { type Action, parseSave, replay, seatsToAct } from '@wargame/engine';
import {
  type BattleSpec,
  battleOddsAt,
  costOf,
  oddsOf,
  type PacificView,
  type PurchaseItem,
  pacific1940,
} from '@wargame/pacific-1940';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { phaseName, powerName, spaceName, unitCount } from '../../src/games/pacific-1940/names.ts';
import { fillOf } from '../../src/games/pacific-1940/palette.ts';
import {
  atVersion,
  battleChoice,
  boardCounters,
  clickAction,
  countersAt,
  decisionButtons,
  tableVersion,
} from './pacific-drive.ts';
import { HAS_CHROMIUM, serverAndBrowser, shot, watchErrors } from './support.ts';

type SpaceId = Parameters<typeof battleOddsAt>[1];

const POWERS = ['japan', 'usa', 'china', 'uk', 'anzac'] as const;
type Power = (typeof POWERS)[number];

/** The game as its keeper (the server, or the browser's saved local game) knows it. */
interface Snapshot {
  version: number;
  view: PacificView;
  toAct: string[];
  legal: Record<string, Action[]>;
}

/** Where a test reads the game from. */
interface Source {
  snap(): Promise<Snapshot>;
}

/** A move of `count` of the power's `type` from `from` (to `to`, else anywhere; one step unless `anyPath`). */
interface MovePlan {
  from: string;
  type: string;
  count: number;
  to?: string;
  anyPath?: boolean;
}

interface TurnPlan {
  buy: string[];
  /** Combat moves (Japan's attack). */
  attack?: MovePlan[];
  /** One noncombat move. */
  move?: MovePlan;
  /** Where the bought units go (else the first space the rules offer). */
  place?: string;
}

/** The first round: every power buys, moves and places; Japan attacks Hunan from Kiangsi. */
const ROUND: Record<Power, TurnPlan> = {
  japan: {
    buy: ['infantry', 'artillery'],
    attack: [
      { from: 'kiangsi', type: 'infantry', count: 3, to: 'hunan' },
      { from: 'kiangsi', type: 'artillery', count: 1, to: 'hunan' },
    ],
    place: 'japan',
  },
  usa: {
    buy: ['infantry'],
    move: { from: 'western-united-states', type: 'infantry', count: 2, to: 'british-columbia' },
    place: 'western-united-states',
  },
  china: { buy: ['infantry'], move: { from: 'szechwan', type: 'infantry', count: 1 } },
  uk: { buy: ['infantry'], move: { from: 'india', type: 'infantry', count: 1, to: 'burma' }, place: 'india' },
  anzac: {
    buy: ['infantry'],
    move: { from: 'queensland', type: 'infantry', count: 1, to: 'new-south-wales' },
    place: 'new-south-wales',
  },
};

const lower = (s: string | null) => (s ?? '').toLowerCase();
const en = (power: string) => powerName(power, 'en');

/** How many of `owner`'s `type` stand in `space`. */
function piecesAt(view: PacificView, space: string, owner: string, type: string): number {
  return Object.values(view.pieces).filter((p) => p.at === space && p.owner === owner && p.type === type)
    .length;
}

/** The legal move of `plan`, with its first `count` pieces (one listed action). */
function moveFor(view: PacificView, legal: readonly Action[], plan: MovePlan): Action {
  const found = legal.find((a) => {
    if (a.type !== 'move' || a.mission !== undefined) return false;
    const pieces = (a.pieces as string[]).map((id) => view.pieces[id]);
    const path = a.path as string[];
    return (
      (plan.anyPath || path.length === 1) &&
      (plan.to === undefined || path.at(-1) === plan.to) &&
      pieces.length >= plan.count &&
      (pieces.length === plan.count || a.subset === 'pieces') &&
      pieces.every((p) => p?.at === plan.from && p.type === plan.type && !p.aboard)
    );
  });
  if (!found) throw new Error(`no legal move for ${JSON.stringify(plan)}`);
  return { ...found, pieces: (found.pieces as string[]).slice(0, plan.count) };
}

/** A probability as the odds panel writes it. */
const percent = (p: number) =>
  new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(p);
const fromPercent = (text: string) => Number(text.replace('%', '').replace(/,/g, '')) / 100;
const OUTCOMES = ['attackerWins', 'defenderWins', 'mutual', 'retreat', 'stalemate'] as const;

/**
 * The odds panel's row for `space` says what the engine's exact odds of that battle are: the forces, each
 * outcome's probability (together 100%), the expected losses and rounds; and when `spec` is given, the
 * battle is that one (its odds computed here from the units alone).
 */
async function checkOdds(page: Page, view: PacificView, space: string, spec?: BattleSpec): Promise<number> {
  const exact = battleOddsAt(view, space as SpaceId);
  if (!exact) throw new Error(`the engine sees no battle in ${space}`);
  const { odds } = exact;
  const total = OUTCOMES.reduce((sum, k) => sum + odds[k], 0);
  expect(total).toBeCloseTo(1, 9);
  if (spec) {
    expect(exact.spec).toEqual(spec);
    const own = oddsOf(spec);
    for (const k of OUTCOMES) expect(own[k]).toBeCloseTo(odds[k], 12);
  }
  const row = `[data-testid=pacific-odds] [data-odds-space="${space}"]`;
  await page.waitForSelector(row);
  const shown: Record<string, string> = {};
  for (const k of OUTCOMES) {
    const dd = await page.$(`${row} [data-odds="${k}"] dd`);
    if (dd) shown[k] = (await dd.textContent()) ?? '';
  }
  // Who wins is always shown; the other outcomes when they can happen.
  const expected = Object.fromEntries(
    OUTCOMES.filter((k) => k === 'attackerWins' || k === 'defenderWins' || odds[k] > 0).map((k) => [
      k,
      percent(odds[k]),
    ]),
  );
  expect(shown).toEqual(expected);
  // Each figure is rounded to a tenth of a percent: together they make 100% within their roundings.
  const figures = Object.values(shown);
  const sum = figures.reduce((s, text) => s + fromPercent(text), 0);
  expect(Math.abs(sum - 1)).toBeLessThanOrEqual(0.0005 * figures.length + 1e-9);
  const text = (await page.textContent(row)) ?? '';
  expect(text).toContain(spaceName(space, 'en'));
  const one = (n: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(n);
  expect(text).toContain(
    `Expected IPC losses: attacker ${one(odds.expectedIpcLoss.attacker)}, defender ${one(odds.expectedIpcLoss.defender)}`,
  );
  expect(text).toContain(`Expected rounds: ${one(odds.rounds.expected)}`);
  return odds.attackerWins;
}

describe.skipIf(!HAS_CHROMIUM)('Pacific 1940 in the browser (end to end)', () => {
  const live = serverAndBrowser();

  async function newPage(): Promise<Page> {
    const context = await live.browser.newContext({ viewport: { width: 1600, height: 1000 } });
    return context.newPage();
  }

  /** A new page at a new online game, Japan to buy at version 0, with its page errors watched. */
  async function openOnline() {
    const page = await newPage();
    const errors = watchErrors(page);
    const game = await createOnline();
    await page.goto(game.url);
    await page.waitForSelector('.table[data-viewer="japan"][data-version="0"]');
    return { page, errors, game, source: game.source };
  }

  /**
   * A game created over the API with every power this device's: one token, and the table follows
   * whichever power must decide. `source` reads it back from the server with that token.
   */
  async function createOnline(): Promise<{ id: string; url: string; source: Source }> {
    const response = await fetch(`${live.server.url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'pacific-1940',
        scenario: 'standard',
        seats: Object.fromEntries(POWERS.map((p) => [p, 'me'])),
      }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as { id: string; seats: { seat: string; token: string }[] };
    expect(created.seats.map((s) => s.seat).sort()).toEqual([...POWERS].sort());
    const token = created.seats[0]!.token;
    return {
      id: created.id,
      url: `${live.server.url}/play/${created.id}?token=${encodeURIComponent(token)}`,
      source: {
        async snap() {
          const view = await fetch(`${live.server.url}/api/games/${created.id}/view`, {
            headers: { authorization: `Bearer ${token}` },
          });
          expect(view.status).toBe(200);
          return (await view.json()) as Snapshot;
        },
      },
    };
  }

  /** A hot-seat game in this browser: the save it keeps in localStorage, replayed by the engine here. */
  function localSource(page: Page): Source {
    return {
      async snap() {
        const save = await page.evaluate(() => {
          const ids = JSON.parse(localStorage.getItem('wargame.local.index') ?? '[]') as string[];
          return JSON.parse(localStorage.getItem(`wargame.local.game.${ids[0]}`) ?? '{}').save as string;
        });
        const parsed = parseSave(save);
        const result = replay(pacific1940, save, { verify: true });
        if (!parsed.ok || !result.ok) throw new Error('the saved local game does not replay');
        const state = result.state;
        const toAct = seatsToAct(pacific1940, state);
        return {
          version: parsed.save.actions.length,
          view: pacific1940.view(state, 'spectator'),
          toAct,
          legal: Object.fromEntries(toAct.map((seat) => [seat, pacific1940.legal(state, seat)])),
        };
      },
    };
  }

  /** The table shows what the keeper has, at the seat that must decide (the device passed if asked). */
  const passed: string[] = [];
  async function inStep(page: Page, source: Source): Promise<Snapshot> {
    const s = await source.snap();
    await atVersion(page, s.version);
    if (await page.isVisible('[data-testid=pass-device]')) {
      passed.push(s.toAct[0]!);
      await page.click('[data-testid=pass-device] button');
    }
    await page.waitForSelector(`.table[data-viewer="${s.toAct[0]}"]`);
    return s;
  }

  /** One action by clicking; the keeper has taken it (one version on) and the table shows it. */
  async function act(
    page: Page,
    source: Source,
    choose: (s: Snapshot) => Action,
  ): Promise<Snapshot & { asked: string | null; ways: number }> {
    const before = await inStep(page, source);
    const action = choose(before);
    const { asked, ways } = await clickAction(page, action, before.view);
    let after = await source.snap();
    for (let i = 0; i < 20 && after.version === before.version; i++) {
      await page.waitForTimeout(50);
      after = await source.snap();
    }
    expect(after.version).toBe(before.version + 1);
    await atVersion(page, after.version);
    return { ...after, asked, ways };
  }

  const named =
    (type: string, extra: Record<string, unknown> = {}) =>
    (s: Snapshot): Action => {
      const seat = s.toAct[0]!;
      const found = s.legal[seat]?.find(
        (a) => a.type === type && Object.entries(extra).every(([k, v]) => a[k] === v),
      );
      if (!found) throw new Error(`no legal ${type} ${JSON.stringify(extra)} for ${seat}`);
      return found;
    };

  const moving = (plan: MovePlan) => (s: Snapshot) => moveFor(s.view, s.legal[s.toAct[0]!]!, plan);

  /** The status line of the top bar. */
  async function status(page: Page): Promise<string> {
    return (await page.textContent('[data-testid=pacific-status]')) ?? '';
  }

  /** Fight every battle (a click on its space) and answer its decisions by their buttons, to the end of combat. */
  async function fightAll(
    page: Page,
    source: Source,
    onStep?: (s: Snapshot) => Promise<void>,
  ): Promise<string[]> {
    const taken: string[] = [];
    for (let guard = 0; guard < 40; guard++) {
      const s = await inStep(page, source);
      if (s.view.phase !== 'combat') return taken;
      await onStep?.(s);
      const seat = s.toAct[0]!;
      const fight = s.legal[seat]?.find((a) => a.type === 'fight');
      if (fight) {
        // The battle's space is clicked; its dice cannot be taken back, so the table asks first.
        const fought = await act(page, source, () => fight);
        expect(fought.asked).toContain('Dice will be rolled');
        taken.push(`${seat}:fight`);
        continue;
      }
      const choice = battleChoice(await decisionButtons(page));
      if (!choice) throw new Error(`no button for ${seat} in combat: ${JSON.stringify(s.legal[seat])}`);
      await act(page, source, () => choice);
      taken.push(`${seat}:${choice.type}`);
    }
    throw new Error('the combat phase did not end');
  }

  /** One power's whole turn, by clicks, with what the player sees checked along the way. */
  async function playTurn(page: Page, source: Source, power: Power, plan: TurnPlan): Promise<void> {
    let s = await inStep(page, source);
    expect(s.view).toMatchObject({ round: 1, power, phase: 'purchase' });
    expect(await status(page)).toContain(`Round 1 · ${en(power)} · ${phaseName('purchase', 'en')}`);
    const ipcs = s.view.ipcs[power];
    expect(await page.textContent(`[data-ipcs=${power}]`)).toContain(`${ipcs}`);

    // 12 Purchase: a click on + for each unit; the panel counts them and the IPCs left.
    for (const unit of plan.buy) s = await act(page, source, named('buy', { unit }));
    const bought: Record<string, number> = {};
    for (const unit of plan.buy) bought[unit] = (bought[unit] ?? 0) + 1;
    expect(s.view.turn.bought).toEqual(bought);
    for (const [unit, n] of Object.entries(bought)) {
      expect(await page.getAttribute(`[data-item=${unit}] output`, 'data-bought')).toBe(`${n}`);
    }
    const spent = plan.buy.reduce((sum, unit) => sum + costOf(unit as PurchaseItem), 0);
    expect(s.view.ipcs[power]).toBe(ipcs - spent);
    expect(await page.getAttribute('[data-ipcs-left]', 'data-ipcs-left')).toBe(`${ipcs - spent}`);
    await act(page, source, named('end-purchase'));

    // 13 Combat move: each group goes where the board lights up; the odds of the battle are shown.
    s = await inStep(page, source);
    expect(s.view.phase).toBe('combat-move');
    for (const move of plan.attack ?? []) {
      const to = move.to!;
      const before = piecesAt(s.view, to, power, move.type);
      s = await act(page, source, moving(move));
      expect(piecesAt(s.view, to, power, move.type)).toBe(before + move.count);
      expect(await countersAt(page, to, power, move.type)).toBe(before + move.count);
      await page.waitForSelector(`[data-testid=pacific-odds] [data-odds-space="${to}"]`);
    }
    if (plan.attack) await shot(page, `pacific-${power}-combat-move`);
    await act(page, source, named('end-combat-move'));

    // 14 Conduct combat, when there is any: the battle's space is clicked, the dice confirmed.
    const taken = await fightAll(page, source);
    if (plan.attack) expect(taken).toContain(`${power}:fight`);
    else expect(taken).toEqual([]);

    // 15 Noncombat move.
    s = await inStep(page, source);
    expect(s.view.phase).toBe('noncombat-move');
    if (plan.move) {
      const action = moveFor(s.view, s.legal[power]!, plan.move);
      const to = (action.path as string[]).at(-1)!;
      const before = piecesAt(s.view, to, power, plan.move.type);
      const left = piecesAt(s.view, plan.move.from, power, plan.move.type) - plan.move.count;
      s = await act(page, source, () => action);
      expect(piecesAt(s.view, to, power, plan.move.type)).toBe(before + plan.move.count);
      expect(await countersAt(page, to, power, plan.move.type)).toBe(before + plan.move.count);
      expect(await countersAt(page, plan.move.from, power, plan.move.type)).toBe(left);
    }
    await act(page, source, named('end-noncombat-move'));

    // 16 Mobilize: the unit to place, then where it goes; the counters there grow by one each.
    for (const unit of plan.buy) {
      s = await inStep(page, source);
      expect(s.view.phase).toBe('mobilize');
      const places = s.legal[power]!.filter((a) => a.type === 'place' && a.unit === unit);
      const place = places.find((a) => plan.place === undefined || a.space === plan.place) ?? places[0];
      if (!place) throw new Error(`${power} cannot place its ${unit}`);
      const where = String(place.space ?? place.at);
      const before = await countersAt(page, where, power, unit);
      expect(before).toBe(piecesAt(s.view, where, power, unit));
      s = await act(page, source, () => place);
      expect(await countersAt(page, where, power, unit)).toBe(before + 1);
      expect(piecesAt(s.view, where, power, unit)).toBe(before + 1);
    }
    expect(s.legal[power]!.some((a) => a.type === 'place')).toBe(false);

    // The turn's events, in the log's current turn (before it folds).
    const group = '[data-testid=log] .log-group.current';
    expect(await page.textContent(`${group} .log-fold-title`)).toContain(en(power));
    const log = lower(await page.textContent(group));
    for (const unit of plan.buy) {
      expect(log).toContain(
        lower(`${en(power)} buys ${unitCount(unit, 1, 'en')} (${costOf(unit as PurchaseItem)} IPCs).`),
      );
      expect(log).toContain(lower(`${en(power)} places ${unitCount(unit, 1, 'en')} in`));
    }
    for (const move of [...(plan.attack ?? []), ...(plan.move ? [plan.move] : [])]) {
      expect(log).toContain(
        lower(
          `${en(power)} moves ${unitCount(move.type, move.count, 'en')} from ${spaceName(move.from, 'en')} to`,
        ),
      );
    }
    for (const to of new Set((plan.attack ?? []).map((m) => m.to!))) {
      // The battle was fought with dice; the board shows who holds the space now.
      expect(log).toContain(lower(`in ${spaceName(to, 'en')}: `));
      expect(log).toMatch(new RegExp(`${lower(spaceName(to, 'en'))}, [^:]+: the attacker rolls [1-6]`));
      expect(await page.getAttribute(`path[data-space="${to}"]`, 'fill')).toBe(
        fillOf(s.view.control[to as SpaceId], to),
      );
    }
    await shot(page, `pacific-${power}-mobilized`);
    await act(page, source, named('end-mobilize'));
  }

  it('plays a whole first round of the five powers by clicks, with Japan’s attack on Hunan', async () => {
    const { page, errors, game } = await openOnline();
    await page.waitForSelector('[data-testid=pacific-purchase]');
    await shot(page, 'pacific-start');

    for (const power of POWERS) await playTurn(page, game.source, power, ROUND[power]);

    // Round 2, Japan to play: the status line says so, the purchase panel is Japan's again.
    const s = await inStep(page, game.source);
    expect(s.view).toMatchObject({ round: 2, power: 'japan', phase: 'purchase' });
    expect(await status(page)).toContain(`Round 2 · ${en('japan')} · ${phaseName('purchase', 'en')}`);
    for (const power of POWERS) {
      expect(await page.textContent(`[data-ipcs=${power}]`)).toContain(`${s.view.ipcs[power]}`);
    }
    await page.waitForSelector('[data-testid=pacific-purchase]');
    // What was bought stands on the board.
    for (const power of POWERS) {
      const plan = ROUND[power];
      if (!plan.place) continue;
      for (const unit of new Set(plan.buy)) {
        expect(await countersAt(page, plan.place, power, unit)).toBe(
          piecesAt(s.view, plan.place, power, unit),
        );
      }
    }
    // The log's current turn is Japan's second; ANZAC's, folded, ends with its income.
    const current = '[data-testid=log] .log-group.current';
    expect(await page.textContent(`${current} .log-fold-title`)).toContain(en('japan'));
    expect(await page.getAttribute(current, 'data-turn')).toBe('2');
    const anzac = page.locator('[data-testid=log] .log-group', { hasText: en('anzac') });
    await anzac.locator('.log-fold').click();
    expect(lower(await anzac.textContent())).toContain(lower(`${en('anzac')} collects`));
    await shot(page, 'pacific-round-2');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('shows the exact odds of each battle to come, as the engine computes them', async () => {
    const { page, errors, source } = await openOnline();
    // No battle, no odds.
    expect(await page.$('[data-testid=pacific-odds]')).toBeNull();
    await act(page, source, named('end-purchase'));
    let s = await inStep(page, source);
    expect(s.view.phase).toBe('combat-move');
    expect(await page.$('[data-testid=pacific-odds]')).toBeNull();

    // Three infantry into Yunnan against its three: the odds appear, worse than even for the attacker.
    s = await act(page, source, moving({ from: 'kwangsi', type: 'infantry', count: 3, to: 'yunnan' }));
    const even = await checkOdds(page, s.view, 'yunnan', {
      kind: 'land',
      attacker: { units: { infantry: 3 } },
      defender: { units: { infantry: 3 } },
    });
    expect(await page.textContent('[data-odds-space="yunnan"]')).toContain('3 infantry against 3 infantry');
    expect(even).toBeLessThan(0.5);
    // The artillery joins them: better odds, as the engine says.
    s = await act(page, source, moving({ from: 'kwangsi', type: 'artillery', count: 1, to: 'yunnan' }));
    const supported = await checkOdds(page, s.view, 'yunnan', {
      kind: 'land',
      attacker: { units: { infantry: 3, artillery: 1 } },
      defender: { units: { infantry: 3 } },
    });
    expect(supported).toBeGreaterThan(even);
    // A fighter flies in from Kiangsu: when the rules give it several paths there, the orders panel
    // asks which, one button for each.
    const fighter: MovePlan = { from: 'kiangsu', type: 'fighter', count: 1, to: 'yunnan', anyPath: true };
    const flown = (moveFor(s.view, s.legal.japan!, fighter).pieces as string[])[0]!;
    const paths = s.legal.japan!.filter(
      (a) =>
        a.type === 'move' &&
        a.mission === undefined &&
        (a.path as string[]).at(-1) === 'yunnan' &&
        (a.pieces as string[]).includes(flown),
    ).length;
    const flew = await act(page, source, moving(fighter));
    expect(flew.ways).toBe(paths > 1 ? paths : 0);
    s = flew;
    const withFighter = await checkOdds(page, s.view, 'yunnan', {
      kind: 'land',
      attacker: { units: { infantry: 3, artillery: 1, fighter: 1 } },
      defender: { units: { infantry: 3 } },
    });
    expect(withFighter).toBeGreaterThan(supported);
    // A second battle: each has its own row.
    s = await act(page, source, moving({ from: 'kiangsi', type: 'infantry', count: 2, to: 'hunan' }));
    await checkOdds(page, s.view, 'hunan', {
      kind: 'land',
      attacker: { units: { infantry: 2 } },
      defender: { units: { infantry: 1 } },
    });
    await checkOdds(page, s.view, 'yunnan');
    expect(
      (
        await page.$$eval('[data-testid=pacific-odds] [data-odds-space]', (els) =>
          els.map((e) => e.getAttribute('data-odds-space')),
        )
      ).sort(),
    ).toEqual(['hunan', 'yunnan']);
    await shot(page, 'pacific-odds-combat-move');

    // In Conduct Combat the battles to fight are listed with the same odds; each, once fought, leaves.
    await act(page, source, named('end-combat-move'));
    s = await inStep(page, source);
    expect(s.view.phase).toBe('combat');
    await checkOdds(page, s.view, 'hunan');
    await checkOdds(page, s.view, 'yunnan');
    await shot(page, 'pacific-odds-combat');
    let checked = 0;
    await fightAll(page, source, async (now) => {
      // Between battles (and while the attacker may press or retreat) the odds shown are of what is left.
      const spaces = await page.$$eval('[data-testid=pacific-odds] [data-odds-space]', (els) =>
        els.map((e) => e.getAttribute('data-odds-space') ?? ''),
      );
      for (const space of spaces) {
        await checkOdds(page, now.view, space);
        checked += 1;
      }
    });
    expect(checked).toBeGreaterThanOrEqual(2);
    expect(await page.$('[data-testid=pacific-odds]')).toBeNull();
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('comes back at the same point after a reload mid-turn, online, and plays on', async () => {
    const { page, errors, source } = await openOnline();

    /** Reload, and the table is back where it was: same version, phase, purchases and pieces. */
    const reloadAndCompare = async () => {
      const before = await inStep(page, source);
      const shownBefore = await status(page);
      const counters = await boardCounters(page);
      await page.reload();
      await page.waitForSelector('.table');
      const after = await inStep(page, source);
      expect(after.version).toBe(before.version);
      expect(await tableVersion(page)).toBe(before.version);
      expect(await status(page)).toBe(shownBefore);
      expect(await boardCounters(page)).toEqual(counters);
      await page.waitForSelector('.dot.live');
      return after;
    };

    // Japan buys two units, then the page is reloaded in the middle of its purchase.
    await act(page, source, named('buy', { unit: 'infantry' }));
    await act(page, source, named('buy', { unit: 'armour' }));
    let s = await reloadAndCompare();
    expect(s.view).toMatchObject({
      phase: 'purchase',
      power: 'japan',
      turn: { bought: { infantry: 1, armour: 1 } },
    });
    expect(await page.getAttribute('[data-item=infantry] output', 'data-bought')).toBe('1');
    expect(await page.getAttribute('[data-item=armour] output', 'data-bought')).toBe('1');
    expect(await page.getAttribute('[data-ipcs-left]', 'data-ipcs-left')).toBe(
      `${26 - costOf('infantry') - costOf('armour')}`,
    );
    // The purchase goes on after it: the tank taken back with its −, one more infantry, then the combat move.
    s = await act(page, source, named('unbuy', { unit: 'armour' }));
    expect(s.view.turn.bought).toEqual({ infantry: 1 });
    expect(await page.getAttribute('[data-item=armour] output', 'data-bought')).toBe('0');
    s = await act(page, source, named('buy', { unit: 'infantry' }));
    expect(s.view.turn.bought).toEqual({ infantry: 2 });
    expect(await page.getAttribute('[data-ipcs-left]', 'data-ipcs-left')).toBe(
      `${26 - 2 * costOf('infantry')}`,
    );
    await act(page, source, named('end-purchase'));
    s = await act(page, source, moving({ from: 'kiangsi', type: 'infantry', count: 2, to: 'hunan' }));
    expect(piecesAt(s.view, 'hunan', 'japan', 'infantry')).toBe(2);

    // Reloaded in the middle of the combat move: the moved pieces, the purchase waiting, the odds.
    s = await reloadAndCompare();
    expect(s.view.phase).toBe('combat-move');
    expect(await countersAt(page, 'hunan', 'japan', 'infantry')).toBe(2);
    expect(await page.textContent('[data-testid=pacific-bought]')).toContain('2 infantry');
    await checkOdds(page, s.view, 'hunan');
    await shot(page, 'pacific-reloaded-combat-move');

    // Play goes on: the artillery follows, is taken back by Undo (back in Kiangsi on the board and on the
    // server), goes again; the battle is fought, the turn reaches its noncombat move.
    const artillery = moving({ from: 'kiangsi', type: 'artillery', count: 1, to: 'hunan' });
    s = await act(page, source, artillery);
    expect(await countersAt(page, 'hunan', 'japan', 'artillery')).toBe(1);
    await page.click('[data-testid=undo]');
    await expect
      .poll(async () => piecesAt((await source.snap()).view, 'kiangsi', 'japan', 'artillery'))
      .toBe(1);
    const undone = await inStep(page, source);
    expect(undone.version).toBeGreaterThan(s.version);
    expect(await countersAt(page, 'kiangsi', 'japan', 'artillery')).toBe(1);
    expect(await countersAt(page, 'hunan', 'japan', 'artillery')).toBe(0);
    expect(await countersAt(page, 'hunan', 'japan', 'infantry')).toBe(2);
    await act(page, source, artillery);
    await act(page, source, named('end-combat-move'));
    await fightAll(page, source);
    s = await inStep(page, source);
    expect(s.view).toMatchObject({ phase: 'noncombat-move', power: 'japan' });
    expect(await status(page)).toContain(phaseName('noncombat-move', 'en'));
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);

  it('comes back at the same point after a reload mid-turn, hot-seat from the lobby, and plays on', async () => {
    const page = await newPage();
    const errors = watchErrors(page);
    await page.goto(`${live.server.url}/#/new/pacific-1940?seed=e2e-pacific`);
    // One player per power at this device: Japan is mine, the others are passed the device.
    for (const power of POWERS) {
      await page.check(`[data-seat=${power}] input[value=${power === 'japan' ? 'me' : 'hotseat'}]`);
    }
    await page.click('[data-testid=start]');
    await page.waitForSelector('.table');
    expect(page.url()).toContain('/local/');
    expect(await page.getAttribute('[data-testid=mode]', 'data-mode')).toBe('hotseat');
    const source = localSource(page);
    await act(page, source, named('buy', { unit: 'infantry' }));
    await act(page, source, named('end-purchase'));
    await act(page, source, moving({ from: 'kwangsi', type: 'infantry', count: 3, to: 'yunnan' }));

    const before = await tableVersion(page);
    const status1 = await status(page);
    const counters = await boardCounters(page);
    await page.reload();
    await page.waitForSelector('.table');
    let s = await inStep(page, source);
    expect(s.version).toBe(before);
    expect(await tableVersion(page)).toBe(before);
    expect(await status(page)).toBe(status1);
    expect(await boardCounters(page)).toEqual(counters);
    expect(await page.textContent('[data-testid=pacific-bought]')).toContain('1 infantry');
    expect(s.view).toMatchObject({ phase: 'combat-move', power: 'japan', turn: { bought: { infantry: 1 } } });
    expect(await countersAt(page, 'yunnan', 'japan', 'infantry')).toBe(3);
    expect(await countersAt(page, 'kwangsi', 'japan', 'infantry')).toBe(0);
    await checkOdds(page, s.view, 'yunnan');
    await shot(page, 'pacific-hotseat-reloaded');

    // It plays on: the artillery follows, the battle is fought to its end.
    await act(page, source, moving({ from: 'kwangsi', type: 'artillery', count: 1, to: 'yunnan' }));
    await act(page, source, named('end-combat-move'));
    passed.length = 0;
    const taken = await fightAll(page, source);
    // With this seed the battle lasts three rounds: casualties chosen by both sides by their buttons,
    // and the device passed to China for its choice, then back to Japan.
    expect(taken).toContain('japan:press');
    expect(taken).toContain('china:casualty');
    expect(taken).toContain('japan:casualty');
    const turns = taken.map((t) => t.split(':')[0]!).filter((seat, i, all) => i > 0 && seat !== all[i - 1]);
    expect(passed).toEqual(turns);
    s = await inStep(page, source);
    expect(s.view).toMatchObject({ phase: 'noncombat-move', power: 'japan' });
    expect(lower(await page.textContent('[data-testid=log]'))).toContain(
      lower(`in ${spaceName('yunnan', 'en')}: `),
    );
    expect(errors).toEqual([]);
    await page.context().close();
  }, 90_000);
});
