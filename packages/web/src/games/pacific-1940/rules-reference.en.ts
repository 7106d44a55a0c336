/**
 * The rules of Axis & Allies Pacific 1940 (1st edition) as this implementation plays them, in our own
 * words, numbered as the rulebook is (the team's English reference, sections 4–21), so that the log's
 * citations (§13.7, §14.2.1) open the right place. Where the printed rules leave a point open, the
 * reading is the one in packages/games/pacific-1940/RULINGS.md. No rulebook text is copied.
 */
import type { RulesReference, RulesSection } from '../types.ts';

export const PACIFIC_RULES: RulesReference = {
  title: 'Axis & Allies Pacific 1940: rules reference',
  note: 'A short summary in our own words of the rules as this program enforces them (1st edition). Where the printed rules leave a point open, the reading chosen is the one in the project’s RULINGS.md.',
  sections: [
    {
      id: '4',
      title: 'The game',
      body: [
        'Two sides fight for the Pacific: the Axis is Japan alone; the Allies are the United States, China, the United Kingdom and ANZAC (Australia and New Zealand).',
        'Each power is its own player seat, with its own IPCs (Industrial Production Certificates, the game’s money), units and turn. Powers of one side cooperate but never share IPCs.',
      ],
    },
    {
      id: '5',
      title: 'Winning',
      body: [
        'There are eight victory cities: Tokyo and Shanghai (Japanese at the start), and Calcutta, Manila, Hong Kong, Sydney, Honolulu and San Francisco (Allied).',
        '- Japan wins by holding any six of them at the end of a complete round, after ANZAC’s turn.',
        '- The Allies win by taking Japan (the territory of Tokyo) and still holding it when the next Japanese turn ends.',
      ],
    },
    {
      id: '6',
      title: 'The powers',
      body: [
        'The turn order is Japan, United States, China, United Kingdom, ANZAC. The Netherlands, France and the Soviet Union own territories on the map but never take a turn.',
      ],
    },
    {
      id: '7',
      title: 'Set-up',
      body: [
        'Every power starts with its units where the set-up charts put them and with its starting income in hand: Japan 26, United States 17, China 12, United Kingdom 16, ANZAC 10 IPCs.',
        'Aircraft at sea start on their carriers.',
      ],
    },
    {
      id: '8',
      title: 'The board',
      body: [
        'The map is made of land territories and sea zones; units move between spaces that share a border. Most territories are worth IPCs to whoever controls them (the number in the circle).',
        'A territory is friendly (yours or an ally’s), hostile (an enemy’s) or neutral. A sea zone is hostile when it holds surface warships of a power you are at war with; enemy submarines and transports alone do not make it hostile.',
        'Dark territories are impassable: nothing may enter them.',
      ],
      sections: [
        {
          id: '8.1',
          title: 'Neutral territories',
          body: [
            'The Mongolian territories are neutral. Entering one is an attack on it: its infantry are raised to defend it and the battle is fought normally.',
            'Once attacked, the territory joins the side opposed to its attacker. If the attack fails, its survivors stay and cannot move.',
            'Air units may not fly over a neutral territory unless they attack it.',
          ],
        },
        {
          id: '8.2',
          title: 'Islands',
          body: [
            'An island, or a group of islands, lies within one sea zone and counts as one territory. Units on an island are drawn in the sea around it.',
          ],
        },
      ],
    },
    {
      id: '9',
      title: 'The political situation',
      body: [
        'At the start Japan is at war with China only. Japan may attack China and French Indochina without bringing in anyone else.',
        '- Any Japanese attack on a British, Dutch, ANZAC or American territory or unit brings all of them into the war.',
        '- Before the war, the UK and ANZAC may take the Dutch East Indies and French Indochina by moving land units in (a provocation, not war).',
        '- If the UK or ANZAC attack Japan, disrupt its convoys or enter China, Japan is at war with both of them; the United States stays out.',
        '- The United States may not attack Japan, disrupt its convoys or enter China while at peace. It enters the war when Japan attacks it or, at the latest, in the Collect Income phase of its third turn.',
        '- At war, the United States gains a war economy of +40 IPCs a turn.',
        '- Nobody may enter the Soviet Union (a non-aggression pact with Japan), not even flying over it.',
      ],
    },
    {
      id: '10',
      title: 'China',
      body: [
        'China is a separate Allied power with its own turn and IPCs. It buys infantry only, and artillery while the Burma Road is open. It has no industrial complexes or bases: it places new units in any Chinese territory it controls, even one taken this turn.',
        'Chinese units move only within the territories marked with the Chinese symbol (plus Kwangtung and Burma, which they may take for the UK), and never board transports.',
        'The Flying Tigers, one American fighter in China, count as a Chinese unit and stay within China’s area.',
        'The Burma Road (India, Burma, Yunnan, Szechwan all out of Japanese hands) gives China +6 IPCs a turn. A Japanese industrial complex in a Chinese territory is removed when an Ally takes the territory back. China never loses its IPCs to Japan.',
      ],
    },
    {
      id: '11',
      title: 'Sequence of play',
      body: [
        'A round is one turn of each power in order. A turn has six phases: 1 Purchase & Repair, 2 Combat Move, 3 Conduct Combat, 4 Noncombat Move, 5 Mobilize New Units, 6 Collect Income. Everything is optional but collecting income.',
      ],
    },
    {
      id: '12',
      title: 'Purchase & Repair',
      body: [
        'Buy any units and facilities you can afford; each is paid at once and may be taken back until the phase ends. Bought units wait until Mobilize.',
        'Repair damaged facilities at 1 IPC a damage point; a repair works at once. When the phase ends, damaged battleships and carriers in sea zones served by a friendly operative naval base are repaired free.',
      ],
    },
    {
      id: '13',
      title: 'Combat Move',
      body: [
        'Move units into enemy spaces to attack. Every move must end in a battle, except: tanks blitzing, sea units supporting an amphibious assault from an empty zone, sea units escaping a hostile zone, and warships moving to attack zones of only enemy submarines and transports.',
        'Entering an enemy territory is an attack even when it is empty. Land units stop on entering a territory with enemy units, AA guns and facilities included. Sea units other than submarines stop on meeting enemy units; enemy submarines and transports do not block.',
        'On this board: click a space with your units (outlined in gold), choose a group and how many, then click a highlighted destination.',
      ],
      sections: [
        {
          id: '13.1',
          title: 'General rules',
          body: [
            'Units may pass through friendly spaces on the way. Moves are all made before any battle; no unit moves, fights and moves again. A unit moves up to its movement value in spaces.',
          ],
        },
        {
          id: '13.2',
          title: 'Sea units starting in a hostile zone',
          body: [
            'Sea units sharing a zone with enemy warships may stay and fight, or leave (to fight elsewhere or not at all). Once they moved or fought they may not move in Noncombat Move.',
          ],
        },
        {
          id: '13.3',
          title: 'Air units',
          body: [
            'An air unit’s combat and noncombat moves together may not exceed its movement: it must keep enough to fly back to a safe landing place.',
            'A fighter or tactical bomber may use all its movement to attack a sea zone if a carrier can be there for it by the end of Mobilize.',
          ],
        },
        {
          id: '13.4',
          title: 'Amphibious assaults',
          body: [
            'Transports carry land units into a sea zone next to an enemy coast and unload them into it as an attack. Enemy warships in that zone must be beaten first, in a sea battle.',
          ],
        },
        {
          id: '13.5',
          title: 'Carriers',
          body: [
            'Planes on a carrier take off before it moves and fly on their own. Planes of another power on it stay aboard as cargo. A damaged carrier cannot launch or recover planes.',
          ],
        },
        {
          id: '13.6',
          title: 'Submarines',
          body: [
            'A submarine may pass through zones with enemy warships unless an enemy destroyer is there; entering a zone with an enemy destroyer ends its move.',
          ],
        },
        {
          id: '13.7',
          title: 'Blitzing',
          body: [
            'A tank may move through one empty enemy territory, taking it at once, and go on into a second territory. One mechanized infantry may blitz with each tank. A blitz stops in a territory with enemy units, AA guns or facilities, and never passes through a neutral.',
          ],
        },
        {
          id: '13.8',
          title: 'Transports',
          body: [
            'A transport carries two infantry, or one infantry and one other land unit. It may load in friendly zones along its way; it stops on meeting enemy warships after it started. Its cargo is lost with it, and one transport’s cargo unloads into one territory. A transport that unloaded moves no further.',
            'On this board: click the territory of the land units, choose them, then click the transport’s zone; to unload, click the zone, choose the cargo, then the coast.',
          ],
        },
        {
          id: '13.9',
          title: 'Air bases',
          body: [
            'Air units taking off from a territory with an operative air base (less than 3 damage) held since the start of the turn move one space further: fighters and tactical bombers 5, bombers 7.',
          ],
        },
        {
          id: '13.10',
          title: 'Naval bases',
          body: ['Ships starting in a zone next to an operative friendly naval base move one space further.'],
        },
      ],
    },
    {
      id: '14',
      title: 'Conduct Combat',
      body: [
        'Battles are fought in this order: strategic bombing raids, amphibious assaults, then the other battles. The attacker picks which battle comes next (click a red space) and each is fought to its end before the next.',
      ],
      sections: [
        {
          id: '14.1',
          title: 'Combat sequence',
          body: [
            'Allies never fight one another. Before the first battle, Japan may make kamikaze strikes and defenders may scramble.',
          ],
        },
        {
          id: '14.2',
          title: 'Start-of-phase actions',
          body: ['Kamikaze strikes and scrambles are both decided before any battle.'],
          sections: [
            {
              id: '14.2.1',
              title: 'Kamikaze strikes',
              body: [
                'Once the Allies have taken the Philippines, the Marianas, Okinawa or Iwo Jima, Japan has six kamikaze strikes for the rest of the game. At the start of an Allied combat phase it may strike Allied surface warships in the marked sea zones (around Japan, Okinawa, Iwo Jima, Formosa, the Marianas and the Philippines).',
                'Each strike is one die at one chosen ship, hitting on 2 or less; battleships and carriers need two hits. Ships sunk this way do not fire, and a strike in a zone cancels bombardment from it.',
              ],
            },
            {
              id: '14.2.2',
              title: 'Scramble',
              body: [
                'Fighters and tactical bombers on an island with an operative air base may scramble into the island’s sea zone to defend it when it is attacked. They fight nowhere else that turn and fly back to their island first thing in Noncombat Move (one space further, if it was lost).',
              ],
            },
          ],
        },
        {
          id: '14.3',
          title: 'Strategic bombing raids',
          body: [
            'Strategic bombers may bomb an enemy industrial complex or base instead of attacking. Fighters may escort them; the defender’s fighters in the territory may intercept, and one round of air battle follows (escorts hit on 1, interceptors on 2, bombers do not fire).',
            'Each facility’s own AA fires one die at each bomber attacking it, hitting on 1. Each surviving bomber then rolls a die of damage. A major complex holds at most 20 damage, a minor one and each base at most 6.',
          ],
        },
        {
          id: '14.4',
          title: 'Amphibious assaults',
          body: [
            'First the sea battle, if defending warships or scrambled planes are in the zone (with only submarines and transports the attacker may fight or ignore them). Each attacking plane goes either to the sea battle or to the land battle.',
            'Without a sea battle, battleships (4) and cruisers (3) may bombard the coast, one ship per unloading land unit; their casualties still fire back in the first round.',
            'Land units that came by sea cannot retreat. If none of them survive, the others must fight one full round before they may retreat.',
          ],
        },
        {
          id: '14.5',
          title: 'General combat',
          body: [
            'Each round: submarines may make a surprise strike or submerge (not against a destroyer); the attacker fires, the defender fires (its casualties fire back), casualties are removed; then the attacker presses on or retreats.',
            'A unit hits on a roll at or below its value. Each side chooses its own casualties, one hit at a time, or lets the default order take the cheapest first. Submarine hits never fall on aircraft; aircraft cannot hit submarines without a friendly destroyer; transports are taken last and, left alone, are lost. Battleships and carriers take two hits.',
          ],
        },
        {
          id: '14.6',
          title: 'Retreat',
          body: [
            'At the end of a round the attacker may retreat all its land or sea units together to one friendly space from which some of them came. Retreating air units stay until Noncombat Move. Defenders never retreat.',
          ],
        },
        {
          id: '14.7',
          title: 'Capture and liberation',
          body: [
            'Only land units take a territory. Facilities change hands with their damage (a major complex becomes a minor one); AA guns are captured. Taking an enemy capital takes its IPCs in hand, and that power collects nothing while it is lost.',
            'A territory of an ally is liberated and returns to it, if the ally holds its capital.',
          ],
        },
      ],
    },
    {
      id: '15',
      title: 'Noncombat Move',
      body: [
        'Units that neither moved in Combat Move nor fought may move now. Land units move only through friendly territory; sea units stay out of hostile zones; a transport that unloaded stays put.',
        'Air units must land: in a territory friendly since the start of the turn (not one taken this turn), or fighters and tactical bombers on a friendly carrier, including one placed in Mobilize. Scrambled planes land first. Air units that cannot land are lost when the phase ends.',
        'AA guns move only in this phase.',
      ],
    },
    {
      id: '16',
      title: 'Mobilize New Units',
      body: [
        'Place what you bought at industrial complexes held since the start of the turn: land and air units in the territory, ships in a zone next to it, new planes also onto a carrier there. A major complex places up to 10, a minor one 3, each less its damage.',
        'New facilities go in a territory held since the start of the turn: a major complex where it is worth 3 or more, a minor one 2 or more, neither on an island; one air base and one naval base at most, a naval base on the coast.',
        'On this board: pick a unit in the panel, then click a green space. Units not placed are refunded.',
      ],
    },
    {
      id: '17',
      title: 'Collect Income',
      body: [
        'Collect the IPC value of every territory you control, including those taken this turn, plus your national objectives, less what enemy ships in convoy zones take.',
      ],
      sections: [
        {
          id: '17.1',
          title: 'Income',
          body: ['A power whose capital is in enemy hands collects nothing. China has no capital.'],
        },
        {
          id: '17.2',
          title: 'National objectives',
          body: [
            '- Japan: +5 for all of Sumatra, Java, Borneo and Celebes; +5 each for the Hawaiian Islands, India and New South Wales; +5 for all of the Solomons, Dutch New Guinea, New Guinea and New Britain.',
            '- United States: +40 at war (the war economy); +5 for the Philippines; +5 for both Okinawa and Iwo Jima.',
            '- China: +6 while the Burma Road is open.',
            '- United Kingdom: +5 while the Allies hold the Dutch East Indies; +5 for both Kwangtung and Malaya.',
            '- ANZAC: +5 while the Allies hold the Solomons and the New Guineas; +5 once, the first time it has a unit in an originally Japanese territory.',
          ],
        },
        {
          id: '17.3',
          title: 'Convoy disruption',
          body: [
            'Each enemy warship in a convoy zone next to your territories costs you 1 IPC, each enemy submarine 2, never more than those territories are worth.',
          ],
        },
      ],
    },
    {
      id: '18',
      title: 'Victory',
      body: [
        'Checked at the end of each turn: Japan’s six victory cities after ANZAC’s turn; the Allies’ hold on Japan after the Japanese turn that follows its capture.',
      ],
    },
    {
      id: '19',
      title: 'Units',
      body: [
        'Cost, attack, defense, movement:',
        '- Infantry 3, 1 (2 with artillery), 2, 1. Mechanized infantry 4, 1 (2 with artillery), 2, 2. Artillery 4, 2, 2, 1. Tank 6, 3, 3, 2. AA gun 6, —, fires at attacking aircraft on 1, 1.',
        '- Fighter 10, 3, 4, 4. Tactical bomber 11, 3 (4 with a fighter or tank), 3, 4. Strategic bomber 12, 4, 1, 6.',
        '- Transport 7, 0, 0, 2. Submarine 6, 2, 1, 2. Destroyer 8, 2, 2, 2. Cruiser 12, 3, 3, 2. Aircraft carrier 16, 0, 2, 2 (two hits, two planes). Battleship 20, 4, 4, 2 (two hits).',
        'A destroyer cancels enemy submarines’ surprise strikes, submerging and free passage, and lets its side’s aircraft hit submarines. On this board damaged ships carry a red corner.',
      ],
    },
    {
      id: '20',
      title: 'Facilities',
      body: [
        'Industrial complexes: major 30 IPCs (10 units a turn, up to 20 damage), minor 12 (3 units, up to 6 damage). Air bases and naval bases: 15 IPCs, up to 6 damage, inoperative from 3 damage.',
        'Each facility has its own AA against bombing raids. Damage lowers a complex’s production by one a point; repairs cost 1 IPC a point.',
      ],
    },
    {
      id: '21',
      title: 'Numbers at a glance',
      body: [
        '- Kamikaze: 6 strikes a game, hit on 2 or less. Surprise strike: attacker 2, defender 1. Bombardment: battleship 4, cruiser 3.',
        '- Raids: escorts 1, interceptors 2, facility AA 1, one die of damage per bomber.',
        '- Bases: +1 movement. Burma Road: +6 IPCs. US war economy: +40 IPCs.',
      ],
    },
  ],
};

function ids(sections: readonly RulesSection[], into: Set<string>): Set<string> {
  for (const s of sections) {
    into.add(s.id);
    if (s.sections) ids(s.sections, into);
  }
  return into;
}

const IDS = ids(PACIFIC_RULES.sections, new Set());

/** The section a rule citation opens: itself, else its nearest parent (14.2.1 → 14.2 → 14). */
export function pacificRuleSection(rule: string): string | null {
  let id = rule.trim().replace(/^§/, '');
  while (id) {
    if (IDS.has(id)) return id;
    const cut = id.lastIndexOf('.');
    if (cut < 0) return null;
    id = id.slice(0, cut);
  }
  return null;
}
