/**
 * The Pacific 1940 board as SVG: sea zones, then the territories filled by their controller, the
 * markers (IPC values, capitals, victory cities, kamikaze zones), facilities with their damage, and the
 * units as counters stacked by power and type (damaged ships marked, cargo written on its transport or
 * carrier). The legal actions are highlighted and clicks become actions (interaction.ts): a space with
 * units that can act lists its groups in the orders panel; a group and a count light up its
 * destinations; a unit to place lights up where it may go; a battle is fought by clicking it.
 */
import type { Action, GameEvent } from '@wargame/engine';
import { type PacificView, SPACES } from '@wargame/pacific-1940';
import { GEOMETRY, isSeaZoneId, pathOf } from '@wargame/pacific-1940/geometry';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Lang, T } from '../../i18n/index.tsx';
import { ZoomPan } from '../../table/ZoomPan.tsx';
import type { BoardProps } from '../types.ts';
import { describeAction } from './describe.ts';
import {
  actionFor,
  battlesOf,
  type Group,
  type GroupOption,
  groupMax,
  groupsOf,
  movesLeft,
  nextStep,
  placementsOf,
  planFor,
  type Queue,
  type Stack,
  sourceSpaces,
  stacksOf,
  targetsFor,
} from './interaction.ts';
import { countsText, powerName, spaceLabel, spaceName, unitCount, unitName, unitShort } from './names.ts';
import { counterOf, fillOf, MARK_STYLE, type Mark, SEA } from './palette.ts';
import { say } from './words.ts';
import './board.css';
import { starPoints } from '../../table/star.ts';

const W = GEOMETRY.width;
const H = GEOMETRY.height;
const IDS = Object.keys(GEOMETRY.spaces);
const SEA_IDS = IDS.filter(isSeaZoneId);
const LAND_IDS = IDS.filter((id) => !isSeaZoneId(id));
const PATHS: Record<string, string> = Object.fromEntries(IDS.map((id) => [id, pathOf(id)]));

/**
 * What one taps is a space (most territories and zones are 180 px across or more): the whole map fits a
 * desktop screen at first, a phone starts zoomed in (ZoomPan).
 */
const TOUCH_TARGET = 180;

/** A counter's size in board pixels: the stack anchors are 46 px apart. */
const C = 42;

/** What a click sends: an action, and the one-piece moves still owed after it (a count not listed). */
interface Plan {
  send: Action;
  queue: Queue | null;
}

/** What the orders panel is waiting for after a click on a space with several ways to go there. */
interface Choice {
  space: string;
  /** Each way, told by the whole action it stands for. */
  ways: { told: Action; plan: Plan }[];
  /** The legal actions it was offered among. */
  legal: Action[];
}

