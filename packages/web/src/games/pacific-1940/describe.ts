/**
 * Pacific 1940 in words: the log's narration of every event the rules emit (each event tells its story
 * by itself: spaces, unit types, counts, dice, so that a line reads the same after a reload or in a
 * replay), the legal actions as button labels, the decisions, and the outcome.
 */
import type { Action, Decision, GameEvent, Json, Outcome } from '@wargame/engine';
import type { PacificView } from '@wargame/pacific-1940';
import { costOf, FACILITIES, type PurchaseItem, UNITS } from '@wargame/pacific-1940';
import type { Lang, T } from '../../i18n/index.tsx';
import { cargoOf } from './interaction.ts';
import { countsText, phaseName, powerName, sideName, spaceName, unitCount, unitName } from './names.ts';
import { say, WORDS_EN, type WordKey } from './words.ts';

const asView = (view: Json | null): PacificView | null => view as unknown as PacificView | null;
const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value) || 0);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(str) : []);

export function seatName(seat: string, _view: Json | null, _t: T, lang: Lang): string {
  return powerName(seat, lang);
}

/** Types in words with their counts: ['infantry', 'infantry', 'armour'] → "2 infantry, 1 tank". */
export function typesText(types: readonly string[], lang: Lang): string {
  const counts: Record<string, number> = {};
  for (const type of types) counts[type] = (counts[type] ?? 0) + 1;
  return countsText(counts, lang);
}

/** Pieces of the view in words, by type ("2 infantry"); ids the view no longer holds are counted as units. */
function piecesText(view: PacificView | null, ids: readonly string[], lang: Lang): string {
  const types = ids.map((id) => view?.pieces?.[id]?.type ?? 'unit');
  const known = types.filter((t) => t !== 'unit');
  const unknown = types.length - known.length;
  const text = typesText(known, lang);
  if (unknown === 0) return text;
  const rest = `${unknown} ${lang === 'el' ? 'μονάδες' : unknown === 1 ? 'unit' : 'units'}`;
  return text ? `${text}, ${rest}` : rest;
}

/** The units an event names: its `units` (types, as they were), else its pieces as the view knows them. */
function eventUnits(event: GameEvent, view: PacificView | null, lang: Lang): string {
  const units = strings(event.units);
  if (units.length > 0) return typesText(units, lang);
  return piecesText(view, strings(event.pieces ?? event.ids), lang);
}

function listText(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  const and = lang === 'el' ? ' και ' : ' and ';
  return `${items.slice(0, -1).join(', ')}${and}${items[items.length - 1]}`;
}

const power = (value: unknown, lang: Lang) => powerName(str(value), lang);
const space = (value: unknown, lang: Lang) => spaceName(str(value), lang);

/** The spaces between a path's start and its end, in words ("Anhwe, Kiangsu"), '' for a one-step path. */
function via(path: readonly string[], lang: Lang): string {
  return path
    .slice(0, -1)
    .map((s) => spaceName(s, lang))
    .join(', ');
}

function stepName(step: string, lang: Lang): string {
  const key = `step.${step}` as WordKey;
  return isWord(key) ? say(lang, key) : step;
}

const isWord = (key: string): key is WordKey => Object.hasOwn(WORDS_EN, key);

/** One side's dice of a `dice` event: "the attacker rolls 1, 4, 6 (2 hits)". */
function sideRoll(side: 'attacker' | 'defender', roll: unknown, lang: Lang): string | null {
  if (typeof roll !== 'object' || roll === null) return null;
  const r = roll as { faces?: unknown; hits?: unknown };
  const faces = strings(r.faces);
  return say(lang, 'event.dice.side', {
    side: say(lang, side === 'attacker' ? 'side.attacker' : 'side.defender'),
    faces: faces.length > 0 ? faces.join(', ') : say(lang, 'event.dice.none'),
    hits: num(r.hits),
  });
}

