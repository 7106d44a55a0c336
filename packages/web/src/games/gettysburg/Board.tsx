/**
 * The Gettysburg map as SVG: the areas (the town tinted, partial areas at the edge hatched), the terrain
 * on each side of the positions (crests with their guns, steep slopes, obstacles), the roads, the entry
 * points, the objectives and field works, and the blocks on their positions, facing their fronts and
 * stacked by rank. The legal actions are highlighted and clicks become actions (interaction.ts): a block
 * (or a Tray token, a position, an objective) is picked, then its targets light up; a target with two
 * facings asks for the area to face.
 */
import type { Action, GameEvent } from '@wargame/engine';
import type { GameMap, GettysburgView } from '@wargame/gettysburg';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Lang } from '../../i18n/index.tsx';
import { ZoomPan } from '../../table/ZoomPan.tsx';
import type { BoardProps } from '../types.ts';
import { describeAction } from './describe.ts';
import {
  idOf,
  movesOf,
  ownMoves,
  type Resolution,
  resolveSource,
  resolveTarget,
  setSelection,
  sourcesOf,
  targetsOf,
} from './interaction.ts';
import {
  along,
  BLOCK_H,
  BLOCK_W,
  blockPlace,
  centroid,
  entryLabelAt,
  midOf,
  offsetLine,
  type Pt,
  pathOf,
  sideSign,
} from './layout.ts';
import { areaName, blockName, commandName, entryName, mapOfView, positionName, tokenName } from './names.ts';
import { ui, useSelection } from './Panels.tsx';
import './board.css';

/**
 * What one taps is a block or a position's line (about 60 map units long): the whole map fits a desktop
 * screen at first, a phone starts zoomed in (ZoomPan).
 */
const TOUCH_TARGET = 80;

export const ARMY_FILL: Record<string, string> = { union: '#2f5597', confederate: '#8d8f94' };
export const ARMY_EDGE: Record<string, string> = { union: '#14264a', confederate: '#8c1d18' };
export const ARMY_TEXT: Record<string, string> = { union: '#ffffff', confederate: '#1b1b1b' };

type Mark = 'source' | 'target' | 'selected' | 'facing' | 'recent';

type ViewBlock = GettysburgView['blocks'][string];

/** Every id named anywhere in the last action's events (positions, areas and blocks to mark). */
function namedIn(events: readonly GameEvent[]): Set<string> {
  const out = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.add(v);
    else if (Array.isArray(v)) for (const x of v) walk(x);
    else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x);
  };
  for (const e of events) walk(e);
  return out;
}