export function PacificBoard({ view: viewJson, legal, onAct, recent, t, lang, preview }: BoardProps) {
  const view = viewJson as unknown as PacificView;
  const [space, setSpace] = useState<string | null>(null);
  const [groupKey, setGroupKey] = useState<string | null>(null);
  const [count, setCount] = useState(1);
  const [placeUnit, setPlaceUnit] = useState<string | null>(null);
  const [offered, setChoice] = useState<Choice | null>(null);
  const [inspect, setInspect] = useState<string | null>(null);
  // One-piece moves still owed to the last click (a count the rules do not list), with the legal actions
  // they were owed under: each new list of legal actions sends the next.
  const [queue, setQueue] = useState<{ queue: Queue; legal: Action[] } | null>(null);

  const groups = useMemo(() => groupsOf(legal, view), [legal, view]);
  const sources = useMemo(() => sourceSpaces(groups), [groups]);
  const placements = useMemo(() => placementsOf(legal), [legal]);
  const battles = useMemo(() => battlesOf(legal), [legal]);
  const stacks = useMemo(() => stacksOf(view), [view]);

  const spaceGroups = space ? groups.filter((g) => g.space === space) : [];
  const group =
    spaceGroups.find((g) => g.key === groupKey) ?? (spaceGroups.length === 1 ? spaceGroups[0] : undefined);
  const max = group ? groupMax(group) : 1;
  const n = Math.min(Math.max(1, count), max);
  const targets = group ? targetsFor(group, n) : new Map<string, GroupOption[]>();
  const placeTargets = placeUnit ? placements.get(placeUnit) : undefined;

  // A selection the legal actions no longer support is dropped (after an action, or a new phase).
  useEffect(() => {
    if (space && !sources.has(space)) {
      setSpace(null);
      setGroupKey(null);
    }
  }, [space, sources]);
  useEffect(() => {
    if (placeUnit && !placements.has(placeUnit)) setPlaceUnit(null);
    if (!placeUnit && placements.size === 1) setPlaceUnit([...placements.keys()][0] ?? null);
  }, [placeUnit, placements]);
  useEffect(() => {
    if (!queue || queue.legal === legal) return;
    const step = nextStep(queue.queue, legal, view);
    if (!step) {
      setQueue(null);
      return;
    }
    const left = queue.queue.left - 1;
    setQueue(left > 0 ? { queue: { ...queue.queue, left }, legal } : null);
    onAct(step);
  }, [queue, legal, view, onAct]);

  // A choice offered for other legal actions (before the last action was taken) is stale.
  const choice = offered?.legal === legal ? offered : null;

  const marks = new Map<string, Mark>();
  const fighting = view.combat?.battle?.space;
  if (fighting) marks.set(fighting, 'fighting');
  for (const s of sources) marks.set(s, 'source');
  for (const s of battles.keys()) marks.set(s, 'battle');
  if (placeTargets) for (const s of placeTargets.keys()) marks.set(s, 'place');
  for (const s of targets.keys()) marks.set(s, 'target');
  if (space) marks.set(space, 'selected');

  // The space stays selected after a move from it (its other units are often moved next); the group
  // and count are chosen again.
  const act = (action: Action) => {
    setChoice(null);
    setGroupKey(null);
    setCount(1);
    onAct(action);
  };
  const run = (plan: Plan) => {
    act(plan.send);
    if (plan.queue) setQueue({ queue: plan.queue, legal });
  };
  const offer = (where: string, ways: { told: Action; plan: Plan }[]) => {
    if (ways.length === 1) run((ways[0] as { plan: Plan }).plan);
    else if (ways.length > 1) setChoice({ space: where, ways, legal });
  };

  const clickSpace = (id: string) => {
    if (preview) return;
    setChoice(null);
    setQueue(null);
    const options = targets.get(id);
    if (group && options)
      return offer(
        id,
        options.map((o) => ({ told: actionFor(o, n), plan: planFor(group, o, n, legal) })),
      );
    const places = placeTargets?.get(id);
    if (places)
      return offer(
        id,
        places.map((a) => ({ told: a, plan: { send: a, queue: null } })),
      );
    const battle = battles.get(id);
    if (battle) return act(battle);
    if (sources.has(id) && id !== space) {
      setSpace(id);
      setGroupKey(null);
      setCount(1);
      setInspect(null);
      return;
    }
    setSpace(null);
    setGroupKey(null);
    setInspect(id === inspect ? null : id);
  };
  // One handler for every space and counter, stable across renders, so that the map's layers are not drawn again.
  const latest = useRef(clickSpace);
  latest.current = clickSpace;
  const onSpace = useCallback((id: string) => latest.current(id), []);

  return (
    <div className="board-wrap pacific-board">
      <ZoomPan
        width={W}
        height={H}
        t={t}
        label={t('game.pacific-1940.title')}
        touchTarget={preview ? undefined : TOUCH_TARGET}
      >
        <rect x={0} y={0} width={W} height={H} fill={SEA.fill} />
        <g className="sea-zones">
          {SEA_IDS.map((id) => (
            <SpaceShape
              key={id}
              id={id}
              fill={SEA.fill}
              stroke={SEA.stroke}
              mark={marks.get(id)}
              lang={lang}
              onClick={onSpace}
            />
          ))}
        </g>
        <g className="territories">
          {LAND_IDS.map((id) => (
            <SpaceShape
              key={id}
              id={id}
              fill={fillOf(view.control?.[id], id)}
              stroke="#4a4436"
              mark={marks.get(id)}
              lang={lang}
              onClick={onSpace}
            />
          ))}
        </g>
        <Highlights marks={marks} />
        <Markers control={view.control} />
        <Facilities facilities={view.facilities} />
        <Trail events={recent} />
        <g className="stacks">
          {[...stacks.entries()].map(([id, list]) => (
            <SpaceStacks
              key={id}
              space={id}
              stacks={list}
              highlight={group && group.space === id ? group : null}
              onClick={onSpace}
              lang={lang}
            />
          ))}
        </g>
        <Labels lang={lang} />
      </ZoomPan>
      {preview ? null : (
        <OrdersPanel
          view={view}
          lang={lang}
          t={t}
          space={space}
          groups={spaceGroups}
          group={group ?? null}
          count={n}
          max={max}
          hasTargets={targets.size > 0}
          choice={choice}
          placements={placements}
          placeUnit={placeUnit}
          battles={battles.size}
          sources={sources.size}
          onGroup={(key) => {
            setGroupKey(key);
            setCount(1);
          }}
          onCount={setCount}
          onPlaceUnit={setPlaceUnit}
          onChoose={run}
          onCancel={() => {
            setChoice(null);
            setSpace(null);
            setGroupKey(null);
          }}
        />
      )}
      {inspect && !preview ? (
        <Inspector view={view} space={inspect} lang={lang} t={t} onClose={() => setInspect(null)} />
      ) : null}
    </div>
  );
}

