/**
 * The dice tray: the rolls of the last action that rolled (and of the one before it in the same turn),
 * each saying whose it is (the seat, the unit and its target) and when (the turn, this action or how many
 * actions ago; an older roll is drawn faded and tagged), every die marked hit, flag or no effect, and the
 * game's reasons for the number of dice and for what scored (folded away under an older roll).
 */
import type { Json } from '@wargame/engine';
import { useMemo } from 'react';
import type { ClientGame, DieRoll } from '../games/types.ts';
import type { Lang, T } from '../i18n/index.tsx';
import { entryTurns } from './log-model.ts';
import type { LogEntry } from './types.ts';
import './dice.css';

/** How many actions that rolled the tray shows at most (an attack and the battle back that answered it). */
const ACTIONS_SHOWN = 2;

export interface TrayRoll extends DieRoll {
  /** The roll's place in the log (its entry), for keys. */
  position: number;
}

/**
 * The rolls the tray shows, oldest first, with `seat`, `turn` and `ago` filled from the log where the
 * game left them out: the last action that rolled, and the previous one that rolled if in the same turn.
 */
export function trayRolls(
  client: ClientGame,
  log: readonly LogEntry[],
  view: Json,
  t: T,
  lang: Lang,
): TrayRoll[] {
  const turns = entryTurns(client, log);
  const actions: TrayRoll[][] = [];
  for (let i = log.length - 1; i >= 0 && actions.length < ACTIONS_SHOWN; i--) {
    const entry = log[i]!;
    const found = client.dice(entry.events, view, t, lang);
    if (found.length === 0) continue;
    const turn = turns[i] ?? null;
    if (actions.length > 0 && turn !== (actions[0]![0]!.turn ?? null)) break;
    actions.push(
      found.map((roll) => ({
        ...roll,
        position: i,
        ...(roll.seat === undefined && entry.seat !== undefined ? { seat: entry.seat } : {}),
        ...(roll.turn === undefined && turn !== null ? { turn } : {}),
        ago: roll.ago ?? log.length - 1 - i,
      })),
    );
  }
  return actions.reverse().flat();
}

type Mark = 'hit' | 'flag' | 'miss' | null;

function markOf(roll: DieRoll, i: number): Mark {
  if (roll.hits?.[i]) return 'hit';
  if (roll.flags?.[i]) return 'flag';
  return roll.hits ? 'miss' : null;
}

const MARK_GLYPH: Record<Exclude<Mark, null>, string> = { hit: '✓', flag: '⚑', miss: '·' };

export function DiceTray({
  client,
  log,
  view,
  t,
  lang,
  onRule,
}: {
  client: ClientGame;
  log: LogEntry[];
  view: Json;
  t: T;
  lang: Lang;
  onRule(rule: string): void;
}) {
  const rolls = useMemo(() => trayRolls(client, log, view, t, lang), [client, log, view, t, lang]);
  const { Die } = client;
  const die = (roll: DieRoll, face: string, i: number, key: string) => {
    const mark = markOf(roll, i);
    return (
      <span
        key={key}
        className={`die-slot${mark ? ` die-${mark}` : ''}`}
        {...(mark ? { 'data-mark': mark, title: t(`table.dice.${mark}`) } : {})}
      >
        <Die face={face} />
        {mark ? (
          <span className="die-mark" role="img" aria-label={t(`table.dice.${mark}`)}>
            {MARK_GLYPH[mark]}
          </span>
        ) : null}
      </span>
    );
  };
  return (
    <section className="dice-tray" data-testid="dice">
      <h3>{t('table.dice')}</h3>
      {rolls.length === 0 ? <p className="muted small">{t('table.noDice')}</p> : null}
      {rolls.map((roll, i) => {
        const ago = roll.ago ?? 0;
        const older = ago > 0;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the rolls of an action, in order
            key={`${roll.position}-${i}`}
            className={`roll${older ? ' roll-old' : ''}`}
            data-ago={ago}
            {...(roll.seat ? { 'data-seat': roll.seat } : {})}
          >
            <div className="roll-when">
              {roll.seat ? (
                <strong className="roll-seat">{client.seatName(roll.seat, view, t, lang)}</strong>
              ) : null}
              {roll.turn !== undefined ? (
                <span className="roll-turn">{t('table.dice.turn', { n: roll.turn })}</span>
              ) : null}
              <span className="roll-ago">
                {older ? t('table.dice.ago', { n: ago }) : t('table.dice.thisAction')}
              </span>
              {older ? <span className="roll-older">{t('table.dice.older')}</span> : null}
            </div>
            <div className="roll-label">
              {roll.label}
              {roll.rule ? (
                <button type="button" className="rule-ref" onClick={() => onRule(roll.rule!)}>
                  {t('table.ruleRef', { rule: roll.rule })}
                </button>
              ) : null}
            </div>
            <div className="roll-dice">
              {roll.faces.map((face, j) => die(roll, face, j, `f${j}`))}
              {roll.rerolls && roll.rerolls.length > 0 ? <span className="reroll-mark">↻</span> : null}
              {(roll.rerolls ?? []).map((face, j) => die(roll, face, roll.faces.length + j, `r${j}`))}
            </div>
            {roll.result ? <div className="roll-result">{roll.result}</div> : null}
            {roll.why && roll.why.length > 0 ? (
              older ? (
                <details className="roll-why-more">
                  <summary>{t('table.dice.why')}</summary>
                  <WhyLines lines={roll.why} label={t('table.dice.why')} />
                </details>
              ) : (
                <WhyLines lines={roll.why} label={t('table.dice.why')} />
              )
            ) : null}
          </div>
        );
      })}
    </section>
  );
}

/** Why this many dice and what scored, one line each. */
function WhyLines({ lines, label }: { lines: string[]; label: string }) {
  return (
    <ul className="roll-why" aria-label={label}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
