import {
  type Action,
  appendAction,
  applyChecked,
  type BaseState,
  CHECKPOINT_EVERY,
  filterEvents,
  type RuleError,
  type Save,
  serializeSave,
  stateHash,
} from '@wargame/engine';
import { CliError, EXIT_FAILED, EXIT_OK, EXIT_REFUSED, positionals, stringOption } from '../args.ts';
import type { Command } from '../command.ts';
import { formatEvent, formatStatus, json, line } from '../format.ts';
import type { AnyGame } from '../registry.ts';
import { openSave, replayState, statusOf, writeFileAtomic } from '../saves.ts';
import { seatFor } from '../seats.ts';

/** ACTION as given: a number (an index into `legal`) or an action's JSON. */
export function parseActionArgument(text: string, game: AnyGame, state: BaseState, seat: string): Action {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) {
    const actions = game.legal(state, seat);
    const action = actions[Number(trimmed)];
    if (!action) {
      const range =
        actions.length === 0 ? `seat '${seat}' has no legal action` : `0 to ${actions.length - 1}`;
      throw new CliError(`no legal action number ${trimmed} (${range}; see 'wargame legal')`);
    }
    return action;
  }
  let value: unknown;
  try {
    value = JSON.parse(trimmed);
  } catch (thrown) {
    const reason = thrown instanceof Error ? thrown.message : String(thrown);
    throw new CliError(
      `malformed action: not JSON (${reason}); give an action's JSON or its number in 'wargame legal'`,
      EXIT_REFUSED,
      {
        ok: false,
        error: { code: 'malformed', message: `not JSON: ${reason}` },
      },
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CliError('malformed action: an action is a JSON object such as {"type":"..."}', EXIT_REFUSED, {
      ok: false,
      error: { code: 'malformed', message: 'not a JSON object' },
    });
  }
  return value as Action;
}

/**
 * The engine refuses an action missing from `legal` before the game sees it, so that refusal names no
 * rule. Ask the game itself why (its error carries the rule section); if the game would accept it, the
 * engine's "not among the legal actions" stands.
 */
function explain(game: AnyGame, state: BaseState, action: Action, seat: string, error: RuleError): RuleError {
  if (error.code !== 'illegal' || error.rule !== undefined) return error;
  const own = applyChecked(game, state, action, seat);
  return 'error' in own ? own.error : error;
}

const WHAT: Record<string, string> = {
  illegal: 'illegal action',
  malformed: 'malformed action',
  'not-your-turn': 'out-of-turn action',
  'game-over': 'action after the end of the game',
  'unknown-seat': 'action for an unknown seat',
};

/** Keep a checkpoint after the last action (and every CHECKPOINT_EVERY actions), so --verify always has one. */
export function withLastCheckpoint(save: Save, state: BaseState): Save {
  const last = save.actions.length - 1;
  if (last < 0) return save;
  const checkpoints = (save.checkpoints ?? []).filter(
    (c) => !(c.index === last - 1 && (c.index + 1) % CHECKPOINT_EVERY !== 0),
  );
  if (checkpoints.at(-1)?.index !== last) checkpoints.push({ index: last, hash: stateHash(state) });
  return { ...save, checkpoints };
}

export const apply: Command = {
  name: 'apply',
  synopsis: 'apply SAVE [--seat S] ACTION',
  summary: "take an action (its JSON, or its number in 'legal')",
  help: `Usage: wargame apply SAVE [--seat S] ACTION [--json]

Take one action for a seat and append it to SAVE. ACTION is either the action's JSON, e.g.
'{"type":"play-card","card":"line-command#1"}', or its number in 'wargame legal SAVE --seat S'.
The action must be one of the seat's legal actions. Prints the events (as that seat sees them) and
the new status. The save is rewritten atomically (a temporary file, then a rename), keeping a
checkpoint after the last action.

A refused action (illegal, malformed, out of turn) exits 2 with the reason and the rule section the
refusal rests on, when the game names one; the save is not touched.

Options:
  --seat S    the seat acting (default: the only seat with a decision; required when several have one)
  --json      { ok, index, seat, action, events, boundary, status }, or { ok: false, error }
  -h, --help  this text
`,
  options: { seat: { type: 'string', short: 's' } },
  async run({ io, registry, args, json: asJson }) {
    const [file, actionText] = positionals(args, 'apply', ['SAVE', 'ACTION']);
    const opened = await openSave(io, registry, file!);
    const game = opened.game.module;
    const state = replayState(opened);
    const seat = seatFor(game, state, stringOption(args, 'seat'));
    const action = parseActionArgument(actionText!, game, state, seat);

    const result = appendAction(game, opened.save, state, seat, action);
    if ('error' in result) {
      const error = explain(game, state, action, seat, result.error);
      const rule = error.rule !== undefined ? ` (rule ${error.rule})` : '';
      const what = WHAT[error.code] ?? `refused action (${error.code})`;
      const text =
        error.code === 'internal'
          ? error.message
          : `${what} ${JSON.stringify(action)} by seat '${seat}'${rule}: ${error.message}`;
      throw new CliError(
        `${text}; ${file} is unchanged`,
        error.code === 'internal' ? EXIT_FAILED : EXIT_REFUSED,
        { ok: false, error },
      );
    }

    const save = withLastCheckpoint(result.save, result.state);
    writeFileAtomic(opened.path, serializeSave(save), opened.text);

    const index = save.actions.length - 1;
    const events = filterEvents(result.events, seat);
    const current = statusOf(game, save, result.state);
    if (asJson) {
      io.stdout(json({ ok: true, index, seat, action, events, boundary: result.boundary, status: current }));
      return EXIT_OK;
    }
    io.stdout(line(`#${index} ${seat}: ${JSON.stringify(action)}`));
    for (const event of events) io.stdout(line(`  ${formatEvent(event)}`));
    io.stdout(formatStatus(current));
    return EXIT_OK;
  },
};
