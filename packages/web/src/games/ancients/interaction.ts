/**
 * From the legal actions to what the board lets the player click: which pieces and hexes are highlighted,
 * what a click on each does (perform an action, or select a piece for a two-step action such as a move or
 * an attack), and which actions remain for buttons.
 *
 * Pure functions over the legal actions and the view, so that the mapping is tested without a browser.
 */
import type { AncientsView } from '@wargame/ancients';
import type { Action } from '@wargame/engine';

/** How a highlighted thing is drawn: what a click on it will do. */
export type Mark =
  | 'order' // order this piece
  | 'detach' // order this leader to detach
  | 'select' // pick this piece to move it or battle with it
  | 'selected'
  | 'move' // move the selected piece here
  | 'target' // attack this piece
  | 'fire' // fire at this piece
  | 'retreat'
  | 'evade'
  | 'advance'
  | 'choice'; // any other action bound to this hex or piece

export interface Target {
  mark: Mark;
  /** The action a click performs; absent for 'select' and 'selected' marks. */
  action?: Action;
}

export interface BoardInteraction {
  /** Clicks on pieces (units and leaders), by piece id. */
  pieces: Map<string, Target>;
  /** Clicks on hexes, by hex id. */
  hexes: Map<string, Target>;
  /** Clicks on cards in hand, by card id. */
  cards: Map<string, Action>;
  /** The piece selected for a two-step action, if any. */
  selected: string | null;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Pieces that start a two-step action (move, close combat, fire). */
function sourcesOf(legal: readonly Action[]): Set<string> {
  const out = new Set<string>();
  for (const a of legal) {
    if (a.type === 'move' && a.to !== 'off') out.add(str(a.piece));
    if (a.type === 'close-combat' || a.type === 'fire') out.add(str(a.unit));
  }
  return out;
}

/** Keep the selection only while it still starts a legal action; select the only source automatically. */
export function effectiveSelection(legal: readonly Action[], selected: string | null): string | null {
  const sources = sourcesOf(legal);
  if (selected && sources.has(selected)) return selected;
  if (sources.size === 1) return [...sources][0] ?? null;
  return null;
}

function pieceHex(view: AncientsView, id: string): string | null {
  return view.units[id]?.hex ?? view.leaders[id]?.hex ?? null;
}

export function interact(
  legal: readonly Action[],
  view: AncientsView,
  selectedIn: string | null,
): BoardInteraction {
  const selected = effectiveSelection(legal, selectedIn);
  const pieces = new Map<string, Target>();
  const hexes = new Map<string, Target>();
  const cards = new Map<string, Action>();
  const setHex = (hex: string | null, target: Target) => {
    if (hex && !hexes.has(hex)) hexes.set(hex, target);
  };

  for (const source of sourcesOf(legal)) {
    pieces.set(source, { mark: source === selected ? 'selected' : 'select' });
  }

  for (const action of legal) {
    switch (action.type) {
      case 'play-card':
        cards.set(str(action.card), action);
        break;
      case 'order':
        pieces.set(str(action.piece), { mark: 'order', action });
        break;
      case 'detach':
        pieces.set(str(action.leader), { mark: 'detach', action });
        break;
      case 'move':
        // 'off' (a scenario exit) has no hex: it is a button.
        if (action.piece === selected && action.to !== 'off')
          setHex(str(action.to), { mark: 'move', action });
        break;
      case 'assign-die':
        pieces.set(str(action.piece), { mark: 'order', action });
        break;
      case 'place-leader':
      case 'ambush-leader':
      case 'ambush-place':
        // Ambush units wait off the board: a hex takes the first of them the rules offer there.
        setHex(str(action.hex), { mark: 'choice', action });
        break;
      case 'close-combat':
      case 'fire':
        if (action.unit === selected) {
          const target: Target = { mark: action.type === 'fire' ? 'fire' : 'target', action };
          pieces.set(str(action.target), target);
          setHex(pieceHex(view, str(action.target)), target);
        }
        break;
      case 'bonus-combat': {
        const target: Target = { mark: 'target', action };
        pieces.set(str(action.target), target);
        setHex(pieceHex(view, str(action.target)), target);
        break;
      }
      case 'retreat':
        setHex(str(action.to), { mark: 'retreat', action });
        break;
      case 'evade':
        setHex(str(action.to), { mark: 'evade', action });
        break;
      case 'leader-evade':
        if (action.to !== 'off') setHex(str(action.to), { mark: 'evade', action });
        break;
      case 'extra-hex':
        setHex(str(action.to), { mark: 'advance', action });
        break;
      case 'momentum-advance':
        setHex(view.combat?.defenderHex ?? null, { mark: 'advance', action });
        break;
      case 'battle-back':
        if (view.combat) pieces.set(view.combat.attacker, { mark: 'target', action });
        break;
      default:
        break;
    }
  }
  return { pieces, hexes, cards, selected };
}

/**
 * Actions made by clicking the board or a card: every other legal action gets a button. Evading (13.1,
 * 14.3) is offered both ways: its hexes are highlighted and each also has a button naming the hex, so that
 * the choice to evade is seen next to "Stand and fight" and not only as coloured hexes.
 */
const BOARD_ONLY = new Set([
  'play-card',
  'order',
  'detach',
  'move',
  'close-combat',
  'fire',
  'bonus-combat',
  'retreat',
  'extra-hex',
  'assign-die',
  'place-leader',
  'ambush-leader',
  'ambush-place',
]);

export function buttonActions(legal: readonly Action[]): Action[] {
  return legal.filter((a) => !BOARD_ONLY.has(a.type) || (a.type === 'move' && a.to === 'off'));
}

/**
 * What a click on a piece does: its own target if it has one, else the target of its hex (a piece standing
 * where a unit may retreat or advance), else nothing (the board then shows the piece's details).
 */
export function clickOnPiece(
  interaction: BoardInteraction,
  pieceId: string,
  hex: string,
): { act: Action } | { select: string | null } | null {
  const own = interaction.pieces.get(pieceId);
  if (own?.action) return { act: own.action };
  if (own?.mark === 'select') return { select: pieceId };
  if (own?.mark === 'selected') return { select: null };
  const onHex = interaction.hexes.get(hex);
  if (onHex?.action) return { act: onHex.action };
  return null;
}

export function clickOnHex(interaction: BoardInteraction, hex: string): { act: Action } | null {
  const target = interaction.hexes.get(hex);
  return target?.action ? { act: target.action } : null;
}
