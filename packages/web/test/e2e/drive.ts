/**
 * Playing Ancients through the browser as a person would: each legal action is performed by clicking what
 * the table shows (a card, a unit, a highlighted hex, a target, a decision button). The choice of action is
 * made in the test with the engine itself, from the same seed, so the test knows the legal actions.
 */
import type { AncientsState } from '@wargame/ancients';
import type { Action } from '@wargame/engine';
import type { Page } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
export const CHROMIUM = '/usr/bin/chromium';

const attr = (value: string) => JSON.stringify(value);

/** Select a piece for a two-step action unless it already is selected. */
async function select(page: Page, piece: string): Promise<void> {
  const selected = await page.$(`[data-piece=${attr(piece)}].mark-selected`);
  if (!selected) await page.click(`[data-piece=${attr(piece)}]`);
  await page.waitForSelector(`[data-piece=${attr(piece)}].mark-selected`);
}

async function clickHex(page: Page, hex: string): Promise<void> {
  // A piece may stand on the hex (a lone friendly leader); a click on it falls through to the hex's action.
  await page.click(`.hex[data-hex=${attr(hex)}]`, { force: true });
}

/**
 * After the click that sends an action: an action that cannot be undone (a card, a roll) waits on the
 * confirm bar, which is confirmed; returns what the bar asked (null: it did not ask) once the table
 * shows `version`.
 */
export async function confirmIfAsked(page: Page, version: number): Promise<string | null> {
  const next = `.table[data-version="${version}"]`;
  const first = await page.waitForSelector(`${next}, [data-testid=confirm-bar]`, { timeout: 10_000 });
  let asked: string | null = null;
  if ((await first.getAttribute('data-testid')) === 'confirm-bar') {
    asked = (await first.textContent()) ?? '';
    await page.click('[data-testid=confirm-bar] [data-testid=confirm-yes]');
  }
  await page.waitForSelector(next, { timeout: 10_000 });
  return asked;
}

/** Perform one legal action by clicking; returns when the table shows the next version. */
export async function clickAction(page: Page, action: Action): Promise<void> {
  const version = Number(await page.getAttribute('.table', 'data-version'));
  switch (action.type) {
    case 'play-card':
      await page.click(`[data-card=${attr(String(action.card))}]`);
      break;
    case 'order':
      await page.click(`[data-piece=${attr(String(action.piece))}]`);
      break;
    case 'detach':
      await page.click(`[data-piece=${attr(String(action.leader))}]`);
      break;
    case 'move':
      if (action.to === 'off') {
        await page.click(`[data-legal=${attr(JSON.stringify(action))}]`);
        break;
      }
      await select(page, String(action.piece));
      await clickHex(page, String(action.to));
      break;
    case 'assign-die':
      await page.click(`[data-piece=${attr(String(action.piece))}]`);
      break;
    case 'place-leader':
    case 'ambush-leader':
      await clickHex(page, String(action.hex));
      break;
    case 'ambush-place':
      // A hex offers the first ambush unit the rules allow there; any other comes from the list of actions.
      await page.click('.legal-list summary');
      await page.click(`[data-legal-item=${attr(JSON.stringify(action))}]`);
      break;
    case 'close-combat':
    case 'fire':
      await select(page, String(action.unit));
      await page.click(`[data-piece=${attr(String(action.target))}]`);
      break;
    case 'retreat':
    case 'evade':
    case 'extra-hex':
      await clickHex(page, String(action.to));
      break;
    case 'bonus-combat':
      await page.click(`[data-piece=${attr(String(action.target))}]`);
      break;
    default:
      await page.click(`[data-legal=${attr(JSON.stringify(action))}]`);
  }
  await confirmIfAsked(page, version + 1);
}

/**
 * A simple policy for scripted games: fight when possible, order everything, move toward the enemy,
 * take every flag ignore, advance after winning; otherwise end the phase.
 */
export function choose(state: AncientsState, seat: 'top' | 'bottom', legal: Action[]): Action {
  const pick = (type: string) => legal.find((a) => a.type === type);
  const fight =
    pick('close-combat') ??
    pick('fire') ??
    pick('battle-back') ??
    pick('momentum-advance') ??
    pick('bonus-combat') ??
    pick('stand');
  if (fight) return fight;
  const order = pick('order');
  if (order) return order;
  const moves = legal.filter((a) => a.type === 'move');
  const forward = seat === 'bottom' ? 1 : -1;
  let best: { action: Action; gain: number } | null = null;
  for (const m of moves) {
    if (m.to === 'off') continue;
    const unit = state.units[String(m.piece)];
    if (!unit) continue;
    const gain = (unit.hex.charCodeAt(0) - String(m.to).charCodeAt(0)) * forward;
    if (gain > 0 && (!best || gain > best.gain)) best = { action: m, gain };
  }
  if (best) return best.action;
  const ignores = legal.filter((a) => a.type === 'ignore-flags');
  if (ignores.length > 0) return ignores[ignores.length - 1]!;
  return (
    legal.find((a) =>
      ['end-orders', 'end-movement', 'end-battles', 'hold', 'no-bonus-combat'].includes(a.type),
    ) ?? legal[0]!
  );
}
