/**
 * 6 The participants: the five playing powers in turn order, their sides, and the non-playing owners
 * of territories on the map (the Dutch, the French, the Soviet Union) and the neutrals.
 */

/** 11 Sequence of play: the powers in turn order; each is a seat. */
export const POWERS = ['japan', 'usa', 'china', 'uk', 'anzac'] as const;
export type Power = (typeof POWERS)[number];

/** Owners of territories that never take a turn. */
export const NON_PLAYING = ['dutch', 'french', 'russia'] as const;
export type NonPlaying = (typeof NON_PLAYING)[number];

/** Whoever can own a space: a power, a non-playing owner, or no one (a neutral territory, a sea zone). */
export type Owner = Power | NonPlaying | 'neutral';

export const SIDES = ['axis', 'allies'] as const;
export type Side = (typeof SIDES)[number];

export const SIDE_OF: Readonly<Record<Power, Side>> = {
  japan: 'axis',
  usa: 'allies',
  china: 'allies',
  uk: 'allies',
  anzac: 'allies',
};

export const POWER_NAMES: Readonly<Record<Power | NonPlaying, string>> = {
  japan: 'Japan',
  usa: 'United States',
  china: 'China',
  uk: 'United Kingdom',
  anzac: 'ANZAC',
  dutch: 'Netherlands',
  french: 'France',
  russia: 'Soviet Union',
};

export const isPower = (value: string): value is Power => (POWERS as readonly string[]).includes(value);