export function GettysburgBoard({ view: json, legal, onAct, recent, t, lang, preview }: BoardProps) {
  const view = json as unknown as GettysburgView;
  const map = useMemo(() => mapOfView(json), [json]);
  const [showIds, setShowIds] = useState(false);
  const [pending, setPending] = useState<{ res: Resolution; legal: readonly Action[] } | null>(null);
  const shared = useSelection();
  const selected = preview ? null : shared;

  const moves = useMemo(() => (preview ? [] : movesOf(legal)), [legal, preview]);
  const sources = useMemo(() => sourcesOf(moves), [moves]);
  const targets = useMemo(() => targetsOf(moves, selected), [moves, selected]);
  const own = useMemo(() => ownMoves(moves, selected), [moves, selected]);
  const named = useMemo(() => namedIn(recent), [recent]);
  const choice = pending && pending.legal === legal ? pending.res : null;

  // A selection the legal actions no longer offer is dropped (after an action, in a new step).
  useEffect(() => {
    if (!preview && selected && !sources.has(selected)) setSelection(null);
  }, [preview, selected, sources]);

  const send = (action: Action) => {
    setPending(null);
    onAct(action);
  };
  const resolve = (res: Resolution): boolean => {
    if (res.kind === 'none') return false;
    if (res.kind === 'send') send(res.action);
    else setPending({ res, legal });
    return true;
  };
  const pick = (key: string) => {
    setPending(null);
    if (key === selected) return setSelection(null);
    if (resolve(resolveSource(moves, key))) return;
    setSelection(key);
  };

  const clickArea = (id: string) => {
    if (preview) return;
    if (choice?.kind === 'facing') {
      const a = choice.fronts.get(id);
      if (a) return send(a);
    }
    if (resolve(resolveTarget(moves, selected, `area:${id}`))) return;
    setPending(null);
    setSelection(null);
  };
  const clickPosition = (id: string) => {
    if (preview) return;
    const key = `position:${id}`;
    if (resolve(resolveTarget(moves, selected, key))) return;
    if (sources.has(key)) return pick(key);
    setPending(null);
  };
  const clickBlock = (b: ViewBlock) => {
    if (preview) return;
    const key = `block:${b.id}`;
    const position = b.place.kind === 'map' ? `position:${b.place.position}` : null;
    if (sources.has(key) && selected !== key && !(position && targets.has(position))) return pick(key);
    if (position && resolve(resolveTarget(moves, selected, position))) return;
    if (key === selected) return pick(key);
    if (position && sources.has(position)) return pick(position);
    setPending(null);
  };
  const clickObjective = (n: number) => {
    if (preview) return;
    const key = `objective:${n}`;
    if (sources.has(key)) return pick(key);
    const area = view.objectives?.[n]?.area;
    if (area) clickArea(area);
  };
  // Stable handlers so that the memoized layers are not drawn again on each click.
  const latest = useRef({ clickArea, clickPosition, clickBlock, clickObjective });
  latest.current = { clickArea, clickPosition, clickBlock, clickObjective };
  const onArea = useCallback((id: string) => latest.current.clickArea(id), []);
  const onPosition = useCallback((id: string) => latest.current.clickPosition(id), []);

  if (!map) return <svg role="img" aria-label={t('game.gettysburg.title')} />;

  const areaMarks = new Map<string, Mark>();
  const positionMarks = new Map<string, Mark>();
  for (const id of named) if (map.positions[id]) positionMarks.set(id, 'recent');
  for (const key of sources) {
    const p = idOf(key, 'position');
    if (p) positionMarks.set(p, 'source');
  }
  for (const key of targets.keys()) {
    const p = idOf(key, 'position');
    const a = idOf(key, 'area');
    if (p) positionMarks.set(p, 'target');
    if (a) areaMarks.set(a, 'target');
  }
  const sp = idOf(selected, 'position');
  if (sp) positionMarks.set(sp, 'selected');
  if (choice?.kind === 'facing') {
    for (const a of choice.fronts.keys()) areaMarks.set(a, 'facing');
    const p = idOf(choice.target, 'position');
    if (p) positionMarks.set(p, 'selected');
  }

  const blocks = Object.values(view.blocks ?? {}).filter((b) => b.place.kind === 'map');
  const W = map.frame.width;
  const H = map.frame.height;

  return (
    <div className={`board-wrap gettysburg-board${preview ? ' preview' : ''}`}>
      <ZoomPan
        width={W}
        height={H}
        t={t}
        label={t('game.gettysburg.title')}
        touchTarget={preview ? undefined : TOUCH_TARGET}
      >
        <rect x={0} y={0} width={W} height={H} fill="#eef0dc" />
        <defs>
          <pattern
            id="gb-partial"
            width={8}
            height={8}
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <line x1={0} y1={0} x2={0} y2={8} stroke="#b9b79c" strokeWidth={2} />
          </pattern>
        </defs>
        <g className="areas">
          {Object.keys(map.areas).map((id) => (
            <AreaShape key={id} map={map} id={id} mark={areaMarks.get(id)} lang={lang} onClick={onArea} />
          ))}
        </g>
        <Terrain map={map} />
        <Roads map={map} />
        <g className="positions">
          {Object.keys(map.positions).map((id) => (
            <PositionLine
              key={id}
              map={map}
              id={id}
              mark={positionMarks.get(id)}
              lang={lang}
              onClick={onPosition}
            />
          ))}
        </g>
        <Endpoints map={map} />
        <FieldWorks map={map} works={view.fieldWorks ?? []} />
        <AreaLabels map={map} lang={lang} />
        <Entries map={map} />
        <Objectives
          map={map}
          objectives={view.objectives ?? []}
          selected={selected}
          sources={sources}
          lang={lang}
          onClick={(n) => latest.current.clickObjective(n)}
        />
        <Attack map={map} attack={view.attack ?? null} />
        <g className="blocks">
          {blocks.map((b) => (
            <BlockShape
              key={b.id}
              map={map}
              block={b}
              selected={selected === `block:${b.id}`}
              source={sources.has(`block:${b.id}`)}
              target={b.place.kind === 'map' && targets.has(`position:${b.place.position}`)}
              recent={named.has(b.id)}
              lang={lang}
              onClick={(x) => latest.current.clickBlock(x)}
            />
          ))}
        </g>
        {showIds ? <Ids map={map} /> : null}
        <g className="caption" pointerEvents="auto">
          <text
            x={W - 8}
            y={H - 8}
            textAnchor="end"
            className="gb-caption"
            data-testid="gettysburg-reconstruction"
          >
            <title>{map.reconstruction}</title>
            {ui(lang, 'reconstruction')}
          </text>
        </g>
      </ZoomPan>
      {preview ? null : (
        <div className="gettysburg-toolbar">
          <label>
            <input
              type="checkbox"
              checked={showIds}
              data-testid="gettysburg-show-ids"
              onChange={(e) => setShowIds(e.currentTarget.checked)}
            />{' '}
            {ui(lang, 'show-ids')}
          </label>
        </div>
      )}
      {preview || (!selected && !choice) ? null : (
        <aside className="gettysburg-selection" aria-live="polite" data-testid="gettysburg-selection">
          {selected ? <div className="gb-selected">{selectionName(selected, json, lang)}</div> : null}
          {choice?.kind === 'facing' ? (
            <div>
              <div className="muted tiny">{ui(lang, 'which-facing')}</div>
              {[...choice.fronts.entries()].map(([area, a]) => (
                <button key={area} type="button" data-front={area} onClick={() => send(a)}>
                  {areaName(area, json, lang)}
                </button>
              ))}
            </div>
          ) : null}
          {choice?.kind === 'choose' ? (
            <div>
              {choice.actions.map((a) => (
                <button key={JSON.stringify(a)} type="button" data-choice={a.type} onClick={() => send(a)}>
                  {describeAction(a, json, t, lang)}
                </button>
              ))}
            </div>
          ) : null}
          {!choice && own.length > 0 ? (
            <div>
              {own.map((m) => (
                <button
                  key={JSON.stringify(m.action)}
                  type="button"
                  data-own={m.action.type}
                  onClick={() => send(m.action)}
                >
                  {describeAction(m.action, json, t, lang)}
                </button>
              ))}
            </div>
          ) : null}
          {!choice && selected && targets.size > 0 ? (
            <div className="muted tiny">{ui(lang, 'pick-target')}</div>
          ) : null}
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setPending(null);
              setSelection(null);
            }}
          >
            {ui(lang, 'cancel')}
          </button>
        </aside>
      )}
    </div>
  );
}

