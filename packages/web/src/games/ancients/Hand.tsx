/**
 * The viewer's command cards (name and our own short text), the opponent's hand as card backs, the card in
 * play (or, between turns, the top of the discards) and the size of the draw pile. A playable card is
 * outlined.
 *
 * A click or tap on any card selects it: its full text opens above the hand, with a Play button when it
 * may be played. A click on a playable card also asks the table to play it, which the table confirms
 * (issue 16: a card is an undo boundary): a second click on the card, the Play button, Enter or the
 * table's Confirm plays it.
 */
import type { AncientsView } from '@wargame/ancients';
import type { Action, Json, Viewer } from '@wargame/engine';
import { useEffect, useState } from 'react';
import type { Lang, T } from '../../i18n/index.tsx';
import type { BoardProps } from '../types.ts';
import { cardInfo, kindOf } from './data.ts';
import { armyName, cardName, cardText } from './describe.ts';
import { interact } from './interaction.ts';
import { Helmet } from './symbols.tsx';
import './hand.css';

type Side = 'top' | 'bottom';
const other = (side: Side): Side => (side === 'top' ? 'bottom' : 'top');

/** The play action for a card in hand: its own, or that of an identical card (one action per kind, 6). */
export function playActionFor(cards: ReadonlyMap<string, Action>, card: string): Action | undefined {
  const own = cards.get(card);
  if (own) return own;
  for (const [c, action] of cards) if (kindOf(c) === kindOf(card)) return action;
  return undefined;
}

