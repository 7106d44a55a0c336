/**
 * The viewer's command cards (name and our own short text), the opponent's hand as card backs, the top of
 * the discards and the size of the draw pile. A playable card is highlighted; clicking it plays it.
 */
import type { AncientsView } from '@wargame/ancients';
import type { Json, Viewer } from '@wargame/engine';
import type { Lang, T } from '../../i18n/index.tsx';
import type { BoardProps } from '../types.ts';
import { cardInfo, kindOf } from './data.ts';
import { armyName, cardName, cardText } from './describe.ts';
import { interact } from './interaction.ts';
import { Helmet } from './symbols.tsx';

type Side = 'top' | 'bottom';
const other = (side: Side): Side => (side === 'top' ? 'bottom' : 'top');

export function AncientsHand({ view: viewJson, viewer, legal, onAct, t, lang }: BoardProps) {
  const view = viewJson as unknown as AncientsView;
  const interaction = interact(legal, view, null);
  const mine: Side = viewer === 'top' ? 'top' : 'bottom';
  const opponent = other(mine);
  const hand = viewer === 'spectator' ? (view.hands?.[mine] ?? null) : (view.hands?.[mine] ?? []);
  const theirs = view.hands?.[opponent] ?? null;
  const discardTop = view.discard?.[view.discard.length - 1];
  return (
    <div className="hand-row">
      <section className="hand" aria-label={t('ancients.hand')} data-side={mine}>
        {hand ? (
          hand.map((card) => {
            const action = interaction.cards.get(card);
            const sameKind = [...interaction.cards.entries()].find(([c]) => kindOf(c) === kindOf(card))?.[1];
            const chosen = action ?? sameKind;
            return (
              <Card
                key={card}
                card={card}
                lang={lang}
                t={t}
                playable={chosen !== undefined}
                onPlay={() => {
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
                <Card key={card} card={card} lang={lang} t={t} small />
              ))}
            </div>
          </div>
        ) : (
          <HiddenHand view={view} side={opponent} t={t} lang={lang} />
        )}
        <div className="pile">
          <div className="pile-label">{t('ancients.discard')}</div>
          {discardTop ? (
            <Card card={discardTop} lang={lang} t={t} small />
          ) : (
            <div className="muted small">{t('ancients.discardEmpty')}</div>
          )}
        </div>
        <div className="pile deck" title={t('ancients.deck', { n: view.deckSize ?? 0 })}>
          <div className="card-back">{view.deckSize ?? 0}</div>
          <div className="pile-label">{t('ancients.deck', { n: view.deckSize ?? 0 })}</div>
        </div>
      </div>
    </div>
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
  onPlay,
}: {
  card: string;
  lang: Lang;
  t: T;
  playable?: boolean;
  small?: boolean;
  onPlay?: () => void;
}) {
  const info = cardInfo(card);
  const group = info?.group ?? 'tactic';
  const className = `card group-${group}${playable ? ' playable' : ''}${small ? ' small' : ''}`;
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
  if (onPlay && playable) {
    return (
      <button
        type="button"
        className={className}
        data-card={card}
        onClick={onPlay}
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
