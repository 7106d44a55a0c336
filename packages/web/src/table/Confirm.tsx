/**
 * Actions that cannot be undone (a card played, dice rolled: the game's `confirmation` says which) are
 * held until the player confirms them: the confirm bar names the action; a second click on the same thing,
 * Enter or Confirm sends it, Escape or Cancel drops it, and any other action replaces it. The keyboard
 * focus goes to the bar while it is up, and back to where the player was (or the decision) after it.
 */
import type { Action } from '@wargame/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Confirmation } from '../games/types.ts';
import type { T } from '../i18n/index.tsx';
import './flow.css';

/** An action's identity, whatever the order of its fields. */
export function actionKey(action: Action): string {
  return JSON.stringify(action, Object.keys(action).sort());
}

export interface Held {
  action: Action;
  confirmation: Confirmation;
}

export interface Confirmer {
  held: Held | null;
  /** What the board, the hand and the buttons call: holds an action that needs confirming, sends the rest. */
  onAct(action: Action): void;
  confirm(): void;
  cancel(): void;
}

/** An element to give the focus back to, if it is still on the page and can take it. */
function focusable(el: Element | null): el is HTMLElement | SVGElement {
  return (
    el !== null &&
    el !== document.body &&
    el.isConnected &&
    typeof (el as HTMLElement).focus === 'function' &&
    !(el as HTMLButtonElement).disabled
  );
}

export function useConfirm({
  confirmation,
  send,
  position,
  fallbackFocus,
}: {
  /** Null: the action is sent at once. */
  confirmation(action: Action): Confirmation | null;
  send(action: Action): void;
  /** The position the actions belong to (the version): a new one drops what is held. */
  position: number;
  /** Where the focus goes after the bar when the element it came from is gone. */
  fallbackFocus(): HTMLElement | null;
}): Confirmer {
  const [held, setHeld] = useState<(Held & { key: string }) | null>(null);
  const heldRef = useRef(held);
  heldRef.current = held;
  const returnTo = useRef<Element | null>(null);
  const fallback = useRef(fallbackFocus);
  fallback.current = fallbackFocus;

  /**
   * After React has drawn what follows, a focus that was lost (its element gone, e.g. the card played)
   * goes back to where the player was, or to the decision; a focus still somewhere is left alone.
   */
  const keepFocus = useCallback((back: Element | null) => {
    setTimeout(() => {
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      if (focusable(back)) back.focus({ preventScroll: true });
      else fallback.current()?.focus({ preventScroll: true });
    }, 0);
  }, []);

  const close = useCallback(() => {
    heldRef.current = null;
    setHeld(null);
    const back = returnTo.current;
    returnTo.current = null;
    keepFocus(back);
  }, [keepFocus]);

  const sendHeld = useCallback(() => {
    const current = heldRef.current;
    if (!current) return;
    close();
    send(current.action);
  }, [close, send]);

  /** Send at once; an element that had the focus (a button that goes with the action) hands it on. */
  const sendNow = useCallback(
    (action: Action) => {
      const before = document.activeElement;
      send(action);
      if (before && before !== document.body) keepFocus(before);
    },
    [send, keepFocus],
  );

  const onAct = useCallback(
    (action: Action) => {
      const key = actionKey(action);
      if (heldRef.current?.key === key) {
        sendHeld();
        return;
      }
      const asked = confirmation(action);
      if (asked) {
        if (!heldRef.current) returnTo.current = document.activeElement;
        const next = { action, confirmation: asked, key };
        heldRef.current = next;
        setHeld(next);
        return;
      }
      if (heldRef.current) {
        heldRef.current = null;
        setHeld(null);
        returnTo.current = null;
      }
      sendNow(action);
    },
    [confirmation, sendNow, sendHeld],
  );

  // A new position (the opponent moved, a takeback) makes the held action stale.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new position drops it
  useEffect(() => {
    if (heldRef.current) close();
  }, [position]);

  // Enter confirms, Escape cancels — unless the key belongs to something else (a focused button or field,
  // or a handler that took it).
  useEffect(() => {
    if (!held) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const target = e.target as Element | null;
      if (e.key === 'Escape') {
        e.preventDefault();
        close();
      } else if (e.key === 'Enter') {
        if (target?.closest('button, a, input, select, textarea, summary')) return;
        e.preventDefault();
        sendHeld();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [held, close, sendHeld]);

  return { held, onAct, confirm: sendHeld, cancel: close };
}

export function ConfirmBar({
  held,
  onConfirm,
  onCancel,
  t,
}: {
  held: Held;
  onConfirm(): void;
  onCancel(): void;
  t: T;
}) {
  const yes = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new held action takes the focus
  useEffect(() => {
    yes.current?.focus({ preventScroll: true });
  }, [held]);
  const warning = held.confirmation.warning === true;
  return (
    <section
      className={`confirm-bar${warning ? ' warning' : ''}`}
      aria-label={held.confirmation.text}
      data-testid="confirm-bar"
      data-warning={warning ? 'true' : undefined}
    >
      <span className="confirm-text" role={warning ? 'alert' : 'status'}>
        {warning ? <span aria-hidden="true">⚠ </span> : null}
        {held.confirmation.text}
      </span>
      <span className="confirm-hint muted small">{t('flow.confirmHint')}</span>
      <span className="confirm-buttons">
        <button type="button" onClick={onCancel} data-testid="confirm-no">
          {t('app.cancel')}
        </button>
        <button type="button" className="primary" ref={yes} onClick={onConfirm} data-testid="confirm-yes">
          {t('app.confirm')}
        </button>
      </span>
    </section>
  );
}
