/**
 * Issue 16, the Ancients table measured in Chromium (a laptop, 1366×768, and a phone held sideways,
 * 844×390, by touch): the playable outline of the first card is not clipped by the hand's scroll box; the
 * hex labels are at least 11 px on screen; the hover card does not cover the hex it describes; a tap on a
 * card shows its whole text.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HAS_CHROMIUM, serverAndBrowser, shot, watchErrors } from './support.ts';

describe.skipIf(!HAS_CHROMIUM)('the Ancients table is readable (issue 16)', () => {
  const live = serverAndBrowser();

  /** A hot-seat game of Akragas, the Syracusans (bottom) about to play a card. */
  async function akragas(page: Page): Promise<void> {
    await page.goto(`${live.server.url}/#/new/ancients?scenario=001&seed=readable`);
    await page.check('[data-seat=top] input[value=me]');
    await page.check('[data-seat=bottom] input[value=me]');
    await page.click('[data-testid=start]');
    await page.waitForSelector('.table');
    if (await page.isVisible('[data-testid=pass-device]'))
      await page.click('[data-testid=pass-device] button');
    await page.waitForSelector('.hand .card.playable');
  }

  it('on a laptop: outline, labels, hover card and the full text of a card', async () => {
    const page = await live.browser.newPage({ viewport: { width: 1366, height: 768 } });
    const errors = watchErrors(page);
    await akragas(page);

    // 6 The first playable card's outline (3 px around it) lies inside the hand's scroll box.
    const clip = await page.evaluate(() => {
      const hand = document.querySelector('.hand')!.getBoundingClientRect();
      const card = document.querySelector('.hand .card.playable')!.getBoundingClientRect();
      return {
        left: card.left - 3 - hand.left,
        top: card.top - 3 - hand.top,
        bottom: hand.bottom - (card.bottom + 3),
      };
    });
    expect(clip.left).toBeGreaterThanOrEqual(0);
    expect(clip.top).toBeGreaterThanOrEqual(0);
    expect(clip.bottom).toBeGreaterThanOrEqual(0);

    // Hex labels: at least 11 px on screen, above the section lines and the pieces.
    const label = await page.evaluate(() => {
      const text = document.querySelector('.hex-labels text') as SVGTextElement;
      const m = text.getScreenCTM()!;
      const size = Number.parseFloat(getComputedStyle(text).fontSize);
      return { px: size * Math.hypot(m.a, m.b), size };
    });
    expect(label.px).toBeGreaterThanOrEqual(11);

    // The hover card opens away from a hex in the board's bottom right corner.
    const hex = page.locator('.hex[data-hex="I12"]');
    await hex.hover({ force: true });
    await page.waitForSelector('.inspector');
    const overlap = await page.evaluate(() => {
      const a = document.querySelector('.inspector')!.getBoundingClientRect();
      const b = document.querySelector('.hex[data-hex="I12"] polygon')!.getBoundingClientRect();
      return (
        Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
        Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))
      );
    });
    expect(overlap).toBe(0);
    await shot(page, 'ancients-readable-hover');

    // A click on a card opens its whole text (nothing cut off) with a Play button.
    const card = await page.getAttribute('.hand .card.playable', 'data-card');
    await page.click(`.hand [data-card="${card}"]`);
    await page.waitForSelector('[data-card-detail]');
    const detail = await page.evaluate(() => {
      const el = document.querySelector('[data-card-detail] .card-detail-text')!;
      const box = document.querySelector('[data-card-detail]')!;
      return {
        fits: box.scrollHeight <= box.clientHeight + 1,
        px: Number.parseFloat(getComputedStyle(el).fontSize),
      };
    });
    expect(detail.fits).toBe(true);
    expect(detail.px).toBeGreaterThanOrEqual(14);
    expect(await page.isVisible('[data-play-card]')).toBe(true);
    // The table asks to confirm the card (an undo boundary): the text does not cover its bar.
    if (await page.isVisible('[data-testid=confirm-bar]')) {
      const covered = await page.evaluate(() => {
        const a = document.querySelector('[data-card-detail]')!.getBoundingClientRect();
        const b = document.querySelector('[data-testid=confirm-bar]')!.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
      expect(covered).toBe(false);
    }
    await shot(page, 'ancients-readable-card');
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);

  it('on a phone held sideways, by touch: a tapped card shows all its text', async () => {
    const page = await live.browser.newPage({
      viewport: { width: 844, height: 390 },
      hasTouch: true,
      isMobile: true,
    });
    const errors = watchErrors(page);
    await akragas(page);
    const unplayable = await page.$('.hand .card:not(.playable)');
    const target = await (unplayable ?? (await page.$('.hand .card')))!.getAttribute('data-card');
    await page.tap(`.hand [data-card="${target}"]`);
    await page.waitForSelector('[data-card-detail]');
    const detail = await page.evaluate(() => {
      const box = document.querySelector('[data-card-detail]')!.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, height: window.innerHeight };
    });
    expect(detail.top).toBeGreaterThanOrEqual(0);
    expect(detail.bottom).toBeLessThanOrEqual(detail.height);
    const text = await page.evaluate(() => {
      const box = document.querySelector('[data-card-detail]')!;
      return { fits: box.scrollHeight <= box.clientHeight + 1 };
    });
    expect(text.fits).toBe(true);
    if (await page.isVisible('[data-testid=confirm-bar]')) {
      const covered = await page.evaluate(() => {
        const a = document.querySelector('[data-card-detail]')!.getBoundingClientRect();
        const b = document.querySelector('[data-testid=confirm-bar]')!.getBoundingClientRect();
        return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      });
      expect(covered).toBe(false);
    }
    await shot(page, 'ancients-readable-phone-card');
    expect(errors).toEqual([]);
    await page.close();
  }, 90_000);
});