export function AncientsHand({ view: viewJson, viewer, legal, onAct, t, lang }: BoardProps) {
  const view = viewJson as unknown as AncientsView;
  const interaction = interact(legal, view, null);
  const mine: Side = viewer === 'top' ? 'top' : 'bottom';
  const opponent = other(mine);
  const hand = viewer === 'spectator' ? (view.hands?.[mine] ?? null) : (view.hands?.[mine] ?? []);
  const theirs = view.hands?.[opponent] ?? null;
  const discardTop = view.discard?.[view.discard.length - 1];
  const inPlay = view.turn?.plan?.card ?? null;
  // The selected card, and whether it was picked in the viewer's hand (it closes once played).
  const [selected, setSelected] = useState<{ card: string; fromHand: boolean } | null>(null);

  const others = new Set<string>(theirs ?? []);
  if (inPlay) others.add(inPlay);
  if (discardTop) others.add(discardTop);
  const shown =
    selected && (selected.fromHand ? hand?.includes(selected.card) === true : others.has(selected.card))
      ? selected.card
      : null;
  const selectedAction = shown && hand?.includes(shown) ? playActionFor(interaction.cards, shown) : undefined;

  useEffect(() => {
    if (!shown) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setSelected(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [shown]);

  const pick = (card: string, fromHand = false) => setSelected({ card, fromHand });

  return (
    <div className="hand-row">
      <section className="hand" aria-label={t('ancients.hand')} data-side={mine}>
        {hand ? (
          hand.map((card) => {
            const chosen = playActionFor(interaction.cards, card);
            return (
              <Card
                key={card}
                card={card}
                lang={lang}
                t={t}
                playable={chosen !== undefined}
                selected={shown === card}
                onPick={() => {
                  pick(card, true);
                  if (chosen) onAct(chosen);
                }}
              />
            );
          })
        ) : (
          <HiddenHand view={view} side={mine} t={t} lang={lang} />
        )}
      </section>
      <div className="hand-side">
        {theirs ? (
          <div className="revealed-hand" data-side={opponent}>
            <div className="pile-label">{armyName(view, opponent, lang)}</div>
            <div className="revealed-cards">
              {theirs.map((card) => (
                <Card
                  key={card}
                  card={card}
                  lang={lang}
                  t={t}
                  small
                  selected={shown === card}
                  onPick={() => pick(card)}
                />
              ))}
            </div>
          </div>
        ) : (
          <HiddenHand view={view} side={opponent} t={t} lang={lang} />
        )}
        {inPlay && view.turn ? (
          <div className="pile in-play" data-side={view.turn.side}>
            <div className="pile-label">
              {t('ancients.inPlay', { army: armyName(view, view.turn.side, lang) })}
            </div>
            <Card
              card={inPlay}
              lang={lang}
              t={t}
              small
              selected={shown === inPlay}
              onPick={() => pick(inPlay)}
            />
          </div>
        ) : (
          <div className="pile discard">
            <div className="pile-label">{t('ancients.discard')}</div>
            {discardTop ? (
              <Card
                card={discardTop}
                lang={lang}
                t={t}
                small
                selected={shown === discardTop}
                onPick={() => pick(discardTop)}
              />
            ) : (
              <div className="muted small">{t('ancients.discardEmpty')}</div>
            )}
          </div>
        )}
        <div className="pile deck" title={t('ancients.deck', { n: view.deckSize ?? 0 })}>
          <div className="card-back">{view.deckSize ?? 0}</div>
          <div className="pile-label">{t('ancients.deck', { n: view.deckSize ?? 0 })}</div>
        </div>
      </div>
      {shown ? (
        <CardDetail
          card={shown}
          t={t}
          lang={lang}
          playable={selectedAction !== undefined}
          inHand={hand?.includes(shown) === true}
          onPlay={() => {
            if (selectedAction) onAct(selectedAction);
          }}
          onClose={() => setSelected(null)}
        />
      ) : null}
    </div>
  );
}

/** A selected card's full text, readable on any screen: the card's name, its whole text, Play and Close. */
function CardDetail({
  card,
  t,
  lang,
  playable,
  inHand,
  onPlay,
  onClose,
}: {
  card: string;
  t: T;
  lang: Lang;
  playable: boolean;
  inHand: boolean;
  onPlay(): void;
  onClose(): void;
}) {
  const info = cardInfo(card);
  return (
    <section
      className={`card-detail group-${info?.group ?? 'tactic'}${playable ? ' playable' : ''}`}
      data-card-detail={card}
      aria-label={t('ancients.cardDetail', { card: cardName(card, lang) })}
    >
      <div className="card-detail-head">
        <strong>{cardName(card, lang)}</strong>
        {playable ? (
          <button type="button" className="primary card-detail-play" data-play-card={card} onClick={onPlay}>
            {t('ancients.playCard')}
          </button>
        ) : null}
        <button type="button" className="card-detail-close" onClick={onClose} aria-label={t('app.close')}>
          ×
        </button>
      </div>
      <p className="card-detail-text">{cardText(card, lang)}</p>
      {info?.helmet ? <p className="card-detail-note">{t('ancients.helmet')}</p> : null}
      {!playable && inHand ? <p className="card-detail-note muted">{t('ancients.notPlayable')}</p> : null}
    </section>
  );
}

function HiddenHand({ view, side, t, lang }: { view: AncientsView; side: Side; t: T; lang: Lang }) {
  const n = view.handSizes?.[side] ?? 0;
  return (
    <div className="hidden-hand" title={t('ancients.handOf', { army: armyName(view, side, lang) })}>
      <div className="pile-label">{armyName(view, side, lang)}</div>
      <div className="backs">
        {Array.from({ length: n }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: face-down cards have no identity
          <div key={i} className="card-back mini" />
        ))}
      </div>
      <div className="muted small">{t('ancients.handHidden', { n })}</div>
    </div>
  );
}

export function Card({
  card,
  lang,
  t,
  playable = false,
  small = false,
  selected = false,
  onPick,
}: {
  card: string;
  lang: Lang;
  t: T;
  playable?: boolean;
  small?: boolean;
  selected?: boolean;
  /** A click or tap: select the card (and play it, for a playable card in hand). */
  onPick?: () => void;
}) {
  const info = cardInfo(card);
  const group = info?.group ?? 'tactic';
  const className = `card group-${group}${playable ? ' playable' : ''}${small ? ' small' : ''}${selected ? ' selected' : ''}`;
  const body = (
    <>
      <div className="card-head">
        <span className="card-name">{cardName(card, lang)}</span>
        {info?.helmet ? (
          <svg width="16" height="16" viewBox="0 0 24 24" aria-label={t('ancients.helmet')}>
            <title>{t('ancients.helmet')}</title>
            <Helmet x={12} y={12} size={22} />
          </svg>
        ) : null}
      </div>
      {small ? null : <div className="card-text">{cardText(card, lang)}</div>}
    </>
  );
  if (onPick) {
    return (
      <button
        type="button"
        className={className}
        data-card={card}
        data-playable={playable ? 'true' : undefined}
        aria-pressed={selected}
        onClick={onPick}
        title={cardText(card, lang)}
      >
        {body}
      </button>
    );
  }
  return (
    <div className={className} data-card={card} title={cardText(card, lang)}>
      {body}
    </div>
  );
}

export function AncientsStatus({
  view: viewJson,
  t,
  lang,
}: {
  view: Json;
  viewer: Viewer;
  t: T;
  lang: Lang;
}) {
  const view = viewJson as unknown as AncientsView;
  if (!view.turn) return null;
  const phaseKey = `ancients.phase.${view.phase}` as const;
  return (
    <span className="game-status">
      {t('ancients.turnOf', { n: view.turn.number, army: armyName(view, view.turn.side, lang) })}
      {view.phase ? ` · ${t(phaseKey)}` : ''}
      {view.turn.plan ? ` · ${cardName(view.turn.plan.card, lang)}` : ''}
    </span>
  );
}
