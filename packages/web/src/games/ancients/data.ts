/**
 * The Ancients data the client shows (card texts, the unit chart, terrain names), read from the game's own
 * data files so that a correction there shows up here too. The package exports only its rules module, so
 * the files are imported by path inside the monorepo.
 */
import cardsJson from '../../../../games/ancients/data/cards.json' with { type: 'json' };
import terrainJson from '../../../../games/ancients/data/terrain.json' with { type: 'json' };
import unitsJson from '../../../../games/ancients/data/units.json' with { type: 'json' };

export interface CardKindInfo {
  id: string;
  name: string;
  count: number;
  group: 'section' | 'troop' | 'leadership' | 'tactic' | string;
  helmet: boolean;
  text: string;
  rule: string;
}

export interface UnitInfo {
  name: string;
  weight: 'light' | 'medium' | 'heavy';
  /** 2.9 The class symbol has a white border. */
  bordered?: boolean;
  mounted: boolean;
  blocks: number;
  move: number;
  closeDice: number;
  battleBackDice: number;
  swordsHit: boolean;
  range: number;
  retreat: number;
  evade: string;
  /** 11.2, 11.3 Warriors and barbarian chariots: +1 die and 1 flag ignored at full strength. */
  fullStrengthBonus?: boolean;
  ignoresSwords?: 1 | 'all';
}

export interface TerrainInfo {
  name: string;
  impassable: boolean;
  stops: string;
  closeCap: number | null;
  blocksLos: boolean;
}

export const CARD_KINDS: readonly CardKindInfo[] = cardsJson as CardKindInfo[];
const CARDS_BY_ID = new Map(CARD_KINDS.map((k) => [k.id, k]));

export const UNIT_CHART: Readonly<Record<string, UnitInfo>> = (
  unitsJson as unknown as { units: Record<string, UnitInfo> }
).units;

export const TERRAIN_CHART: Readonly<Record<string, TerrainInfo>> = (
  terrainJson as unknown as { terrain: Record<string, TerrainInfo> }
).terrain;

/** 'line-command#3' → 'line-command'. */
export const kindOf = (card: string): string => card.split('#')[0] ?? card;

export function cardInfo(card: string): CardKindInfo | undefined {
  return CARDS_BY_ID.get(kindOf(card));
}

export function unitInfo(type: string): UnitInfo | undefined {
  return UNIT_CHART[type];
}
