/**
 * The sentences of the Gettysburg client, in English and Greek, kept beside it (the table's catalogue
 * holds the shared interface). `{name}` placeholders and `{n|one|other}` plurals as in i18n `format`.
 */
import { format, type Lang, type Params } from '../../i18n/index.tsx';

const EN = {
  // set-up, turn and phases
  'event.buford-placed': 'The Union places a Buford block on {position}, facing {front}.',
  'event.turn': 'Turn {turn} begins: {day}, {at}. First Player: {first}.',
  'event.turn-duration':
    '{army}, as Second Player, sets the turn at {hours} {hours|hour|hours}, from {start}.',
  'event.action-phase': '{army} begins its Action Phase under {orders} orders.',
  'event.orders-declared': '{army} declares {orders} orders for the next turn.',
  'event.objectives-phase': 'Objectives Phase: the Union has earned {moves} objective {moves|move|moves}.',
  'event.objective-moved': 'The Union moves an objective from {from} to {to}.',
  'event.objective-taken': '{army} takes control of the objective in {area}.',
  'event.night-reset':
    '{army} ends its night Action Phase ({day}): its time track is laid out for the next day and its Return stack shuffled into its pool.',
  'event.night-reset.last':
    '{army} ends its night Action Phase ({day}): its Return stack is shuffled into its pool.',
  'event.field-works': '{army} builds field works on {position}, facing {front}.',
  'event.reinforcements-forgone':
    'The Union forgoes its next {blocks} reinforcement blocks (night of 1 July).',
  'event.block-departed': 'The Union removes {block}{from} from play (night of 1 July).',
  'event.block-departed.from': ' from {position}',
  'event.game-over': 'Game over, {winner} wins: {reason}',
  // battle tokens
  'event.pool-renewed':
    '{army}’s pool has run out: its Return stack ({tokens} tokens) is shuffled into a new pool.',
  'event.tokens-drawn': '{army} draws {count} battle {count|token|tokens} into its Tray.',
  'event.tokens-drawn.attacks':
    'After the attacks, {army} draws {count} battle {count|token|tokens} into its Tray.',
  'event.you-drew': 'You drew: {tokens}.',
  'event.token-returned': '{army} puts a Tray token face down on its Return stack.',
  'event.used-tokens-spent': '{army} spends {spent} {spent|token|tokens} of its Used stack.',
  'event.used-tokens-spent.back':
    '{army} spends {spent} {spent|token|tokens} of its Used stack; {back} unhit {back|token goes|tokens go} back to its Tray.',
  'event.attack-orders-penalty':
    '{army} made no attack under Attack orders: at least half of its Tray goes to its Return stack.',
  'event.march-token': '{army} spends a {token}: +1 step for each of its next three marching blocks.',
  // movement
  'event.marched': '{army} marches a block from {from} to {to}, facing {front}.',
  'event.marched.mounted': '{army} marches {block}, mounted, from {from} to {to}, facing {front}.',
  'event.marched.exit': '{army} marches a block from {from} off the map through {area}.',
  'event.marched.exit.mounted': '{army} marches {block}, mounted, from {from} off the map through {area}.',
  'event.marched.reenter': '{army} brings a block back onto the map at {to}, facing {front}.',
  'event.you-marched': 'Your block {block} marched from {from} to {to}.',
  'event.faced': '{army} turns its blocks on {position} to face {front}.',
  'event.withdrawal': '{army} withdraws a block from {from} to {to}.',
  'event.withdrawal.mandatory': '{army} makes a mandatory withdrawal from {from} to {to}.',
  'event.withdrawal.named': '{army} withdraws {block}{mounted} from {from} to {to}{mandatory}.',
  'event.withdrawal.stuck':
    '{army} has no legal withdrawal for a block on {from}: it is reduced until eliminated.',
  'event.withdrawal.mounted': ', mounted',
  'event.withdrawal.mandatory-note': ' (mandatory)',
  'event.withdrew': 'Your block {block} withdrew from {from} to {to}, facing {front}.',
  'event.rumor': '{army}’s time token for hour {hour} of the turn is a RUMOR.',
  'event.arrival':
    '{army}: an ARRIVAL at {entry} in hour {hour} of the turn: {blocks} {blocks|block waits|blocks wait} off the map.',
  'event.arrived': 'Your reinforcements: {command} at {entry} ({blocks}).',
  'event.forgone': 'Forgone, the arriving {blocks} leave the game.',
  'event.entered':
    '{army} enters a reinforcement from {entry} to {to}, facing {front}, off-road (hour {hour}).',
  'event.entered.road':
    '{army} enters a reinforcement from {entry} along the {road} to {to}, facing {front} (hour {hour}).',
  'event.you-entered': 'Your block {block} entered at {to}.',
  'event.transferred': '{army} transfers a waiting block from {from} to {to} (hour {hour}).',
  'event.you-transferred': 'Your block {block} is transferred from {from} to {to}.',
  // attacks
  'event.attack-declared':
    '{army} declares an attack with {n} {n|block|blocks} from {froms} into {targets} (step 1).',
  'event.your-attack': 'Your attack: {blocks}; {leads}.',
  'event.your-attack.lead': '{block} leads into {position}',
  'event.artillery-played': '{army} plays an artillery token face down on {position} ({count} there).',
  'event.your-artillery': 'You played {token} on {position}.',
  'event.commitment-token':
    '{army} adds a token face down to its Used stack for the minimum commitment ({count} so far, step 3).',
  'event.artillery-revealed': 'Artillery revealed (step 4): {sides}.',
  'event.artillery-revealed.side': '{army}: {tokens}',
  'event.artillery-revealed.extras': '{n} extra {n|token|tokens} committed',
  'event.artillery-revealed.none': 'none',
  'event.bombardment':
    'Bombardment of {position} (step 5): {points} {points|point|points}, {hits} {hits|hit|hits}.',
  'event.token-hit': 'The bombardment hits {token} on {position}.',
  'event.attackers-advance-halfway': 'The attackers advance halfway toward {positions} (step 6).',
  'event.defensive-fire':
    '{army}’s defensive artillery fires on the attackers of {position}: {points} {points|point|points}, {reductions} {reductions|reduction|reductions}.',
  'event.final-advance':
    '{n} attacking {n|block advances|blocks advance} into {position}, facing {front} (step 7).',
  'event.close-combat-leads': 'Close combat on {position} (step 8): {lead} against {defensiveLead}.',
  'event.close-combat-leads.none': 'no attacking lead',
  'event.lead': '{block} (strength {strength})',
  'event.defender-turned-about': 'Attacked from the rear, {armyOf} blocks on {position} turn about.',
  'event.close-combat':
    'Close combat on {position}: result {result} ({parts}); {winner} wins there; {losses}.',
  'event.close-combat.base': 'leads',
  'event.losses.both': 'both leads are reduced',
  'event.losses.attacker': 'the attacking lead is reduced',
  'event.losses.defender': 'the defensive lead is reduced',
  'event.losses.none': 'no losses',
  'event.attack-result.won': 'The attack succeeds: {winner} wins it.',
  'event.attack-result.lost':
    'The attack fails: {winner} wins the defense; the attackers must withdraw (step 9).',
  'event.attack-over': 'The attack is over.',
  'event.losers-stay': '{n} losing {n|attacker stays|attackers stay} in the fully obstructed position.',
  'event.extended-bombardment-declared':
    '{army} declares an extended bombardment: this attack stops after its bombardment.',
  'event.extended-bombardment-stack':
    '{army} draws {count} {count|token|tokens} face down for the second pass of its extended bombardment.',
  'event.extended-bombardment-cancelled': 'The second pass of {armyOf} extended bombardment is not made.',
  'event.extended-bombardment-second-pass':
    'Second pass of the extended bombardment: {army} attacks again from {froms} into {targets}.',
  'event.your-extended-bombardment-tokens': 'Your extended bombardment tokens: {tokens}.',
  'event.extended-bombardment-spent':
    '{army} spends {spent} {spent|token|tokens} of the extended bombardment and its Used stack.',
  // reductions
  'event.block-reduced': '{name}{where} is reduced; {replacement} takes its place.',
  'event.block-reduced.hidden': '{name}{where} is reduced; a face-down reduced block takes its place.',
  'event.block-eliminated': '{name}{where} is eliminated.',
  'event.where': ' on {position}',
  'event.replaced-by': 'Your replacement: {name}.',
  'event.replacements-offered': '{army} offers two face-down reduced {command} blocks.',
  'event.replacement-picked': '{army} picks the {choice} of them.',
  'event.first': 'first',
  'event.second': 'second',
  'event.generic': '{army}: {what}.',
  // outcomes (§20)
  'outcome.uncontrolled':
    'the Union does not fully control {n} of the three objectives and has not declared Attack orders',
  'outcome.limit.uncontrolled':
    'after turn {limit}, the last, the Union does not fully control {n} of the three objectives',
  'outcome.limit.controlled': 'after turn {limit}, the last, the Union fully controls the three objectives',
  'outcome.held': 'the Confederates have not won by the end of the 3 July night turn',
  'outcome.wins': 'Victory for {winner}: {reason}.',
} as const;

