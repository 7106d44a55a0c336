/**
 * A zoomable, pannable SVG surface: mouse wheel and pinch zoom about the pointer, drag (mouse, pen or one
 * finger) to pan, buttons to zoom and to go back to the starting view. A drag never counts as a click on
 * what is under it.
 *
 * Issue 16: on a small screen the board starts zoomed in so that its smallest touch target (`touchTarget`,
 * in board units: a hex) is at least MIN_TOUCH_PX wide; the zoom buttons sit in a strip of their own
 * beside or above the drawing (whichever leaves the drawing larger), never over it; and the board is
 * played from the keyboard (board-keys.ts): one tab stop, arrows between its targets, Enter to act, a
 * focus ring drawn over the pieces, the view following the focus.
 */
import { type ReactNode, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { T } from '../i18n/index.tsx';
import {
  entryTarget,
  focusQuietly,
  handleBoardKey,
  KEY_TARGET,
  keyTargets,
  nearestTo,
  targetOf,
} from './board-keys.ts';

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const DRAG_THRESHOLD = 6;
/** The smallest width (px) a board's touch target has at the starting zoom. */
export const MIN_TOUCH_PX = 40;
/** The zoom strip's thickness (px), for choosing its side before it is drawn. */
const STRIP_PX = 52;

export interface Camera {
  zoom: number;
  cx: number;
  cy: number;
}

export interface Size {
  w: number;
  h: number;
}

/** Pixels per board unit at zoom 1: the whole board fits the surface. */
export function fitScale(surface: Size, board: Size): number {
  if (surface.w <= 0 || surface.h <= 0) return 1;
  return Math.min(surface.w / board.w, surface.h / board.h);
}

/** The starting zoom: 1 (the whole board) unless that makes the touch target smaller than MIN_TOUCH_PX. */
export function startZoom(surface: Size, board: Size, touchTarget: number | undefined): number {
  if (!touchTarget || surface.w <= 0) return MIN_ZOOM;
  const needed = MIN_TOUCH_PX / (touchTarget * fitScale(surface, board));
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, needed));
}

/** Where the zoom strip goes: beside the drawing or above it, whichever leaves the drawing larger. */
export function stripSide(area: Size, board: Size, strip = STRIP_PX): 'right' | 'top' {
  const right = fitScale({ w: area.w - strip, h: area.h }, board);
  const top = fitScale({ w: area.w, h: area.h - strip }, board);
  return top > right ? 'top' : 'right';
}

/** The part of the board on screen: the surface's shape, at the camera's zoom, about its centre. */
export function viewOf(
  camera: Camera,
  surface: Size,
  board: Size,
): { x: number; y: number; w: number; h: number } {
  const scale = fitScale(surface, board) * camera.zoom;
  const w = surface.w > 0 ? surface.w / scale : board.w;
  const h = surface.h > 0 ? surface.h / scale : board.h;
  return { x: camera.cx - w / 2, y: camera.cy - h / 2, w, h };
}

/** Keep the zoom in range and the view on the board (centred where the board is smaller than the view). */
export function clampCamera(camera: Camera, surface: Size, board: Size): Camera {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, camera.zoom));
  const { w, h } = viewOf({ ...camera, zoom }, surface, board);
  const axis = (c: number, view: number, size: number) =>
    view >= size ? size / 2 : Math.min(size - view / 2, Math.max(view / 2, c));
  return { zoom, cx: axis(camera.cx, w, board.w), cy: axis(camera.cy, h, board.h) };
}

/** Zoom by `factor` keeping the board point (px, py) where it is on screen. */
export function zoomAbout(
  camera: Camera,
  factor: number,
  px: number,
  py: number,
  surface: Size,
  board: Size,
): Camera {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, camera.zoom * factor));
  const k = camera.zoom / zoom;
  return clampCamera({ zoom, cx: px + (camera.cx - px) * k, cy: py + (camera.cy - py) * k }, surface, board);
}

interface Ring {
  x: number;
  y: number;
  w: number;
  h: number;
}

