import { ancients } from '@wargame/ancients';
import { describe, expect, it } from 'vitest';
import cards from '../../games/ancients/data/cards.json' with { type: 'json' };
import terrain from '../../games/ancients/data/terrain.json' with { type: 'json' };
import units from '../../games/ancients/data/units.json' with { type: 'json' };
import { el } from '../src/i18n/el.ts';
import { en } from '../src/i18n/en.ts';
import { ARMY_EL, CARD_EL, TERRAIN_EL, UNIT_EL } from '../src/i18n/games/ancients.el.ts';
import { format, translate } from '../src/i18n/index.tsx';

const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/\{(\w+)(?:\|[^}]*)?\}/g)].map((m) => m[1]))].sort();

describe('the message catalogue: English first, Greek second', () => {
  it('has every key in both languages, and no other', () => {
    expect(Object.keys(el).sort()).toEqual(Object.keys(en).sort());
  });

  it('has no empty message, except the deliberately silent ones', () => {
    const silent = new Set(['ancients.event.dice.purpose.ranged', 'ancients.event.dice.purpose.attack']);
    for (const [key, text] of Object.entries(en)) if (!silent.has(key)) expect(text.trim(), key).not.toBe('');
    for (const [key, text] of Object.entries(el)) if (!silent.has(key)) expect(text.trim(), key).not.toBe('');
  });

  it('uses the same placeholders in both languages', () => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect(placeholders(el[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('is really translated: Greek text is in Greek where English has words', () => {
    const same = (Object.keys(en) as (keyof typeof en)[]).filter(
      (k) => en[k] === el[k] && /[a-z]{4,}/i.test(en[k].replace(/\{[^}]*\}/g, '')),
    );
    // Product names and the language's own name stay as they are.
    expect(same.filter((k) => !k.startsWith('game.') && k !== 'app.name' && !k.startsWith('lang.'))).toEqual(
      [],
    );
  });

  it('fills placeholders and plurals', () => {
    expect(format('{n} {n|card|cards}', { n: 1 })).toBe('1 card');
    expect(format('{n} {n|card|cards}', { n: 3 })).toBe('3 cards');
    expect(translate('el', 'ancients.handHidden', { n: 2 })).toBe('2 κάρτες στο χέρι');
    expect(translate('en', 'table.waiting', { side: 'Roman (bottom)', what: 'Play a card' })).toBe(
      'Waiting for Roman (bottom): Play a card',
    );
  });

  it('translates every card, unit type, terrain and army of the Ancients data', () => {
    for (const card of cards as { id: string }[]) {
      expect(CARD_EL[card.id]?.name, card.id).toBeTruthy();
      expect(CARD_EL[card.id]?.text, card.id).toBeTruthy();
    }
    for (const type of Object.keys((units as { units: object }).units))
      expect(UNIT_EL[type], type).toBeTruthy();
    for (const type of Object.keys((terrain as { terrain: object }).terrain))
      expect(TERRAIN_EL[type], type).toBeTruthy();
    const armies = new Set<string>();
    for (const s of ancients.scenarios()) {
      const state = ancients.setup(s.id, {}, '1');
      armies.add(state.armies.top.name);
      armies.add(state.armies.bottom.name);
    }
    for (const army of armies) expect(ARMY_EL[army], army).toBeTruthy();
  });
});
