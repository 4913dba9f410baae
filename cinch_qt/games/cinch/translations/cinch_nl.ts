<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
<context>
    <name>CinchStrip</name>
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
    <name>CinchSession</name>
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
        <source>There is no choice of cards to make now.</source>
        <translation>Er zijn nu geen kaarten te kiezen.</translation>
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
        <source>Game over</source>
        <translation>Spel afgelopen</translation>
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
    <name>CinchWindow</name>
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
    <message>
        <source>Bids: %1</source>
        <translation>Biedingen: %1</translation>
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
        <source>That card is not allowed: on a trump lead, play a trump if you have one; on a plain lead, follow suit or play a trump if you hold the suit led.</source>
        <translation>Die kaart mag niet: komt er troef uit, speel dan troef als u die hebt; komt er een andere kleur uit, beken dan kleur of speel troef als u die kleur hebt.</translation>
    </message>
    <message>
        <source>That bid is not allowed: it must be higher than the highest bid so far, from the minimum bid up to 14.</source>
        <translation>Dat bod mag niet: het moet hoger zijn dan het hoogste bod tot nu toe, van het minimumbod tot 14.</translation>
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
    <name>CinchReview</name>
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
    <name>CinchStatisticsPage</name>
    <message>
        <source>Games with an undo:</source>
        <translation>Spellen met ongedaan maken:</translation>
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
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>By opponents and rules:</source>
        <translation>Per tegenstanders en regels:</translation>
    </message>
</context>
<context>
    <name>CinchReplay</name>
    <message>
        <source>Go to the start of a hand</source>
        <translation>Naar het begin van een ronde</translation>
    </message>
    <message>
        <source>◀◀ Trick</source>
        <translation>◀◀ Slag</translation>
    </message>
    <message>
        <source>Trick ▶▶</source>
        <translation>Slag ▶▶</translation>
    </message>
    <message>
        <source>On the table: %1</source>
        <translation>Op tafel: %1</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>geen kaarten</translation>
    </message>
</context>
<context>
    <name>CinchHelp</name>
    <message>
        <source>Cinch rules</source>
        <translation>Cinch-regels</translation>
    </message>
    <message>
        <source>Rules of Cinch</source>
        <translation>Spelregels van Cinch</translation>
    </message>
</context>
<context>
    <name>CinchFiling</name>
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
        <source>%1, with undo</source>
        <translation>%1, met ongedaan maken</translation>
    </message>
    <message>
        <source>%1, given up</source>
        <translation>%1, opgegeven</translation>
    </message>
</context>
<context>
    <name>CinchTable</name>
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
    <name>CinchCards</name>
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
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>CinchRecord</name>
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
        <source>%1 cannot be read (%2)</source>
        <translation>%1 kan niet worden gelezen (%2)</translation>
    </message>
    <message>
        <source>%1 is not a Cinch game record (format %2, expected %3)</source>
        <translation>%1 is geen verslag van een Cinch-spel (formaat %2, verwacht %3)</translation>
    </message>
</context>
<context>
    <name>CinchSettingsPage</name>
    <message>
        <source>%1 (partner):</source>
        <translation>%1 (partner):</translation>
    </message>
    <message>
        <source>%1 (opponent):</source>
        <translation>%1 (tegenstander):</translation>
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
</context>
</TS>
