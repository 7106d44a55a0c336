/**
 * The rules of The Guns of Gettysburg as this implementation plays them, summarised in our own words and
 * numbered as the rulebook numbers them (§1–§25, the attack procedure of §13 as steps 13.1–13.9), so that
 * the log's citations ('13', '14 b', '2 case 1', '4.8') open the right place. Where the book is unclear
 * the reading is the one in packages/games/gettysburg/RULINGS.md. No rulebook text is copied.
 */
import type { RulesReference, RulesSection } from '../types.ts';

const step = (n: number, title: string, body: string[]): RulesSection => ({ id: `13.${n}`, title, body });

export const GETTYSBURG_RULES: RulesReference = {
  title: 'The Guns of Gettysburg: rules reference',
  note: 'A short summary in our own words of the rules as this program enforces them. The map is a reconstruction; where the rulebook leaves a point open, the reading chosen is the one in the project’s RULINGS.md.',
  sections: [
    {
      id: '1',
      title: 'Introduction',
      body: [
        'Two players refight the three days of Gettysburg, 1–3 July 1863: one commands the Union army (blue), the other the Confederate army (red).',
      ],
    },
    {
      id: '2',
      title: 'The blocks',
      body: [
        'Infantry and cavalry are wooden blocks whose sticker faces their owner. The enemy sees only that a block is there, where it stands and which way it faces, until a rule shows it.',
        'A block belongs to a command (a Confederate division or a Union corps or cavalry division); Confederate commands also belong to corps I, II or III. Its strength is its number of flags: 2 for full infantry, 1 for cavalry.',
        'Reduced blocks (Reduced-2 with strength 2, Reduced-1 with strength 1) only ever come in as replacements, each at most once a game. Whatever leaves play stays face up, out of the game.',
        'When a block is reduced it is taken off and replaced:',
        '- case 1: a full infantry block with two or more unused reduced blocks of its command: its owner offers two of them face down and the opponent picks one blind;',
        '- case 2: a full block with exactly one such reduced block: that one replaces it, shown;',
        '- case 3: a Reduced-2 block becomes a Reduced-1 of its command, shown;',
        '- case 4: a strength-1 block (Reduced-1 or cavalry), or a block with no replacement left, is eliminated.',
      ],
    },
    {
      id: '3',
      title: 'The map',
      body: [
        'The battlefield is cut into areas. The lines between areas are positions; blocks stand on positions and move across areas. The circles at the ends of positions are endpoints: positions sharing an endpoint are adjacent.',
        'Each side of a position may be open or carry a crest (with gun symbols), a steep slope or an obstacle. A crest widens the field of fire and helps defending artillery; a steep slope hinders attacks up it; an obstacle limits fire and slows movement. Main roads serve only to bring reinforcements in.',
        'Along the edge lie partial areas and partial positions.',
      ],
    },
    {
      id: '4',
      title: 'Tokens and set-up',
      body: [
        'Each army has a time track whose spaces hold face-down time tokens: ARRIVAL tokens (a date and an entry point) among RUMOR tokens. The 1 July arrivals are shuffled with ten RUMORs; the Union leaves its first two hours empty.',
        'Reinforcement tokens (which command arrives) are shuffled face down into the entry rows of each entry point; Kilpatrick is always the last token at Taneytown, and Confederate rows take only commands of their corps. A player may look at the top token of each of his rows.',
        'Battle tokens (artillery with an organization and a strength, and March / Field Works tokens) are shuffled into each army’s pool; eight are drawn into the Tray, which only its owner sees.',
        'The three objectives start under Union control. The Union places the two Buford cavalry blocks where they do not block Confederate reinforcements (4.8). The game starts at 7:00AM on 1 July: the Union is First Player, both armies are on Hold, the first turn lasts one hour.',
      ],
    },
    {
      id: '5',
      title: 'Sequence of play',
      body: [
        'A turn lasts a varying number of hours. The Second Player holds the initiative: he sets the turn’s length and marches farther.',
        'Each turn: the Turn Duration Phase (§7), the First Player’s Action Phase, the Second Player’s Action Phase, the Objectives Phase (§16).',
        'An Action Phase: draw battle tokens (§8), withdrawal moves (§14), attack moves (§13), reinforcement moves (§11), march moves (§12), then declare general orders for the next turn (§6).',
      ],
    },
    {
      id: '6',
      title: 'General orders',
      body: [
        'At the end of his Action Phase each player openly declares Attack, Hold or Withdrawal for the next turn.',
        '- A Second Player who chose a shorter turn than allowed must declare Attack or Withdrawal.',
        '- Attack is not allowed for a night turn or with an empty Tray; with an army off the map, only Hold.',
        'Attack orders allow attacks. Making none costs at least half the Tray, returned face down, unless no attack was possible or the enemy withdrew or attacked since the declaration.',
        'Declaring Withdrawal allows voluntary withdrawals and at once costs at least half the Tray (for a night turn, at the start of that night Action Phase).',
        'Hold is neither: but a player who made mandatory withdrawals under Hold this turn and declares Hold again returns two Tray tokens.',
      ],
    },
    {
      id: '7',
      title: 'Turn Duration Phase',
      body: [
        'The First Player is whoever declared Withdrawal most recently (the Union until someone does). The Second Player sets the turn’s length: from 1 hour up to 1 + one hour for every three blocks in play of the army that has fewer.',
        'A turn lasts one hour when either army is under Attack orders. A turn never runs into the night, and the night is a turn of its own, one hour long.',
      ],
    },
    {
      id: '8',
      title: 'Drawing battle tokens',
      body: [
        'At the start of his Action Phase a player not under Attack orders draws one token per hour of the turn. A Tray above eight is cut back to eight, the rest going face down to the Return stack.',
        'When the pool runs dry the Return stack is shuffled into a new pool.',
      ],
    },
    {
      id: '9',
      title: 'Fields of fire',
      body: [
        'A block fires from its front only: into its front area and the positions around it. From a crest it also reaches the extended front areas (those touching its front area and sharing an endpoint with its position), unless a crest, an obstacle or a friendly block on the position between stops it.',
        'An obstacle on the front side of its own position takes all its fire away. Special-fire arrows carry fire into further areas over crests and obstacles, not past friendly blocks. Enemy blocks never block fire.',
        'Artillery uses the fire of the blocks on its position; defending artillery on a position without a crest also reaches its extended front areas, at half strength (§13 step 6).',
      ],
    },
    {
      id: '10',
      title: 'Movement',
      body: [
        'The kinds of move come in the order Withdrawal, Attack, Reinforcement, March (WARM). Blocks move one at a time (group attacks excepted) and once per Action Phase (see §15).',
        'Crossing an area costs one step, plus one when an obstacle lies inside that area on the position left or entered. A block chooses its facing at the end of its move; a block that has not moved may turn freely during the march moves. At the end of the Action Phase all of an army’s blocks on a position face the same way.',
        'At most three of an army’s blocks end a move on one position. Only an attack enters an enemy-occupied position; a block never passes through an enemy block, nor leaves through the side where an enemy block stands.',
        'Union blocks never enter a position bordering a Confederate entry area. Blocks may exit through a partial area by march or withdrawal and later march back in through the same area.',
        'Under Withdrawal orders, reinforcement and march moves may not enter a position adjacent to the enemy or in its field of fire.',
      ],
    },
    {
      id: '11',
      title: 'Reinforcements',
      body: [
        'Just before the reinforcement moves, the time tokens of the turn’s hours are turned over in order: a RUMOR goes away; an ARRIVAL brings the command on top of that entry point’s row (Chambersburg takes its rows in order). Its full blocks wait off the map beside the entry point, hidden; the enemy sees how many.',
        'A waiting block may enter in the hour it arrives or later, under any orders: off-road onto a position bounding one of the entry point’s two entry areas, or on-road along a main road to a position the road crosses. No entry through an entry area in enemy fire; not both on- and off-road at one entry point in one turn; one on-road entry per hour at each entry point, the paths never touching; Confederate road paths avoid the town, and a Confederate block may use the road in its first turn only when its entry point’s earlier arrivals are all in.',
        'A road entry stops on a position in enemy fire or next to an enemy block.',
        'A waiting block may transfer to a linked entry point (Emmitsburg–Taneytown–Baltimore; Chambersburg–Mummasburg–Harrisburg): it takes an hour, one block per hour per pair, not in its arrival hour, not into an entry point receiving arrivals that hour.',
      ],
    },
    {
      id: '12',
      title: 'March moves',
      body: [
        'A march covers two steps. In a turn of several hours a block that ends next to or with another friendly block marches one more step per extra hour (First Player) or two more (Second Player).',
        'A March / Field Works token, spent from the Tray, gives +1 step to each of the next three blocks that march (never more than +1 to one block).',
        'A march never crosses enemy fire, stops on entering a position in enemy fire or next to the enemy, and never leaves a position in enemy fire. A block starting next to the enemy may only pivot through one area around the shared endpoint, and only under Attack orders.',
      ],
    },
    {
      id: '13',
      title: 'Attack moves',
      body: [
        'Only under Attack orders. At most one attack from and one attack into each position per Action Phase; attacks are made one at a time, each in the nine steps below.',
        'Artillery tokens support the blocks they match: a command, a Confederate corps, the Union RESERVE (all Union infantry, once four commands are in) or ANY. A token needs matching blocks on or near its position: 1 for ANY, 2 for a command, 3 for a corps or the RESERVE (fewer if fewer survive); a corps token waits until two commands of that corps are in.',
        'After all attacks the attacker spends his whole Used stack, the defender only its bombarded tokens (the rest go back to his Tray); each draws one token per two spent.',
      ],
      sections: [
        step(1, 'Step 1: declaration', [
          'The attacker names the blocks, each one’s path and the position it attacks. A block may attack an enemy on the edge of its front area, in its field of fire, or one whose fire covers it (or would, turned about).',
          'The path is a shortest one in steps, first across the front area, through no enemy-occupied position. A group attack takes one or two adjacent positions, at least one enemy-occupied; never one position from both front and rear.',
          'Each attacked position gets a lead block, of strength 2 when the enemy is there. Blocks that attacked and won in their last Action Phase are never group-attacked nor attacked from the rear. No more blocks may move into enemy positions than there are tokens in the Tray.',
        ]),
        step(2, 'Step 2: defensive artillery', [
          'The defender plays artillery face down, up to two tokens a position, on positions of his not occupied by the enemy whose fire an attacking path crosses.',
        ]),
        step(3, 'Step 3: attacking artillery', [
          'The attacker plays artillery face down on his positions holding a matching attacking block, with a bombardment target in line of fire. He must commit at least one token per block moving into an enemy position, making up the rest face down from his Tray.',
        ]),
        step(4, 'Step 4: reveal', ['Both sides turn their artillery face up.']),
        step(5, 'Step 5: bombardment', [
          'Each attacking artillery position (at most 3 points) picks a target; every 3 points on a target is a hit. Hits take the defending artillery there first (the attacker chooses which), the rest count +1 each in that position’s close combat.',
        ]),
        step(6, 'Step 6: defensive fire', [
          'The attackers move halfway. Each defending artillery position (at most 3 points, halved through an extended front area from a non-crest position, plus its crest’s guns up to double) supports one defense position its fire covers; every 3 points is a reduction, lead block first. If no attacker is left the attack ends.',
        ]),
        step(7, 'Step 7: final advance', [
          'The attackers move into their defense positions, their rear toward the last area crossed.',
        ]),
        step(8, 'Step 8: close combat', [
          'Where attackers and defenders share a position, in the order the attacker chooses: the defender reveals a lead of his choice, the attacker his declared lead (none if it fell to fire).',
          'Result: attacking lead strength minus defending lead strength (0 for a defender attacked from the rear, who turns about), +1 for a Confederate attack, −1 up a steep slope, −1 for obstacles on both sides, −1 against field works’ front, +1 per bombardment hit, +1 at the second position after winning the first, ±1 for flank threats on each side (the attacker ignores his own with two blocks there), −2 when the Iron Brigade defends.',
          '+1 or more wins for the attacker. +2 or more: the defending lead is reduced; −1 to +1: both leads; −2 or less: the attacking lead. The attack is won if any close combat is.',
        ]),
        step(9, 'Step 9: withdrawal', [
          'If the attack was lost every attacking block withdraws at once (§14 a). Defenders who lost withdraw at the start of their own next Action Phase.',
        ]),
      ],
    },
    {
      id: '14',
      title: 'Withdrawal moves',
      body: [
        'Voluntary withdrawals: under Withdrawal orders, a block next to the enemy or in its fire (cavalry always, §18).',
        'Mandatory withdrawals, whatever the orders: (a) attackers who lost (step 9); (b) at the start of an Action Phase, blocks sharing a position with, adjacent to, or with their rear area in the fire of an enemy block that attacked and won in its last Action Phase.',
        'A withdrawal covers two steps (four under Withdrawal orders), first across the rear area, never to a position between the same two areas, never into an enemy position, stopping next to a new enemy; each step keeps or increases the separation from the enemy (same position 0, adjacent 1, in fire 2, clear 3).',
        'A mandatory withdrawal with nowhere to go is reduced until eliminated. Ending next to the enemy costs one reduction (one per position), unless the block was already next to that enemy and withdrew two steps or more.',
      ],
    },
    {
      id: '15',
      title: 'Moving twice',
      body: [
        'In turns of several hours a block may enter and then march, or withdraw and then march, counting only the hours left. A March token may also give a one-step march to a block that has already moved. A losing attacker withdraws in step 9.',
      ],
    },
    {
      id: '16',
      title: 'Objectives Phase',
      body: [
        'The turn’s arrival tokens go, hour by hour, onto each army’s arrivals stack. Each hour in which the Union stack is lower than the Confederate one and below four earns the Union one objective move.',
        'The Union moves its controlled objectives one area each (once a turn each), never into a partial area; afterwards no two objectives may be within two areas of each other.',
      ],
    },
    {
      id: '17',
      title: 'Night',
      body: [
        'The last turn of each day is a one-hour night turn; nobody may be under Attack orders. A Withdrawal declared for the night returns its tokens at the start of that night Action Phase.',
        'At the end of a night Action Phase a player may turn March / Field Works tokens into field works on positions he holds, facing a side; they are permanent and penalise attacks from their front. His time track is laid out for the next day and his Return stack shuffled into his pool.',
        'On the night of 1 July the Union removes two full blocks in play, shown, or forgoes its next three reinforcement blocks.',
      ],
    },
    {
      id: '18',
      title: 'Cavalry',
      body: [
        'Buford and Kilpatrick are Union cavalry: strength 1, never a lead against the enemy. Marching or withdrawing mounted gives one more step but avoids obstacle penalties and shows the block. Cavalry never marches or enters into enemy fire or next to the enemy, and may always withdraw voluntarily.',
      ],
    },
    {
      id: '19',
      title: 'The Iron Brigade',
      body: [
        'Close combat counts −2 when the Iron Brigade leads the defense. Its reduced blocks replace only Iron Brigade blocks; the full block is always replaced by its Reduced-2.',
      ],
    },
    {
      id: '20',
      title: 'Winning',
      body: [
        'An objective changes hands when an enemy march, reinforcement or winning attack crosses its area, or when a moved objective crosses a position holding blocks.',
        'The Union fully controls an objective it holds when its area is out of Confederate fire and a chain of areas free of Confederate fire and positions links it to a Union entry area.',
        'At the end of each Union Action Phase on 2 and 3 July, the Confederates win unless the Union fully controls all three objectives or has declared Attack. Otherwise the Union wins at the end of the 3 July night.',
      ],
    },
    {
      id: '21',
      title: 'Fully obstructed positions (advanced)',
      body: [
        'A position with obstacles on both sides is fully obstructed. Marches may enter one held by the enemy (and stop, facing it) but not leave it; blocks there keep their facing and may attack the enemy on the same position without moving.',
        'No group attacks into them; the both-sides obstacle modifier is dropped; +2 reduces both leads and +3 only the defender. Losers there may stay. Attacking an enemy from behind while friends stand in front is a sandwich: a losing defender is eliminated.',
      ],
    },
    {
      id: '22',
      title: 'Extended bombardment (advanced)',
      body: [
        'Once a turn, in step 3, the attacker may declare an extended bombardment: the attack stops after step 5, and he draws unseen as many tokens as it used. After the other attacks it is made again with the same blocks and paths, its artillery drawn from that stack; the first pass’s hits still count, and the whole stack is spent afterwards.',
      ],
    },
    {
      id: '23',
      title: 'Historical reinforcements (optional)',
      body: [
        'Each command arrives at its historical hour and entry point instead of by time and reinforcement tokens; arrivals still count for the Objectives Phase.',
      ],
    },
    {
      id: '24',
      title: 'Game balance (optional)',
      body: [
        'The players bid for the choice of side; the loser gets as many objective moves as the winning bid, spread evenly over the three objectives, which must stay more than two areas apart.',
      ],
    },
    {
      id: '25',
      title: 'Team play (optional)',
      body: [
        'Each side may be a commander (tokens, turn length, orders, objectives) and a lieutenant (the blocks), the commander speaking only through short written orders after the draw.',
      ],
    },
  ],
};

function ids(sections: RulesSection[], into: Set<string>): Set<string> {
  for (const s of sections) {
    into.add(s.id);
    if (s.sections) ids(s.sections, into);
  }
  return into;
}

const IDS = ids(GETTYSBURG_RULES.sections, new Set());

/** The section a citation opens: '13.8' itself, '14 b' or '2 case 1' their section, '4.8' its parent. */
export function gettysburgRuleSection(rule: string): string | null {
  const m = /^\s*§?\s*(\d+(?:\.\d+)*)/.exec(rule);
  let id = m?.[1] ?? '';
  while (id) {
    if (IDS.has(id)) return id;
    const cut = id.lastIndexOf('.');
    if (cut < 0) return null;
    id = id.slice(0, cut);
  }
  return null;
}