/** One event in words; '' for bookkeeping the log does not show. */
export function describeEvent(event: GameEvent, viewJson: Json, _t: T, lang: Lang): string {
  const view = asView(viewJson);
  const who = power(event.seat, lang);
  switch (event.type) {
    case 'turn':
      return say(lang, 'event.turn', { round: num(event.round), power: who });
    case 'phase':
      return say(lang, 'event.phase', { power: who, phase: phaseName(str(event.phase), lang) });
    case 'bought':
      return say(lang, 'event.bought', {
        power: who,
        unit: unitCount(str(event.unit), 1, lang),
        cost: num(event.cost),
      });
    case 'unbought':
      return say(lang, 'event.unbought', {
        power: who,
        unit: unitCount(str(event.unit), 1, lang),
        cost: num(event.cost),
      });
    case 'repaired':
      return say(lang, 'event.repaired', {
        power: who,
        facility: unitName(str(event.facility), lang),
        space: space(event.space, lang),
        damage: num(event.damage),
      });
    case 'ships-repaired':
      return say(lang, 'event.ships-repaired', {
        power: who,
        ships: eventUnits({ ...event, pieces: event.ships } as GameEvent, view, lang),
      });
    case 'placed':
      return say(lang, 'event.placed', {
        power: who,
        unit: unitCount(str(event.unit), 1, lang),
        space: space(event.space, lang),
      });
    case 'refunded':
      return say(lang, 'event.refunded', {
        power: who,
        ipcs: num(event.ipcs),
        units: countsText((event.units ?? {}) as Record<string, number>, lang),
      });
    case 'income':
      return incomeText(event, who, lang);
    case 'victory':
      if (typeof event.roundLimit === 'number')
        return say(lang, event.side === 'axis' ? 'event.victory.limit.axis' : 'event.victory.limit.allies', {
          round: event.roundLimit,
        });
      return say(lang, event.side === 'axis' ? 'event.victory.axis' : 'event.victory.allies');
    case 'war':
      return say(lang, 'event.war', {
        powers: listText(
          strings(event.powers).map((p) => powerName(p, lang)),
          lang,
        ),
        why: str(event.why),
      });
    case 'captured': {
      const params = {
        power: who,
        space: space(event.space, lang),
        from: powerName(str(event.from), lang),
        controller: powerName(str(event.controller), lang),
      };
      if (event.liberated) return say(lang, 'event.liberated', params);
      return say(
        lang,
        event.controller && event.controller !== event.seat ? 'event.captured.controller' : 'event.captured',
        params,
      );
    }
    case 'facility-removed':
      return say(lang, 'event.facility-removed', {
        facility: unitName(str(event.facility), lang),
        space: space(event.space, lang),
      });
    case 'facility-reduced':
      return say(lang, 'event.facility-reduced', {
        facility: unitName(str(event.facility), lang),
        to: unitName(str(event.to), lang),
        space: space(event.space, lang),
      });
    case 'aa-captured':
      return say(lang, 'event.aa-captured', {
        space: space(event.space, lang),
        power: power(event.by, lang),
      });
    case 'plunder':
      return say(lang, 'event.plunder', { power: who, ipcs: num(event.ipcs), from: power(event.from, lang) });
    case 'kamikaze-active':
      return say(lang, 'event.kamikaze-active', { space: space(event.space, lang) });
    case 'moved': {
      const path = strings(event.path);
      const mission =
        event.mission === 'raid'
          ? say(lang, 'event.mission.raid')
          : event.mission === 'escort'
            ? say(lang, 'event.mission.escort')
            : '';
      const through = via(path, lang);
      const params = {
        power: who,
        units: eventUnits(event, view, lang) + mission,
        from: space(event.from, lang),
        to: space(event.to ?? path[path.length - 1], lang),
        via: through,
      };
      return say(lang, through ? 'event.moved.via' : 'event.moved', params);
    }
    case 'blitz':
      return say(lang, 'event.blitz', { power: who, space: space(event.space, lang) });
    case 'loaded':
      return say(lang, 'event.loaded', {
        power: who,
        units: eventUnits(event, view, lang),
        space: space(event.zone ?? event.space, lang),
      });
    case 'unloaded':
      return say(lang, 'event.unloaded', {
        power: who,
        units: eventUnits(event, view, lang),
        to: space(event.to, lang),
      });
    case 'round':
      return say(lang, 'event.round', { space: space(event.space, lang), round: num(event.round) });
    case 'casualty': {
      const owner = event.owner
        ? power(event.owner, lang)
        : event.side === 'attacker' || event.side === 'defender'
          ? say(lang, event.side === 'attacker' ? 'side.attacker' : 'side.defender')
          : who;
      return say(lang, event.damaged ? 'event.casualty.damaged' : 'event.casualty.lost', {
        space: capital(space(event.space, lang)),
        owner,
        unit: event.damaged ? unitName(str(event.unit), lang) : unitCount(str(event.unit), 1, lang),
      });
    }
    case 'submerged':
      return say(lang, 'event.submerged', {
        space: capital(space(event.space, lang)),
        power: who,
        units: eventUnits(event, view, lang),
      });
    case 'transports-lost': {
      const n = strings(event.pieces).length || strings(event.units).length;
      return say(lang, 'event.transports-lost', {
        space: capital(space(event.space, lang)),
        units: eventUnits(event, view, lang),
        n,
      });
    }
    case 'retreat':
      return say(lang, 'event.retreat', {
        power: who,
        units: eventUnits(event, view, lang),
        space: space(event.space, lang),
        to: space(event.to, lang),
      });
    case 'dice': {
      const rolls = [sideRoll('attacker', event.attacker, lang), sideRoll('defender', event.defender, lang)]
        .filter((r): r is string => r !== null)
        .join('; ');
      return say(lang, 'event.dice', {
        space: capital(space(event.space, lang)),
        step: stepName(str(event.step), lang),
        rolls: rolls || say(lang, 'event.dice.none'),
      });
    }
    case 'battles': {
      const sites = Array.isArray(event.sites) ? event.sites : [];
      if (sites.length === 0) return say(lang, 'event.battles.none', { power: who });
      return say(lang, 'event.battles', {
        power: who,
        sites: sites
          .map((site) => {
            const { space: at, kind } = (site ?? {}) as { space?: unknown; kind?: unknown };
            return `${space(at, lang)} (${siteName(str(kind), lang)})`;
          })
          .join(', '),
      });
    }
    case 'battle': {
      // The units' types when the event carries them (`attackerUnits`), else the pieces as the view knows them.
      const side = (units: unknown, ids: unknown) =>
        strings(units).length > 0 ? typesText(strings(units), lang) : piecesText(view, strings(ids), lang);
      const attackers = side(event.attackerUnits, event.attackers);
      const defenders = side(event.defenderUnits, event.defenders);
      return say(lang, 'event.battle', {
        kind: capital(siteName(str(event.kind), lang)),
        space: space(event.space, lang),
        attackers: attackers || say(lang, 'event.battle.nobody'),
        defenders: defenders || say(lang, 'event.battle.nobody'),
      });
    }
    case 'battle-ended': {
      const outcome = ['attacker', 'defender', 'mutual', 'retreat', 'stalemate'].includes(str(event.outcome))
        ? str(event.outcome)
        : 'stalemate';
      const left = (event.left ?? {}) as { attacker?: unknown; defender?: unknown };
      return say(lang, `event.battle-ended.${outcome}` as WordKey, {
        space: capital(space(event.space, lang)),
        n: num(outcome === 'attacker' ? left.attacker : left.defender),
      });
    }
    case 'no-battle':
      return say(lang, 'event.no-battle', { space: space(event.space, lang), why: str(event.why) });
    case 'aa-fire':
      return say(lang, 'event.aa-fire', {
        space: capital(space(event.space, lang)),
        n: strings(event.at).length,
        faces: strings(event.faces).join(', '),
        lost: piecesText(view, strings(event.lost), lang) || '0',
      });
    case 'landed':
      return say(lang, event.carrier ? 'event.landed.carrier' : 'event.landed', {
        power: who,
        unit: unitCount(str(event.unit), 1, lang),
        space: space(event.space, lang),
      });
    case 'air-lost':
      return say(lang, 'event.air-lost', {
        power: who,
        unit: unitCount(str(event.unit), 1, lang),
        space: space(event.space, lang),
      });
    case 'takeover':
      return say(lang, 'event.takeover', {
        power: who,
        space: space(event.space, lang),
        from: power(event.from, lang),
      });
    case 'no-bombardment':
      return say(lang, 'event.no-bombardment', { space: space(event.space, lang) });
    case 'bombardment':
      return say(lang, 'event.bombardment', {
        power: who,
        space: space(event.space, lang),
        units: eventUnits({ ...event, pieces: event.ships } as GameEvent, view, lang),
      });
    case 'landing-called-off': {
      const lost = strings(event.lost);
      return say(lang, lost.length > 0 ? 'event.landing-called-off.lost' : 'event.landing-called-off', {
        space: space(event.space, lang),
        back: piecesText(view, strings(event.aboard), lang) || '0',
        lost: piecesText(view, lost, lang),
      });
    }
    case 'bomb-run':
      return say(lang, 'event.bomb-run', {
        space: capital(space(event.space, lang)),
        bombers: num(event.bombers),
        facility: unitName(str(event.facility), lang),
        shot: num(event.shotDown),
        rolled: num(event.rolled),
        damage: num(event.damage),
        limit: num(event.limit),
      });
    case 'kamikaze-declared':
      return say(lang, 'event.kamikaze-declared', {
        unit: unitName(str(event.unit), lang),
        space: space(event.space, lang),
      });
    case 'kamikaze':
      return say(
        lang,
        !event.hit ? 'event.kamikaze.miss' : event.damaged ? 'event.kamikaze.damaged' : 'event.kamikaze.sunk',
        { unit: unitName(str(event.unit), lang), space: space(event.space, lang), face: num(event.face) },
      );
    case 'neutral-attacked':
      return say(lang, 'event.neutral-attacked', {
        power: who,
        space: space(event.space, lang),
        n: num(event.infantry),
        side: sideName(str(event.joins), lang),
      });
    case 'ignored':
    case 'attack-subs':
      return say(lang, event.type === 'ignored' ? 'event.ignored' : 'event.attack-subs', {
        power: who,
        space: space(event.space, lang),
      });
    case 'intercept': {
      const ids = strings(event.ids ?? event.pieces);
      if (ids.length === 0) return say(lang, 'event.intercept.none', { space: space(event.space, lang) });
      return say(lang, 'event.intercept', {
        power: event.seat ? who : say(lang, 'side.Defender'),
        space: space(event.space, lang),
        units: eventUnits(event, view, lang),
      });
    }
    case 'scramble':
      return say(lang, 'event.scramble', {
        power: who,
        units: eventUnits(event, view, lang),
        from: space(event.from, lang),
        to: space(event.to, lang),
      });
    case 'end-scramble':
      return say(lang, 'event.end-scramble', { power: who });
    case 'press':
      return say(lang, 'event.press', { power: who, space: space(event.space, lang) });
    case 'raid-target':
      return say(lang, 'event.raid-target', {
        power: who,
        units: eventUnits(event, view, lang),
        facility: unitName(str(event.facility), lang),
        space: space(event.space, lang),
      });
    default:
      return genericEvent(event, view, lang);
  }
}

