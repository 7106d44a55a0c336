/**
 * Issue 16, Ancients in Greek: scenario titles and leaders' names were left in Latin letters. Every
 * scenario and every leader of the data files has a Greek name, used by the lobby, the narration and
 * the board.
 */
import { ancients } from '@wargame/ancients';
import type { Decision, Json } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { describeDecision, describeEvent } from '../src/games/ancients/describe.ts';
import { ancientsClient } from '../src/games/ancients/index.ts';
import { battleTitle, leaderName, scenarioTitle } from '../src/games/ancients/names.ts';
import { LEADER_EL, SCENARIO_EL } from '../src/i18n/games/ancients.el.ts';
import { tEl, tEn } from './support.ts';

const LATIN = /[A-Za-z]/;

describe('Greek names of battles and leaders (issue 16)', () => {
  it('every scenario has a Greek title, year included', () => {
    expect(scenarioTitle('001', 'el')).toBe('Ακράγας (406 π.Χ.)');
    expect(scenarioTitle('001', 'en')).toBe('Akragas (406 BC)');
    expect(ancientsClient.scenarioTitle?.('015', 'el')).toBe('Ζάμα (202 π.Χ.)');
    expect(battleTitle('Dertosa (Ebro) (215 BC)', 'el')).toBe('Δέρτωσα (Ίβηρας) (215 π.Χ.)');
    for (const scenario of ancients.scenarios()) {
      const title = scenarioTitle(scenario.id, 'el')!;
      expect(title, scenario.name).not.toMatch(LATIN);
    }
    expect(Object.keys(SCENARIO_EL)).toHaveLength(ancients.scenarios().length);
  });

  it('every leader and commander of every scenario has a Greek name', () => {
    const names = new Set<string>();
    for (const scenario of ancients.scenarios()) {
      const state = ancients.setup(scenario.id, {}, 'names');
      for (const l of Object.values(state.leaders)) names.add(l.name);
      for (const l of state.reserves.leaders) names.add(l.name);
    }
    expect(names.size).toBeGreaterThan(50);
    for (const name of names) {
      expect(LEADER_EL[name], name).toBeDefined();
      expect(leaderName(name, 'el'), name).not.toMatch(LATIN);
    }
    expect(leaderName('Hannibal', 'el')).toBe('Αννίβας');
    expect(leaderName('Scipio', 'el')).toBe('Σκιπίων');
    expect(leaderName('Hannibal', 'en')).toBe('Hannibal');
  });

  it('14 the narration names a fallen leader in Greek; 117 asks to place a leader by his Greek name', () => {
    const view = { units: {}, leaders: {}, armies: { top: { name: 'Carthaginian' } } } as unknown as Json;
    expect(
      describeEvent(
        { type: 'leader-eliminated', rule: '14', leader: 'tL1', name: 'Hannibal', hex: 'C5' },
        view,
        tEl,
        'el',
      ),
    ).toContain('Αννίβας');
    const state = ancients.setup('117', {}, 'names');
    const decision = ancients.pending(state)[0] as Decision;
    if (decision.kind === 'place-leader') {
      const text = describeDecision(
        decision,
        ancients.view(state, decision.seat) as unknown as Json,
        tEl,
        'el',
      );
      expect(text).not.toMatch(LATIN);
      expect(
        describeDecision(decision, ancients.view(state, decision.seat) as unknown as Json, tEn, 'en'),
      ).toMatch(/Place (Decius|Sulpicius|Pyrrhus|Leonatus)/);
    }
  });
});
