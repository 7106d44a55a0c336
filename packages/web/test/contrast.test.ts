/**
 * Text contrast (WCAG 2.2, 1.4.3: at least 4.5:1 for text; issue 16: "muted text 4.28:1"), computed from
 * the stylesheet itself: each text colour styles.css sets against the background it is read on, the
 * colours resolved through its custom properties.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(new URL('../src/styles.css', import.meta.url), 'utf8').replace(
  /\/\*[\s\S]*?\*\//g,
  '',
);

/**
 * Declarations by selector, each property as first set (the top-level rules come before the media
 * queries' own, so this is the style of a wide screen).
 */
const RULES = new Map<string, Map<string, string>>();
for (const match of CSS.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
  for (const selector of match[1]!.split(',').map((s) => s.trim().replace(/\s+/g, ' '))) {
    if (!selector) continue;
    const decls = RULES.get(selector) ?? new Map<string, string>();
    RULES.set(selector, decls);
    for (const part of match[2]!.split(';')) {
      const i = part.indexOf(':');
      const prop = part.slice(0, i).trim();
      if (i > 0 && !decls.has(prop)) decls.set(prop, part.slice(i + 1).trim());
    }
  }
}

function value(selector: string, prop: string): string {
  const found = RULES.get(selector)?.get(prop);
  if (!found) throw new Error(`styles.css has no ${prop} for ${selector}`);
  return resolve(found);
}

function resolve(raw: string): string {
  return raw.replace(/var\((--[\w-]+)\)/g, (_, name: string) => value(':root', name));
}

/** Every hex colour in a value (a gradient has several). */
function colours(raw: string): string[] {
  const found = resolve(raw).match(/#[0-9a-f]{3,8}\b/gi) ?? [];
  if (found.length === 0) throw new Error(`no colour in '${raw}'`);
  return found;
}

function channel(hex: string, i: number): number {
  const full = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1, 7);
  const c = Number.parseInt(full.slice(i * 2, i * 2 + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance and contrast ratio. */
export function luminance(hex: string): number {
  return 0.2126 * channel(hex, 0) + 0.7152 * channel(hex, 1) + 0.0722 * channel(hex, 2);
}
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** [what, text colour (selector, property), background (selector, property)]. */
const READ_ON: [string, [string, string], [string, string]][] = [
  ['body text on the page', [':root', 'color'], [':root', 'background']],
  ['body text on a panel', [':root', '--ink'], [':root', '--panel']],
  ['muted text on a panel', ['.muted', 'color'], [':root', '--panel']],
  ['muted text on the page', ['.muted', 'color'], [':root', '--paper']],
  ['muted text in the hand area', ['.muted', 'color'], ['.hand-area', 'background']],
  ['muted text on the board area', ['.muted', 'color'], ['.board-area', 'background']],
  ['muted text on a yellow banner', ['.muted', 'color'], ['.outcome', 'background']],
  ['muted text on a blue banner', ['.muted', 'color'], ['.outcome.offer', 'background']],
  ['a tag', ['.tag', 'color'], ['.tag', 'background']],
  ['a warning tag', ['.tag.warn', 'color'], ['.tag.warn', 'background']],
  ['sidebar headings', ['.sidebar h2', 'color'], ['.sidebar', 'background']],
  ['the waiting line', ['.decision-waiting', 'color'], ['.sidebar', 'background']],
  ['a link on a panel', ['button.link', 'color'], [':root', '--panel']],
  ['a link on the page', ['button.link', 'color'], [':root', '--paper']],
  ['a danger link', ['button.link.danger', 'color'], [':root', '--panel']],
  ['an error on a panel', ['.error', 'color'], [':root', '--panel']],
  ['an error on the page', ['.error', 'color'], [':root', '--paper']],
  ['a primary button', ['button.primary', 'color'], ['button.primary', 'background']],
  [
    'a primary button, hovered',
    ['button.primary', 'color'],
    ['button.primary:hover:not(:disabled)', 'background'],
  ],
  ['a button', [':root', '--ink'], ['button', 'background']],
  ['an action button', [':root', '--ink'], ['.action-button', 'background']],
  ['a notice', [':root', '--ink'], ['.notice', 'background']],
  ['the top bar', ['.topbar', 'color'], ['.topbar', 'background']],
  ['the game status', ['.game-status', 'color'], ['.topbar', 'background']],
  ['a top bar button', ['.topbar button', 'color'], ['.topbar button', 'background']],
  ['a rule citation', ['.rule-ref', 'color'], ['.rule-ref', 'background']],
  ['the legal actions summary', ['.legal-list summary', 'color'], ['.sidebar', 'background']],
  ['a card', [':root', '--ink'], ['.card', 'background']],
  ['a card text', ['.card-text', 'color'], ['.card', 'background']],
  ['the draw pile count', ['.card-back', 'color'], ['.card-back', 'background']],
  ['the replay bar', ['.replay-bar', 'color'], ['.replay-bar', 'background']],
  ['muted text in the replay bar', ['.replay-bar .muted', 'color'], ['.replay-bar', 'background']],
  ['a replay bar button', ['.replay-bar button', 'color'], ['.replay-bar button', 'background']],
  ['the inspector terrain line', ['.inspector-terrain', 'color'], [':root', '--panel']],
  ['a log notice', ['.log-notice', 'color'], ['.sidebar', 'background']],
  ['a leader name (on its halo)', ['.leader-name', 'fill'], ['.leader-name', 'stroke']],
  ['a disabled seat choice', ['.seat-choice label.disabled', 'color'], [':root', '--panel']],
];

describe('text contrast in styles.css (WCAG 1.4.3, AA: 4.5:1)', () => {
  it.each(READ_ON)('%s', (_what, [fgSel, fgProp], [bgSel, bgProp]) => {
    const fg = colours(value(fgSel, fgProp));
    const bg = colours(value(bgSel, bgProp));
    for (const f of fg)
      for (const b of bg) expect(contrast(f, b), `${f} on ${b}`).toBeGreaterThanOrEqual(4.5);
  });

  it('computes the ratio as WCAG defines it', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#6f6654', '#eadfc4')).toBeCloseTo(4.28, 2);
  });
});
