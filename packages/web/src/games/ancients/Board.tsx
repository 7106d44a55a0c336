/**
 * The Ancients battlefield as SVG: terrain per hex, the section lines, units as blocks (type, strength,
 * side colour, elite star), leaders as small round blocks, banners per side; the legal actions highlighted,
 * and clicks turned into actions. The viewer's army is always at the bottom.
 */
import type { AncientsView } from '@wargame/ancients';
import { ALL_HEXES, DIRECTIONS, isHex, neighbourInDirection } from '@wargame/ancients/board';
import type { GameEvent } from '@wargame/engine';
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import type { Lang, T } from '../../i18n/index.tsx';
import { ZoomPan } from '../../table/ZoomPan.tsx';
import type { BoardProps } from '../types.ts';
import { UNIT_CHART } from './data.ts';
import { armyName, terrainName, unitTypeName } from './describe.ts';
import { type BoardInteraction, clickOnHex, clickOnPiece, interact, type Mark } from './interaction.ts';
import {
  BOARD_HEIGHT,
  BOARD_WIDTH,
  edgeCorners,
  edgeMidpoint,
  HEX_SIZE,
  hexCenter,
  hexPoints,
  isFlipped,
  MARGIN_Y,
  type Point,
  sectionLines,
} from './layout.ts';
import { leaderName } from './names.ts';
import { ClassSymbol, Helmet } from './symbols.tsx';
import './board.css';
import { starPoints } from '../../table/star.ts';

type Side = 'top' | 'bottom';
type Terrain = AncientsView['terrain'][string];
type Unit = AncientsView['units'][string];
type Leader = AncientsView['leaders'][string];

/**
 * The two armies' colours. Issue 16: they differ in lightness, not only in hue (a dark red-brown against a
 * pale blue, 6.4:1 in contrast, told apart in grayscale too), and each side's blocks have their own border
 * (`double`: the top army's blocks and leaders carry an inner line). `text` is drawn on `fill` (unit type,
 * strength pips), `helmet` the leader's helmet on his disc, `ordered` the border of an ordered piece.
 */
export const SIDE_COLOURS: Record<
  Side,
  { fill: string; dark: string; text: string; helmet: string; ordered: string; double: boolean }
> = {
  top: {
    fill: '#6b2a12',
    dark: '#2e1206',
    text: '#fff3e0',
    helmet: '#f0d68a',
    ordered: '#ffd84a',
    double: true,
  },
  bottom: {
    fill: '#b9cbe0',
    dark: '#13263d',
    text: '#13263d',
    helmet: '#6b4e00',
    ordered: '#b07800',
    double: false,
  },
};

/** Hex labels: dark on a light halo (12.9:1 whatever the terrain under them), drawn above lines and pieces. */
export const HEX_LABEL = { fill: '#2b2818', halo: '#f6efdc', minPx: 11, minSize: 12, maxSize: 18 } as const;

const TERRAIN_FILL: Record<string, string> = {
  clear: '#d9d6a4',
  hill: '#c9ad72',
  forest: '#9cbc7d',
  broken: '#cbb894',
  river: '#d9d6a4',
  lake: '#6fa3d6',
  sea: '#4a7fbf',
  steep: '#8f7353',
  camp: '#d2bf92',
  rampart: '#d9d6a4',
  marsh: '#a9c2a4',
};

const WATER = new Set(['river', 'lake', 'sea']);

export type Corner = 'bottom-right' | 'bottom-left' | 'top-left' | 'top-right';

/**
 * A mouse or pen over a hex shows its card; a finger does not hover: a tap that plays an action must not
 * leave a card over the board (a tap on something with nothing to do opens it, sticky, instead).
 */
/** Focus from the keyboard shows the card, as hovering does; the focus a click or tap gives does not. */
function focusBy(e: { currentTarget: Element }, onHover: (hex: string | null) => void, hex: string): void {
  if (keyboardFocus(e.currentTarget)) onHover(hex);
}

function keyboardFocus(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: show it, as before
  }
}

function hoverBy(
  e: { pointerType: string },
  onHover: (hex: string | null) => void,
  hex: string | null,
): void {
  if (e.pointerType !== 'touch') onHover(hex);
}

/** The room the hover card takes in a corner of the board area (its largest size, with a margin), in px. */
const INSPECTOR_BOX = { w: 320, h: 190 };

/**
 * Where the hover card opens so that it does not hide the hex under the pointer: the bottom right as
 * before, the bottom left when the pointer is where the card would be, the top when both bottom corners
 * would cover it (a narrow screen). The top right leaves room for the zoom buttons (board.css).
 */
export function inspectorCorner(
  point: { x: number; y: number },
  area: { w: number; h: number },
  box: { w: number; h: number } = INSPECTOR_BOX,
): Corner {
  const low = point.y > area.h - box.h;
  if (!low || point.x < area.w - box.w) return 'bottom-right';
  if (point.x > box.w) return 'bottom-left';
  return point.x > area.w / 2 ? 'top-left' : 'top-right';
}

