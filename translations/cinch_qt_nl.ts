<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Ask the strongest computer player what it would do (%1)</source>
        <translation>De sterkste computerspeler vragen wat hij zou doen (%1)</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Uw bod:</translation>
    </message>
    <message>
        <source>Bid %1 (%2)</source>
        <translation>%1 bieden (%2)</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>%1 bieden</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Pass (%1)</source>
        <translation>Passen (%1)</translation>
    </message>
    <message>
        <source>Name trumps:</source>
        <translation>Troef kiezen:</translation>
    </message>
    <message>
        <source>Trumps: %1</source>
        <translation>Troef: %1</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <source>Deal the next hand (%1)</source>
        <translation>De volgende ronde delen (%1)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Keep these</source>
        <translation>Deze houden</translation>
    </message>
    <message>
        <source>You hold more than six trumps: pick the %1 to keep (click, or arrows and Space); the rest are shown and dead.</source>
        <translation>U hebt meer dan zes troeven: kies de %1 die u houdt (klik, of pijltjes en spatie); de rest wordt getoond en doet niet meer mee.</translation>
    </message>
    <message>
        <source>Rob the pack: pick six cards to keep from your hand and the pack (click, or arrows and Space).</source>
        <translation>Roof de stapel: kies zes kaarten om te houden uit uw hand en de stapel (klik, of pijltjes en spatie).</translation>
    </message>
    <message>
        <source>Keep these six</source>
        <translation>Deze zes houden</translation>
    </message>
    <message>
        <source>The pack ran out: pick %1 of your discards to give to %2 (click, or arrows and Space).</source>
        <translation>De stapel is op: kies %1 van uw afgelegde kaarten om aan %2 te geven (klik, of pijltjes en spatie).</translation>
    </message>
    <message>
        <source>Give these</source>
        <translation>Deze geven</translation>
    </message>
    <message>
        <source>Confirm the cards picked (Enter or %1)</source>
        <translation>De gekozen kaarten bevestigen (Enter of %1)</translation>
    </message>
    <message>
        <source>Your lead or follow: click a card to play it (or drag it to the middle, double-click it, or choose with ←/→ and press Enter).</source>
        <translation>U bent aan de beurt: klik op een kaart om die te spelen (of sleep die naar het midden, dubbelklik erop, of kies met ←/→ en druk op Enter).</translation>
    </message>
</context>
<context>
    <name>Autosave</name>
    <message>
        <source>The saved game could not be read (%1), and it could not be moved aside either (%2). A new game starts.</source>
        <translation>Het opgeslagen spel kon niet worden gelezen (%1), en het kon ook niet opzij worden gezet (%2). Er begint een nieuw spel.</translation>
    </message>
    <message>
        <source>The saved game could not be read: %1. It has been kept as “%2” in %3, and a new game starts.</source>
        <translation>Het opgeslagen spel kon niet worden gelezen: %1. Het is bewaard als ‘%2’ in %3, en er begint een nieuw spel.</translation>
    </message>
</context>
<context>
    <name>AutosaveSession</name>
    <message>
        <source>The game could not be saved to %1: %2. Play on; every move tries again.</source>
        <translation>Het spel kon niet worden opgeslagen in %1: %2. Speel gerust verder; bij elke zet wordt het opnieuw geprobeerd.</translation>
    </message>
    <message>
        <source>The finished game could not be added to the history (%1), and it could not be written to %2 either (%3). It is kept in memory and written there as soon as there is room; if the program is closed first, it is lost.</source>
        <translation>Het afgelopen spel kon niet aan de geschiedenis worden toegevoegd (%1), en kon ook niet naar %2 worden geschreven (%3). Het wordt in het geheugen bewaard en daar geschreven zodra er ruimte is; als het programma eerder wordt gesloten, gaat het verloren.</translation>
    </message>
    <message>
        <source>The finished game could not be added to the history: %1. It is kept as “%2” in %3 and will be added when the history can be written again.</source>
        <translation>Het afgelopen spel kon niet aan de geschiedenis worden toegevoegd: %1. Het is bewaard als ‘%2’ in %3 en wordt toegevoegd zodra de geschiedenis weer kan worden geschreven.</translation>
    </message>
    <message>
        <source>A kept finished game cannot be read: %1</source>
        <translation>Een apart bewaard afgelopen spel kan niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>%1 finished games are still waiting to be added to the history: %2</source>
        <translation>%1 afgelopen spellen wachten nog om aan de geschiedenis te worden toegevoegd: %2</translation>
    </message>
    <message>
        <source>The finished game that could not be written earlier is now kept as “%1” in %2 and will be added to the history at a later start.</source>
        <translation>Het afgelopen spel dat eerder niet kon worden geschreven, is nu bewaard als ‘%1’ in %2 en wordt bij een volgende start aan de geschiedenis toegevoegd.</translation>
    </message>
    <message>
        <source>The saved games could not all be checked (%1); a new game starts, and every file is left where it is.</source>
        <translation>De opgeslagen spellen konden niet allemaal worden gecontroleerd (%1); er begint een nieuw spel, en elk bestand blijft waar het is.</translation>
    </message>
    <message>
        <source>A kept finished game cannot be read: %1. It has been renamed “%2” in %3 and is not tried again.</source>
        <translation>Een apart bewaard afgelopen spel kan niet worden gelezen: %1. Het is hernoemd tot ‘%2’ in %3 en wordt niet opnieuw geprobeerd.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>two</source>
        <translation>twee</translation>
    </message>
    <message>
        <source>three</source>
        <translation>drie</translation>
    </message>
    <message>
        <source>four</source>
        <translation>vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>vijf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>zes</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>zeven</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>acht</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>negen</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>tien</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>boer</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>vrouw</translation>
    </message>
    <message>
        <source>king</source>
        <translation>heer</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>aas</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>klaveren</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ruiten</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>harten</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>schoppen</translation>
    </message>
    <message>
        <source>the two of %1</source>
        <translation>de %1 twee</translation>
    </message>
    <message>
        <source>the three of %1</source>
        <translation>de %1 drie</translation>
    </message>
    <message>
        <source>the four of %1</source>
        <translation>de %1 vier</translation>
    </message>
    <message>
        <source>the five of %1</source>
        <translation>de %1 vijf</translation>
    </message>
    <message>
        <source>the six of %1</source>
        <translation>de %1 zes</translation>
    </message>
    <message>
        <source>the seven of %1</source>
        <translation>de %1 zeven</translation>
    </message>
    <message>
        <source>the eight of %1</source>
        <translation>de %1 acht</translation>
    </message>
    <message>
        <source>the nine of %1</source>
        <translation>de %1 negen</translation>
    </message>
    <message>
        <source>the ten of %1</source>
        <translation>de %1 tien</translation>
    </message>
    <message>
        <source>the jack of %1</source>
        <translation>de %1 boer</translation>
    </message>
    <message>
        <source>the queen of %1</source>
        <translation>de %1 vrouw</translation>
    </message>
    <message>
        <source>the king of %1</source>
        <translation>de %1 heer</translation>
    </message>
    <message>
        <source>the ace of %1</source>
        <translation>de %1 aas</translation>
    </message>
    <message>
        <source>High</source>
        <translation>Hoog</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Laag</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Boer</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Right Pedro</source>
        <translation>Rechter Pedro</translation>
    </message>
    <message>
        <source>Left Pedro</source>
        <translation>Linker Pedro</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>J</source>
        <comment>short rank: jack</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>short rank: queen</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>K</source>
        <comment>short rank: king</comment>
        <translation>H</translation>
    </message>
    <message>
        <source>A</source>
        <comment>short rank: ace</comment>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>CribbageBoard</name>
    <message>
        <source>fifteen %1</source>
        <translation>vijftien %1</translation>
    </message>
    <message>
        <source>31 for %1</source>
        <translation>31 voor %1</translation>
    </message>
    <message>
        <source>go</source>
        <translation>go</translation>
    </message>
    <message>
        <source>his heels</source>
        <translation>de omgedraaide boer</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>hand %1</translation>
    </message>
    <message>
        <source>crib %1</source>
        <translation>crib %1</translation>
    </message>
    <message>
        <source>Red jump!</source>
        <translation>Rode sprong!</translation>
    </message>
    <message>
        <source>Blue trap: next move down the blue path</source>
        <translation>Blauwe val: de volgende zet volgt het blauwe pad</translation>
    </message>
    <message>
        <source>Green zone: next move takes the shortcut</source>
        <translation>Groene zone: de volgende zet neemt de groene binnenweg</translation>
    </message>
    <message>
        <source>Penalty square!</source>
        <translation>Strafvak!</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>legt de kaarten neer</translation>
    </message>
    <message>
        <source>back %1</source>
        <translation>%1 terug</translation>
    </message>
    <message>
        <source>+%1 award</source>
        <translation>+%1 premie</translation>
    </message>
    <message>
        <source>sits out: 1 hand</source>
        <translation>speelt 1 hand niet mee</translation>
    </message>
    <message>
        <source>sits out: %1 hands</source>
        <translation>speelt %1 handen niet mee</translation>
    </message>
    <message>
        <source>leaves the penalty box</source>
        <translation>verlaat het strafvak</translation>
    </message>
    <message>
        <source>Game!</source>
        <translation>Uit!</translation>
    </message>
    <message>
        <source>Cribbage board</source>
        <translation>Cribbagebord</translation>
    </message>
    <message>
        <source>%1 took the green shortcut to hole %2.</source>
        <translation>%1 nam de groene kortere weg naar gat %2.</translation>
    </message>
    <message>
        <source>%1 went down the blue path and back to hole %2.</source>
        <translation>%1 ging over het blauwe pad terug naar gat %2.</translation>
    </message>
    <message>
        <source>A side&apos;s score is its mark: %1 minus the holes still to walk. On a trap, a zone or a path it differs from the hole&apos;s number.</source>
        <translation>De stand van een partij is haar merk: %1 min de gaten die nog te gaan zijn. Op een val, een zone of een pad wijkt die af van het nummer van het gat.</translation>
    </message>
    <message>
        <source>Blue path: a peg here counts %1.</source>
        <translation>Blauw pad: een pin hier telt %1.</translation>
    </message>
    <message>
        <source>Blue trap: a move that ends here stops, and the side&apos;s next move goes down the blue path, back to hole %2. A peg standing here counts %1.</source>
        <translation>Blauwe val: een zet die hier eindigt, stopt hier, en de volgende zet van de partij gaat over het blauwe pad terug naar gat %2. Een pin die hier staat, telt %1.</translation>
    </message>
    <message>
        <source>Blue trap: blue path next</source>
        <translation>Blauwe val: daarna het blauwe pad</translation>
    </message>
    <message>
        <source>End of the red jump from hole %1.</source>
        <translation>Einde van de rode sprong vanaf gat %1.</translation>
    </message>
    <message>
        <source>Front and back peg</source>
        <translation>Voorste en achterste pin</translation>
    </message>
    <message>
        <source>Game hole: the first side to reach %1 wins.</source>
        <translation>Eindgat: de partij die als eerste %1 haalt, wint.</translation>
    </message>
    <message>
        <source>Green shortcut: a peg here counts %1.</source>
        <translation>Groene kortere weg: een pin hier telt %1.</translation>
    </message>
    <message>
        <source>Green zone: a move that ends here stops, and the side&apos;s next move takes the green shortcut to hole %2. A peg standing here counts %1.</source>
        <translation>Groene zone: een zet die hier eindigt, stopt hier, en de volgende zet van de partij neemt de groene kortere weg naar gat %2. Een pin die hier staat, telt %1.</translation>
    </message>
    <message>
        <source>Green zone: shortcut next</source>
        <translation>Groene zone: daarna de kortere weg</translation>
    </message>
    <message>
        <source>Hole %1</source>
        <translation>Gat %1</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Op het bord</translation>
    </message>
    <message>
        <source>Penalty: fold</source>
        <translation>Straf: kaarten neerleggen</translation>
    </message>
    <message>
        <source>Point at a hole or square to see what it does.</source>
        <translation>Wijs een gat of vak aan om te zien wat het doet.</translation>
    </message>
    <message>
        <source>Red jump: 20 holes on</source>
        <translation>Rode sprong: 20 gaten verder</translation>
    </message>
    <message>
        <source>Red jump: a move that ends here slides on at once to hole %1, 20 holes ahead.</source>
        <translation>Rode sprong: een zet die hier eindigt, schuift meteen door naar gat %1, 20 gaten verder.</translation>
    </message>
    <message>
        <source>Start: every peg begins here.</source>
        <translation>Start: elke pin begint hier.</translation>
    </message>
    <message>
        <source>You took the green shortcut to hole %2.</source>
        <translation>U nam de groene kortere weg naar gat %2.</translation>
    </message>
    <message>
        <source>You went down the blue path and back to hole %2.</source>
        <translation>U ging over het blauwe pad terug naar gat %2.</translation>
    </message>
    <message>
        <source>in a blue trap</source>
        <translation>in een blauwe val</translation>
    </message>
    <message>
        <source>in a green zone</source>
        <translation>in een groene zone</translation>
    </message>
    <message>
        <source>on a blue path</source>
        <translation>op een blauw pad</translation>
    </message>
    <message>
        <source>on a green shortcut</source>
        <translation>op een groene kortere weg</translation>
    </message>
    <message>
        <source>Penalty square: the side that lands here folds its cards, goes back 20 holes to hole %1, and the other side gets a 20-point award.</source>
        <translation>Strafvak: de partij die hier eindigt, legt de kaarten neer en gaat 20 gaten terug naar gat %1, en de andere partij krijgt een premie van 20 punten.</translation>
    </message>
    <message>
        <source>Penalty square: the side that lands here folds its cards and sits out three hands, unless another side is already out: then that one is released to hole %2, the side that landed goes back 20 holes to hole %1 and the others get a 20-point award each.</source>
        <translation>Strafvak: de partij die hier eindigt, legt de kaarten neer en zit drie rondes uit, tenzij een andere partij al uitzit: die komt dan vrij op gat %2, de aangekomen partij gaat 20 gaten terug naar gat %1 en de anderen krijgen elk een premie van 20 punten.</translation>
    </message>
    <message>
        <source>Shaded: one of the last three holes before the finish. While the dealer&apos;s side stands here, a jack turned as the starter gives it nothing (no his heels).</source>
        <translation>Gearceerd: een van de laatste drie gaten voor de finish. Zolang de partij van de gever hier staat, levert een omgedraaide boer als startkaart haar niets op (geen twee voor zijn hielen).</translation>
    </message>
    <message>
        <source>%1–%2: a turned jack gives the dealer nothing</source>
        <translation>%1–%2: een omgedraaide boer levert de gever niets op</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Finish</translation>
    </message>
</context>
<context>
    <name>CribbageSettingsPage</name>
    <message>
        <source>Board:</source>
        <translation>Bord:</translation>
    </message>
    <message>
        <source>Skunks:</source>
        <translation>Skunks:</translation>
    </message>
    <message>
        <source>A jack turned near the end:</source>
        <translation>Boer als starter vlak voor het einde:</translation>
    </message>
    <message>
        <source>Counting your hand and crib:</source>
        <translation>Tellen van uw hand en crib:</translation>
    </message>
    <message>
        <source>Muggins:</source>
        <translation>Muggins:</translation>
    </message>
    <message>
        <source>Penalty box:</source>
        <translation>Strafbank:</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation>Computerspelers:</translation>
    </message>
    <message>
        <source>2 (one against one)</source>
        <translation>2 (één tegen één)</translation>
    </message>
    <message>
        <source>3 (each for themselves)</source>
        <translation>3 (ieder voor zich)</translation>
    </message>
    <message>
        <source>4 (two partnerships)</source>
        <translation>4 (twee teams)</translation>
    </message>
    <message>
        <source>6 (three partnerships)</source>
        <translation>6 (drie teams)</translation>
    </message>
    <message>
        <source>Crib Wars board</source>
        <translation>Crib Wars-bord</translation>
    </message>
    <message>
        <source>Classic board</source>
        <translation>Klassiek bord</translation>
    </message>
    <message>
        <source>As the board has them (counted)</source>
        <translation>Zoals het bord wil (tellen mee)</translation>
    </message>
    <message>
        <source>As the board has them (not counted)</source>
        <translation>Zoals het bord wil (tellen niet mee)</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Tellen mee</translation>
    </message>
    <message>
        <source>Not counted</source>
        <translation>Tellen niet mee</translation>
    </message>
    <message>
        <source>Scores nothing in the last three holes</source>
        <translation>Telt niet in de laatste drie gaatjes</translation>
    </message>
    <message>
        <source>Scores two as anywhere else</source>
        <translation>Telt twee, zoals overal</translation>
    </message>
    <message>
        <source>The program counts</source>
        <translation>Het programma telt</translation>
    </message>
    <message>
        <source>You count</source>
        <translation>U telt zelf</translation>
    </message>
    <message>
        <source>Off: points you miss are lost</source>
        <translation>Uit: punten die u mist zijn weg</translation>
    </message>
    <message>
        <source>Cut-throat: an opponent takes them</source>
        <translation>Moordend: een tegenstander pakt ze</translation>
    </message>
    <message>
        <source>Friendly: you are given them back</source>
        <translation>Vriendelijk: u krijgt ze terug</translation>
    </message>
    <message>
        <source>You must move your own peg out</source>
        <translation>U moet uw pin er zelf uit zetten</translation>
    </message>
    <message>
        <source>The board is the game you chose: Cribbage or Crib Wars (rule %1)</source>
        <translation>Het bord is dat van het gekozen spel: Cribbage of Crib Wars (regel %1)</translation>
    </message>
    <message>
        <source>Whether a loser left far behind pays extra game points (rule %1)</source>
        <translation>Of een verliezer die ver achterblijft extra spelpunten betaalt (regel %1)</translation>
    </message>
    <message>
        <source>A jack turned as the starter when the dealer is in the last three holes before the end (rule %1)</source>
        <translation>Een boer als starter terwijl de gever in de laatste drie gaatjes voor het einde staat (regel %1)</translation>
    </message>
    <message>
        <source>Who counts your hand and crib in the show (rule %1)</source>
        <translation>Wie uw hand en crib telt bij het tellen (regel %1)</translation>
    </message>
    <message>
        <source>What becomes of points you miss when you count yourself (rule %1)</source>
        <translation>Wat er gebeurt met punten die u mist als u zelf telt (regel %1)</translation>
    </message>
    <message>
        <source>Crib Wars only: your side leaves the penalty box only when you say so (rule %1)</source>
        <translation>Alleen Crib Wars: uw kant verlaat de strafbank pas als u dat zegt (regel %1)</translation>
    </message>
    <message>
        <source>How well the computer players play</source>
        <translation>Hoe goed de computerspelers spelen</translation>
    </message>
    <message>
        <source>These choices are kept for Cribbage and Crib Wars alike; the board is the game you start.</source>
        <translation>Deze keuzes gelden voor Cribbage en Crib Wars allebei; het bord is dat van het spel dat u start.</translation>
    </message>
    <message>
        <source>Match:</source>
        <translation>Match:</translation>
    </message>
    <message>
        <source>Hints:</source>
        <translation>Tips:</translation>
    </message>
    <message>
        <source>A single game</source>
        <translation>Eén spel</translation>
    </message>
    <message>
        <source>First to %1 game points</source>
        <translation>Wie het eerst %1 spelpunten heeft</translation>
    </message>
    <message>
        <source>Offer hints (a game with a hint is marked assisted)</source>
        <translation>Tips aanbieden (een spel met een tip wordt gemarkeerd als geholpen)</translation>
    </message>
    <message>
        <source>Play single games, or a match of games until a side has won enough game points: 1 a game, 2 for a skunk, 4 for a double (rule %1)</source>
        <translation>Losse spellen spelen, of een match tot een partij genoeg spelpunten heeft: 1 per spel, 2 voor een skunk, 4 voor een dubbele (regel %1)</translation>
    </message>
    <message>
        <source>Whether you may ask the strongest computer player for advice; never for a count while muggins is on (rule %1)</source>
        <translation>Of je de sterkste computerspeler om advies mag vragen; nooit voor een telling als muggins aan staat (regel %1)</translation>
    </message>
    <message>
        <source>The show:</source>
        <translation>De telling:</translation>
    </message>
    <message>
        <source>Wait for me after each hand and crib</source>
        <translation>Op mij wachten na elke hand en de crib</translation>
    </message>
    <message>
        <source>Each hand and crib counted stays in view until you click the table or press Enter; otherwise the show goes on by itself after a moment (rule %1)</source>
        <translation>Elke getelde hand en de crib blijven in beeld tot u op de tafel klikt of op Enter drukt; anders gaat de telling na een ogenblik vanzelf verder (regel %1)</translation>
    </message>
</context>
<context>
    <name>FontCheck</name>
    <message>
        <source>%1: no font installed</source>
        <translation>%1: geen lettertype geïnstalleerd</translation>
    </message>
    <message>
        <source>No usable font was found, so all text in %1 shows as empty boxes. Install a font and start %1 again (on Debian or Ubuntu: sudo apt install fonts-dejavu-core).</source>
        <translation>Er is geen bruikbaar lettertype gevonden, dus alle tekst in %1 verschijnt als lege vakjes. Installeer een lettertype en start %1 opnieuw (op Debian of Ubuntu: sudo apt install fonts-dejavu-core).</translation>
    </message>
