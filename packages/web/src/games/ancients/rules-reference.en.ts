/**
 * The rules of Commands & Colors: Ancients as this implementation plays them, in our own words, organised
 * by the rulebook's section numbers so that the log's citations (§12.1, §14-D) open the right place.
 * Based on packages/games/ancients/RULINGS.md (which settles the doubtful points) and the team's English
 * reference; no rulebook text is copied.
 */
import type { RulesReference } from '../types.ts';

export const ANCIENTS_RULES: RulesReference = {
  title: 'Commands & Colors: Ancients: rules reference',
  note: 'A summary in our own words of the rules as this program enforces them. Where the printed rules leave a point open, the reading chosen is the one in the project’s RULINGS.md.',
  sections: [
    {
      id: '3',
      title: 'Setting up',
      body: [
        'Each battle (scenario) sets out the terrain, which army stands at the top and which at the bottom of the board, each army’s units and leaders, its hand size (Command) and the banners needed to win.',
        'The 60 command cards are shuffled and each side is dealt its Command in cards, first player first. Hands are secret; the rest of the deck is the draw pile.',
        'The board is 9 rows of hexes, 13 and 12 alternately; two dotted lines split it into a left, a centre and a right section. Left and right are seen from each player’s own side, so one player’s left is the other’s right. A hex cut by a dotted line belongs to both sections it touches.',
      ],
    },
    {
      id: '4',
      title: 'Winning',
      body: [
        'A side gains a victory banner for each enemy unit it wipes out (the last block removed) and each enemy leader it kills. Some battles add banners for objectives such as capturing a camp.',
        'The first side to reach its banner total wins at once, even in the middle of a combat.',
        'A leader who leaves the board over his own edge, or a war machine whose crew escapes, gives no banner.',
      ],
    },
    {
      id: '5',
      title: 'The turn',
      body: [
        'Players alternate turns. In your turn: play one command card; order the units and leaders it allows; move them; battle with them; then draw a card.',
        'All movement ends before the first battle; each battle is finished, with everything it triggers, before the next one is declared.',
      ],
    },
    {
      id: '6',
      title: 'Playing a command card',
      body: [
        'Play one card from your hand face up. It says which sections, which kinds of unit and how many pieces you may order this turn.',
        'First Strike cannot be your turn’s card while you hold any other; it is played during the opponent’s turn (see 18).',
      ],
    },
    {
      id: '7',
      title: 'Ordering units and leaders',
      body: [
        'Only ordered pieces move and battle. Each piece takes at most one order; orders that find no eligible piece are lost.',
        'A leader sharing a hex with a friendly unit is attached to it and moves with it at no extra cost.',
        '- Helmet cards (all section cards, Order Mounted Troops, I Am Spartacus) let you order an attached leader to detach and move alone; that uses one order, and the unit he leaves needs its own.',
        '- A detaching leader must move before the unit he leaves; if the unit moves first he goes with it.',
        '- Leadership cards never allow detaching.',
        'Command is your current hand size; cards that order “up to your Command” read it when played.',
        'A lone leader may be ordered by any card that can order leaders, and costs one order.',
      ],
    },
    {
      id: '8',
      title: 'Movement',
      body: [
        'Ordered pieces move one at a time, in any order. A piece need not move.',
        'Two units never share a hex, and a unit may not enter or pass through any hex with another unit or an enemy leader (light foot excepted under Order Light Troops and Move-Fire-Move, which lets them pass through friends).',
        'A unit may enter a hex holding a lone friendly leader: it stops there and the leader attaches. A unit joined by a leader during movement may not move afterwards that turn, but may still battle.',
        'Units never leave the board, unless a battle’s special rule says so.',
      ],
      sections: [
        {
          id: '8.1',
          title: 'Movement allowances',
          body: [
            '- Light infantry, light bow and light sling: 2 hexes, and may battle.',
            '- Auxilia: 1 hex and battle, or 2 hexes without battling.',
            '- Medium and heavy infantry: 1 hex.',
            '- Warriors: 1 hex, or 2 when the second hex puts them next to an enemy unit; then they must close combat if a target is still there.',
            '- Heavy war machine: 1 hex, and may not battle after moving.',
            '- Light cavalry and light bow cavalry: 4. Medium cavalry and camels: 3. Heavy cavalry, heavy chariots and elephants: 2.',
            '- A lone leader: 1 to 3 hexes.',
          ],
        },
        {
          id: '8.4',
          title: 'Leaders moving',
          body: [
            'A lone leader may pass through friendly units and leaders but may not end on another friendly leader; only one leader stands in a hex.',
            'He may not enter enemy pieces, impassable terrain or leave the board in normal movement. Terrain that stops units stops him too.',
          ],
        },
      ],
    },
    {
      id: '9',
      title: 'Battle',
      body: [
        'Each ordered unit may battle once: a ranged attack on a unit 2 or more hexes away, or a close combat against an adjacent one. Battling is optional, except for warriors after a 2-hex charge.',
        'A unit rolls the same number of dice however many blocks it has left (warriors at full strength excepted).',
        'Dice are counted in this order: the unit’s base dice, then the lowest terrain cap of either hex, then 1 less for a unit firing or fighting from a fortified camp, then card and leader bonuses. A battle with no dice cannot be made.',
        'Die faces: green circle (light), blue triangle (medium), red square (heavy), helmet, flag and crossed swords.',
      ],
    },
    {
      id: '10',
      title: 'Ranged combat',
      body: [
        'Units with missiles may fire at an enemy in range and line of sight, never at an adjacent one, and not at all while any enemy unit is adjacent to them.',
        'Ranges: light infantry, auxilia and light cavalry 2; light bow, light sling and light bow cavalry 3; war machines 6. Range counts the target’s hex, not the firer’s.',
        'Dice: 2 if the firer did not move this turn, 1 if it moved. Auxilia after a 2-hex move and war machines after any move do not fire.',
        'Only the symbol matching the target scores a hit; flags force a retreat; helmets and swords miss. The target may neither evade nor battle back.',
      ],
      sections: [
        {
          id: '10.3',
          title: 'Line of sight',
          body: [
            'Draw a line from centre to centre. It is blocked by any unit or leader in a hex between the two, by forest, camps, steep hills, and by hills unless both ends stand on the same connected hill.',
            'A line running exactly along a hexside is blocked only if both hexes beside it block. The target’s own hex never blocks.',
          ],
        },
      ],
    },
    {
      id: '11',
      title: 'Close combat',
      body: [
        'Steps: declare attacker and adjacent target; the defender stands, evades or plays First Strike; count dice; the attacker rolls; apply hits, then the leader casualty check; apply flags and retreats; if the target’s hex is empty the attacker may advance and perhaps fight again; otherwise the defender, still in place, may battle back.',
      ],
      sections: [
        {
          id: '11.1',
          title: 'Close-combat dice',
          body: [
            '- Light infantry, light bow, light sling, light cavalry, light bow cavalry: 2.',
            '- Auxilia 3; medium infantry 4; heavy infantry 5; war machine 2 (only if it did not move).',
            '- Warriors 3, or 4 if at full strength when the combat began.',
            '- Medium cavalry 3; heavy cavalry 4; camels 3 (2 battling back); heavy chariots 4 (3 battling back).',
            '- Elephants roll what their opponent would normally roll: 3 against elephants, warriors, heavy chariots and camels, 1 against a lone leader.',
          ],
        },
        {
          id: '11.8',
          title: 'Scoring hits',
          body: [
            'Each die showing the target’s symbol is a hit. Each sword is a hit too, except when rolled by light foot, light cavalry or war machines.',
            'A helmet is a hit when a friendly leader is with the rolling unit or next to it (never for elephants).',
            'Elephants ignore swords against them; heavy chariots ignore one sword. An elephant re-rolls each sword that hits, as long as it keeps hitting.',
            'Against cavalry and chariots, an elephant ignores one red-square hit and one flag; a camel ignores one blue-triangle hit. Horses that retreat from elephants or camels go one extra hex per flag.',
            'Each hit removes one block; when the last block goes the unit is wiped out and the enemy gains a banner.',
          ],
        },
        {
          id: '11.10',
          title: 'Battle back',
          body: [
            'A defender still in its hex after the attack (not wiped out, not retreated, not evaded) may battle back against the attacker, with its battle-back dice and the same scoring.',
            'There is no battle back after ranged combat, after an evade, after First Strike, or for a lone leader; a battle back gives no advance.',
          ],
        },
      ],
    },
    {
      id: '12',
      title: 'Retreat',
      body: ['Flags that are not ignored force the target back toward its own side of the board.'],
      sections: [
        {
          id: '12.1',
          title: 'Retreat moves',
          body: [
            'For each flag a unit retreats a fixed distance: light foot 2, warriors 2, auxilia, medium and heavy infantry and war machines 1, light cavalry 4, medium cavalry and camels 3, heavy cavalry and heavy chariots 2, elephants 1.',
            'Each hex must be one of the two hexes behind it, chosen by the owner; terrain does not stop a retreat, but occupied and impassable hexes and the board edge block it.',
            'For each hex it cannot retreat, the unit loses a block instead (a leader with it then takes a casualty check). If a full retreat is possible it must be taken.',
            'A unit without a leader may end its retreat on a lone friendly leader, who attaches.',
          ],
        },
        {
          id: '12.2',
          title: 'Ignoring flags',
          body: [
            'After the roll the owner decides how many flags to ignore, up to one per source: support (two or more friendly units or lone leaders adjacent), an attached leader, warriors at full strength, a foot unit in a fortified camp or behind a rampart, an elephant against horses, some elite units.',
            'Elephants never receive support, though they give it.',
          ],
        },
        {
          id: '12.4',
          title: 'Elephant rampage',
          body: [
            'An elephant that must retreat first rolls 2 dice against every adjacent unit, friend or foe; only matching symbols hit.',
            'If its way back is blocked by units, it stays and each blocking unit loses a block per hex not retreated; the elephant may still battle back.',
          ],
        },
      ],
    },
    {
      id: '13',
      title: 'Evade, momentum, bonus combat',
      body: [],
      sections: [
        {
          id: '13.1',
          title: 'Evade',
          body: [
            'When attacked in close combat (never by fire or a battle back), some units may evade before the dice: light foot, light cavalry, light bow cavalry and war machines always; medium cavalry and camels against foot and heavy mounted units; heavy cavalry and heavy chariots against foot and elephants.',
            'The attacker rolls its full dice but only symbols matching the evader hit. The evader then moves 2 hexes back (1 if only one is open); it cannot evade if both hexes behind it are blocked.',
            'An evading war machine not destroyed by the roll is taken off the board without giving a banner.',
            'There is no battle back and no momentum advance after an evade.',
          ],
        },
        {
          id: '13.2',
          title: 'Momentum advance',
          body: [
            'After a close combat it made as the attacker, if the defender’s hex is empty (wiped out or retreated), the attacker may move into it.',
            'Not after fire, a battle back, an evade, a First Strike, nor for war machines. Terrain effects apply as for movement.',
            'Cavalry (not camels, chariots or elephants) may then move one more hex, before any bonus combat.',
          ],
        },
        {
          id: '13.3',
          title: 'Bonus close combat',
          body: [
            'After advancing, mounted units (not elephants), warriors, and foot units with an attached leader may fight one more close combat against any adjacent enemy.',
            'Not after advancing into terrain where the unit could not battle after moving. There is never a second bonus combat.',
          ],
        },
      ],
    },
    {
      id: '14',
      title: 'Leaders in battle',
      body: [],
      sections: [
        {
          id: '14.1',
          title: 'Casualty check',
          body: [
            'When a unit with a leader loses blocks but survives, roll 2 dice: two helmets kill the leader.',
            'When the unit is wiped out, roll 1 die: a helmet kills him; otherwise he must evade.',
            'At most one check per leader in a combat; a unit that only retreats needs none.',
          ],
        },
        {
          id: '14.2',
          title: 'A lone leader attacked',
          body: [
            'A lone leader may be fired at or attacked; the attacker rolls its usual dice (an elephant 1) and any helmet kills him. If he survives he evades. He never battles back.',
          ],
        },
        {
          id: '14.3',
          title: 'Leader evade and escape',
          body: [
            'A leader forced to evade moves 1 to 3 hexes toward his own side, may pass friendly pieces, may join a friendly unit without a leader, and may leave the board over his own edge (no banner).',
            'If enemies block every way back he escapes through them: each enemy unit whose hex he enters rolls its close-combat dice, and any helmet kills him.',
          ],
        },
      ],
    },
    {
      id: '15',
      title: 'Drawing a card',
      body: [
        'At the end of your turn the played card is discarded and you draw one. When the draw pile is empty, the discards are shuffled into a new one.',
        'The player of First Strike draws a replacement at the end of the turn in which it was played.',
      ],
    },
    {
      id: '16',
      title: 'Terrain',
      body: [
        'Caps on close-combat dice apply when either hex has the terrain (“in or out”); card bonuses come on top of the caps.',
        '- Hill: no movement limit. A unit attacking up onto a hill rolls at most 2; a unit on a hill rolls at most 3 (foot) or 2 (mounted). Blocks line of sight.',
        '- Forest: every piece entering stops; only light foot, auxilia and warriors may battle on entering. Close combat at most 2; fire into it at most 1. Blocks line of sight.',
        '- Broken ground: mounted units stop and may not battle on entering; war machines may not enter. Close combat at most 2.',
        '- River: impassable except at fords. A ford stops units; close combat in or out at most 2, fire from it at most 1.',
        '- Lake, sea, steep hills: impassable (steep hills block line of sight).',
        '- Fortified camp: a unit in it rolls 1 die less; a foot unit in it ignores 1 sword and 1 more flag. Blocks line of sight.',
        '- Rampart: a foot unit on it attacked across a protected edge ignores 1 sword and 1 more flag.',
        '- Marsh: stops units, which roll a die on entering and lose a block on their own symbol; close combat at most 2.',
      ],
    },
    {
      id: '18',
      title: 'Command cards',
      body: [
        '- Section cards (Order Two/Three/Four Units, Out Flanked, Coordinated Attack): that many pieces in the named sections. Helmet cards.',
        '- Troop cards (Order Light/Medium/Heavy/Mounted Troops): up to your Command in units of that kind anywhere; with none, 1 unit of your choice.',
        '- Leadership cards: one leader, his unit and a linked chain of up to 4 (Inspired) or 3 (Any Section) more pieces in adjacent hexes; or 1 unit.',
        '- Line Command: a linked group of foot units, each moving at most 1 hex.',
        '- Double Time: up to 4 linked foot units, moving up to 2 and still fighting.',
        '- Mounted Charge: mounted units with +1 die in close combat.',
        '- Clash of Shields: every unit next to an enemy, no movement, +2 dice in its first close combat.',
        '- Darken the Sky: every missile unit fires twice without moving.',
        '- Move-Fire-Move: light missile units move, fire, and move again.',
        '- Counter-Attack: a copy of the card the opponent played last, left and right swapped.',
        '- First Strike: played in the opponent’s turn when one of your units is attacked; it strikes first with its battle-back dice.',
        '- I Am Spartacus and Rally: dice decide which units are ordered or regain blocks.',
        'The card texts in the hand panel give each card’s details.',
      ],
    },
    {
      id: 'scenario',
      title: 'Special rules of the battle',
      body: [
        'Some battles add their own rules: fords, hand sizes that grow, camps that give banners, leaders placed before the first turn, elite units. The log cites them as “scenario”; the battle’s description in the lobby summarises them.',
      ],
    },
  ],
};

/** The reference section a rule citation opens: '12.1' → '12.1', '14-D' → '14', '7-C' → '7', 'scenario'. */
export function ancientsRuleSection(rule: string): string | null {
  if (!rule) return null;
  if (rule === 'scenario') return 'scenario';
  const ids = new Set<string>();
  const walk = (sections: typeof ANCIENTS_RULES.sections) => {
    for (const s of sections) {
      ids.add(s.id);
      if (s.sections) walk(s.sections);
    }
  };
  walk(ANCIENTS_RULES.sections);
  if (ids.has(rule)) return rule;
  const main = rule.split(/[-.]/)[0] ?? '';
  const sub = rule.match(/^(\d+)\.(\d+)/)?.[0];
  if (sub && ids.has(sub)) return sub;
  return ids.has(main) ? main : null;
}
