/**
 * A zoomable, pannable SVG surface: mouse wheel and pinch zoom about the pointer, drag (mouse, pen or one
 * finger) to pan, buttons to zoom and to fit. A drag never counts as a click on what is under it.
 */
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import type { T } from '../i18n/index.tsx';

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;
const DRAG_THRESHOLD = 6;

interface Camera {
  zoom: number;
  cx: number;
  cy: number;
}

export function clampCamera(camera: Camera, width: number, height: number): Camera {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, camera.zoom));
  const halfW = width / (2 * zoom);
  const halfH = height / (2 * zoom);
  return {
    zoom,
    cx: Math.min(width - halfW, Math.max(halfW, camera.cx)),
    cy: Math.min(height - halfH, Math.max(halfH, camera.cy)),
  };
}

/** Zoom by `factor` keeping the board point (px, py) where it is on screen. */
export function zoomAbout(
  camera: Camera,
  factor: number,
  px: number,
  py: number,
  width: number,
  height: number,
): Camera {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, camera.zoom * factor));
  const k = camera.zoom / zoom;
  return clampCamera({ zoom, cx: px + (camera.cx - px) * k, cy: py + (camera.cy - py) * k }, width, height);
}

export function ZoomPan({
  width,
  height,
  children,
  t,
  label,
}: {
  width: number;
  height: number;
  children: ReactNode;
  t: T;
  label: string;
}) {
  const [camera, setCamera] = useState<Camera>({ zoom: 1, cx: width / 2, cy: height / 2 });
  const svgRef = useRef<SVGSVGElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<{ dragging: boolean; startX: number; startY: number; pinch: number | null }>({
    dragging: false,
    startX: 0,
    startY: 0,
    pinch: null,
  });
  const suppressClick = useRef(false);

  const toBoard = useCallback((clientX: number, clientY: number) => {
    const svg = svgRef.current;
    const ctm = svg?.getScreenCTM();
    if (!svg || !ctm) return { x: clientX, y: clientY, scale: 1 };
    const point = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return { x: point.x, y: point.y, scale: ctm.a || 1 };
  }, []);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = toBoard(e.clientX, e.clientY);
      const factor = Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015));
      setCamera((c) => zoomAbout(c, factor, p.x, p.y, width, height));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [toBoard, width, height]);

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
      setCamera((c) => zoomAbout(c, factor, mid.x, mid.y, width, height));
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
      setCamera((c) => clampCamera({ ...c, cx: c.cx - dx, cy: c.cy - dy }, width, height));
    }
  };

  const onPointerUp = (e: React.PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(e.pointerId);
    if (pointers.current.size < 2) gesture.current.pinch = null;
    if (pointers.current.size === 0) gesture.current.dragging = false;
  };

  const onClickCapture = (e: React.MouseEvent) => {
    if (suppressClick.current) {
      e.stopPropagation();
      e.preventDefault();
      suppressClick.current = false;
    }
  };

  const w = width / camera.zoom;
  const h = height / camera.zoom;
  const zoomBy = (factor: number) => setCamera((c) => zoomAbout(c, factor, c.cx, c.cy, width, height));

  return (
    <div className="zoompan">
      <svg
        ref={svgRef}
        className="zoompan-surface"
        viewBox={`${camera.cx - w / 2} ${camera.cy - h / 2} ${w} ${h}`}
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-label={label}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClickCapture={onClickCapture}
      >
        {children}
      </svg>
      <div className="zoompan-controls">
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
        <button
          type="button"
          onClick={() => setCamera({ zoom: 1, cx: width / 2, cy: height / 2 })}
          title={t('table.zoomReset')}
          aria-label={t('table.zoomReset')}
        >
          ⤢
        </button>
      </div>
    </div>
  );
}