</context>
<context>
    <name>GameChooser</name>
    <message>
        <source>Cinch</source>
        <translation>Cinch</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>Crib Wars</source>
        <translation>Crib Wars</translation>
    </message>
    <message>
        <source>Bid, name trumps and take the scoring cards; first to 51 points wins (or to the target you set).</source>
        <translation>Bied, kies de troef en win de telkaarten; wie het eerst 51 punten haalt, wint (of het doel dat u instelt).</translation>
    </message>
    <message>
        <source>Pegging and counting hands on the classic board; first to 121 wins.</source>
        <translation>Punten pinnen en handen tellen op het klassieke bord; wie het eerst 121 haalt, wint.</translation>
    </message>
    <message>
        <source>Cribbage on the Crib Wars board with its special squares.</source>
        <translation>Cribbage op het Crib Wars-bord met zijn speciale vakjes.</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Kies een spel</translation>
    </message>
    <message>
        <source>Which game would you like to play?</source>
        <translation>Welk spel wilt u spelen?</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spelen</translation>
    </message>
    <message>
        <source>%1 is coming in a later version; for now you can play %2.</source>
        <translation>%1 komt in een latere versie; tot dan kunt u %2 spelen.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>For %1 players</source>
        <translation>Voor %1 spelers</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>You give one card to %1.</source>
        <translation>U geeft één kaart aan %1.</translation>
    </message>
    <message>
        <source>You give %2 cards to %1.</source>
        <translation>U geeft %2 kaarten aan %1.</translation>
    </message>
    <message>
        <source>%1 gives one card to %2.</source>
        <translation>%1 geeft één kaart aan %2.</translation>
    </message>
    <message>
        <source>%1 gives %3 cards to %2.</source>
        <translation>%1 geeft %3 kaarten aan %2.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>You keep %1.</source>
        <translation>U houdt: %1.</translation>
    </message>
    <message>
        <source>%1 robs the pack and keeps six cards.</source>
        <translation>%1 rooft de stapel en houdt zes kaarten.</translation>
    </message>
    <message>
        <source>%1 keeps six trumps.</source>
        <translation>%1 houdt zes troeven.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tip: %1</translation>
    </message>
    <message>
        <source>%1 chose an illegal action: %2</source>
        <translation>%1 koos een verboden zet: %2</translation>
    </message>
    <message>
        <source>The hint bot failed: %1</source>
        <translation>De tipgever is mislukt: %1</translation>
    </message>
    <message>
        <source>A computer player failed (%1); a random legal move was used.</source>
        <translation>Een computerspeler liep vast (%1); er is een willekeurige toegestane zet gedaan.</translation>
    </message>
    <message>
        <source>The hand summary is open: continue to the next hand first.</source>
        <translation>Het overzicht van de ronde staat open: ga eerst door naar de volgende ronde.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Even geduld: u bent niet aan de beurt.</translation>
    </message>
    <message>
        <source>There is no choice of cards to make now.</source>
        <translation>Er zijn nu geen kaarten te kiezen.</translation>
    </message>
    <message>
        <source>A hint is available on your turn.</source>
        <translation>Een tip kunt u krijgen als u aan de beurt bent.</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>the file</source>
        <translation>het bestand</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>het spel</translation>
    </message>
    <message>
        <source>the finished game</source>
        <translation>het afgelopen spel</translation>
    </message>
    <message>
        <source>%1 is too large to be a game record (%2 bytes)</source>
        <translation>%1 is te groot voor een spelverslag (%2 bytes)</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1 is leeg</translation>
    </message>
    <message>
        <source>%1 is not text: byte %2 cannot be read as UTF-8</source>
        <translation>%1 is geen tekst: byte %2 is niet als UTF-8 te lezen</translation>
    </message>
    <message>
        <source>%1 is damaged or cut short: %2 at line %3, column %4</source>
        <translation>%1 is beschadigd of afgekapt: %2 op regel %3, kolom %4</translation>
    </message>
    <message>
        <source>%1 is nested too deeply to be a game record</source>
        <translation>%1 is te diep genest voor een spelverslag</translation>
    </message>
    <message>
        <source>%1 holds a number with too many digits to be a game record</source>
        <translation>%1 bevat een getal met te veel cijfers om een spelverslag te zijn</translation>
    </message>
    <message>
        <source>%1 is not a record of a game this program plays (format %2)</source>
        <translation>%1 is geen verslag van een spel dat dit programma speelt (formaat %2)</translation>
    </message>
    <message>
        <source>%1 was written by another version of the record format (%2 version %3); this program reads version %4</source>
        <translation>%1 is geschreven in een andere versie van het verslagformaat (%2 versie %3); dit programma leest versie %4</translation>
    </message>
    <message>
        <source>(top level)</source>
        <translation>(bovenste niveau)</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: %3</source>
        <translation>%1 bevat een fout bij %2: %3</translation>
    </message>
    <message>
        <source>%1 cannot be read: it is too large or too deeply nested</source>
        <translation>%1 kan niet worden gelezen: te groot of te diep genest</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2)</source>
        <translation>%1 kan niet worden gelezen (%2)</translation>
    </message>
    <message>
        <source>%1 cannot be read as a game of %2: %3</source>
        <translation>%1 kan niet worden gelezen als een partij %2: %3</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: expected an object</source>
        <translation>%1 bevat een fout bij %2: een object verwacht</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: expected an object of seat letters</source>
        <translation>%1 bevat een fout bij %2: een object met plaatsletters verwacht</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: expected a seat letter and a text</source>
        <translation>%1 bevat een fout bij %2: een plaatsletter en een tekst verwacht</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: expected true or false</source>
        <translation>%1 bevat een fout bij %2: true of false verwacht</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>‘%1’</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a folder, a named pipe or a device)</source>
        <translation>%1 is geen gewoon bestand (een map, een named pipe of een apparaat)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>%1 kan niet worden geopend: %2</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: expected a whole number</source>
        <translation>%1 bevat een fout bij %2: een geheel getal verwacht</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: the number is too large</source>
        <translation>%1 bevat een fout bij %2: het getal is te groot</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: not a number</source>
        <translation>%1 bevat een fout bij %2: geen getal</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: the record says %3, but its moves give %4</source>
        <translation>%1 bevat een fout bij %2: het verslag zegt %3, maar de zetten geven %4</translation>
    </message>
    <message>
        <source>%1 is not a Cinch game record (format %2, expected %3)</source>
        <translation>%1 is geen verslag van een Cinch-spel (formaat %2, verwacht %3)</translation>
    </message>
</context>
<context>
    <name>GamesDB</name>
    <message>
        <source>stuck dealer</source>
        <translation>deler moet bieden</translation>
    </message>
    <message>
        <source>throw-in</source>
        <translation>ronde vervalt als iedereen past</translation>
    </message>
    <message>
        <source>%1 players, to %2, bids from %3, %4</source>
        <translation>%1 spelers, tot %2, bieden vanaf %3, %4</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 tegen %2</translation>
    </message>
    <message>
        <source>Won %1–%2</source>
        <translation>Gewonnen %1–%2</translation>
    </message>
    <message>
        <source>Lost %1–%2</source>
        <translation>Verloren %1–%2</translation>
    </message>
    <message>
        <source>Won %1 (%2)</source>
        <translation>Gewonnen %1 (%2)</translation>
    </message>
    <message>
        <source>Lost %1 (%2)</source>
        <translation>Verloren %1 (%2)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>mixed (%1)</source>
        <translation>gemengd (%1)</translation>
    </message>
    <message>
        <source>The statistics file %1 cannot be used: %2.</source>
        <translation>Het statistiekbestand %1 is onbruikbaar: %2.</translation>
    </message>
    <message>
        <source>Only a finished game can be added to the history.</source>
        <translation>Alleen een afgelopen spel kan aan de geschiedenis worden toegevoegd.</translation>
    </message>
    <message>
        <source>%1, with undo</source>
        <translation>%1, met ongedaan maken</translation>
    </message>
    <message>
        <source>%1 games have rules or opponents that cannot be read and are left out of the table by opponents and rules</source>
        <translation>%1 spellen hebben regels of tegenstanders die niet te lezen zijn en ontbreken in de tabel per tegenstanders en regels</translation>
    </message>
    <message>
        <source>this game cannot be read (%1)</source>
        <translation>dit spel kan niet worden gelezen (%1)</translation>
    </message>
    <message>
        <source>%1 games cannot be read and are left out</source>
        <translation>%1 spellen zijn niet te lezen en worden weggelaten</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1, double skunk</source>
        <translation>%1, dubbele skunk</translation>
    </message>
    <message>
        <source>%1, skunk</source>
        <translation>%1, skunk</translation>
    </message>
    <message>
        <source>The statistics file %1 was damaged (%2). It has been kept as “%3”, and a new history starts.</source>
        <translation>Het statistiekbestand %1 was beschadigd (%2). Het is bewaard als ‘%3’, en er begint een nieuwe geschiedenis.</translation>
    </message>
    <message>
        <source>%1, assisted</source>
        <translation>%1, met hulp</translation>
    </message>
    <message>
        <source>%1, game %2 of a match to %3</source>
        <translation>%1, spel %2 van een match tot %3</translation>
    </message>
    <message>
        <source>%1, match won</source>
        <translation>%1, match gewonnen</translation>
    </message>
    <message>
        <source>%1, match lost</source>
        <translation>%1, match verloren</translation>
    </message>
    <message>
        <source>The statistics file %1 was written by a newer version of %2 (its format is version %3; this program knows up to version %4). It is left untouched.</source>
        <translation>Het statistiekbestand %1 is geschreven door een nieuwere versie van %2 (het formaat is versie %3; dit programma kent versies tot en met %4). Het blijft onaangeroerd.</translation>
    </message>
    <message>
        <source>not a regular file: a folder, a named pipe or a device</source>
        <translation>geen gewoon bestand: een map, een named pipe of een apparaat</translation>
    </message>
    <message>
        <source>%1, given up</source>
        <translation>%1, opgegeven</translation>
    </message>
    <message>
        <source>Lost, given up</source>
        <translation>Verloren, opgegeven</translation>
    </message>
</context>
<context>
    <name>HandSummary</name>
    <message>
        <source>Hand %1: everybody passed, the hand is thrown in.</source>
        <translation>Ronde %1: iedereen paste, de ronde wordt niet gespeeld.</translation>
    </message>
    <message>
        <source>Hand %1: you bid %3 in %4 and made it.</source>
        <translation>Ronde %1: u bood %3 in %4 en haalde het bod.</translation>
    </message>
    <message>
        <source>Hand %1: you bid %3 in %4 and failed.</source>
        <translation>Ronde %1: u bood %3 in %4 en haalde het bod niet.</translation>
    </message>
    <message>
        <source>Hand %1: %2 bid %3 in %4 and made it.</source>
        <translation>Ronde %1: %2 bood %3 in %4 en haalde het bod.</translation>
    </message>
    <message>
        <source>Hand %1: %2 bid %3 in %4 and failed.</source>
        <translation>Ronde %1: %2 bood %3 in %4 en haalde het bod niet.</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <source>Game to %1.</source>
        <translation>Spel tot %1 punten.</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Spel afgelopen: %1</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Volgende ronde</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Hand summary</source>
        <translation>Overzicht van de ronde</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Review hand</source>
        <translation>Ronde nakijken</translation>
    </message>
    <message>
        <source>What each of your choices in this hand was worth, by the Expert&apos;s reckoning (R)</source>
        <translation>Wat elk van je keuzes in deze ronde waard was, volgens de berekening van de Expert (R)</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The rules page could not be read.</source>
        <translation>De pagina met de spelregels kon niet worden gelezen.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Sneltoetsen</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Grotere tekst</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Kleinere tekst</translation>
    </message>
    <message>
        <source>Rules of Cinch</source>
        <translation>Spelregels van Cinch</translation>
    </message>
    <message>
        <source>Larger text in the Help window</source>
        <translation>Grotere tekst in het hulpvenster</translation>
    </message>
    <message>
        <source>Smaller text in the Help window</source>
        <translation>Kleinere tekst in het hulpvenster</translation>
    </message>
    <message>
        <source>Close the Help window</source>
        <translation>Het hulpvenster sluiten</translation>
    </message>
    <message>
        <source>No keyboard shortcuts are defined.</source>
        <translation>Er zijn geen sneltoetsen ingesteld.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Toetsen</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Actie</translation>
    </message>
    <message>
        <source>%1 — Help</source>
        <translation>%1 — Hulp</translation>
    </message>
</context>
<context>
    <name>HintReasons</name>
    <message>
        <source>Keep the highest trumps and every Pedro you can.</source>
        <translation>Houd de hoogste troeven en zo veel mogelijk Pedro’s.</translation>
    </message>
    <message>
        <source>These are the discards you can best spare.</source>
        <translation>Dit zijn de afgelegde kaarten die u het best kunt missen.</translation>
    </message>
    <message>
        <source>Of the deals that fit what you have seen, your side wins this trick %1.</source>
        <translation>Van de verdelingen die passen bij wat u hebt gezien, wint uw kant deze slag %1.</translation>
    </message>
    <message>
        <source>Of the deals that fit what you have seen, you win this trick %1.</source>
        <translation>Van de verdelingen die passen bij wat u hebt gezien, wint u deze slag %1.</translation>
    </message>
    <message>
        <source>It is sure to take the trick: nobody still to play can beat it.</source>
        <translation>Deze kaart wint de slag zeker: niemand die nog moet spelen kan haar slaan.</translation>
    </message>
    <message>
        <source>It is sure to take the trick and the %1 in it: nobody still to play can beat it.</source>
        <translation>Deze kaart wint de slag zeker, met %1 erin: niemand die nog moet spelen kan haar slaan.</translation>
    </message>
    <message>
        <source>The trick is sure to go to your side: no opponent still to play can beat your side&apos;s card.</source>
        <translation>De slag gaat zeker naar uw kant: geen tegenstander die nog moet spelen kan de kaart van uw kant slaan.</translation>
    </message>
    <message>
        <source>The trick and the %1 in it are sure to go to your side: no opponent still to play can beat your side&apos;s card.</source>
        <translation>De slag gaat zeker naar uw kant, met %1 erin: geen tegenstander die nog moet spelen kan de kaart van uw kant slaan.</translation>
    </message>
    <message>
        <source>Your side cannot win this trick, whatever you play: give up the card you need least.</source>
        <translation>Uw kant kan deze slag niet winnen, wat u ook speelt: geef de kaart die u het minst nodig hebt.</translation>
    </message>
    <message>
        <source>You cannot win this trick, whatever you play: give up the card you need least.</source>
        <translation>U kunt deze slag niet winnen, wat u ook speelt: geef de kaart die u het minst nodig hebt.</translation>
    </message>
    <message>
        <source>Your side makes its %1 %2.</source>
        <translation>Uw kant haalt zijn %1 %2.</translation>
    </message>
    <message>
        <source>You make your %1 %2.</source>
        <translation>U haalt uw %1 %2.</translation>
    </message>
    <message>
        <source>The other side makes its %1 %2.</source>
        <translation>De andere kant haalt zijn %1 %2.</translation>
    </message>
    <message>
        <source>%3 makes their %1 %2.</source>
        <translation>%3 haalt zijn %1 %2.</translation>
    </message>
    <message>
        <source>Of the deals that fit the bidding so far, your side would make %1 %2.</source>
        <translation>Van de verdelingen die passen bij het bieden tot nu toe, zou uw kant %1 halen %2.</translation>
    </message>
    <message>
        <source>Of the deals that fit the bidding so far, you would make %1 %2.</source>
        <translation>Van de verdelingen die passen bij het bieden tot nu toe, zou u %1 halen %2.</translation>
    </message>
    <message>
        <source>Of the possible deals of the cards you cannot see, you would make %1 %2.</source>
        <translation>Van de mogelijke verdelingen van de kaarten die u niet ziet, zou u %1 halen %2.</translation>
    </message>
    <message>
        <source>Passing is worth more than bidding: of the deals that fit the bidding so far, your side would make %1 %2.</source>
        <translation>Passen is meer waard dan bieden: van de verdelingen die passen bij het bieden tot nu toe, zou uw kant %1 halen %2.</translation>
    </message>
    <message>
        <source>Passing is worth more than bidding: of the deals that fit the bidding so far, you would make %1 %2.</source>
        <translation>Passen is meer waard dan bieden: van de verdelingen die passen bij het bieden tot nu toe, zou u %1 halen %2.</translation>
    </message>
    <message>
        <source>Passing is worth more than bidding: of the possible deals of the cards you cannot see, you would make %1 %2.</source>
        <translation>Passen is meer waard dan bieden: van de mogelijke verdelingen van de kaarten die u niet ziet, zou u %1 halen %2.</translation>
    </message>
    <message>
        <source>Of the deals that fit the bidding, your side makes its %2 with %1 as trumps %3.</source>
        <translation>Van de verdelingen die passen bij het bieden, haalt uw kant zijn %2 met %1 als troef %3.</translation>
    </message>
    <message>
        <source>Of the deals that fit the bidding, you make your %2 with %1 as trumps %3.</source>
        <translation>Van de verdelingen die passen bij het bieden, haalt u uw %2 met %1 als troef %3.</translation>
    </message>
    <message>
        <source>Of the possible deals of the cards you cannot see, you make your %2 with %1 as trumps %3.</source>
        <translation>Van de mogelijke verdelingen van de kaarten die u niet ziet, haalt u uw %2 met %1 als troef %3.</translation>
    </message>
    <message>
        <source>in none of those tried</source>
        <translation>in geen van de geprobeerde verdelingen</translation>
    </message>
    <message>
        <source>in fewer than 1 of 10</source>
        <translation>in minder dan 1 op de 10</translation>
    </message>
    <message>
        <source>in about %1 of 10</source>
        <translation>in ongeveer %1 op de 10</translation>
    </message>
    <message>
        <source>in more than 9 of 10</source>
        <translation>in meer dan 9 op de 10</translation>
    </message>
    <message>
        <source>in every one of those tried</source>
        <translation>in elk van de geprobeerde verdelingen</translation>
    </message>
    <message>
        <source>%1 point</source>
        <translation>%1 punt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punten</translation>
    </message>
    <message>
        <source>Play %1.</source>
        <translation>Speel %1.</translation>
    </message>
    <message>
        <source>Bid %1.</source>
        <translation>Bied %1.</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Pas.</translation>
    </message>
    <message>
        <source>Name %1 as trumps.</source>
        <translation>Kies %1 als troef.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>You won the bidding: name the trump suit, usually the one where you hold the most high cards and fives.</source>
        <translation>U hebt het bod gewonnen: kies de troefkleur, meestal de kleur waarin u de meeste hoge kaarten en vijven hebt.</translation>
    </message>
    <message>
        <source>You hold more than six trumps: keep six of them; the others are shown to everybody and go out of play.</source>
        <translation>U hebt meer dan zes troeven: houd er zes; de andere worden aan iedereen getoond en doen niet meer mee.</translation>
    </message>
    <message>
        <source>You throw away every card that is not a trump, and the dealer gives you cards from the pack until you have six.</source>
        <translation>U legt alle kaarten af die geen troef zijn, en de deler geeft u kaarten van de stapel tot u er zes hebt.</translation>
    </message>
    <message>
        <source>You are the dealer: keep any six cards from your hand and the rest of the pack; trumps you leave out are shown to everybody.</source>
        <translation>U bent de deler: houd zes kaarten naar keuze uit uw hand en de rest van de stapel; troeven die u niet houdt, worden aan iedereen getoond.</translation>
    </message>
    <message>
        <source>The pack has run out: choose cards from your discards to give the player who is still short of six.</source>
        <translation>De stapel is op: kies uit uw afgelegde kaarten wat u geeft aan de speler die nog geen zes kaarten heeft.</translation>
    </message>
    <message>
        <source>Bidding: pass, or bid more than anyone so far — if you win the bid, your side must then take at least that many points (at most 14 are in play).</source>
        <translation>Bieden: pas, of bied meer dan wie ook tot nu toe — wint u het bod, dan moet uw kant daarna minstens zoveel punten halen (er zijn er hoogstens 14 in het spel).</translation>
    </message>
    <message>
        <source>Your turn to play: when a trump is led you must play a trump if you have one; on any other lead you may follow suit or play a trump, and with no card of the suit led you may play any card.</source>
        <translation>U bent aan de beurt: komt er troef uit, dan moet u troef spelen als u die hebt; bij een andere kleur mag u bekennen of troeven, en zonder kaart van de gevraagde kleur mag u elke kaart spelen.</translation>
    </message>
    <message>
        <source>The game is over: the first side to reach the target score has won.</source>
        <translation>Het spel is afgelopen: de kant die als eerste de doelscore haalt, heeft gewonnen.</translation>
    </message>
    <message>
        <source>Bidding: starting at the dealer&apos;s left, each player passes or bids higher than the last bid; the highest bidder names trumps.</source>
        <translation>Bieden: vanaf links van de deler past elke speler of biedt hoger dan het laatste bod; de hoogste bieder kiest troef.</translation>
    </message>
    <message>
        <source>The highest bidder is choosing the trump suit.</source>
        <translation>De hoogste bieder kiest de troefkleur.</translation>
    </message>
    <message>
        <source>A player holds more than six trumps and keeps six; the others will be shown and go out of play.</source>
        <translation>Een speler heeft meer dan zes troeven en houdt er zes; de andere worden getoond en doen niet meer mee.</translation>
    </message>
    <message>
        <source>Everybody but the dealer throws away the cards that are not trumps and is dealt new cards from the pack up to six.</source>
        <translation>Iedereen behalve de deler legt de kaarten af die geen troef zijn en krijgt nieuwe kaarten van de stapel tot zes.</translation>
    </message>
    <message>
        <source>The dealer robs the pack: looks through the cards that are left and keeps the best six.</source>
        <translation>De deler rooft de stapel: hij bekijkt de overgebleven kaarten en houdt de beste zes.</translation>
    </message>
    <message>
        <source>The pack has run out, so the dealer gives the short player cards from the dealer&apos;s discards.</source>
        <translation>De stapel is op, dus de deler geeft de speler die te kort komt kaarten uit zijn eigen afgelegde kaarten.</translation>
    </message>
    <message>
        <source>The play: six tricks, the highest bidder leads first, and the winner of each trick leads to the next.</source>
        <translation>Het spelen: zes slagen; de hoogste bieder komt als eerste uit, en wie een slag wint, komt uit voor de volgende.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>No finished games yet. Games you finish appear here.</source>
        <translation>Nog geen afgelopen spellen. Spellen die u uitspeelt, verschijnen hier.</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Terugkijken…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporteren…</translation>
    </message>
    <message>
        <source>Part of the history cannot be read (%1). The games that can be read are listed.</source>
        <translation>Een deel van de geschiedenis kan niet worden gelezen (%1). De spellen die wel te lezen zijn, staan in de lijst.</translation>
    </message>
    <message>
        <source>%1 listed games cannot be read in full; they are greyed out.</source>
        <translation>%1 spellen in de lijst kunnen niet volledig worden gelezen; ze zijn grijs weergegeven.</translation>
    </message>
    <message>
        <source>Replay — %1, %2</source>
        <translation>Terugkijken — %1, %2</translation>
    </message>
    <message>
        <source>Replay of this game is not available yet; Export… keeps its record.</source>
        <translation>Deze partij terugkijken kan nog niet; Exporteren… bewaart het verslag ervan.</translation>
    </message>
    <message>
        <source>This game cannot be read: %1</source>
        <translation>Dit spel kan niet worden gelezen: %1</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle spellen</translation>
    </message>
    <message>
        <source>Games shown</source>
        <translation>Getoonde spellen</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Tonen:</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Line-up</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