function selectionName(key: string, json: BoardProps['view'], lang: Lang): string {
  const b = idOf(key, 'block');
  if (b) return blockName(b, lang);
  const tk = idOf(key, 'token');
  if (tk) return tokenName(tk, json, lang);
  const p = idOf(key, 'position');
  if (p) return positionName(p, json, lang);
  const o = idOf(key, 'objective');
  if (o) return `${ui(lang, 'objective')} ${Number(o) + 1}`;
  return key;
}

/** Hachures along a line, every `spacing`, `length` long to its side (negative: the other side). */
function Ticks({
  line,
  spacing,
  length,
  stroke,
  width,
}: {
  line: readonly Pt[];
  spacing: number;
  length: number;
  stroke: string;
  width: number;
}) {
  return (
    <>
      {along(line, spacing).map(({ at, dir }, i) => (
        <line
          // biome-ignore lint/suspicious/noArrayIndexKey: ticks have no identity
          key={i}
          x1={at[0]}
          y1={at[1]}
          x2={at[0] - dir[1] * length}
          y2={at[1] + dir[0] * length}
          stroke={stroke}
          strokeWidth={width}
        />
      ))}
    </>
  );
}

/** An area or a position of the map: its id, how the current decision marks it, and what a click does. */
interface ShapeProps {
  map: GameMap;
  id: string;
  mark: Mark | undefined;
  lang: Lang;
  onClick(id: string): void;
}

