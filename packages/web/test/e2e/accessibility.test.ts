/**
 * The table on a phone, a tablet and a laptop, and from the keyboard (issue 16):
 * - "On a 390×844 phone the table is 448 px inside 390 (overflow hidden), the hand shows one clipped card,
 *   units are 21×16 px touch targets", "the zoom buttons cover the top-right hexes": at 390×844, 768×1024
 *   and 1366×768 nothing is wider than the screen, the hand shows whole cards and scrolls sideways, hexes
 *   and units are touch targets of 32 px or more at the starting zoom, the zoom buttons are off the drawing,
 *   and pinching and the buttons still zoom;
 * - "the board is not reachable at all ... focus drops to the body after each action": from a page load
 *   Tab reaches the board in a few presses, the arrows move, Enter plays a legal move, focus stays.
 * The figures are printed.
 */
import { type AncientsState, ancients } from '@wargame/ancients';
import { seatsToAct } from '@wargame/engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickAction } from './drive.ts';
import { HAS_CHROMIUM, serverAndBrowser, shot, watchErrors } from './support.ts';

/** Smallest touch target accepted at the starting zoom (px). */
const TOUCH = 32;

type Box = [number, number, number, number];
interface Layout {
  viewport: [number, number];
  scrollWidth: number;
  /** Elements of the table past the screen's right edge, outside any sideways-scrolling box. */
  wider: string[];
  board: Box;
  surface: Box;
  controls: Box;
  zoom: number;
  hexes: { min: [number, number]; count: number };
  units: { min: [number, number]; count: number };
  hand: Box;
  handScrolls: boolean;
  cards: number;
  wholeCards: number;
  clippedTall: number;
}

/** Measured in the page (plain JavaScript: it runs there as it is). */
const MEASURE = `(() => {
  const box = (el) => { const r = el.getBoundingClientRect(); return [r.x, r.y, r.width, r.height].map(Math.round); };
  const table = document.querySelector('.table');
  const scrolls = (el) => {
    for (let a = el.parentElement; a && a !== table; a = a.parentElement) {
      const o = getComputedStyle(a).overflowX;
      if (o === 'auto' || o === 'scroll') return true;
    }
    return false;
  };
  const wider = [...table.querySelectorAll('*')]
    .filter((el) => !el.closest('svg') && el.getBoundingClientRect().right > innerWidth + 0.5 && !scrolls(el))
    .map((el) => el.tagName.toLowerCase() + '.' + (el.getAttribute('class') || '').split(' ')[0] + ' ' + Math.round(el.getBoundingClientRect().right));
  const surface = document.querySelector('.zoompan-surface');
  const s = surface.getBoundingClientRect();
  const seen = (els) => els.map((el) => el.getBoundingClientRect())
    .filter((r) => r.left >= s.left && r.right <= s.right && r.top >= s.top && r.bottom <= s.bottom);
  const least = (rects) => [Math.min(...rects.map((r) => r.width)), Math.min(...rects.map((r) => r.height))].map((n) => Math.round(n * 10) / 10);
  const hexes = seen([...document.querySelectorAll('.hex')]);
  const units = seen([...document.querySelectorAll('.unit')]);
  const hand = document.querySelector('.hand');
  const h = hand.getBoundingClientRect();
  const cards = [...hand.querySelectorAll('[data-card]')].map((el) => el.getBoundingClientRect());
  return {
    viewport: [innerWidth, innerHeight],
    scrollWidth: document.documentElement.scrollWidth,
    wider,
    board: box(document.querySelector('.board-area')),
    surface: box(surface),
    controls: box(document.querySelector('.zoompan-controls')),
    zoom: Number(document.querySelector('.zoompan').getAttribute('data-zoom')),
    hexes: { min: least(hexes), count: hexes.length },
    units: { min: least(units), count: units.length },
    hand: box(hand),
    handScrolls: hand.scrollWidth > hand.clientWidth && getComputedStyle(hand).overflowX === 'auto',
    cards: cards.length,
    wholeCards: cards.filter((r) => r.left >= h.left - 0.5 && r.right <= h.right + 0.5 && r.top >= h.top - 0.5 && r.bottom <= h.bottom + 0.5).length,
    clippedTall: cards.filter((r) => r.top < h.top - 0.5 || r.bottom > h.bottom + 0.5).length,
  };
})()`;

const overlaps = (a: Box, b: Box) =>
  a[0] < b[0] + b[2] && b[0] < a[0] + a[2] && a[1] < b[1] + b[3] && b[1] < a[1] + a[3];

/** The element with focus, described (and whether it is in the board). */
const FOCUS = `(() => {
  const a = document.activeElement;
  const r = a ? a.getBoundingClientRect() : { x: 0, y: 0, width: 0, height: 0 };
  return {
    tag: a ? a.tagName.toLowerCase() : 'none',
    body: a === document.body || a === null,
    inBoard: !!(a && a.closest('.zoompan-surface') && a !== document.querySelector('.zoompan-surface')),
    key: a ? a.getAttribute('data-key-target') : null,
    hex: a ? a.getAttribute('data-hex') : null,
    piece: a ? a.getAttribute('data-piece') : null,
    x: r.x + r.width / 2,
    y: r.y + r.height / 2,
    ring: document.querySelectorAll('.key-focus').length,
  };
})()`;

