/**
 * §25 Team Play (optional): each army is a team of a commander and a lieutenant. The commander makes
 * every token decision (draws and returns, artillery, March / Field Works tokens), sets the turn's
 * length, declares orders, moves objectives, bids and declares extended bombardments; the lieutenant
 * makes every block decision. The commander's only word to his lieutenant is special orders: at most
 * five words an hour of the turn, right after his team's draw, and five words before set-up. The
 * lieutenant reads them, the enemy never; the lieutenant never sees the Tray, and sees reinforcement
 * tokens only as they arrive.
 *
 * The flow decides by army (flow.ts); the module (game.ts) hands each decision to the team's seat.
 */
import type { Action, Decision, GameEvent, Viewer } from '@wargame/engine';
import { ARMIES, type Army } from './armies.ts';
import type { GettysburgState } from './state.ts';
import { illegal, type StepHandler } from './step.ts';
import type { GettysburgView } from './view.ts';

export const TEAM_SCENARIO_ID = 'battle-teams';
export type Role = 'commander' | 'lieutenant';
export const TEAM_SEATS = [
  'union-commander',
  'union-lieutenant',
  'confederate-commander',
  'confederate-lieutenant',
] as const;
export type TeamSeat = (typeof TEAM_SEATS)[number];

/** Special orders written, `turn` 0 before set-up. */
export interface SpecialOrder {
  army: Army;
  turn: number;
  text: string;
}

/** The team game's own record: whose commanders still owe special orders now, and every order written. */
export interface TeamState {
  due: Army[];
  orders: SpecialOrder[];
}

type WithTeam = { team?: TeamState };

export const teamOf = (s: Pick<GettysburgState, 'scenario'>): TeamState | undefined => (s as WithTeam).team;

/** A team game: both commanders owe their five words before set-up. */
export function startTeams(state: GettysburgState): void {
  state.scenario = TEAM_SCENARIO_ID;
  (state as WithTeam).team = { due: [...ARMIES], orders: [] };
}

export const isTeamSeat = (seat: string): seat is TeamSeat =>
  (TEAM_SEATS as readonly string[]).includes(seat);
export const armyOfSeat = (seat: TeamSeat): Army => (seat.startsWith('union') ? 'union' : 'confederate');
export const roleOfSeat = (seat: TeamSeat): Role => (seat.endsWith('commander') ? 'commander' : 'lieutenant');
export const seatOf = (army: Army, role: Role): TeamSeat => `${army}-${role}` as TeamSeat;

// §25 Who decides what: the commander the tokens, the turn, the orders, objectives, bids; the lieutenant the blocks.
const COMMANDER_KINDS = new Set([
  'special-orders',
  'bid',
  'balance-move',
  'duration',
  'orders',
  'move-objective',
  'return-tokens',
  'defender-artillery',
  'attacker-artillery',
  'bombard',
  'bombard-hit',
  'support',
  'field-works',
]);

export const roleOfKind = (kind: string): Role => (COMMANDER_KINDS.has(kind) ? 'commander' : 'lieutenant');

/** The role an action belongs to in a decision of `kind` (march moves share their step with March tokens). */
export const roleOfAction = (kind: string, type: string): Role =>
  kind === 'march' ? (type === 'march-token' ? 'commander' : 'lieutenant') : roleOfKind(kind);

const hasMarchToken = (s: GettysburgState, army: Army) =>
  s.armies[army].tokens.tray.some((t) => s.tokens[t]?.kind === 'march');

/** The flow's decisions (by army) handed to the team seats. */
export function teamDecisions(state: GettysburgState, decisions: Decision[]): Decision[] {
  return decisions.flatMap((d) => {
    const army = d.seat as Army;
    if (d.kind !== 'march') return [{ ...d, seat: seatOf(army, roleOfKind(d.kind)) }];
    const lieutenant = { ...d, seat: seatOf(army, 'lieutenant') };
    if (!hasMarchToken(state, army)) return [lieutenant];
    return [
      lieutenant,
      {
        seat: seatOf(army, 'commander'),
        kind: 'march-token',
        prompt: 'Play March tokens (§12)',
        optional: true,
      },
    ];
  });
}

/** The part of an army's legal actions that is the seat's to take. */
export const actionsOf = (kind: string, role: Role, legal: Action[]): Action[] =>
  legal.filter((a) => roleOfAction(kind, a.type) === role);

// §25 Secrets of the Tray go to the commander alone; the army's other secrets to both.
const COMMANDER_ONLY = new Set(['you-drew', 'your-artillery', 'your-extended-bombardment-tokens']);

export function teamEvents(events: GameEvent[]): GameEvent[] {
  return events.map((e) => {
    if (!e.visibleTo) return e;
    const to = e.visibleTo.flatMap((s) =>
      (ARMIES as readonly string[]).includes(s)
        ? COMMANDER_ONLY.has(e.type)
          ? [seatOf(s as Army, 'commander')]
          : [seatOf(s as Army, 'commander'), seatOf(s as Army, 'lieutenant')]
        : [s],
    );
    return { ...e, visibleTo: to };
  });
}

