/**
 * Gettysburg events sorted for the log's filters (combat, movement, cards: the battle tokens) and its
 * folding by turn: the `turn` event of §5 starts each turn, with its number and the First Player.
 */
import type { GameEvent, Seat } from '@wargame/engine';
import type { EventCategory } from '../types.ts';

const COMBAT = new Set([
  'attack-declared',
  'your-attack',
  'artillery-played',
  'your-artillery',
  'commitment-token',
  'artillery-revealed',
  'bombardment',
  'token-hit',
  'attackers-advance-halfway',
  'defensive-fire',
  'final-advance',
  'close-combat-leads',
  'defender-turned-about',
  'close-combat',
  'attack-result',
  'attack-over',
  'losers-stay',
  'block-reduced',
  'block-eliminated',
  'replaced-by',
  'replacements-offered',
  'replacement-picked',
  'attack-orders-penalty',
]);

const MOVEMENT = new Set([
  'buford-placed',
  'marched',
  'you-marched',
  'faced',
  'withdrawal',
  'withdrew',
  'entered',
  'you-entered',
  'transferred',
  'you-transferred',
  'arrival',
  'arrived',
  'rumor',
  'forgone',
  'block-departed',
  'objective-moved',
]);

const CARDS = new Set([
  'tokens-drawn',
  'you-drew',
  'pool-renewed',
  'token-returned',
  'used-tokens-spent',
  'march-token',
  'field-works',
]);

export function gettysburgEventCategory(event: GameEvent): EventCategory {
  if (COMBAT.has(event.type)) return 'combat';
  if (MOVEMENT.has(event.type)) return 'movement';
  if (CARDS.has(event.type)) return 'cards';
  // Rules added later (§21-§25): the attack's and the march's own words tell them apart.
  if (/attack|bombard|combat|artillery|reduc|eliminat|fire/.test(event.type)) return 'combat';
  if (/march|withdr|enter|transfer|move/.test(event.type)) return 'movement';
  if (/token|draw|pool|tray/.test(event.type)) return 'cards';
  return 'other';
}

export function gettysburgTurnOf(event: GameEvent): number | null {
  return event.type === 'turn' && typeof event.turn === 'number' ? event.turn : null;
}

/** The First Player of the turn the event starts (the army whose Action Phase comes first). */
export function gettysburgTurnSeat(event: GameEvent): Seat | null {
  return event.type === 'turn' && typeof event.first === 'string' ? event.first : null;
}