export function AncientsBoard({
  view: viewJson,
  viewer,
  legal,
  onAct,
  recent,
  t,
  lang,
  preview,
  held,
}: BoardProps) {
  const view = viewJson as unknown as AncientsView;
  const flipped = isFlipped(viewer);
  const [selected, setSelected] = useState<string | null>(null);
  const [inspect, setInspect] = useState<{ hex: string; sticky: boolean; corner: Corner } | null>(null);
  // Where the pointer is in the board's area, so that the hover card opens away from it (issue 16).
  const pointer = useRef<{ x: number; y: number; w: number; h: number } | null>(null);
  const trackPointer = (e: { clientX: number; clientY: number; currentTarget: Element }) => {
    const r = e.currentTarget.getBoundingClientRect();
    pointer.current = { x: e.clientX - r.left, y: e.clientY - r.top, w: r.width, h: r.height };
  };
  const cornerFor = (hex: string): Corner => {
    const p = pointer.current;
    if (p && p.w > 0 && p.h > 0) return inspectorCorner({ x: p.x, y: p.y }, { w: p.w, h: p.h });
    return inspectorCorner(hexCenter(hex, flipped), { w: BOARD_WIDTH, h: BOARD_HEIGHT });
  };
  const interaction = useMemo(() => interact(legal, view, selected), [legal, view, selected]);

  // A selection that no longer starts a legal action is dropped.
  useEffect(() => {
    if (selected && interaction.selected !== selected) setSelected(null);
  }, [selected, interaction.selected]);

  // An action waiting on the table's confirm bar keeps its piece selected, so that a second click on the
  // same target (or hex) sends it again, which confirms it.
  useEffect(() => {
    const source = held ? (held.unit ?? held.piece) : undefined;
    if (typeof source === 'string') setSelected(source);
  }, [held]);

  const unitsByHex = useMemo(() => {
    const m = new Map<string, Unit>();
    for (const u of Object.values(view.units ?? {})) m.set(u.hex, u);
    return m;
  }, [view.units]);
  const leadersByHex = useMemo(() => {
    const m = new Map<string, Leader>();
    for (const l of Object.values(view.leaders ?? {})) if (isHex(l.hex)) m.set(l.hex, l);
    return m;
  }, [view.leaders]);
  const ordered = new Set(view.turn?.plan?.ordered ?? []);

  const pieceClick = (id: string, hex: string) => {
    const outcome = clickOnPiece(interaction, id, hex);
    if (!outcome) {
      setInspect({ hex, sticky: true, corner: cornerFor(hex) });
      return;
    }
    if ('act' in outcome) {
      setSelected(null);
      onAct(outcome.act);
    } else setSelected(outcome.select);
  };
  const hexClick = (hex: string) => {
    const outcome = clickOnHex(interaction, hex);
    if (outcome) {
      setSelected(null);
      onAct(outcome.act);
    } else if (unitsByHex.has(hex) || leadersByHex.has(hex) || view.terrain?.[hex]) {
      setInspect({ hex, sticky: true, corner: cornerFor(hex) });
    } else {
      setInspect(null);
      setSelected(null);
    }
  };
  const hover = (hex: string | null) => {
    const corner = hex ? cornerFor(hex) : 'bottom-right';
    setInspect((current) => (current?.sticky ? current : hex ? { hex, sticky: false, corner } : null));
  };

  const bottomSide: Side = flipped ? 'top' : 'bottom';
  const topSide: Side = flipped ? 'bottom' : 'top';

  return (
    <div className="board-wrap" onPointerMove={trackPointer} onPointerDown={trackPointer}>
      <ZoomPan
        width={BOARD_WIDTH}
        height={BOARD_HEIGHT}
        t={t}
        label={t('game.ancients.title')}
        touchTarget={preview ? undefined : Math.sqrt(3) * HEX_SIZE}
      >
        <rect x={0} y={0} width={BOARD_WIDTH} height={BOARD_HEIGHT} fill="#efe6cc" />
        <BannerRow view={view} side={topSide} y={MARGIN_Y / 2 + 2} t={t} lang={lang} />
        <BannerRow view={view} side={bottomSide} y={BOARD_HEIGHT - MARGIN_Y / 2 + 2} t={t} lang={lang} />
        <g className="hexes">
          {ALL_HEXES.map((hex) => (
            <HexTile
              key={hex}
              hex={hex}
              terrain={view.terrain?.[hex]}
              allTerrain={view.terrain ?? {}}
              flipped={flipped}
              marked={interaction.hexes.has(hex)}
              onClick={() => hexClick(hex)}
              onHover={hover}
            />
          ))}
        </g>
        {sectionLines().map((line) => (
          <line
            key={line.x}
            x1={line.x}
            y1={line.y1}
            x2={line.x}
            y2={line.y2}
            stroke="#a2312a"
            strokeWidth={2.2}
            strokeDasharray="3 7"
            strokeLinecap="round"
            pointerEvents="none"
          />
        ))}
        <Highlights interaction={interaction} flipped={flipped} />
        <RecentTrail events={recent} flipped={flipped} />
        <g className="pieces">
          {[...unitsByHex.values()].map((unit) => (
            <UnitBlock
              key={unit.id}
              unit={unit}
              leader={leadersByHex.get(unit.hex)}
              flipped={flipped}
              mark={interaction.pieces.get(unit.id)?.mark}
              leaderMark={(() => {
                const l = leadersByHex.get(unit.hex);
                return l ? interaction.pieces.get(l.id)?.mark : undefined;
              })()}
              ordered={ordered.has(unit.id)}
              onClick={pieceClick}
              onHover={hover}
            />
          ))}
          {[...leadersByHex.values()]
            .filter((l) => !unitsByHex.has(l.hex))
            .map((leader) => (
              <LoneLeader
                key={leader.id}
                leader={leader}
                lang={lang}
                flipped={flipped}
                mark={interaction.pieces.get(leader.id)?.mark}
                ordered={ordered.has(leader.id)}
                onClick={pieceClick}
                onHover={hover}
              />
            ))}
        </g>
        <HexLabels flipped={flipped} />
      </ZoomPan>
      {inspect ? (
        <Inspector
          view={view}
          hex={inspect.hex}
          corner={inspect.corner}
          t={t}
          lang={lang}
          onClose={() => setInspect(null)}
        />
      ) : null}
    </div>
  );
}

