/**
 * What the shared table needs from each game: its rules module (run in the browser for hot-seat play),
 * a board renderer, a narration of its events and actions, its dice faces and its rules reference.
 */
import type {
  Action,
  BaseState,
  Decision,
  GameEvent,
  GameModule,
  Json,
  Outcome,
  Seat,
  Viewer,
} from '@wargame/engine';
import type { ComponentType } from 'react';
import type { Lang, T } from '../i18n/index.tsx';

// biome-ignore lint/suspicious/noExplicitAny: the registry holds modules of every game's own state and view types
export type AnyGameModule = GameModule<any, any>;

export interface BoardProps {
  view: Json;
  viewer: Viewer;
  /** The legal actions of the viewer now (empty when it is not the viewer's decision, or in replay). */
  legal: Action[];
  /** Perform one of `legal`. */
  onAct(action: Action): void;
  /** The events of the last action, for highlighting what just happened (moves, targets). */
  recent: GameEvent[];
  t: T;
  lang: Lang;
}

/** A section of a rules reference: numbered as the rulebook numbers it, in our own words. */
export interface RulesSection {
  id: string;
  title: string;
  /** Paragraphs; a paragraph starting with '- ' is a bullet. */
  body: string[];
  sections?: RulesSection[];
}

export interface RulesReference {
  title: string;
  note: string;
  sections: RulesSection[];
}

export interface DieRoll {
  /** Who rolled, in words. */
  label: string;
  faces: string[];
  rerolls?: string[];
  /** e.g. "2 hits, 1 flag". */
  result: string;
  rule?: string;
}

export interface ClientGame {
  id: string;
  module: AnyGameModule;
  /** The board, zoomable; it draws the game's map and pieces and maps clicks to legal actions. */
  Board: ComponentType<BoardProps>;
  /** The viewer's hand and other off-board components (cards, deck), when the game has them. */
  Hand?: ComponentType<BoardProps>;
  /** A short summary line of the state for the top bar (turn, banners). */
  Status?: ComponentType<{ view: Json; viewer: Viewer; t: T; lang: Lang }>;
  /** The viewer's seat name in words, e.g. "Carthaginian (top)". */
  seatName(seat: Seat, view: Json | null, t: T, lang: Lang): string;
  /** Narrate one event as the rulebook would; '' hides it. */
  describeEvent(event: GameEvent, view: Json, t: T, lang: Lang): string;
  /** One legal action in words (buttons and the list of legal actions). */
  describeAction(action: Action, view: Json, t: T, lang: Lang): string;
  /** The current decision in words, addressed to the player who makes it. */
  describeDecision(decision: Decision, view: Json, t: T, lang: Lang): string;
  /** What another player is doing now, for those who wait ("giving orders"). */
  describeWaiting?(decision: Decision, view: Json, t: T, lang: Lang): string;
  /** Legal actions that are not made by clicking the board or the hand: shown as buttons. */
  buttons(legal: Action[], view: Json): Action[];
  /** Why the game ended, in words (the engine's reason is English). */
  describeOutcome?(outcome: Outcome, view: Json, t: T, lang: Lang): string;
  /** The dice rolls among these events, for the dice tray. */
  dice(events: GameEvent[], view: Json, t: T, lang: Lang): DieRoll[];
  /** One die face, drawn. */
  Die: ComponentType<{ face: string; size?: number }>;
  /** The rules reference, and which of its sections a log's rule citation (e.g. '12.1', '14-D') opens. */
  rules: RulesReference;
  ruleSection(rule: string): string | null;
  /** A view in which nothing is hidden (after the game, for the replay). */
  fullView(state: BaseState): Json;
  /** Remember pieces seen in a view, so that the log can name pieces that later left the board. */
  mergeRoster?(previous: Json | null, view: Json): Json;
  /** A seat's name before the game exists (the new-game form), from the scenario's set-up. */
  scenarioSeatName?(scenarioId: string, seat: Seat, t: T, lang: Lang): string;
  /** The scenario list's descriptive text, translated where we can. */
  scenarioBlurb?(scenarioId: string, lang: Lang): string | null;
  /**
   * A scenario file a player wrote in the game's own scenario format, as a starting position; null when
   * the JSON is not such a file. Throws with the loader's message when it is one but is invalid.
   */
  positionFromScenarioFile?(json: unknown): { scenario: string; position: Json } | null;
}
