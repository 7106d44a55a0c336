/**
 * Playing Axis & Allies Pacific 1940 through the browser as a person would: a unit is bought with the
 * purchase panel's +, a group is moved by clicking its space, picking the group and how many of it in the
 * orders panel and clicking the highlighted destination, a battle is fought by clicking its space, a unit
 * is placed by picking it and clicking where it goes, everything else is a button of the decision panel.
 * What to do is chosen in the test from the game as the server (or the saved local game) knows it.
 */
import type { Action } from '@wargame/engine';
import type { PacificView } from '@wargame/pacific-1940';
import type { Page } from 'playwright-core';
import { groupKeyOf } from '../../src/games/pacific-1940/interaction.ts';
import { confirmIfAsked } from './drive.ts';

const attr = (value: string) => JSON.stringify(value);

/** The version the table shows. */
export async function tableVersion(page: Page): Promise<number> {
  return Number(await page.getAttribute('.table', 'data-version'));
}

/** The table shows `version` (and is not playing moves back). */
export async function atVersion(page: Page, version: number, timeout = 15_000): Promise<void> {
  await page.waitForSelector(`.table[data-version="${version}"]:not([data-watching])`, { timeout });
}

/**
 * A click where a person would click a space: on its name when nothing covers it there, else on the
 * first point of its outline (or of one of its own counters) that is not covered by anything else.
 */
export async function clickSpace(page: Page, id: string): Promise<void> {
  const point = await page.evaluate((space) => {
    const escaped = CSS.escape(space);
    const path = document.querySelector(`path[data-space="${escaped}"]`);
    if (!path) return null;
    const width = window.innerWidth;
    const height = window.innerHeight;
    const ours = (x: number, y: number) =>
      x > 0 &&
      y > 0 &&
      x < width &&
      y < height &&
      document.elementFromPoint(x, y)?.closest('[data-space]')?.getAttribute('data-space') === space;
    const label = document.querySelector(`[data-label="${escaped}"]`)?.getBoundingClientRect();
    if (label) {
      const x = label.x + label.width / 2;
      const y = label.y + label.height / 2;
      if (ours(x, y)) return [x, y] as const;
    }
    const r = path.getBoundingClientRect();
    for (let i = 1; i < 16; i++)
      for (let j = 1; j < 16; j++) {
        const x = r.x + (r.width * i) / 16;
        const y = r.y + (r.height * j) / 16;
        if (ours(x, y)) return [x, y] as const;
      }
    return null;
  }, id);
  if (!point) throw new Error(`no point of ${id} on the screen to click`);
  await page.mouse.click(point[0], point[1]);
}

/** The decision panel's buttons, as the actions they send. */
export async function decisionButtons(page: Page): Promise<Action[]> {
  const all = await page.$$eval('[data-testid=decision] [data-legal]', (els) =>
    els.map((e) => e.getAttribute('data-legal') ?? ''),
  );
  return all.map((json) => JSON.parse(json) as Action);
}

/** An action less its pieces and `subset`, with its keys sorted: what tells two ways to a space apart. */
function shapeOf(action: Action): string {
  const { pieces: _p, subset: _s, ...rest } = action;
  return JSON.stringify(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1))));
}

/** Select the space (unless it is selected), then the group of `pieces[0]`, then `pieces.length` of it. */
async function pickGroup(page: Page, view: PacificView, pieces: string[]): Promise<void> {
  const first = view.pieces[pieces[0] ?? ''];
  if (!first) throw new Error(`no piece ${pieces[0]} in the view`);
  const from = first.at;
  if (!(await page.$(`[data-orders-space=${attr(from)}]`))) await clickSpace(page, from);
  await page.waitForSelector(`[data-orders-space=${attr(from)}]`);
  const radio = `[data-group=${attr(groupKeyOf(view, first))}]`;
  await page.waitForSelector(radio);
  if (!(await page.isChecked(radio))) await page.check(radio);
  const n = pieces.length;
  for (let guard = 0; guard < 30 && n > 1; guard++) {
    if (await page.$(`output[data-count="${n}"]`)) break;
    await page.click('[data-count-up]');
  }
  if (n > 1) await page.waitForSelector(`output[data-count="${n}"]`);
}