</context>
<context>
    <name>InstanceLock</name>
    <message>
        <source>the lock file cannot be written</source>
        <translation>het vergrendelbestand kan niet worden geschreven</translation>
    </message>
    <message>
        <source>The game is already open in %1. Only one copy can use the saved game and statistics in %2 at a time; switch to that window, or close it and start again.</source>
        <translation>Het spel is al geopend in %1. Maar één exemplaar tegelijk kan het opgeslagen spel en de statistieken in %2 gebruiken; ga naar dat venster, of sluit het en start opnieuw.</translation>
    </message>
    <message>
        <source>another copy of %1</source>
        <translation>een ander exemplaar van %1</translation>
    </message>
    <message>
        <source>another copy of %1 (process %2 on this computer)</source>
        <translation>een ander exemplaar van %1 (proces %2 op deze computer)</translation>
    </message>
    <message>
        <source>another copy of %1 (process %2 on %3)</source>
        <translation>een ander exemplaar van %1 (proces %2 op %3)</translation>
    </message>
    <message>
        <source>%1 cannot write to its data folder %2: %3. Saved games, settings and statistics live there; make the folder writable (or free some space) and start again, or choose another folder with --data-dir.</source>
        <translation>Het programma %1 kan niet schrijven in zijn gegevensmap %2: %3. Opgeslagen spellen, instellingen en statistieken staan daar; maak de map beschrijfbaar (of maak ruimte vrij) en start opnieuw, of kies een andere map met --data-dir.</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <source>Last trick</source>
        <translation>Laatste slag</translation>
    </message>
    <message>
        <source>No trick has been finished in this hand yet.</source>
        <translation>Er is in deze ronde nog geen slag voltooid.</translation>
    </message>
    <message>
        <source>The previous trick (★ took it):</source>
        <translation>De vorige slag (★ heeft hem gewonnen):</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Setting not saved: %1</source>
        <translation>Instelling niet opgeslagen: %1</translation>
    </message>
    <message>
        <source>Bid 1 to 9, 10, 11 to 14</source>
        <translation>1 tot 9, 10, 11 tot 14 bieden</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Name clubs, diamonds, hearts or spades</source>
        <translation>Klaveren, ruiten, harten of schoppen als troef kiezen</translation>
    </message>
    <message>
        <source>Move between the cards you can choose</source>
        <translation>Naar een andere kaart gaan die u kunt kiezen</translation>
    </message>
    <message>
        <source>Play the chosen card</source>
        <translation>De gekozen kaart spelen</translation>
    </message>
    <message>
        <source>Pick or put back a card when keeping, robbing or giving</source>
        <translation>Een kaart kiezen of terugleggen bij houden, roven of geven</translation>
    </message>
    <message>
        <source>Confirm the cards picked</source>
        <translation>De gekozen kaarten bevestigen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Next hand (after the summary)</source>
        <translation>Volgende ronde (na het overzicht)</translation>
    </message>
    <message>
        <source>In the hand summary: next hand (or new game)</source>
        <translation>In het overzicht van de ronde: volgende ronde (of nieuw spel)</translation>
    </message>
    <message>
        <source>Move between the table and the buttons</source>
        <translation>Wisselen tussen de tafel en de knoppen</translation>
    </message>
    <message>
        <source>The card went back to your hand: drop it on the middle of the table to play it (or double-click it, or press Enter).</source>
        <translation>De kaart is teruggegaan naar uw hand: zet hem midden op tafel neer om hem te spelen (of dubbelklik erop, of druk op Enter).</translation>
    </message>
    <message>
        <source>Cinch</source>
        <translation>Cinch</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hulp</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>More buttons</source>
        <translation>Meer knoppen</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Een nieuw spel beginnen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>Take back your last decision (while no hidden card has been shown since)</source>
        <translation>Uw laatste keuze terugnemen (zolang er sindsdien geen verborgen kaart is getoond)</translation>
    </message>
    <message>
        <source>Ask the strongest computer player what it would do</source>
        <translation>De sterkste computerspeler vragen wat hij zou doen</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Laatste slag</translation>
    </message>
    <message>
        <source>Show the previous trick</source>
        <translation>De vorige slag tonen</translation>
    </message>
    <message>
        <source>Name, language, computer players, speed and rules</source>
        <translation>Naam, taal, computerspelers, snelheid en regels</translation>
    </message>
    <message>
        <source>Card &amp;themes…</source>
        <translation>&amp;Kaartthema’s…</translation>
    </message>
    <message>
        <source>Choose the card art</source>
        <translation>Het uiterlijk van de kaarten kiezen</translation>
    </message>
    <message>
        <source>Quit Cinch</source>
        <translation>Cinch afsluiten</translation>
    </message>
    <message>
        <source>&amp;Rules of Cinch</source>
        <translation>&amp;Spelregels van Cinch</translation>
    </message>
    <message>
        <source>The rules of Cinch</source>
        <translation>De spelregels van Cinch</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>S&amp;neltoetsen</translation>
    </message>
    <message>
        <source>Every key of the table</source>
        <translation>Alle toetsen van de tafel</translation>
    </message>
    <message>
        <source>&amp;Detailed score sheet</source>
        <translation>&amp;Uitgebreid scoreblad</translation>
    </message>
    <message>
        <source>Show the dealer, every bid and the points taken in the score sheet</source>
        <translation>De deler, elk bod en de behaalde punten in het scoreblad tonen</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Scoreblad</translation>
    </message>
    <message>
        <source>Bid history</source>
        <translation>Biedverloop</translation>
    </message>
    <message>
        <source>First-game hint</source>
        <translation>Uitleg voor het eerste spel</translation>
    </message>
    <message>
        <source>Table announcements</source>
        <translation>Meldingen aan tafel</translation>
    </message>
    <message>
        <source>Rule %1 in Help ▸ Rules of Cinch</source>
        <translation>Regel %1 in Help ▸ Spelregels van Cinch</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Game over: %1 (%2)</source>
        <translation>Spel afgelopen: %1 (%2)</translation>
    </message>
    <message>
        <source>Nothing to undo: a decision can be taken back only until a hidden card has been shown.</source>
        <translation>Niets ongedaan te maken: een keuze kan alleen worden teruggenomen zolang er geen verborgen kaart is getoond.</translation>
    </message>
    <message>
        <source>Your last decision was taken back: choose again.</source>
        <translation>Uw laatste keuze is teruggenomen: kies opnieuw.</translation>
    </message>
    <message>
        <source>Settings saved: levels, speed and name apply from the next hand; rules from the next game; language, hints and card size at once.</source>
        <translation>Instellingen opgeslagen: niveaus, snelheid en naam gelden vanaf de volgende ronde; regels vanaf het volgende spel; taal, uitleg en kaartgrootte meteen.</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>Hand</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Bod</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Deler</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Biedingen</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>Bieder</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Troef</translation>
    </message>
    <message>
        <source>Taken %1</source>
        <translation>Gehaald %1</translation>
    </message>
    <message>
        <source>Scored %1</source>
        <translation>Gescoord %1</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Totaal %1</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pas</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>#</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contract</translation>
    </message>
    <message>
        <source>Who made the highest bid, the bid and trumps</source>
        <translation>Wie het hoogste bod deed, het bod en de troef</translation>
    </message>
    <message>
        <source>Points scored in the hand → running total</source>
        <translation>Punten gescoord in de ronde → lopend totaal</translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>vervallen</translation>
    </message>
    <message>
        <source>%1 bid %2 in %3</source>
        <translation>%1 bood %2 in %3</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Deler: %1</translation>
    </message>
    <message>
        <source>%1: took %2, scored %3, total %4</source>
        <translation>%1: %2 gehaald, %3 gescoord, totaal %4</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Kaart</translation>
    </message>
    <message>
        <source>%1, who took the trick</source>
        <translation>%1, die de slag won</translation>
    </message>
</context>
<context>
    <name>PointsChart</name>
    <message>
        <source>Points per hand, last %1 games</source>
        <translation>Punten per ronde, laatste %1 spellen</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Nog geen spellen</translation>
    </message>
    <message>
        <source>average %1  (green won, red lost)</source>
        <translation>gemiddeld %1  (groen gewonnen, rood verloren)</translation>
    </message>
</context>
<context>
    <name>RecordErrors</name>
    <message>
        <source>a game record must be a JSON object</source>
        <translation>een spelverslag moet een JSON-object zijn</translation>
    </message>
    <message>
        <source>unknown record format %1 version %2; this program reads %3 version %4</source>
        <translation>onbekend verslagformaat %1 versie %2; dit programma leest %3 versie %4</translation>
    </message>
    <message>
        <source>an object was expected here</source>
        <translation>hier werd een object verwacht</translation>
    </message>
    <message>
        <source>this entry is missing</source>
        <translation>dit gegeven ontbreekt</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 verwacht, %2 gevonden</translation>
    </message>
    <message>
        <source>%1 is not a card (a card is a rank then a suit, like TH for the ten of hearts)</source>
        <translation>%1 is geen kaart (een kaart is een waarde en dan een kleur, in Engelse letters, zoals TH voor harten tien)</translation>
    </message>
    <message>
        <source>%1 is not a suit (expected C, D, H or S)</source>
        <translation>%1 is geen kleur (C, D, H of S verwacht)</translation>
    </message>
    <message>
        <source>%1 is not a seat (expected S, W, N or E)</source>
        <translation>%1 is geen plaats (S, W, N of E verwacht)</translation>
    </message>
    <message>
        <source>seat %1 is not at a %2-player table</source>
        <translation>plaats %1 bestaat niet aan een tafel met %2 spelers</translation>
    </message>
    <message>
        <source>a list of cards was expected here</source>
        <translation>hier werd een lijst kaarten verwacht</translation>
    </message>
    <message>
        <source>the number of players must be 2, 3 or 4 (R2), not %1</source>
        <translation>het aantal spelers moet 2, 3 of 4 zijn (R2), niet %1</translation>
    </message>
    <message>
        <source>the target score must be a whole number from 1 to 1000 (R53), not %1</source>
        <translation>de doelscore moet een geheel getal van 1 tot en met 1000 zijn (R53), niet %1</translation>
    </message>
    <message>
        <source>the minimum bid must be from 1 to 14 (R20), not %1</source>
        <translation>het minimumbod moet van 1 tot en met 14 zijn (R20), niet %1</translation>
    </message>
    <message>
        <source>when everybody passes the rule must be throw_in or stuck_dealer (R22), not %1</source>
        <translation>als iedereen past, moet de regel throw_in of stuck_dealer zijn (R22), niet %1</translation>
    </message>
    <message>
        <source>a %1-player game seats %2, not %3</source>
        <translation>een spel met %1 spelers heeft de plaatsen %2, niet %3</translation>
    </message>
    <message>
        <source>each player is dealt nine cards (R15), not %1</source>
        <translation>elke speler krijgt negen kaarten (R15), niet %1</translation>
    </message>
    <message>
        <source>no cards are dealt to %1</source>
        <translation>%1 krijgt geen kaarten</translation>
    </message>
    <message>
        <source>the deal and the pack must hold each of the 52 cards exactly once (R10)</source>
        <translation>de gedeelde kaarten en de stapel moeten elk van de 52 kaarten precies één keer bevatten (R10)</translation>
    </message>
    <message>
        <source>the game was already won before this hand (R53)</source>
        <translation>het spel was al gewonnen vóór deze ronde (R53)</translation>
    </message>
    <message>
        <source>the deal passes to the left, so %1 deals this hand (R3)</source>
        <translation>het delen gaat naar links, dus %1 deelt deze ronde (R3)</translation>
    </message>
    <message>
        <source>the game is over, so the final result must be given</source>
        <translation>het spel is afgelopen, dus de eindstand moet vermeld zijn</translation>
    </message>
    <message>
        <source>no side has reached the target, so the game is not over (R53)</source>
        <translation>geen enkele kant heeft de doelscore gehaald, dus het spel is niet afgelopen (R53)</translation>
    </message>
    <message>
        <source>this entry is missing, so the hand is not finished</source>
        <translation>dit gegeven ontbreekt, dus de ronde is niet af</translation>
    </message>
    <message>
        <source>expected [seat, bid or null]</source>
        <translation>[plaats, bod of null] verwacht</translation>
    </message>
    <message>
        <source>expected a number or null</source>
        <translation>een getal of null verwacht</translation>
    </message>
    <message>
        <source>expected [seat, card]</source>
        <translation>[plaats, kaart] verwacht</translation>
    </message>
    <message>
        <source>the record says %1, but the bidding ends %2 (R21: after a bid of 14 everybody passes)</source>
        <translation>het verslag zegt %1, maar het bieden eindigt met %2 (R21: na een bod van 14 past iedereen)</translation>
    </message>
    <message>
        <source>the record says %1, but the rules give %2 (%3)</source>
        <translation>het verslag zegt %1, maar volgens de regels is het %2 (%3)</translation>
    </message>
    <message>
        <source>this move breaks rule %1: %2</source>
        <translation>deze zet breekt regel %1: %2</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>een object</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>een lijst</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>een geheel getal</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>een getal</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>een tekst</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true of false</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>the player does not hold that card.</source>
        <translation>de speler heeft die kaart niet in handen.</translation>
    </message>
    <message>
        <source>it is another player&apos;s turn.</source>
        <translation>een andere speler is aan de beurt.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>This is the bidding: first pass or make a bid.</source>
        <translation>Er wordt nu geboden: pas eerst of doe een bod.</translation>
    </message>
    <message>
        <source>Nobody can bid more than 14, the total of the six scoring cards.</source>
        <translation>Niemand kan meer dan 14 bieden, het totaal van de zes puntkaarten.</translation>
    </message>
    <message>
        <source>Everybody else has passed, so you, the dealer, must bid.</source>
        <translation>Alle anderen hebben gepast, dus u moet als deler bieden.</translation>
    </message>
    <message>
        <source>The highest bidder must name the trump suit first.</source>
        <translation>De hoogste bieder moet eerst de troefkleur kiezen.</translation>
    </message>
    <message>
        <source>Only trumps may be kept: every other card is thrown away.</source>
        <translation>Alleen troeven mogen blijven: alle andere kaarten worden afgelegd.</translation>
    </message>
    <message>
        <source>Choose exactly six of your trumps to keep.</source>
        <translation>Kies precies zes van uw troeven om te houden.</translation>
    </message>
    <message>
        <source>The dealer fills each hand up to six cards from the pack.</source>
        <translation>De deler vult elke hand aan tot zes kaarten van de stapel.</translation>
    </message>
    <message>
        <source>As the dealer, keep exactly six cards, chosen from your hand and the rest of the pack.</source>
        <translation>Als deler houdt u precies zes kaarten, gekozen uit uw hand en de rest van de stapel.</translation>
    </message>
    <message>
        <source>Give the short player exactly the cards they need, chosen from your discards.</source>
        <translation>Geef de speler die te kort komt precies de kaarten die hij nodig heeft, gekozen uit uw afgelegde kaarten.</translation>
    </message>
    <message>
        <source>The cards are being played now: wait for your turn, then play one card.</source>
        <translation>Er wordt nu gespeeld: wacht op uw beurt en speel dan één kaart.</translation>
    </message>
    <message>
        <source>A trump was led and you have a trump: you must play one.</source>
        <translation>Er is troef uitgekomen en u hebt troef: u moet troef spelen.</translation>
    </message>
    <message>
        <source>You hold the suit that was led: follow suit or play a trump. Only a player with no card of that suit may play any card.</source>
        <translation>U hebt de gevraagde kleur: beken kleur of speel troef. Alleen wie geen kaart van die kleur heeft, mag elke kaart spelen.</translation>
    </message>
    <message>
        <source>The highest trump wins the trick; without a trump, the highest card of the suit led.</source>
        <translation>De hoogste troef wint de slag; zonder troef wint de hoogste kaart van de gevraagde kleur.</translation>
    </message>
    <message>
        <source>The game is over. Start a new game to play again.</source>
        <translation>Het spel is afgelopen. Begin een nieuw spel om opnieuw te spelen.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Even geduld: u bent niet aan de beurt.</translation>
    </message>
    <message>
        <source>That card is not allowed: on a trump lead, play a trump if you have one; on a plain lead, follow suit or play a trump if you hold the suit led.</source>
        <translation>Die kaart mag niet: komt er troef uit, speel dan troef als u die hebt; komt er een andere kleur uit, beken dan kleur of speel troef als u die kleur hebt.</translation>
    </message>
    <message>
        <source>That bid is not allowed: it must be higher than the highest bid so far, from the minimum bid up to 14.</source>
        <translation>Dat bod mag niet: het moet hoger zijn dan het hoogste bod tot nu toe, van het minimumbod tot 14.</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay</source>
        <translation>Spel terugkijken</translation>
    </message>
</context>
<context>
    <name>ReplayFrames</name>
    <message>
        <source>%1 pass</source>
        <translation>%1 past</translation>
    </message>
    <message>
        <source>Bids: %1</source>
        <translation>Biedingen: %1</translation>
    </message>
    <message>
        <source>%1 kept 1 card and drew 1.</source>
        <translation>%1 hield 1 kaart en trok er 1.</translation>
    </message>
    <message>
        <source>%1 kept 1 card and drew %3.</source>
        <translation>%1 hield 1 kaart en trok er %3.</translation>
    </message>
    <message>
        <source>%1 kept %2 cards and drew 1.</source>
        <translation>%1 hield %2 kaarten en trok er 1.</translation>
    </message>
    <message>
        <source>%1 kept %2 cards and drew %3.</source>
        <translation>%1 hield %2 kaarten en trok er %3.</translation>
    </message>
    <message>
        <source>%1 leads %2.</source>
        <translation>%1 komt uit met %2.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 speelt %2.</translation>
    </message>
    <message>
        <source>Hand %1 of %2 — trick %3 of %4, card %5 of %6</source>
        <translation>Ronde %1 van %2 — slag %3 van %4, kaart %5 van %6</translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation>%1 deelt.</translation>
    </message>
    <message>
        <source>Everybody passed: the hand is thrown in.</source>
        <translation>Iedereen heeft gepast: de ronde vervalt.</translation>
    </message>
    <message>
        <source>Hand %1 of %2 — the deal</source>
        <translation>Ronde %1 van %2 — het delen</translation>
    </message>
    <message>
        <source>%1 bid %2 and named %3 trumps.</source>
        <translation>%1 bood %2 en koos %3 als troef.</translation>
    </message>
    <message>
        <source>The pack ran out; the dealer gave %1.</source>
        <translation>De stapel was op; de deler gaf %1.</translation>
    </message>
    <message>
        <source>Hand %1 of %2 — ready to play</source>
        <translation>Ronde %1 van %2 — klaar om te spelen</translation>
    </message>
    <message>
        <source>Hand %1 of %2 — discarding and drawing</source>
        <translation>Ronde %1 van %2 — afleggen en bijtrekken</translation>
    </message>
    <message>
        <source>%1 — %2 wins the trick.</source>
        <translation>%1 — %2 wint de slag.</translation>
    </message>
    <message>
        <source>Points taken: %1. Scored: %2.</source>
        <translation>Punten gehaald: %1. Gescoord: %2.</translation>
    </message>
    <message>
        <source>Dead scoring cards awarded: %1</source>
        <translation>Dode puntkaarten toegekend: %1</translation>
    </message>
</context>
<context>
    <name>ReplayWidget</name>
    <message>
        <source>Hand %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Go to the start of a hand</source>
        <translation>Naar het begin van een ronde</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>◀◀ Trick</source>
        <translation>◀◀ Slag</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Terug</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Verder ▶</translation>
    </message>
    <message>
        <source>Trick ▶▶</source>
        <translation>Slag ▶▶</translation>
    </message>
    <message>
        <source>First frame</source>
        <translation>Eerste stap</translation>
    </message>
    <message>
        <source>Previous trick</source>
        <translation>Vorige slag</translation>
    </message>
    <message>
        <source>Previous card</source>
        <translation>Vorige kaart</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Volgende kaart</translation>
    </message>
    <message>
        <source>Next trick</source>
        <translation>Volgende slag</translation>
    </message>
    <message>
        <source>Last frame</source>
        <translation>Laatste stap</translation>
    </message>
    <message>
        <source>In a replay: %1</source>
        <translation>Bij het terugkijken: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>This game has no hands to show.</source>
        <translation>Dit spel heeft geen rondes om te tonen.</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Stand: %1</translation>
    </message>
    <message>
        <source>Replay table</source>
        <translation>Tafel bij het terugkijken</translation>
    </message>
    <message>
        <source>On the table: %1</source>
        <translation>Op tafel: %1</translation>
    </message>
    <message>
        <source>%1 holds %2.</source>
        <translation>%1 heeft %2 in handen.</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>geen kaarten</translation>
    </message>