const SpaceShape = memo(function SpaceShape({
  id,
  fill,
  stroke,
  mark,
  lang,
  onClick,
}: {
  id: string;
  fill: string;
  stroke: string;
  mark: Mark | undefined;
  lang: Lang;
  onClick(id: string): void;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG outline cannot be a <button>; the keyboard reaches it through the board (table/board-keys.ts)
    <path
      d={PATHS[id]}
      fill={fill}
      stroke={stroke}
      strokeWidth={isSeaZoneId(id) ? 1.5 : 2}
      strokeLinejoin="round"
      className={`space${mark ? ` mark-${mark}` : ''}`}
      data-space={id}
      role="button"
      aria-label={spaceName(id, lang)}
      tabIndex={-1}
      data-key-target={mark && mark !== 'selected' && mark !== 'fighting' ? 'act' : 'hex'}
      onClick={() => onClick(id)}
    />
  );
});

/** The highlighted spaces' outlines, over the map and under the counters. */
function Highlights({ marks }: { marks: Map<string, Mark> }) {
  return (
    <g className="highlights" pointerEvents="none">
      {[...marks.entries()].map(([id, mark]) => {
        const style = MARK_STYLE[mark];
        return (
          <path
            key={id}
            d={PATHS[id]}
            fill={style.fill}
            stroke={style.stroke}
            strokeWidth={style.width}
            strokeDasharray={style.dash}
            strokeLinejoin="round"
            className={`mark mark-${mark}`}
            data-mark={mark}
            data-mark-space={id}
          />
        );
      })}
    </g>
  );
}

