/**
 * The games the CLI knows, looked up by id. Each game is imported only when a command needs it, so one
 * game that fails to load (or is slow to) does not stop the others. Tests build their own registry
 * from the engine's fixture games with `registryOf`.
 */
import type { BaseState, GameModule, Json } from '@wargame/engine';
import { CliError, EXIT_FAILED } from './args.ts';

/** Any game module, whatever its state and view types. */
export type AnyGame = GameModule<BaseState, unknown>;

/** A player-written scenario file turned into a starting position for a save. */
export interface ScenarioFilePosition {
  /** The scenario id the save records. */
  scenario: string;
  /** The game's own position JSON; the save starts from it (with the save's seed). */
  position: Json;
  /** Legal but notable facts the game reported about the file. */
  warnings?: string[];
}

/** A battle to compute the odds of (`wargame odds`): the game's own unit lists, as typed. */
export interface OddsRequest {
  attacker: string;
  defender: string;
  sea?: boolean;
  amphibious?: boolean;
  bombard?: string;
  retreatAfter?: number;
  /** Also simulate this many battles and report both timings. */
  monteCarlo?: number;
  seed?: string;
}

export interface LoadedGame {
  module: AnyGame;
  /** The game's exact battle odds (`wargame odds`); absent: it has none. Throws for a bad request. */
  odds?: (request: OddsRequest) => { text: string; json: Json };
  /** How this game reads a player's scenario file (`wargame new --scenario-file`); absent: it cannot. */
  positionFromScenarioFile?: (
    json: unknown,
    options: Record<string, Json>,
    seed: string,
  ) => ScenarioFilePosition;
  /**
   * How this game checks a player's map file (`wargame check-map`); absent: it has no map files. A game
   * that has them takes a valid one as its `mapFile` option (`wargame new --map-file`).
   */
  checkMap?: (json: unknown) => MapFileCheck;
}

/** A map file checked: every problem, each naming the element at fault; the summary of a valid map. */
export interface MapFileCheck {
  problems: string[];
  summary: string;
}

export interface GameEntry {
  id: string;
  title: string;
  load: () => LoadedGame | Promise<LoadedGame>;
}

export class Registry {
  private readonly byId: Map<string, GameEntry>;
  private readonly loaded = new Map<string, Promise<LoadedGame>>();

  constructor(readonly entries: readonly GameEntry[]) {
    this.byId = new Map(entries.map((entry) => [entry.id, entry]));
  }

  ids(): string[] {
    return this.entries.map((entry) => entry.id);
  }

  find(id: string): GameEntry | undefined {
    return this.byId.get(id);
  }

  /** The game with this id: exit 2 when there is none, exit 1 when it fails to load. */
  async load(id: string): Promise<LoadedGame> {
    const entry = this.byId.get(id);
    if (!entry) {
      throw new CliError(`unknown game '${id}' (known: ${this.ids().join(', ') || 'none'})`);
    }
    let pending = this.loaded.get(id);
    if (!pending) {
      pending = Promise.resolve().then(() => entry.load());
      this.loaded.set(id, pending);
    }
    try {
      const game = await pending;
      if (game.module.id !== id) {
        throw new Error(`the registry entry '${id}' loaded a module whose id is '${game.module.id}'`);
      }
      return game;
    } catch (thrown) {
      if (thrown instanceof CliError) throw thrown;
      const reason = thrown instanceof Error ? thrown.message : String(thrown);
      throw new CliError(`game '${id}' failed to load: ${reason}`, EXIT_FAILED);
    }
  }
}

/** A registry of modules already in hand (tests, fixtures). */
export function registryOf(...games: (AnyGame | LoadedGame)[]): Registry {
  return new Registry(
    games.map((game) => {
      const loaded: LoadedGame = 'module' in game ? game : { module: game };
      return { id: loaded.module.id, title: loaded.module.title, load: () => loaded };
    }),
  );
}

/**
 * Commands & Colors: Ancients. A scenario file is validated by `loadScenario` and becomes a position by
 * `scenarioPosition` (the hands are dealt from the save's seed when the position is loaded).
 */
const ancients: GameEntry = {
  id: 'ancients',
  title: 'Commands & Colors: Ancients',
  load: async () => {
    const mod = await import('@wargame/ancients');
    return {
      module: mod.ancients as unknown as AnyGame,
      positionFromScenarioFile: (json, options) => {
        const warnings: string[] = [];
        const scenario = mod.loadScenario(json, warnings);
        const position = JSON.parse(JSON.stringify(mod.scenarioPosition(scenario, options))) as Json;
        return { scenario: scenario.id, position, warnings };
      },
    };
  },
};

/**
 * Axis & Allies Pacific 1940. No scenario files: a mid-game situation is a position
 * (`wargame new pacific-1940 --position FILE`). Exact battle odds for `wargame odds`.
 */
const pacific1940: GameEntry = {
  id: 'pacific-1940',
  title: 'Axis & Allies Pacific 1940',
  load: async () => {
    const mod = await import('@wargame/pacific-1940');
    return { module: mod.pacific1940 as unknown as AnyGame, odds: mod.oddsReport };
  },
};

/**
 * The Guns of Gettysburg on the package's reconstructed map (`--position FILE`: gettysburg-position/1),
 * or on a player's own map (gettysburg-map/1), checked by the package's validator.
 */
const gettysburg: GameEntry = {
  id: 'gettysburg',
  title: 'The Guns of Gettysburg',
  load: async () => {
    const mod = await import('@wargame/gettysburg');
    return {
      module: mod.gettysburg as unknown as AnyGame,
      checkMap: (json) => {
        const { map, problems } = mod.checkMap(json);
        if (!map) return { problems, summary: `${problems.length} problem(s)` };
        const count = (record: object) => Object.keys(record).length;
        const partial = Object.values(map.positions).filter((p) => p.partial).length;
        return {
          problems: [],
          summary: `${count(map.areas)} areas, ${count(map.positions)} positions (${partial} partial), ${count(map.endpoints)} endpoints, ${count(map.roads)} roads`,
        };
      },
    };
  },
};

/** Every game of the platform, in display order. */
export const defaultRegistry = new Registry([ancients, pacific1940, gettysburg]);