export type WordKey = keyof typeof EN;

const EL: Record<WordKey, string> = {
  'event.buford-placed':
    'Η Ένωση τοποθετεί ένα πλακάκι του Buford στη θέση {position}, στραμμένο προς {front}.',
  'event.turn': 'Αρχίζει ο γύρος {turn}: {day}, {at}. Πρώτος παίκτης: {first}.',
  'event.turn-duration':
    '{army}, ως δεύτερος παίκτης, ορίζει διάρκεια γύρου {hours} {hours|ώρα|ώρες}, από {start}.',
  'event.action-phase': '{army} αρχίζει τη Φάση Ενεργειών της με γενικές εντολές {orders}.',
  'event.orders-declared': '{army} δηλώνει γενικές εντολές {orders} για τον επόμενο γύρο.',
  'event.objectives-phase': 'Φάση Στόχων: η Ένωση κέρδισε {moves} {moves|κίνηση|κινήσεις} στόχων.',
  'event.objective-moved': 'Η Ένωση μετακινεί έναν στόχο από την περιοχή {from} στην περιοχή {to}.',
  'event.objective-taken': '{army} παίρνει τον έλεγχο του στόχου στην περιοχή {area}.',
  'event.night-reset':
    '{army} τελειώνει τη νυχτερινή Φάση Ενεργειών της ({day}): ο μετρητής χρόνου της στήνεται για την επόμενη μέρα και η Στοίβα Επιστροφής ανακατεύεται στο απόθεμα μάχης.',
  'event.night-reset.last':
    '{army} τελειώνει τη νυχτερινή Φάση Ενεργειών της ({day}): η Στοίβα Επιστροφής ανακατεύεται στο απόθεμα μάχης.',
  'event.field-works': '{army} κατασκευάζει έργα πεδίου στη θέση {position}, στραμμένα προς {front}.',
  'event.reinforcements-forgone':
    'Η Ένωση παραιτείται από τα επόμενα {blocks} πλακάκια ενισχύσεων (νύχτα της 1ης Ιουλίου).',
  'event.block-departed': 'Η Ένωση αποσύρει το {block}{from} από το παιχνίδι (νύχτα της 1ης Ιουλίου).',
  'event.block-departed.from': ' από τη θέση {position}',
  'event.game-over': 'Τέλος του παιχνιδιού, νικά η {winner}: {reason}',
  'event.pool-renewed':
    'Το απόθεμα μάχης {armyOf} τελείωσε: η Στοίβα Επιστροφής ({tokens} δείκτες) ανακατεύεται σε νέο απόθεμα.',
  'event.tokens-drawn': '{army} τραβά {count} {count|δείκτη|δείκτες} μάχης στη βάση της.',
  'event.tokens-drawn.attacks':
    'Μετά τις επιθέσεις, {army} τραβά {count} {count|δείκτη|δείκτες} μάχης στη βάση της.',
  'event.you-drew': 'Τράβηξες: {tokens}.',
  'event.token-returned': '{army} βάζει έναν δείκτη της βάσης ανάποδα στη Στοίβα Επιστροφής.',
  'event.used-tokens-spent':
    '{army} ξοδεύει {spent} {spent|δείκτη|δείκτες} της Στοίβας Χρησιμοποιημένων Δεικτών.',
  'event.used-tokens-spent.back':
    '{army} ξοδεύει {spent} {spent|δείκτη|δείκτες} της Στοίβας Χρησιμοποιημένων Δεικτών· {back} {back|δείκτης που δεν χτυπήθηκε επιστρέφει|δείκτες που δεν χτυπήθηκαν επιστρέφουν} στη βάση της.',
  'event.attack-orders-penalty':
    '{army} δεν έκανε επίθεση με εντολές Επίθεσης: τουλάχιστον οι μισοί δείκτες της βάσης της πηγαίνουν στη Στοίβα Επιστροφής.',
  'event.march-token':
    '{army} ξοδεύει έναν δείκτη Πορείας / Έργων Πεδίου: +1 βήμα σε καθένα από τα επόμενα τρία πλακάκια της που κάνουν πορεία.',
  'event.marched':
    '{army} κινεί ένα πλακάκι σε πορεία από τη θέση {from} στη θέση {to}, στραμμένο προς {front}.',
  'event.marched.mounted':
    '{army} κινεί το {block}, έφιππο, σε πορεία από τη θέση {from} στη θέση {to}, στραμμένο προς {front}.',
  'event.marched.exit':
    '{army} βγάζει ένα πλακάκι από τη θέση {from} έξω από τον χάρτη μέσω της περιοχής {area}.',
  'event.marched.exit.mounted':
    '{army} βγάζει το {block}, έφιππο, από τη θέση {from} έξω από τον χάρτη μέσω της περιοχής {area}.',
  'event.marched.reenter': '{army} επαναφέρει ένα πλακάκι στον χάρτη, στη θέση {to}, στραμμένο προς {front}.',
  'event.you-marched': 'Το πλακάκι σου {block} έκανε πορεία από τη θέση {from} στη θέση {to}.',
  'event.faced': '{army} στρέφει τα πλακάκια της στη θέση {position} προς {front}.',
  'event.withdrawal': '{army} υποχωρεί ένα πλακάκι από τη θέση {from} στη θέση {to}.',
  'event.withdrawal.mandatory': '{army} κάνει υποχρεωτική υποχώρηση από τη θέση {from} στη θέση {to}.',
  'event.withdrawal.named':
    '{army} υποχωρεί το {block}{mounted} από τη θέση {from} στη θέση {to}{mandatory}.',
  'event.withdrawal.stuck':
    '{army} δεν έχει νόμιμη υποχώρηση για ένα πλακάκι στη θέση {from}: μειώνεται μέχρι να εξοντωθεί.',
  'event.withdrawal.mounted': ', έφιππο',
  'event.withdrawal.mandatory-note': ' (υποχρεωτικά)',
  'event.withdrew':
    'Το πλακάκι σου {block} υποχώρησε από τη θέση {from} στη θέση {to}, στραμμένο προς {front}.',
  'event.rumor': 'Ο δείκτης χρόνου {armyOf} για την ώρα {hour} του γύρου είναι Φημολογία.',
  'event.arrival':
    '{army}: Άφιξη στο {entry} την ώρα {hour} του γύρου: {blocks} {blocks|πλακάκι περιμένει|πλακάκια περιμένουν} έξω από τον χάρτη.',
  'event.arrived': 'Οι ενισχύσεις σου: {command} στο {entry} ({blocks}).',
  'event.forgone': 'Λόγω παραίτησης, τα πλακάκια που φτάνουν ({blocks}) βγαίνουν από το παιχνίδι.',
  'event.entered':
    '{army} εισάγει μια ενίσχυση από το {entry} στη θέση {to}, στραμμένη προς {front}, εκτός δρόμου (ώρα {hour}).',
  'event.entered.road':
    '{army} εισάγει μια ενίσχυση από το {entry} κατά μήκος του δρόμου {road} στη θέση {to}, στραμμένη προς {front} (ώρα {hour}).',
  'event.you-entered': 'Το πλακάκι σου {block} μπήκε στη θέση {to}.',
  'event.transferred': '{army} μεταφέρει ένα πλακάκι που περιμένει από το {from} στο {to} (ώρα {hour}).',
  'event.you-transferred': 'Το πλακάκι σου {block} μεταφέρεται από το {from} στο {to}.',
  'event.attack-declared':
    '{army} δηλώνει επίθεση με {n} {n|πλακάκι|πλακάκια} από {froms} προς {targets} (βήμα 1).',
  'event.your-attack': 'Η επίθεσή σου: {blocks}· {leads}.',
  'event.your-attack.lead': 'το {block} ηγείται προς τη θέση {position}',
  'event.artillery-played':
    '{army} παίζει έναν δείκτη πυροβολικού ανάποδα στη θέση {position} ({count} εκεί).',
  'event.your-artillery': 'Έπαιξες {token} στη θέση {position}.',
  'event.commitment-token':
    '{army} βάζει έναν δείκτη ανάποδα στη Στοίβα Χρησιμοποιημένων Δεικτών για την ελάχιστη δέσμευση ({count} ως τώρα, βήμα 3).',
  'event.artillery-revealed': 'Αποκάλυψη πυροβολικού (βήμα 4): {sides}.',
  'event.artillery-revealed.side': '{army}: {tokens}',
  'event.artillery-revealed.extras': '{n} {n|επιπλέον δείκτης|επιπλέον δείκτες} δέσμευσης',
  'event.artillery-revealed.none': 'κανένας',
  'event.bombardment':
    'Βομβαρδισμός της θέσης {position} (βήμα 5): {points} {points|πόντος|πόντοι}, {hits} {hits|χτύπημα|χτυπήματα}.',
  'event.token-hit': 'Ο βομβαρδισμός χτυπά τον δείκτη {token} στη θέση {position}.',
  'event.attackers-advance-halfway':
    'Οι επιτιθέμενοι προωθούνται μέχρι τη μέση της διαδρομής προς {positions} (βήμα 6).',
  'event.defensive-fire':
    'Πυρά αμυντικού πυροβολικού {armyOf} κατά των επιτιθέμενων στη θέση {position}: {points} {points|πόντος|πόντοι}, {reductions} {reductions|μείωση|μειώσεις}.',
  'event.final-advance':
    '{n} {n|επιτιθέμενο πλακάκι προωθείται|επιτιθέμενα πλακάκια προωθούνται} στη θέση {position}, {n|στραμμένο|στραμμένα} προς {front} (βήμα 7).',
  'event.close-combat-leads': 'Κοντινή μάχη στη θέση {position} (βήμα 8): {lead} εναντίον {defensiveLead}.',
  'event.close-combat-leads.none': 'κανένα πλακάκι δεν ηγείται της επίθεσης',
  'event.lead': '{block} (δύναμη {strength})',
  'event.defender-turned-about':
    'Δεχόμενα επίθεση από πίσω, τα πλακάκια {armyOf} στη θέση {position} αντιστρέφουν το μέτωπό τους.',
  'event.close-combat':
    'Κοντινή μάχη στη θέση {position}: αποτέλεσμα {result} ({parts})· εκεί νικά η {winner}· {losses}.',
  'event.close-combat.base': 'πλακάκια που ηγούνται',
  'event.losses.both': 'μειώνονται και τα δύο πλακάκια που ηγούνται',
  'event.losses.attacker': 'μειώνεται το πλακάκι που ηγείται της επίθεσης',
  'event.losses.defender': 'μειώνεται το πλακάκι που ηγείται της άμυνας',
  'event.losses.none': 'καμία απώλεια',
  'event.attack-result.won': 'Η επίθεση πετυχαίνει: νικά η {winner}.',
  'event.attack-result.lost':
    'Η επίθεση αποτυγχάνει: νικά στην άμυνα η {winner}· οι επιτιθέμενοι πρέπει να υποχωρήσουν (βήμα 9).',
  'event.attack-over': 'Η επίθεση τελείωσε.',
  'event.losers-stay':
    '{n} {n|ηττημένο επιτιθέμενο πλακάκι μένει|ηττημένα επιτιθέμενα πλακάκια μένουν} στην πλήρως εμποδισμένη θέση.',
  'event.extended-bombardment-declared':
    '{army} δηλώνει εκτεταμένο βομβαρδισμό: αυτή η επίθεση σταματά μετά τον βομβαρδισμό.',
  'event.extended-bombardment-stack':
    '{army} τραβά {count} {count|δείκτη|δείκτες} ανάποδα για το δεύτερο πέρασμα του εκτεταμένου βομβαρδισμού.',
  'event.extended-bombardment-cancelled':
    'Το δεύτερο πέρασμα του εκτεταμένου βομβαρδισμού {armyOf} δεν γίνεται.',
  'event.extended-bombardment-second-pass':
    'Δεύτερο πέρασμα του εκτεταμένου βομβαρδισμού: {army} επιτίθεται ξανά από {froms} προς {targets}.',
  'event.your-extended-bombardment-tokens': 'Οι δείκτες του εκτεταμένου βομβαρδισμού σου: {tokens}.',
  'event.extended-bombardment-spent':
    '{army} ξοδεύει {spent} {spent|δείκτη|δείκτες} του εκτεταμένου βομβαρδισμού και της Στοίβας Χρησιμοποιημένων Δεικτών.',
  'event.block-reduced': 'Το {name}{where} μειώνεται· τη θέση του παίρνει το {replacement}.',
  'event.block-reduced.hidden': 'Το {name}{where} μειώνεται· τη θέση του παίρνει ένα κρυφό μειωμένο πλακάκι.',
  'event.block-eliminated': 'Το {name}{where} εξοντώνεται.',
  'event.where': ' στη θέση {position}',
  'event.replaced-by': 'Το πλακάκι που το αντικαθιστά: {name}.',
  'event.replacements-offered': '{army} προσφέρει δύο κρυφά μειωμένα πλακάκια της διοίκησης {command}.',
  'event.replacement-picked': '{army} διαλέγει το {choice} από αυτά.',
  'event.first': 'πρώτο',
  'event.second': 'δεύτερο',
  'event.generic': '{army}: {what}.',
  'outcome.uncontrolled':
    'η Ένωση δεν έχει πλήρη έλεγχο σε {n} από τους τρεις στόχους και δεν έχει δηλώσει εντολές Επίθεσης',
  'outcome.limit.uncontrolled':
    'μετά τον γύρο {limit}, τον τελευταίο, η Ένωση δεν έχει πλήρη έλεγχο σε {n} από τους τρεις στόχους',
  'outcome.limit.controlled':
    'μετά τον γύρο {limit}, τον τελευταίο, η Ένωση έχει πλήρη έλεγχο και στους τρεις στόχους',
  'outcome.held': 'η Ομοσπονδία δεν έχει νικήσει ως το τέλος του νυχτερινού γύρου της 3ης Ιουλίου',
  'outcome.wins': 'Νίκη {armyOf}: {reason}.',
};

export const WORDS_EN: Record<WordKey, string> = EN;

export function say(lang: Lang, key: WordKey, params?: Params): string {
  return format((lang === 'el' ? EL : EN)[key], params);
}