function HexTile({
  hex,
  terrain,
  allTerrain,
  flipped,
  marked = false,
  onClick,
  onHover,
}: {
  hex: string;
  terrain: Terrain | undefined;
  allTerrain: Record<string, Terrain>;
  flipped: boolean;
  /** A legal action is here now (a key target the keyboard's Shift+arrows jump to). */
  marked?: boolean;
  onClick(): void;
  onHover(hex: string | null): void;
}) {
  const c = hexCenter(hex, flipped);
  const type = terrain?.type ?? 'clear';
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG hex cannot be a <button>; the keyboard reaches it through the board (table/board-keys.ts)
    <g
      className={`hex terrain-${type}`}
      data-hex={hex}
      onClick={onClick}
      onPointerEnter={(e) => hoverBy(e, onHover, hex)}
      onPointerLeave={(e) => hoverBy(e, onHover, null)}
      role="button"
      aria-label={hex}
      tabIndex={-1}
      data-key-target={marked ? 'act' : 'hex'}
      onFocus={(e) => focusBy(e, onHover, hex)}
      onBlur={() => onHover(null)}
    >
      <polygon
        points={hexPoints(c)}
        fill={TERRAIN_FILL[type] ?? TERRAIN_FILL.clear}
        stroke="#8c8561"
        strokeWidth={1.2}
      />
      <TerrainArt hex={hex} terrain={terrain} allTerrain={allTerrain} center={c} flipped={flipped} />
    </g>
  );
}

/**
 * The scale from board units to screen pixels of the SVG that holds `ref` (zoom included), measured again
 * when the board is resized or zoomed (the zoom changes the SVG's viewBox). 1 where nothing is laid out.
 */
function useScreenScale(ref: RefObject<SVGGElement | null>): number {
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const g = ref.current;
    const svg = g?.ownerSVGElement;
    if (!g || !svg || typeof g.getScreenCTM !== 'function') return;
    const measure = () => {
      const m = g.getScreenCTM();
      const a = m ? Math.hypot(m.a, m.b) : 0;
      if (a > 0) setScale(Math.round(a * 50) / 50);
    };
    measure();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(svg);
    const zoomed = typeof MutationObserver === 'undefined' ? null : new MutationObserver(measure);
    zoomed?.observe(svg, { attributes: true, attributeFilter: ['viewBox'] });
    return () => {
      resized?.disconnect();
      zoomed?.disconnect();
    };
  }, [ref]);
  return scale;
}

/** The font size of the hex labels in board units: at least HEX_LABEL.minPx on screen, within what a hex holds. */
export function hexLabelSize(scale: number): number {
  const wanted = HEX_LABEL.minPx / (scale > 0 ? scale : 1);
  return Math.ceil(Math.min(HEX_LABEL.maxSize, Math.max(HEX_LABEL.minSize, wanted)) * 10) / 10;
}

/**
 * Every hex's name, in a layer of its own above the section lines and the pieces (issue 16: the labels
 * were drawn under both). In the top of the hex, clear of the unit block and its mark ring.
 */
function HexLabels({ flipped }: { flipped: boolean }) {
  const ref = useRef<SVGGElement>(null);
  const size = hexLabelSize(useScreenScale(ref));
  return (
    <g
      ref={ref}
      className="hex-labels"
      pointerEvents="none"
      fontSize={size}
      fill={HEX_LABEL.fill}
      stroke={HEX_LABEL.halo}
      strokeWidth={Math.max(2.5, size * 0.22)}
      strokeLinejoin="round"
      paintOrder="stroke"
      textAnchor="middle"
      data-font-size={size}
    >
      {ALL_HEXES.map((hex) => {
        const c = hexCenter(hex, flipped);
        return (
          <text key={hex} x={c.x} y={c.y - HEX_SIZE * 0.64} className="hex-label" data-hex-label={hex}>
            {hex}
          </text>
        );
      })}
    </g>
  );
}

