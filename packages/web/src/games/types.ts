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
import type { LogEntry } from '../table/types.ts';

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
  /**
   * Drawn small and read-only (the new-game form's preview of a scenario): the whole board at once, never
   * zoomed in to keep pieces large enough to tap.
   */
  preview?: boolean;
  /**
   * The action waiting on the table's confirm bar (see `ClientGame.confirmation`), if any: a board may keep
   * its selection and mark the target, so that a second click on the same thing confirms it.
   */
  held?: Action | null;
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
  /** The seat that rolled (for "whose roll"); the tray names it with `seatName`. */
  seat?: Seat;
  /** The turn the roll was made in; the tray fills it from the log (`turnOf`) when the game does not. */
  turn?: number;
  /** How many actions ago it was rolled: 0 is the last action. The tray fills it from the log. */
  ago?: number;
  /** Why this many dice and what scores, one line per reason ("Heavy Infantry: 5 dice", "Forest: at most 2"). */
  why?: string[];
  /** Per die, `faces` then `rerolls`: did it score a hit? */
  hits?: boolean[];
  /** Per die, `faces` then `rerolls`: did it count as a flag? */
  flags?: boolean[];
}

/** The log's filters group events into these; 'other' is shown only when nothing is filtered. */
export type EventCategory = 'combat' | 'cards' | 'movement' | 'other';

/** What the table asks before it sends an action that cannot be undone (an undo boundary) or is risky. */
export interface Confirmation {
  /** The question, e.g. "Play Line Command?". */
  text: string;
  /** Shown as a warning (the action is probably not what the player wants). */
  warning?: boolean;
}

/** One row of the end-of-game summary, e.g. { label: "Banners, Carthaginian", value: "5" }. */
export interface SummaryRow {
  label: string;
  value: string;
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
  /** A seat's name before the game exists (the new-game form), from the scenario's set-up. */
  scenarioSeatName?(scenarioId: string, seat: Seat, t: T, lang: Lang): string;
  /** The scenario list's descriptive text, translated where we can. */
  scenarioBlurb?(scenarioId: string, lang: Lang): string | null;
  /** A scenario's title in the player's language (the lobby list, the new-game form, the table's title). */
  scenarioTitle?(scenarioId: string, lang: Lang): string | null;
  /**
   * A file a player wrote in one of the game's own formats, as a new game: a scenario file as its
   * starting position, or a file the scenario's options take (Gettysburg's corrected map); null when
   * the JSON is not such a file. Throws with the loader's message when it is one but is invalid.
   */
  positionFromScenarioFile?(
    json: unknown,
  ): { scenario: string; position?: Json; options?: Record<string, Json> } | null;
  /**
   * Whether `action` needs the player's confirmation before it is sent: a text for every undo boundary
   * (a card played, a roll, a draw) and a warning for a probably unwanted action; null sends it at once.
   */
  confirmation?(action: Action, view: Json, legal: Action[], t: T, lang: Lang): Confirmation | null;
  /** The end-of-game summary rows (banners per side, units and leaders lost per side). */
  summary?(view: Json, log: LogEntry[], t: T, lang: Lang): SummaryRow[];
  /** The log filter an event belongs to (combat, cards, movement); without it the log has no category filters. */
  eventCategory?(event: GameEvent): EventCategory;
  /**
   * The number of the turn this event starts (e.g. the Ancients `turn` event), null for any other event. The
   * log folds by turn with it; events before the first such event belong to the turn before it.
   */
  turnOf?(event: GameEvent): number | null;
  /** The seat whose turn an event of `turnOf` starts, for the turn's heading; null when it has none. */
  turnSeat?(event: GameEvent): Seat | null;
}
