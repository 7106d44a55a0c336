/**
 * Ancients in words: the log's narration of every event (with the rulebook section it cites), the legal
 * actions as button labels, the current decision, and the dice rolled. English and Greek, through the
 * message catalogue; card and unit names from the game's data (English) or their Greek tables.
 */
import type { AncientsView } from '@wargame/ancients';
import type { Action, Decision, GameEvent, Json, Outcome, PieceRef } from '@wargame/engine';
import { ARMY_EL, CARD_EL, TERRAIN_EL, UNIT_EL } from '../../i18n/games/ancients.el.ts';
import type { Lang, MessageKey, Params, T } from '../../i18n/index.tsx';
import { isMessageKey } from '../../i18n/index.tsx';
import { cardInfo, kindOf, TERRAIN_CHART, unitInfo } from './data.ts';
import { leaderName } from './names.ts';
import { legalOf, orderCount } from './sim.ts';

type Side = 'top' | 'bottom';
const asView = (view: Json): AncientsView => view as unknown as AncientsView;
const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value) || 0);
const isSide = (value: unknown): value is Side => value === 'top' || value === 'bottom';

export function cardName(card: string, lang: Lang): string {
  const kind = kindOf(card);
  if (lang === 'el' && CARD_EL[kind]) return CARD_EL[kind].name;
  return cardInfo(card)?.name ?? kind;
}

export function cardText(card: string, lang: Lang): string {
  const kind = kindOf(card);
  if (lang === 'el' && CARD_EL[kind]) return CARD_EL[kind].text;
  return cardInfo(card)?.text ?? '';
}

export function unitTypeName(type: string, lang: Lang): string {
  if (lang === 'el' && UNIT_EL[type]) return UNIT_EL[type];
  return unitInfo(type)?.name ?? type;
}

export function terrainName(type: string, lang: Lang): string {
  if (lang === 'el' && TERRAIN_EL[type]) return TERRAIN_EL[type];
  return TERRAIN_CHART[type]?.name ?? type;
}

export function armyName(view: AncientsView | null, side: Side, lang: Lang): string {
  const name = view?.armies?.[side]?.name ?? side;
  return lang === 'el' ? (ARMY_EL[name] ?? name) : name;
}

export function seatName(seat: string, view: Json | null, t: T, lang: Lang): string {
  if (!isSide(seat)) return seat;
  const v = view ? asView(view) : null;
  const army = v?.armies ? armyName(v, seat, lang) : null;
  const side = t(`ancients.side.${seat}`);
  return army ? t('ancients.seat', { army, side }) : side;
}

/**
 * A piece in words: "Heavy Infantry (H4)", a leader by his name. `ref` is the piece as an event saw it
 * (its kind and hex at that moment): the log names pieces from it, so that a line stays true after the
 * piece moved on or fell, and reads the same after a reload or in a replay. Without it (buttons, prompts:
 * the present), the view tells.
 */
const isBoardHex = (hex: string): boolean => /^[A-I]\d{1,2}$/.test(hex);

export function pieceName(
  view: AncientsView,
  id: string,
  lang: Lang,
  hexHint?: string,
  ref?: PieceRef,
): string {
  if (ref) {
    if (ref.kind === 'leader') return leaderName(ref.name || id, lang);
    const hex = hexHint ?? ref.at;
    return hex ? `${unitTypeName(ref.kind, lang)} (${hex})` : unitTypeName(ref.kind, lang);
  }
  const unit = view.units?.[id];
  if (unit) return `${unitTypeName(unit.type, lang)} (${hexHint ?? unit.hex})`;
  const leader = view.leaders?.[id] ?? view.reserves?.leaders?.find((l) => l.id === id);
  if (leader) return leaderName(leader.name || id, lang);
  const reserve = view.reserves?.units?.find((u) => u.id === id);
  if (reserve) return unitTypeName(reserve.type, lang);
  return hexHint ? `${id} (${hexHint})` : id;
}

/** The pieces an event names, as it saw them. */
const refsOf = (event: GameEvent): Record<string, PieceRef> => event.pieces ?? {};