</context>
<context>
    <name>SeatLetters</name>
    <message>
        <source>S</source>
        <translation>Z</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <translation>O</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Your name:</source>
        <translation>Uw naam:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Taal:</translation>
    </message>
    <message>
        <source>First game:</source>
        <translation>Eerste spel:</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Kaartgrootte:</translation>
    </message>
    <message>
        <source>%1 (partner):</source>
        <translation>%1 (partner):</translation>
    </message>
    <message>
        <source>%1 (opponent):</source>
        <translation>%1 (tegenstander):</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animatiesnelheid:</translation>
    </message>
    <message>
        <source>Custom target:</source>
        <translation>Eigen doelscore:</translation>
    </message>
    <message>
        <source>Game to:</source>
        <translation>Spel tot:</translation>
    </message>
    <message>
        <source>Minimum bid:</source>
        <translation>Minimumbod:</translation>
    </message>
    <message>
        <source>When everybody passes:</source>
        <translation>Als iedereen past:</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Instellingen</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systeemtaal</translation>
    </message>
    <message>
        <source>Explain each phase and every refused move</source>
        <translation>Elke fase en elke geweigerde zet uitleggen</translation>
    </message>
    <message>
        <source>Large cards in your hand</source>
        <translation>Grote kaarten in uw hand</translation>
    </message>
    <message>
        <source>4 (two partnerships)</source>
        <translation>4 (twee koppels)</translation>
    </message>
    <message>
        <source>3 (cut-throat)</source>
        <translation>3 (ieder voor zich)</translation>
    </message>
    <message>
        <source>2 (heads-up)</source>
        <translation>2 (één tegen één)</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Anders…</translation>
    </message>
    <message>
        <source>Throw in the hand</source>
        <translation>Ronde vervalt</translation>
    </message>
    <message>
        <source>Stuck dealer must bid</source>
        <translation>Deler moet bieden</translation>
    </message>
    <message>
        <source>The score that wins the game (rule %1)</source>
        <translation>De score die het spel wint (regel %1)</translation>
    </message>
    <message>
        <source>The lowest bid allowed (rule %1)</source>
        <translation>Het laagste toegestane bod (regel %1)</translation>
    </message>
    <message>
        <source>What happens when every player passes (rule %1)</source>
        <translation>Wat er gebeurt als iedereen past (regel %1)</translation>
    </message>
    <message>
        <source>Levels, speed and name apply from the next hand; rule options from the next game; language, hints and card size at once.</source>
        <translation>Niveaus, snelheid en naam gelden vanaf de volgende ronde; regelopties vanaf het volgende spel; taal, uitleg en kaartgrootte meteen.</translation>
    </message>
    <message>
        <source>Unfinished game:</source>
        <translation>Onafgemaakt spel:</translation>
    </message>
    <message>
        <source>Ask before continuing it at start</source>
        <translation>Eerst vragen voordat het bij het starten verdergaat</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Algemeen</translation>
    </message>
    <message>
        <source>Only one card to play:</source>
        <translation>Maar één speelbare kaart:</translation>
    </message>
    <message>
        <source>Play it for me after a short pause</source>
        <translation>Speel die voor mij na een korte pauze</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2%)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Gespeelde spellen:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Gewonnen:</translation>
    </message>
    <message>
        <source>Lost:</source>
        <translation>Verloren:</translation>
    </message>
    <message>
        <source>Games with an undo:</source>
        <translation>Spellen met ongedaan maken:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Langste reeks overwinningen:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Huidige reeks overwinningen:</translation>
    </message>
    <message>
        <source>Hands your side bid:</source>
        <translation>Rondes waarin uw kant het bod had:</translation>
    </message>
    <message>
        <source>Bids made:</source>
        <translation>Biedingen gehaald:</translation>
    </message>
    <message>
        <source>Bids set:</source>
        <translation>Biedingen niet gehaald:</translation>
    </message>
    <message>
        <source>Points per hand:</source>
        <translation>Punten per ronde:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Tegenstanders</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Statistieken op nul zetten…</translation>
    </message>
    <message>
        <source>By opponents and rules:</source>
        <translation>Per tegenstanders en regels:</translation>
    </message>
    <message>
        <source>Games in which the autoplay bot played for you stay in the history but are not counted here.</source>
        <translation>Spellen waarin de automatische speler voor u speelde, blijven in de geschiedenis maar tellen hier niet mee.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Statistieken op nul zetten</translation>
    </message>
    <message>
        <source>%1 over %2 hands</source>
        <translation>%1 over %2 rondes</translation>
    </message>
    <message>
        <source>Part of the statistics cannot be read (%1). What can be read is shown.</source>
        <translation>Een deel van de statistieken kan niet worden gelezen (%1). Wat wel te lezen is, wordt getoond.</translation>
    </message>
    <message>
        <source>Start the statistics again from zero? Your finished games stay in the history.</source>
        <translation>De statistieken weer vanaf nul beginnen? Uw afgelopen spellen blijven in de geschiedenis staan.</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>De statistieken konden niet opnieuw worden begonnen: %1</translation>
    </message>
    <message>
        <source>%1, starter %2</source>
        <translation>%1, startkaart %2</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>Start the statistics of %1 again from zero? Your finished games stay in the history.</source>
        <translation>De statistieken van %1 weer vanaf nul beginnen? Uw afgelopen spellen blijven in de geschiedenis.</translation>
    </message>
    <message>
        <source>&amp;Points per hand</source>
        <translation>&amp;Punten per ronde</translation>
    </message>
    <message>
        <source>A&amp;ccuracy</source>
        <translation>Nau&amp;wkeurigheid</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafieken</translation>
    </message>
