import { describe, expect, it } from 'vitest';
import { displayNameOf, spaceIdOf } from '../src/space-id.ts';

describe('space ids from TripleA names', () => {
  it('turns land names into kebab case', () => {
    expect(spaceIdOf('Western United States')).toBe('western-united-states');
    expect(spaceIdOf('Kwangtung')).toBe('kwangtung');
    expect(spaceIdOf('Buyant-Uhaa')).toBe('buyant-uhaa');
    expect(spaceIdOf('French Indo China')).toBe('french-indo-china');
    expect(spaceIdOf('Yakut S.S.R.')).toBe('yakut-ssr');
  });

  it('numbers sea zones', () => {
    expect(spaceIdOf('6 Sea Zone')).toBe('sz-6');
    expect(spaceIdOf('63 Sea Zone')).toBe('sz-63');
  });

  it('corrects misspelt names before making the id', () => {
    expect(displayNameOf('Paulau Island')).toBe('Palau Island');
    expect(spaceIdOf('Paulau Island')).toBe('palau-island');
    expect(displayNameOf('Japan')).toBe('Japan');
  });

  it('rejects a name with no letters or digits', () => {
    expect(() => spaceIdOf(' .. ')).toThrow(/no space id/);
  });
});
