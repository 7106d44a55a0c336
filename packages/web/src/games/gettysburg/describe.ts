/**
 * The Guns of Gettysburg in words: every event the rules log, told from the event alone (its army, its
 * positions, its counts, the blocks it names) so that a line reads the same in a replay; every legal
 * action as a button label (blocks by command, "Heth 2"; positions and areas by their map names; tokens
 * as "artillery I Corps 2"); the decision of the moment; the §20 outcome. English and Greek.
 */
import type { Action, Decision, GameEvent, Json, Outcome } from '@wargame/engine';
import type { Lang, T } from '../../i18n/index.tsx';
import {
  areaName,
  armyAdjective,
  armyName,
  armySubject,
  artilleryName,
  asView,
  blockName,
  commandName,
  dayName,
  entryName,
  gradedName,
  hourLabel,
  marchTokenName,
  modifierName,
  ordersName,
  ordersOf,
  positionName,
  readableId,
  roadName,
  tokenName,
} from './names.ts';
import { say, type WordKey } from './words.ts';

const str = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value);
const num = (value: unknown): number => (typeof value === 'number' ? value : Number(value) || 0);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(str) : []);
const L = (lang: Lang, en: string, el: string): string => (lang === 'el' ? el : en);

function listText(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${L(lang, ' and ', ' και ')}${items[items.length - 1]}`;
}

/** The three ways a sentence names an army: subject, possessive, and bare after an article. */
function armyParams(army: unknown, lang: Lang) {
  const subject = army == null ? L(lang, 'The game', 'Το παιχνίδι') : armySubject(army, lang);
  return {
    army: subject,
    armyOf: lang === 'el' ? armyAdjective(army, lang) : `${subject[0]!.toLowerCase()}${subject.slice(1)}’s`,
    winner: lang === 'el' ? armyName(army, lang) : `${subject[0]!.toLowerCase()}${subject.slice(1)}`,
  };
}

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

export function seatName(seat: string, _view: Json | null, _t: T, lang: Lang): string {
  return armyName(seat, lang);
}

// ---- events

/** "exit:area" (a march off the map) or a position. */
const exitArea = (to: string): string | null => (to.startsWith('exit:') ? to.slice(5) : null);

function movesText(moves: unknown, view: Json, lang: Lang): { n: number; froms: string; targets: string } {
  const list = Array.isArray(moves) ? (moves as { from?: unknown; path?: unknown }[]) : [];
  const froms = [...new Set(list.map((m) => str(m.from)))].map((p) => positionName(p, view, lang));
  const targets = [...new Set(list.map((m) => strings(m.path).at(-1) ?? ''))]
    .filter(Boolean)
    .map((p) => positionName(p, view, lang));
  return { n: list.length, froms: listText(froms, lang), targets: listText(targets, lang) };
}

function revealedText(event: GameEvent, lang: Lang): string {
  const artillery = (event.artillery ?? {}) as Record<
    string,
    Record<string, { organization?: unknown; strength?: unknown }[]>
  >;
  const sides = Object.entries(artillery).map(([army, byPosition]) => {
    const tokens = Object.values(byPosition ?? {})
      .flat()
      .map((t) => artilleryName(t.organization, t.strength, lang));
    return say(lang, 'event.artillery-revealed.side', {
      army: armyName(army, lang),
      tokens: tokens.length > 0 ? tokens.join(', ') : say(lang, 'event.artillery-revealed.none'),
    });
  });
  if (num(event.extras) > 0)
    sides.push(say(lang, 'event.artillery-revealed.extras', { n: num(event.extras) }));
  // A Greek ';' is a question mark.
  return say(lang, 'event.artillery-revealed', { sides: sides.join(lang === 'el' ? ' · ' : '; ') });
}

function closeCombatText(event: GameEvent, view: Json, lang: Lang): string {
  const mods = Array.isArray(event.modifiers)
    ? (event.modifiers as { rule?: unknown; value?: unknown }[])
    : [];
  const parts = mods.map((m) => `${modifierName(m.rule, lang)} ${signed(num(m.value))}`);
  const losses = (event.losses ?? {}) as { attacker?: unknown; defender?: unknown };
  const key: WordKey =
    losses.attacker && losses.defender
      ? 'event.losses.both'
      : losses.attacker
        ? 'event.losses.attacker'
        : losses.defender
          ? 'event.losses.defender'
          : 'event.losses.none';
  return say(lang, 'event.close-combat', {
    position: positionName(event.position, view, lang),
    result: signed(num(event.result)),
    parts: [say(lang, 'event.close-combat.base'), ...parts].join(', '),
    winner: armyParams(event.winner, lang).winner,
    losses: say(lang, key),
  });
}

function leadsText(event: GameEvent, view: Json, lang: Lang): string {
  const lead =
    event.lead == null
      ? say(lang, 'event.close-combat-leads.none')
      : say(lang, 'event.lead', { block: blockName(event.lead, lang), strength: num(event.leadStrength) });
  return say(lang, 'event.close-combat-leads', {
    position: positionName(event.position, view, lang),
    lead,
    defensiveLead: say(lang, 'event.lead', {
      block: blockName(event.defensiveLead, lang),
      strength: num(event.defensiveLeadStrength),
    }),
  });
}

function marchedText(event: GameEvent, view: Json, lang: Lang, a: ReturnType<typeof armyParams>): string {
  const to = str(event.to);
  const exit = exitArea(to);
  const mounted = event.mounted === true && event.block !== undefined;
  const block = blockName(event.block, lang);
  if (exit !== null)
    return say(lang, mounted ? 'event.marched.exit.mounted' : 'event.marched.exit', {
      ...a,
      block,
      from: positionName(event.from, view, lang),
      area: areaName(exit, view, lang),
    });
  const front = areaName(event.front, view, lang);
  if (event.from == null)
    return say(lang, 'event.marched.reenter', { ...a, to: positionName(to, view, lang), front });
  return say(lang, mounted ? 'event.marched.mounted' : 'event.marched', {
    ...a,
    block,
    from: positionName(event.from, view, lang),
    to: positionName(to, view, lang),
    front,
  });
}

function withdrawalText(event: GameEvent, view: Json, lang: Lang, a: ReturnType<typeof armyParams>): string {
  const from = positionName(event.from, view, lang);
  const to = positionName(event.to, view, lang);
  if (str(event.from) === str(event.to)) return say(lang, 'event.withdrawal.stuck', { ...a, from });
  if (event.block !== undefined)
    return say(lang, 'event.withdrawal.named', {
      ...a,
      block: blockName(event.block, lang),
      mounted: event.mounted === true ? say(lang, 'event.withdrawal.mounted') : '',
      mandatory: event.mandatory === true ? say(lang, 'event.withdrawal.mandatory-note') : '',
      from,
      to,
    });
  return say(lang, event.mandatory === true ? 'event.withdrawal.mandatory' : 'event.withdrawal', {
    ...a,
    from,
    to,
  });
}

/** A position that may be "exit:area" (a block that marched off the map). */
const placeText = (value: unknown, view: Json, lang: Lang): string => {
  const s = str(value);
  const exit = exitArea(s);
  if (exit !== null)
    return L(
      lang,
      `off the map (${areaName(exit, view, lang)})`,
      `εκτός χάρτη (${areaName(exit, view, lang)})`,
    );
  return value == null ? L(lang, 'off the map', 'εκτός χάρτη') : positionName(s, view, lang);
};

/** A block an event names: by its id ("Hancock 2"), else by the engine's label ("hancock (Reduced-2)"). */
const named = (id: unknown, label: unknown, lang: Lang): string =>
  typeof id === 'string' && id !== '' ? blockName(id, lang) : gradedName(label, lang);

const where = (event: GameEvent, view: Json, lang: Lang): string =>
  event.position === undefined
    ? ''
    : say(lang, 'event.where', { position: positionName(event.position, view, lang) });

/** Any event the client does not know (a rule added later): its type and plain fields, readable. */
export function genericEvent(event: GameEvent, view: Json, lang: Lang): string {
  const fields = Object.entries(event)
    .filter(
      ([k, v]) => !['type', 'rule', 'seat', 'visibleTo'].includes(k) && v !== null && typeof v !== 'object',
    )
    .map(([k, v]) => {
      const value = typeof v === 'string' && mapped(v, view) ? positionOrArea(v, view, lang) : str(v);
      return `${readableId(k).toLowerCase()} ${value}`;
    });
  const what = [readableId(event.type), ...fields].join(', ');
  return event.seat === undefined
    ? `${what}.`
    : say(lang, 'event.generic', { army: armyName(event.seat, lang), what });
}

function mapped(id: string, view: Json): boolean {
  return positionName(id, view, 'en') !== readableId(id) || areaName(id, view, 'en') !== readableId(id);
}

const positionOrArea = (id: string, view: Json, lang: Lang): string =>
  positionName(id, view, 'en') !== readableId(id) ? positionName(id, view, lang) : areaName(id, view, lang);

export function describeEvent(event: GameEvent, view: Json, _t: T, lang: Lang): string {
  const a = armyParams(event.seat, lang);
  const pos = (v: unknown) => positionName(v, view, lang);
  const area = (v: unknown) => areaName(v, view, lang);
  const tokens = (v: unknown) =>
    strings(v)
      .map((id) => tokenName(id, view, lang))
      .join(', ');
  switch (event.type) {
    case 'buford-placed':
      return say(lang, 'event.buford-placed', { position: pos(event.position), front: area(event.front) });
    case 'turn':
      return say(lang, 'event.turn', {
        turn: num(event.turn),
        day: dayName(event.day, lang),
        at: hourLabel(event.at, lang),
        first: armyName(event.first, lang),
      });
    case 'turn-duration':
      return say(lang, 'event.turn-duration', {
        ...a,
        hours: num(event.hours),
        start: hourLabel(event.start, lang),
      });
    case 'action-phase':
      return say(lang, 'event.action-phase', { ...a, orders: ordersOf(event.orders, lang) });
    case 'orders-declared':
      return say(lang, 'event.orders-declared', { ...a, orders: ordersOf(event.orders, lang) });
    case 'objectives-phase':
      return say(lang, 'event.objectives-phase', { moves: num(event.moves) });
    case 'objective-moved':
      return say(lang, 'event.objective-moved', { from: area(event.from), to: area(event.to) });
    case 'objective-taken':
      return say(lang, 'event.objective-taken', { ...a, area: area(event.area) });
    case 'night-reset':
      return say(lang, num(event.day) >= 3 ? 'event.night-reset.last' : 'event.night-reset', {
        ...a,
        day: dayName(event.day, lang),
      });
    case 'field-works':
      return say(lang, 'event.field-works', {
        ...a,
        position: pos(event.position),
        front: area(event.front),
      });
    case 'reinforcements-forgone':
      return say(lang, 'event.reinforcements-forgone', { blocks: num(event.blocks) });
    case 'block-departed':
      return say(lang, 'event.block-departed', {
        block: blockName(event.block, lang),
        from:
          event.position === undefined
            ? ''
            : say(lang, 'event.block-departed.from', { position: pos(event.position) }),
      });
    case 'game-over':
      return say(lang, 'event.game-over', {
        winner: armyParams(event.winner, lang).winner,
        reason: reasonText(str(event.reason), lang),
      });
    case 'pool-renewed':
      return say(lang, 'event.pool-renewed', { ...a, tokens: num(event.tokens) });
    case 'tokens-drawn':
      return say(lang, str(event.rule) === '13' ? 'event.tokens-drawn.attacks' : 'event.tokens-drawn', {
        ...a,
        count: num(event.count),
      });
    case 'you-drew':
      return say(lang, 'event.you-drew', { tokens: tokens(event.tokens) });
    case 'token-returned':
      return say(lang, 'event.token-returned', a);
    case 'used-tokens-spent':
      return event.backToTray === undefined
        ? say(lang, 'event.used-tokens-spent', { ...a, spent: num(event.spent) })
        : say(lang, 'event.used-tokens-spent.back', {
            ...a,
            spent: num(event.spent),
            back: num(event.backToTray),
          });
    case 'attack-orders-penalty':
      return say(lang, 'event.attack-orders-penalty', a);
    case 'march-token':
      return say(lang, 'event.march-token', { ...a, token: marchTokenName(lang) });
    case 'marched':
      return marchedText(event, view, lang, a);
    case 'you-marched':
      return say(lang, 'event.you-marched', {
        block: blockName(event.block, lang),
        from: placeText(event.from, view, lang),
        to: placeText(event.to, view, lang),
      });
    case 'faced':
      return say(lang, 'event.faced', { ...a, position: pos(event.position), front: area(event.front) });
    case 'withdrawal':
      return withdrawalText(event, view, lang, a);
    case 'withdrew':
      return say(lang, 'event.withdrew', {
        block: blockName(event.block, lang),
        from: pos(event.from),
        to: pos(event.to),
        front: area(event.front),
      });
    case 'rumor':
      return say(lang, 'event.rumor', { ...a, hour: num(event.hour) + 1 });
    case 'arrival':
      return say(lang, 'event.arrival', {
        ...a,
        entry: entryName(event.entry),
        hour: num(event.hour) + 1,
        blocks: num(event.blocks),
      });
    case 'arrived':
      return say(lang, 'event.arrived', {
        command: commandName(event.command),
        entry: entryName(event.entry),
        blocks: strings(event.blocks)
          .map((b) => blockName(b, lang))
          .join(', '),
      });
    case 'forgone':
      return say(lang, 'event.forgone', {
        blocks: listText(
          strings(event.blocks).map((b) => blockName(b, lang)),
          lang,
        ),
      });
    case 'entered': {
      const params = {
        ...a,
        entry: entryName(event.entry),
        to: pos(event.to),
        front: area(event.front),
        hour: num(event.hour) + 1,
      };
      return event.road === undefined
        ? say(lang, 'event.entered', params)
        : say(lang, 'event.entered.road', { ...params, road: roadName(event.road, view) });
    }
    case 'you-entered':
      return say(lang, 'event.you-entered', { block: blockName(event.block, lang), to: pos(event.to) });
    case 'transferred':
      return say(lang, 'event.transferred', {
        ...a,
        from: entryName(event.from),
        to: entryName(event.to),
        hour: num(event.hour) + 1,
      });
    case 'you-transferred':
      return say(lang, 'event.you-transferred', {
        block: blockName(event.block, lang),
        from: entryName(event.from),
        to: entryName(event.to),
      });
    case 'attack-declared':
      return say(lang, 'event.attack-declared', { ...a, ...movesText(event.moves, view, lang) });
    case 'your-attack': {
      const leads = Object.entries((event.leads ?? {}) as Record<string, unknown>).map(([p, b]) =>
        say(lang, 'event.your-attack.lead', { block: blockName(b, lang), position: pos(p) }),
      );
      return say(lang, 'event.your-attack', {
        blocks: strings(event.blocks)
          .map((b) => blockName(b, lang))
          .join(', '),
        leads: leads.join(', '),
      });
    }
    case 'artillery-played':
      return say(lang, 'event.artillery-played', {
        ...a,
        position: pos(event.position),
        count: num(event.count),
      });
    case 'your-artillery':
      return say(lang, 'event.your-artillery', {
        token: tokenName(event.token, view, lang),
        position: pos(event.position),
      });
    case 'commitment-token':
      return say(lang, 'event.commitment-token', { ...a, count: num(event.count) });
    case 'artillery-revealed':
      return revealedText(event, lang);
    case 'bombardment':
      return say(lang, 'event.bombardment', {
        position: pos(event.position),
        points: num(event.points),
        hits: num(event.hits),
      });
    case 'token-hit':
      return say(lang, 'event.token-hit', {
        token: tokenName(event.token, view, lang),
        position: pos(event.position),
      });
    case 'attackers-advance-halfway':
      return say(lang, 'event.attackers-advance-halfway', {
        positions: listText(strings(event.positions).map(pos), lang),
      });
    case 'defensive-fire':
      return say(lang, 'event.defensive-fire', {
        ...a,
        position: pos(event.position),
        points: num(event.points),
        reductions: num(event.reductions),
      });
    case 'final-advance':
      return say(lang, 'event.final-advance', {
        n: num(event.blocks),
        position: pos(event.position),
        front: area(event.front),
      });
    case 'close-combat-leads':
      return leadsText(event, view, lang);
    case 'defender-turned-about':
      return say(lang, 'event.defender-turned-about', { ...a, position: pos(event.position) });
    case 'close-combat':
      return closeCombatText(event, view, lang);
    case 'attack-result':
      return say(
        lang,
        str(event.winner) === str(event.seat) ? 'event.attack-result.won' : 'event.attack-result.lost',
        {
          winner: armyParams(event.winner, lang).winner,
        },
      );
    case 'attack-over':
      return say(lang, 'event.attack-over');
    case 'losers-stay':
      return say(lang, 'event.losers-stay', { n: num(event.blocks) });
    case 'extended-bombardment-declared':
      return say(lang, 'event.extended-bombardment-declared', a);
    case 'extended-bombardment-stack':
      return say(lang, 'event.extended-bombardment-stack', { ...a, count: num(event.count) });
    case 'extended-bombardment-cancelled':
      return say(lang, 'event.extended-bombardment-cancelled', a);
    case 'extended-bombardment-second-pass':
      return say(lang, 'event.extended-bombardment-second-pass', {
        ...a,
        ...movesText(event.moves, view, lang),
      });
    case 'your-extended-bombardment-tokens':
      return say(lang, 'event.your-extended-bombardment-tokens', { tokens: tokens(event.tokens) });
    case 'extended-bombardment-spent':
      return say(lang, 'event.extended-bombardment-spent', { ...a, spent: num(event.spent) });
    case 'block-reduced':
      return event.replacementName === undefined
        ? say(lang, 'event.block-reduced.hidden', {
            name: named(event.block, event.name, lang),
            where: where(event, view, lang),
          })
        : say(lang, 'event.block-reduced', {
            name: named(event.block, event.name, lang),
            where: where(event, view, lang),
            replacement: named(event.replacement, event.replacementName, lang),
          });
    case 'block-eliminated':
      return say(lang, 'event.block-eliminated', {
        name: named(event.block, event.name, lang),
        where: where(event, view, lang),
      });
    case 'replaced-by':
      return say(lang, 'event.replaced-by', { name: named(event.block, event.name, lang) });
    case 'replacements-offered':
      return say(lang, 'event.replacements-offered', { ...a, command: commandName(event.command) });
    case 'replacement-picked':
      return say(lang, 'event.replacement-picked', {
        ...a,
        choice: say(lang, num(event.choice) === 1 ? 'event.second' : 'event.first'),
      });
    default:
      return genericEvent(event, view, lang);
  }
}

// ---- outcome (§20)

/** The engine's English §20 reason in the language. */
function reasonText(reason: string, lang: Lang): string {
  const bare = reason.replace(/\s*\(§\d+\)\s*$/, '');
  let m = /^the Union does not fully control (\d+) of the 3 objectives and has not declared Attack/.exec(
    bare,
  );
  if (m) return say(lang, 'outcome.uncontrolled', { n: num(m[1]) });
  m = /^turn limit (\d+): the Union does not fully control (\d+) of the 3 objectives/.exec(bare);
  if (m) return say(lang, 'outcome.limit.uncontrolled', { limit: num(m[1]), n: num(m[2]) });
  m = /^turn limit (\d+): the Union fully controls the 3 objectives/.exec(bare);
  if (m) return say(lang, 'outcome.limit.controlled', { limit: num(m[1]) });
  if (/^the Confederates have not won by the end of the 3 July night turn/.test(bare))
    return say(lang, 'outcome.held');
  return bare;
}

export function describeOutcome(outcome: Outcome, _view: Json, _t: T, lang: Lang): string {
  const winner = outcome.winners[0];
  const reason = reasonText(outcome.reason, lang);
  if (!winner) return reason;
  const a = armyParams(winner, lang);
  return say(lang, 'outcome.wins', { winner: a.winner, armyOf: a.armyOf, reason });
}

// ---- actions

export function describeAction(action: Action, view: Json, _t: T, lang: Lang): string {
  const block = (v: unknown) => blockName(v, lang);
  const pos = (v: unknown) => positionName(v, view, lang);
  const area = (v: unknown) => areaName(v, view, lang);
  const token = (v: unknown) => tokenName(v, view, lang);
  switch (action.type) {
    case 'done':
      return doneText(view, lang);
    case 'place-buford':
      return L(
        lang,
        `Place ${block(action.block)} on ${pos(action.position)}, facing ${area(action.front)}`,
        `Τοποθέτησε το ${block(action.block)} στη θέση ${pos(action.position)}, στραμμένο προς ${area(action.front)}`,
      );
    case 'duration': {
      const h = num(action.hours);
      return L(
        lang,
        `A turn of ${h} ${h === 1 ? 'hour' : 'hours'}`,
        `Γύρος ${h} ${h === 1 ? 'ώρας' : 'ωρών'}`,
      );
    }
    case 'orders':
      return L(
        lang,
        `Declare ${ordersName(action.orders, lang)} orders`,
        `Δήλωσε εντολές ${ordersOf(action.orders, lang)}`,
      );
    case 'offer-replacements': {
      const [x, y] = strings(action.blocks);
      return L(lang, `Offer ${block(x)} and ${block(y)}`, `Πρόσφερε ${block(x)} και ${block(y)}`);
    }
    case 'pick-replacement':
      return num(action.choice) === 1
        ? L(lang, 'Pick the second face-down block', 'Διάλεξε το δεύτερο κρυφό πλακάκι')
        : L(lang, 'Pick the first face-down block', 'Διάλεξε το πρώτο κρυφό πλακάκι');
    case 'return-token':
      return L(lang, `Return ${token(action.token)}`, `Επίστρεψε ${token(action.token)}`);
    case 'keep-tokens':
      return L(lang, 'Return no more tokens', 'Καμία άλλη επιστροφή δεικτών');
    case 'withdraw': {
      const b = asView(view)?.blocks?.[str(action.block)];
      const from = b?.place.kind === 'map' ? b.place.position : null;
      if (from !== null && from === str(action.to))
        return L(
          lang,
          `${block(action.block)} stays on ${pos(action.to)}: no legal withdrawal, reduced until eliminated`,
          `Το ${block(action.block)} μένει στη θέση ${pos(action.to)}: χωρίς νόμιμη υποχώρηση, μειώνεται μέχρι να εξοντωθεί`,
        );
      const mounted = action.mounted === true ? L(lang, ', mounted', ', έφιππο') : '';
      return L(
        lang,
        `Withdraw ${block(action.block)}${mounted} to ${pos(action.to)}, facing ${area(action.front)}`,
        `Υποχώρησε το ${block(action.block)}${mounted} στη θέση ${pos(action.to)}, στραμμένο προς ${area(action.front)}`,
      );
    }
    case 'attack-block': {
      const path = strings(action.path);
      const via = path.length > 1 ? path.slice(0, -1).map(pos) : [];
      const viaText = via.length > 0 ? L(lang, ` via ${via.join(', ')}`, ` μέσω ${via.join(', ')}`) : '';
      return L(
        lang,
        `${block(action.block)} attacks ${pos(action.target)}${viaText}`,
        `Το ${block(action.block)} επιτίθεται στη θέση ${pos(action.target)}${viaText}`,
      );
    }
    case 'attack-lead':
      return L(
        lang,
        `${block(action.block)} leads into ${pos(action.position)}`,
        `Το ${block(action.block)} ηγείται προς τη θέση ${pos(action.position)}`,
      );
    case 'attack-declare':
      return L(lang, 'Declare the attack', 'Δήλωσε την επίθεση');
    case 'attack-cancel':
      return L(lang, 'Cancel this attack', 'Ακύρωσε αυτή την επίθεση');
    case 'artillery':
      return L(
        lang,
        `Play ${token(action.token)} on ${pos(action.position)}`,
        `Παίξε ${token(action.token)} στη θέση ${pos(action.position)}`,
      );
    case 'artillery-done':
      return L(lang, 'No more artillery', 'Τέλος πυροβολικού');
    case 'extra':
      return L(
        lang,
        `Commit ${token(action.token)} face down (minimum commitment)`,
        `Δέσμευσε ${token(action.token)} ανάποδα (ελάχιστη δέσμευση)`,
      );
    case 'extended-bombardment':
      return L(lang, 'Declare an extended bombardment', 'Δήλωσε εκτεταμένο βομβαρδισμό');
    case 'bombard':
      return L(
        lang,
        `Artillery on ${pos(action.from)} bombards ${pos(action.target)}`,
        `Το πυροβολικό στη θέση ${pos(action.from)} βομβαρδίζει τη θέση ${pos(action.target)}`,
      );
    case 'bombard-hit':
      return L(
        lang,
        `Hit ${token(action.token)} on ${pos(action.position)}`,
        `Χτύπησε ${token(action.token)} στη θέση ${pos(action.position)}`,
      );
    case 'support':
      return L(
        lang,
        `Artillery on ${pos(action.from)} supports ${pos(action.target)}`,
        `Το πυροβολικό στη θέση ${pos(action.from)} υποστηρίζει τη θέση ${pos(action.target)}`,
      );
    case 'close-combat':
      return L(
        lang,
        `Fight the close combat on ${pos(action.position)} first`,
        `Πρώτα η κοντινή μάχη στη θέση ${pos(action.position)}`,
      );
    case 'defensive-lead':
      return L(
        lang,
        `${block(action.block)} leads the defense`,
        `Το ${block(action.block)} ηγείται της άμυνας`,
      );
    case 'enter': {
      const how =
        action.road === undefined
          ? L(lang, ' off-road', ' εκτός δρόμου')
          : L(
              lang,
              ` along the ${roadName(action.road, view)}`,
              ` από τον δρόμο ${roadName(action.road, view)}`,
            );
      return L(
        lang,
        `Enter ${block(action.block)}${how} to ${pos(action.to)}, facing ${area(action.front)}`,
        `Είσοδος του ${block(action.block)}${how} στη θέση ${pos(action.to)}, στραμμένο προς ${area(action.front)}`,
      );
    }
    case 'transfer':
      return L(
        lang,
        `Transfer ${block(action.block)} to ${entryName(action.to)}`,
        `Μετέφερε το ${block(action.block)} στο ${entryName(action.to)}`,
      );
    case 'march': {
      const mounted = action.mounted === true ? L(lang, ', mounted', ', έφιππο') : '';
      if (action.exit !== undefined)
        return L(
          lang,
          `March ${block(action.block)}${mounted} off the map through ${area(action.exit)}`,
          `Πορεία του ${block(action.block)}${mounted} έξω από τον χάρτη μέσω της περιοχής ${area(action.exit)}`,
        );
      return L(
        lang,
        `March ${block(action.block)}${mounted} to ${pos(action.to)}, facing ${area(action.front)}`,
        `Πορεία του ${block(action.block)}${mounted} στη θέση ${pos(action.to)}, στραμμένο προς ${area(action.front)}`,
      );
    }
    case 'face':
      return L(
        lang,
        `Turn ${block(action.block)} to face ${area(action.front)}`,
        `Στρέψε το ${block(action.block)} προς ${area(action.front)}`,
      );
    case 'march-token':
      return L(
        lang,
        `Spend a ${marchTokenName(lang)}: +1 step for the next three marches`,
        'Ξόδεψε έναν δείκτη Πορείας / Έργων Πεδίου: +1 βήμα στις επόμενες τρεις πορείες',
      );
    case 'field-works':
      return L(
        lang,
        `Build field works on ${pos(action.position)}, facing ${area(action.front)}`,
        `Κατασκεύασε έργα πεδίου στη θέση ${pos(action.position)}, στραμμένα προς ${area(action.front)}`,
      );
    case 'depart':
      return L(
        lang,
        `Remove ${block(action.block)} from play`,
        `Απόσυρε το ${block(action.block)} από το παιχνίδι`,
      );
    case 'forgo':
      return L(
        lang,
        'Forgo the next three reinforcement blocks',
        'Παραιτήσου από τα επόμενα τρία πλακάκια ενισχύσεων',
      );
    case 'move-objective': {
      const from = asView(view)?.objectives?.[num(action.objective)]?.area;
      return from === undefined
        ? L(
            lang,
            `Move an objective to ${area(action.to)}`,
            `Μετακίνησε έναν στόχο στην περιοχή ${area(action.to)}`,
          )
        : L(
            lang,
            `Move the objective in ${area(from)} to ${area(action.to)}`,
            `Μετακίνησε τον στόχο της περιοχής ${area(from)} στην περιοχή ${area(action.to)}`,
          );
    }
    default: {
      const fields = Object.entries(action)
        .filter(([k, v]) => k !== 'type' && v !== null && typeof v !== 'object')
        .map(([, v]) => str(v));
      return [readableId(action.type), ...fields].join(' ');
    }
  }
}

/** `done` names what it ends: the step the view is in. */
function doneText(view: Json, lang: Lang): string {
  const v = asView(view);
  const phase = v?.phase;
  if (phase?.kind === 'objectives') return L(lang, 'End the objective moves', 'Τέλος κινήσεων στόχων');
  if (phase?.kind !== 'action') return L(lang, 'Done', 'Τέλος');
  if (v?.attack?.step === 'withdraw')
    return L(
      lang,
      'The losing attackers stay where they are',
      'Οι ηττημένοι επιτιθέμενοι μένουν στη θέση τους',
    );
  switch (phase.step) {
    case 'withdrawal':
      return L(lang, 'End the withdrawals', 'Τέλος υποχωρήσεων');
    case 'attack':
      return L(lang, 'End the attacks', 'Τέλος επιθέσεων');
    case 'reinforcement':
      return v && phase.hour + 1 < v.turn.hours
        ? L(lang, `End hour ${phase.hour + 1} of the turn`, `Τέλος της ώρας ${phase.hour + 1} του γύρου`)
        : L(lang, 'End the reinforcement moves', 'Τέλος εισόδου ενισχύσεων');
    case 'march':
      return L(lang, 'End the march moves', 'Τέλος πορειών');
    case 'field-works':
      return L(lang, 'No more field works', 'Τέλος έργων πεδίου');
    default:
      return L(lang, 'Done', 'Τέλος');
  }
}

// ---- decisions

/** What the player deciding now must do, in words. */
export function describeDecision(decision: Decision, view: Json, _t: T, lang: Lang): string {
  const v = asView(view);
  const pos = (p: unknown) => positionName(p, view, lang);
  switch (decision.kind) {
    case 'place-buford':
      return L(
        lang,
        'Place a Buford block on a position, facing an area; not where it would block Confederate reinforcements',
        'Τοποθέτησε ένα πλακάκι του Buford σε μια θέση, στραμμένο προς μια περιοχή· όχι εκεί που θα εμπόδιζε τις ενισχύσεις της Ομοσπονδίας',
      );
    case 'duration': {
      const max = /1 to (\d+)/.exec(decision.prompt)?.[1] ?? '1';
      return L(
        lang,
        `As Second Player, choose the turn’s length: 1 to ${max} hours`,
        `Ως δεύτερος παίκτης, διάλεξε τη διάρκεια του γύρου: 1 έως ${max} ώρες`,
      );
    }
    case 'orders':
      return L(
        lang,
        'Declare your general orders for the next turn',
        'Δήλωσε τις γενικές εντολές σου για τον επόμενο γύρο',
      );
    case 'field-works':
      return L(
        lang,
        'Night: place March / Field Works tokens as field works on your positions, or finish',
        'Νύχτα: τοποθέτησε δείκτες Πορείας / Έργων Πεδίου ως έργα πεδίου στις θέσεις σου, ή τελείωσε',
      );
    case 'night-departure':
      return L(
        lang,
        'Night of 1 July: remove two full-strength blocks in play, or forgo your next three reinforcement blocks',
        'Νύχτα της 1ης Ιουλίου: απόσυρε δύο πλακάκια πλήρους δύναμης, ή παραιτήσου από τα επόμενα τρία πλακάκια ενισχύσεων',
      );
    case 'move-objective': {
      const n = v?.phase.kind === 'objectives' ? v.phase.movesLeft : 0;
      return L(
        lang,
        `Move Union objectives one area each: ${n} ${n === 1 ? 'move' : 'moves'} left`,
        `Μετακίνησε στόχους της Ένωσης μία περιοχή ο καθένας: ${n} ${n === 1 ? 'κίνηση απομένει' : 'κινήσεις απομένουν'}`,
      );
    }
    case 'return-tokens': {
      const r = v?.tokenReturn;
      const n = r?.count ?? 0;
      if (n === 0)
        return L(
          lang,
          'You may return more Tray tokens to your Return stack, or stop',
          'Μπορείς να επιστρέψεις κι άλλους δείκτες της βάσης σου στη Στοίβα Επιστροφής, ή να σταματήσεις',
        );
      return L(
        lang,
        `Put ${n} Tray ${n === 1 ? 'token' : 'tokens'} face down on your Return stack${r?.atLeast ? ' (at least)' : ''}`,
        `Βάλε ${n} ${n === 1 ? 'δείκτη' : 'δείκτες'} της βάσης σου ανάποδα στη Στοίβα Επιστροφής${r?.atLeast ? ' (τουλάχιστον)' : ''}`,
      );
    }
    case 'offer-replacements': {
      const b = v?.reductions?.[0]?.block;
      return L(
        lang,
        `${b ? blockName(b, lang) : 'A block'} is reduced: offer two reduced blocks of its command; your opponent picks one blind`,
        `Το ${b ? blockName(b, lang) : 'πλακάκι'} μειώνεται: πρόσφερε δύο μειωμένα πλακάκια της διοίκησής του· ο αντίπαλος διαλέγει ένα στα τυφλά`,
      );
    }
    case 'pick-replacement': {
      const command = /face-down (\S+) blocks/.exec(decision.prompt)?.[1];
      const name = command ? commandName(command) : '';
      return L(
        lang,
        `Pick one of the two face-down ${name} blocks offered to replace the reduced one`,
        `Διάλεξε ένα από τα δύο κρυφά πλακάκια ${name} που προσφέρθηκαν για να αντικαταστήσει το μειωμένο`,
      );
    }
    case 'withdraw': {
      const must = v?.mustWithdraw?.length ?? 0;
      return must > 0
        ? L(lang, `Mandatory withdrawals: ${must} left`, `Υποχρεωτικές υποχωρήσεις: απομένουν ${must}`)
        : L(lang, 'Voluntary withdrawals, or finish', 'Εθελοντικές υποχωρήσεις, ή τελείωσε');
    }
    case 'attack-declaration':
      return v?.attack
        ? L(
            lang,
            'Build the attack: add blocks and paths, choose the leads, then declare or cancel',
            'Συγκρότησε την επίθεση: πρόσθεσε πλακάκια και διαδρομές, διάλεξε ποια ηγούνται, και δήλωσε ή ακύρωσε',
          )
        : L(lang, 'Declare an attack, or end the attacks', 'Δήλωσε μια επίθεση, ή τελείωσε τις επιθέσεις');
    case 'defender-artillery':
      return L(
        lang,
        'Step 2: play artillery face down to support the defense, then finish',
        'Βήμα 2: παίξε πυροβολικό ανάποδα για υποστήριξη της άμυνας, και τελείωσε',
      );
    case 'attacker-artillery':
      return L(
        lang,
        'Step 3: play artillery and commit at least one token for each block moving into an enemy position',
        'Βήμα 3: παίξε πυροβολικό και δέσμευσε τουλάχιστον έναν δείκτη για κάθε πλακάκι που κινείται σε εχθρική θέση',
      );
    case 'bombard':
      return L(
        lang,
        'Step 5: choose each artillery position’s bombardment target',
        'Βήμα 5: διάλεξε τον στόχο βομβαρδισμού κάθε θέσης πυροβολικού',
      );
    case 'bombard-hit':
      return L(
        lang,
        'Step 5: choose the enemy token your bombardment hits',
        'Βήμα 5: διάλεξε ποιον εχθρικό δείκτη χτυπά ο βομβαρδισμός σου',
      );
    case 'support':
      return L(
        lang,
        'Step 6: choose the defense position each of your artillery positions supports',
        'Βήμα 6: διάλεξε ποια θέση άμυνας υποστηρίζει κάθε θέση πυροβολικού σου',
      );
    case 'close-combat-order':
      return L(
        lang,
        'Step 8: choose where close combat is fought first',
        'Βήμα 8: διάλεξε πού γίνεται πρώτα η κοντινή μάχη',
      );
    case 'defensive-lead': {
      const at = v?.attack?.combatAt;
      return L(
        lang,
        `Step 8: choose and reveal the block that leads your defense${at ? ` on ${pos(at)}` : ''}`,
        `Βήμα 8: διάλεξε και αποκάλυψε το πλακάκι που ηγείται της άμυνάς σου${at ? ` στη θέση ${pos(at)}` : ''}`,
      );
    }
    case 'attack-withdrawal':
      return L(
        lang,
        'Step 9: the attack failed; withdraw every attacking block',
        'Βήμα 9: η επίθεση απέτυχε· υποχώρησε όλα τα επιτιθέμενα πλακάκια',
      );
    case 'reinforcement': {
      const hour = v?.phase.kind === 'action' ? v.phase.hour + 1 : 1;
      const of = v?.turn.hours ?? 1;
      return L(
        lang,
        `Hour ${hour} of ${of}: enter or transfer reinforcements, or go on`,
        `Ώρα ${hour} από ${of}: είσοδος ή μεταφορά ενισχύσεων, ή συνέχισε`,
      );
    }
    case 'march':
      return L(
        lang,
        'March moves and facings, or finish',
        'Κινήσεις πορείας και προσανατολισμός, ή τελείωσε',
      );
    default:
      return decision.prompt;
  }
}

/** What the other side is doing now, for the one who waits. */
export function describeWaiting(decision: Decision, view: Json, t: T, lang: Lang): string {
  const who = armySubject(decision.seat, lang);
  const doing: Record<string, [string, string]> = {
    'place-buford': ['is placing Buford', 'τοποθετεί τον Buford'],
    duration: ['is choosing the turn’s length', 'διαλέγει τη διάρκεια του γύρου'],
    orders: ['is declaring general orders', 'δηλώνει γενικές εντολές'],
    'field-works': ['is building field works', 'κατασκευάζει έργα πεδίου'],
    'night-departure': ['is choosing what leaves for the night', 'διαλέγει τι αποχωρεί τη νύχτα'],
    'move-objective': ['is moving objectives', 'μετακινεί στόχους'],
    'return-tokens': ['is returning Tray tokens', 'επιστρέφει δείκτες της βάσης'],
    'offer-replacements': ['is offering replacements', 'προσφέρει αντικαταστάτες'],
    'pick-replacement': ['is picking a replacement blind', 'διαλέγει αντικαταστάτη στα τυφλά'],
    withdraw: ['is withdrawing', 'υποχωρεί'],
    'attack-declaration': ['is planning an attack', 'σχεδιάζει επίθεση'],
    'defender-artillery': ['is placing defensive artillery', 'τοποθετεί αμυντικό πυροβολικό'],
    'attacker-artillery': ['is placing artillery for the attack', 'τοποθετεί πυροβολικό για την επίθεση'],
    bombard: ['is choosing bombardment targets', 'διαλέγει στόχους βομβαρδισμού'],
    'bombard-hit': ['is choosing a token to hit', 'διαλέγει δείκτη για χτύπημα'],
    support: ['is directing defensive fire', 'κατευθύνει τα αμυντικά πυρά'],
    'close-combat-order': ['is choosing where to fight first', 'διαλέγει πού θα γίνει πρώτα η μάχη'],
    'defensive-lead': ['is choosing a defensive lead', 'διαλέγει ποιο πλακάκι ηγείται της άμυνας'],
    'attack-withdrawal': ['is withdrawing its attackers', 'υποχωρεί τους επιτιθέμενους'],
    reinforcement: ['is bringing in reinforcements', 'φέρνει ενισχύσεις'],
    march: ['is marching', 'κάνει πορείες'],
  };
  const words = doing[decision.kind];
  if (!words) return `${who}: ${describeDecision(decision, view, t, lang)}`;
  return `${who} ${L(lang, words[0], words[1])}`;
}
