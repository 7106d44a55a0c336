/**
 * Pacific 1940 dice for the tray: each side's dice of a battle step (14.5: a unit hits on a roll at or
 * below its value), with its hits, and a six-sided die drawn with pips.
 */
import type { GameEvent, Json } from '@wargame/engine';
import type { Lang, T } from '../../i18n/index.tsx';
import type { DieRoll } from '../types.ts';
import { spaceName, unitName } from './names.ts';
import { say, WORDS_EN, type WordKey } from './words.ts';

const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value) || 0);

interface SideDice {
  faces: string[];
  hits: number;
  /** Per die, whether it hit, when the event says. */
  marks?: boolean[];
  seat?: string;
}

function sideDice(value: unknown): SideDice | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as { faces?: unknown; hits?: unknown; hit?: unknown; seat?: unknown };
  if (!Array.isArray(r.faces)) return null;
  const faces = r.faces.map(str);
  const marks =
    Array.isArray(r.hit) && r.hit.length === faces.length ? r.hit.map((h) => h === true) : undefined;
  return {
    faces,
    hits: num(r.hits),
    ...(marks ? { marks } : {}),
    ...(typeof r.seat === 'string' ? { seat: r.seat } : {}),
  };
}

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

function stepName(step: string, lang: Lang): string {
  const key = `step.${step}`;
  return Object.hasOwn(WORDS_EN, key) ? say(lang, key as WordKey) : step;
}

/** The dice rolls among these events, for the dice tray: one roll per side of each `dice` event. */
export function diceOf(events: readonly GameEvent[], _view: Json, _t: T, lang: Lang): DieRoll[] {
  const rolls: DieRoll[] = [];
  for (const e of events) {
    if (e.type === 'kamikaze' && typeof e.face === 'number') {
      // 14.2.1 One die at one ship, hitting on 2 or less.
      rolls.push({
        label: `${capital(say(lang, 'step.kamikaze'))}: ${unitName(str(e.unit), lang)}, ${spaceName(str(e.space), lang)}`,
        faces: [String(e.face)],
        result: say(lang, 'dice.hits', { n: e.hit ? 1 : 0 }),
        hits: [e.hit === true],
        seat: 'japan',
        ...(e.rule ? { rule: e.rule } : {}),
      });
      continue;
    }
    if (e.type === 'aa-fire' && Array.isArray(e.faces)) {
      // 19.7 One die at each attacking aircraft, hitting on 1.
      const faces = e.faces.map(str);
      const lost = Array.isArray(e.lost) ? e.lost.length : 0;
      rolls.push({
        label: `${capital(say(lang, 'step.aa'))}, ${spaceName(str(e.space), lang)}`,
        faces,
        result: say(lang, 'dice.hits', { n: lost }),
        ...(faces.filter((f) => f === '1').length === lost ? { hits: faces.map((f) => f === '1') } : {}),
        ...(e.rule ? { rule: e.rule } : {}),
      });
      continue;
    }
    if (e.type !== 'dice') continue;
    const where = spaceName(str(e.space), lang);
    const step = stepName(str(e.step), lang);
    for (const side of ['attacker', 'defender'] as const) {
      const d = sideDice(e[side]);
      if (!d) continue;
      const seat = d.seat ?? (side === 'attacker' ? str(e.attackerSeat) : str(e.defenderSeat));
      rolls.push({
        label: `${say(lang, side === 'attacker' ? 'side.Attacker' : 'side.Defender')}: ${step}, ${where}`,
        faces: d.faces,
        result: say(lang, 'dice.hits', { n: d.hits }),
        ...(e.rule ? { rule: e.rule } : {}),
        ...(seat ? { seat } : {}),
        ...(d.marks ? { hits: d.marks } : {}),
      });
    }
  }
  return rolls;
}

const PIPS: Record<string, [number, number][]> = {
  '1': [[13, 13]],
  '2': [
    [8, 8],
    [18, 18],
  ],
  '3': [
    [7, 7],
    [13, 13],
    [19, 19],
  ],
  '4': [
    [8, 8],
    [18, 8],
    [8, 18],
    [18, 18],
  ],
  '5': [
    [7, 7],
    [19, 7],
    [13, 13],
    [7, 19],
    [19, 19],
  ],
  '6': [
    [8, 7],
    [18, 7],
    [8, 13],
    [18, 13],
    [8, 19],
    [18, 19],
  ],
};

/** A six-sided die with pips; any other face is written on it. */
export function Die({ face, size = 26 }: { face: string; size?: number }) {
  const pips = PIPS[face];
  return (
    <svg width={size} height={size} viewBox="0 0 26 26" role="img" aria-label={face} className="die">
      <rect x="1" y="1" width="24" height="24" rx="5" fill="#fbf8f0" stroke="#8a8270" strokeWidth="1.2" />
      {pips ? (
        pips.map(([x, y]) => <circle key={`${x}-${y}`} cx={x} cy={y} r={2.4} fill="#2a2418" />)
      ) : (
        <text x="13" y="17.5" textAnchor="middle" fontSize="12" fill="#2a2418">
          {face}
        </text>
      )}
    </svg>
  );
}
