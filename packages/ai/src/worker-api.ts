/**
 * The entry a Web Worker (or any thread) calls: plain data in, one action out. No Node-only imports.
 *
 *   import { chooseAction } from '@wargame/ai/worker-api';
 *   self.onmessage = (e) => postMessage(chooseAction(e.data.game, e.data.view, e.data.seat, 'mcts:normal', e.data.seed));
 */
import ancients from '@wargame/ancients';
import { type Action, type BaseState, createFastRng, type GameModule, type Seat } from '@wargame/engine';
import { gettysburg } from '@wargame/gettysburg';
import pacific1940 from '@wargame/pacific-1940';
import { agentById } from './agents.ts';
import type { AnyGame } from './types.ts';

const GAMES = new Map<string, AnyGame>([
  [ancients.id, ancients as unknown as AnyGame],
  [gettysburg.id, gettysburg as unknown as AnyGame],
  [pacific1940.id, pacific1940 as unknown as AnyGame],
]);

/** Make another game available to `chooseAction` (games register themselves as they arrive). */
export function registerGame<S extends BaseState, V>(game: GameModule<S, V>): void {
  GAMES.set(game.id, game as unknown as AnyGame);
}

/**
 * The action `level` ('random', 'greedy', 'mcts:easy|normal|hard', 'mcts:<iterations>') chooses for
 * `seat`, knowing only `view` (what `game.view(state, seat)` returned). The seat's legal actions are read
 * from a determinization of the view (they depend only on what the seat knows).
 */
export function chooseAction(gameId: string, view: unknown, seat: Seat, level: string, seed: string): Action {
  const game = GAMES.get(gameId);
  if (!game) throw new Error(`unknown game '${gameId}' (known: ${[...GAMES.keys()].join(', ')})`);
  const rng = createFastRng(`ai/${seed}`);
  const legal = game.legal(game.determinize(view, seat, createFastRng(`ai-legal/${seed}`)), seat);
  if (legal.length === 0) throw new Error(`seat '${seat}' has no legal action in this view`);
  return agentById(level).decide(game, view, seat, legal, rng);
}