export function ZoomPan({
  width,
  height,
  children,
  t,
  label,
  touchTarget,
}: {
  width: number;
  height: number;
  children: ReactNode;
  t: T;
  label: string;
  /** The width (board units) of the smallest thing one taps, e.g. a hex: the starting zoom keeps it usable. */
  touchTarget?: number;
}) {
  const board: Size = { w: width, h: height };
  const [camera, setCamera] = useState<Camera>({ zoom: 1, cx: width / 2, cy: height / 2 });
  const [surface, setSurface] = useState<Size>({ w: 0, h: 0 });
  const [strip, setStrip] = useState<'right' | 'top'>('right');
  const [inside, setInside] = useState(false);
  const [ring, setRing] = useState<Ring | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ dragging: boolean; startX: number; startY: number; pinch: number | null }>({
    dragging: false,
    startX: 0,
    startY: 0,
    pinch: null,
  });
  const suppressClick = useRef(false);
  /** The player moved the view: a resize no longer resets it. */
  const moved = useRef(false);
  /** The key target focused last, and where (board units), to come back to. */
  const last = useRef<{ el: Element; x: number; y: number } | null>(null);
  const helpId = useId();

  const toBoard = useCallback((clientX: number, clientY: number) => {
    const svg = svgRef.current;
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return { x: clientX, y: clientY, scale: 1 };
    const point = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: point.x, y: point.y, scale: ctm.a || 1 };
  }, []);

  const startView = useCallback(
    (size: Size): Camera =>
      clampCamera(
        { zoom: startZoom(size, { w: width, h: height }, touchTarget), cx: width / 2, cy: height / 2 },
        size,
        { w: width, h: height },
      ),
    [width, height, touchTarget],
  );

  // The surface's size decides the strip's side and, until the player moves the view, the starting zoom.
  useLayoutEffect(() => {
    const box = boxRef.current;
    const svg = svgRef.current;
    if (!box || !svg) return;
    const measure = () => {
      const area = box.getBoundingClientRect();
      setStrip(stripSide({ w: area.width, h: area.height }, { w: width, h: height }));
      const r = svg.getBoundingClientRect();
      const size = { w: r.width, h: r.height };
      setSurface((s) => (s.w === size.w && s.h === size.h ? s : size));
      setCamera((c) => (moved.current ? clampCamera(c, size, { w: width, h: height }) : startView(size)));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(svg);
    return () => observer.disconnect();
  }, [width, height, startView]);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      moved.current = true;
      const p = toBoard(e.clientX, e.clientY);
      const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015));
      setCamera((c) => zoomAbout(c, factor, p.x, p.y, surface, { w: width, h: height }));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [toBoard, width, height, surface]);

  // ---- keyboard ------------------------------------------------------------------------------------------

  /** The focus ring over the focused target (in board units), when focus came from the keyboard. */
  const updateRing = useCallback(() => {
    const svg = svgRef.current;
    const active = document.activeElement;
    let next: Ring | null = null;
    if (svg && active && active !== svg && svg.contains(active) && active.hasAttribute(KEY_TARGET)) {
      if (active.matches(':focus-visible')) {
        const r = active.getBoundingClientRect();
        const a = toBoard(r.left, r.top);
        const b = toBoard(r.right, r.bottom);
        next = { x: a.x, y: a.y, w: b.x - a.x, h: b.y - a.y };
      }
    }
    setRing((current) => {
      if (!next) return current ? null : current;
      const same =
        current &&
        Math.abs(current.x - next.x) < 0.5 &&
        Math.abs(current.y - next.y) < 0.5 &&
        Math.abs(current.w - next.w) < 0.5 &&
        Math.abs(current.h - next.h) < 0.5;
      return same ? current : next;
    });
  }, [toBoard]);

  /** Focus lost because its element went (a unit eliminated): back to the target nearest where it was. */
  const recover = useCallback(() => {
    const svg = svgRef.current;
    const was = last.current;
    if (!svg || !was || was.el.isConnected) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== document.documentElement) return;
    const ctm = svg.getScreenCTM();
    const at = ctm ? new DOMPoint(was.x, was.y).matrixTransform(ctm) : { x: 0, y: 0 };
    const back = nearestTo({ x: at.x, y: at.y }, keyTargets(svg));
    if (back) focusQuietly(back);
  }, []);

  useLayoutEffect(() => {
    recover();
    updateRing();
    const svg = svgRef.current;
    if (inside && svg && !svg.contains(document.activeElement)) setInside(false);
  });

  /** Bring a focused target into view when it is (partly) off the visible board. */
  const reveal = (el: Element) => {
    const svg = svgRef.current;
    if (!svg) return;
    const r = el.getBoundingClientRect();
    const s = svg.getBoundingClientRect();
    if (r.left >= s.left && r.right <= s.right && r.top >= s.top && r.bottom <= s.bottom) return;
    const p = toBoard(r.left + r.width / 2, r.top + r.height / 2);
    moved.current = true;
    setCamera((c) => clampCamera({ ...c, cx: p.x, cy: p.y }, surface, { w: width, h: height }));
  };

  const onFocus = (e: React.FocusEvent<SVGSVGElement>) => {
    const svg = svgRef.current;
    if (!svg) return;
    if (e.target === svg) {
      // Tabbed into the board: on to its target (the one used last, else a highlighted one).
      const entry = entryTarget(svg, last.current?.el ?? null);
      if (entry) focusQuietly(entry);
      return;
    }
    const target = targetOf(svg, e.target);
    if (!target) return;
    const r = target.getBoundingClientRect();
    const p = toBoard(r.left + r.width / 2, r.top + r.height / 2);
    last.current = { el: target, x: p.x, y: p.y };
    setInside(true);
    reveal(target);
  };

  const onBlur = (e: React.FocusEvent<SVGSVGElement>) => {
    const svg = svgRef.current;
    const to = e.relatedTarget;
    if (svg && to instanceof Node && svg.contains(to)) return;
    setInside(false);
    setRing(null);
    // Focus may be leaving because its element is being removed: look again once the page settles.
    if (to === null) setTimeout(recover, 0);
  };

  const zoomBy = (factor: number) => {
    moved.current = true;
    setCamera((c) => zoomAbout(c, factor, c.cx, c.cy, surface, board));
  };
  /** The whole board (the starting view may be zoomed in, on a small screen). */
  const fit = () => {
    moved.current = true;
    setCamera(clampCamera({ zoom: MIN_ZOOM, cx: width / 2, cy: height / 2 }, surface, board));
  };

  const onKeyDown = (e: React.KeyboardEvent<SVGSVGElement>) => {
    const svg = svgRef.current;
    if (!svg) return;
    if (handleBoardKey(svg, e)) {
      e.preventDefault();
      return;
    }
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === '+' || e.key === '=') zoomBy(1.3);
    else if (e.key === '-') zoomBy(1 / 1.3);
    else if (e.key === '0') fit();
    else return;
    e.preventDefault();
  };

  // ---- pointer -------------------------------------------------------------------------------------------

  const onPointerDown = (e: React.PointerEvent<SVGSVGElement>) => {
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (pointers.current.size === 1) {
      gesture.current = { dragging: false, startX: e.clientX, startY: e.clientY, pinch: null };
      suppressClick.current = false;
    } else if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()];
      gesture.current.pinch = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      gesture.current.dragging = true;
      suppressClick.current = true;
    }
  };

  const onPointerMove = (e: React.PointerEvent<SVGSVGElement>) => {
    const previous = pointers.current.get(e.pointerId);
    if (!previous) return;
    const current = { x: e.clientX, y: e.clientY };
    pointers.current.set(e.pointerId, current);
    const g = gesture.current;
    if (pointers.current.size >= 2 && g.pinch !== null) {
      const [a, b] = [...pointers.current.values()];
      const distance = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      const mid = toBoard((a!.x + b!.x) / 2, (a!.y + b!.y) / 2);
      const factor = distance / (g.pinch || distance);
      g.pinch = distance;
      moved.current = true;
      setCamera((c) => zoomAbout(c, factor, mid.x, mid.y, surface, board));
      return;
    }
    if (!g.dragging && Math.hypot(current.x - g.startX, current.y - g.startY) > DRAG_THRESHOLD) {
      g.dragging = true;
      suppressClick.current = true;
      svgRef.current?.setPointerCapture?.(e.pointerId);
    }
    if (g.dragging) {
      const scale = toBoard(current.x, current.y).scale;
      const dx = (current.x - previous.x) / scale;
      const dy = (current.y - previous.y) / scale;
      moved.current = true;
      setCamera((c) => clampCamera({ ...c, cx: c.cx - dx, cy: c.cy - dy }, surface, board));
    }
  };

  const onPointerUp = (e: React.PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) gesture.current.pinch = null;
    if (pointers.current.size === 0) gesture.current.dragging = false;
  };

  const onClickCapture = (e: React.MouseEvent) => {
    // Clicks made by the keyboard (Enter, Space: detail 0) are never a drag's end.
    if (suppressClick.current && e.detail !== 0) {
      e.stopPropagation();
      e.preventDefault();
      suppressClick.current = false;
    }
  };

  const view = viewOf(camera, surface, board);
  const ringPad = 4 / (fitScale(surface, board) * camera.zoom);

  return (
    <div ref={boxRef} className={`zoompan strip-${strip}`} data-zoom={camera.zoom.toFixed(2)}>
      <div className="zoompan-view">
        <svg
          ref={svgRef}
          className="zoompan-surface"
          viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
          preserveAspectRatio="xMidYMid meet"
          role="application"
          aria-label={label}
          aria-describedby={helpId}
          tabIndex={inside ? -1 : 0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onClickCapture={onClickCapture}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          {children}
          {ring ? (
            <g className="key-focus" pointerEvents="none">
              <rect
                x={ring.x - ringPad}
                y={ring.y - ringPad}
                width={ring.w + 2 * ringPad}
                height={ring.h + 2 * ringPad}
                rx={6 * ringPad}
                className="key-focus-outer"
              />
              <rect
                x={ring.x - ringPad}
                y={ring.y - ringPad}
                width={ring.w + 2 * ringPad}
                height={ring.h + 2 * ringPad}
                rx={6 * ringPad}
                className="key-focus-inner"
              />
            </g>
          ) : null}
        </svg>
      </div>
      <div className="zoompan-controls" role="toolbar" aria-label={t('table.zoomBar')}>
        <button
          type="button"
          onClick={() => zoomBy(1.3)}
          title={t('table.zoomIn')}
          aria-label={t('table.zoomIn')}
        >
          +
        </button>
        <button
          type="button"
          onClick={() => zoomBy(1 / 1.3)}
          title={t('table.zoomOut')}
          aria-label={t('table.zoomOut')}
        >
          −
        </button>
        <button type="button" onClick={fit} title={t('table.zoomReset')} aria-label={t('table.zoomReset')}>
          ⤢
        </button>
      </div>
      <p id={helpId} className="visually-hidden">
        {t('board.keys')}
      </p>
    </div>
  );
}