function faceNames(faces: unknown, t: T): string {
  if (!Array.isArray(faces)) return '';
  return faces
    .map((f) => {
      const key = `ancients.face.${str(f)}`;
      return isMessageKey(key) ? t(key) : str(f);
    })
    .join(', ');
}

function sideOfPiece(view: AncientsView, id: string, ref?: PieceRef): Side | null {
  if (ref && isSide(ref.side)) return ref.side;
  return view.units?.[id]?.side ?? view.leaders?.[id]?.side ?? null;
}

function say(t: T, key: MessageKey, params: Params): string {
  return t(key, params);
}

/** One event in words; '' for bookkeeping events the log does not show. */
export function describeEvent(event: GameEvent, viewJson: Json, t: T, lang: Lang): string {
  const view = asView(viewJson);
  const refs = refsOf(event);
  const piece = (id: unknown, hex?: unknown) =>
    pieceName(view, str(id), lang, hex ? str(hex) : undefined, refs[str(id)]);
  const label = (id: unknown) => pieceLabel(view, str(id), lang, refs[str(id)]);
  const army = (side: unknown) => (isSide(side) ? armyName(view, side, lang) : t('event.unknownSide'));
  switch (event.type) {
    case 'card-played':
      if (event.kind === 'first-strike' && event.unit) {
        return say(t, 'ancients.event.first-strike', { army: army(event.side), unit: piece(event.unit) });
      }
      return say(t, 'ancients.event.card-played', {
        army: army(event.side),
        card: cardName(str(event.card), lang),
      });
    case 'counter-attack':
      return say(t, 'ancients.event.counter-attack', { card: cardName(str(event.copies), lang) });
    case 'draw':
      if (event.reason === 'first-strike')
        return say(t, 'ancients.event.draw-first-strike', { army: army(event.side) });
      return say(t, 'ancients.event.draw', { army: army(event.side), n: num(event.count) });
    case 'draw-detail': {
      const cards = Array.isArray(event.cards)
        ? event.cards.map((c) => cardName(str(c), lang)).join(', ')
        : '';
      return say(t, 'ancients.event.draw-detail', { cards });
    }
    case 'turn':
      return say(t, 'ancients.event.turn', { n: num(event.number), army: army(event.side) });
    case 'ordered':
      if (event.detach)
        return say(t, 'ancients.event.ordered-detach', { piece: piece(event.piece, event.hex) });
      if (event.withLeader) {
        return say(t, 'ancients.event.ordered-with', {
          piece: piece(event.piece, event.hex),
          leader: piece(event.withLeader),
        });
      }
      return say(t, 'ancients.event.ordered', { piece: piece(event.piece, event.hex) });
    case 'move':
      if (event.withUnit)
        return say(t, 'ancients.event.move-with', { piece: piece(event.piece), to: str(event.to) });
      return say(t, 'ancients.event.move', {
        piece: label(event.piece),
        from: str(event.from),
        to: str(event.to),
      });
    case 'leader-attached':
      return say(t, 'ancients.event.leader-attached', {
        leader: piece(event.leader),
        unit: label(event.unit),
        hex: str(event.hex),
      });
    case 'close-combat':
      return say(t, 'ancients.event.close-combat', {
        unit: piece(event.unit, event.from),
        target: piece(event.target, event.at),
      });
    case 'ranged-combat':
      return say(t, 'ancients.event.ranged-combat', {
        unit: piece(event.unit, event.from),
        target: piece(event.target, event.at),
      });
    case 'bonus-combat':
      return say(t, 'ancients.event.bonus-combat', {
        unit: piece(event.unit, event.from),
        target: piece(event.target, event.at),
      });
    case 'dice': {
      const purposeKey = `ancients.event.dice.purpose.${str(event.purpose)}`;
      const purpose = isMessageKey(purposeKey) ? t(purposeKey) : '';
      const vs = event.target ? t('ancients.event.dice.vs', { target: piece(event.target) }) : '';
      const faces = [
        ...(Array.isArray(event.faces) ? event.faces : []),
        ...(Array.isArray(event.rerolls) ? event.rerolls : []),
      ];
      const roller = event.unit ? piece(event.unit) : t('event.unknownSide');
      return say(t, 'ancients.event.dice', {
        unit: roller,
        n: num(event.dice) || faces.length,
        purpose: purpose + vs,
        faces: faceNames(faces, t),
        result: t('ancients.event.result', {
          hits: t('ancients.hits', { n: num(event.hits) }),
          flags: t('ancients.flags', { n: num(event.flags) }),
        }),
      });
    }
    case 'loss':
      return say(t, 'ancients.event.loss', {
        unit: piece(event.unit),
        n: num(event.lost),
        left: num(event.blocks),
      });
    case 'unit-eliminated': {
      const name = event.unitType ? unitTypeName(str(event.unitType), lang) : piece(event.unit);
      return say(t, 'ancients.event.unit-eliminated', {
        unit: `${army(event.side)} ${name}`,
        hex: str(event.hex),
      });
    }
    case 'leader-eliminated':
      return say(t, 'ancients.event.leader-eliminated', {
        leader: event.name ? leaderName(str(event.name), lang) : piece(event.leader),
        hex: str(event.hex),
      });
    case 'leader-check':
      return say(t, 'ancients.event.leader-check', {
        leader: piece(event.leader),
        faces: faceNames(event.faces, t),
        result: t(
          event.result === 'killed'
            ? 'ancients.event.leader-check.killed'
            : 'ancients.event.leader-check.survived',
        ),
      });
    case 'banner':
      return say(t, 'ancients.event.banner', {
        army: army(event.side),
        n: num(event.total),
        of: num(event.needed),
      });
    case 'game-over':
      return say(t, 'ancients.event.game-over', { army: army(event.winner) });
    case 'game-drawn':
      return say(t, 'ancients.event.game-drawn', {});
    case 'evade':
      return say(t, 'ancients.event.evade', { unit: piece(event.unit, event.from) });
    case 'evade-move':
      return say(t, 'ancients.event.evade-move', {
        unit: label(event.unit),
        from: str(event.from),
        to: str(event.to),
      });
    case 'unit-withdrawn':
      return say(t, 'ancients.event.unit-withdrawn', { unit: piece(event.unit, event.hex) });
    case 'leader-move':
      return say(t, 'ancients.event.leader-move', {
        leader: piece(event.leader),
        from: str(event.from),
        to: str(event.to),
      });
    case 'leader-trapped':
      return say(t, 'ancients.event.leader-trapped', { leader: piece(event.leader), hex: str(event.hex) });
    case 'leader-evade':
      return say(t, 'ancients.event.leader-evade', {
        leader: piece(event.leader),
        from: str(event.from),
        to: event.to === 'off' ? '—' : str(event.to),
      });
    case 'leader-left-board':
      return say(t, 'ancients.event.leader-left-board', { leader: piece(event.leader) });
    case 'flags': {
      const flags = num(event.flags);
      const ignored = num(event.ignored);
      if (flags > 0 && ignored >= flags)
        return say(t, 'ancients.event.flags-none', { unit: piece(event.unit), flags });
      return say(t, 'ancients.event.flags', {
        unit: piece(event.unit),
        flags,
        ignored,
        retreat: num(event.retreat),
      });
    }
    case 'rampage':
      return say(t, 'ancients.event.rampage', { unit: piece(event.unit, event.hex) });
    case 'retreat':
      return say(t, 'ancients.event.retreat', {
        unit: label(event.unit),
        from: str(event.from),
        to: str(event.to),
      });
    case 'retreat-blocked':
      return say(t, 'ancients.event.retreat-blocked', { unit: piece(event.unit), n: num(event.hexes) });
    case 'momentum-advance':
      return say(t, 'ancients.event.momentum-advance', {
        unit: label(event.unit),
        from: str(event.from),
        to: str(event.to),
      });
    case 'extra-hex':
      return say(t, 'ancients.event.extra-hex', {
        unit: label(event.unit),
        to: str(event.to),
      });
    case 'objective':
      return say(t, 'ancients.event.objective', { army: army(event.side), hex: str(event.hex) });
    case 'card-lost':
      return say(t, 'ancients.event.card-lost', { army: army(event.side) });
    case 'command-changed':
      return say(t, 'ancients.event.command-changed', { army: army(event.side), n: num(event.command) });
    case 'leader-placed':
      return say(t, 'ancients.event.leader-placed', { leader: piece(event.leader), hex: str(event.hex) });
    case 'card-roll': {
      const faces = Array.isArray(event.faces) ? event.faces : [];
      return say(t, 'ancients.event.card-roll', {
        army: army(event.side),
        n: faces.length,
        card: cardName(str(event.kind || event.card), lang),
        faces: faceNames(faces, t),
      });
    }
    case 'dice-lost':
      return say(t, 'ancients.event.dice-lost', {
        n: num(event.count),
        reason: t(
          event.reason === 'flags and swords'
            ? 'ancients.event.dice-lost.flags'
            : 'ancients.event.dice-lost.none',
          { n: num(event.count) },
        ),
      });
    case 'rally':
      return say(t, 'ancients.event.rally', {
        unit: piece(event.unit),
        n: num(event.blocks),
        of: num(event.maxBlocks),
      });
    case 'die-assigned':
      return say(t, 'ancients.event.die-assigned', {
        face: faceNames([event.face], t),
        piece: piece(event.piece),
      });
    case 'ambush':
      return say(t, 'ancients.event.ambush', { army: army(event.side) });
    case 'ambush-placed':
      return say(t, 'ancients.event.ambush-placed', {
        piece: label(event.piece),
        hex: str(event.hex),
      });
    case 'second-move':
      return say(t, 'ancients.event.second-move', {});
    case 'exit':
      if (event.withUnit) return '';
      return say(t, 'ancients.event.exit', { piece: piece(event.piece, event.from), from: str(event.from) });
    case 'reshuffle':
      return say(t, 'ancients.event.reshuffle', { n: num(event.deck) });
    case 'combat-over':
    case 'card-effect-done':
    case 'orders-done':
      return '';
    default:
      return genericEvent(event);
  }
}

