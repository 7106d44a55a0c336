/** 2.7, 18 The 60 command cards (data/cards.json): kinds, physical card ids, dealing and drawing. */
import { type RngState, shuffleInPlace, takeForced } from '@wargame/engine';
import { z } from 'zod';
import deckData from '../../data/cards.json' with { type: 'json' };
import type { Side } from '../board.ts';
import type { AncientsState, CardId } from '../types.ts';

const cardKindSchema = z.object({
  id: z.string(),
  name: z.string(),
  count: z.number().int().min(1),
  group: z.enum(['section', 'troop', 'leadership', 'tactic']),
  helmet: z.boolean(),
  text: z.string(),
  rule: z.string(),
});
export type CardKind = z.infer<typeof cardKindSchema>;

export const CARD_KINDS: readonly CardKind[] = z.array(cardKindSchema).parse(deckData);
const BY_ID = new Map(CARD_KINDS.map((k) => [k.id, k]));

export function cardKind(card: CardId): CardKind {
  const kind = BY_ID.get(kindOf(card));
  if (!kind) throw new Error(`unknown card '${card}'`);
  return kind;
}

/** 'line-command#3' → 'line-command'. */
export const kindOf = (card: CardId): string => card.split('#')[0]!;

export const isCardKind = (id: string): boolean => BY_ID.has(id);

/** Every physical card of the deck, in a fixed order: kind by kind, numbered from 1. */
export function fullDeck(): CardId[] {
  const cards: CardId[] = [];
  for (const kind of CARD_KINDS) for (let n = 1; n <= kind.count; n++) cards.push(`${kind.id}#${n}`);
  return cards;
}

/** 15 Draw the top card; a position may script which kind comes next. Reshuffles the discards when empty. */
export function drawCard(s: AncientsState, side: Side): CardId | null {
  if (s.deck.length === 0) reshuffleDiscards(s);
  if (s.deck.length === 0) return null;
  const card = takeScriptedCard(s.rng, s.deck) ?? s.deck.shift()!;
  s.hands[side].push(card);
  return card;
}

/** 15 When the draw pile runs out, the discards are shuffled to form a new one. */
export function reshuffleDiscards(s: AncientsState): void {
  s.deck = shuffleInPlace(s.rng, s.discard);
  s.discard = [];
}

/** 18-F I Am Spartacus: after the draw, the discards are shuffled into the draw pile (the whole pile is shuffled). */
export function shuffleDiscardsIntoDeck(s: AncientsState): void {
  s.deck = shuffleInPlace(s.rng, [...s.deck, ...s.discard]);
  s.discard = [];
}

function takeScriptedCard(rng: RngState, deck: CardId[]): CardId | undefined {
  const forced = takeForced(rng, 'card');
  if (forced === undefined) return undefined;
  const wanted = String(forced);
  const index = deck.findIndex((c) => c === wanted || kindOf(c) === wanted);
  if (index < 0) throw new Error(`scripted card '${wanted}' is not in the draw pile`);
  return deck.splice(index, 1)[0];
}