const AreaShape = memo(function AreaShape({ map, id, mark, lang, onClick }: ShapeProps) {
  const area = map.areas[id];
  if (!area) return null;
  const town = map.town.includes(id);
  const d = pathOf(area.polygon, true);
  return (
    <g>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG outline cannot be a <button>; the keyboard reaches it through the board (table/board-keys.ts) */}
      <path
        d={d}
        fill={town ? '#e2c9a6' : '#e6e9cf'}
        stroke="#b5b593"
        strokeWidth={0.8}
        className={`gb-area${mark ? ` mark-${mark}` : ''}${town ? ' town' : ''}${area.partial ? ' partial' : ''}`}
        data-area={id}
        data-mark={mark}
        role="button"
        aria-label={area.name ?? areaName(id, null, lang)}
        tabIndex={-1}
        data-key-target={mark === 'target' || mark === 'facing' ? 'act' : 'hex'}
        onClick={() => onClick(id)}
      />
      {area.partial ? <path d={d} fill="url(#gb-partial)" pointerEvents="none" opacity={0.6} /> : null}
    </g>
  );
});

const PositionLine = memo(function PositionLine({ map, id, mark, lang, onClick }: ShapeProps) {
  const p = map.positions[id];
  if (!p) return null;
  const d = pathOf(p.line);
  return (
    <g>
      <path
        d={d}
        className="gb-position-line"
        fill="none"
        stroke="#555040"
        strokeWidth={1.2}
        pointerEvents="none"
      />
      {mark ? <path d={d} className={`gb-mark mark-${mark}`} fill="none" pointerEvents="none" /> : null}
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG line cannot be a <button>; the keyboard reaches it through the board */}
      <path
        d={d}
        fill="none"
        stroke="transparent"
        strokeWidth={9}
        className="gb-position"
        data-position={id}
        data-mark={mark}
        role="button"
        aria-label={p.name ?? positionName(id, null, lang)}
        tabIndex={-1}
        data-key-target={mark === 'target' || mark === 'source' ? 'act' : 'hex'}
        onClick={() => onClick(id)}
      />
    </g>
  );
});

/** Crests (hatched on their side, with their guns), steep slopes (dense ticks), obstacles (a double line). */
const Terrain = memo(function Terrain({ map }: { map: GameMap }) {
  const out: React.ReactNode[] = [];
  for (const p of Object.values(map.positions)) {
    for (const [area, side] of Object.entries(p.sides)) {
      const sign = sideSign(map, p, area);
      const key = `${p.id}|${area}`;
      if (side.crest) {
        const line = offsetLine(p.line, 1.5 * sign);
        out.push(
          <g
            key={`c${key}`}
            className="gb-crest"
            data-crest={p.id}
            data-side={area}
            data-guns={side.crest.guns}
          >
            <path d={pathOf(line)} fill="none" stroke="#7a4e1d" strokeWidth={1.6} />
            <Ticks line={line} spacing={5} length={4 * sign} stroke="#7a4e1d" width={0.9} />
            <Guns p={p.line} sign={sign} guns={side.crest.guns} />
          </g>,
        );
      }
      if (side.steepSlope) {
        const line = offsetLine(p.line, 1 * sign);
        out.push(
          <g key={`s${key}`} className="gb-steep" data-steep={p.id} data-side={area}>
            <Ticks line={line} spacing={2} length={6 * sign} stroke="#5b3a16" width={0.7} />
          </g>,
        );
      }
      if (side.obstacle) {
        out.push(
          <g key={`o${key}`} className="gb-obstacle" data-obstacle={p.id} data-side={area}>
            <path d={pathOf(offsetLine(p.line, 2.5 * sign))} fill="none" stroke="#2e5d2e" strokeWidth={1} />
            <path d={pathOf(offsetLine(p.line, 4.5 * sign))} fill="none" stroke="#2e5d2e" strokeWidth={1} />
          </g>,
        );
      }
    }
  }
  return (
    <g className="terrain" pointerEvents="none">
      {out}
    </g>
  );
});

/** §13 step 6 The gun symbols of a crest: small dark marks on its side, spread about the middle. */
function Guns({ p, sign, guns }: { p: readonly Pt[]; sign: number; guns: number }) {
  if (guns <= 0) return null;
  const { at, dir } = midOf(p);
  const n: Pt = [-dir[1] * sign, dir[0] * sign];
  return (
    <g className="gb-guns">
      {Array.from({ length: guns }, (_, i) => {
        const off = (i - (guns - 1) / 2) * 5;
        const x = at[0] + dir[0] * off + n[0] * 8;
        const y = at[1] + dir[1] * off + n[1] * 8;
        return (
          <g key={off}>
            <circle cx={x} cy={y} r={1.6} fill="#222" />
            <line x1={x} y1={y} x2={x + n[0] * 3.5} y2={y + n[1] * 3.5} stroke="#222" strokeWidth={1} />
          </g>
        );
      })}
    </g>
  );
}

