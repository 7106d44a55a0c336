/** The CLI's event lines name pieces from the event itself, as they were then (issue 16, items 1-2). */
import { describe, expect, it } from 'vitest';
import { formatEvent } from '../src/format.ts';

describe('formatEvent', () => {
  it('names each piece by what it was and where, and does not print the pieces record itself', () => {
    const line = formatEvent({
      type: 'dice',
      rule: '10.3',
      unit: 'b2',
      target: 't3',
      faces: ['light'],
      blockers: ['t4'],
      pieces: {
        b2: { kind: 'LB', name: 'Light Bow', side: 'bottom', at: 'E7' },
        t3: { kind: 'LI', name: 'Light Infantry', side: 'top', at: 'C9' },
        t4: { kind: 'leader', name: 'Hasdrubal', side: 'top' },
      },
    });
    expect(line).toBe(
      'dice [rule 10.3] unit=b2(Light Bow, E7) target=t3(Light Infantry, C9) faces=["light"] blockers=[t4(Hasdrubal)]',
    );
  });

  it('leaves fields that are not pieces as they are', () => {
    expect(formatEvent({ type: 'turn', rule: '5', number: 3, side: 'top', visibleTo: ['top'] })).toBe(
      'turn [rule 5] number=3 side=top (only top)',
    );
  });
});