/** A unit named by its type only (for events that already give the hexes). */
function pieceLabel(view: AncientsView, id: string, lang: Lang, ref?: PieceRef): string {
  if (ref) return ref.kind === 'leader' ? leaderName(ref.name || id, lang) : unitTypeName(ref.kind, lang);
  const unit = view.units?.[id];
  if (unit) return unitTypeName(unit.type, lang);
  const leader = view.leaders?.[id];
  return leader ? leaderName(leader.name || id, lang) : id;
}

/** Any event this client does not know yet: its type and fields, readable enough to follow the game. */
export function genericEvent(event: GameEvent): string {
  const fields = Object.entries(event)
    .filter(([k]) => !['type', 'rule', 'visibleTo'].includes(k))
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
  return fields.length > 0 ? `${event.type} (${fields.join(', ')})` : event.type;
}

/** A legal action in words. */
export function describeAction(action: Action, viewJson: Json, t: T, lang: Lang): string {
  const view = asView(viewJson);
  const piece = (id: unknown) => pieceName(view, str(id), lang);
  switch (action.type) {
    case 'play-card':
      return t('ancients.action.play-card', { card: cardName(str(action.card), lang) });
    case 'order':
      return t('ancients.action.order', { piece: piece(action.piece) });
    case 'detach':
      return t('ancients.action.detach', { leader: piece(action.leader) });
    case 'move':
      if (action.to === 'off') return t('ancients.action.exit', { piece: piece(action.piece) });
      return t('ancients.action.move', { piece: piece(action.piece), to: str(action.to) });
    case 'close-combat':
      return t('ancients.action.close-combat', { unit: piece(action.unit), target: piece(action.target) });
    case 'fire':
      return t('ancients.action.fire', { unit: piece(action.unit), target: piece(action.target) });
    case 'bonus-combat':
      return t('ancients.action.bonus-combat', { target: piece(action.target) });
    case 'evade':
    case 'retreat':
    case 'extra-hex':
      return t(`ancients.action.${action.type}`, { to: str(action.to) });
    case 'leader-evade':
      return action.to === 'off'
        ? t('ancients.action.leader-evade-off')
        : t('ancients.action.leader-evade', { to: str(action.to) });
    case 'ignore-flags':
      return t('ancients.action.ignore-flags', { n: num(action.count) });
    case 'momentum-advance':
      return t('ancients.action.momentum-advance', { to: view.combat?.defenderHex ?? '' });
    case 'assign-die':
      return t('ancients.action.assign-die', { piece: piece(action.piece) });
    case 'place-leader':
      return t('ancients.action.place-leader', { leader: piece(action.leader), hex: str(action.hex) });
    case 'ambush-place':
      return t('ancients.action.ambush-place', { unit: piece(action.unit), hex: str(action.hex) });
    case 'ambush-leader':
      return t('ancients.action.ambush-leader', { leader: piece(action.leader), hex: str(action.hex) });
    default: {
      const key = `ancients.action.${action.type}`;
      if (isMessageKey(key)) return t(key);
      const params = Object.entries(action)
        .filter(([k]) => k !== 'type')
        .map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`);
      return params.length > 0 ? `${action.type}: ${params.join(', ')}` : action.type;
    }
  }
}

/** The decision in words, from `pending` and the view; unknown kinds keep the engine's own prompt. */
export function describeDecision(decision: Decision, viewJson: Json, t: T, lang: Lang): string {
  const view = asView(viewJson);
  const combat = view.combat;
  const piece = (id: string | undefined) => (id ? pieceName(view, id, lang) : '');
  switch (decision.kind) {
    case 'play-card':
      return t('ancients.decision.play-card');
    case 'order':
      return describeOrders(view, t, lang);
    case 'move':
      return t('ancients.decision.move');
    case 'battle':
      return t('ancients.decision.battle');
    case 'combat-reaction':
      return t('ancients.decision.react', {
        defender: piece(combat?.defender),
        attacker: piece(combat?.attacker),
        choices: reactionChoices(view, decision.seat, t),
      });
    case 'ignore-flags': {
      const task = combat?.tasks?.[0];
      if (task && task.do === 'flags')
        return t('ancients.decision.ignore-flags', { unit: piece(task.unit), flags: task.flags });
      return decision.prompt;
    }
    case 'retreat': {
      const task = combat?.tasks?.[0];
      return task && task.do === 'retreat'
        ? t('ancients.decision.retreat', { unit: piece(task.unit) })
        : decision.prompt;
    }
    case 'leader-evade': {
      const task = combat?.tasks?.[0];
      return task && task.do === 'leader-evade'
        ? t('ancients.decision.leader-evade', { leader: piece(task.leader) })
        : decision.prompt;
    }
    case 'momentum-advance':
      return t('ancients.decision.momentum-advance', { unit: piece(combat?.attacker) });
    case 'bonus-combat': {
      // 13-B, 13-C Only what is offered: the cavalry's extra hex, a bonus combat, or both.
      const offered = new Set(
        legalOf(view, isSide(decision.seat) ? decision.seat : undefined).map((a) => a.type),
      );
      const unit = piece(combat?.attacker);
      if (offered.has('extra-hex') && offered.has('bonus-combat'))
        return t('ancients.decision.bonus-both', { unit });
      if (offered.has('extra-hex')) return t('ancients.decision.bonus-extra-hex', { unit });
      return t('ancients.decision.bonus-combat', { unit });
    }
    case 'battle-back':
      return t('ancients.decision.battle-back', {
        unit: piece(combat?.defender),
        attacker: piece(combat?.attacker),
      });
    case 'placement':
      return t('ancients.decision.placement');
    case 'place-leader': {
      // 117 The leader to place waits among the reserves: the rules' next one is the one offered.
      const next = legalOf(view, isSide(decision.seat) ? decision.seat : undefined).find(
        (a) => a.type === 'place-leader',
      );
      const leader =
        view.reserves?.leaders?.find((l) => l.id === next?.leader) ??
        Object.values(view.leaders ?? {}).find((l) => !isBoardHex(l.hex));
      return leader
        ? t('ancients.decision.place-leader', { leader: leaderName(leader.name, lang) })
        : decision.prompt;
    }
    case 'ambush':
      return t('ancients.decision.ambush');
    case 'assign-die': {
      const effect = view.cardEffect as { kind?: string; left?: string[] } | null;
      const left = effect?.left ?? [];
      const face = faceNames(left.slice(0, 1), t);
      return effect?.kind === 'rally'
        ? t('ancients.decision.assign-die-rally', { face, n: left.length })
        : t('ancients.decision.assign-die-spartacus', { face, n: left.length });
    }
    default:
      return decision.prompt;
  }
}

/**
 * 7 The orders in words, one count for the whole phase: pieces ordered so far, of the most the card can
 * order from here (sim.ts). A Leadership card before its leader is chosen says what either choice gives.
 */
function describeOrders(view: AncientsView, t: T, lang: Lang): string {
  const plan = view.turn?.plan;
  const count = orderCount(view);
  const n = count?.ordered ?? plan?.ordered.length ?? 0;
  const max = Math.max(n, count?.max ?? n);
  const card = plan ? cardName(plan.card, lang) : '';
  const first = plan?.slots[0];
  // 18-E The first slot of a Leadership card takes only a leader (the rest is 1 unit of your choice).
  if (plan && n === 0 && first && !first.units && first.only && plan.slots.length > 1) {
    const more = plan.kind === 'leadership-any' ? 3 : 4;
    return t('ancients.decision.order-leadership', { card, more, max });
  }
  return t('ancients.decision.order-count', { card, n, max });
}

/** 11-A, 13.1, 18-F The reactions the defender is offered, and only those, joined with "or". */
function reactionChoices(view: AncientsView, seat: string, t: T): string {
  const legal = legalOf(view, isSide(seat) ? seat : undefined);
  const choices: string[] = [];
  if (legal.some((a) => a.type === 'stand')) choices.push(t('ancients.reaction.stand'));
  const hexes = legal.filter((a) => a.type === 'evade').map((a) => str(a.to));
  if (hexes.length > 0) choices.push(t('ancients.reaction.evade', { hexes: orList(hexes, t) }));
  // Whether the defender holds First Strike only his own view can tell.
  if (view.viewer === seat && legal.some((a) => a.type === 'first-strike'))
    choices.push(t('ancients.reaction.first-strike'));
  return orList(choices.length > 0 ? choices : [t('ancients.reaction.stand')], t);
}

/** "a", "a or b", "a, b or c". */
function orList(items: string[], t: T): string {
  if (items.length <= 1) return items[0] ?? '';
  return t('ancients.list.or', { a: items.slice(0, -1).join(', '), b: items[items.length - 1]! });
}

/** The dice rolls among these events, for the dice tray (dice.ts). */
export { diceOf } from './dice.ts';

export { sideOfPiece };

const WAITING: Record<string, MessageKey> = {
  'play-card': 'ancients.waiting.play-card',
  order: 'ancients.waiting.order',
  move: 'ancients.waiting.move',
  battle: 'ancients.waiting.battle',
  'combat-reaction': 'ancients.waiting.combat-reaction',
  'ignore-flags': 'ancients.waiting.ignore-flags',
  retreat: 'ancients.waiting.retreat',
  'leader-evade': 'ancients.waiting.leader-evade',
  'momentum-advance': 'ancients.waiting.momentum-advance',
  'bonus-combat': 'ancients.waiting.bonus-combat',
  'battle-back': 'ancients.waiting.battle-back',
  'assign-die': 'ancients.waiting.assign-die',
  'place-leader': 'ancients.waiting.place-leader',
  ambush: 'ancients.waiting.ambush',
};

/** What the other side is doing, for the player who waits. */
export function describeWaiting(decision: Decision, _view: Json, t: T, _lang: Lang): string {
  const key = WAITING[decision.kind];
  return key ? t(key) : decision.prompt;
}

/** Why the battle ended: a banner victory in words; any other reason (a scenario's) as the rules gave it. */
export function describeOutcome(outcome: Outcome, viewJson: Json, t: T, lang: Lang): string {
  const view = asView(viewJson);
  const winner = outcome.winners[0];
  if (winner && isSide(winner) && /victory banners/.test(outcome.reason)) {
    const n = outcome.score?.[winner] ?? view.banners?.[winner]?.length ?? 0;
    return t('ancients.outcome.banners', { army: armyName(view, winner, lang), n });
  }
  // 4-A both armies reached victory in one moment (the engine's draw).
  if (outcome.winners.length === 0 && /same moment/.test(outcome.reason)) {
    return t('ancients.event.game-drawn');
  }
  return outcome.reason;
}