/** The roads: brown lines through the middles of the positions they cross, in order. */
const Roads = memo(function Roads({ map }: { map: GameMap }) {
  return (
    <g className="roads" pointerEvents="none">
      {Object.values(map.roads).map((r) => {
        const points = r.positions
          .map((id) => map.positions[id])
          .filter((p) => p !== undefined)
          .map((p) => midOf(p.line).at as Pt);
        return (
          <path
            key={r.id}
            d={pathOf(points)}
            fill="none"
            stroke="#8a5a2b"
            strokeWidth={2.2}
            strokeLinecap="round"
            strokeLinejoin="round"
            opacity={0.75}
            data-road={r.id}
          >
            <title>{r.name}</title>
          </path>
        );
      })}
    </g>
  );
});

const Endpoints = memo(function Endpoints({ map }: { map: GameMap }) {
  return (
    <g className="endpoints" pointerEvents="none">
      {Object.values(map.endpoints).map((e) => (
        <circle
          key={e.id}
          cx={e.at[0]}
          cy={e.at[1]}
          r={1.8}
          fill="#fffdf6"
          stroke="#555040"
          strokeWidth={0.8}
        />
      ))}
    </g>
  );
});

const AreaLabels = memo(function AreaLabels({ map, lang }: { map: GameMap; lang: Lang }) {
  return (
    <g className="labels" pointerEvents="none" textAnchor="middle">
      {Object.values(map.areas).map((a) => {
        if (!a.name) return null;
        const [x, y] = centroid(a.polygon);
        return (
          <text key={a.id} x={x} y={y} className="gb-area-label" data-label={a.id}>
            {areaName(a.id, null, lang)}
          </text>
        );
      })}
    </g>
  );
});

const Entries = memo(function Entries({ map }: { map: GameMap }) {
  return (
    <g className="entries" pointerEvents="none" textAnchor="middle">
      {Object.keys(map.entryAreas).map((entry) => {
        const at = entryLabelAt(map, entry);
        if (!at) return null;
        return (
          <text key={entry} x={at[0]} y={at[1]} className="gb-entry" data-entry={entry}>
            ➤ {entryName(entry)}
          </text>
        );
      })}
    </g>
  );
});

function Objectives({
  map,
  objectives,
  selected,
  sources,
  lang,
  onClick,
}: {
  map: GameMap;
  objectives: GettysburgView['objectives'];
  selected: string | null;
  sources: Set<string>;
  lang: Lang;
  onClick(n: number): void;
}) {
  return (
    <g className="objectives">
      {objectives.map((o, i) => {
        const area = map.areas[o.area];
        if (!area) return null;
        const [x, y] = centroid(area.polygon);
        const key = `objective:${i}`;
        const source = sources.has(key);
        return (
          // biome-ignore lint/a11y/useSemanticElements: an SVG marker cannot be a <button>
          <g
            // biome-ignore lint/suspicious/noArrayIndexKey: objectives are numbered by their place in the list
            key={i}
            className={`gb-objective${source ? ' source' : ''}${selected === key ? ' selected' : ''}`}
            data-objective={i}
            data-area={o.area}
            data-control={o.control}
            role="button"
            aria-label={`${ui(lang, 'objective')} ${i + 1}: ${area.name ?? o.area} (${o.control})`}
            tabIndex={-1}
            data-key-target={source ? 'act' : 'piece'}
            onClick={() => onClick(i)}
          >
            <circle cx={x} cy={y + 12} r={7} fill={ARMY_FILL[o.control]} stroke="#f4c430" strokeWidth={2} />
            <text
              x={x}
              y={y + 15}
              textAnchor="middle"
              className="gb-objective-label"
              fill={ARMY_TEXT[o.control]}
            >
              ★
            </text>
          </g>
        );
      })}
    </g>
  );
}

