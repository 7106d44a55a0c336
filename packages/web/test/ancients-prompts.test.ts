/**
 * Issue 16 item 6, Ancients: a decision's prompt names only the choices the rules offer (11-A, 13.1, 18-F
 * the defender's reaction; 13-B, 13-C the attacker's bonus after an advance).
 */
import { type AncientsState, ancients } from '@wargame/ancients';
import { type Action, applyChecked, type Decision, type Json } from '@wargame/engine';
import { describe, expect, it } from 'vitest';
import { describeDecision } from '../src/games/ancients/describe.ts';
import { tEl, tEn } from './support.ts';

type Side = 'top' | 'bottom';

/** Every decision of a few random games, with its legal actions and the decider's view. */
function decisions(
  kinds: string[],
): { state: AncientsState; decision: Decision; legal: Action[]; view: Json }[] {
  const out: { state: AncientsState; decision: Decision; legal: Action[]; view: Json }[] = [];
  for (const scenario of ['001', '002', '005', '006', '011', '108', '109', '111']) {
    let seed = 31337;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    let state = ancients.setup(scenario, {}, `prompts-${scenario}`);
    for (let n = 0; n < 500 && !ancients.outcome(state); n++) {
      const decision = ancients.pending(state)[0]!;
      const seat = decision.seat as Side;
      const legal = ancients.legal(state, seat);
      if (kinds.includes(decision.kind))
        out.push({ state, decision, legal, view: ancients.view(state, seat) as unknown as Json });
      const result = applyChecked(ancients, state, legal[Math.floor(random() * legal.length)]!, seat);
      if ('error' in result) throw new Error(result.error.message);
      state = result.state;
    }
  }
  return out;
}

describe('prompts promise only what is offered (issue 16 item 6)', () => {
  it('11-A, 13.1, 18-F the defender is told of standing, evading (to which hexes) and First Strike only when offered', () => {
    const found = decisions(['combat-reaction']);
    let onlyStand = 0;
    let withEvade = 0;
    for (const { decision, legal, view } of found) {
      const text = describeDecision(decision, view, tEn, 'en');
      const evades = legal.filter((a) => a.type === 'evade').map((a) => String(a.to));
      expect(text, text).toContain('stand and fight');
      expect(text.includes('evade'), text).toBe(evades.length > 0);
      for (const hex of evades) expect(text).toContain(hex);
      expect(text.includes('First Strike'), text).toBe(legal.some((a) => a.type === 'first-strike'));
      if (legal.length === 1) {
        onlyStand++;
        expect(text).toMatch(/: stand and fight$/);
      }
      if (evades.length > 0) withEvade++;
    }
    // The report: "stand, evade or strike first" with only "Stand and fight" offered.
    expect(onlyStand).toBeGreaterThan(0);
    expect(withEvade).toBeGreaterThan(0);
  });

  it('13.1 in Greek too: the evade hexes are named', () => {
    const found = decisions(['combat-reaction']).find(({ legal }) => legal.some((a) => a.type === 'evade'))!;
    const text = describeDecision(found.decision, found.view, tEl, 'el');
    expect(text).toContain('μένουν και μάχονται');
    for (const a of found.legal.filter((x) => x.type === 'evade')) expect(text).toContain(String(a.to));
    expect(text).not.toMatch(/[a-z]{3,}/);
  });

  it('13-B, 13-C after an advance: the extra hex and the bonus combat are named only when offered', () => {
    const found = decisions(['bonus-combat']);
    expect(found.length).toBeGreaterThan(0);
    for (const { decision, legal, view } of found) {
      const text = describeDecision(decision, view, tEn, 'en');
      expect(text.includes('extra hex'), text).toBe(legal.some((a) => a.type === 'extra-hex'));
      expect(text.includes('bonus close combat'), text).toBe(legal.some((a) => a.type === 'bonus-combat'));
    }
  });
});
