/** Every scenario file in data/scenarios, validated at load. A test checks this list matches the folder. */

import s001 from '../data/scenarios/001.json' with { type: 'json' };
import s002 from '../data/scenarios/002.json' with { type: 'json' };
import s003 from '../data/scenarios/003.json' with { type: 'json' };
import s004 from '../data/scenarios/004.json' with { type: 'json' };
import s005 from '../data/scenarios/005.json' with { type: 'json' };
import s006 from '../data/scenarios/006.json' with { type: 'json' };
import s007 from '../data/scenarios/007.json' with { type: 'json' };
import s008 from '../data/scenarios/008.json' with { type: 'json' };
import s009 from '../data/scenarios/009.json' with { type: 'json' };
import s010 from '../data/scenarios/010.json' with { type: 'json' };
import s011 from '../data/scenarios/011.json' with { type: 'json' };
import s012 from '../data/scenarios/012.json' with { type: 'json' };
import s013 from '../data/scenarios/013.json' with { type: 'json' };
import s014 from '../data/scenarios/014.json' with { type: 'json' };
import s015 from '../data/scenarios/015.json' with { type: 'json' };
import s101 from '../data/scenarios/101.json' with { type: 'json' };
import s102 from '../data/scenarios/102.json' with { type: 'json' };
import s103 from '../data/scenarios/103.json' with { type: 'json' };
import s104 from '../data/scenarios/104.json' with { type: 'json' };
import s105 from '../data/scenarios/105.json' with { type: 'json' };
import s106 from '../data/scenarios/106.json' with { type: 'json' };
import s107 from '../data/scenarios/107.json' with { type: 'json' };
import s108 from '../data/scenarios/108.json' with { type: 'json' };
import s109 from '../data/scenarios/109.json' with { type: 'json' };
import s110 from '../data/scenarios/110.json' with { type: 'json' };
import s111 from '../data/scenarios/111.json' with { type: 'json' };
import s112 from '../data/scenarios/112.json' with { type: 'json' };
import s113 from '../data/scenarios/113.json' with { type: 'json' };
import s114 from '../data/scenarios/114.json' with { type: 'json' };
import s115 from '../data/scenarios/115.json' with { type: 'json' };
import s116 from '../data/scenarios/116.json' with { type: 'json' };
import s117 from '../data/scenarios/117.json' with { type: 'json' };
import s118 from '../data/scenarios/118.json' with { type: 'json' };
import s119 from '../data/scenarios/119.json' with { type: 'json' };
import s120 from '../data/scenarios/120.json' with { type: 'json' };
import s121 from '../data/scenarios/121.json' with { type: 'json' };
import s122 from '../data/scenarios/122.json' with { type: 'json' };
import s123 from '../data/scenarios/123.json' with { type: 'json' };
import s124 from '../data/scenarios/124.json' with { type: 'json' };
import type { Scenario } from './scenario-schema.ts';
import { loadScenario } from './scenario-schema.ts';

const RAW: unknown[] = [
  s001,
  s002,
  s003,
  s004,
  s005,
  s006,
  s007,
  s008,
  s009,
  s010,
  s011,
  s012,
  s013,
  s014,
  s015,
  s101,
  s102,
  s103,
  s104,
  s105,
  s106,
  s107,
  s108,
  s109,
  s110,
  s111,
  s112,
  s113,
  s114,
  s115,
  s116,
  s117,
  s118,
  s119,
  s120,
  s121,
  s122,
  s123,
  s124,
];

export const SCENARIOS: readonly Scenario[] = RAW.map((raw) => loadScenario(raw));
const BY_ID = new Map(SCENARIOS.map((sc) => [sc.id, sc]));

export function scenarioById(id: string): Scenario {
  const scenario = BY_ID.get(id) ?? SCENARIOS.find((sc) => sc.name.toLowerCase() === id.toLowerCase());
  if (!scenario)
    throw new Error(`unknown scenario '${id}' (known: ${SCENARIOS.map((sc) => sc.id).join(', ')})`);
  return scenario;
}
