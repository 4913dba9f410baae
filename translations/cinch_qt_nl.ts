<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
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
        <source>%1 of %2</source>
        <translation>%2 %1</translation>
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
        <source>%1 cannot be read: it is too large or too deeply nested</source>
        <translation>%1 kan niet worden gelezen: te groot of te diep genest</translation>
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
</context>
<context>
    <name>GamesDB</name>
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
        <source>The statistics file %1 was damaged (%2). It has been kept as “%3”, and a new history starts.</source>
        <translation>Het statistiekbestand %1 was beschadigd (%2). Het is bewaard als ‘%3’, en er begint een nieuwe geschiedenis.</translation>
    </message>
    <message>
        <source>The statistics file %1 was written by a newer version of %2 (its format is version %3; this program knows up to version %4). It is left untouched.</source>
        <translation>Het statistiekbestand %1 is geschreven door een nieuwere versie van %2 (het formaat is versie %3; dit programma kent versies tot en met %4). Het blijft onaangeroerd.</translation>
    </message>
    <message>
        <source>not a regular file: a folder, a named pipe or a device</source>
        <translation>geen gewoon bestand: een map, een named pipe of een apparaat</translation>
    </message>
</context>
<context>
    <name>Help</name>
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
    <message>
        <source>This help page could not be read.</source>
        <translation>Deze helppagina kon niet worden gelezen.</translation>
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
    <name>ReplayDialog</name>
    <message>
        <source>Replay</source>
        <translation>Spel terugkijken</translation>
    </message>
</context>
<context>
    <name>ReplayWidget</name>
    <message>
        <source>Hand %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Ronde</translation>
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
        <source>%1 holds %2.</source>
        <translation>%1 heeft %2 in handen.</translation>
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
        <source>Animation speed:</source>
        <translation>Animatiesnelheid:</translation>
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
        <source>Reset statistics…</source>
        <translation>Statistieken op nul zetten…</translation>
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
        <source>Part of the statistics cannot be read (%1). What can be read is shown.</source>
        <translation>Een deel van de statistieken kan niet worden gelezen (%1). Wat wel te lezen is, wordt getoond.</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>De statistieken konden niet opnieuw worden begonnen: %1</translation>
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
        <source>Longest winning streak:</source>
        <translation>Langste reeks overwinningen:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Huidige reeks overwinningen:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Tegenstanders</translation>
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
        <source>%1 over %2 hands</source>
        <translation>%1 over %2 rondes</translation>
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
    <message>
        <source>%1 point</source>
        <translation>%1 punt</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 punten</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 wint het spel.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
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
        <source>Game over</source>
        <translation>Spel afgelopen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
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
    <message>
        <source>Rule %1 in Help ▸ %2</source>
        <translation>Regel %1 in Help ▸ %2</translation>
    </message>
    <message>
        <source>A hint is available on your turn.</source>
        <translation>Een tip kan alleen als u aan de beurt bent.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>S&amp;neltoetsen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
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
        <source>Hint: %1</source>
        <translation>Tip: %1</translation>
    </message>
    <message>
        <source>Game area</source>
        <translation>Speelgebied</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menu’s</translation>
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
        <source>&amp;Rules</source>
        <translation>&amp;Regels</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tip</translation>
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
    <message>
        <source>your choice</source>
        <translation>uw keuze</translation>
    </message>
    <message>
        <source>You played</source>
        <translation>U speelde</translation>
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
<context>
    <name>TableSession</name>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Even geduld: u bent niet aan de beurt.</translation>
    </message>
    <message>
        <source>The hand is over: go on to the next one first.</source>
        <translation>Deze ronde is voorbij: ga eerst verder naar de volgende.</translation>
    </message>
</context>
<context>
    <name>FrameFelt</name>
    <message>
        <source>Card table</source>
        <translation>Speeltafel</translation>
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
</context>
<context>
    <name>ActionStrip</name>
    <message>
        <source>What each of your choices in the hand was worth</source>
        <translation>Wat elk van uw keuzes in de ronde waard was</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N)</source>
        <translation>Een nieuw spel beginnen (Ctrl+N)</translation>
    </message>
    <message>
        <source>Review the game&apos;s hands</source>
        <translation>De handen van het spel bekijken</translation>
    </message>
</context>
</TS>