interface Focus {
  tag: string;
  body: boolean;
  inBoard: boolean;
  key: string | null;
  hex: string | null;
  piece: string | null;
  x: number;
  y: number;
  ring: number;
}

describe.skipIf(!HAS_CHROMIUM)('the table on small screens and from the keyboard (end to end)', () => {
  const live = serverAndBrowser();

  async function newGame(page: Page, seed: string): Promise<void> {
    await page.goto(`${live.server.url}/#/new/ancients?scenario=001&seed=${seed}`);
    await page.check('[data-seat=top] input[value=hotseat]');
    await page.check('[data-seat=bottom] input[value=me]');
    await page.click('[data-testid=start]');
    await page.waitForSelector('.table .hex[data-hex="E6"]');
  }

  const sizes = [
    { name: 'phone', width: 390, height: 844, touch: true },
    { name: 'tablet', width: 768, height: 1024, touch: true },
    { name: 'laptop', width: 1366, height: 768, touch: false },
  ];

  it.each(sizes)(
    'fits a $name ($width×$height): whole cards, big targets, zoom off the board',
    async (size) => {
      const page = await live.browser.newPage({
        viewport: { width: size.width, height: size.height },
        hasTouch: size.touch,
        isMobile: size.touch && size.width < 500,
      });
      const errors = watchErrors(page);
      await newGame(page, `layout-${size.name}`);
      await page.waitForTimeout(200);
      const m = (await page.evaluate(MEASURE)) as Layout;
      await shot(page, `layout-${size.name}`);
      process.stdout.write(
        `${size.name} ${size.width}×${size.height}: page ${m.scrollWidth} px wide; board ${m.board[2]}×${m.board[3]}, ` +
          `drawing ${m.surface[2]}×${m.surface[3]}, zoom strip ${m.controls[2]}×${m.controls[3]}, start zoom ${m.zoom}; ` +
          `smallest hex ${m.hexes.min.join('×')} (${m.hexes.count} in view), smallest unit ${m.units.min.join('×')} ` +
          `(${m.units.count} in view); hand ${m.hand[2]} px, ${m.wholeCards} of ${m.cards} cards whole, ` +
          `scrolls sideways: ${m.handScrolls}\n`,
      );

      expect(m.scrollWidth).toBeLessThanOrEqual(size.width);
      expect(m.wider).toEqual([]);
      expect(m.hexes.count).toBeGreaterThan(0);
      expect(Math.min(...m.hexes.min)).toBeGreaterThanOrEqual(TOUCH);
      expect(m.units.count).toBeGreaterThan(0);
      expect(Math.min(...m.units.min)).toBeGreaterThanOrEqual(TOUCH);
      expect(overlaps(m.controls, m.surface)).toBe(false);
      expect(m.clippedTall).toBe(0);
      expect(m.wholeCards).toBeGreaterThanOrEqual(size.width < 500 ? 2 : 3);
      if (m.wholeCards < m.cards) expect(m.handScrolls).toBe(true);

      if (size.touch) {
        // Two fingers moving apart zoom in; the + button too.
        const cdp = await page.context().newCDPSession(page);
        const cx = m.surface[0] + m.surface[2] / 2;
        const cy = m.surface[1] + m.surface[3] / 2;
        const fingers = (d: number) => [
          { x: cx - d, y: cy, id: 1 },
          { x: cx + d, y: cy, id: 2 },
        ];
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(20) });
        for (const d of [35, 50, 65, 80]) {
          await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(d) });
        }
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
        const pinched = Number(await page.getAttribute('.zoompan', 'data-zoom'));
        expect(pinched).toBeGreaterThan(m.zoom * 1.5);
        await page.tap('.zoompan-controls button:last-child');
        expect(Number(await page.getAttribute('.zoompan', 'data-zoom'))).toBe(1);
        await page.tap('.zoompan-controls button:first-child');
        expect(Number(await page.getAttribute('.zoompan', 'data-zoom'))).toBeCloseTo(1.3, 2);
        process.stdout.write(`${size.name}: pinch zoom ${m.zoom} → ${pinched}; fit 1, + 1.3\n`);
      }
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('plays from the keyboard: Tab reaches the board, arrows move, Enter orders a unit, focus stays', async () => {
    const page = await live.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchErrors(page);
    const seed = 'keyboard';
    await newGame(page, seed);
    // The card (a hand button) is played as a click would; the orders are given from the keyboard.
    let state = ancients.setup('001', {}, seed) as AncientsState;
    const seat = seatsToAct(ancients, state)[0] as 'top' | 'bottom';
    const card = ancients.legal(state, seat).find((a) => a.type === 'play-card')!;
    await clickAction(page, card);
    const after = ancients.apply(state, card, seat);
    if ('error' in after) throw new Error(after.error.message);
    state = after.state as AncientsState;
    const orders = new Set(
      ancients
        .legal(state, seat)
        .filter((a) => a.type === 'order')
        .map((a) => String(a.piece)),
    );
    expect(orders.size).toBeGreaterThan(0);

    // A fresh page load: Tab from the top of the page.
    await page.reload();
    await page.waitForSelector('.table .hex[data-hex="E6"]');
    let presses = 0;
    let focus = (await page.evaluate(FOCUS)) as Focus;
    while (!focus.inBoard && presses < 20) {
      await page.keyboard.press('Tab');
      presses++;
      focus = (await page.evaluate(FOCUS)) as Focus;
    }
    process.stdout.write(
      `Tab presses to the board: ${presses}; first target ${focus.piece ?? focus.hex} (${focus.key})\n`,
    );
    expect(focus.inBoard).toBe(true);
    expect(presses).toBeLessThanOrEqual(10);
    // Entering the board lands on something to do (a unit that may be ordered), with a focus ring.
    expect(focus.key).toBe('act');
    expect(focus.ring).toBe(1);

    // Arrows move by what is on the screen; right then left, up then down come back.
    const start = focus;
    await page.keyboard.press('ArrowRight');
    const right = (await page.evaluate(FOCUS)) as Focus;
    expect(right.inBoard).toBe(true);
    expect(right.x).toBeGreaterThan(start.x + 10);
    expect(Math.abs(right.y - start.y)).toBeLessThan(30);
    await page.keyboard.press('ArrowLeft');
    expect(((await page.evaluate(FOCUS)) as Focus).x).toBeCloseTo(start.x, 0);
    await page.keyboard.press('ArrowUp');
    const up = (await page.evaluate(FOCUS)) as Focus;
    expect(up.y).toBeLessThan(start.y - 10);
    await page.keyboard.press('ArrowDown');
    const down = (await page.evaluate(FOCUS)) as Focus;
    expect([down.x, down.y].map(Math.round)).toEqual([start.x, start.y].map(Math.round));

    // Shift+arrows jump between the highlighted targets; Enter on a unit that may be ordered orders it.
    let target = down;
    for (let i = 0; i < 12 && !(target.piece && orders.has(target.piece)); i++) {
      await page.keyboard.press(i < 6 ? 'Shift+ArrowRight' : 'Shift+ArrowLeft');
      target = (await page.evaluate(FOCUS)) as Focus;
      expect(target.key).toBe('act');
    }
    expect(orders.has(String(target.piece))).toBe(true);
    const version = Number(await page.getAttribute('.table', 'data-version'));
    await page.keyboard.press('Enter');
    await page.waitForSelector(`.table[data-version="${version + 1}"]`);
    await page.waitForTimeout(100);
    const afterOrder = (await page.evaluate(FOCUS)) as Focus;
    expect(afterOrder.body).toBe(false);
    expect(afterOrder.inBoard).toBe(true);
    expect(afterOrder.piece).toBe(target.piece);
    expect(await page.getAttribute(`[data-piece="${target.piece}"]`, 'class')).toMatch(/\bordered\b/);
    await shot(page, 'keyboard-ordered');

    // Space acts too: the next unit that may be ordered.
    const ordered = ancients.apply(state, { type: 'order', piece: String(target.piece) }, seat);
    if ('error' in ordered) throw new Error(ordered.error.message);
    const more = new Set(
      ancients
        .legal(ordered.state, seat)
        .filter((a) => a.type === 'order')
        .map((a) => String(a.piece)),
    );
    if (more.size > 0) {
      let next = afterOrder;
      for (let i = 0; i < 16 && !(next.piece && more.has(next.piece)); i++) {
        await page.keyboard.press(i < 8 ? 'Shift+ArrowRight' : 'Shift+ArrowLeft');
        next = (await page.evaluate(FOCUS)) as Focus;
      }
      expect(more.has(String(next.piece))).toBe(true);
      await page.keyboard.press(' ');
      await page.waitForSelector(`.table[data-version="${version + 2}"]`);
      await page.waitForTimeout(100);
      expect(((await page.evaluate(FOCUS)) as Focus).inBoard).toBe(true);
      target = next;
    }

    // Shift+Tab leaves the board backwards, and Tab comes back to where play was.
    await page.keyboard.press('Shift+Tab');
    expect(((await page.evaluate(FOCUS)) as Focus).inBoard).toBe(false);
    await page.keyboard.press('Tab');
    const back = (await page.evaluate(FOCUS)) as Focus;
    expect(back.piece).toBe(target.piece);
    process.stdout.write(
      `ordered with Enter, then ${more.size > 0 ? `${target.piece} with Space` : 'nothing more'}; focus after: ${afterOrder.tag} ${afterOrder.piece}\n`,
    );
    expect(errors).toEqual([]);
    await page.close();
  });
});