</context>
<context>
    <name>StorageUi</name>
    <message>
        <source>This game cannot be replayed.</source>
        <translation>Dit spel kan niet worden teruggekeken.</translation>
    </message>
    <message>
        <source>%1 game records (*.json);;All files (*)</source>
        <translation>Spelverslagen van %1 (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>“%1” could not be added to the history: %2</source>
        <translation>Het spel ‘%1’ kon niet aan de geschiedenis worden toegevoegd: %2</translation>
    </message>
    <message>
        <source>“%1” is already in your history (Game → History…).</source>
        <translation>Het spel ‘%1’ staat al in uw geschiedenis (Spel → Geschiedenis…).</translation>
    </message>
    <message>
        <source>“%1” is a finished game: it is now in your history, where Game → History… lists it.</source>
        <translation>‘%1’ is een afgelopen spel: het staat nu in uw geschiedenis, waar Spel → Geschiedenis… het toont.</translation>
    </message>
    <message>
        <source>Continue this game?</source>
        <translation>Dit spel voortzetten?</translation>
    </message>
    <message>
        <source>“%1” is an unfinished game: %2. Continue it? The game you are playing now is kept, to be imported later.</source>
        <translation>‘%1’ is een onafgemaakt spel: %2. Voortzetten? Het spel dat u nu speelt wordt bewaard, om later te importeren.</translation>
    </message>
    <message>
        <source>The game you are playing could not be kept aside (%1), so the imported game is not continued.</source>
        <translation>Het spel dat u speelt kon niet opzij worden gezet (%1), dus het geïmporteerde spel wordt niet voortgezet.</translation>
    </message>
    <message>
        <source>The imported game cannot be continued: %1</source>
        <translation>Het geïmporteerde spel kan niet worden voortgezet: %1</translation>
    </message>
    <message>
        <source>The game you were playing is kept as “%1” in %2; Import game… continues it.</source>
        <translation>Het spel dat u speelde is bewaard als ‘%1’ in %2; met Spel importeren… zet u het voort.</translation>
    </message>
    <message>
        <source>St&amp;atistics…</source>
        <translation>&amp;Statistieken…</translation>
    </message>
    <message>
        <source>Histor&amp;y…</source>
        <translation>&amp;Geschiedenis…</translation>
    </message>
    <message>
        <source>&amp;Export game…</source>
        <translation>Spel &amp;exporteren…</translation>
    </message>
    <message>
        <source>&amp;Import game…</source>
        <translation>Spel i&amp;mporteren…</translation>
    </message>
    <message>
        <source>Continue your unfinished game?</source>
        <translation>Uw onafgemaakte spel voortzetten?</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept aside: %1.</source>
        <translation>Het onafgemaakte spel kon niet apart worden bewaard: %1.</translation>
    </message>
    <message>
        <source>A new game starts. The unfinished one is kept as “%1” in %2; Import game… continues it or replays it.</source>
        <translation>Er begint een nieuw spel. Het onafgemaakte spel is bewaard als ‘%1’ in %2; met Spel importeren… zet u het voort of bekijkt u het opnieuw.</translation>
    </message>
    <message>
        <source>This game cannot be exported: %1</source>
        <translation>Dit spel kan niet worden geëxporteerd: %1</translation>
    </message>
    <message>
        <source>The game could not be written to %1: %2</source>
        <translation>Het spel kon niet naar %1 worden geschreven: %2</translation>
    </message>
    <message>
        <source>This file cannot be replayed. %1.</source>
        <translation>Dit bestand kan niet worden teruggekeken. %1.</translation>
    </message>
    <message>
        <source>Replay — %1</source>
        <translation>Terugkijken — %1</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Spel exporteren</translation>
    </message>
    <message>
        <source>Import game</source>
        <translation>Spel importeren</translation>
    </message>
    <message>
        <source>“%1” was not a regular file (a folder, a named pipe or a device) and has been renamed “%2”; the game goes on without it.</source>
        <translation>‘%1’ was geen gewoon bestand (een map, een named pipe of een apparaat) en is hernoemd tot ‘%2’; het spel gaat zonder verder.</translation>
    </message>
    <message>
        <source>You left a game unfinished: %1. Continue it?</source>
        <translation>U heeft een spel onafgemaakt gelaten: %1. Verdergaan?</translation>
    </message>
    <message>
        <source>%1 cannot save</source>
        <translation>%1: opslaan lukt niet</translation>
    </message>
    <message>
        <source>%1 is already open</source>
        <translation>%1: al geopend</translation>
    </message>
    <message>
        <source>“%1” was far too large to be one of the program&apos;s files and has been renamed “%2”; the game goes on without it.</source>
        <translation>‘%1’ was veel te groot om een bestand van het programma te zijn en is hernoemd tot ‘%2’; het spel gaat zonder verder.</translation>
    </message>
    <message>
        <source>“%1” could not be read (no setting in it could be understood) and has been renamed “%2”; the default settings are used.</source>
        <translation>‘%1’ kon niet worden gelezen (er stond geen enkele begrijpelijke instelling in) en is hernoemd tot ‘%2’; de standaardinstellingen worden gebruikt.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>South</source>
        <translation>Zuid</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Noord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Oost</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Noord–Zuid</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Oost–West</translation>
    </message>
    <message>
        <source>You</source>
        <translation>U</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>U past.</translation>
    </message>
    <message>
        <source>You bid %1.</source>
        <translation>U biedt %1.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 past.</translation>
    </message>
    <message>
        <source>%1 bids %2.</source>
        <translation>%1 biedt %2.</translation>
    </message>
    <message>
        <source>You name %1 as trumps.</source>
        <translation>U kiest %1 als troef.</translation>
    </message>
    <message>
        <source>%1 names %2 as trumps.</source>
        <translation>%1 kiest %2 als troef.</translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation>U deelt.</translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation>%1 deelt.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>U bent aan de beurt.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Wachten op %1.</translation>
    </message>
    <message>
        <source>Your turn to bid.</source>
        <translation>U bent aan de beurt om te bieden.</translation>
    </message>
    <message>
        <source>Your turn to name trumps.</source>
        <translation>U bent aan de beurt om troef te kiezen.</translation>
    </message>
    <message>
        <source>Choose the %1 trumps you keep.</source>
        <translation>Kies de %1 troeven die u houdt.</translation>
    </message>
    <message>
        <source>Rob the pack: choose the %1 cards you keep.</source>
        <translation>Roof de stapel: kies de %1 kaarten die u houdt.</translation>
    </message>
    <message>
        <source>Choose one card to give to %1.</source>
        <translation>Kies één kaart om aan %1 te geven.</translation>
    </message>
    <message>
        <source>Choose %1 cards to give to %2.</source>
        <translation>Kies %1 kaarten om aan %2 te geven.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>U speelt %1.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 speelt %2.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>U wint de slag.</translation>
    </message>
    <message>
        <source>%1 wins the trick.</source>
        <translation>%1 wint de slag.</translation>
    </message>
    <message>
        <source>Everybody passed: the hand is thrown in, nobody scores, and the deal passes to the left.</source>
        <translation>Iedereen heeft gepast: de ronde wordt niet gespeeld, niemand scoort, en de speler links van de deler geeft nu.</translation>
    </message>
    <message>
        <source>%1 win the game.</source>
        <translation>%1 wint het spel.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>U hebt het spel gewonnen!</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 wint het spel.</translation>
    </message>
    <message>
        <source>%1 point</source>
        <translation>%1 punt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punten</translation>
    </message>
    <message>
        <source>You bid %1, %2 are trumps.</source>
        <translation>U bood %1, %2 is troef.</translation>
    </message>
    <message>
        <source>%1 bid %2, %3 are trumps.</source>
        <translation>%1 bood %2, %3 is troef.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: won by %2.</source>
        <translation>%1: gewonnen door %2.</translation>
    </message>
    <message>
        <source>%1: discarded by an opponent, counted for %2.</source>
        <translation>%1: afgelegd door een tegenstander, telt voor %2.</translation>
    </message>
    <message>
        <source>%1: not in play.</source>
        <translation>%1: niet in het spel.</translation>
    </message>
    <message>
        <source>Points taken: %1.</source>
        <translation>Behaalde punten: %1.</translation>
    </message>
    <message>
        <source>The bid was made.</source>
        <translation>Het bod is gehaald.</translation>
    </message>
    <message>
        <source>The bid failed: %1 for a bid of %2.</source>
        <translation>Het bod is niet gehaald: %1 op een bod van %2.</translation>
    </message>
    <message>
        <source>Scored this hand: %1.</source>
        <translation>Score in deze ronde: %1.</translation>
    </message>
    <message>
        <source>Nobody scores this hand.</source>
        <translation>Niemand scoort in deze ronde.</translation>
    </message>
    <message>
        <source>Totals: %1.</source>
        <translation>Totaal: %1.</translation>
    </message>
    <message>
        <source>you</source>
        <comment>after &apos;for&apos; inside a sentence: 15 for you</comment>
        <translation>u</translation>
    </message>
    <message>
        <source>Made: each player scores the points they took.</source>
        <translation>Gehaald: elke speler scoort de punten die hij heeft behaald.</translation>
    </message>
    <message>
        <source>Set: −%1 for %2; the other players score the points they took.</source>
        <translation>Niet gehaald: −%1 voor %2; de andere spelers scoren de punten die ze hebben behaald.</translation>
    </message>
    <message>
        <source>Set: 14 + %1 short = %2 for %3.</source>
        <translation>Niet gehaald: 14 + %1 tekort = %2 voor %3.</translation>
    </message>
    <message>
        <source>Made, but both sides took %1 points: nobody scores.</source>
        <translation>Gehaald, maar beide kanten haalden %1 punten: niemand scoort.</translation>
    </message>
    <message>
        <source>Made: %1 − %2 = %3 for %4.</source>
        <translation>Gehaald: %1 − %2 = %3 voor %4.</translation>
    </message>
    <message>
        <source>Made, but the other side took more: %1 − %2 = %3 for %4.</source>
        <translation>Gehaald, maar de andere kant haalde meer: %1 − %2 = %3 voor %4.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>you</source>
        <translation>u</translation>
    </message>
    <message>
        <source>%1 card</source>
        <translation>%1 kaart</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 kaarten</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>denkt na…</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pas</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer&apos;s chip</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>Bidding: %1 %2</source>
        <translation>Bieden: %1 %2</translation>
    </message>
    <message>
        <source>Bidding: no bid yet</source>
        <translation>Bieden: nog geen bod</translation>
    </message>
    <message>
        <source>Contract: %1 %2 · %3</source>
        <translation>Contract: %1 %2 · %3</translation>
    </message>
    <message>
        <source>Contract: %1 %2 (naming trumps)</source>
        <translation>Contract: %1 %2 (kiest troef)</translation>
    </message>
    <message>
        <source>Contract: —</source>
        <translation>Contract: —</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Deler: %1</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (u)</translation>
    </message>
    <message>
        <source>Hand %1 — game to %2</source>
        <translation>Ronde %1 — spel tot %2</translation>
    </message>
    <message>
        <source>%1, not your turn</source>
        <translation>%1, u bent niet aan de beurt</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, speelbaar</translation>
    </message>
    <message>
        <source>%1, not playable now</source>
        <translation>%1, nu niet speelbaar</translation>
    </message>
    <message>
        <source>%1, picked</source>
        <translation>%1, gekozen</translation>
    </message>
    <message>
        <source>%1, not picked</source>
        <translation>%1, niet gekozen</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Speeltafel</translation>
    </message>
    <message>
        <source>Use the arrow keys to choose a card.</source>
        <translation>Kies een kaart met de pijltjestoetsen.</translation>
    </message>
    <message>
        <source>You have already picked %1: pick a picked card again to put it back.</source>
        <translation>U hebt er al %1 gekozen: kies een gekozen kaart opnieuw om hem terug te leggen.</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 slag</translation>
    </message>
    <message>
        <source>%1 tricks</source>
        <translation>%1 slagen</translation>
    </message>
    <message>
        <source>Tricks taken by %1: %2 (%3 cards)</source>
        <translation>Slagen van %1: %2 (%3 kaarten)</translation>
    </message>
    <message>
        <source>Discarded by %1: 1 card, out of play</source>
        <translation>Afgelegd door %1: 1 kaart, uit het spel</translation>
    </message>
    <message>
        <source>Discarded by %1: %2 cards, out of play</source>
        <translation>Afgelegd door %1: %2 kaarten, uit het spel</translation>
    </message>
</context>
<context>
    <name>ThemeDialog</name>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Kaarten</translation>
    </message>
    <message>
        <source>&amp;Backs</source>
        <translation>&amp;Achterkanten</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tafel</translation>
    </message>
    <message>
        <source>Card Themes</source>
        <translation>Kaartthema’s</translation>
    </message>
    <message>
        <source>Open themes folder</source>
        <translation>Themamap openen</translation>
    </message>
    <message>
        <source>Import theme…</source>
        <translation>Thema importeren…</translation>
    </message>
    <message>
        <source>Cannot create the themes folder {0}: {1}</source>
        <translation>Kan de themamap {0} niet aanmaken: {1}</translation>
    </message>
    <message>
        <source>Import theme</source>
        <translation>Thema importeren</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Bezig met importeren…</translation>
    </message>
    <message>
        <source>Could not import the theme: {0}</source>
        <translation>Het thema kon niet worden geïmporteerd: {0}</translation>
    </message>
    <message>
        <source>Imported “{0}”.</source>
        <translation>“{0}” is geïmporteerd.</translation>
    </message>
    <message>
        <source>A card deck from a file (.zip, .svg, .svgz: a KDE or Aisleriot deck, or this program&apos;s own format) or a folder; you may also drop one on this window</source>
        <translation>Een kaartspel uit een bestand (.zip, .svg, .svgz: een spel van KDE of Aisleriot, of de eigen opmaak van dit programma) of uit een map; u kunt het ook op dit venster neerzetten</translation>
    </message>
    <message>
        <source>From a &amp;file…</source>
        <translation>Uit een &amp;bestand…</translation>
    </message>
    <message>
        <source>From a f&amp;older…</source>
        <translation>Uit een &amp;map…</translation>
    </message>
    <message>
        <source>Import a theme folder</source>
        <translation>Een themamap importeren</translation>
    </message>
    <message>
        <source>Card decks (*.zip *.svg *.svgz index.desktop)</source>
        <translation>Kaartspellen (*.zip *.svg *.svgz index.desktop)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Alle bestanden (*)</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>random</source>
        <translation>willekeurig</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>makkelijk</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normaal</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>onbekend</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>direct</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>snel</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>langzaam</translation>
    </message>
    <message>
        <source>autoplay</source>
        <translation>automatisch</translation>
    </message>
</context>
<context>
    <name>CribbageHelp</name>
    <message>
        <source>starter</source>
        <translation>startkaart</translation>
    </message>
    <message>
        <source>The Crib Wars board</source>
        <translation>Het Crib Wars-bord</translation>
    </message>
    <message>
        <source>The cribbage board</source>
        <translation>Het cribbagebord</translation>
    </message>
    <message>
        <source>This help page could not be read.</source>
        <translation>Deze helppagina kon niet worden gelezen.</translation>
    </message>
    <message>
        <source>Cinch rules</source>
        <translation>Cinch-regels</translation>
    </message>
    <message>
        <source>Cribbage rules</source>
        <translation>Cribbage-regels</translation>
    </message>
    <message>
        <source>Crib Wars board</source>
        <translation>Crib Wars-bord</translation>
    </message>
    <message>
        <source>Rules of Cribbage</source>
        <translation>Spelregels van cribbage</translation>
    </message>
</context>
<context>
    <name>CribbageWords</name>
    <message>
        <source>%1 point</source>
        <translation>%1 punt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punten</translation>
    </message>
    <message>
        <source>Draw a card from the spread pack: the lowest card deals first (the ace is lowest).</source>
        <translation>Trek een kaart uit de uitgespreide stapel: wie de laagste kaart trekt, geeft eerst (de aas is de laagste).</translation>
    </message>
    <message>
        <source>Lay away two of your six cards to the crib. The crib is counted for the dealer, so give the dealer poor cards unless the crib is yours.</source>
        <translation>Leg twee van uw zes kaarten weg in de crib. De crib telt voor de gever: geef de gever dus zwakke kaarten, tenzij de crib van u is.</translation>
    </message>
    <message>
        <source>Lay away one of your five cards to the crib. The crib is counted for the dealer&apos;s side.</source>
        <translation>Leg één van uw vijf kaarten weg in de crib. De crib telt voor de partij van de gever.</translation>
    </message>
    <message>
        <source>Your side deals: bury one of your five cards under the stock. Buried cards are dead for the hand; the other four players make the crib.</source>
        <translation>Uw partij geeft: leg één van uw vijf kaarten onder de stapel. Die kaart doet deze ronde niet mee; de andere vier spelers vormen de crib.</translation>
    </message>
    <message>
        <source>Cut the pack: the top card of the lower half is turned up as the starter, a fifth card for every hand and for the crib. A jack gives the dealer 2 for his heels.</source>
        <translation>Neem af: de bovenste kaart van de onderste helft wordt de startkaart, een vijfde kaart voor elke hand en voor de crib. Is het een boer, dan krijgt de gever 2 punten voor zijn hielen.</translation>
    </message>
    <message>
        <source>Play a card: the count may not pass 31. Score 2 for making 15 or 31, 2 for a pair, and points for a run of three or more.</source>
        <translation>Speel een kaart: de telling mag niet boven 31 komen. Precies 15 of 31 levert 2 punten op, een paar 2, en een reeks van drie of meer kaarten een punt per kaart.</translation>
    </message>
    <message>
        <source>No card of yours fits under 31, so the program says go for you. The last player to lay a card scores 1.</source>
        <translation>Geen van uw kaarten past onder 31, dus het programma zegt go voor u. Wie de laatste kaart legde, krijgt 1 punt.</translation>
    </message>
    <message>
        <source>The show: every hand is counted with the starter as a fifth card. Fifteens 2 each, pairs 2, runs 1 a card, a flush 4 or 5, the jack of the starter&apos;s suit 1.</source>
        <translation>De telling: elke hand telt met de startkaart als vijfde kaart. Elke vijftien 2, een paar 2, een reeks 1 per kaart, een flush 4 of 5, de boer in de kleur van de startkaart 1.</translation>
    </message>
    <message>
        <source>Count your cards with the starter and enter the total: fifteens 2 each, pairs 2, runs 1 a card, a flush, and nobs.</source>
        <translation>Tel uw kaarten met de startkaart en vul het totaal in: elke vijftien 2, een paar 2, een reeks 1 per kaart, plus een flush en nobs.</translation>
    </message>
    <message>
        <source>Your side is in the penalty box for the last hand: choose Leave the penalty box now, or you sit out one more hand.</source>
        <translation>Uw partij zit haar laatste ronde in het strafvak: kies nu ‘Strafvak verlaten’, anders zit u nog een ronde over.</translation>
    </message>
    <message>
        <source>The game is over: the first side to reach the game hole has won.</source>
        <translation>Het spel is uit: de partij die als eerste het eindgat bereikte, heeft gewonnen.</translation>
    </message>
    <message>
        <source>Everyone draws a card: the lowest card deals first.</source>
        <translation>Iedereen trekt een kaart: de laagste kaart geeft eerst.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s right cuts, and the starter is turned up.</source>
        <translation>De speler rechts van de gever neemt af en de startkaart wordt omgedraaid.</translation>
    </message>
    <message>
        <source>The play: in turn, each player lays a card and says the count, never past 31, scoring fifteens, pairs, runs and 31.</source>
        <translation>Het spel: om de beurt legt elke speler een kaart en noemt de telling, nooit boven 31, met punten voor vijftien, paren, reeksen en 31.</translation>
    </message>
    <message>
        <source>Go: nobody can play under 31, so the last player to lay a card scores 1 and the count starts again from 0.</source>
        <translation>Go: niemand kan onder 31 spelen, dus wie de laatste kaart legde krijgt 1 punt en de telling begint weer bij 0.</translation>
    </message>
    <message>
        <source>The show: hands are counted from the dealer&apos;s left, the dealer last, then the crib.</source>
        <translation>De telling: de handen worden geteld vanaf links van de gever, de gever als laatste, daarna de crib.</translation>
    </message>
    <message>
        <source>Manual counting: you count your own hand and crib, the program counts the others.</source>
        <translation>Zelf tellen: u telt uw eigen hand en crib, het programma telt de rest.</translation>
    </message>
    <message>
        <source>A side sits in the penalty box and is not dealt in.</source>
        <translation>Een partij zit in het strafvak en krijgt geen kaarten.</translation>
    </message>
    <message>
        <source>Count your crib with the starter and enter the total. In the crib a flush counts only if the starter is of the same suit too.</source>
        <translation>Tel uw crib met de startkaart en vul het totaal in. In de crib telt een flush alleen als de startkaart ook dezelfde kleur heeft.</translation>
    </message>
    <message>
        <source>Bury %1: your four cards keep about %2 points.</source>
        <translation>Leg %1 onder de stapel: uw vier kaarten houden ongeveer %2 punten.</translation>
    </message>
    <message>
        <source>Lay away %1: your four cards keep about %2 points, and the crib is yours (about %3 more).</source>
        <translation>Leg %1 weg: uw vier kaarten houden ongeveer %2 punten, en de crib is van u (ongeveer %3 erbij).</translation>
    </message>
    <message>
        <source>Lay away %1: your four cards keep about %2 points, and they give %3&apos;s crib only about %4.</source>
        <translation>Leg %1 weg: uw vier kaarten houden ongeveer %2 punten, en ze geven de crib van %3 maar ongeveer %4.</translation>
    </message>
    <message>
        <source>Lay away %1: your four cards keep about %2 points, and they give the other side&apos;s crib only about %3.</source>
        <translation>Leg %1 weg: uw vier kaarten houden ongeveer %2 punten, en ze geven de crib van de tegenpartij maar ongeveer %3.</translation>
    </message>
    <message>
        <source>Play %1: it scores %2 now.</source>
        <translation>Speel %1: die levert nu %2 op.</translation>
    </message>
    <message>
        <source>Play %1: nothing scores now, and it leaves the others the least to score from it.</source>
        <translation>Speel %1: die levert nu niets op, en laat de anderen er het minst mee scoren.</translation>
    </message>
    <message>
        <source>Play %1: it is the only card that fits under 31.</source>
        <translation>Speel %1: dat is de enige kaart die onder 31 past.</translation>
    </message>
    <message>
        <source>Your crib counts %1.</source>
        <translation>Uw crib telt %1.</translation>
    </message>
    <message>
        <source>Your hand counts %1.</source>
        <translation>Uw hand telt %1.</translation>
    </message>
    <message>
        <source>Leave the penalty box now: otherwise your side sits out one more hand.</source>
        <translation>Verlaat nu het strafvak, anders zit uw partij nog een ronde over.</translation>
    </message>
    <message>
        <source>The game is over: start a new game to play on.</source>
        <translation>Het spel is uit: begin een nieuw spel om verder te spelen.</translation>
    </message>
    <message>
        <source>It is not your turn: wait until the game asks you.</source>
        <translation>U bent niet aan de beurt: wacht tot het spel u erom vraagt.</translation>
    </message>
    <message>
        <source>Lay away exactly the cards asked for, from your own hand: two with two players, one with three, four or six.</source>
        <translation>Leg precies het gevraagde aantal kaarten uit uw eigen hand weg: twee met twee spelers, één met drie, vier of zes.</translation>
    </message>
    <message>
        <source>With six players the dealer and the dealer&apos;s partner each bury exactly one card.</source>
        <translation>Met zes spelers leggen de gever en zijn partner elk precies één kaart onder de stapel.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Die kaart zit niet in uw hand.</translation>
    </message>
    <message>
        <source>That card would take the count past 31: play a card that fits.</source>
        <translation>Met die kaart komt de telling boven 31: speel een kaart die past.</translation>
    </message>
    <message>
        <source>No count is waiting for you to enter now.</source>
        <translation>Er wacht nu geen telling op uw invoer.</translation>
    </message>
    <message>
        <source>Enter a whole number from 0 to 29: no hand can count more than 29.</source>
        <translation>Vul een heel getal van 0 tot en met 29 in: geen hand telt meer dan 29.</translation>
    </message>
    <message>
        <source>The penalty box can only be left during your side&apos;s last hand out.</source>
        <translation>Het strafvak kan alleen worden verlaten tijdens de laatste ronde die uw partij overzit.</translation>
    </message>
    <message>
        <source>The cards have already been laid away: this is another step of the hand.</source>
        <translation>De kaarten zijn al weggelegd: de ronde is bij een andere stap.</translation>
    </message>
    <message>
        <source>No card can be played now: the play has not begun or is over.</source>
        <translation>Er kan nu geen kaart worden gespeeld: het spel is nog niet begonnen of al voorbij.</translation>
    </message>
    <message>
        <source>Choose the cards to lay away from your hand.</source>
        <translation>Kies de weg te leggen kaarten uit uw hand.</translation>
    </message>
    <message>
        <source>You still hold a card that fits under 31, so you must play it: go is only for a player who cannot play.</source>
        <translation>U heeft nog een kaart die onder 31 past en moet die spelen: go is alleen voor wie niet kan spelen.</translation>
    </message>
    <message>
        <source>You play %1: %2.</source>
        <translation>U speelt %1: %2.</translation>
    </message>
    <message>
        <source>%1 plays %2: %3.</source>
        <translation>%1 speelt %2: %3.</translation>
    </message>
    <message>
        <source>You peg %1 for his heels.</source>
        <translation>U krijgt %1 voor zijn hielen.</translation>
    </message>
    <message>
        <source>%2 pegs %1 for his heels.</source>
        <translation>%2 krijgt %1 voor zijn hielen.</translation>
    </message>
    <message>
        <source>You peg %1 in the play.</source>
        <translation>U krijgt %1 in het spel.</translation>
    </message>
    <message>
        <source>%2 pegs %1 in the play.</source>
        <translation>%2 krijgt %1 in het spel.</translation>
    </message>
    <message>
        <source>You peg %1 for the go.</source>
        <translation>U krijgt %1 voor de go.</translation>
    </message>
    <message>
        <source>%2 pegs %1 for the go.</source>
        <translation>%2 krijgt %1 voor de go.</translation>
    </message>
    <message>
        <source>You peg %1 for your hand.</source>
        <translation>U krijgt %1 voor uw hand.</translation>
    </message>
    <message>
        <source>%2 pegs %1 for the hand.</source>
        <translation>%2 krijgt %1 voor de hand.</translation>
    </message>
    <message>
        <source>You peg %1 for your crib.</source>
        <translation>U krijgt %1 voor uw crib.</translation>
    </message>
    <message>
        <source>%2 pegs %1 for the crib.</source>
        <translation>%2 krijgt %1 voor de crib.</translation>
    </message>
    <message>
        <source>Muggins! You peg the %1 missed.</source>
        <translation>Muggins! U krijgt de gemiste %1.</translation>
    </message>
    <message>
        <source>Muggins! %2 pegs the %1 you missed.</source>
        <translation>Muggins! %2 krijgt de %1 die u miste.</translation>
    </message>
    <message>
        <source>You peg the %1 claimed too many.</source>
        <translation>U krijgt de %1 die te veel werden geclaimd.</translation>
    </message>
    <message>
        <source>%2 pegs the %1 you claimed too many.</source>
        <translation>%2 krijgt de %1 die u te veel claimde.</translation>
    </message>
    <message>
        <source>You receive the award of %1.</source>
        <translation>U krijgt de premie van %1.</translation>
    </message>
    <message>
        <source>%2 receives the award of %1.</source>
        <translation>%2 krijgt de premie van %1.</translation>
    </message>
    <message>
        <source>Red jump: you slide 20 holes ahead.</source>
        <translation>Rode sprong: u schuift 20 gaten vooruit.</translation>
    </message>
    <message>
        <source>Red jump: %1 slides 20 holes ahead.</source>
        <translation>Rode sprong: %1 schuift 20 gaten vooruit.</translation>
    </message>
    <message>
        <source>Blue trap: your next move goes down the blue path.</source>
        <translation>Blauwe val: uw volgende zet gaat over het blauwe pad.</translation>
    </message>
    <message>
        <source>Blue trap: the next move of %1 goes down the blue path.</source>
        <translation>Blauwe val: de volgende zet van %1 gaat over het blauwe pad.</translation>
    </message>
    <message>
        <source>Green zone: your next move takes the green shortcut.</source>
        <translation>Groene zone: uw volgende zet neemt de groene kortere weg.</translation>
    </message>
    <message>
        <source>Green zone: the next move of %1 takes the green shortcut.</source>
        <translation>Groene zone: de volgende zet van %1 neemt de groene kortere weg.</translation>
    </message>
    <message>
        <source>Penalty square: you fold, and your cards are dead for this hand.</source>
        <translation>Strafvak: u legt uw kaarten neer, ze tellen deze ronde niet meer mee.</translation>
    </message>
    <message>
        <source>Penalty square: %1 folds, and those cards are dead for this hand.</source>
        <translation>Strafvak: %1 legt de kaarten neer, ze tellen deze ronde niet meer mee.</translation>
    </message>
    <message>
        <source>You go back 20 holes.</source>
        <translation>U gaat 20 gaten terug.</translation>
    </message>
    <message>
        <source>%1 goes back 20 holes.</source>
        <translation>%1 gaat 20 gaten terug.</translation>
    </message>
    <message>
        <source>You sit out the next three hands in the penalty box.</source>
        <translation>U zit de volgende drie rondes over in het strafvak.</translation>
    </message>
    <message>
        <source>%1 sits out the next three hands in the penalty box.</source>
        <translation>%1 zit de volgende drie rondes over in het strafvak.</translation>
    </message>
    <message>
        <source>You leave the penalty box one hole ahead.</source>
        <translation>U verlaat het strafvak en gaat één gat vooruit.</translation>
    </message>
    <message>
        <source>%1 leaves the penalty box one hole ahead.</source>
        <translation>%1 verlaat het strafvak en gaat één gat vooruit.</translation>
    </message>
    <message>
        <source>Your turn: bury one card.</source>
        <translation>Uw beurt: leg één kaart onder de stapel.</translation>
    </message>
    <message>
        <source>Your turn: lay away one card to the crib.</source>
        <translation>Uw beurt: leg één kaart weg in de crib.</translation>
    </message>
    <message>
        <source>Your turn: lay away two cards to the crib.</source>
        <translation>Uw beurt: leg twee kaarten weg in de crib.</translation>
    </message>
    <message>
        <source>Your turn to play.</source>
        <translation>U bent aan de beurt om te spelen.</translation>
    </message>
    <message>
        <source>Your turn: count your crib.</source>
        <translation>Uw beurt: tel uw crib.</translation>
    </message>
    <message>
        <source>Your turn: count your hand.</source>
        <translation>Uw beurt: tel uw hand.</translation>
    </message>
    <message>
        <source>Your turn: leave the penalty box?</source>
        <translation>Uw beurt: het strafvak verlaten?</translation>
    </message>
    <message>
        <source>%1 is laying away.</source>
        <translation>%1 legt kaarten weg.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>%1 is aan de beurt.</translation>
    </message>
    <message>
        <source>%1 is counting.</source>
        <translation>%1 telt.</translation>
    </message>
    <message>
        <source>%1 is in the penalty box.</source>
        <translation>%1 zit in het strafvak.</translation>
    </message>
    <message>
        <source>You win the game.</source>
        <translation>U wint het spel.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 wint het spel.</translation>
    </message>
    <message>
        <source>You are double-skunked: it counts four games.</source>
        <translation>Dubbele skunk voor u: het telt als vier spellen.</translation>
    </message>
    <message>
        <source>%1 is double-skunked: it counts four games.</source>
        <translation>Dubbele skunk voor %1: het telt als vier spellen.</translation>
    </message>
    <message>
        <source>You are skunked: it counts two games.</source>
        <translation>Skunk voor u: het telt als twee spellen.</translation>
    </message>
    <message>
        <source>%1 is skunked: it counts two games.</source>
        <translation>Skunk voor %1: het telt als twee spellen.</translation>
    </message>
    <message>
        <source>Red jump: you slide 20 holes ahead, to %2.</source>
        <translation>Rode sprong: u schuift 20 gaten vooruit, naar %2.</translation>
    </message>
    <message>
        <source>Red jump: %1 slides 20 holes ahead, to %2.</source>
        <translation>Rode sprong: %1 schuift 20 gaten vooruit, naar %2.</translation>
    </message>
    <message>
        <source>Blue trap: you stop on %2, and your next move goes down the blue path.</source>
        <translation>Blauwe val: u stopt op %2, en uw volgende zet gaat over het blauwe pad.</translation>
    </message>
    <message>
        <source>Blue trap: %1 stops on %2, and the next move goes down the blue path.</source>
        <translation>Blauwe val: %1 stopt op %2, en de volgende zet gaat over het blauwe pad.</translation>
    </message>
    <message>
        <source>Green zone: you stop on %2, and your next move takes the green shortcut.</source>
        <translation>Groene zone: u stopt op %2, en uw volgende zet neemt de groene kortere weg.</translation>
    </message>
    <message>
        <source>Green zone: %1 stops on %2, and the next move takes the green shortcut.</source>
        <translation>Groene zone: %1 stopt op %2, en de volgende zet neemt de groene kortere weg.</translation>
    </message>
    <message>
        <source>Penalty square on %2: you fold, and your cards are dead for this hand.</source>
        <translation>Strafvak op %2: u legt uw kaarten neer, ze tellen deze ronde niet meer mee.</translation>
    </message>
    <message>
        <source>Penalty square on %2: %1 folds, and those cards are dead for this hand.</source>
        <translation>Strafvak op %2: %1 legt de kaarten neer, ze tellen deze ronde niet meer mee.</translation>
    </message>
    <message>
        <source>You go back 20 holes, to %2.</source>
        <translation>U gaat 20 gaten terug, naar %2.</translation>
    </message>
    <message>
        <source>%1 goes back 20 holes, to %2.</source>
        <translation>%1 gaat 20 gaten terug, naar %2.</translation>
    </message>
    <message>
        <source>You sit out the next three hands in the penalty box, on %2.</source>
        <translation>U zit de volgende drie rondes over in het strafvak, op %2.</translation>
    </message>
    <message>
        <source>%1 sits out the next three hands in the penalty box, on %2.</source>
        <translation>%1 zit de volgende drie rondes over in het strafvak, op %2.</translation>
    </message>
    <message>
        <source>You leave the penalty box one hole ahead, to %2.</source>
        <translation>U verlaat het strafvak en gaat één gat vooruit, naar %2.</translation>
    </message>
    <message>
        <source>%1 leaves the penalty box one hole ahead, to %2.</source>
        <translation>%1 verlaat het strafvak en gaat één gat vooruit, naar %2.</translation>
    </message>
    <message>
        <source>Cards are laid away face down to make the crib, one more hand of four cards that counts for the dealer.</source>
        <translation>Er worden gedekt kaarten weggelegd voor de crib, een extra hand van vier kaarten die voor de gever telt.</translation>
    </message>
</context>
<context>
    <name>CribbageFelt</name>
    <message>
        <source>fifteen %1</source>
        <translation>vijftien %1</translation>
    </message>
    <message>
        <source>a pair is %1</source>
        <translation>een paar is %1</translation>
    </message>
    <message>
        <source>a run of three is %1</source>
        <translation>een reeks van drie is %1</translation>
    </message>
    <message>
        <source>a run of four is %1</source>
        <translation>een reeks van vier is %1</translation>
    </message>
    <message>
        <source>a run of five is %1</source>
        <translation>een reeks van vijf is %1</translation>
    </message>
    <message>
        <source>a flush is %1</source>
        <translation>een flush is %1</translation>
    </message>
    <message>
        <source>nobs is %1</source>
        <translation>de juiste boer is %1</translation>
    </message>
    <message>
        <source>%1&apos;s crib</source>
        <translation>Crib van %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>Hand van %1</translation>
    </message>
    <message>
        <source>%1&apos;s crib: %2</source>
        <translation>Crib van %1: %2</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>Hand van %1: %2</translation>
    </message>
    <message>
        <source>Your crib</source>
        <translation>Uw crib</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Uw hand</translation>
    </message>
    <message>
        <source>Your crib: %1</source>
        <translation>Uw crib: %1</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Uw hand: %1</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>geen punten</translation>
    </message>
    <message>
        <source>claimed %1</source>
        <translation>%1 opgegeven</translation>
    </message>
    <message>
        <source>muggins!</source>
        <translation>muggins!</translation>
    </message>
    <message>
        <source>excess %1</source>
        <translation>teveel %1</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>paar %1</translation>
    </message>
    <message>
        <source>run of %1</source>
        <translation>reeks van %1</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Stand</translation>
    </message>
    <message>
        <source>Count %1</source>
        <translation>Stand %1</translation>
    </message>
    <message>
        <source>%1 card</source>
        <translation>%1 kaart</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 kaarten</translation>
    </message>
    <message>
        <source>you</source>
        <translation>u</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer&apos;s chip</comment>
        <translation>G</translation>
    </message>
    <message>
        <source>Game to %1</source>
        <translation>Spel tot %1</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Omgedraaide kaart</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Crib</translation>
    </message>
    <message>
        <source>%1 plays %2: %3</source>
        <translation>%1 speelt %2: %3</translation>
    </message>
    <message>
        <source>%1: go</source>
        <translation>%1: go</translation>
    </message>
    <message>
        <source>The count starts again from 0</source>
        <translation>De stand begint weer bij 0</translation>
    </message>
    <message>
        <source>%1 pegs %2 (%3), to %4</source>
        <translation>%1 pegt %2 (%3), naar %4</translation>
    </message>
    <message>
        <source>Hand %1: %2 deals</source>
        <translation>Hand %1: %2 geeft</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 trekt %2</translation>
    </message>
    <message>
        <source>The starter is %1</source>
        <translation>De omgedraaide kaart is %1</translation>
    </message>
    <message>
        <source>%1 lays away a card</source>
        <translation>%1 legt een kaart in de crib</translation>
    </message>
    <message>
        <source>%1 lays away %2 cards</source>
        <translation>%1 legt %2 kaarten in de crib</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <translation>%1 wint het spel</translation>
    </message>
    <message>
        <source>Draw for the deal</source>
        <translation>Trekken om te geven</translation>
    </message>
    <message>
        <source>%1 has the lowest card and deals</source>
        <translation>%1 heeft de laagste kaart en geeft</translation>
    </message>
    <message>
        <source>Draw a card from the pack: the lowest deals</source>
        <translation>Trek een kaart uit het spel: de laagste geeft</translation>
    </message>
    <message>
        <source>%1 would take the count from %2 past 31</source>
        <translation>%1 zou de stand van %2 boven 31 brengen</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, speelbaar</translation>
    </message>
    <message>
        <source>%1, not playable: past 31</source>
        <translation>%1, niet speelbaar: boven 31</translation>
    </message>
    <message>
        <source>%1, picked</source>
        <translation>%1, gekozen</translation>
    </message>
    <message>
        <source>%1, not picked</source>
        <translation>%1, niet gekozen</translation>
    </message>
    <message>
        <source>hole %1</source>
        <translation>gat %1</translation>
    </message>
    <message>
        <source>Cribbage table</source>
        <translation>Cribbagetafel</translation>
    </message>
    <message>
        <source>You play %1: %2</source>
        <translation>U speelt %1: %2</translation>
    </message>
    <message>
        <source>You peg %1 (%2), to %3</source>
        <translation>U pegt %1 (%2), naar %3</translation>
    </message>
    <message>
        <source>Hand %1: you deal</source>
        <translation>Hand %1: u geeft</translation>
    </message>
    <message>
        <source>You draw %1</source>
        <translation>U trekt %1</translation>
    </message>
    <message>
        <source>You lay away a card</source>
        <translation>U legt een kaart in de crib</translation>
    </message>
    <message>
        <source>You lay away %1 cards</source>
        <translation>U legt %1 kaarten in de crib</translation>
    </message>
    <message>
        <source>You leave the penalty box</source>
        <translation>U verlaat het strafvak</translation>
    </message>
    <message>
        <source>%1 leaves the penalty box</source>
        <translation>%1 verlaat het strafvak</translation>
    </message>
    <message>
        <source>You win the game</source>
        <translation>U wint het spel</translation>
    </message>
    <message>
        <source>You have the lowest card and deal</source>
        <translation>U heeft de laagste kaart en geeft</translation>
    </message>
    <message>
        <source>Cut the stock for the starter: click it or press Space</source>
        <translation>Neem af voor de omgedraaide kaart: klik op de stapel of druk op Spatie</translation>
    </message>
    <message>
        <source>hole %1, which counts as %2</source>
        <translation>gat %1, dat telt als %2</translation>
    </message>
    <message>
        <source>hole %1 of the blue path, which counts as %2</source>
        <translation>gat %1 van het blauwe pad, dat telt als %2</translation>
    </message>
    <message>
        <source>hole %1 of the green shortcut, which counts as %2</source>
        <translation>gat %1 van de groene kortere weg, dat telt als %2</translation>
    </message>
    <message>
        <source>Cards and board</source>
        <translation>Kaarten en bord</translation>
    </message>
    <message>
        <source>Crib Wars table</source>
        <translation>Crib Wars-tafel</translation>
    </message>
    <message>
        <source>Choose a card with the arrow keys first, then press Enter to play it.</source>
        <translation>Kies eerst een kaart met de pijltjestoetsen en druk dan op Enter om hem te spelen.</translation>
    </message>
    <message>
        <source>Pick %1 more cards first: the arrow keys move between your cards, Space picks one, Enter lays them away.</source>
        <translation>Kies eerst nog %1 kaarten: de pijltjestoetsen gaan langs uw kaarten, Spatie kiest er een, Enter legt ze weg.</translation>
    </message>
    <message>
        <source>Pick one more card first: the arrow keys move between your cards, Space picks one, Enter lays them away.</source>
        <translation>Kies eerst nog één kaart: de pijltjestoetsen gaan langs uw kaarten, Spatie kiest er een, Enter legt ze weg.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2, on %3</source>
        <translation>%1 %2, op %3</translation>
    </message>
    <message>
        <source>%1 %2, on %3 (%4)</source>
        <translation>%1 %2, op %3 (%4)</translation>
    </message>
    <message>
        <source>Board, game to %1: %2.</source>
        <translation>Bord, spel tot %1: %2.</translation>
    </message>
    <message>
        <source>Hand %1: %2 deals, and the crib is %2&apos;s.</source>
        <translation>Hand %1: %2 geeft, en de crib is van %2.</translation>
    </message>
    <message>
        <source>Hand %1: you deal, and the crib is yours.</source>
        <translation>Hand %1: u geeft, en de crib is van u.</translation>
    </message>
    <message>
        <source>The count is %1.</source>
        <translation>De stand is %1.</translation>
    </message>
    <message>
        <source>The count is %1: %2.</source>
        <translation>De stand is %1: %2.</translation>
    </message>
    <message>
        <source>The starter is not cut yet.</source>
        <translation>De omgedraaide kaart is nog niet afgenomen.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>Wachten op %1.</translation>
    </message>
    <message>
        <source>Where we are</source>
        <translation>Waar we zijn</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Uw hand is leeg.</translation>
    </message>
    <message>
        <source>Your hand, %1 cards: %2.</source>
        <translation>Uw hand, %1 kaarten: %2.</translation>
    </message>
    <message>
        <source>Your hand, 1 card: %1.</source>
        <translation>Uw hand, 1 kaart: %1.</translation>
    </message>
    <message>
        <source>Your turn to cut.</source>
        <translation>U bent aan de beurt om af te nemen.</translation>
    </message>
    <message>
        <source>blue trap</source>
        <translation>blauwe val</translation>
    </message>
    <message>
        <source>green zone</source>
        <translation>groene zone</translation>
    </message>
    <message>
        <source>penalty square</source>
        <translation>strafvak</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>team %1</translation>
    </message>
</context>
<context>
    <name>CribNames</name>
    <message>
        <source>South-West</source>
        <translation>Zuidwest</translation>
    </message>
    <message>
        <source>North-West</source>
        <translation>Noordwest</translation>
    </message>
    <message>
        <source>North-East</source>
        <translation>Noordoost</translation>
    </message>
    <message>
        <source>South-East</source>
        <translation>Zuidoost</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>CribPage</name>
    <message>
        <source>Games played:</source>
        <translation>Gespeelde spellen:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Gewonnen:</translation>
    </message>
    <message>
        <source>Lost:</source>
        <translation>Verloren:</translation>
    </message>
    <message>
        <source>Game points:</source>
        <translation>Spelpunten:</translation>
    </message>
    <message>
        <source>Skunks you gave:</source>
        <translation>Skunks uitgedeeld:</translation>
    </message>
    <message>
        <source>Skunks you took:</source>
        <translation>Skunks gekregen:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Langste reeks overwinningen:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Huidige reeks overwinningen:</translation>
    </message>
    <message>
        <source>Pegging per hand:</source>
        <translation>Punten in het spel per ronde:</translation>
    </message>
    <message>
        <source>Hand count per hand:</source>
        <translation>Handtelling per ronde:</translation>
    </message>
    <message>
        <source>Crib count per crib of yours:</source>
        <translation>Telling per crib van u:</translation>
    </message>
    <message>
        <source>Your highest hand:</source>
        <translation>Uw hoogste hand:</translation>
    </message>
    <message>
        <source>Hands of 29:</source>
        <translation>Handen van 29:</translation>
    </message>
    <message>
        <source>Squares landed on:</source>
        <translation>Vakken waarop u landde:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Tegenstanders</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Gespeeld</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>By opponents and players:</source>
        <translation>Per tegenstanders en aantal spelers:</translation>
    </message>
    <message>
        <source>%1 — the best hand there is! %2</source>
        <translation>%1 — de beste hand die er bestaat! %2</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>nog geen</translation>
    </message>
    <message>
        <source>%1, double %2</source>
        <translation>%1, dubbel %2</translation>
    </message>
    <message>
        <source>%1 over %2 hands</source>
        <translation>%1 over %2 rondes</translation>
    </message>
    <message>
        <source>%1 over %2 cribs</source>
        <translation>%1 over %2 cribs</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>red jumps %1, blue traps %2, green zones %3, penalty squares %4</source>
        <translation>rode sprongen %1, blauwe vallen %2, groene zones %3, strafvakken %4</translation>
    </message>
    <message>
        <source>Games assisted (hint or undo):</source>
        <translation>Spellen met hulp (tip of ongedaan maken):</translation>
    </message>
    <message>
        <source>Matches won:</source>
        <translation>Gewonnen matches:</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 van %2</translation>
    </message>
</context>
<context>
    <name>CribReplay</name>
    <message>
        <source>his heels</source>
        <translation>de omgedraaide boer</translation>
    </message>
    <message>
        <source>the play</source>
        <translation>het spel</translation>
    </message>
    <message>
        <source>the go</source>
        <translation>de go</translation>
    </message>
    <message>
        <source>the hand</source>
        <translation>de hand</translation>
    </message>
    <message>
        <source>the crib</source>
        <translation>de crib</translation>
    </message>
    <message>
        <source>muggins</source>
        <translation>muggins</translation>
    </message>
    <message>
        <source>points over-claimed</source>
        <translation>te veel geclaimde punten</translation>
    </message>
    <message>
        <source>the award</source>
        <translation>de premie</translation>
    </message>
    <message>
        <source>a red jump</source>
        <translation>een rode sprong</translation>
    </message>
    <message>
        <source>a blue trap</source>
        <translation>een blauwe val</translation>
    </message>
    <message>
        <source>a green zone</source>
        <translation>een groene zone</translation>
    </message>
    <message>
        <source>a penalty square</source>
        <translation>een strafvak</translation>
    </message>
    <message>
        <source>fifteens %1</source>
        <translation>vijftienen %1</translation>
    </message>
    <message>
        <source>pairs %1</source>
        <translation>paren %1</translation>
    </message>
    <message>
        <source>runs %1</source>
        <translation>reeksen %1</translation>
    </message>
    <message>
        <source>flush %1</source>
        <translation>flush %1</translation>
    </message>
    <message>
        <source>nobs %1</source>
        <translation>nobs %1</translation>
    </message>
    <message>
        <source>+%1 for %2 (%3), now at %4.</source>
        <translation>+%1 voor %2 (%3), nu op %4.</translation>
    </message>
    <message>
        <source>Landed on %1 (%2).</source>
        <translation>Geland op %1 (%2).</translation>
    </message>
    <message>
        <source>Go: %1 cannot play.</source>
        <translation>Go: %1 kan niet spelen.</translation>
    </message>
    <message>
        <source>The count starts again from 0.</source>
        <translation>De telling begint weer bij 0.</translation>
    </message>
    <message>
        <source>The top card of the stock goes to the crib: %1.</source>
        <translation>De bovenste kaart van de stapel gaat naar de crib: %1.</translation>
    </message>
    <message>
        <source>Penalty square %1: the cards of %2 are dead.</source>
        <translation>Strafvak %1: de kaarten van %2 tellen niet meer mee.</translation>
    </message>
    <message>
        <source>Back to %2 for %1.</source>
        <translation>Terug naar %2 voor %1.</translation>
    </message>
    <message>
        <source>Released from the penalty box: %1, to %2.</source>
        <translation>Uit het strafvak vrijgelaten: %1, naar %2.</translation>
    </message>
    <message>
        <source>In the penalty box for %1 hands: %2.</source>
        <translation>In het strafvak voor %1 rondes: %2.</translation>
    </message>
    <message>
        <source>Out of the penalty box: %1.</source>
        <translation>Uit het strafvak: %1.</translation>
    </message>
    <message>
        <source>Game hole! The game goes to %1.</source>
        <translation>Eindgat! Het spel is voor %1.</translation>
    </message>
    <message>
        <source>Game points lost by %1: %2.</source>
        <translation>Spelpunten verloren door %1: %2.</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Ronde %1 van %2</translation>
    </message>
    <message>
        <source>Dealer: %1.</source>
        <translation>Gever: %1.</translation>
    </message>
    <message>
        <source>Sitting out: %1.</source>
        <translation>Zit over: %1.</translation>
    </message>
    <message>
        <source>%1 — the deal</source>
        <translation>%1 — het geven</translation>
    </message>
    <message>
        <source>To the crib from %1: %2.</source>
        <translation>Naar de crib van %1: %2.</translation>
    </message>
    <message>
        <source>Buried by %1: %2.</source>
        <translation>Onder de stapel gelegd door %1: %2.</translation>
    </message>
    <message>
        <source>%1 — laying away</source>
        <translation>%1 — wegleggen</translation>
    </message>
    <message>
        <source>%1 — the starter</source>
        <translation>%1 — de startkaart</translation>
    </message>
    <message>
        <source>The starter is %1.</source>
        <translation>De startkaart is %1.</translation>
    </message>
    <message>
        <source>%1 — the play, card %2</source>
        <translation>%1 — het spel, kaart %2</translation>
    </message>
    <message>
        <source>%1: %2, count %3.</source>
        <translation>%1: %2, telling %3.</translation>
    </message>
    <message>
        <source>%1 — the show: your crib</source>
        <translation>%1 — de telling: uw crib</translation>
    </message>
    <message>
        <source>Your crib: %1.</source>
        <translation>Uw crib: %1.</translation>
    </message>
    <message>
        <source>%1 — the show: your hand</source>
        <translation>%1 — de telling: uw hand</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Uw hand: %1.</translation>
    </message>
    <message>
        <source>%1 — the show: the crib of %2</source>
        <translation>%1 — de telling: de crib van %2</translation>
    </message>
    <message>
        <source>The crib of %1: %2.</source>
        <translation>De crib van %1: %2.</translation>
    </message>
    <message>
        <source>%1 — the show: the hand of %2</source>
        <translation>%1 — de telling: de hand van %2</translation>
    </message>
    <message>
        <source>The hand of %1: %2.</source>
        <translation>De hand van %1: %2.</translation>
    </message>
    <message>
        <source>%1 — %2 in all.</source>
        <translation>%1 — %2 in totaal.</translation>
    </message>
    <message>
        <source>Nothing to count: 0.</source>
        <translation>Niets te tellen: 0.</translation>
    </message>
    <message>
        <source>Claimed: %1.</source>
        <translation>Geclaimd: %1.</translation>
    </message>
</context>
<context>
    <name>CribReplayWidget</name>
    <message>
        <source>Go to the deal of a hand</source>
        <translation>Naar het geven van een ronde</translation>
    </message>
    <message>
        <source>◀◀ Count</source>
        <translation>◀◀ Telling</translation>
    </message>
    <message>
        <source>Count ▶▶</source>
        <translation>Telling ▶▶</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Eerste stap</translation>
    </message>
    <message>
        <source>Previous count or show</source>
        <translation>Vorige telling</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Vorige stap</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Volgende stap</translation>
    </message>
    <message>
        <source>Next count or show</source>
        <translation>Volgende telling</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Laatste stap</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>On the table: %1 (count %2)</source>
        <translation>Op tafel: %1 (telling %2)</translation>
    </message>
    <message>
        <source>Starter: %1</source>
        <translation>Startkaart: %1</translation>
    </message>
    <message>
        <source>%1 holds %2.</source>
        <translation>%1 heeft %2 in handen.</translation>
    </message>
</context>
<context>
    <name>CribTableView</name>
    <message>
        <source>%1 (dealer)</source>
        <translation>%1 (gever)</translation>
    </message>
    <message>
        <source>Count: %1</source>
        <translation>Telling: %1</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Startkaart</translation>
    </message>
    <message>
        <source>Crib of %1</source>
        <translation>Crib van %1</translation>
    </message>
</context>
<context>
    <name>GameDescribe</name>
    <message>
        <source>%1, hand %2, score %3</source>
        <translation>%1, ronde %2, stand %3</translation>
    </message>
</context>
<context>
    <name>CribbageTable</name>
    <message>
        <source>Move between your cards</source>
        <translation>Tussen uw kaarten bewegen</translation>
    </message>
    <message>
        <source>Pick or put back a card to lay away; cut</source>
        <translation>Een kaart kiezen of terugleggen om weg te leggen; afnemen</translation>
    </message>
    <message>
        <source>Lay away the picked cards, play the chosen card, cut</source>
        <translation>De gekozen kaarten wegleggen, de gekozen kaart spelen, afnemen</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Lay away</source>
        <translation>Wegleggen</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Afnemen</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Tellen</translation>
    </message>
    <message>
        <source>Leave the penalty box</source>
        <translation>Strafbank verlaten</translation>
    </message>
    <message>
        <source>Stay in</source>
        <translation>Blijven</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Volgende hand</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>Your count</source>
        <translation>Uw telling</translation>
    </message>
    <message>
        <source>The strongest computer player's choice, with its reason</source>
        <translation>De keuze van de sterkste computerspeler, met de reden</translation>
    </message>
    <message>
        <source>Cut the pack for the starter.</source>
        <translation>Neem af voor de startkaart.</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Beeld</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>First-game hint</source>
        <translation>Uitleg bij het eerste spel</translation>
    </message>
    <message>
        <source>Table announcements</source>
        <translation>Meldingen van de tafel</translation>
    </message>
    <message>
        <source>A hint is available on your turn.</source>
        <translation>Een tip kan alleen als u aan de beurt bent.</translation>
    </message>
    <message>
        <source>Settings saved: levels, speed and name apply from the next hand; rules from the next game.</source>
        <translation>Instellingen bewaard: niveaus, snelheid en naam gelden vanaf de volgende hand; regels vanaf het volgende spel.</translation>
    </message>
    <message>
        <source>Crib Wars</source>
        <translation>Crib Wars</translation>
    </message>
    <message>
        <source>Cribbage</source>
        <translation>Cribbage</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Last show</source>
        <translation>&amp;Laatste telling</translation>
    </message>
    <message>
        <source>&amp;Rules of Cribbage</source>
        <translation>&amp;Regels van cribbage</translation>
    </message>
    <message>
        <source>The Crib &amp;Wars board</source>
        <translation>Het Crib &amp;Wars-bord</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Sneltoetsen</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tip: %1</translation>
    </message>
    <message>
        <source>Rule %1 in Help ▸ Rules of Cribbage</source>
        <translation>Regel %1 in Help ▸ Regels van cribbage</translation>
    </message>
    <message>
        <source>Hand %1 is over: %2.</source>
        <translation>Hand %1 is voorbij: %2.</translation>
    </message>
    <message>
        <source>The count is %1.</source>
        <translation>De telling staat op %1.</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Gever</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Peg</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Crib</translation>
    </message>
    <message>
        <source>Last show</source>
        <translation>Laatste telling</translation>
    </message>
    <message>
        <source>fifteen</source>
        <translation>vijftien</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>paar</translation>
    </message>
    <message>
        <source>run</source>
        <translation>reeks</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>kleur</translation>
    </message>
    <message>
        <source>nobs</source>
        <translation>nobs</translation>
    </message>
    <message>
        <source>No hand has been shown yet.</source>
        <translation>Er is nog geen hand geteld.</translation>
    </message>
    <message>
        <source>crib</source>
        <translation>crib</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>hand</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <source>Starter: %1</source>
        <translation>Startkaart: %1</translation>
    </message>
    <message>
        <source>Muggins! %1 pegs %2.</source>
        <translation>Muggins! %1 pint %2.</translation>
    </message>
    <message>
        <source>%1 pegs %2 for the excess claimed.</source>
        <translation>%1 pint %2 voor de te hoge telling.</translation>
    </message>
    <message>
        <source>(counted %1)</source>
        <translation>(geteld %1)</translation>
    </message>
    <message>
        <source>%1, %2 (%3): %4 — %5</source>
        <translation>%1, %2 (%3): %4 — %5</translation>
    </message>
    <message>
        <source>You</source>
        <translation>U</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Zuid</translation>
    </message>
    <message>
        <source>West</source>
        <translation>West</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Noord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Oost</translation>
    </message>
    <message>
        <source>South-west</source>
        <translation>Zuidwest</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>Noordwest</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>Noordoost</translation>
    </message>
    <message>
        <source>South-east</source>
        <translation>Zuidoost</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Noord–Zuid</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Oost–West</translation>
    </message>
    <message>
        <source>Side A</source>
        <translation>Team A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Team B</translation>
    </message>
    <message>
        <source>Side C</source>
        <translation>Team C</translation>
    </message>
    <message>
        <source>Press Space to cut the pack for the starter.</source>
        <translation>Druk op Spatie om af te nemen voor de startkaart.</translation>
    </message>
    <message>
        <source>&amp;Where are we?</source>
        <translation>&amp;Waar zijn we?</translation>
    </message>
    <message>
        <source>Counting</source>
        <translation>Tellen</translation>
    </message>
    <message>
        <source>Cutting</source>
        <translation>Afnemen</translation>
    </message>
    <message>
        <source>Game area</source>
        <translation>Speelgebied</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Hand afgelopen</translation>
    </message>
    <message>
        <source>In the penalty box</source>
        <translation>In het strafvak</translation>
    </message>
    <message>
        <source>Laying away</source>
        <translation>Wegleggen</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menu’s</translation>
    </message>
    <message>
        <source>Muggins! You peg %2.</source>
        <translation>Muggins! U pint %2.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Spelen</translation>
    </message>
    <message>
        <source>Scores by hand</source>
        <translation>Stand per hand</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N)</source>
        <translation>Een nieuw spel beginnen (Ctrl+N)</translation>
    </message>
    <message>
        <source>Type your count in the box before it and press Enter</source>
        <translation>Typ uw telling in het vak ervoor en druk op Enter</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Wachten</translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation>Wat nu te doen</translation>
    </message>
    <message>
        <source>You peg %2 for the excess claimed.</source>
        <translation>U pint %2 voor de te hoge telling.</translation>
    </message>
    <message>
        <source>%1, hand %2: %3, now %4</source>
        <translation>%1, ronde %2: %3, nu %4</translation>
    </message>
    <message>
        <source>%1: %2 in all</source>
        <translation>%1: %2 in totaal</translation>
    </message>
    <message>
        <source>&amp;Detailed scores</source>
        <translation>&amp;Gedetailleerde scores</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Board squares</source>
        <translation>Vakken van het bord</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Mug.</source>
        <translation>Mug.</translation>
    </message>
    <message>
        <source>Muggins</source>
        <translation>Muggins</translation>
    </message>
    <message>
        <source>Pegging</source>
        <translation>Spel</translation>
    </message>
    <message>
        <source>Pen.</source>
        <translation>Straf</translation>
    </message>
    <message>
        <source>Penalties and awards</source>
        <translation>Straffen en premies</translation>
    </message>
    <message>
        <source>Standing: %1.</source>
        <translation>Stand: %1.</translation>
    </message>
    <message>
        <source>being played</source>
        <translation>bezig</translation>
    </message>
    <message>
        <source>dealer: %1</source>
        <translation>gever: %1</translation>
    </message>
    <message>
        <source>Review hand</source>
        <translation>Ronde nakijken</translation>
    </message>
    <message>
        <source>What each of your choices in the hand was worth</source>
        <translation>Wat elk van uw keuzes in de ronde waard was</translation>
    </message>
    <message>
        <source>Review the game&apos;s hands</source>
        <translation>De handen van het spel bekijken</translation>
    </message>
    <message>
        <source>Nothing to undo: only your decisions in the hand on the table can be taken back.</source>
        <translation>Niets ongedaan te maken: alleen je keuzes in de hand op tafel kunnen worden teruggenomen.</translation>
    </message>
    <message>
        <source>Your last decision was taken back: choose again. The game is marked as assisted.</source>
        <translation>Je laatste keuze is teruggenomen: kies opnieuw. Het spel wordt gemarkeerd als geholpen.</translation>
    </message>
    <message>
        <source>Click a card to play it (or drag it to the count, double-click it, or choose with ←/→ and press Enter).</source>
        <translation>Klik op een kaart om haar te spelen (of sleep haar naar de telling, dubbelklik erop, of kies met ←/→ en druk op Enter).</translation>
    </message>
    <message>
        <source>Hints are turned off in Settings.</source>
        <translation>Tips staan uit in Instellingen.</translation>
    </message>
    <message>
        <source>No hint for a count while muggins is on: count it yourself.</source>
        <translation>Geen tip voor een telling als muggins aan staat: tel zelf.</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Volgend spel</translation>
    </message>
    <message>
        <source>Give up the match in progress and start a new one?</source>
        <translation>De lopende match opgeven en een nieuwe beginnen?</translation>
    </message>
    <message>
        <source>The show: the hands and the crib are counted in turn.</source>
        <translation>De telling: de handen en de crib worden om beurten geteld.</translation>
    </message>
    <message>
        <source>Your autoplay bot is counting…</source>
        <translation>Uw automatische speler telt…</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Trekken</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Draw a card from the pack: the lowest card deals.</source>
        <translation>Trek een kaart uit het spel: de laagste kaart geeft.</translation>
    </message>
    <message>
        <source>Press Space to draw a card: the lowest card deals.</source>
        <translation>Druk op Spatie om een kaart te trekken: de laagste kaart geeft.</translation>
    </message>
    <message>
        <source>Click the table or press Enter for the next count.</source>
        <translation>Klik op de tafel of druk op Enter voor de volgende telling.</translation>
    </message>
    <message>
        <source>Fifteens</source>
        <translation>Vijftienen</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paren</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Reeksen</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Flush</translation>
    </message>
    <message>
        <source>Nobs</source>
        <translation>Nobs</translation>
    </message>
    <message>
        <source>How many fifteens: 2 points each</source>
        <translation>Hoeveel vijftienen: 2 punten elk</translation>
    </message>
    <message>
        <source>How many pairs: 2 points each (three of a kind are three pairs)</source>
        <translation>Hoeveel paren: 2 punten elk (drie gelijke zijn drie paren)</translation>
    </message>
    <message>
        <source>The points of the runs: 1 a card of each run</source>
        <translation>De punten van de reeksen: 1 per kaart van elke reeks</translation>
    </message>
    <message>
        <source>A flush: 4 for the four cards, 5 with the starter</source>
        <translation>Een flush: 4 voor de vier kaarten, 5 met de startkaart</translation>
    </message>
    <message>
        <source>Nobs: the jack of the starter&apos;s suit, 1 point</source>
        <translation>Nobs: de boer in de kleur van de startkaart, 1 punt</translation>
    </message>
    <message>
        <source>Count by combination</source>
        <translation>Tellen per combinatie</translation>
    </message>
