/**
 * 18 Command cards: what each card lets its player order, as an OrderPlan (see orders.ts), and the effects
 * that last for the turn (TurnEffects, read by movement.ts, flow.ts and combat/).
 *
 * Every card kind of data/cards.json has a plan here. Cards with a procedure of their own (Rally, I Am
 * Spartacus) get a plan with no slots: their dice decide what is ordered (cards/tactics.ts). Cards that order
 * every eligible unit at once (Clash of Shields, Darken the Sky) list them in one slot and `initialOrders`
 * names them. Leadership cards start with a choice (a leader, or 1 unit of your choice) that `refinePlan`
 * turns into the leader's linked group once the first piece is ordered.
 */
import { neighbours, type Section, sectionsOf } from '../board.ts';
import { isLoneLeader, leadersOf, unitsOf } from '../state.ts';
import type {
  AncientsState,
  CardId,
  OrderPlan,
  OrderSlot,
  Side,
  TurnEffects,
  Unit,
  Weight,
} from '../types.ts';
import { canFire, stats } from '../units.ts';
import { counterAttackKind } from './counter-attack.ts';
import { kindOf } from './deck.ts';

const SECTION_CARD = /^order-(two|three|four)-(left|center|right)$/;
const INSPIRED_CARD = /^inspired-(left|center|right)$/;
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4 };

/** Label of the first slot of a Leadership card before its leader is chosen (see refinePlan). */
export const CHOOSE_LEADER = 'a leader for the card';

const slot = (count: number, label: string, extra: Partial<OrderSlot> = {}): OrderSlot => ({
  count,
  label,
  units: true,
  leaders: true,
  ...extra,
});

type PlanBase = Pick<OrderPlan, 'card' | 'kind' | 'ordered' | 'detached'>;

/** "Order 1 unit of your choice" (18-D..18-F fallbacks): no leaders, no card effects. */
function oneUnitOfChoice(base: PlanBase, sections?: Section[]): OrderPlan {
  return {
    ...base,
    slots: [
      slot(1, sections ? `1 unit of your choice in the ${sections[0]} section` : '1 unit of your choice', {
        leaders: false,
        ...(sections ? { sections } : {}),
      }),
    ],
    detachAllowed: false,
    effects: {},
  };
}

export const isLeadershipKind = (kind: string): boolean =>
  kind === 'leadership-any' || INSPIRED_CARD.test(kind);

/** The section an Inspired Leadership card names, null for Leadership Any Section. */
export const leadershipSection = (kind: string): Section | null =>
  (INSPIRED_CARD.exec(kind)?.[1] as Section | undefined) ?? null;

/** 18-F Units able to make ranged attacks (Darken the Sky): LI, LB, LS, AX, LC, LBC, HWM, Immortals, bow auxilia. */
export const isMissileUnit = (unit: Unit): boolean => canFire(unit) || unit.elite === 'immortals';

/** 18-F Clash of Shields: own units adjacent to an enemy unit. */
function unitsAdjacentToEnemy(s: AncientsState, side: Side): Unit[] {
  const enemyHexes = new Set(unitsOf(s, side === 'top' ? 'bottom' : 'top').map((u) => u.hex));
  return unitsOf(s, side).filter((u) => neighbours(u.hex).some((h) => enemyHexes.has(h)));
}

/**
 * The plan for playing `card` as `side`. `asKind` is the kind it acts as (Counter-Attack's copy); when it is
 * missing for a Counter-Attack, the copy is worked out here (positions starting mid-turn rely on that).
 */