/** Deterministic small offsets per hex, so that trees and rocks do not all look the same. */
function jitter(hex: string, i: number): number {
  let h = 7;
  for (const ch of hex) h = (h * 31 + ch.charCodeAt(0)) % 9973;
  return (((h * (i + 3)) % 17) - 8) / 8;
}

function TerrainArt({
  hex,
  terrain,
  allTerrain,
  center: c,
  flipped,
}: {
  hex: string;
  terrain: Terrain | undefined;
  allTerrain: Record<string, Terrain>;
  center: Point;
  flipped: boolean;
}) {
  if (!terrain) return null;
  const s = HEX_SIZE;
  switch (terrain.type) {
    case 'hill':
      return (
        <g pointerEvents="none" fill="none" stroke="#8d6f3a" strokeWidth={1.6} opacity={0.8}>
          <ellipse cx={c.x} cy={c.y + s * 0.08} rx={s * 0.62} ry={s * 0.42} />
          <ellipse cx={c.x} cy={c.y + s * 0.02} rx={s * 0.36} ry={s * 0.22} />
        </g>
      );
    case 'steep':
      return (
        <g pointerEvents="none" stroke="#4e3a22" strokeWidth={2} opacity={0.85}>
          {[-0.45, -0.15, 0.15, 0.45].map((dx) => (
            <path
              key={dx}
              d={`M${c.x + s * (dx - 0.18)},${c.y + s * 0.3} L${c.x + s * dx},${c.y - s * 0.25} L${c.x + s * (dx + 0.18)},${c.y + s * 0.3}`}
              fill="#a88a63"
            />
          ))}
        </g>
      );
    case 'forest':
      return (
        <g pointerEvents="none">
          {[
            [-0.38, -0.12],
            [0.05, -0.3],
            [0.4, -0.05],
            [-0.15, 0.28],
            [0.28, 0.32],
          ].map(([dx, dy], i) => (
            <g key={`${dx}`}>
              <circle
                cx={c.x + s * (dx! + jitter(hex, i) * 0.05)}
                cy={c.y + s * dy!}
                r={s * 0.2}
                fill="#4f7d3c"
                stroke="#2f5424"
                strokeWidth={1}
              />
            </g>
          ))}
        </g>
      );
    case 'broken':
      return (
        <g pointerEvents="none" fill="#9b8a68" stroke="#6b5c40" strokeWidth={0.8}>
          {[
            [-0.4, -0.1],
            [0.1, -0.32],
            [0.38, 0.1],
            [-0.1, 0.3],
            [0.05, 0.02],
          ].map(([dx, dy], i) => {
            const x = c.x + s * dx!;
            const y = c.y + s * dy!;
            const r = s * (0.09 + Math.abs(jitter(hex, i)) * 0.04);
            return (
              <polygon
                key={`${dx}`}
                points={`${x - r},${y + r * 0.6} ${x},${y - r} ${x + r},${y + r * 0.6}`}
              />
            );
          })}
        </g>
      );
    case 'lake':
    case 'sea':
      return (
        <g pointerEvents="none" fill="none" stroke="#d6e8f7" strokeWidth={1.4} opacity={0.8}>
          {[-0.25, 0.05, 0.35].map((dy) => (
            <path
              key={dy}
              d={`M${c.x - s * 0.45},${c.y + s * dy} q${s * 0.15},${-s * 0.12} ${s * 0.3},0 t${s * 0.3},0 t${s * 0.3},0`}
            />
          ))}
        </g>
      );
    case 'marsh':
      return (
        <g pointerEvents="none" stroke="#3f6b48" strokeWidth={1.5}>
          {[
            [-0.35, 0.1],
            [0.05, -0.2],
            [0.35, 0.2],
            [-0.05, 0.35],
          ].map(([dx, dy]) => {
            const x = c.x + s * dx!;
            const y = c.y + s * dy!;
            return (
              <g key={`${dx}`}>
                <line x1={x} y1={y} x2={x} y2={y - s * 0.18} />
                <line x1={x} y1={y} x2={x - s * 0.1} y2={y - s * 0.14} />
                <line x1={x} y1={y} x2={x + s * 0.1} y2={y - s * 0.14} />
              </g>
            );
          })}
        </g>
      );
    case 'camp':
      // A palisade round the hex, visible around a unit standing in it.
      return (
        <g pointerEvents="none">
          <polygon
            points={hexPoints(c, s * 0.86)}
            fill="none"
            stroke="#6b4a24"
            strokeWidth={4}
            strokeDasharray="3 4"
          />
          <path
            d={`M${c.x - s * 0.2},${c.y + s * 0.1} L${c.x},${c.y - s * 0.18} L${c.x + s * 0.2},${c.y + s * 0.1} Z`}
            fill="#e8dcc0"
            stroke="#6b4a24"
          />
        </g>
      );
    case 'rampart': {
      const edges = terrain.protects ?? [];
      return (
        <g pointerEvents="none" stroke="#6b4a24" strokeWidth={6} strokeLinecap="round">
          {edges.map((dir) => {
            const [a, b] = edgeCorners(c, dir, flipped);
            const ia = { x: a.x + (c.x - a.x) * 0.1, y: a.y + (c.y - a.y) * 0.1 };
            const ib = { x: b.x + (c.x - b.x) * 0.1, y: b.y + (c.y - b.y) * 0.1 };
            return <line key={dir} x1={ia.x} y1={ia.y} x2={ib.x} y2={ib.y} />;
          })}
        </g>
      );
    }
    case 'river':
      return <River hex={hex} terrain={terrain} allTerrain={allTerrain} center={c} flipped={flipped} />;
    default:
      return null;
  }
}