function siteName(kind: string, lang: Lang): string {
  const key = `site.${kind}`;
  return isWord(key) ? say(lang, key) : kind;
}

const capital = (text: string): string => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

function incomeText(event: GameEvent, who: string, lang: Lang): string {
  if (event.capitalLost) return say(lang, 'event.income.capital', { power: who });
  const objectives = Array.isArray(event.objectives)
    ? event.objectives.reduce<number>((sum, o) => sum + num((o as { ipc?: unknown } | null)?.ipc), 0)
    : 0;
  const convoy = Array.isArray(event.convoy)
    ? event.convoy.reduce<number>((sum, c) => sum + num((c as { loss?: unknown } | null)?.loss), 0)
    : 0;
  const parts = [say(lang, 'event.income.territories', { n: num(event.territories) })];
  if (objectives > 0) parts.push(say(lang, 'event.income.objectives', { n: objectives }));
  if (convoy > 0) parts.push(say(lang, 'event.income.convoy', { n: convoy }));
  return say(lang, 'event.income', { power: who, total: num(event.total), parts: parts.join(', ') });
}

/** A field of an event in words, for events this client has no sentence for yet. */
function fieldText(key: string, value: unknown, view: PacificView | null, lang: Lang): string {
  if (typeof value === 'string') {
    if (['space', 'to', 'from', 'at', 'zone'].includes(key)) return spaceName(value, lang);
    if (['seat', 'power', 'by', 'owner'].includes(key)) return powerName(value, lang);
    if (['unit', 'facility'].includes(key)) return unitName(value, lang);
    if (key === 'piece' || key === 'target') return unitName(view?.pieces?.[value]?.type ?? value, lang);
    return value;
  }
  if (Array.isArray(value)) {
    if (['pieces', 'ids', 'ships'].includes(key)) return piecesText(view, strings(value), lang);
    if (key === 'units') return typesText(strings(value), lang);
    if (key === 'path')
      return strings(value)
        .map((s) => spaceName(s, lang))
        .join(' → ');
    return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ');
  }
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/** Any event this client does not know: its type as words and its fields, readable enough to follow. */
export function genericEvent(event: GameEvent, view: PacificView | null, lang: Lang): string {
  const fields = Object.entries(event)
    .filter(([k, v]) => !['type', 'rule', 'visibleTo'].includes(k) && v !== undefined)
    .map(([k, v]) => `${k}: ${fieldText(k, v, view, lang)}`);
  const what = capital(event.type.replace(/-/g, ' '));
  return say(lang, 'event.other', { what: fields.length > 0 ? `${what} (${fields.join('; ')})` : what });
}

/** A piece of the view by its type ("battleship"); its id when the view no longer holds it. */
function pieceText(view: PacificView | null, id: string, lang: Lang): string {
  const piece = view?.pieces?.[id];
  return piece ? unitName(piece.type, lang) : id;
}

function carryingText(view: PacificView | null, id: string, lang: Lang): string {
  if (!view?.pieces?.[id]) return '';
  const cargo = countsText(cargoOf(view, id), lang);
  return cargo ? say(lang, 'action.carrying', { cargo }) : '';
}

/** A legal action in words (buttons, the list of legal actions). */
export function describeAction(action: Action, viewJson: Json, _t: T, lang: Lang): string {
  const view = asView(viewJson);
  const pieces = (value: unknown) => piecesText(view, strings(value), lang);
  const firstAt = (value: unknown) => view?.pieces?.[strings(value)[0] ?? '']?.at ?? '';
  switch (action.type) {
    case 'buy':
    case 'unbuy': {
      const unit = str(action.unit);
      const cost = isItem(unit) ? costOf(unit) : 0;
      return say(lang, action.type === 'buy' ? 'action.buy' : 'action.unbuy', {
        unit: unitCount(unit, 1, lang),
        cost,
      });
    }
    case 'repair':
      return say(lang, 'action.repair', {
        facility: unitName(str(action.facility), lang),
        space: space(action.space, lang),
      });
    case 'move': {
      const path = strings(action.path);
      const through = via(path, lang);
      const mission =
        action.mission === 'raid'
          ? say(lang, 'event.mission.raid')
          : action.mission === 'escort'
            ? say(lang, 'event.mission.escort')
            : '';
      return (
        say(lang, through ? 'action.move.via' : 'action.move', {
          units: pieces(action.pieces),
          from: space(firstAt(action.pieces), lang),
          to: space(path[path.length - 1], lang),
          via: through,
        }) + mission
      );
    }
    case 'load': {
      const transport = str(action.transport);
      return say(lang, 'action.load', {
        units: pieces(action.pieces),
        from: space(firstAt(action.pieces), lang),
        space: space(view?.pieces?.[transport]?.at, lang),
        carrying: carryingText(view, transport, lang),
      });
    }
    case 'unload':
      return say(lang, 'action.unload', { units: pieces(action.pieces), to: space(action.to, lang) });
    case 'fight':
      return say(lang, 'action.fight', { space: space(action.space, lang) });
    case 'kamikaze': {
      const target = str(action.target);
      return say(lang, 'action.kamikaze', {
        unit: pieceText(view, target, lang),
        space: space(view?.pieces?.[target]?.at, lang),
      });
    }
    case 'scramble':
      return say(lang, 'action.scramble', {
        units: pieces(action.pieces),
        from: space(firstAt(action.pieces), lang),
        to: space(action.to, lang),
      });
    case 'submerge':
      return say(lang, 'action.submerge', { units: pieces(action.pieces) });
    case 'casualty': {
      const id = str(action.piece);
      const piece = view?.pieces?.[id];
      const twoHits = piece ? (UNITS[piece.type]?.hits ?? 1) > 1 && !piece.damaged : false;
      const name = piece ? (twoHits ? unitName(piece.type, lang) : unitCount(piece.type, 1, lang)) : id;
      // Outside the battle being fought (none in the view, or a unit elsewhere) the unit names its space.
      const unit =
        piece && view?.combat?.battle?.space !== piece.at
          ? say(lang, 'action.casualty.in', { what: name, space: space(piece.at, lang) })
          : name;
      return say(lang, twoHits ? 'action.casualty.damage' : 'action.casualty', { unit });
    }
    case 'retreat':
      return say(lang, 'action.retreat', { to: space(action.to, lang) });
    case 'bombard':
      if (strings(action.ships).length === 0) return say(lang, 'action.bombard.none');
      return say(lang, 'action.bombard', {
        units: pieces(action.ships),
        at: space(action.at ?? view?.combat?.battle?.space, lang),
      });
    case 'intercept':
      if (strings(action.pieces).length === 0) return say(lang, 'action.intercept.none');
      return say(lang, 'action.intercept', { units: pieces(action.pieces) });
    case 'raid-target':
      return say(lang, 'action.raid-target', {
        facility: unitName(str(action.facility), lang),
        units: pieces(action.pieces),
      });
    case 'place': {
      const at = str(action.at);
      const where = str(action.space) || at;
      return say(lang, at && at !== where ? 'action.place.from' : 'action.place', {
        unit: unitCount(str(action.unit), 1, lang),
        space: space(where, lang),
        at: space(at, lang),
      });
    }
    case 'end-purchase':
    case 'end-combat-move':
    case 'end-noncombat-move':
    case 'end-kamikaze':
    case 'end-scramble':
    case 'surprise-strike':
    case 'casualties-default':
    case 'press':
    case 'attack-subs':
    case 'ignore':
    case 'end-mobilize':
    case 'collect-income':
      return say(lang, `action.${action.type}` as WordKey);
    default: {
      const params = Object.entries(action)
        .filter(([k]) => k !== 'type')
        .map(([k, v]) => `${k}: ${fieldText(k, v, view, lang)}`);
      const what = capital(action.type.replace(/-/g, ' '));
      return params.length > 0 ? `${what} (${params.join('; ')})` : what;
    }
  }
}

const isItem = (unit: string): unit is PurchaseItem =>
  Object.hasOwn(UNITS, unit) || Object.hasOwn(FACILITIES, unit);

const PHASE_DECISIONS = new Set(['purchase', 'combat-move', 'noncombat-move', 'mobilize', 'income']);

/** The current decision in words, addressed to the player who makes it. */
export function describeDecision(decision: Decision, viewJson: Json, _t: T, lang: Lang): string {
  const view = asView(viewJson);
  if (PHASE_DECISIONS.has(decision.kind)) {
    return say(lang, `decision.${decision.kind}` as WordKey, {
      ipcs: view?.ipcs?.[decision.seat as 'japan'] ?? 0,
    });
  }
  const key = `decision.${decision.kind}`;
  const params = combatParams(view, lang);
  // A battle's decision names its space: without the battle in the view, the rules' own prompt says it.
  if (isWord(key) && (params.space || !BATTLE_STEPS.has(decision.kind))) return say(lang, key, params);
  return say(lang, 'decision.combat', { prompt: decision.prompt ?? decision.kind });
}

/** The decisions of a battle being fought (combat-state.ts `step`), as opposed to the phase's own. */
const BATTLE_STEPS = new Set([
  'attack-subs',
  'intercept',
  'bombard',
  'submerge-attacker',
  'submerge-defender',
  'casualties',
  'press',
  'raid-target',
]);

/** The battle being fought, its hits to take, the kamikaze tokens left: what a combat decision names. */
function combatParams(view: PacificView | null, lang: Lang): Record<string, string | number> {
  const battle = view?.combat?.battle;
  const hits = battle?.hits?.[0];
  return {
    space: battle ? spaceName(battle.space, lang) : '',
    n: hits ? hits.any + hits.notAir + hits.notSub : (view?.politics?.kamikaze?.tokens ?? 0),
  };
}

/** What another player is doing, for those who wait. */
export function describeWaiting(decision: Decision, view: Json, _t: T, lang: Lang): string {
  if (PHASE_DECISIONS.has(decision.kind)) return say(lang, `waiting.${decision.kind}` as WordKey);
  const key = `waiting.${decision.kind}`;
  const params = combatParams(asView(view), lang);
  if (isWord(key) && (params.space || !BATTLE_STEPS.has(decision.kind))) return say(lang, key, params);
  if (params.space) return say(lang, 'waiting.battle', params);
  return say(lang, 'waiting.combat', { prompt: decision.prompt ?? decision.kind });
}

export function describeOutcome(outcome: Outcome, _view: Json, _t: T, lang: Lang): string {
  const axis = outcome.winners.includes('japan');
  return say(lang, axis ? 'outcome.axis' : 'outcome.allies');
}