</context>
<context>
    <name>CribbageSession</name>
    <message>
        <source>The hand is over: press Next hand first.</source>
        <translation>De hand is voorbij: druk eerst op Volgende hand.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is voorbij.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Even wachten: u bent niet aan de beurt.</translation>
    </message>
</context>
<context>
    <name>CribbageReview</name>
    <message>
        <source>You did not lay away in this hand.</source>
        <translation>U hebt in deze ronde niets weggelegd.</translation>
    </message>
    <message>
        <source>Laid away</source>
        <translation>Weggelegd</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Gehouden</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Crib</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Som</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Op het bord</translation>
    </message>
    <message>
        <source>With the starter: hand / crib</source>
        <translation>Met de startkaart: hand / crib</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>uw keuze</translation>
    </message>
    <message>
        <source>best</source>
        <translation>beste</translation>
    </message>
    <message>
        <source>Starter: %1</source>
        <translation>Startkaart: %1</translation>
    </message>
    <message>
        <source>Hand: the mean of the four cards kept over every starter you had not seen. Crib: the crib&apos;s expected points, plus for your side&apos;s crib, minus for another side&apos;s.</source>
        <translation>Hand: het gemiddelde van de vier gehouden kaarten over elke startkaart die u nog niet had gezien. Crib: de verwachte punten van de crib, plus voor de crib van uw kant, min voor die van een andere kant.</translation>
    </message>
    <message>
        <source>Your lay-away gave away %1 points on average.</source>
        <translation>Uw weglegging liet gemiddeld %1 punten liggen.</translation>
    </message>
    <message>
        <source>Your lay-away was the best one.</source>
        <translation>Uw weglegging was de beste.</translation>
    </message>
    <message>
        <source>You had no choice of card in this hand.</source>
        <translation>U had in deze ronde geen keuze van kaart.</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Telling</translation>
    </message>
    <message>
        <source>You played</source>
        <translation>U speelde</translation>
    </message>
    <message>
        <source>Each card that fitted</source>
        <translation>Elke kaart die paste</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Laten liggen</translation>
    </message>
    <message>
        <source>crib</source>
        <translation>crib</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>hand</translation>
    </message>
    <message>
        <source>%1 (%2): you counted %3, there were %4: %5</source>
        <translation>%1 (%2): u telde %3, het waren er %4: %5</translation>
    </message>
    <message>
        <source>Laying away</source>
        <translation>Wegleggen</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Het spel</translation>
    </message>
    <message>
        <source>Your count</source>
        <translation>Uw telling</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Kans om te winnen</translation>
    </message>
    <message>
        <source>On the board: the Expert&apos;s points, with where they land on the Crib Wars board and the play to come.</source>
        <translation>Op het bord: de punten van de Expert, met waar ze op het Crib Wars-bord landen en het spel dat nog komt.</translation>
    </message>
    <message>
        <source>Chance to win: the Expert&apos;s chance of winning the game with that lay-away, from where the pegs stand; this is what it plays by.</source>
        <translation>Kans om te winnen: de kans dat de Expert het spel wint met deze weglegging, vanaf waar de pinnen staan; daarop speelt hij.</translation>
    </message>
    <message>
        <source>most points</source>
        <translation>meeste punten</translation>
    </message>
    <message>
        <source>best chance to win</source>
        <translation>beste kans om te winnen</translation>
    </message>
    <message>
        <source>Your lay-away had the most points.</source>
        <translation>Uw weglegging leverde de meeste punten op.</translation>
    </message>
    <message>
        <source>Your lay-away had the best chance to win.</source>
        <translation>Uw weglegging gaf de beste kans om te winnen.</translation>
    </message>
    <message>
        <source>Each card that fitted is set against the best one: the points it gives away on average over the rest of the play (your side&apos;s points minus the others&apos;), from what you could know then.</source>
        <translation>Elke kaart die paste, wordt vergeleken met de beste: de punten die ze gemiddeld weggeeft over de rest van het spel (de punten van uw kant min die van de anderen), naar wat u toen kon weten.</translation>
    </message>