const FieldWorks = memo(function FieldWorks({
  map,
  works,
}: {
  map: GameMap;
  works: GettysburgView['fieldWorks'];
}) {
  return (
    <g className="field-works" pointerEvents="none">
      {works.map((w) => {
        const p = map.positions[w.position];
        if (!p) return null;
        const sign = sideSign(map, p, w.front);
        const line = offsetLine(p.line, 3 * sign);
        const zig = along(line, 3).map(({ at, dir }, i) => {
          const k = i % 2 === 0 ? 2 : 0;
          return [at[0] - dir[1] * k * sign, at[1] + dir[0] * k * sign] as Pt;
        });
        return (
          <path
            key={`${w.position}|${w.front}`}
            d={pathOf(zig)}
            fill="none"
            stroke="#3b2a00"
            strokeWidth={1.4}
            data-field-works={w.position}
            data-front={w.front}
          />
        );
      })}
    </g>
  );
});

function BlockShape({
  map,
  block,
  selected,
  source,
  target,
  recent,
  lang,
  onClick,
}: {
  map: GameMap;
  block: ViewBlock;
  selected: boolean;
  source: boolean;
  target: boolean;
  recent: boolean;
  lang: Lang;
  onClick(b: ViewBlock): void;
}) {
  if (block.place.kind !== 'map') return null;
  const at = blockPlace(map, block.place.position, block.place.front, block.place.rank);
  if (!at) return null;
  const hidden = block.command === 'unknown';
  const fill = ARMY_FILL[block.army] ?? '#999';
  const text = ARMY_TEXT[block.army] ?? '#000';
  const label = hidden ? '' : shortName(commandName(block.command));
  const classes = ['gb-block', block.army];
  if (hidden) classes.push('face-down');
  if (selected) classes.push('selected');
  if (source) classes.push('source');
  if (target) classes.push('target');
  if (recent) classes.push('recent');
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG block cannot be a <button>; the keyboard reaches it through the board
    <g
      className={classes.join(' ')}
      transform={`translate(${round(at.x)},${round(at.y)}) rotate(${round(at.angle)})`}
      data-block={block.id}
      data-army={block.army}
      data-on={block.place.position}
      data-front={block.place.front}
      data-rank={block.place.rank}
      data-hidden={hidden ? 'true' : undefined}
      role="button"
      aria-label={hidden ? blockName(block.id, lang) : `${blockName(block.id, lang)} (${block.strength})`}
      aria-pressed={selected}
      tabIndex={-1}
      data-key-target={source || target ? 'act' : 'piece'}
      onClick={(e) => {
        e.stopPropagation();
        onClick(block);
      }}
    >
      <title>
        {hidden
          ? blockName(block.id, lang)
          : `${blockName(block.id, lang)} · ${ui(lang, 'strength')} ${block.strength}`}
      </title>
      <rect
        x={-BLOCK_W / 2}
        y={-BLOCK_H / 2}
        width={BLOCK_W}
        height={BLOCK_H}
        rx={1.5}
        fill={fill}
        stroke={ARMY_EDGE[block.army] ?? '#000'}
        strokeWidth={selected ? 2 : 1}
      />
      {hidden ? null : (
        <>
          {block.cavalry ? (
            <line
              x1={-BLOCK_W / 2}
              y1={BLOCK_H / 2}
              x2={BLOCK_W / 2}
              y2={-BLOCK_H / 2}
              stroke={text}
              strokeWidth={0.8}
              opacity={0.6}
              className="gb-cavalry"
            />
          ) : null}
          {block.ironBrigade ? (
            <polygon
              points={`${-BLOCK_W / 2},${-BLOCK_H / 2} ${-BLOCK_W / 2 + 5},${-BLOCK_H / 2} ${-BLOCK_W / 2},${-BLOCK_H / 2 + 5}`}
              fill="#111"
              className="gb-iron-brigade"
            />
          ) : null}
          <text x={-1.5} y={2.2} textAnchor="middle" className="gb-block-label" fill={text}>
            {label}
          </text>
          {Array.from({ length: block.strength }, (_, i) => (
            <circle
              // biome-ignore lint/suspicious/noArrayIndexKey: pips have no identity
              key={i}
              cx={BLOCK_W / 2 - 2.6}
              cy={block.strength === 2 ? (i === 0 ? -2 : 2) : 0}
              r={1.3}
              fill={text}
              className="gb-pip"
            />
          ))}
        </>
      )}
    </g>
  );
}

const round = (n: number): number => Math.round(n * 10) / 10;

