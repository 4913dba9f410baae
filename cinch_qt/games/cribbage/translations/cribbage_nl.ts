<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
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
    <name>CribbageWords</name>
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
</context>
<context>
    <name>CribPage</name>
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
        <source>Players</source>
        <translation>Spelers</translation>
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
        <source>%1 over %2 cribs</source>
        <translation>%1 over %2 cribs</translation>
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
    <message>
        <source>%1, starter %2</source>
        <translation>%1, startkaart %2</translation>
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
    <name>CribbageReplayWidget</name>
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
        <source>Scores</source>
        <translation>Scores</translation>
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
    <name>CribbageFiling</name>
    <message>
        <source>%1, double skunk</source>
        <translation>%1, dubbele skunk</translation>
    </message>
    <message>
        <source>%1, skunk</source>
        <translation>%1, skunk</translation>
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
        <source>Lost, given up</source>
        <translation>Verloren, opgegeven</translation>
    </message>
</context>
</TS>