</context>
<context>
    <name>CribbageMatch</name>
    <message>
        <source>Match to %1: %2</source>
        <translation>Match tot %1: %2</translation>
    </message>
    <message>
        <source>Next game: the first dealer is drawn again.</source>
        <translation>Volgend spel: de eerste gever wordt opnieuw getrokken.</translation>
    </message>
    <message>
        <source>You have won the match.</source>
        <translation>Je hebt de match gewonnen.</translation>
    </message>
    <message>
        <source>The match goes to %1.</source>
        <translation>De match gaat naar %1.</translation>
    </message>
</context>
<context>
    <name>CribbageRowTag</name>
    <message>
        <source>You</source>
        <translation>U</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <translation>O</translation>
    </message>
    <message>
        <source>SW</source>
        <translation>ZW</translation>
    </message>
    <message>
        <source>NW</source>
        <translation>NW</translation>
    </message>
    <message>
        <source>NE</source>
        <translation>NO</translation>
    </message>
    <message>
        <source>SE</source>
        <translation>ZO</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <source>Your autoplay bot is thinking…</source>
        <translation>Uw automatische speler denkt na…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 denkt na…</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Niet toegestaan: %1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nieuw spel</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Instellingen…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Afsluiten</translation>
    </message>
    <message>
        <source>Your actions</source>
        <translation>Uw acties</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>&amp;Choose game…</source>
        <translation>Spel &amp;kiezen…</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Opnieuw</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Demo</translation>
    </message>
    <message>
        <source>Demo: the computer plays your seat. Press a key or click to take over.</source>
        <translation>Demo: de computer speelt voor u. Druk op een toets of klik om het over te nemen.</translation>
    </message>
    <message>
        <source>You have taken over: the game is yours again.</source>
        <translation>U hebt het overgenomen: het spel is weer van u.</translation>
    </message>
    <message>
        <source>Nothing to redo: Redo brings back what Undo took back, until you or another player act.</source>
        <translation>Niets om opnieuw te doen: Opnieuw brengt terug wat Ongedaan maken terugnam, tot u of een andere speler een zet doet.</translation>
    </message>
    <message>
        <source>Redone: the table is back as it was before Undo.</source>
        <translation>Opnieuw gedaan: de tafel staat weer zoals vóór het ongedaan maken.</translation>
    </message>
    <message>
        <source>No hand has been played yet: the review opens once a hand is over.</source>
        <translation>Er is nog geen hand gespeeld: de analyse opent zodra een hand voorbij is.</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Berichten</translation>
    </message>
    <message>
        <source>Give up the game in progress and start a new one? It will count as a loss.</source>
        <translation>Het lopende spel opgeven en een nieuw beginnen? Het telt als een verloren spel.</translation>
    </message>
    <message>
        <source>Computer player error: %1</source>
        <translation>Fout van een computerspeler: %1</translation>
    </message>
</context>
<context>
    <name>FrameSession</name>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Even geduld: u bent niet aan de beurt.</translation>
    </message>
</context>
<context>
    <name>FrameWindow</name>
    <message>
        <source>Your turn: click a highlighted card, drag it, or choose it with the arrow keys and Enter.</source>
        <translation>Uw beurt: klik op een opgelichte kaart, sleep haar, of kies haar met de pijltjestoetsen en Enter.</translation>
    </message>
    <message>
        <source>Your opponent</source>
        <translation>Uw tegenstander</translation>
    </message>
    <message>
        <source>A hint is given when it is your turn.</source>
        <translation>Een tip krijgt u wanneer u aan de beurt bent.</translation>
    </message>
    <message>
        <source>%1 Ctrl+N deals a new game.</source>
        <translation>%1 Ctrl+N deelt een nieuw spel.</translation>
    </message>
    <message>
        <source>Nothing to undo: Undo takes back your last move while the game allows it.</source>
        <translation>Niets ongedaan te maken: Ongedaan maken neemt uw laatste zet terug zolang het spel dat toestaat.</translation>
    </message>
    <message>
        <source>Your last move was taken back.</source>
        <translation>Uw laatste zet is teruggenomen.</translation>
    </message>
    <message>
        <source>Saved. The new settings apply from the next game.</source>
        <translation>Opgeslagen. De nieuwe instellingen gelden vanaf het volgende spel.</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Links, Rechts</translation>
    </message>
    <message>
        <source>move among the cards you may play</source>
        <translation>tussen de kaarten gaan die u mag spelen</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>play the card with the focus</source>
        <translation>de geselecteerde kaart spelen</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Sneltoetsen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Speeltafel</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation>Computerspelers:</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Eerste stap</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Naar het begin</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Vorige stap</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Volgende stap</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Naar het einde</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Laatste stap</translation>
    </message>
    <message>
        <source>The whole game is one hand</source>
        <translation>Het hele spel is één ronde</translation>
    </message>
</context>
<context>
    <name>CinchReview</name>
    <message>
        <source>your choice</source>
        <translation>uw keuze</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Everybody passed: the hand was thrown in.</source>
        <translation>Iedereen paste: de ronde is niet gespeeld.</translation>
    </message>
    <message>
        <source>%1 bid %2 and named %3 trumps.</source>
        <translation>%1 bood %2 en koos %3 als troef.</translation>
    </message>
    <message>
        <source>What the hand gave your side: %1.</source>
        <translation>Wat de ronde uw kant opleverde: %1.</translation>
    </message>
    <message>
        <source>You had no choice in the auction: a bid of 14 cannot be topped.</source>
        <translation>U had geen keuze bij het bieden: een bod van 14 kan niet worden overboden.</translation>
    </message>
    <message>
        <source>You faced a bid of %1.</source>
        <translation>Het hoogste bod voor u was %1.</translation>
    </message>
    <message>
        <source>Nobody had bid before you.</source>
        <translation>Niemand had voor u geboden.</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Keuze</translation>
    </message>
    <message>
        <source>Expected result</source>
        <translation>Verwacht resultaat</translation>
    </message>
    <message>
        <source>The Expert would have passed.</source>
        <translation>De Expert zou hebben gepast.</translation>
    </message>
    <message>
        <source>The Expert would have bid %1.</source>
        <translation>De Expert zou %1 hebben geboden.</translation>
    </message>
    <message>
        <source>Your choice in the auction gave away %1 points.</source>
        <translation>Uw keuze bij het bieden kostte %1 punten.</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Troef</translation>
    </message>
    <message>
        <source>You bid %1 and named the trumps.</source>
        <translation>U bood %1 en koos de troef.</translation>
    </message>
    <message>
        <source>Each value: the mean over %1 guessed deals that fit the auction.</source>
        <translation>Elke waarde: het gemiddelde over %1 geraden verdelingen die bij de biedingen passen.</translation>
    </message>
    <message>
        <source>Each value: the mean over %1 random deals of the cards you could not see.</source>
        <translation>Elke waarde: het gemiddelde over %1 willekeurige verdelingen van de kaarten die u niet kon zien.</translation>
    </message>
    <message>
        <source>Your trumps gave away %1 points.</source>
        <translation>Uw troef kostte %1 punten.</translation>
    </message>
    <message>
        <source>you led</source>
        <translation>u kwam uit</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>seat: card</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You had no choice of card in this hand.</source>
        <translation>U had in deze ronde geen keuze van kaart.</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Slag</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Op tafel</translation>
    </message>
    <message>
        <source>You played</source>
        <translation>U speelde</translation>
    </message>
    <message>
        <source>Each legal card</source>
        <translation>Elke toegestane kaart</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Each card&apos;s value: the mean over %1 to %2 guessed deals of the hidden cards that fit everything you had seen, each played to the end; in the last tricks every card is searched exactly.</source>
        <translation>Waarde van elke kaart: het gemiddelde over %1 tot %2 geraden verdelingen van de verborgen kaarten die passen bij alles wat u had gezien, elk tot het einde gespeeld; in de laatste slagen wordt elke kaart exact doorgerekend.</translation>
    </message>
    <message>
        <source>Your cards gave away %1 points in all.</source>
        <translation>Uw kaarten kostten in totaal %1 punten.</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>Het bieden</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Het spel</translation>
    </message>
    <message>
        <source>Each value: the mean over %1 guessed deals that fit the bids before yours, played through with the players after you bidding by their cards.</source>
        <translation>Elke waarde: het gemiddelde over %1 geraden verdelingen die passen bij de biedingen voor de uwe, uitgespeeld terwijl de spelers na u bieden volgens hun kaarten.</translation>
    </message>
    <message>
        <source>the Expert&apos;s choice</source>
        <translation>keuze van de Expert</translation>
    </message>
    <message>
        <source>Every value below is the hand&apos;s expected result for your side: your side&apos;s score for the hand minus the other side&apos;s (with three players, minus the mean of the other two), as the Expert estimates it from what you knew at the time, by playing out guessed deals of the cards you could not see. These are the same values the hint and the Expert&apos;s own choice come from. A choice is only said to give points away when the difference is larger than the estimate&apos;s noise.</source>
        <translation>Elke waarde hieronder is het verwachte resultaat van de ronde voor uw kant: de score van uw kant voor de ronde min die van de andere kant (met drie spelers min het gemiddelde van de andere twee), zoals de Expert het schat uit wat u toen wist, door geraden verdelingen van de kaarten die u niet kon zien uit te spelen. Het zijn dezelfde waarden waar de hint en de eigen keuze van de Expert uit voortkomen. Van een keuze wordt alleen gezegd dat ze punten kost als het verschil groter is dan de ruis van de schatting.</translation>
    </message>
    <message>
        <source>Each value: the mean over %1 random deals of the cards you could not see, played through with the player after you bidding by its cards.</source>
        <translation>Elke waarde: het gemiddelde over %1 willekeurige verdelingen van de kaarten die u niet kon zien, uitgespeeld terwijl de speler na u biedt volgens zijn kaarten.</translation>
    </message>
    <message>
        <source>Your choice in the auction was the Expert&apos;s.</source>
        <translation>Uw keuze bij het bieden was die van de Expert.</translation>
    </message>
    <message>
        <source>Your choice is valued %1 below the Expert&apos;s, which is within the estimate&apos;s noise (±%2): not a loss that can be told apart.</source>
        <translation>Uw keuze wordt %1 lager geschat dan die van de Expert; dat valt binnen de ruis van de schatting (±%2): geen verlies dat te onderscheiden is.</translation>
    </message>
    <message>
        <source>Your trumps were the Expert&apos;s choice.</source>
        <translation>Uw troef was de keuze van de Expert.</translation>
    </message>
    <message>
        <source>⚠: more than %1 points given away, and more than the estimate&apos;s noise.</source>
        <translation>⚠: meer dan %1 punten weggegeven, en meer dan de ruis van de schatting.</translation>
    </message>
    <message>
        <source>Every card you played was the Expert&apos;s choice.</source>
        <translation>Elke kaart die u speelde was de keuze van de Expert.</translation>
    </message>
</context>
<context>
    <name>Accuracy</name>
    <message>
        <source>not a file of accuracy figures</source>
        <translation>geen bestand met nauwkeurigheidscijfers</translation>
    </message>
    <message>
        <source>The accuracy figures in %1 cannot be read (%2), nor moved aside (%3); they are worked out again.</source>
        <translation>De nauwkeurigheidscijfers in %1 kunnen niet worden gelezen (%2) en ook niet opzij worden gezet (%3); ze worden opnieuw berekend.</translation>
    </message>
    <message>
        <source>The accuracy figures in %1 could not be read (%2). The file has been kept as “%3”, and the figures are worked out again.</source>
        <translation>De nauwkeurigheidscijfers in %1 konden niet worden gelezen (%2). Het bestand is bewaard als ‘%3’, en de cijfers worden opnieuw berekend.</translation>
    </message>
    <message>
        <source>not a regular file: a folder, a named pipe or a device</source>
        <translation>geen gewoon bestand: een map, een named pipe of een apparaat</translation>
    </message>
    <message>
        <source>too large to be a file of accuracy figures</source>
        <translation>te groot om een bestand met nauwkeurigheidscijfers te zijn</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>te diep genest</translation>
    </message>
</context>
<context>
    <name>AccuracyChart</name>
    <message>
        <source>Accuracy chart</source>
        <translation>Nauwkeurigheidsgrafiek</translation>
    </message>
    <message>
        <source>No games worked out yet</source>
        <translation>Nog geen spellen berekend</translation>
    </message>
    <message>
        <source>%1: %2 points per hand</source>
        <translation>%1: %2 punten per ronde</translation>
    </message>
    <message>
        <source>Expected points given away per hand, game by game</source>
        <translation>Verwachte punten laten liggen per ronde, spel voor spel</translation>
    </message>
    <message>
        <source>%1 (mean %2)</source>
        <translation>%1 (gemiddeld %2)</translation>
    </message>
    <message>
        <source>%1 games could not be reviewed and are left out</source>
        <translation>%1 spellen konden niet worden nagekeken en zijn weggelaten</translation>
    </message>
    <message>
        <source>the accuracy figures could not be saved (%1)</source>
        <translation>de nauwkeurigheidscijfers konden niet worden opgeslagen (%1)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Expected points you gave away per hand — last game: %1. Mean of the last %2 games: %3. Lower is better; 0 is the Expert&apos;s choice every time.</source>
        <translation>Verwachte punten die u per ronde liet liggen — laatste spel: %1. Gemiddelde van de laatste %2 spellen: %3. Lager is beter; 0 is elke keer de keuze van de Expert.</translation>
    </message>
    <message>
        <source>Expected points you gave away per hand, worked out from the review of every hand of your finished games: none yet.</source>
        <translation>Verwachte punten die u per ronde liet liggen, berekend uit het nakijken van elke ronde van uw afgelopen spellen: nog geen.</translation>
    </message>
    <message>
        <source>Working out %1 older games…</source>
        <translation>%1 oudere spellen worden berekend…</translation>
    </message>
</context>
<context>
    <name>HandReview</name>
    <message>
        <source>Hand review</source>
        <translation>Ronde nakijken</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Ronde:</translation>
    </message>
    <message>
        <source>Hand to review</source>
        <translation>Ronde om na te kijken</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>No hand has been played yet.</source>
        <translation>Er is nog geen ronde gespeeld.</translation>
    </message>
    <message>
        <source>This hand could not be reviewed: %1</source>
        <translation>Deze ronde kon niet worden nagekeken: %1</translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation>Bezig met rekenen…</translation>
    </message>
    <message>
        <source>Review hand</source>
        <translation>Ronde nakijken</translation>
    </message>
    <message>
        <source>What each of your choices in this hand was worth (R)</source>
        <translation>Wat elk van uw keuzes in deze ronde waard was (R)</translation>
    </message>
    <message>
        <source>Hand &amp;review</source>
        <translation>Ronde &amp;nakijken</translation>
    </message>
</context>
<context>
    <name>Program</name>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 en %2</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Bestand</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>%1-bestand</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Map</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Snelkoppeling</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Onbekend</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Zoeken in:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Bestands&amp;type:</translation>
    </message>