/** A river hex: a band from the centre to each neighbouring water hex (or across, for a lone piece). */
function River({
  hex,
  terrain,
  allTerrain,
  center: c,
  flipped,
}: {
  hex: string;
  terrain: Terrain;
  allTerrain: Record<string, Terrain>;
  center: Point;
  flipped: boolean;
}) {
  const toward = DIRECTIONS.filter((dir) => {
    const n = neighbourInDirection(hex, dir);
    if (n === null) return false;
    const nt = allTerrain[n]?.type;
    return nt !== undefined && WATER.has(nt);
  });
  // A river reaching the board edge flows off it: add the edge directions that leave the board.
  if (toward.length < 2) {
    for (const dir of DIRECTIONS) {
      if (toward.length >= 2) break;
      if (neighbourInDirection(hex, dir) === null && !toward.includes(dir)) toward.push(dir);
    }
  }
  if (toward.length === 1) {
    const opposite = DIRECTIONS[(DIRECTIONS.indexOf(toward[0]!) + 3) % 6]!;
    toward.push(opposite);
  }
  const ford = terrain.fordable === true;
  const colour = ford ? '#8fbfe6' : '#3f7fc4';
  return (
    <g pointerEvents="none">
      {toward.map((dir) => {
        const m = edgeMidpoint(c, dir, flipped);
        return (
          <line
            key={dir}
            x1={c.x}
            y1={c.y}
            x2={m.x}
            y2={m.y}
            stroke={colour}
            strokeWidth={HEX_SIZE * 0.5}
            strokeLinecap="round"
          />
        );
      })}
      {ford ? (
        <g fill="#c7b48a" stroke="#7d6b45" strokeWidth={0.8}>
          {[-0.22, 0, 0.22].map((d) => (
            <ellipse key={d} cx={c.x + HEX_SIZE * d} cy={c.y + HEX_SIZE * d * 0.3} rx={5} ry={3.5} />
          ))}
        </g>
      ) : null}
    </g>
  );
}

const MARK_STYLE: Record<Mark, { fill: string; stroke: string }> = {
  order: { fill: 'rgba(255, 214, 64, 0.18)', stroke: '#f2b705' },
  detach: { fill: 'rgba(255, 214, 64, 0.18)', stroke: '#f2b705' },
  select: { fill: 'rgba(255, 214, 64, 0.12)', stroke: '#f2b705' },
  selected: { fill: 'rgba(255, 214, 64, 0.35)', stroke: '#ffdd33' },
  move: { fill: 'rgba(255, 250, 215, 0.6)', stroke: '#e09a00' },
  target: { fill: 'rgba(230, 60, 40, 0.22)', stroke: '#d7261e' },
  fire: { fill: 'rgba(240, 130, 30, 0.25)', stroke: '#e06c00' },
  retreat: { fill: 'rgba(240, 150, 60, 0.45)', stroke: '#c76a00' },
  evade: { fill: 'rgba(80, 200, 210, 0.45)', stroke: '#138a94' },
  advance: { fill: 'rgba(110, 200, 90, 0.45)', stroke: '#2f8a1f' },
  choice: { fill: 'rgba(255, 236, 120, 0.45)', stroke: '#d49b00' },
};

function Highlights({ interaction, flipped }: { interaction: BoardInteraction; flipped: boolean }) {
  return (
    <g className="highlights" pointerEvents="none">
      {[...interaction.hexes.entries()].map(([hex, target]) => {
        if (!isHex(hex)) return null;
        const style = MARK_STYLE[target.mark];
        const c = hexCenter(hex, flipped);
        return (
          <g key={hex} className={`mark mark-${target.mark}`}>
            <polygon
              points={hexPoints(c, HEX_SIZE - 3)}
              fill={style.fill}
              stroke={style.stroke}
              strokeWidth={3.5}
            />
            <circle cx={c.x} cy={c.y} r={7} fill={style.stroke} opacity={0.85} />
          </g>
        );
      })}
    </g>
  );
}