/** IPC values, capitals, victory cities and the kamikaze zones, where the map puts them. */
const Markers = memo(function Markers({ control }: { control: PacificView['control'] }) {
  return (
    <g className="markers" pointerEvents="none">
      {IDS.map((id) => {
        const g = GEOMETRY.spaces[id];
        if (!g) return null;
        const owner = control?.[id] ?? '';
        const counter = counterOf(owner);
        const ipc = ipcOf(id);
        return (
          <g key={id}>
            {g.ipcMarker && ipc > 0 ? (
              <g className="ipc" data-ipc={id}>
                <circle
                  cx={g.ipcMarker[0]}
                  cy={g.ipcMarker[1]}
                  r={15}
                  fill="#fffdf6"
                  stroke={counter.fill}
                  strokeWidth={4}
                />
                <text x={g.ipcMarker[0]} y={g.ipcMarker[1] + 6} textAnchor="middle" className="ipc-value">
                  {ipc}
                </text>
              </g>
            ) : null}
            {g.capital ? (
              <g className="capital" data-capital={id}>
                <circle
                  cx={g.capital[0]}
                  cy={g.capital[1]}
                  r={19}
                  fill={counter.fill}
                  stroke="#fffdf6"
                  strokeWidth={3}
                />
                <polygon points={starPoints(g.capital[0], g.capital[1], 13, 5.5)} fill="#fffdf6" />
              </g>
            ) : null}
            {g.victoryCity ? (
              <polygon
                className="victory-city"
                data-victory-city={id}
                points={starPoints(g.victoryCity[0], g.victoryCity[1], 17, 7)}
                fill="#f4c430"
                stroke="#3b2a00"
                strokeWidth={2.5}
              />
            ) : null}
            {g.kamikaze ? (
              <g className="kamikaze" data-kamikaze={id}>
                <circle
                  cx={g.kamikaze[0]}
                  cy={g.kamikaze[1]}
                  r={13}
                  fill="#fffdf6"
                  stroke="#b3261e"
                  strokeWidth={3}
                />
                <circle cx={g.kamikaze[0]} cy={g.kamikaze[1]} r={6} fill="#b3261e" />
              </g>
            ) : null}
          </g>
        );
      })}
    </g>
  );
});

function ipcOf(id: string): number {
  return SPACE_IPC[id] ?? 0;
}

const SPACE_IPC: Record<string, number> = Object.fromEntries(
  Object.entries(SPACES).map(([id, s]) => [id, s.ipc]),
);

/** Every space's name (territories) or number (sea zones), on a light halo, in the table's language. */
const Labels = memo(function Labels({ lang }: { lang: Lang }) {
  return (
    <g className="labels" pointerEvents="none" textAnchor="middle" paintOrder="stroke" strokeLinejoin="round">
      {IDS.map((id) => {
        const g = GEOMETRY.spaces[id];
        if (!g) return null;
        const sea = isSeaZoneId(id);
        const impassable = SPACES[id]?.impassable === true;
        return (
          <text
            key={id}
            x={g.label[0]}
            y={g.label[1]}
            className={sea ? 'label sea-label' : impassable ? 'label impassable-label' : 'label land-label'}
            data-label={id}
          >
            {spaceLabel(id, lang)}
          </text>
        );
      })}
    </g>
  );
});

const FACILITY_SHORT: Record<string, string> = {
  majorIc: 'IC',
  minorIc: 'ic',
  airBase: 'AB',
  navalBase: 'NB',
};

/** Each territory's facilities in a row under its name, with their damage. */
const Facilities = memo(function Facilities({ facilities }: { facilities: PacificView['facilities'] }) {
  return (
    <g className="facilities" pointerEvents="none">
      {Object.entries(facilities ?? {}).map(([id, list]) => {
        const g = GEOMETRY.spaces[id];
        if (!g || list.length === 0) return null;
        const w = 40;
        const x0 = g.label[0] - (list.length * (w + 4)) / 2;
        return (
          <g key={id} data-facilities={id}>
            {list.map((f, i) => {
              const x = x0 + i * (w + 4);
              const y = g.label[1] + 10;
              const damaged = f.damage > 0;
              return (
                <g key={f.type} className={`facility${damaged ? ' damaged' : ''}`} data-facility={f.type}>
                  <rect
                    x={x}
                    y={y}
                    width={w}
                    height={22}
                    rx={3}
                    fill={damaged ? '#fde2df' : '#fffdf6'}
                    stroke={damaged ? '#b3261e' : '#3a352a'}
                    strokeWidth={2}
                  />
                  <text x={x + w / 2} y={y + 16} textAnchor="middle" className="facility-label">
                    {damaged ? `${FACILITY_SHORT[f.type]}−${f.damage}` : FACILITY_SHORT[f.type]}
                  </text>
                </g>
              );
            })}
          </g>
        );
      })}
    </g>
  );
});

