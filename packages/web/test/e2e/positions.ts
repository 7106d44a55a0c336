/**
 * A battle one banner from its end (ancients-position/1): the Syracusans (bottom) hold 4 of their 5 banners;
 * their heavy infantry in E6, already ordered, stands next to a Carthaginian medium infantry down to its
 * last block in D6. Medium infantry never evades (13.1), and the next die is scripted to show a blue
 * triangle (`forced`), so the attack wipes the unit out and wins the battle (4).
 */
import type { Json } from '@wargame/engine';

export const ENDGAME: Json = {
  format: 'ancients-position/1',
  scenario: '001',
  armies: {
    top: { name: 'Carthaginian', commander: 'Himilco', command: 5, bannersToWin: 5 },
    bottom: { name: 'Syracusan', commander: 'Daphnaeus', command: 6, bannersToWin: 5 },
  },
  units: [
    { id: 't1', side: 'top', type: 'MI', hex: 'D6', blocks: 1 },
    { id: 't2', side: 'top', type: 'HI', hex: 'B4' },
    { id: 't3', side: 'top', type: 'LC', hex: 'B11' },
    { id: 'b1', side: 'bottom', type: 'HI', hex: 'E6' },
    { id: 'b2', side: 'bottom', type: 'AX', hex: 'H3' },
    { id: 'b3', side: 'bottom', type: 'MC', hex: 'H11' },
  ],
  leaders: [
    { id: 'tL1', side: 'top', name: 'Himilco', hex: 'B4' },
    { id: 'bL1', side: 'bottom', name: 'Daphnaeus', hex: 'H11' },
  ],
  hands: {
    top: ['order-two-left', 'order-heavy', 'line-command', 'order-three-right', 'double-time'],
    bottom: ['order-two-right', 'order-light', 'order-medium', 'out-flanked', 'leadership-any'],
  },
  banners: { top: 2, bottom: 4 },
  turn: { number: 17, side: 'bottom', phase: 'battle', card: 'order-two-center', ordered: ['b1'] },
  forced: [
    { kind: 'die', value: 'medium' },
    { kind: 'die', value: 'flag' },
    { kind: 'die', value: 'flag' },
    { kind: 'die', value: 'flag' },
    { kind: 'die', value: 'flag' },
  ],
};