/** What just happened: moves and retreats as dashed arrows, attacks as red lines. */
function RecentTrail({ events, flipped }: { events: GameEvent[]; flipped: boolean }) {
  const lines: { from: string; to: string; kind: 'move' | 'attack' }[] = [];
  for (const e of events) {
    const from = typeof e.from === 'string' ? e.from : null;
    if (['move', 'retreat', 'evade-move', 'momentum-advance', 'extra-hex', 'leader-evade'].includes(e.type)) {
      const to = typeof e.to === 'string' ? e.to : null;
      if (from && to && isHex(from) && isHex(to) && !e.withUnit) lines.push({ from, to, kind: 'move' });
    } else if (e.type === 'close-combat' || e.type === 'ranged-combat' || e.type === 'bonus-combat') {
      const at = typeof e.at === 'string' ? e.at : null;
      if (from && at && isHex(from) && isHex(at)) lines.push({ from, to: at, kind: 'attack' });
    }
  }
  return (
    <g className="trail" pointerEvents="none">
      <defs>
        <marker
          id="arrow-move"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 Z" fill="#2b2b2b" opacity="0.6" />
        </marker>
        <marker
          id="arrow-attack"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="5"
          markerHeight="5"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 Z" fill="#c0261e" />
        </marker>
      </defs>
      {lines.map((l, i) => {
        const a = hexCenter(l.from, flipped);
        const b = hexCenter(l.to, flipped);
        const k = 0.82;
        return (
          <line
            // biome-ignore lint/suspicious/noArrayIndexKey: the same move may appear twice; order is stable
            key={`${l.from}-${l.to}-${i}`}
            x1={a.x}
            y1={a.y}
            x2={a.x + (b.x - a.x) * k}
            y2={a.y + (b.y - a.y) * k}
            stroke={l.kind === 'attack' ? '#c0261e' : '#2b2b2b'}
            strokeOpacity={l.kind === 'attack' ? 0.85 : 0.5}
            strokeWidth={l.kind === 'attack' ? 4 : 3.5}
            strokeDasharray={l.kind === 'attack' ? undefined : '8 5'}
            markerEnd={`url(#arrow-${l.kind})`}
          />
        );
      })}
    </g>
  );
}

const BLOCK_W = 62;
const BLOCK_H = 46;

/** A piece's pointer and key handlers: a click or Enter picks it (not the hex under it); hovering shows its hex. */
function pieceEvents(
  piece: { id: string; hex: string },
  onClick: (id: string, hex: string) => void,
  onHover: (hex: string | null) => void,
) {
  return {
    onClick: (e: { stopPropagation(): void }) => {
      e.stopPropagation();
      onClick(piece.id, piece.hex);
    },
    // Enter and Space click (table/board-keys.ts); focus shows the piece's hex, as hovering does.
    onFocus: (e: { currentTarget: Element }) => focusBy(e, onHover, piece.hex),
    onBlur: () => onHover(null),
    onPointerEnter: (e: { pointerType: string }) => hoverBy(e, onHover, piece.hex),
    onPointerLeave: (e: { pointerType: string }) => hoverBy(e, onHover, null),
  };
}