type Box = [number, number, number, number];
const overlaps = (a: Box, b: Box): boolean => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];
const around = (p: readonly number[] | undefined, r: number): Box[] =>
  p ? [[p[0]! - r, p[1]! - r, p[0]! + r, p[1]! + r]] : [];

/**
 * What a space's counters must leave visible: its name (and, for a territory, the row of facilities
 * under it), its IPC value, capital, victory city and kamikaze marks. Sizes follow board.css.
 */
function keptClear(id: string, lang: Lang): Box[] {
  const g = GEOMETRY.spaces[id];
  if (!g) return [];
  const [x, y] = g.label;
  const sea = isSeaZoneId(id);
  const half = (spaceLabel(id, lang).length * (sea ? 15 : 12.5)) / 2 + 4;
  const boxes: Box[] = [[x - half, y - 22, x + half, y + 6]];
  if (!sea) boxes.push([x - 70, y + 8, x + 70, y + 34]);
  return [
    ...boxes,
    ...around(g.ipcMarker, 17),
    ...around(g.capital, 21),
    ...around(g.victoryCity, 18),
    ...around(g.kamikaze, 15),
  ];
}

/**
 * Each space's stack anchors (top-left corners, 46 px apart) that leave its marks visible, for the labels
 * of one language (worked out once per language).
 */
const ANCHORS = new Map<Lang, Record<string, [number, number][]>>();
function anchorsFor(lang: Lang): Record<string, [number, number][]> {
  let anchors = ANCHORS.get(lang);
  if (!anchors) {
    anchors = Object.fromEntries(
      IDS.map((id) => {
        const all = (GEOMETRY.spaces[id]?.stacks ?? []).map(([x, y]) => [x, y] as [number, number]);
        const clear = keptClear(id, lang);
        const free = all.filter(([x, y]) => !clear.some((b) => overlaps(b, [x, y, x + C + 4, y + C + 4])));
        return [id, free.length > 0 ? free : all];
      }),
    );
    ANCHORS.set(lang, anchors);
  }
  return anchors;
}

/** Where the counters of a space go: its free anchors in order, then on along a row past the last. */
function anchorOf(space: string, i: number, lang: Lang): [number, number] {
  const anchors = anchorsFor(lang)[space] ?? [];
  const at = anchors[i];
  if (at) return at;
  const last = anchors[anchors.length - 1] ?? GEOMETRY.spaces[space]?.label ?? [0, 0];
  const extra = i - anchors.length + 1;
  return [Math.min(W - C, last[0] + extra * (C + 4)), last[1]];
}

const SpaceStacks = memo(function SpaceStacks({
  space,
  stacks,
  highlight,
  onClick,
  lang,
}: {
  space: string;
  stacks: Stack[];
  highlight: Group | null;
  onClick(space: string): void;
  lang: Lang;
}) {
  return (
    <g data-stacks={space}>
      {stacks.map((s, i) => {
        const [x, y] = anchorOf(space, i, lang);
        const lit = highlight !== null && s.pieces.some((p) => highlight.pieces.includes(p));
        return (
          <Counter key={s.key} stack={s} x={x} y={y} lit={lit} onClick={() => onClick(space)} lang={lang} />
        );
      })}
    </g>
  );
});