/**
 * Perform one action by clicking; returns the version the table shows after it, what the confirm bar
 * asked first (null when it did not ask) and how many ways the orders panel offered (0: it did not ask).
 * `view` is the position it is taken in (to find a moved group's space and counter). A move of several
 * pieces is one action when the rules list it so (`subset`).
 */
export async function clickAction(
  page: Page,
  action: Action,
  view: PacificView,
): Promise<{ version: number; asked: string | null; ways: number }> {
  const version = await tableVersion(page);
  let target: string | null = null;
  switch (action.type) {
    case 'buy':
      await page.click(`[data-buy=${attr(String(action.unit))}]`);
      break;
    case 'unbuy':
      await page.click(`[data-unbuy=${attr(String(action.unit))}]`);
      break;
    case 'move':
    case 'load':
    case 'unload': {
      await pickGroup(page, view, action.pieces as string[]);
      target =
        action.type === 'move'
          ? ((action.path as string[]).at(-1) ?? null)
          : action.type === 'unload'
            ? String(action.to)
            : (view.pieces[String(action.transport)]?.at ?? null);
      if (!target) throw new Error(`no destination for ${JSON.stringify(action)}`);
      await page.waitForSelector(`[data-mark-space=${attr(target)}][data-mark="target"]`);
      await clickSpace(page, target);
      break;
    }
    case 'place': {
      const unit = `[data-place-unit=${attr(String(action.unit))}]`;
      await page.waitForSelector(unit);
      if ((await page.getAttribute(unit, 'aria-pressed')) !== 'true') await page.click(unit);
      target = String(action.space ?? action.at);
      await page.waitForSelector(`[data-mark-space=${attr(target)}][data-mark="place"]`);
      await clickSpace(page, target);
      break;
    }
    case 'fight':
      await page.waitForSelector(`[data-mark-space=${attr(String(action.space))}][data-mark="battle"]`);
      await clickSpace(page, String(action.space));
      break;
    default:
      await page.click(`[data-testid=decision] [data-legal=${attr(JSON.stringify(action))}]`);
  }
  const next = `.table[data-version="${version + 1}"]`;
  const first = await page.waitForSelector(`${next}, [data-testid=confirm-bar], [data-choice]`, {
    timeout: 10_000,
  });
  // Several ways to the same space (two paths, a mission): the orders panel asks which.
  let offered = 0;
  if ((await first.getAttribute('data-choice')) !== null) {
    const wanted = shapeOf(action);
    const ways = await page.$$eval('[data-choice] [data-legal]', (els) =>
      els.map((e) => e.getAttribute('data-legal') ?? ''),
    );
    const way = ways.find((json) => shapeOf(JSON.parse(json) as Action) === wanted);
    if (!way) throw new Error(`no way offered for ${JSON.stringify(action)} among ${ways.join(' ')}`);
    offered = ways.length;
    await page.click(`[data-choice] [data-legal=${attr(way)}]`);
  }
  // An action that rolls dice cannot be taken back: the confirm bar asks first.
  const asked = await confirmIfAsked(page, version + 1);
  return { version: version + 1, asked, ways: offered };
}

/** The counters of `owner`'s `type` drawn in `space` (0 when there is none). */
export async function countersAt(page: Page, space: string, owner: string, type: string): Promise<number> {
  const el = await page.$(
    `[data-counter=${attr(type)}][data-owner=${attr(owner)}][data-space=${attr(space)}]`,
  );
  return el ? Number(await el.getAttribute('data-count')) : 0;
}

/** Every counter on the board, as "space:owner:type:count", sorted. */
export async function boardCounters(page: Page): Promise<string[]> {
  const all = await page.$$eval('[data-counter]', (els) =>
    els.map((e) => ['space', 'owner', 'counter', 'count'].map((k) => e.getAttribute(`data-${k}`)).join(':')),
  );
  return all.sort();
}

/** What a battle's decision buttons should answer: the first casualty offered, press on, else the first. */
export function battleChoice(buttons: readonly Action[]): Action | undefined {
  return (
    buttons.find((a) => a.type === 'casualty') ??
    buttons.find((a) => a.type === 'casualties-default') ??
    buttons.find((a) => a.type === 'press') ??
    buttons.find((a) => a.type === 'end-scramble') ??
    buttons.find((a) => a.type === 'end-kamikaze') ??
    buttons.find((a) => a.type === 'ignore') ??
    buttons[0]
  );
}