function UnitBlock({
  unit,
  leader,
  flipped,
  mark,
  leaderMark,
  ordered,
  onClick,
  onHover,
}: {
  unit: Unit;
  leader: Leader | undefined;
  flipped: boolean;
  mark: Mark | undefined;
  leaderMark: Mark | undefined;
  ordered: boolean;
  onClick(id: string, hex: string): void;
  onHover(hex: string | null): void;
}) {
  const c = hexCenter(unit.hex, flipped);
  const colours = SIDE_COLOURS[unit.side];
  const weight = UNIT_CHART[unit.type]?.weight ?? 'medium';
  const bordered = UNIT_CHART[unit.type]?.bordered === true;
  const style = mark ? MARK_STYLE[mark] : null;
  const pipW = 9;
  const gap = 3;
  const pipsWidth = unit.maxBlocks * pipW + (unit.maxBlocks - 1) * gap;
  return (
    <g transform={`translate(${c.x},${c.y})`}>
      {/* biome-ignore lint/a11y/useSemanticElements: SVG pieces are not buttons; the legal-actions list is the accessible path */}
      <g
        className={`unit side-${unit.side}${mark ? ` mark-${mark}` : ''}${ordered ? ' ordered' : ''}`}
        data-piece={unit.id}
        data-hex={unit.hex}
        role="button"
        aria-label={`${unit.type} ${unit.hex}`}
        tabIndex={-1}
        data-key-target={mark ? 'act' : 'piece'}
        {...pieceEvents(unit, onClick, onHover)}
      >
        {/* The whole hex is the unit's touch target, not only its block (issue 16: 21 × 16 px on a phone). */}
        <polygon points={hexPoints({ x: 0, y: 0 }, HEX_SIZE - 2)} fill="transparent" className="touch-area" />
        {style ? (
          <rect
            x={-BLOCK_W / 2 - 6}
            y={-BLOCK_H / 2 - 6}
            width={BLOCK_W + 12}
            height={BLOCK_H + 12}
            rx={9}
            fill={style.fill}
            stroke={style.stroke}
            strokeWidth={mark === 'selected' ? 5 : 3.5}
            className="mark-ring"
          />
        ) : null}
        <rect
          x={-BLOCK_W / 2}
          y={-BLOCK_H / 2}
          width={BLOCK_W}
          height={BLOCK_H}
          rx={5}
          fill={colours.fill}
          stroke={ordered ? colours.ordered : colours.dark}
          strokeWidth={ordered ? 3.5 : 2}
          className="unit-body"
        />
        {colours.double ? (
          <rect
            x={-BLOCK_W / 2 + 2.5}
            y={-BLOCK_H / 2 + 2.5}
            width={BLOCK_W - 5}
            height={BLOCK_H - 5}
            rx={3.5}
            fill="none"
            stroke={colours.text}
            strokeWidth={1}
            className="side-inner"
            pointerEvents="none"
          />
        ) : null}
        <rect x={-BLOCK_W / 2 + 4} y={-BLOCK_H / 2 + 4} width={18} height={18} rx={3} fill="#f6efdc" />
        <ClassSymbol
          face={weight}
          x={-BLOCK_W / 2 + 13}
          y={-BLOCK_H / 2 + 13}
          size={bordered ? 12 : 14}
          bordered={bordered}
        />
        <text
          x={unit.type.length > 2 ? 10 : 8}
          y={-3}
          className={unit.type.length > 2 ? 'unit-type long' : 'unit-type'}
          fill={colours.text}
          textAnchor="middle"
        >
          {unit.type}
        </text>
        {Array.from({ length: unit.maxBlocks }, (_, i) => (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: pips are positional
            key={i}
            x={-pipsWidth / 2 + i * (pipW + gap)}
            y={BLOCK_H / 2 - 13}
            width={pipW}
            height={8}
            rx={1.5}
            fill={i < unit.blocks ? colours.text : 'none'}
            stroke={colours.text}
            strokeWidth={1.2}
            opacity={i < unit.blocks ? 1 : 0.55}
          />
        ))}
        {unit.elite ? (
          <polygon
            points={starPoints(BLOCK_W / 2 - 9, -BLOCK_H / 2 + 9, 7.5, 3.4)}
            fill="#f2c230"
            stroke="#6b4a00"
            strokeWidth={1}
          />
        ) : null}
      </g>
      {leader ? (
        <LeaderToken
          leader={leader}
          x={BLOCK_W / 2 - 4}
          y={BLOCK_H / 2 - 2}
          r={11}
          mark={leaderMark}
          onClick={onClick}
          onHover={onHover}
        />
      ) : null}
    </g>
  );
}

function LoneLeader({
  leader,
  lang,
  flipped,
  mark,
  ordered,
  onClick,
  onHover,
}: {
  leader: Leader;
  lang: Lang;
  flipped: boolean;
  mark: Mark | undefined;
  ordered: boolean;
  onClick(id: string, hex: string): void;
  onHover(hex: string | null): void;
}) {
  const c = hexCenter(leader.hex, flipped);
  return (
    <g transform={`translate(${c.x},${c.y})`}>
      <LeaderToken
        leader={leader}
        x={0}
        y={-4}
        r={16}
        mark={mark}
        ordered={ordered}
        onClick={onClick}
        onHover={onHover}
      />
      <text x={0} y={24} className="leader-name" textAnchor="middle">
        {leaderName(leader.name, lang)}
      </text>
    </g>
  );
}

function LeaderToken({
  leader,
  x,
  y,
  r,
  mark,
  ordered = false,
  onClick,
  onHover,
}: {
  leader: Leader;
  x: number;
  y: number;
  r: number;
  mark: Mark | undefined;
  ordered?: boolean;
  onClick(id: string, hex: string): void;
  onHover(hex: string | null): void;
}) {
  const colours = SIDE_COLOURS[leader.side];
  const style = mark ? MARK_STYLE[mark] : null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG piece
    <g
      className={`leader side-${leader.side}${mark ? ` mark-${mark}` : ''}`}
      data-piece={leader.id}
      data-hex={leader.hex}
      role="button"
      aria-label={`${leader.name} ${leader.hex}`}
      tabIndex={-1}
      data-key-target={mark ? 'act' : 'piece'}
      {...pieceEvents(leader, onClick, onHover)}
    >
      <circle cx={x} cy={y} r={r + 4} fill="transparent" className="touch-area" />
      {style ? (
        <circle cx={x} cy={y} r={r + 6} fill={style.fill} stroke={style.stroke} strokeWidth={3.5} />
      ) : null}
      <circle
        cx={x}
        cy={y}
        r={r}
        fill={colours.fill}
        stroke={ordered ? colours.ordered : '#e2b93b'}
        strokeWidth={ordered ? 3 : 2.2}
      />
      {colours.double ? (
        <circle
          cx={x}
          cy={y}
          r={r - 2.5}
          fill="none"
          stroke={colours.text}
          strokeWidth={1}
          className="side-inner"
        />
      ) : null}
      <Helmet x={x} y={y} size={r * 1.5} fill={colours.helmet} />
    </g>
  );
}