// §25 Special orders.
const WORDS_AN_HOUR = 5;

export const wordLimit = (s: GettysburgState): number =>
  s.phase.kind === 'action' ? WORDS_AN_HOUR * s.turn.hours : WORDS_AN_HOUR;

/** Why a text is not a special order within `limit` words, or null. */
export function ordersProblem(text: string, limit: number): string | null {
  if (/\d/.test(text)) return 'special orders are words only: no digits or numeric codes';
  const words = text.split(/\s+/).filter((w) => w !== '').length;
  if (words > limit)
    return `${words} words: special orders have at most ${limit} now (5 an hour of the turn)`;
  return null;
}

export const specialOrdersStep: StepHandler = {
  pending: (s) =>
    (teamOf(s)?.due ?? []).map((army) => ({
      seat: army,
      kind: 'special-orders',
      prompt: `Write special orders for your lieutenant: at most ${wordLimit(s)} words, or none (§25)`,
    })),
  legal: (s, army) => (teamOf(s)?.due.includes(army) ? [{ type: 'special-orders', text: '' }] : []),
  apply(draft, action, army, ctx) {
    const team = teamOf(draft);
    if (!team?.due.includes(army)) return illegal('no special orders are due from you now', '25');
    if (action.type !== 'special-orders') return illegal('write your special orders first', '25');
    const text = String(action.text ?? '')
      .trim()
      .replace(/\s+/g, ' ');
    const problem = ordersProblem(text, wordLimit(draft));
    if (problem) return illegal(problem, '25');
    const turn = draft.phase.kind === 'action' ? draft.turn.number : 0;
    team.due = team.due.filter((a) => a !== army);
    team.orders.push({ army, turn, text });
    ctx.secret(army, { type: 'special-orders', rule: '25', seat: army, turn, text });
    // After the draw the Action Phase goes on; before set-up the flow simply resumes.
    if (team.due.length === 0 && draft.phase.kind === 'action') ctx.endStep();
    return null;
  },
};

const FACE_DOWN = 'face-down';

function replaceIds(value: unknown, hidden: ReadonlySet<string>): unknown {
  if (typeof value === 'string') return hidden.has(value) ? FACE_DOWN : value;
  if (Array.isArray(value)) return value.map((v) => replaceIds(v, hidden));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceIds(v, hidden)]));
  return value;
}

/**
 * A team seat's view, cut from its army's (`armyView`): the team's own special orders only; the
 * commander sees this turn's time tokens while he writes; the lieutenant sees no Tray token (nor the
 * Return stack, nor his army's face-down artillery) and no reinforcement token before it arrives.
 */
export function teamView(
  state: GettysburgState,
  viewer: Viewer,
  armyView: (s: GettysburgState, v: Viewer) => GettysburgView,
): GettysburgView {
  const team = teamOf(state)!;
  const army = isTeamSeat(viewer) ? armyOfSeat(viewer) : null;
  const out = armyView(state, army ?? 'spectator') as GettysburgView & WithTeam;
  out.viewer = viewer;
  out.team = { due: [...team.due], orders: army ? team.orders.filter((o) => o.army === army) : [] };
  if (!army || !isTeamSeat(viewer)) return out;
  const me = out.armies[army] as unknown as Record<string, unknown>;
  const own = state.armies[army];
  if (roleOfSeat(viewer) === 'commander') {
    // 25 He may look at his army's time tokens for the turn before writing.
    if (team.due.includes(army) && state.phase.kind === 'action') {
      const track = { ...(me.timeTrack as Record<number, unknown>) };
      for (let i = state.turn.start; i < state.turn.start + state.turn.hours; i++)
        if (own.timeTrack[i]) track[i] = own.timeTrack[i];
      me.timeTrack = track;
    }
    return out;
  }
  const piles = own.tokens;
  const hidden = new Set([...piles.tray, ...piles.returned]);
  const a = state.attack;
  if (a && ['declare', 'defender-artillery', 'attacker-artillery'].includes(a.step)) {
    for (const ts of Object.values(a.artillery[army])) for (const t of ts) hidden.add(t);
    if (a.attacker === army) for (const t of a.extras) hidden.add(t);
  }
  if (state.extendedBombardment?.attacker === army)
    for (const t of state.extendedBombardment.tokens) hidden.add(t);
  const { tokens: catalogue, ...rest } = out;
  const cut = replaceIds(rest, hidden) as GettysburgView & WithTeam;
  const mine = cut.armies[army] as unknown as Record<string, unknown>;
  mine.tokens = {
    ...(mine.tokens as Record<string, unknown>),
    tray: piles.tray.length,
    returned: piles.returned.length,
  };
  mine.rows = Object.fromEntries(
    Object.entries(mine.rows as Record<string, { count: number }[]>).map(([entry, rows]) => [
      entry,
      rows.map((r) => ({ count: r.count })),
    ]),
  );
  return { ...cut, tokens: catalogue };
}
