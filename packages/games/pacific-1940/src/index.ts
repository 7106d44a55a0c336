/**
 * Axis & Allies Pacific 1940 (1st edition): the game module (`pacific1940`, also the default export),
 * its data, the state with its position format, the rule areas' functions, the battle model and the
 * exact battle odds (the CLI's `wargame odds`). The board's drawing is a separate entry
 * (`@wargame/pacific-1940/geometry`), so that the server and the AI never load the outlines.
 */
import { pacific1940 } from './game.ts';

export { actionSchema } from './action-schema.ts';
export { shipReach } from './air-landing.ts';
export * from './capture.ts';
export * from './china.ts';
export * from './flow.ts';
export { pacific1940 } from './game.ts';
export {
  enemyUnitsIn,
  isEnemyTerritory,
  isFriendlyTerritory,
  isHostileSea,
  piecesIn,
} from './hostility.ts';
export * from './income.ts';
export * from './map.ts';
export * from './mobilize.ts';
export * from './objectives-data.ts';
export * from './odds/index.ts';
export { battleOddsAt, forceOfPieces } from './odds-at.ts';
export { type OddsReport, type OddsRequest, oddsReport } from './odds-report.ts';
export * from './politics.ts';
export * from './position.ts';
export * from './powers.ts';
export * from './purchase.ts';
export * from './setup.ts';
export * from './setup-data.ts';
export { displayNameOf, spaceIdOf } from './space-id.ts';
export * from './state.ts';
export * from './units.ts';
export * from './victory.ts';
export * from './view.ts';

export default pacific1940;
