/** Human-readable renderings shared by the commands. */
import type { Decision, GameEvent, Outcome } from '@wargame/engine';
import type { Status } from './saves.ts';

export function line(text = ''): string {
  return `${text}\n`;
}

export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

export function describeDecision(decision: Decision): string {
  return `${decision.seat}: ${decision.prompt} [${decision.kind}${decision.optional ? ', optional' : ''}]`;
}

export function describeOutcome(outcome: Outcome): string {
  const who = outcome.winners.length === 0 ? 'draw' : `${outcome.winners.join(' + ')} won`;
  const score = outcome.score
    ? `; score ${Object.entries(outcome.score)
        .map(([seat, points]) => `${seat} ${points}`)
        .join(', ')}`
    : '';
  return `${who} (${outcome.reason})${score}`;
}

/** Several lines: where the game stands, and who must decide or how it ended. */
export function formatStatus(status: Status): string {
  const scenario = status.scenarioName ? `${status.scenario} (${status.scenarioName})` : status.scenario;
  let text = line(`${status.game}, scenario ${scenario}, ${plural(status.actions, 'action')}`);
  text += line(`turn ${status.turn}, phase ${status.phase}`);
  text += line(status.summary);
  if (status.outcome) {
    text += line(`game over: ${describeOutcome(status.outcome)}`);
  } else if (status.pending.length === 0) {
    text += line('nobody has a decision to make');
  } else {
    text += line('to decide:');
    for (const decision of status.pending) text += line(`  ${describeDecision(decision)}`);
  }
  return text;
}

/** One line per event: `type [rule 12.1] key=value ...`. */
/**
 * An event on one line: its type, rule and fields; a field naming a piece says what the piece was and
 * where, from the event's own `pieces` ("target=t3(Light Infantry, C9)"), so the line stays true later.
 */
export function formatEvent(event: GameEvent): string {
  const pieces = event.pieces ?? {};
  const named = (id: string): string => {
    const ref = pieces[id];
    return ref ? `${id}(${ref.at ? `${ref.name}, ${ref.at}` : ref.name})` : id;
  };
  const text = (value: unknown): string => {
    if (typeof value === 'string') return named(value);
    if (Array.isArray(value) && value.every((v) => typeof v === 'string' && pieces[v]))
      return `[${value.map(named).join(',')}]`;
    return JSON.stringify(value);
  };
  const fields = Object.entries(event)
    .filter(([key, value]) => !['type', 'rule', 'visibleTo', 'pieces'].includes(key) && value !== undefined)
    .map(([key, value]) => `${key}=${text(value)}`);
  const rule = event.rule ? ` [rule ${event.rule}]` : '';
  const only = event.visibleTo ? ` (only ${event.visibleTo.join(', ')})` : '';
  return `${event.type}${rule}${fields.length > 0 ? ` ${fields.join(' ')}` : ''}${only}`;
}

export function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** Align columns of a small table. */
export function table(rows: string[][]): string {
  const widths: number[] = [];
  for (const row of rows) {
    for (const [i, cell] of row.entries()) widths[i] = Math.max(widths[i] ?? 0, cell.length);
  }
  return rows
    .map((row) =>
      line(
        row
          .map((cell, i) => (i === row.length - 1 ? cell : cell.padEnd(widths[i] ?? 0)))
          .join('  ')
          .trimEnd(),
      ),
    )
    .join('');
}