function BannerRow({
  view,
  side,
  y,
  t,
  lang,
}: {
  view: AncientsView;
  side: Side;
  y: number;
  t: T;
  lang: Lang;
}) {
  const army = view.armies?.[side];
  if (!army) return null;
  const gained = view.banners?.[side]?.length ?? 0;
  const needed = army.bannersToWin;
  const colours = SIDE_COLOURS[side];
  const x0 = BOARD_WIDTH / 2 - 40;
  return (
    <g className={`banners banners-${side}`} data-side={side} pointerEvents="none">
      <rect x={22} y={y - 17} width={14} height={22} rx={2} fill={colours.fill} stroke={colours.dark} />
      <text x={44} y={y} className="army-name" fill={colours.dark}>
        {armyName(view, side, lang)} · {t('ancients.banners', { n: gained, of: needed })}
      </text>
      {Array.from({ length: needed }, (_, i) => {
        const x = x0 + i * 26;
        const won = i < gained;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: banner slots are positional
          <g key={i} className={won ? 'banner won' : 'banner'}>
            <line x1={x} y1={y - 18} x2={x} y2={y + 8} stroke="#5b4a2a" strokeWidth={2} />
            <path
              d={`M${x},${y - 18} L${x + 17},${y - 13} L${x},${y - 6} Z`}
              fill={won ? colours.fill : 'none'}
              stroke={colours.dark}
              strokeWidth={1.4}
              strokeDasharray={won ? undefined : '3 2'}
            />
          </g>
        );
      })}
    </g>
  );
}

function Inspector({
  view,
  hex,
  corner,
  t,
  lang,
  onClose,
}: {
  view: AncientsView;
  hex: string;
  corner: Corner;
  t: T;
  lang: Lang;
  onClose(): void;
}) {
  const unit = Object.values(view.units ?? {}).find((u) => u.hex === hex);
  const leader = Object.values(view.leaders ?? {}).find((l) => l.hex === hex);
  const terrain = view.terrain?.[hex];
  const piece = unit ? view.turn?.pieces?.[unit.id] : undefined;
  const stats = unit ? UNIT_CHART[unit.type] : undefined;
  const terrainLine = terrain
    ? t('ancients.terrainAt', {
        terrain: `${terrainName(terrain.type, lang)}${terrain.type === 'river' && terrain.fordable ? ` (${t('ancients.ford')})` : ''}`,
        hex,
      })
    : t('ancients.clear', { hex });
  return (
    <aside className={`inspector corner-${corner}`} aria-live="polite" data-hex={hex}>
      <button type="button" className="inspector-close" onClick={onClose} aria-label={t('app.close')}>
        ×
      </button>
      <div className="inspector-terrain">{terrainLine}</div>
      {unit ? (
        <div className="inspector-unit">
          <strong>
            {armyName(view, unit.side, lang)} · {unitTypeName(unit.type, lang)}
          </strong>
          <div>{t('ancients.blocks', { n: unit.blocks, of: unit.maxBlocks })}</div>
          {unit.elite ? <div>{t('ancients.elite', { name: t(`ancients.elite.${unit.elite}`) })}</div> : null}
          {stats ? (
            <div className="muted">
              {t('ancients.stats', { move: stats.move, dice: stats.closeDice, back: stats.battleBackDice })}
              {stats.range > 0 ? ` · ${t('ancients.range', { range: stats.range })}` : ''}
            </div>
          ) : null}
          {stats?.fullStrengthBonus ? <div className="muted">{t('ancients.fullStrengthBonus')}</div> : null}
          {stats?.ignoresSwords ? (
            <div className="muted">
              {stats.ignoresSwords === 'all'
                ? t('ancients.ignoresAllSwords')
                : t('ancients.ignoresSwords', { n: stats.ignoresSwords })}
            </div>
          ) : null}
          {view.turn?.plan?.ordered.includes(unit.id) ? (
            <div className="tag">{t('ancients.ordered')}</div>
          ) : null}
          {piece?.moved ? <div className="tag">{t('ancients.moved', { n: piece.moved })}</div> : null}
          {piece?.battled ? <div className="tag">{t('ancients.battled')}</div> : null}
        </div>
      ) : null}
      {leader ? (
        <div className="inspector-leader">
          {unit
            ? t('ancients.leader', { name: leaderName(leader.name, lang) })
            : `${armyName(view, leader.side, lang)} · ${t('ancients.leaderAlone', { name: leaderName(leader.name, lang) })}`}
        </div>
      ) : null}
    </aside>
  );
}