function Counter({
  stack,
  x,
  y,
  lit,
  onClick,
  lang,
}: {
  stack: Stack;
  x: number;
  y: number;
  lit: boolean;
  onClick(): void;
  lang: Lang;
}) {
  const colours = counterOf(stack.owner);
  const cargo = Object.entries(stack.cargo)
    .map(([type, k]) => `${k}${unitShort(type)}`)
    .join(' ');
  const title = `${powerName(stack.owner, lang)}: ${unitCount(stack.type, stack.count, lang)}${
    stack.damaged ? ` (${say(lang, 'panel.damaged')})` : ''
  }${cargo ? `, ${say(lang, 'panel.carrying', { cargo: countsText(stack.cargo, lang) })}` : ''}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: SVG counters are not buttons; the legal-actions list is the accessible path
    <g
      transform={`translate(${x + 2},${y + 2})`}
      className={`counter owner-${stack.owner}${stack.damaged ? ' damaged' : ''}${lit ? ' lit' : ''}`}
      data-counter={stack.type}
      data-owner={stack.owner}
      data-count={stack.count}
      data-space={stack.space}
      role="button"
      aria-label={title}
      tabIndex={-1}
      data-key-target="piece"
      onClick={(e) => {
        e.stopPropagation();
        onClick();
      }}
    >
      <title>{title}</title>
      {lit ? (
        <rect
          x={-5}
          y={-5}
          width={C + 10}
          height={C + 10}
          rx={9}
          fill="none"
          stroke="#f2b705"
          strokeWidth={5}
        />
      ) : null}
      <rect width={C} height={C} rx={6} fill={colours.fill} stroke={colours.edge} strokeWidth={2.5} />
      {colours.double ? (
        <rect
          x={3}
          y={3}
          width={C - 6}
          height={C - 6}
          rx={4}
          fill="none"
          stroke={colours.text}
          strokeWidth={1}
        />
      ) : null}
      <text
        x={C / 2}
        y={14}
        textAnchor="middle"
        className={unitShort(stack.type).length > 3 ? 'counter-type long' : 'counter-type'}
        fill={colours.text}
      >
        {unitShort(stack.type)}
      </text>
      {stack.count > 1 || !cargo ? (
        <text x={C / 2} y={cargo ? 29 : 34} textAnchor="middle" className="counter-count" fill={colours.text}>
          {stack.count > 1 ? stack.count : ''}
        </text>
      ) : null}
      {cargo ? (
        <text x={C / 2} y={38} textAnchor="middle" className="counter-cargo" fill={colours.text}>
          {cargo}
        </text>
      ) : null}
      {stack.damaged ? (
        <g className="damage-mark">
          <polygon points={`${C - 16},0 ${C},0 ${C},16`} fill="#e53935" stroke="#fffdf6" strokeWidth={1} />
        </g>
      ) : null}
    </g>
  );
}

/** What just happened: the moves, retreats and scrambles of the last action, as dashed arrows. */
function Trail({ events }: { events: GameEvent[] }) {
  const lines: { from: string; path: string[] }[] = [];
  for (const e of events) {
    // A move names where it began (`from`); a retreat its battle (`space`); an unload its zone.
    const start = e.from ?? e.space ?? e.zone;
    const from = typeof start === 'string' ? start : null;
    const path = Array.isArray(e.path)
      ? e.path.filter((s): s is string => typeof s === 'string')
      : typeof e.to === 'string'
        ? [e.to]
        : [];
    if (!['moved', 'retreat', 'scramble', 'unloaded'].includes(e.type) || !from || path.length === 0)
      continue;
    lines.push({ from, path });
  }
  if (lines.length === 0) return null;
  const point = (id: string) => GEOMETRY.spaces[id]?.label ?? null;
  return (
    <g className="trail" pointerEvents="none">
      <defs>
        <marker
          id="pacific-arrow"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="4"
          markerHeight="4"
          orient="auto"
        >
          <path d="M0,0 L10,5 L0,10 Z" fill="#1f1a10" />
        </marker>
      </defs>
      {lines.map((l, i) => {
        const points = [l.from, ...l.path].map(point).filter((p): p is [number, number] => p !== null);
        if (points.length < 2) return null;
        return (
          <polyline
            // biome-ignore lint/suspicious/noArrayIndexKey: the same move may appear twice; order is stable
            key={i}
            points={points.map(([x, y]) => `${x},${y}`).join(' ')}
            fill="none"
            stroke="#1f1a10"
            strokeOpacity={0.75}
            strokeWidth={6}
            strokeDasharray="16 10"
            strokeLinecap="round"
            markerEnd="url(#pacific-arrow)"
          />
        );
      })}
    </g>
  );
}

function groupLabel(g: Group, lang: Lang): string {
  if (g.type === 'mixed') return say(lang, 'panel.mixed', { units: countsText(g.cargo, lang) });
  const parts = [unitCount(g.type, g.pieces.length, lang)];
  if (g.damaged) parts.push(say(lang, 'panel.damaged'));
  if (g.aboard) parts.push(say(lang, 'panel.aboard'));
  const cargo = countsText(g.cargo, lang);
  if (cargo) parts.push(say(lang, 'panel.carrying', { cargo }));
  return parts.join(', ');
}

function OrdersPanel({
  view,
  lang,
  t,
  space,
  groups,
  group,
  count,
  max,
  hasTargets,
  choice,
  placements,
  placeUnit,
  battles,
  sources,
  onGroup,
  onCount,
  onPlaceUnit,
  onChoose,
  onCancel,
}: {
  view: PacificView;
  lang: Lang;
  t: T;
  space: string | null;
  groups: Group[];
  group: Group | null;
  count: number;
  max: number;
  hasTargets: boolean;
  choice: Choice | null;
  placements: Map<string, Map<string, Action[]>>;
  placeUnit: string | null;
  battles: number;
  sources: number;
  onGroup(key: string): void;
  onCount(n: number): void;
  onPlaceUnit(unit: string | null): void;
  onChoose(plan: Plan): void;
  onCancel(): void;
}) {
  const json = view as unknown as Parameters<typeof describeAction>[1];
  const bought = view.turn?.bought ?? {};
  const hints: string[] = [];
  if (!space && sources > 0) hints.push(say(lang, 'panel.sources'));
  if (battles > 0) hints.push(say(lang, 'panel.battles'));
  if (!space && placements.size === 0 && hints.length === 0 && !choice) return null;
  return (
    <aside className="pacific-orders" aria-live="polite" data-testid="pacific-orders">
      {choice ? (
        <div className="orders-choice" data-choice={choice.space}>
          <strong>{say(lang, 'panel.choose')}</strong>
          {choice.ways.map((way) => (
            <button
              key={JSON.stringify(way.told)}
              type="button"
              className="action-button"
              data-legal={JSON.stringify(way.plan.send)}
              onClick={() => onChoose(way.plan)}
            >
              {describeAction(way.told, json, t, lang)}
            </button>
          ))}
        </div>
      ) : null}
      {space ? (
        <div className="orders-groups" data-orders-space={space}>
          <strong>{say(lang, 'panel.groups', { space: spaceName(space, lang) })}</strong>
          {groups.length === 0 ? <p className="muted">{say(lang, 'panel.none')}</p> : null}
          <ul>
            {groups.map((g) => {
              const first = view.pieces?.[g.pieces[0] ?? ''];
              const left = first ? movesLeft(first) : 0;
              return (
                <li key={g.key}>
                  <label className={group?.key === g.key ? 'group chosen' : 'group'}>
                    <input
                      type="radio"
                      name="pacific-group"
                      checked={group?.key === g.key}
                      onChange={() => onGroup(g.key)}
                      data-group={g.key}
                    />
                    <span>{groupLabel(g, lang)}</span>
                    {g.type !== 'mixed' && g.aboard === null ? (
                      <span className="muted"> · {say(lang, 'panel.movesLeft', { n: left })}</span>
                    ) : null}
                  </label>
                </li>
              );
            })}
          </ul>
          {group && max > 1 ? (
            <div className="orders-count">
              <span>{say(lang, 'panel.count')}</span>
              <button
                type="button"
                onClick={() => onCount(count - 1)}
                disabled={count <= 1}
                aria-label="−1"
                data-count-down
              >
                −
              </button>
              <output data-count={count}>{count}</output>
              <button
                type="button"
                onClick={() => onCount(count + 1)}
                disabled={count >= max}
                aria-label="+1"
                data-count-up
              >
                +
              </button>
              <button type="button" className="link" onClick={() => onCount(max)} disabled={count >= max}>
                {max}
              </button>
            </div>
          ) : null}
          {group && hasTargets ? <p className="muted">{say(lang, 'panel.pickTarget')}</p> : null}
          <button type="button" className="link" onClick={onCancel}>
            {say(lang, 'panel.cancel')}
          </button>
        </div>
      ) : null}
      {placements.size > 0 ? (
        <div className="orders-place">
          <strong>{say(lang, 'panel.place')}</strong>
          <p className="muted">{say(lang, 'panel.placeHint')}</p>
          <div className="place-units">
            {[...placements.keys()].map((unit) => (
              <button
                key={unit}
                type="button"
                className={unit === placeUnit ? 'place-unit chosen' : 'place-unit'}
                aria-pressed={unit === placeUnit}
                data-place-unit={unit}
                onClick={() => onPlaceUnit(unit === placeUnit ? null : unit)}
              >
                {unitCount(unit, (bought as Record<string, number>)[unit] ?? 1, lang)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {hints.map((h) => (
        <p key={h} className="muted orders-hint">
          {h}
        </p>
      ))}
    </aside>
  );
}

function Inspector({
  view,
  space,
  lang,
  t,
  onClose,
}: {
  view: PacificView;
  space: string;
  lang: Lang;
  t: T;
  onClose(): void;
}) {
  const info = SPACES[space];
  const controller = view.control?.[space];
  const units = Object.values(view.pieces ?? {}).filter((p) => p.at === space);
  const byOwner = new Map<string, Record<string, number>>();
  for (const p of units) {
    const counts = byOwner.get(p.owner) ?? {};
    counts[p.type] = (counts[p.type] ?? 0) + 1;
    byOwner.set(p.owner, counts);
  }
  const damaged = units.filter((p) => p.damaged).length;
  return (
    <aside className="inspector pacific-inspector" aria-live="polite" data-inspect={space}>
      <button type="button" className="inspector-close" onClick={onClose} aria-label={t('app.close')}>
        ×
      </button>
      <strong>{spaceName(space, lang)}</strong>
      {controller && !isSeaZoneId(space) ? (
        <div className="muted">
          {say(lang, 'inspect.controller', { power: powerName(controller, lang) })}
          {info && info.originalOwner !== controller
            ? ` (${say(lang, 'inspect.original', { power: powerName(info.originalOwner, lang) })})`
            : ''}
          {info && info.ipc > 0 ? ` · ${say(lang, 'inspect.ipc', { n: info.ipc })}` : ''}
        </div>
      ) : null}
      {info?.capital ? (
        <div>{say(lang, 'inspect.capital', { power: powerName(info.capital, lang) })}</div>
      ) : null}
      {info?.victoryCity ? <div>{say(lang, 'inspect.victory', { city: info.victoryCity })}</div> : null}
      {(view.facilities?.[space] ?? []).map((f) => (
        <div key={f.type}>
          {unitName(f.type, lang)}
          {f.damage > 0 ? ` (${say(lang, 'inspect.damage', { n: f.damage })})` : ''}
        </div>
      ))}
      {units.length === 0 ? <div className="muted">{say(lang, 'inspect.empty')}</div> : null}
      {[...byOwner.entries()].map(([owner, counts]) => (
        <div key={owner}>
          {powerName(owner, lang)}: {countsText(counts, lang)}
        </div>
      ))}
      {damaged > 0 ? (
        <div className="muted">
          {say(lang, 'panel.damaged')}: {damaged}
        </div>
      ) : null}
    </aside>
  );
}
