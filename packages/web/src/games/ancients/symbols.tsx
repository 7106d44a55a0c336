/**
 * The battle dice faces and unit-class symbols of Ancients, as small SVG drawings: green circle (light),
 * blue triangle (medium), red square (heavy), helmet (leader), flag, crossed swords. A unit symbol may carry
 * the rulebook's white border (2.9: auxilia, warriors, barbarian chariots, armoured camels and cavalry).
 */
export const WEIGHT_COLOURS = { light: '#2f8f3a', medium: '#2d5fb8', heavy: '#c0392b' } as const;

/** Paint for a class symbol; a bordered one gets a white edge inside a thin dark rim, so it shows on light ground. */
interface Paint {
  fill: string;
  stroke?: string;
  strokeWidth?: number;
}

function classShape(face: 'light' | 'medium' | 'heavy', x: number, y: number, h: number, paint: Paint) {
  switch (face) {
    case 'light':
      return <circle cx={x} cy={y} r={h * 0.72} {...paint} />;
    case 'medium':
      return (
        <polygon
          points={`${x},${y - h * 0.78} ${x + h * 0.8},${y + h * 0.62} ${x - h * 0.8},${y + h * 0.62}`}
          strokeLinejoin="round"
          {...paint}
        />
      );
    case 'heavy':
      return <rect x={x - h * 0.66} y={y - h * 0.66} width={h * 1.32} height={h * 1.32} {...paint} />;
  }
}

/** A unit-class symbol: `bordered` draws the white border of 2.9. */
export function ClassSymbol({
  face,
  x,
  y,
  size,
  bordered = false,
}: {
  face: 'light' | 'medium' | 'heavy';
  x: number;
  y: number;
  size: number;
  bordered?: boolean;
}) {
  const h = size / 2;
  const fill = WEIGHT_COLOURS[face];
  if (!bordered) return classShape(face, x, y, h, { fill });
  return (
    <g className="symbol-bordered">
      {classShape(face, x, y, h, { fill: '#333', stroke: '#333', strokeWidth: size * 0.3 })}
      {classShape(face, x, y, h, { fill, stroke: '#ffffff', strokeWidth: size * 0.16 })}
    </g>
  );
}

/** A symbol drawn in a box of `size` centred on (x, y). */
export function FaceSymbol({ face, x, y, size }: { face: string; x: number; y: number; size: number }) {
  const h = size / 2;
  switch (face) {
    case 'light':
    case 'medium':
    case 'heavy':
      return <ClassSymbol face={face} x={x} y={y} size={size} />;
    case 'leader':
      return <Helmet x={x} y={y} size={size} />;
    case 'flag':
      return (
        <g>
          <line
            x1={x - h * 0.55}
            y1={y - h * 0.8}
            x2={x - h * 0.55}
            y2={y + h * 0.85}
            stroke="#333"
            strokeWidth={size * 0.08}
          />
          <path
            d={`M${x - h * 0.5},${y - h * 0.78} L${x + h * 0.75},${y - h * 0.45} L${x - h * 0.5},${y - h * 0.05} Z`}
            fill="#d9a21b"
            stroke="#7a5a0a"
            strokeWidth={size * 0.03}
          />
        </g>
      );
    case 'swords':
      return (
        <g stroke="#444" strokeWidth={size * 0.09} strokeLinecap="round">
          <line x1={x - h * 0.7} y1={y + h * 0.7} x2={x + h * 0.7} y2={y - h * 0.7} />
          <line x1={x + h * 0.7} y1={y + h * 0.7} x2={x - h * 0.7} y2={y - h * 0.7} />
          <line x1={x - h * 0.6} y1={y + h * 0.25} x2={x - h * 0.25} y2={y + h * 0.6} stroke="#8a6d2b" />
          <line x1={x + h * 0.6} y1={y + h * 0.25} x2={x + h * 0.25} y2={y + h * 0.6} stroke="#8a6d2b" />
        </g>
      );
    default:
      return (
        <text x={x} y={y + h * 0.35} fontSize={size * 0.7} textAnchor="middle" fill="#333">
          ?
        </text>
      );
  }
}

/** A crested helmet, the leader symbol. */
export function Helmet({
  x,
  y,
  size,
  fill = '#6b4f1d',
}: {
  x: number;
  y: number;
  size: number;
  fill?: string;
}) {
  const s = size / 24;
  return (
    <g transform={`translate(${x - 12 * s},${y - 12 * s}) scale(${s})`}>
      <path d="M5 3 C10 -1 17 1 19 5 L13 6 Z" fill="#b23a2b" />
      <path
        d="M6 8 C6 4 18 4 18 9 L18 20 L14 20 L14 14 L12 12 L10 14 L10 20 L6 20 Z"
        fill={fill}
        stroke="#2b1d08"
        strokeWidth="1"
      />
    </g>
  );
}

/** One battle die, as rolled. */
export function Die({ face, size = 26 }: { face: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 26 26" role="img" aria-label={face} className="die">
      <rect x="1" y="1" width="24" height="24" rx="5" fill="#fbf8f0" stroke="#8a8270" strokeWidth="1.2" />
      <FaceSymbol face={face} x={13} y={13} size={17} />
    </svg>
  );
}