export function planForCard(s: AncientsState, card: CardId, side: Side, asKind?: string): OrderPlan {
  const own = kindOf(card);
  const kind = asKind ?? (own === 'counter-attack' ? counterAttackKind(s, side) : own);
  const base: PlanBase = { card, kind, ordered: [], detached: [] };
  const command = s.armies[side].command;
  const section = SECTION_CARD.exec(kind);
  if (section) {
    const count = COUNTS[section[1]!]!;
    const sec = section[2] as Section;
    // 18-C Section cards: N units or leaders in one section, seen from the player's side; helmet card.
    return {
      ...base,
      slots: [slot(count, `${count} in the ${sec} section`, { sections: [sec] })],
      detachAllowed: true,
      effects: {},
    };
  }
  if (isLeadershipKind(kind)) return leadershipPlan(s, base, side, leadershipSection(kind));
  switch (kind) {
    case 'out-flanked':
      // 18-C Out Flanked: two units or leaders on each flank; a dotted-line piece fills either, not both.
      return {
        ...base,
        slots: [
          slot(2, '2 in the left section', { sections: ['left'] }),
          slot(2, '2 in the right section', { sections: ['right'] }),
        ],
        detachAllowed: true,
        effects: {},
      };
    case 'coordinated-attack':
      // 18-B Coordinated Attack: one unit or leader in each of the three sections.
      return {
        ...base,
        slots: [
          slot(1, '1 in the left section', { sections: ['left'] }),
          slot(1, '1 in the center section', { sections: ['center'] }),
          slot(1, '1 in the right section', { sections: ['right'] }),
        ],
        detachAllowed: true,
        effects: {},
      };
    case 'order-light':
    case 'order-medium':
    case 'order-heavy': {
      const weight = kind.slice('order-'.length) as Weight;
      // 18-D Order Light Troops also lets light foot pass through friends (8-D).
      const effects: TurnEffects = kind === 'order-light' ? { lightFootPassThrough: true } : {};
      return troopPlan(s, base, side, (u) => stats(u).weight === weight, command, `${weight} units`, {
        weights: [weight],
        effects,
      });
    }
    case 'order-mounted':
      // 18-D Order Mounted Troops: mounted units and/or leaders; a helmet card (leaders may detach).
      return troopPlan(s, base, side, (u) => stats(u).mounted, command, 'mounted units and/or leaders', {
        mounted: true,
        leaders: true,
        helmet: true,
      });
    case 'mounted-charge':
      // 18-F Mounted Charge: mounted units; +1 close-combat die all turn; HC/HCH/EL move 3; no fire.
      return troopPlan(s, base, side, (u) => stats(u).mounted, command, 'mounted units', {
        mounted: true,
        effects: { closeCombatBonus: 1, closeOnly: true, moveBonus: 1 },
      });
    case 'move-fire-move':
      // 18-F Move-Fire-Move: light units that can fire; move, fire, move again; no close combat.
      return troopPlan(
        s,
        base,
        side,
        (u) => stats(u).weight === 'light' && canFire(u),
        command,
        'light missile units',
        {
          weights: ['light'],
          effects: { moveAfterFire: true, lightFootPassThrough: true, rangedOnly: true },
        },
      );
    case 'double-time': {
      // 18-F Double Time: up to 4 foot units in a linked group; move up to 2 and still close combat; no fire.
      const foot = unitsOf(s, side).filter((u) => !stats(u).mounted);
      if (foot.length === 0) return oneUnitOfChoice(base);
      return {
        ...base,
        slots: [
          slot(4, 'up to 4 foot units in a linked group', { foot: true, leaders: false, linked: true }),
        ],
        detachAllowed: false,
        effects: { moveBonus: 1, closeOnly: true },
      };
    }
    case 'line-command': {
      // 18-F Line Command: any number of foot units in one linked group; move at most 1 hex.
      const foot = unitsOf(s, side).filter((u) => !stats(u).mounted);
      if (foot.length === 0) return oneUnitOfChoice(base);
      return {
        ...base,
        slots: [
          slot(foot.length, 'foot units in one linked group', { foot: true, leaders: false, linked: true }),
        ],
        detachAllowed: false,
        effects: { moveCap: 1 },
      };
    }
    case 'clash-of-shields': {
      // 18-F Clash of Shields: every unit adjacent to an enemy unit; no move; close combat only, +2 dice first.
      const units = unitsAdjacentToEnemy(s, side);
      if (units.length === 0) return oneUnitOfChoice(base);
      return {
        ...base,
        slots: [
          slot(units.length, 'every unit adjacent to an enemy unit', {
            leaders: false,
            only: units.map((u) => u.id),
          }),
        ],
        detachAllowed: false,
        effects: { noMove: true, closeOnly: true, firstCombatBonus: 2 },
      };
    }
    case 'darken-the-sky': {
      // 18-F Darken the Sky: every missile unit; no move; each may fire twice; no close combat.
      const units = unitsOf(s, side).filter(isMissileUnit);
      if (units.length === 0) return oneUnitOfChoice(base);
      return {
        ...base,
        slots: [
          slot(units.length, 'every unit able to fire', { leaders: false, only: units.map((u) => u.id) }),
        ],
        detachAllowed: false,
        effects: { noMove: true, rangedOnly: true },
      };
    }
    case 'i-am-spartacus':
      // 18-F I Am Spartacus: the Command dice order the pieces (cards/tactics.ts); helmet card; +1 die.
      return { ...base, slots: [], detachAllowed: true, effects: { closeCombatBonus: 1, rangedBonus: 1 } };
    case 'rally':
      // 18-F Rally: the Command dice restore blocks and order (cards/tactics.ts); no leader: 1 unit.
      if (leadersOf(s, side).length === 0) return oneUnitOfChoice(base);
      return { ...base, slots: [], detachAllowed: false, effects: {} };
    default:
      // Counter-Attack with nothing to copy (18-F), First Strike spent as a turn's card (see flow.ts), or
      // any kind this file does not know: 1 unit of your choice.
      return oneUnitOfChoice(base);
  }
}