</context>
<context>
    <name>ThemeError</name>
    <message>
        <source>%1: not a readable SVG document (file %2)</source>
        <translation>%1: geen leesbaar SVG-document (bestand %2)</translation>
    </message>
    <message>
        <source>%1: not a readable SVG document</source>
        <translation>%1: geen leesbaar SVG-document</translation>
    </message>
    <message>
        <source>%1: SVG nested too deeply</source>
        <translation>%1: SVG te diep genest</translation>
    </message>
    <message>
        <source>%1: 1 card missing (%2)</source>
        <translation>%1: 1 kaart ontbreekt (%2)</translation>
    </message>
    <message>
        <source>%1: %2 cards missing (%3 and %4 more)</source>
        <translation>%1: %2 kaarten ontbreken (%3 en nog %4)</translation>
    </message>
    <message>
        <source>%1: %2 cards missing (%3)</source>
        <translation>%1: %2 kaarten ontbreken (%3)</translation>
    </message>
    <message>
        <source>%1: card %2 has no size</source>
        <translation>%1: kaart %2 heeft geen afmetingen</translation>
    </message>
    <message>
        <source>%1: card proportions %2 (width/height) are outside %3–%4</source>
        <translation>%1: de verhouding van de kaarten, %2 (breedte/hoogte), valt buiten %3–%4</translation>
    </message>
    <message>
        <source>%1: &apos;name&apos; must be text</source>
        <translation>%1: ‘name’ moet tekst zijn</translation>
    </message>
    <message>
        <source>%1: &apos;kind&apos; must be &quot;deck&quot;, not %2</source>
        <translation>%1: ‘kind’ moet &quot;deck&quot; zijn, niet %2</translation>
    </message>
    <message>
        <source>%1: &apos;layout&apos; must be one of %2, not %3</source>
        <translation>%1: ‘layout’ moet een van %2 zijn, niet %3</translation>
    </message>
    <message>
        <source>%1: &apos;aspect&apos; must be a number (card width / height)</source>
        <translation>%1: ‘aspect’ moet een getal zijn (breedte / hoogte van de kaart)</translation>
    </message>
    <message>
        <source>%1: card files together exceed %2 MB</source>
        <translation>%1: de kaartbestanden zijn samen groter dan %2 MB</translation>
    </message>
    <message>
        <source>%1: no element with id &quot;back&quot;</source>
        <translation>%1: geen element met id &quot;back&quot;</translation>
    </message>
    <message>
        <source>%1: drawn by the deck, not loaded on its own</source>
        <translation>%1: wordt door het spel getekend, niet los geladen</translation>
    </message>
    <message>
        <source>%1: unknown theme layout %2</source>
        <translation>%1: onbekende thema-indeling %2</translation>
    </message>
    <message>
        <source>unknown theme kind %1 (expected one of %2)</source>
        <translation>onbekende soort thema %1 (verwacht: %2)</translation>
    </message>
    <message>
        <source>zip member %1 has an absolute path</source>
        <translation>onderdeel %1 van de zip heeft een absoluut pad</translation>
    </message>
    <message>
        <source>zip member %1 points outside its folder</source>
        <translation>onderdeel %1 van de zip wijst buiten zijn map</translation>
    </message>
    <message>
        <source>zip member %1 is a link</source>
        <translation>onderdeel %1 van de zip is een koppeling</translation>
    </message>
    <message>
        <source>zip member %1 is encrypted</source>
        <translation>onderdeel %1 van de zip is versleuteld</translation>
    </message>
    <message>
        <source>%1: %2 files is more than the %3 a theme may hold</source>
        <translation>%1: %2 bestanden is meer dan de %3 die een thema mag bevatten</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1: kan niet worden gelezen (%2)</translation>
    </message>
    <message>
        <source>%1: %2 is a link</source>
        <translation>%1: %2 is een koppeling</translation>
    </message>
    <message>
        <source>%1: larger than the %2 MB limit for an SVG file</source>
        <translation>%1: groter dan de grens van %2 MB voor een SVG-bestand</translation>
    </message>
    <message>
        <source>%1: larger than the %2 KB limit</source>
        <translation>%1: groter dan de grens van %2 KB</translation>
    </message>
    <message>
        <source>%1: expands to more than %2 MB (zip bomb?)</source>
        <translation>%1: wordt uitgepakt groter dan %2 MB (zipbom?)</translation>
    </message>
    <message>
        <source>%1: is empty (no file to import)</source>
        <translation>%1: is leeg (geen bestand om te importeren)</translation>
    </message>
    <message>
        <source>%1: unexpected sub-folder in %2 (a theme is one flat folder)</source>
        <translation>%1: onverwachte submap in %2 (een thema is één enkele map)</translation>
    </message>
    <message>
        <source>%1: holds %2 more than once</source>
        <translation>%1: bevat %2 meer dan eens</translation>
    </message>
    <message>
        <source>%1: index.desktop names no SVG deck (a KDE deck of pictures only cannot be drawn here)</source>
        <translation>%1: index.desktop noemt geen SVG-spel (een KDE-spel van alleen afbeeldingen kan hier niet worden getekend)</translation>
    </message>
    <message>
        <source>%1: index.desktop names %2, which is not there</source>
        <translation>%1: index.desktop noemt %2, dat er niet is</translation>
    </message>
    <message>
        <source>%1: no card deck found: expected cards.svg, one SVG file per card (such as %2.svg), a KDE deck (index.desktop with its SVG) or one deck .svg/.svgz</source>
        <translation>%1: geen kaartspel gevonden: verwacht werd cards.svg, één SVG-bestand per kaart (zoals %2.svg), een KDE-spel (index.desktop met zijn SVG) of één spel als .svg/.svgz</translation>
    </message>
    <message>
        <source>%1: expands beyond the size limit (zip bomb?)</source>
        <translation>%1: wordt uitgepakt groter dan toegestaan (zipbom?)</translation>
    </message>
    <message>
        <source>%1: no cards named as KDE names them (%2, %3 …) or as Aisleriot does (%4, %5 …)</source>
        <translation>%1: geen kaarten met de namen van KDE (%2, %3 …) of van Aisleriot (%4, %5 …)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: larger than the %2 MB limit for a theme zip</source>
        <translation>%1: groter dan de grens van %2 MB voor een themazip</translation>
    </message>
    <message>
        <source>%1: not a zip file (or a damaged one)</source>
        <translation>%1: geen zipbestand (of een beschadigd)</translation>
    </message>
    <message>
        <source>%1: not a card deck (expected a .zip, a .svg or .svgz file, or a folder)</source>
        <translation>%1: geen kaartspel (verwacht: een .zip-, .svg- of .svgz-bestand, of een map)</translation>
    </message>
    <message>
        <source>cannot create the themes folder %1: %2</source>
        <translation>kan de themamap %1 niet aanmaken: %2</translation>
    </message>
    <message>
        <source>%1: cannot be unpacked (%2)</source>
        <translation>%1: kan niet worden uitgepakt (%2)</translation>
    </message>
    <message>
        <source>built-in card art not found (looked in: %1)</source>
        <translation>de meegeleverde kaarten zijn niet gevonden (gezocht in: %1)</translation>
    </message>
    <message>
        <source>%1: file not found</source>
        <translation>%1: bestand niet gevonden</translation>
    </message>
    <message>
        <source>%1: file is larger than the %2 limit</source>
        <translation>%1: het bestand is groter dan de grens van %2</translation>
    </message>
    <message>
        <source>%1: expands beyond the %2 limit (compressed SVG too large or a zip bomb)</source>
        <translation>%1: wordt uitgepakt groter dan %2 (gecomprimeerde SVG te groot of een zipbom)</translation>
    </message>
    <message>
        <source>%1: compressed data is truncated</source>
        <translation>%1: de gecomprimeerde gegevens zijn afgekapt</translation>
    </message>
    <message>
        <source>%1: not valid gzip data (%2)</source>
        <translation>%1: geen geldige gzip-gegevens (%2)</translation>
    </message>
    <message>
        <source>%1: not an SVG file (does not start with &apos;&lt;&apos;)</source>
        <translation>%1: geen SVG-bestand (begint niet met ‘&lt;’)</translation>
    </message>
    <message>
        <source>%1: declares XML entities, which card art never needs (refused as a possible entity-expansion bomb)</source>
        <translation>%1: declareert XML-entiteiten, die kaarten nooit nodig hebben (geweigerd als mogelijke entiteitenbom)</translation>
    </message>
    <message>
        <source>%1: not an SVG file (no &lt;svg&gt; element)</source>
        <translation>%1: geen SVG-bestand (geen &lt;svg&gt;-element)</translation>
    </message>
    <message>
        <source>%1: .svgz file is not gzip-compressed</source>
        <translation>%1: het .svgz-bestand is niet met gzip gecomprimeerd</translation>
    </message>
    <message>
        <source>%1: not UTF-8 text</source>
        <translation>%1: geen UTF-8-tekst</translation>
    </message>
    <message>
        <source>%1: not valid TOML (%2)</source>
        <translation>%1: geen geldige TOML (%2)</translation>
    </message>
    <message>
        <source>%1: holds a number with too many digits</source>
        <translation>%1: bevat een getal met te veel cijfers</translation>
    </message>
    <message>
        <source>%1: nested too deeply</source>
        <translation>%1: te diep genest</translation>
    </message>
    <message>
        <source>%1: elements nested more than %2 deep</source>
        <translation>%1: elementen meer dan %2 niveaus diep genest</translation>
    </message>
    <message>
        <source>%1: not a readable SVG document (the XML is not well-formed: %2, line %3)</source>
        <translation>%1: geen leesbaar SVG-document (de XML is niet goed gevormd: %2, regel %3)</translation>
    </message>
    <message>
        <source>%1: not a readable SVG document (%2)</source>
        <translation>%1: geen leesbaar SVG-document (%2)</translation>
    </message>
    <message>
        <source>%1: refers to %2 outside the theme&apos;s own SVG; a theme may only use what its file contains (&quot;#id&quot; links and data: pictures)</source>
        <translation>%1: verwijst naar %2 buiten de eigen SVG van het thema; een thema mag alleen gebruiken wat zijn bestand bevat (&quot;#id&quot;-koppelingen en data:-afbeeldingen)</translation>
    </message>
    <message>
        <source>%1: &lt;use&gt; elements are chained more than %2 deep</source>
        <translation>%1: &lt;use&gt;-elementen zijn meer dan %2 niveaus diep geketend</translation>
    </message>
    <message>
        <source>%1: a &lt;use&gt; element refers to itself (a loop)</source>
        <translation>%1: een &lt;use&gt;-element verwijst naar zichzelf (een lus)</translation>
    </message>
    <message>
        <source>%1: draws more than %2 shapes once its &lt;use&gt; links are expanded (refused: it would take too long to draw)</source>
        <translation>%1: tekent meer dan %2 vormen zodra de &lt;use&gt;-koppelingen zijn uitgevouwen (geweigerd: tekenen zou te lang duren)</translation>
    </message>
    <message>
        <source>%1: the picture draws more than %2 shapes once its &lt;use&gt; links are expanded (refused: it would take too long to draw)</source>
        <translation>%1: de afbeelding tekent meer dan %2 vormen zodra de &lt;use&gt;-koppelingen zijn uitgevouwen (geweigerd: tekenen zou te lang duren)</translation>
    </message>
    <message>
        <source>%1: card %2 draws more than %3 shapes once its &lt;use&gt; links are expanded (refused: it would take too long to draw)</source>
        <translation>%1: kaart %2 tekent meer dan %3 vormen zodra de &lt;use&gt;-koppelingen zijn uitgevouwen (geweigerd: tekenen zou te lang duren)</translation>
    </message>
    <message>
        <source>%1: preview failed (%2)</source>
        <translation>%1: het voorbeeld is mislukt (%2)</translation>
    </message>
    <message>
        <source>%1: could not be drawn</source>
        <translation>%1: kon niet worden getekend</translation>
    </message>
    <message>
        <source>no card deck called %1 is available</source>
        <translation>er is geen kaartspel met de naam %1</translation>
    </message>
    <message>
        <source>no card back called %1 is available</source>
        <translation>er is geen kaartrug met de naam %1</translation>
    </message>
    <message>
        <source>no table felt called %1 is available</source>
        <translation>er is geen tafellaken met de naam %1</translation>
    </message>
    <message>
        <source>no card deck called %1 is available: %2</source>
        <translation>er is geen kaartspel met de naam %1: %2</translation>
    </message>
    <message>
        <source>no card back called %1 is available: %2</source>
        <translation>er is geen kaartrug met de naam %1: %2</translation>
    </message>
    <message>
        <source>no table felt called %1 is available: %2</source>
        <translation>er is geen tafellaken met de naam %1: %2</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Built-in</source>
        <translation>Meegeleverd</translation>
    </message>
    <message>
        <source>Installed on this machine</source>
        <translation>Geïnstalleerd op deze computer</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Van u</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassiek</translation>
    </message>
    <message>
        <source>Four Colour</source>
        <translation>Vier kleuren</translation>
    </message>
    <message>
        <source>Large Print</source>
        <translation>Grote letters</translation>
    </message>
    <message>
        <source>Parlour</source>
        <translation>Salon</translation>
    </message>
    <message>
        <source>Blue Lattice</source>
        <translation>Blauw rasterwerk</translation>
    </message>
    <message>
        <source>Red Diamonds</source>
        <translation>Rode ruiten</translation>
    </message>
    <message>
        <source>Green Checks</source>
        <translation>Groen geruit</translation>
    </message>
    <message>
        <source>Midnight Stars</source>
        <translation>Middernachtsterren</translation>
    </message>
    <message>
        <source>Deco Sunburst</source>
        <translation>Art-deco-zon</translation>
    </message>
    <message>
        <source>Green Baize</source>
        <translation>Groen laken</translation>
    </message>
    <message>
        <source>Blue Baize</source>
        <translation>Blauw laken</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Bordeauxrood</translation>
    </message>
    <message>
        <source>Slate</source>
        <translation>Leisteen</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>De eigen rug van het spel</translation>
    </message>
    <message>
        <source>%1 (cannot be used)</source>
        <translation>%1 (onbruikbaar)</translation>
    </message>
    <message>
        <source>The card deck was refused: %1</source>
        <translation>Het kaartspel is geweigerd: %1</translation>
    </message>
    <message>
        <source>The card back was refused: %1</source>
        <translation>De kaartrug is geweigerd: %1</translation>
    </message>
    <message>
        <source>The table felt was refused: %1</source>
        <translation>Het tafellaken is geweigerd: %1</translation>
    </message>
    <message>
        <source>%1; using a plain emergency deck</source>
        <translation>%1; er wordt een eenvoudig noodspel gebruikt</translation>
    </message>
    <message>
        <source>%1; using the deck&apos;s own back</source>
        <translation>%1; de eigen rug van het spel wordt gebruikt</translation>
    </message>
    <message>
        <source>%1; the table is painted plain green</source>
        <translation>%1; de tafel wordt effen groen geverfd</translation>
    </message>
</context>
<context>
    <name>ExchangeWords</name>
    <message>
        <source>kept no trumps</source>
        <translation>hield geen troef</translation>
    </message>
    <message>
        <source>kept 1 trump</source>
        <translation>hield 1 troef</translation>
    </message>
    <message>
        <source>kept %1 trumps</source>
        <translation>hield %1 troeven</translation>
    </message>
    <message>
        <source>drew none</source>
        <translation>trok er geen</translation>
    </message>
    <message>
        <source>drew %1</source>
        <translation>trok er %1</translation>
    </message>
    <message>
        <source>robbed the pack (1 card)</source>
        <translation>plunderde de stapel (1 kaart)</translation>
    </message>
    <message>
        <source>robbed the pack (%1 cards)</source>
        <translation>plunderde de stapel (%1 kaarten)</translation>
    </message>
    <message>
        <source>given 1 by the dealer</source>
        <translation>kreeg 1 kaart van de deler</translation>
    </message>
    <message>
        <source>given %1 by the dealer</source>
        <translation>kreeg %1 kaarten van de deler</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ReplayView</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>StartRefused</name>
    <message>
        <source>The folder given with --data-dir, %1, cannot be used: %2.

What to do: give --data-dir a folder you can write to (it is made if need be), not a file.</source>
        <translation>De map die met --data-dir is opgegeven, %1, kan niet worden gebruikt: %2.

Wat te doen: geef --data-dir een map waarin je kunt schrijven (die wordt zo nodig gemaakt), geen bestand.</translation>
    </message>
    <message>
        <source>Your games and settings are kept in the folder %1, which cannot be used: %2.

What to do: if a file stands where that folder, or a folder above it, should be, move or rename that file; if the folder cannot be written, give yourself the right to write there. Or start the program with another folder for your games, for example:
cinch-qt --data-dir ~/card-games</source>
        <translation>Je spellen en instellingen worden bewaard in de map %1, die niet kan worden gebruikt: %2.

Wat te doen: staat er een bestand waar die map, of een map daarboven, hoort te staan, verplaats of hernoem dat bestand dan; kan er niet in de map worden geschreven, geef jezelf dan schrijfrechten. Of start het programma met een andere map voor je spellen, bijvoorbeeld:
cinch-qt --data-dir ~/card-games</translation>
    </message>
    <message>
        <source>%1 cannot start</source>
        <translation>%1 kan niet starten</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>usage: </source>
        <translation>gebruik: </translation>
    </message>
    <message>
        <source>Play %1 against computer opponents on a felt table, offline.  Every option is for every game unless it says which; the games are listed at the end.</source>
        <translation>Speel %1 tegen computertegenstanders op een speeltafel, offline.  Elke optie geldt voor elk spel, tenzij ze zegt voor welk; de spellen staan aan het eind.</translation>
    </message>
    <message>
        <source>options</source>
        <translation>opties</translation>
    </message>
    <message>
        <source>show this help (the games and their defaults) and exit</source>
        <translation>toon deze hulp (de spellen en hun standaardwaarden) en stop</translation>
    </message>
    <message>
        <source>seed for the shuffles</source>
        <translation>beginwaarde voor het schudden</translation>
    </message>
    <message>
        <source>animation speed (instant: no animation, no pauses); default: the saved setting, else normal</source>
        <translation>snelheid van de animaties (instant: geen animatie, geen pauzes); standaard: de opgeslagen instelling, anders normal</translation>
    </message>
    <message>
        <source>the hint bot plays your seat</source>
        <translation>de automatische speler (die van de tips) speelt voor u</translation>
    </message>
    <message>
        <source>quit when the game ends (exit 0, or 1 if anything raised)</source>
        <translation>stop wanneer het spel afloopt (afsluitcode 0, of 1 als er een fout optrad)</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>MAP</translation>
    </message>
    <message>
        <source>folder for saved games, settings and statistics</source>
        <translation>map voor opgeslagen spellen, instellingen en statistieken</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>BESTAND</translation>
    </message>
    <message>
        <source>write a PNG of the window when the program quits</source>
        <translation>sla een PNG-afbeelding van het venster op wanneer het programma stopt</translation>
    </message>
    <message>
        <source>number of players (each game&apos;s own are in its line below)</source>
        <translation>aantal spelers (die van elk spel staan in zijn regel hieronder)</translation>
    </message>
    <message>
        <source>the game each value plays: %1</source>
        <translation>het spel dat elke waarde speelt: %1</translation>
    </message>
    <message>
        <source>POINTS</source>
        <translation>PUNTEN</translation>
    </message>
    <message>
        <source>points that win the game</source>
        <translation>punten waarmee het spel gewonnen wordt</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>NIVEAU</translation>
    </message>
    <message>
        <source>the computer opponents&apos; level (%1 …); default: the game&apos;s saved setting, else normal</source>
        <translation>het niveau van de computertegenstanders (%1 …); standaard: de opgeslagen instelling van het spel, anders normal</translation>
    </message>
    <message>
        <source>window size, e.g. 1280x800</source>
        <translation>venstergrootte, bijvoorbeeld 1280x800</translation>
    </message>
    <message>
        <source>interface language for this run (default: the saved setting, else the system&apos;s)</source>
        <translation>taal van de interface voor deze keer (standaard: de opgeslagen instelling, anders die van het systeem)</translation>
    </message>
    <message>
        <source>print the time to the first painted table and quit</source>
        <translation>toon de tijd tot de eerste getekende tafel en stop</translation>
    </message>
    <message>
        <source>the game to play: %1 (default: the last one chosen; the first start asks)</source>
        <translation>het spel om te spelen: %1 (standaard: het laatst gekozen spel; bij de eerste start wordt het gevraagd)</translation>
    </message>
    <message>
        <source>games (--game NAME; the first start shows them with a picture of each table, and Game &gt; Choose game at any time):</source>
        <translation>spellen (--game NAAM; de eerste start toont ze met een afbeelding van elke tafel, en Spel &gt; Spel kiezen op elk moment):</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 players unless --players says (%2)</source>
        <translation>%1 spelers tenzij --players iets anders zegt (%2)</translation>
    </message>
    <message>
        <source>same as --%1 %2</source>
        <translation>hetzelfde als --%1 %2</translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>standaard: %1</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 voor %2</translation>
    </message>
    <message>
        <source>; not an option of %1: their line below says how they are played</source>
        <translation>; geen optie van %1: hun regel hieronder zegt hoe ze gespeeld worden</translation>
    </message>
    <message>
        <source>--%1 cannot be used with %2: that game is played to the end its rules set; --%1 is for %3</source>
        <translation>--%1 geldt niet voor %2: dat spel wordt gespeeld tot het einde dat de regels bepalen; --%1 is voor %3</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
</context>
<context>
    <name>SystemReason</name>
    <message>
        <source>file not found</source>
        <translation>bestand niet gevonden</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>toegang geweigerd</translation>
    </message>
    <message>
        <source>not a folder</source>
        <translation>geen map</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>is een map, geen bestand</translation>
    </message>
    <message>
        <source>no space left on the disk</source>
        <translation>geen ruimte meer op de schijf</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>de schijf is alleen-lezen</translation>
    </message>
    <message>
        <source>already exists</source>
        <translation>bestaat al</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>de naam is te lang</translation>
    </message>
    <message>
        <source>too many links</source>
        <translation>te veel koppelingen</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <translation>de schijf kon niet gelezen of beschreven worden</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, a socket or a device)</source>
        <translation>geen gewoon bestand (een pijp, een socket of een apparaat)</translation>
    </message>
    <message>
        <source>the compressed data is damaged</source>
        <translation>de gecomprimeerde gegevens zijn beschadigd</translation>
    </message>
    <message>
        <source>XML syntax error</source>
        <translation>XML-syntaxfout</translation>
    </message>
    <message>
        <source>the document is empty</source>
        <translation>het document is leeg</translation>
    </message>
    <message>
        <source>a tag is closed that was not opened</source>
        <translation>er wordt een tag gesloten die niet geopend was</translation>
    </message>
    <message>
        <source>the document ends in the middle of a tag</source>
        <translation>het document stopt midden in een tag</translation>
    </message>
    <message>
        <source>a character that XML does not allow</source>
        <translation>een teken dat XML niet toestaat</translation>
    </message>
    <message>
        <source>text after the end of the document</source>
        <translation>tekst na het einde van het document</translation>
    </message>
    <message>
        <source>an unknown entity</source>
        <translation>een onbekende entiteit</translation>
    </message>
    <message>
        <source>an unknown encoding</source>
        <translation>een onbekende codering</translation>
    </message>
    <message>
        <source>a character reference that XML does not allow</source>
        <translation>een tekenverwijzing die XML niet toestaat</translation>
    </message>
    <message>
        <source>the system refused</source>
        <translation>geweigerd door het systeem</translation>
    </message>
</context>
<context>
    <name>GameSettingsPage</name>
    <message>
        <source>Players:</source>
        <translation>Spelers:</translation>
    </message>
    <message>
        <source>How many play, you included (rule %1)</source>
        <translation>Hoeveel spelers, uzelf meegeteld (regel %1)</translation>
    </message>
</context>
</TS>
