/**
 * The board's colours (our own palette). Territories are filled in light tints of each power's colour,
 * told apart by lightness as well as hue (test/pacific-board.test.ts checks the steps), with dark text on
 * them; counters are the same hues, dark, with light text; the Axis counters carry an inner line, so
 * that Japan's units are told from the Allies' without colour.
 */
import { SPACES } from '@wargame/pacific-1940';

export interface CounterColours {
  fill: string;
  edge: string;
  text: string;
  double: boolean;
}

/** Territory fills by controller. */
export const LAND: Readonly<Record<string, string>> = {
  japan: '#f3b54a',
  usa: '#93b86f',
  china: '#b5ddd0',
  uk: '#e6d6a8',
  anzac: '#c59f7e',
  dutch: '#e3c2de',
  french: '#b9c5ea',
  russia: '#d9958c',
  neutral: '#efece2',
};
export const IMPASSABLE = '#6b665c';
export const LAND_TEXT = '#1f1a10';

export const SEA = { fill: '#a9cbe3', stroke: '#6d97ba', text: '#123b5e' } as const;

export const COUNTER: Readonly<Record<string, CounterColours>> = {
  japan: { fill: '#7a3d00', edge: '#f3b54a', text: '#fff8e8', double: true },
  usa: { fill: '#35521e', edge: '#c6dcae', text: '#ffffff', double: false },
  china: { fill: '#1f5a55', edge: '#b5ddd0', text: '#ffffff', double: false },
  uk: { fill: '#5c4a1c', edge: '#e6d6a8', text: '#ffffff', double: false },
  anzac: { fill: '#5a3620', edge: '#e2c7ae', text: '#ffffff', double: false },
  dutch: { fill: '#5e3558', edge: '#e3c2de', text: '#ffffff', double: false },
  french: { fill: '#2f3c6e', edge: '#b9c5ea', text: '#ffffff', double: false },
  russia: { fill: '#6e251e', edge: '#d9958c', text: '#ffffff', double: false },
  neutral: { fill: '#4a4a43', edge: '#efece2', text: '#ffffff', double: false },
};

const NEUTRAL_COUNTER: CounterColours = { fill: '#4a4a43', edge: '#efece2', text: '#ffffff', double: false };

/** The counter colours of an owner (a neutral's for one the palette does not know). */
export function counterOf(owner: string | undefined): CounterColours {
  return COUNTER[owner ?? 'neutral'] ?? NEUTRAL_COUNTER;
}

/** A territory's fill: its controller's tint; impassable territory dark. */
export function fillOf(controller: string | undefined, space: string): string {
  if (SPACES[space]?.impassable) return IMPASSABLE;
  return LAND[controller ?? 'neutral'] ?? LAND.neutral!;
}

export type Mark = 'source' | 'selected' | 'target' | 'place' | 'battle' | 'fighting';

/** How a highlighted space is drawn: what a click on it does. */
export const MARK_STYLE: Readonly<
  Record<Mark, { fill: string; stroke: string; width: number; dash?: string }>
> = {
  source: { fill: 'none', stroke: '#f2b705', width: 7, dash: '18 10' },
  selected: { fill: 'rgba(242, 183, 5, 0.25)', stroke: '#f2b705', width: 12 },
  target: { fill: 'rgba(255, 221, 0, 0.45)', stroke: '#9a6a00', width: 8 },
  place: { fill: 'rgba(90, 200, 120, 0.45)', stroke: '#1e6b36', width: 8 },
  battle: { fill: 'rgba(220, 45, 30, 0.3)', stroke: '#b3261e', width: 9 },
  /** The battle being fought now: shown, not clicked. */
  fighting: { fill: 'rgba(220, 45, 30, 0.18)', stroke: '#b3261e', width: 6, dash: '4 6' },
};