type ViewAttack = GettysburgView['attack'];

/**
 * §13 The attack in progress: an arrow for each attacking block from its position through the areas of
 * its path to its defense position, the lead blocks' positions ringed, and the face-down artillery on
 * each position as small squares (a count: the enemy's stay face down until step 4).
 */
function Attack({ map, attack }: { map: GameMap; attack: ViewAttack }) {
  if (!attack) return null;
  const mid = (id: string): Pt | null => {
    const p = map.positions[id];
    return p ? (midOf(p.line).at as Pt) : null;
  };
  const arrows = attack.blocks.map((b) => {
    const points: Pt[] = [];
    const start = mid(b.from);
    if (start) points.push(start);
    for (const step of b.path) {
      const area = map.areas[step.area];
      if (area) points.push(centroid(area.polygon));
      const to = mid(step.to);
      if (to) points.push(to);
    }
    return { id: b.block, from: b.from, points };
  });
  const artillery = Object.entries(attack.artillery ?? {}).flatMap(([army, byPosition]) =>
    Object.entries(byPosition ?? {})
      .filter(([, ts]) => ts.length > 0)
      .map(([position, ts]) => ({ army, position, n: ts.length })),
  );
  return (
    <g className="gb-attack" pointerEvents="none" data-attack-step={attack.step}>
      <defs>
        <marker
          id="gb-arrow"
          viewBox="0 0 10 10"
          refX={8}
          refY={5}
          markerWidth={4}
          markerHeight={4}
          orient="auto"
        >
          <path d="M0,0L10,5L0,10Z" fill="#b3261e" />
        </marker>
      </defs>
      {arrows.map((a) => (
        <path
          key={`${a.id}|${a.from}`}
          d={pathOf(a.points)}
          fill="none"
          stroke="#b3261e"
          strokeWidth={2}
          strokeDasharray="5 2"
          markerEnd="url(#gb-arrow)"
          data-attack-block={a.id}
        />
      ))}
      {Object.keys(attack.leads ?? {}).map((p) => {
        const at = mid(p);
        return at ? (
          <circle
            key={p}
            cx={at[0]}
            cy={at[1]}
            r={9}
            fill="none"
            stroke="#b3261e"
            strokeWidth={1.2}
            data-lead={p}
          />
        ) : null;
      })}
      {artillery.map(({ army, position, n }) => {
        const at = mid(position);
        if (!at) return null;
        return (
          <g key={`${army}|${position}`} data-committed-artillery={position} data-army={army} data-count={n}>
            {Array.from({ length: n }, (_, i) => (
              <rect
                // biome-ignore lint/suspicious/noArrayIndexKey: face-down tokens have no identity here
                key={i}
                x={at[0] + 8 + i * 7}
                y={at[1] - 14}
                width={6}
                height={6}
                fill={ARMY_FILL[army] ?? '#666'}
                stroke="#f4c430"
                strokeWidth={1}
              />
            ))}
          </g>
        );
      })}
    </g>
  );
}

/** A command's name short enough for a block: its last word, at most seven letters. */
function shortName(name: string): string {
  const word = name.split(/\s+/).filter(Boolean).pop() ?? name;
  return word.length > 7 ? `${word.slice(0, 6)}.` : word;
}

/** Every area and position labelled with its id (the "show ids" toggle). */
const Ids = memo(function Ids({ map }: { map: GameMap }) {
  return (
    <g className="gb-ids" pointerEvents="none" textAnchor="middle">
      {Object.values(map.areas).map((a) => {
        const [x, y] = centroid(a.polygon);
        return (
          <text key={a.id} x={x} y={y + 7} className="gb-id area-id" data-id-area={a.id}>
            {a.id}
          </text>
        );
      })}
      {Object.values(map.positions).map((p) => {
        const { at, dir } = midOf(p.line);
        let angle = (Math.atan2(dir[1], dir[0]) * 180) / Math.PI;
        if (angle > 90) angle -= 180;
        if (angle < -90) angle += 180;
        return (
          <text
            key={p.id}
            x={0}
            y={-2}
            transform={`translate(${round(at[0])},${round(at[1])}) rotate(${round(angle)})`}
            className="gb-id position-id"
            data-id-position={p.id}
          >
            {p.id}
          </text>
        );
      })}
    </g>
  );
});
