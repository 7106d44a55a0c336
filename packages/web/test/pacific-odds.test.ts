// @vitest-environment happy-dom
/** The Pacific 1940 odds panel: the exact odds of the battles to come, in Combat Move and Conduct Combat. */
import type { Action, Json } from '@wargame/engine';
import { fromPosition, type PacificState, POSITION_FORMAT, pacific1940 } from '@wargame/pacific-1940';
import { act, createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { OddsPanel, oddsSpaces } from '../src/games/pacific-1940/OddsPanel.tsx';
import type { Lang } from '../src/i18n/index.tsx';
import { mountedRoot } from './dom.ts';

const dom = mountedRoot();

/** One Japanese infantry moved into Hunan, held by one Chinese infantry. */
const hunan = (): PacificState =>
  fromPosition(
    {
      format: POSITION_FORMAT,
      phase: 'combat-move',
      power: 'japan',
      units: [
        { space: 'hunan', power: 'japan', type: 'infantry', ids: ['p1'], moved: 1, cameFrom: 'kiangsi' },
        { space: 'hunan', power: 'china', type: 'infantry', ids: ['p2'] },
        { space: 'kiangsi', power: 'japan', type: 'infantry', ids: ['p3'] },
      ],
    } as never,
    'odds-panel',
  );
const asJson = (s: PacificState): Json => pacific1940.view(s, 'spectator') as unknown as Json;

function render(view: Json, legal: Action[], lang: Lang = 'en'): void {
  act(() => dom.root.render(createElement(OddsPanel, { view, legal, lang })));
}

const text = (selector: string): string => dom.container.querySelector(selector)?.textContent ?? '';

describe('the Pacific 1940 odds panel', () => {
  it('in Combat Move: one infantry against one is 25% / 62.5% / 12.5%', () => {
    const s = hunan();
    render(asJson(s), pacific1940.legal(s, 'japan'));
    const row = '[data-odds-space="hunan"]';
    expect(text(row)).toMatch(/Hunan/);
    expect(text(row)).toMatch(/1 infantry against 1 infantry/);
    expect(text(`${row} [data-odds="attackerWins"]`)).toBe('Attacker wins25%');
    expect(text(`${row} [data-odds="defenderWins"]`)).toBe('Defender wins62.5%');
    expect(text(`${row} [data-odds="mutual"]`)).toBe('Both destroyed12.5%');
    expect(text(`${row} [data-odds="losses"]`)).toBe('Expected IPC losses: attacker 2.3, defender 1.1');
    expect(text(`${row} [data-odds="rounds"]`)).toMatch(/^Expected rounds: \d/);
    // Only where the mover stands against enemies: not in Kiangsi.
    expect(dom.container.querySelectorAll('[data-odds-space]')).toHaveLength(1);
  });

  it('in Conduct Combat: the battles of the legal fights, in Greek', () => {
    const s = hunan();
    const r = pacific1940.apply(s, { type: 'end-combat-move' }, 'japan');
    if ('error' in r) throw new Error(r.error.message);
    const legal = pacific1940.legal(r.state, 'japan');
    expect(legal).toContainEqual({ type: 'fight', space: 'hunan' });
    const view = pacific1940.view(r.state, 'spectator');
    expect(oddsSpaces(view, legal)).toEqual(['hunan']);
    render(asJson(r.state), legal, 'el');
    expect(text('[data-odds-space="hunan"] [data-odds="attackerWins"]')).toBe('Νικά ο επιτιθέμενος25%');
    expect(text('[data-odds-space="hunan"] [data-odds="defenderWins"]')).toBe('Νικά ο αμυνόμενος62,5%');
    expect(text('[data-odds-space="hunan"] [data-odds="mutual"]')).toBe('Αφανίζονται και οι δύο12,5%');
  });

  it('no battle, no panel', () => {
    const s = pacific1940.setup('standard', {}, 'odds');
    render(asJson(s), pacific1940.legal(s, 'japan'));
    expect(dom.container.querySelector('[data-testid="pacific-odds"]')).toBeNull();
  });
});