/** 18-D Troop cards (and Mounted Charge, Move-Fire-Move): up to Command; with none of the kind, 1 unit of choice. */
function troopPlan(
  s: AncientsState,
  base: PlanBase,
  side: Side,
  eligible: (u: Unit) => boolean,
  command: number,
  label: string,
  opts: { weights?: Weight[]; mounted?: boolean; leaders?: boolean; helmet?: boolean; effects?: TurnEffects },
): OrderPlan {
  if (!unitsOf(s, side).some(eligible)) return oneUnitOfChoice(base);
  return {
    ...base,
    slots: [
      slot(command, `up to ${command} ${label}`, {
        leaders: opts.leaders ?? false,
        ...(opts.weights ? { weights: opts.weights } : {}),
        ...(opts.mounted ? { mounted: true } : {}),
      }),
    ],
    detachAllowed: opts.helmet ?? false,
    effects: opts.effects ?? {},
  };
}

/** 18-E Leaders able to use a Leadership card: in the named section (dotted line counts), or anywhere. */
export function leadershipLeaders(s: AncientsState, side: Side, section: Section | null): string[] {
  return leadersOf(s, side)
    .filter((l) => !section || sectionsOf(l.hex, side).includes(section))
    .map((l) => l.id);
}

/** 18-E Leadership cards, first stage: choose a leader, or order 1 unit of your choice. */
function leadershipPlan(s: AncientsState, base: PlanBase, side: Side, section: Section | null): OrderPlan {
  const leaders = leadershipLeaders(s, side, section);
  const choice = oneUnitOfChoice(base, section ? [section] : undefined);
  if (leaders.length === 0) return choice;
  return {
    ...choice,
    slots: [slot(1, CHOOSE_LEADER, { units: false, only: leaders }), ...choice.slots],
  };
}

/** 18-E How many more pieces a Leadership card's chain may hold: 4 (Inspired) or 3 (Any Section); 0 for a satrap. */
function chainLength(s: AncientsState, kind: string, leaderId: string): number {
  if (s.leaders[leaderId]?.traits?.includes('attached-only')) return 0;
  return kind === 'leadership-any' ? 3 : 4;
}

/**
 * After an order: a Leadership card whose first order went to a leader becomes that leader, his unit and a
 * linked chain (18-E); one whose first order went to a unit stays "1 unit of your choice". Returns the pieces
 * that are ordered along with it (the leader's unit).
 */
export function refinePlan(s: AncientsState, plan: OrderPlan): string[] {
  if (plan.slots[0]?.label !== CHOOSE_LEADER || plan.ordered.length !== 1) return [];
  const first = plan.ordered[0]!;
  const leader = s.leaders[first];
  if (!leader) {
    plan.slots = plan.slots.slice(1);
    return [];
  }
  const unit = isLoneLeader(s, leader)
    ? undefined
    : unitsOf(s, leader.side).find((u) => u.hex === leader.hex);
  const more = chainLength(s, plan.kind, leader.id);
  plan.slots = [
    slot(1, `the leader ${leader.name}`, { units: false, only: [leader.id] }),
    ...(unit ? [slot(1, 'his unit', { leaders: false, only: [unit.id] })] : []),
    ...(more > 0
      ? [slot(more, `up to ${more} more units or leaders in a linked chain`, { linked: true })]
      : []),
  ];
  return unit ? [unit.id] : [];
}

/** Pieces a card orders at once when played (Clash of Shields, Darken the Sky: every eligible unit). */
export function initialOrders(plan: OrderPlan): string[] {
  if ((plan.kind === 'clash-of-shields' || plan.kind === 'darken-the-sky') && plan.effects.noMove)
    return [...(plan.slots[0]?.only ?? [])];
  return [];
}

/** Darken the Sky lets each ordered unit fire twice (18-F); every other card once (9-A). */
export const battlesPerUnit = (plan: OrderPlan | null): number =>
  plan?.kind === 'darken-the-sky' && plan.effects.rangedOnly && plan.effects.noMove ? 2 : 1;
