<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>Autosave</name>
    <message>
        <source>The saved game could not be read (%1), and it could not be moved aside either (%2). A new game starts.</source>
        <translation>La partie enregistrée n’a pas pu être lue (%1), et elle n’a pas pu non plus être mise de côté (%2). Une nouvelle partie commence.</translation>
    </message>
    <message>
        <source>The saved game could not be read: %1. It has been kept as “%2” in %3, and a new game starts.</source>
        <translation>La partie enregistrée n’a pas pu être lue&#xa0;: %1. Elle a été conservée sous le nom «&#xa0;%2&#xa0;» dans %3, et une nouvelle partie commence.</translation>
    </message>
</context>
<context>
    <name>AutosaveSession</name>
    <message>
        <source>The game could not be saved to %1: %2. Play on; every move tries again.</source>
        <translation>La partie n’a pas pu être enregistrée dans %1&#xa0;: %2. Continuez à jouer&#xa0;; chaque coup fait une nouvelle tentative.</translation>
    </message>
    <message>
        <source>The finished game could not be added to the history (%1), and it could not be written to %2 either (%3). It is kept in memory and written there as soon as there is room; if the program is closed first, it is lost.</source>
        <translation>La partie terminée n’a pas pu être ajoutée à l’historique (%1), et elle n’a pas pu non plus être écrite dans %2 (%3). Elle est gardée en mémoire et y sera écrite dès qu’il y aura de la place&#xa0;; si le programme est fermé avant, elle est perdue.</translation>
    </message>
    <message>
        <source>The finished game could not be added to the history: %1. It is kept as “%2” in %3 and will be added when the history can be written again.</source>
        <translation>La partie terminée n’a pas pu être ajoutée à l’historique&#xa0;: %1. Elle est conservée sous le nom «&#xa0;%2&#xa0;» dans %3 et sera ajoutée dès que l’historique pourra de nouveau être écrit.</translation>
    </message>
    <message>
        <source>A kept finished game cannot be read: %1</source>
        <translation>Une partie terminée mise de côté ne peut pas être lue&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 finished games are still waiting to be added to the history: %2</source>
        <translation>%1 parties terminées attendent encore d’être ajoutées à l’historique&#xa0;: %2</translation>
    </message>
    <message>
        <source>The finished game that could not be written earlier is now kept as “%1” in %2 and will be added to the history at a later start.</source>
        <translation>La partie terminée qui n’avait pas pu être écrite est maintenant conservée sous le nom «&#xa0;%1&#xa0;» dans %2 et sera ajoutée à l’historique lors d’un prochain démarrage.</translation>
    </message>
    <message>
        <source>The saved games could not all be checked (%1); a new game starts, and every file is left where it is.</source>
        <translation>Les parties enregistrées n’ont pas toutes pu être vérifiées (%1)&#xa0;; une nouvelle partie commence, et chaque fichier reste où il est.</translation>
    </message>
    <message>
        <source>A kept finished game cannot be read: %1. It has been renamed “%2” in %3 and is not tried again.</source>
        <translation>Une partie terminée mise de côté ne peut pas être lue&#xa0;: %1. Elle a été renommée «&#xa0;%2&#xa0;» dans %3 et ne sera plus essayée.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>two</source>
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
    </message>
    <message>
        <source>the two of %1</source>
        <translation>le deux de %1</translation>
    </message>
    <message>
        <source>the three of %1</source>
        <translation>le trois de %1</translation>
    </message>
    <message>
        <source>the four of %1</source>
        <translation>le quatre de %1</translation>
    </message>
    <message>
        <source>the five of %1</source>
        <translation>le cinq de %1</translation>
    </message>
    <message>
        <source>the six of %1</source>
        <translation>le six de %1</translation>
    </message>
    <message>
        <source>the seven of %1</source>
        <translation>le sept de %1</translation>
    </message>
    <message>
        <source>the eight of %1</source>
        <translation>le huit de %1</translation>
    </message>
    <message>
        <source>the nine of %1</source>
        <translation>le neuf de %1</translation>
    </message>
    <message>
        <source>the ten of %1</source>
        <translation>le dix de %1</translation>
    </message>
    <message>
        <source>the jack of %1</source>
        <translation>le valet de %1</translation>
    </message>
    <message>
        <source>the queen of %1</source>
        <translation>la dame de %1</translation>
    </message>
    <message>
        <source>the king of %1</source>
        <translation>le roi de %1</translation>
    </message>
    <message>
        <source>the ace of %1</source>
        <translation>l’as de %1</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>J</source>
        <comment>short rank: jack</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Q</source>
        <comment>short rank: queen</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>K</source>
        <comment>short rank: king</comment>
        <translation>R</translation>
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
        <translation>%1&#xa0;: aucune police installée</translation>
    </message>
    <message>
        <source>No usable font was found, so all text in %1 shows as empty boxes. Install a font and start %1 again (on Debian or Ubuntu: sudo apt install fonts-dejavu-core).</source>
        <translation>Aucune police utilisable n’a été trouvée&#xa0;: tout le texte de %1 s’affiche en cases vides. Installez une police et relancez %1 (sur Debian ou Ubuntu&#xa0;: sudo apt install fonts-dejavu-core).</translation>
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
        <translation>Annoncez, choisissez l’atout et remportez les cartes qui comptent&#xa0;; le premier à 51&#xa0;points gagne (ou au but que vous avez fixé).</translation>
    </message>
    <message>
        <source>Pegging and counting hands on the classic board; first to 121 wins.</source>
        <translation>Marquez en jouant et en comptant vos mains sur la planche classique&#xa0;; le premier à 121 gagne.</translation>
    </message>
    <message>
        <source>Cribbage on the Crib Wars board with its special squares.</source>
        <translation>Le cribbage sur la planche Crib Wars et ses cases spéciales.</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Choisir un jeu</translation>
    </message>
    <message>
        <source>Which game would you like to play?</source>
        <translation>À quel jeu voulez-vous jouer&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>%1 is coming in a later version; for now you can play %2.</source>
        <translation>%1 arrive dans une prochaine version&#xa0;; en attendant, vous pouvez jouer au %2.</translation>
    </message>
    <message>
        <source>%1 or %2</source>
        <translation>%1 ou %2</translation>
    </message>
    <message>
        <source>For %1 players</source>
        <translation>Pour %1 joueurs</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>the file</source>
        <translation>le fichier</translation>
    </message>
    <message>
        <source>the game</source>
        <translation>la partie</translation>
    </message>
    <message>
        <source>the finished game</source>
        <translation>la partie terminée</translation>
    </message>
    <message>
        <source>%1 is too large to be a game record (%2 bytes)</source>
        <translation>%1&#xa0;: taille excessive pour un enregistrement de partie (%2 octets)</translation>
    </message>
    <message>
        <source>%1 is empty</source>
        <translation>%1&#xa0;: aucun contenu</translation>
    </message>
    <message>
        <source>%1 is not text: byte %2 cannot be read as UTF-8</source>
        <translation>%1 n’est pas du texte&#xa0;: l’octet %2 ne peut pas être lu en UTF-8</translation>
    </message>
    <message>
        <source>%1 is damaged or cut short: %2 at line %3, column %4</source>
        <translation>%1&#xa0;: contenu endommagé ou tronqué&#xa0;: %2 à la ligne %3, colonne %4</translation>
    </message>
    <message>
        <source>%1 is nested too deeply to be a game record</source>
        <translation>%1&#xa0;: imbrication trop profonde pour un enregistrement de partie</translation>
    </message>
    <message>
        <source>%1 holds a number with too many digits to be a game record</source>
        <translation>%1 contient un nombre de trop de chiffres pour être un enregistrement de partie</translation>
    </message>
    <message>
        <source>%1 is not a record of a game this program plays (format %2)</source>
        <translation>%1 n’est pas l’enregistrement d’un jeu auquel ce programme joue (format %2)</translation>
    </message>
    <message>
        <source>%1 cannot be read: it is too large or too deeply nested</source>
        <translation>impossible de lire %1&#xa0;: contenu trop volumineux ou trop profondément imbriqué</translation>
    </message>
    <message>
        <source>%1 cannot be read as a game of %2: %3</source>
        <translation>impossible de lire %1 comme une partie de %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: expected an object</source>
        <translation>%1 contient une erreur à %2&#xa0;: un objet était attendu</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: expected an object of seat letters</source>
        <translation>%1 contient une erreur à %2&#xa0;: un objet de lettres de place était attendu</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: expected a seat letter and a text</source>
        <translation>%1 contient une erreur à %2&#xa0;: une lettre de place et un texte étaient attendus</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: expected true or false</source>
        <translation>%1 contient une erreur à %2&#xa0;: true ou false était attendu</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a folder, a named pipe or a device)</source>
        <translation>%1 n’est pas un fichier ordinaire (un dossier, un tube nommé ou un périphérique)</translation>
    </message>
    <message>
        <source>%1 cannot be opened: %2</source>
        <translation>impossible d’ouvrir %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: expected a whole number</source>
        <translation>%1 contient une erreur à %2&#xa0;: un nombre entier était attendu</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: the number is too large</source>
        <translation>%1 contient une erreur à %2&#xa0;: le nombre est trop grand</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: not a number</source>
        <translation>%1 contient une erreur à %2&#xa0;: ce n’est pas un nombre</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: the record says %3, but its moves give %4</source>
        <translation>%1 contient une erreur à %2&#xa0;: l’enregistrement indique %3, mais ses coups donnent %4</translation>
    </message>
</context>
<context>
    <name>GamesDB</name>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1 v %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>Won %1–%2</source>
        <translation>Gagnée %1–%2</translation>
    </message>
    <message>
        <source>Lost %1–%2</source>
        <translation>Perdue %1–%2</translation>
    </message>
    <message>
        <source>Won %1 (%2)</source>
        <translation>Gagnée %1 (%2)</translation>
    </message>
    <message>
        <source>Lost %1 (%2)</source>
        <translation>Perdue %1 (%2)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>mixed (%1)</source>
        <translation>niveaux mixtes (%1)</translation>
    </message>
    <message>
        <source>The statistics file %1 cannot be used: %2.</source>
        <translation>Le fichier de statistiques %1 est inutilisable&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Only a finished game can be added to the history.</source>
        <translation>Seule une partie terminée peut être ajoutée à l’historique.</translation>
    </message>
    <message>
        <source>%1 games have rules or opponents that cannot be read and are left out of the table by opponents and rules</source>
        <translation>%1 parties ont des règles ou des adversaires illisibles et sont omises du tableau par adversaires et par règles</translation>
    </message>
    <message>
        <source>this game cannot be read (%1)</source>
        <translation>cette partie ne peut pas être lue (%1)</translation>
    </message>
    <message>
        <source>%1 games cannot be read and are left out</source>
        <translation>%1 parties sont illisibles et sont omises</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>The statistics file %1 was damaged (%2). It has been kept as “%3”, and a new history starts.</source>
        <translation>Le fichier de statistiques %1 était endommagé (%2). Il a été conservé sous le nom «&#xa0;%3&#xa0;», et un nouvel historique commence.</translation>
    </message>
    <message>
        <source>The statistics file %1 was written by a newer version of %2 (its format is version %3; this program knows up to version %4). It is left untouched.</source>
        <translation>Le fichier de statistiques %1 a été écrit par une version plus récente de %2 (son format est en version %3&#xa0;; ce programme connaît les versions jusqu’à %4). Il reste tel quel.</translation>
    </message>
    <message>
        <source>not a regular file: a folder, a named pipe or a device</source>
        <translation>ce n’est pas un fichier ordinaire&#xa0;: un dossier, un tube nommé ou un périphérique</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>Texte plus grand</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>Texte plus petit</translation>
    </message>
    <message>
        <source>Larger text in the Help window</source>
        <translation>Agrandir le texte de l’aide</translation>
    </message>
    <message>
        <source>Smaller text in the Help window</source>
        <translation>Réduire le texte de l’aide</translation>
    </message>
    <message>
        <source>Close the Help window</source>
        <translation>Fermer l’aide</translation>
    </message>
    <message>
        <source>No keyboard shortcuts are defined.</source>
        <translation>Aucun raccourci clavier n’est défini.</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>%1 — Help</source>
        <translation>%1 — Aide</translation>
    </message>
    <message>
        <source>This help page could not be read.</source>
        <translation>Cette page d’aide n’a pas pu être lue.</translation>
    </message>
</context>
<context>
    <name>HistoryDialog</name>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>No finished games yet. Games you finish appear here.</source>
        <translation>Aucune partie terminée pour l’instant. Les parties que vous terminez apparaissent ici.</translation>
    </message>
    <message>
        <source>Replay…</source>
        <translation>Revoir…</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Exporter…</translation>
    </message>
    <message>
        <source>Part of the history cannot be read (%1). The games that can be read are listed.</source>
        <translation>Une partie de l’historique ne peut pas être lue (%1). Les parties lisibles sont affichées.</translation>
    </message>
    <message>
        <source>%1 listed games cannot be read in full; they are greyed out.</source>
        <translation>%1 parties de la liste ne peuvent pas être lues en entier&#xa0;; elles sont grisées.</translation>
    </message>
    <message>
        <source>Replay — %1, %2</source>
        <translation>Revoir — %1, %2</translation>
    </message>
    <message>
        <source>Replay of this game is not available yet; Export… keeps its record.</source>
        <translation>Revoir cette partie n’est pas encore possible&#xa0;; Exporter… garde son enregistrement.</translation>
    </message>
    <message>
        <source>This game cannot be read: %1</source>
        <translation>Cette partie ne peut pas être lue&#xa0;: %1</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <source>Games shown</source>
        <translation>Jeux affichés</translation>
    </message>
    <message>
        <source>&amp;Show:</source>
        <translation>&amp;Afficher&#xa0;:</translation>
    </message>
</context>
<context>
    <name>HistoryModel</name>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Line-up</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
</context>
<context>
    <name>InstanceLock</name>
    <message>
        <source>the lock file cannot be written</source>
        <translation>le fichier de verrou ne peut pas être écrit</translation>
    </message>
    <message>
        <source>The game is already open in %1. Only one copy can use the saved game and statistics in %2 at a time; switch to that window, or close it and start again.</source>
        <translation>La partie est déjà ouverte dans %1. Une seule copie à la fois peut utiliser la partie enregistrée et les statistiques de %2&#xa0;; passez à cette fenêtre, ou fermez-la et relancez le programme.</translation>
    </message>
    <message>
        <source>another copy of %1</source>
        <translation>une autre copie de %1</translation>
    </message>
    <message>
        <source>another copy of %1 (process %2 on this computer)</source>
        <translation>une autre copie de %1 (processus %2 sur cet ordinateur)</translation>
    </message>
    <message>
        <source>another copy of %1 (process %2 on %3)</source>
        <translation>une autre copie de %1 (processus %2 sur %3)</translation>
    </message>
    <message>
        <source>%1 cannot write to its data folder %2: %3. Saved games, settings and statistics live there; make the folder writable (or free some space) and start again, or choose another folder with --data-dir.</source>
        <translation>Le programme %1 ne peut pas écrire dans son dossier de données %2&#xa0;: %3. Les parties enregistrées, les réglages et les statistiques s’y trouvent&#xa0;; rendez le dossier accessible en écriture (ou libérez de la place) et relancez le programme, ou choisissez un autre dossier avec --data-dir.</translation>
    </message>
</context>
<context>
    <name>PointsChart</name>
    <message>
        <source>Points per hand, last %1 games</source>
        <translation>Points par main, %1 dernières parties</translation>
    </message>
    <message>
        <source>No games yet</source>
        <translation>Aucune partie pour l’instant</translation>
    </message>
    <message>
        <source>average %1  (green won, red lost)</source>
        <translation>moyenne %1  (vert gagnée, rouge perdue)</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Replay</source>
        <translation>Revoir la partie</translation>
    </message>
</context>
<context>
    <name>ReplayWidget</name>
    <message>
        <source>Hand %1</source>
        <translation>Main %1</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>First frame</source>
        <translation>Première étape</translation>
    </message>
    <message>
        <source>Previous trick</source>
        <translation>Pli précédent</translation>
    </message>
    <message>
        <source>Previous card</source>
        <translation>Carte précédente</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Carte suivante</translation>
    </message>
    <message>
        <source>Next trick</source>
        <translation>Pli suivant</translation>
    </message>
    <message>
        <source>Last frame</source>
        <translation>Dernière étape</translation>
    </message>
    <message>
        <source>In a replay: %1</source>
        <translation>Pendant une partie revue&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>This game has no hands to show.</source>
        <translation>Cette partie n’a aucune main à montrer.</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score&#xa0;: %1</translation>
    </message>
    <message>
        <source>Replay table</source>
        <translation>Table de la partie revue</translation>
    </message>
    <message>
        <source>%1 holds %2.</source>
        <translation>%1 a en main %2.</translation>
    </message>
</context>
<context>
    <name>SeatLetters</name>
    <message>
        <source>S</source>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <translation>O</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>E</source>
        <translation>E</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Your name:</source>
        <translation>Votre nom&#xa0;:</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>First game:</source>
        <translation>Première partie&#xa0;:</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Taille des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Vitesse d’animation&#xa0;:</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Réglages</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>Explain each phase and every refused move</source>
        <translation>Expliquer chaque étape et chaque coup refusé</translation>
    </message>
    <message>
        <source>Large cards in your hand</source>
        <translation>Grandes cartes dans votre main</translation>
    </message>
    <message>
        <source>Levels, speed and name apply from the next hand; rule options from the next game; language, hints and card size at once.</source>
        <translation>Niveaux, vitesse et nom s’appliquent dès la main suivante&#xa0;; les options de règles dès la partie suivante&#xa0;; la langue, les conseils et la taille des cartes tout de suite.</translation>
    </message>
    <message>
        <source>Unfinished game:</source>
        <translation>Partie inachevée&#xa0;:</translation>
    </message>
    <message>
        <source>Ask before continuing it at start</source>
        <translation>Demander avant de la reprendre au démarrage</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <source>Only one card to play:</source>
        <translation>Une seule carte jouable :</translation>
    </message>
    <message>
        <source>Play it for me after a short pause</source>
        <translation>La jouer pour moi après une courte pause</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>%1 (%2%)</source>
        <translation>%1 (%2&#xa0;%)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Reset statistics…</source>
        <translation>Remettre les statistiques à zéro…</translation>
    </message>
    <message>
        <source>Games in which the autoplay bot played for you stay in the history but are not counted here.</source>
        <translation>Les parties où le joueur automatique a joué à votre place restent dans l’historique mais ne sont pas comptées ici.</translation>
    </message>
    <message>
        <source>Reset statistics</source>
        <translation>Remettre les statistiques à zéro</translation>
    </message>
    <message>
        <source>Part of the statistics cannot be read (%1). What can be read is shown.</source>
        <translation>Une partie des statistiques ne peut pas être lue (%1). Ce qui est lisible est affiché.</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Les statistiques n’ont pas pu être remises à zéro&#xa0;: %1</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Start the statistics of %1 again from zero? Your finished games stay in the history.</source>
        <translation>Remettre à zéro les statistiques de %1&#xa0;? Vos parties terminées restent dans l’historique.</translation>
    </message>
    <message>
        <source>&amp;Points per hand</source>
        <translation>&amp;Points par main</translation>
    </message>
    <message>
        <source>A&amp;ccuracy</source>
        <translation>Pré&amp;cision</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Graphiques</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Parties jouées&#xa0;:</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>Gagnées&#xa0;:</translation>
    </message>
    <message>
        <source>Lost:</source>
        <translation>Perdues&#xa0;:</translation>
    </message>
    <message>
        <source>Longest winning streak:</source>
        <translation>Plus longue série de victoires&#xa0;:</translation>
    </message>
    <message>
        <source>Current winning streak:</source>
        <translation>Série de victoires en cours&#xa0;:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Jouées</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>%1 over %2 hands</source>
        <translation>%1 sur %2 mains</translation>
    </message>
</context>
<context>
    <name>StorageUi</name>
    <message>
        <source>This game cannot be replayed.</source>
        <translation>Cette partie ne peut pas être rejouée.</translation>
    </message>
    <message>
        <source>%1 game records (*.json);;All files (*)</source>
        <translation>Parties de %1 (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>“%1” could not be added to the history: %2</source>
        <translation>La partie «&#xa0;%1&#xa0;» n’a pas pu être ajoutée à l’historique&#xa0;: %2</translation>
    </message>
    <message>
        <source>“%1” is already in your history (Game → History…).</source>
        <translation>La partie «&#xa0;%1&#xa0;» est déjà dans votre historique (Partie → Historique…).</translation>
    </message>
    <message>
        <source>“%1” is a finished game: it is now in your history, where Game → History… lists it.</source>
        <translation>«&#xa0;%1&#xa0;» est une partie terminée&#xa0;: elle est maintenant dans votre historique, où Partie → Historique… l’affiche.</translation>
    </message>
    <message>
        <source>Continue this game?</source>
        <translation>Reprendre cette partie&#xa0;?</translation>
    </message>
    <message>
        <source>“%1” is an unfinished game: %2. Continue it? The game you are playing now is kept, to be imported later.</source>
        <translation>«&#xa0;%1&#xa0;» est une partie inachevée&#xa0;: %2. La reprendre&#xa0;? La partie que vous jouez maintenant est conservée, pour être importée plus tard.</translation>
    </message>
    <message>
        <source>The game you are playing could not be kept aside (%1), so the imported game is not continued.</source>
        <translation>La partie en cours n’a pas pu être mise de côté (%1)&#xa0;; la partie importée n’est donc pas reprise.</translation>
    </message>
    <message>
        <source>The imported game cannot be continued: %1</source>
        <translation>La partie importée ne peut pas être reprise&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game you were playing is kept as “%1” in %2; Import game… continues it.</source>
        <translation>La partie que vous jouiez est conservée sous «&#xa0;%1&#xa0;» dans %2&#xa0;; Importer une partie… permet de la reprendre.</translation>
    </message>
    <message>
        <source>St&amp;atistics…</source>
        <translation>&amp;Statistiques…</translation>
    </message>
    <message>
        <source>Histor&amp;y…</source>
        <translation>&amp;Historique…</translation>
    </message>
    <message>
        <source>&amp;Export game…</source>
        <translation>&amp;Exporter la partie…</translation>
    </message>
    <message>
        <source>&amp;Import game…</source>
        <translation>&amp;Importer une partie…</translation>
    </message>
    <message>
        <source>Continue your unfinished game?</source>
        <translation>Reprendre votre partie inachevée&#xa0;?</translation>
    </message>
    <message>
        <source>The unfinished game could not be kept aside: %1.</source>
        <translation>La partie inachevée n’a pas pu être mise de côté&#xa0;: %1.</translation>
    </message>
    <message>
        <source>A new game starts. The unfinished one is kept as “%1” in %2; Import game… continues it or replays it.</source>
        <translation>Une nouvelle partie commence. La partie inachevée est conservée sous «&#xa0;%1&#xa0;» dans %2&#xa0;; Importer une partie… permet de la reprendre ou de la revoir.</translation>
    </message>
    <message>
        <source>This game cannot be exported: %1</source>
        <translation>Cette partie ne peut pas être exportée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The game could not be written to %1: %2</source>
        <translation>La partie n’a pas pu être écrite dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>This file cannot be replayed. %1.</source>
        <translation>Ce fichier ne peut pas être rejoué. %1.</translation>
    </message>
    <message>
        <source>Replay — %1</source>
        <translation>Revoir — %1</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Exporter la partie</translation>
    </message>
    <message>
        <source>Import game</source>
        <translation>Importer une partie</translation>
    </message>
    <message>
        <source>“%1” was not a regular file (a folder, a named pipe or a device) and has been renamed “%2”; the game goes on without it.</source>
        <translation>«&#xa0;%1&#xa0;» n’était pas un fichier ordinaire (un dossier, un tube nommé ou un périphérique) et a été renommé «&#xa0;%2&#xa0;»&#xa0;; le jeu continue sans lui.</translation>
    </message>
    <message>
        <source>You left a game unfinished: %1. Continue it?</source>
        <translation>Vous avez laissé une partie inachevée&#xa0;: %1. La reprendre&#xa0;?</translation>
    </message>
    <message>
        <source>%1 cannot save</source>
        <translation>%1&#xa0;: enregistrement impossible</translation>
    </message>
    <message>
        <source>%1 is already open</source>
        <translation>%1&#xa0;: déjà ouvert</translation>
    </message>
    <message>
        <source>“%1” was far too large to be one of the program&apos;s files and has been renamed “%2”; the game goes on without it.</source>
        <translation>«&#xa0;%1&#xa0;» était bien trop grand pour être un fichier du programme&#xa0;; il a été renommé «&#xa0;%2&#xa0;» et la partie continue sans lui.</translation>
    </message>
    <message>
        <source>“%1” could not be read (no setting in it could be understood) and has been renamed “%2”; the default settings are used.</source>
        <translation>«&#xa0;%1&#xa0;» n’a pas pu être lu (aucun réglage n’y était compréhensible)&#xa0;; il a été renommé «&#xa0;%2&#xa0;» et les réglages par défaut sont utilisés.</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>South</source>
        <translation>Sud</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Ouest</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Nord</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Est</translation>
    </message>
    <message>
        <source>North–South</source>
        <translation>Nord–Sud</translation>
    </message>
    <message>
        <source>East–West</source>
        <translation>Est–Ouest</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
</context>
<context>
    <name>ThemeDialog</name>
    <message>
        <source>&amp;Cards</source>
        <translation>&amp;Cartes</translation>
    </message>
    <message>
        <source>&amp;Backs</source>
        <translation>&amp;Dos</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tapis</translation>
    </message>
    <message>
        <source>Card Themes</source>
        <translation>Thèmes de cartes</translation>
    </message>
    <message>
        <source>Open themes folder</source>
        <translation>Ouvrir le dossier des thèmes</translation>
    </message>
    <message>
        <source>Import theme…</source>
        <translation>Importer un thème…</translation>
    </message>
    <message>
        <source>Cannot create the themes folder {0}: {1}</source>
        <translation>Impossible de créer le dossier des thèmes {0}&#xa0;: {1}</translation>
    </message>
    <message>
        <source>Import theme</source>
        <translation>Importer un thème</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>Importation…</translation>
    </message>
    <message>
        <source>Could not import the theme: {0}</source>
        <translation>Le thème n’a pas pu être importé&#xa0;: {0}</translation>
    </message>
    <message>
        <source>Imported “{0}”.</source>
        <translation>Thème «&#xa0;{0}&#xa0;» importé.</translation>
    </message>
    <message>
        <source>A card deck from a file (.zip, .svg, .svgz: a KDE or Aisleriot deck, or this program&apos;s own format) or a folder; you may also drop one on this window</source>
        <translation>Un jeu de cartes depuis un fichier (.zip, .svg, .svgz&#xa0;: un jeu de KDE ou d’Aisleriot, ou le format de ce programme) ou un dossier&#xa0;; vous pouvez aussi le déposer sur cette fenêtre</translation>
    </message>
    <message>
        <source>From a &amp;file…</source>
        <translation>Depuis un &amp;fichier…</translation>
    </message>
    <message>
        <source>From a f&amp;older…</source>
        <translation>Depuis un &amp;dossier…</translation>
    </message>
    <message>
        <source>Import a theme folder</source>
        <translation>Importer un dossier de thème</translation>
    </message>
    <message>
        <source>Card decks (*.zip *.svg *.svgz index.desktop)</source>
        <translation>Jeux de cartes (*.zip *.svg *.svgz index.desktop)</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>expert</source>
        <translation>expert</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>instant</source>
        <translation>instantané</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>rapide</translation>
    </message>
    <message>
        <source>slow</source>
        <translation>lent</translation>
    </message>
    <message>
        <source>autoplay</source>
        <translation>automatique</translation>
    </message>
    <message>
        <source>%1 point</source>
        <translation>%1 point</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 gagne la partie.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
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
        <translation>%1, main %2, score %3</translation>
    </message>
</context>
<context>
    <name>TableWindow</name>
    <message>
        <source>Your autoplay bot is thinking…</source>
        <translation>Votre joueur automatique réfléchit…</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>Not allowed: %1</source>
        <translation>Interdit : %1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Réglages…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>Your actions</source>
        <translation>Vos actions</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Choose game…</source>
        <translation>&amp;Choisir un jeu…</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Demo</source>
        <translation>&amp;Démo</translation>
    </message>
    <message>
        <source>Demo: the computer plays your seat. Press a key or click to take over.</source>
        <translation>Démo : l’ordinateur joue à votre place. Appuyez sur une touche ou cliquez pour reprendre la main.</translation>
    </message>
    <message>
        <source>You have taken over: the game is yours again.</source>
        <translation>Vous avez repris la main : la partie est de nouveau à vous.</translation>
    </message>
    <message>
        <source>Nothing to redo: Redo brings back what Undo took back, until you or another player act.</source>
        <translation>Rien à rétablir : Rétablir ramène ce qu’Annuler a repris, tant que ni vous ni un autre joueur n’avez joué.</translation>
    </message>
    <message>
        <source>Redone: the table is back as it was before Undo.</source>
        <translation>Rétabli : la table est revenue comme avant l’annulation.</translation>
    </message>
    <message>
        <source>No hand has been played yet: the review opens once a hand is over.</source>
        <translation>Aucune main n’a encore été jouée&#xa0;: l’analyse s’ouvre une fois une main terminée.</translation>
    </message>
    <message>
        <source>Messages</source>
        <translation>Messages</translation>
    </message>
    <message>
        <source>Give up the game in progress and start a new one? It will count as a loss.</source>
        <translation>Abandonner la partie en cours et en commencer une nouvelle&#xa0;? Elle comptera comme une défaite.</translation>
    </message>
    <message>
        <source>Computer player error: %1</source>
        <translation>Erreur d’un joueur virtuel&#xa0;: %1</translation>
    </message>
    <message>
        <source>Rule %1 in Help ▸ %2</source>
        <translation>Règle %1 dans Aide ▸ %2</translation>
    </message>
    <message>
        <source>A hint is available on your turn.</source>
        <translation>Un conseil est possible quand c’est à vous de jouer.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>A&amp;ffichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>First-game hint</source>
        <translation>Conseil de première partie</translation>
    </message>
    <message>
        <source>Table announcements</source>
        <translation>Annonces de la table</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Conseil : %1</translation>
    </message>
    <message>
        <source>Game area</source>
        <translation>Zone de jeu</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menus</translation>
    </message>
</context>
<context>
    <name>FrameWindow</name>
    <message>
        <source>Your turn: click a highlighted card, drag it, or choose it with the arrow keys and Enter.</source>
        <translation>À vous : cliquez sur une carte en surbrillance, faites-la glisser, ou choisissez-la avec les flèches et Entrée.</translation>
    </message>
    <message>
        <source>Your opponent</source>
        <translation>Votre adversaire</translation>
    </message>
    <message>
        <source>%1 Ctrl+N deals a new game.</source>
        <translation>%1 Ctrl+N distribue une nouvelle partie.</translation>
    </message>
    <message>
        <source>Nothing to undo: Undo takes back your last move while the game allows it.</source>
        <translation>Rien à annuler : Annuler reprend votre dernier coup tant que le jeu le permet.</translation>
    </message>
    <message>
        <source>Your last move was taken back.</source>
        <translation>Votre dernier coup a été repris.</translation>
    </message>
    <message>
        <source>Saved. The new settings apply from the next game.</source>
        <translation>Enregistré. Les nouveaux réglages s’appliquent à partir de la prochaine partie.</translation>
    </message>
    <message>
        <source>Left, Right</source>
        <translation>Gauche, Droite</translation>
    </message>
    <message>
        <source>move among the cards you may play</source>
        <translation>passer d’une carte jouable à l’autre</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>play the card with the focus</source>
        <translation>jouer la carte sélectionnée</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation>Joueurs ordinateur :</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Première étape</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Au début</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Étape précédente</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>À la fin</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Dernière étape</translation>
    </message>
    <message>
        <source>The whole game is one hand</source>
        <translation>La partie entière est une seule donne</translation>
    </message>
</context>
<context>
    <name>Accuracy</name>
    <message>
        <source>not a file of accuracy figures</source>
        <translation>ce n’est pas un fichier de chiffres de précision</translation>
    </message>
    <message>
        <source>The accuracy figures in %1 cannot be read (%2), nor moved aside (%3); they are worked out again.</source>
        <translation>Les chiffres de précision de %1 sont illisibles (%2) et n’ont pas pu être mis de côté (%3) ; ils sont recalculés.</translation>
    </message>
    <message>
        <source>The accuracy figures in %1 could not be read (%2). The file has been kept as “%3”, and the figures are worked out again.</source>
        <translation>Les chiffres de précision de %1 n’ont pas pu être lus (%2). Le fichier est conservé sous le nom « %3 », et les chiffres sont recalculés.</translation>
    </message>
    <message>
        <source>not a regular file: a folder, a named pipe or a device</source>
        <translation>ce n’est pas un fichier ordinaire&#xa0;: un dossier, un tube nommé ou un périphérique</translation>
    </message>
    <message>
        <source>too large to be a file of accuracy figures</source>
        <translation>trop grand pour être un fichier de chiffres de précision</translation>
    </message>
    <message>
        <source>nested too deeply</source>
        <translation>imbriqué trop profondément</translation>
    </message>
</context>
<context>
    <name>AccuracyChart</name>
    <message>
        <source>Accuracy chart</source>
        <translation>Graphique de précision</translation>
    </message>
    <message>
        <source>No games worked out yet</source>
        <translation>Aucune partie calculée pour l’instant</translation>
    </message>
    <message>
        <source>%1: %2 points per hand</source>
        <translation>%1 : %2 points par main</translation>
    </message>
    <message>
        <source>Expected points given away per hand, game by game</source>
        <translation>Points espérés laissés filer par main, partie par partie</translation>
    </message>
    <message>
        <source>%1 (mean %2)</source>
        <translation>%1 (moyenne %2)</translation>
    </message>
    <message>
        <source>%1 games could not be reviewed and are left out</source>
        <translation>%1 parties n’ont pas pu être revues et sont laissées de côté</translation>
    </message>
    <message>
        <source>the accuracy figures could not be saved (%1)</source>
        <translation>les chiffres de précision n’ont pas pu être enregistrés (%1)</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Expected points you gave away per hand — last game: %1. Mean of the last %2 games: %3. Lower is better; 0 is the Expert&apos;s choice every time.</source>
        <translation>Points espérés que vous avez laissé filer par main — dernière partie : %1. Moyenne des %2 dernières parties : %3. Plus bas est meilleur ; 0, c’est le choix de l’Expert à chaque fois.</translation>
    </message>
    <message>
        <source>Expected points you gave away per hand, worked out from the review of every hand of your finished games: none yet.</source>
        <translation>Points espérés que vous avez laissé filer par main, calculés par la revue de chaque main de vos parties terminées : aucun pour l’instant.</translation>
    </message>
    <message>
        <source>Working out %1 older games…</source>
        <translation>Calcul de %1 parties plus anciennes…</translation>
    </message>
</context>
<context>
    <name>HandReview</name>
    <message>
        <source>Hand review</source>
        <translation>Revue de la main</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Main&#xa0;:</translation>
    </message>
    <message>
        <source>Hand to review</source>
        <translation>Main à revoir</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Main %1</translation>
    </message>
    <message>
        <source>No hand has been played yet.</source>
        <translation>Aucune main n’a encore été jouée.</translation>
    </message>
    <message>
        <source>This hand could not be reviewed: %1</source>
        <translation>Cette main n’a pas pu être revue&#xa0;: %1</translation>
    </message>
    <message>
        <source>Working it out…</source>
        <translation>Calcul en cours…</translation>
    </message>
    <message>
        <source>Review hand</source>
        <translation>Revoir la main</translation>
    </message>
    <message>
        <source>What each of your choices in this hand was worth (R)</source>
        <translation>Ce que valait chacun de vos choix dans cette main (R)</translation>
    </message>
    <message>
        <source>Hand &amp;review</source>
        <translation>&amp;Revoir la main</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>votre choix</translation>
    </message>
    <message>
        <source>You played</source>
        <translation>Vous avez joué</translation>
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
        <translation>%1 et %2</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Drive</source>
        <translation>Disque</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>%1 File</source>
        <translation>Fichier %1</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Dossier</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Raccourci</translation>
    </message>
    <message>
        <source>Alias</source>
        <translation>Alias</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Inconnu</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>ThemeError</name>
    <message>
        <source>%1: not a readable SVG document (file %2)</source>
        <translation>%1&#xa0;: pas un document SVG lisible (fichier %2)</translation>
    </message>
    <message>
        <source>%1: not a readable SVG document</source>
        <translation>%1&#xa0;: pas un document SVG lisible</translation>
    </message>
    <message>
        <source>%1: SVG nested too deeply</source>
        <translation>%1&#xa0;: SVG imbriqué trop profondément</translation>
    </message>
    <message>
        <source>%1: 1 card missing (%2)</source>
        <translation>%1&#xa0;: il manque 1 carte (%2)</translation>
    </message>
    <message>
        <source>%1: %2 cards missing (%3 and %4 more)</source>
        <translation>%1&#xa0;: il manque %2 cartes (%3 et %4 autres)</translation>
    </message>
    <message>
        <source>%1: %2 cards missing (%3)</source>
        <translation>%1&#xa0;: il manque %2 cartes (%3)</translation>
    </message>
    <message>
        <source>%1: card %2 has no size</source>
        <translation>%1&#xa0;: la carte %2 n’a pas de taille</translation>
    </message>
    <message>
        <source>%1: card proportions %2 (width/height) are outside %3–%4</source>
        <translation>%1&#xa0;: les proportions des cartes, %2 (largeur/hauteur), sortent de %3–%4</translation>
    </message>
    <message>
        <source>%1: &apos;name&apos; must be text</source>
        <translation>%1&#xa0;: «&#xa0;name&#xa0;» doit être du texte</translation>
    </message>
    <message>
        <source>%1: &apos;kind&apos; must be &quot;deck&quot;, not %2</source>
        <translation>%1&#xa0;: «&#xa0;kind&#xa0;» doit valoir &quot;deck&quot;, pas %2</translation>
    </message>
    <message>
        <source>%1: &apos;layout&apos; must be one of %2, not %3</source>
        <translation>%1&#xa0;: «&#xa0;layout&#xa0;» doit valoir %2, pas %3</translation>
    </message>
    <message>
        <source>%1: &apos;aspect&apos; must be a number (card width / height)</source>
        <translation>%1&#xa0;: «&#xa0;aspect&#xa0;» doit être un nombre (largeur / hauteur de la carte)</translation>
    </message>
    <message>
        <source>%1: card files together exceed %2 MB</source>
        <translation>%1&#xa0;: les fichiers des cartes dépassent ensemble %2 Mo</translation>
    </message>
    <message>
        <source>%1: no element with id &quot;back&quot;</source>
        <translation>%1&#xa0;: aucun élément d’identifiant &quot;back&quot;</translation>
    </message>
    <message>
        <source>%1: drawn by the deck, not loaded on its own</source>
        <translation>%1&#xa0;: dessiné par le jeu, pas chargé seul</translation>
    </message>
    <message>
        <source>%1: unknown theme layout %2</source>
        <translation>%1&#xa0;: disposition de thème inconnue %2</translation>
    </message>
    <message>
        <source>unknown theme kind %1 (expected one of %2)</source>
        <translation>sorte de thème inconnue %1 (attendu&#xa0;: %2)</translation>
    </message>
    <message>
        <source>zip member %1 has an absolute path</source>
        <translation>l’élément %1 du zip a un chemin absolu</translation>
    </message>
    <message>
        <source>zip member %1 points outside its folder</source>
        <translation>l’élément %1 du zip pointe hors de son dossier</translation>
    </message>
    <message>
        <source>zip member %1 is a link</source>
        <translation>l’élément %1 du zip est un lien</translation>
    </message>
    <message>
        <source>zip member %1 is encrypted</source>
        <translation>l’élément %1 du zip est chiffré</translation>
    </message>
    <message>
        <source>%1: %2 files is more than the %3 a theme may hold</source>
        <translation>%1&#xa0;: %2 fichiers, c’est plus que les %3 qu’un thème peut contenir</translation>
    </message>
    <message>
        <source>%1: cannot be read (%2)</source>
        <translation>%1&#xa0;: illisible (%2)</translation>
    </message>
    <message>
        <source>%1: %2 is a link</source>
        <translation>%1&#xa0;: %2 est un lien</translation>
    </message>
    <message>
        <source>%1: larger than the %2 MB limit for an SVG file</source>
        <translation>%1&#xa0;: dépasse la limite de %2 Mo pour un fichier SVG</translation>
    </message>
    <message>
        <source>%1: larger than the %2 KB limit</source>
        <translation>%1&#xa0;: dépasse la limite de %2 Ko</translation>
    </message>
    <message>
        <source>%1: expands to more than %2 MB (zip bomb?)</source>
        <translation>%1&#xa0;: occupe plus de %2 Mo une fois décompressé (bombe zip&#xa0;?)</translation>
    </message>
    <message>
        <source>%1: is empty (no file to import)</source>
        <translation>%1&#xa0;: est vide (aucun fichier à importer)</translation>
    </message>
    <message>
        <source>%1: unexpected sub-folder in %2 (a theme is one flat folder)</source>
        <translation>%1&#xa0;: sous-dossier inattendu dans %2 (un thème tient dans un seul dossier)</translation>
    </message>
    <message>
        <source>%1: holds %2 more than once</source>
        <translation>%1&#xa0;: contient %2 plus d’une fois</translation>
    </message>
    <message>
        <source>%1: index.desktop names no SVG deck (a KDE deck of pictures only cannot be drawn here)</source>
        <translation>%1&#xa0;: index.desktop ne désigne aucun jeu SVG (un jeu KDE fait seulement d’images ne peut pas être dessiné ici)</translation>
    </message>
    <message>
        <source>%1: index.desktop names %2, which is not there</source>
        <translation>%1&#xa0;: index.desktop désigne %2, qui est absent</translation>
    </message>
    <message>
        <source>%1: no card deck found: expected cards.svg, one SVG file per card (such as %2.svg), a KDE deck (index.desktop with its SVG) or one deck .svg/.svgz</source>
        <translation>%1&#xa0;: aucun jeu de cartes trouvé&#xa0;: il faut un cards.svg, un fichier SVG par carte (comme %2.svg), un jeu KDE (index.desktop avec son SVG) ou un jeu en un seul .svg/.svgz</translation>
    </message>
    <message>
        <source>%1: expands beyond the size limit (zip bomb?)</source>
        <translation>%1&#xa0;: dépasse la limite de taille une fois décompressé (bombe zip&#xa0;?)</translation>
    </message>
    <message>
        <source>%1: no cards named as KDE names them (%2, %3 …) or as Aisleriot does (%4, %5 …)</source>
        <translation>%1&#xa0;: aucune carte nommée comme KDE les nomme (%2, %3 …) ou comme Aisleriot (%4, %5 …)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: larger than the %2 MB limit for a theme zip</source>
        <translation>%1&#xa0;: dépasse la limite de %2 Mo pour un zip de thème</translation>
    </message>
    <message>
        <source>%1: not a zip file (or a damaged one)</source>
        <translation>%1&#xa0;: pas un fichier zip (ou un fichier abîmé)</translation>
    </message>
    <message>
        <source>%1: not a card deck (expected a .zip, a .svg or .svgz file, or a folder)</source>
        <translation>%1&#xa0;: pas un jeu de cartes (attendu&#xa0;: un fichier .zip, .svg ou .svgz, ou un dossier)</translation>
    </message>
    <message>
        <source>cannot create the themes folder %1: %2</source>
        <translation>impossible de créer le dossier des thèmes %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: cannot be unpacked (%2)</source>
        <translation>%1&#xa0;: ne peut pas être décompressé (%2)</translation>
    </message>
    <message>
        <source>built-in card art not found (looked in: %1)</source>
        <translation>les cartes fournies avec le programme sont introuvables (cherchées dans&#xa0;: %1)</translation>
    </message>
    <message>
        <source>%1: file not found</source>
        <translation>%1&#xa0;: fichier introuvable</translation>
    </message>
    <message>
        <source>%1: file is larger than the %2 limit</source>
        <translation>%1&#xa0;: le fichier dépasse la limite de %2</translation>
    </message>
    <message>
        <source>%1: expands beyond the %2 limit (compressed SVG too large or a zip bomb)</source>
        <translation>%1&#xa0;: dépasse %2 une fois décompressé (SVG compressé trop grand ou bombe zip)</translation>
    </message>
    <message>
        <source>%1: compressed data is truncated</source>
        <translation>%1&#xa0;: les données compressées sont tronquées</translation>
    </message>
    <message>
        <source>%1: not valid gzip data (%2)</source>
        <translation>%1&#xa0;: données gzip non valides (%2)</translation>
    </message>
    <message>
        <source>%1: not an SVG file (does not start with &apos;&lt;&apos;)</source>
        <translation>%1&#xa0;: pas un fichier SVG (ne commence pas par «&#xa0;&lt;&#xa0;»)</translation>
    </message>
    <message>
        <source>%1: declares XML entities, which card art never needs (refused as a possible entity-expansion bomb)</source>
        <translation>%1&#xa0;: déclare des entités XML, dont des cartes n’ont jamais besoin (refusé comme possible bombe d’expansion d’entités)</translation>
    </message>
    <message>
        <source>%1: not an SVG file (no &lt;svg&gt; element)</source>
        <translation>%1&#xa0;: pas un fichier SVG (aucun élément &lt;svg&gt;)</translation>
    </message>
    <message>
        <source>%1: .svgz file is not gzip-compressed</source>
        <translation>%1&#xa0;: le fichier .svgz n’est pas compressé avec gzip</translation>
    </message>
    <message>
        <source>%1: not UTF-8 text</source>
        <translation>%1&#xa0;: pas du texte UTF-8</translation>
    </message>
    <message>
        <source>%1: not valid TOML (%2)</source>
        <translation>%1&#xa0;: TOML non valide (%2)</translation>
    </message>
    <message>
        <source>%1: holds a number with too many digits</source>
        <translation>%1&#xa0;: contient un nombre de trop de chiffres</translation>
    </message>
    <message>
        <source>%1: nested too deeply</source>
        <translation>%1&#xa0;: imbriqué trop profondément</translation>
    </message>
    <message>
        <source>%1: elements nested more than %2 deep</source>
        <translation>%1&#xa0;: éléments imbriqués sur plus de %2 niveaux</translation>
    </message>
    <message>
        <source>%1: not a readable SVG document (the XML is not well-formed: %2, line %3)</source>
        <translation>%1&#xa0;: pas un document SVG lisible (le XML est mal formé&#xa0;: %2, ligne %3)</translation>
    </message>
    <message>
        <source>%1: not a readable SVG document (%2)</source>
        <translation>%1&#xa0;: pas un document SVG lisible (%2)</translation>
    </message>
    <message>
        <source>%1: refers to %2 outside the theme&apos;s own SVG; a theme may only use what its file contains (&quot;#id&quot; links and data: pictures)</source>
        <translation>%1&#xa0;: renvoie à %2, hors du SVG du thème&#xa0;; un thème ne peut utiliser que ce que contient son fichier (liens &quot;#id&quot; et images data:)</translation>
    </message>
    <message>
        <source>%1: &lt;use&gt; elements are chained more than %2 deep</source>
        <translation>%1&#xa0;: des éléments &lt;use&gt; s’enchaînent sur plus de %2 niveaux</translation>
    </message>
    <message>
        <source>%1: a &lt;use&gt; element refers to itself (a loop)</source>
        <translation>%1&#xa0;: un élément &lt;use&gt; renvoie à lui-même (une boucle)</translation>
    </message>
    <message>
        <source>%1: draws more than %2 shapes once its &lt;use&gt; links are expanded (refused: it would take too long to draw)</source>
        <translation>%1&#xa0;: dessine plus de %2 formes une fois ses liens &lt;use&gt; développés (refusé&#xa0;: le dessin prendrait trop de temps)</translation>
    </message>
    <message>
        <source>%1: the picture draws more than %2 shapes once its &lt;use&gt; links are expanded (refused: it would take too long to draw)</source>
        <translation>%1&#xa0;: l’image dessine plus de %2 formes une fois ses liens &lt;use&gt; développés (refusé&#xa0;: le dessin prendrait trop de temps)</translation>
    </message>
    <message>
        <source>%1: card %2 draws more than %3 shapes once its &lt;use&gt; links are expanded (refused: it would take too long to draw)</source>
        <translation>%1&#xa0;: la carte %2 dessine plus de %3 formes une fois ses liens &lt;use&gt; développés (refusé&#xa0;: le dessin prendrait trop de temps)</translation>
    </message>
    <message>
        <source>%1: preview failed (%2)</source>
        <translation>%1&#xa0;: l’aperçu a échoué (%2)</translation>
    </message>
    <message>
        <source>%1: could not be drawn</source>
        <translation>%1&#xa0;: n’a pas pu être dessiné</translation>
    </message>
    <message>
        <source>no card deck called %1 is available</source>
        <translation>aucun jeu de cartes nommé %1 n’est disponible</translation>
    </message>
    <message>
        <source>no card back called %1 is available</source>
        <translation>aucun dos de cartes nommé %1 n’est disponible</translation>
    </message>
    <message>
        <source>no table felt called %1 is available</source>
        <translation>aucun tapis de table nommé %1 n’est disponible</translation>
    </message>
    <message>
        <source>no card deck called %1 is available: %2</source>
        <translation>aucun jeu de cartes nommé %1 n’est disponible&#xa0;: %2</translation>
    </message>
    <message>
        <source>no card back called %1 is available: %2</source>
        <translation>aucun dos de cartes nommé %1 n’est disponible&#xa0;: %2</translation>
    </message>
    <message>
        <source>no table felt called %1 is available: %2</source>
        <translation>aucun tapis de table nommé %1 n’est disponible&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Built-in</source>
        <translation>Fournis avec le programme</translation>
    </message>
    <message>
        <source>Installed on this machine</source>
        <translation>Installés sur cet ordinateur</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Les vôtres</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Four Colour</source>
        <translation>Quatre couleurs</translation>
    </message>
    <message>
        <source>Large Print</source>
        <translation>Gros caractères</translation>
    </message>
    <message>
        <source>Parlour</source>
        <translation>Salon</translation>
    </message>
    <message>
        <source>Blue Lattice</source>
        <translation>Treillis bleu</translation>
    </message>
    <message>
        <source>Red Diamonds</source>
        <translation>Losanges rouges</translation>
    </message>
    <message>
        <source>Green Checks</source>
        <translation>Damier vert</translation>
    </message>
    <message>
        <source>Midnight Stars</source>
        <translation>Étoiles de minuit</translation>
    </message>
    <message>
        <source>Deco Sunburst</source>
        <translation>Soleil Art déco</translation>
    </message>
    <message>
        <source>Green Baize</source>
        <translation>Tapis vert</translation>
    </message>
    <message>
        <source>Blue Baize</source>
        <translation>Tapis bleu</translation>
    </message>
    <message>
        <source>Burgundy</source>
        <translation>Bordeaux</translation>
    </message>
    <message>
        <source>Slate</source>
        <translation>Ardoise</translation>
    </message>
    <message>
        <source>The deck&apos;s own back</source>
        <translation>Le dos du jeu lui-même</translation>
    </message>
    <message>
        <source>%1 (cannot be used)</source>
        <translation>%1 (inutilisable)</translation>
    </message>
    <message>
        <source>The card deck was refused: %1</source>
        <translation>Le jeu de cartes a été refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The card back was refused: %1</source>
        <translation>Le dos des cartes a été refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>The table felt was refused: %1</source>
        <translation>Le tapis de table a été refusé&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1; using a plain emergency deck</source>
        <translation>%1&#xa0;; un jeu de secours tout simple le remplace</translation>
    </message>
    <message>
        <source>%1; using the deck&apos;s own back</source>
        <translation>%1&#xa0;; le dos du jeu lui-même le remplace</translation>
    </message>
    <message>
        <source>%1; the table is painted plain green</source>
        <translation>%1&#xa0;; la table est peinte en vert uni</translation>
    </message>
</context>
<context>
    <name>StartRefused</name>
    <message>
        <source>The folder given with --data-dir, %1, cannot be used: %2.

What to do: give --data-dir a folder you can write to (it is made if need be), not a file.</source>
        <translation>Le dossier donné avec --data-dir, %1, ne peut pas être utilisé&#xa0;: %2.

Que faire&#xa0;: donnez à --data-dir un dossier où vous pouvez écrire (il est créé au besoin), pas un fichier.</translation>
    </message>
    <message>
        <source>Your games and settings are kept in the folder %1, which cannot be used: %2.

What to do: if a file stands where that folder, or a folder above it, should be, move or rename that file; if the folder cannot be written, give yourself the right to write there. Or start the program with another folder for your games, for example:
cinch-qt --data-dir ~/card-games</source>
        <translation>Vos parties et vos réglages sont rangés dans le dossier %1, qui ne peut pas être utilisé&#xa0;: %2.

Que faire&#xa0;: si un fichier se trouve là où ce dossier, ou un dossier au-dessus, devrait être, déplacez ou renommez ce fichier&#xa0;; si le dossier n’est pas accessible en écriture, donnez-vous le droit d’y écrire. Ou lancez le programme avec un autre dossier pour vos parties, par exemple&#xa0;:
cinch-qt --data-dir ~/card-games</translation>
    </message>
    <message>
        <source>%1 cannot start</source>
        <translation>%1 ne peut pas démarrer</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>usage: </source>
        <translation>utilisation&#xa0;: </translation>
    </message>
    <message>
        <source>Play %1 against computer opponents on a felt table, offline.  Every option is for every game unless it says which; the games are listed at the end.</source>
        <translation>Jouez à %1 contre des adversaires tenus par l’ordinateur sur un tapis de jeu, sans connexion.  Chaque option vaut pour tous les jeux sauf si elle précise lequel&#xa0;; les jeux sont décrits à la fin.</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>show this help (the games and their defaults) and exit</source>
        <translation>affiche cette aide (les jeux et leurs valeurs par défaut) et quitte</translation>
    </message>
    <message>
        <source>seed for the shuffles</source>
        <translation>graine des mélanges</translation>
    </message>
    <message>
        <source>animation speed (instant: no animation, no pauses); default: the saved setting, else normal</source>
        <translation>vitesse des animations (instant&#xa0;: ni animation ni pause)&#xa0;; par défaut&#xa0;: le réglage enregistré, sinon normal</translation>
    </message>
    <message>
        <source>the hint bot plays your seat</source>
        <translation>le joueur automatique (celui des conseils) joue à votre place</translation>
    </message>
    <message>
        <source>quit when the game ends (exit 0, or 1 if anything raised)</source>
        <translation>quitte à la fin de la partie (code 0, ou 1 si une erreur est survenue)</translation>
    </message>
    <message>
        <source>FOLDER</source>
        <translation>DOSSIER</translation>
    </message>
    <message>
        <source>folder for saved games, settings and statistics</source>
        <translation>dossier des parties enregistrées, des réglages et des statistiques</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>write a PNG of the window when the program quits</source>
        <translation>enregistre une image PNG de la fenêtre quand le programme se ferme</translation>
    </message>
    <message>
        <source>number of players (each game&apos;s own are in its line below)</source>
        <translation>nombre de joueurs (ceux de chaque jeu sont sur sa ligne plus bas)</translation>
    </message>
    <message>
        <source>the game each value plays: %1</source>
        <translation>le jeu joué avec chaque valeur&#xa0;: %1</translation>
    </message>
    <message>
        <source>POINTS</source>
        <translation>POINTS</translation>
    </message>
    <message>
        <source>points that win the game</source>
        <translation>points qui font gagner la partie</translation>
    </message>
    <message>
        <source>LEVEL</source>
        <translation>NIVEAU</translation>
    </message>
    <message>
        <source>the computer opponents&apos; level (%1 …); default: the game&apos;s saved setting, else normal</source>
        <translation>le niveau des adversaires tenus par l’ordinateur (%1 …)&#xa0;; par défaut&#xa0;: le réglage enregistré du jeu, sinon normal</translation>
    </message>
    <message>
        <source>window size, e.g. 1280x800</source>
        <translation>taille de la fenêtre, par exemple 1280x800</translation>
    </message>
    <message>
        <source>interface language for this run (default: the saved setting, else the system&apos;s)</source>
        <translation>langue de l’interface pour cette fois (par défaut&#xa0;: le réglage enregistré, sinon celle du système)</translation>
    </message>
    <message>
        <source>print the time to the first painted table and quit</source>
        <translation>affiche le temps écoulé jusqu’à la première table dessinée et quitte</translation>
    </message>
    <message>
        <source>the game to play: %1 (default: the last one chosen; the first start asks)</source>
        <translation>le jeu à jouer&#xa0;: %1 (par défaut&#xa0;: le dernier choisi&#xa0;; le premier lancement le demande)</translation>
    </message>
    <message>
        <source>games (--game NAME; the first start shows them with a picture of each table, and Game &gt; Choose game at any time):</source>
        <translation>jeux (--game NOM&#xa0;; le premier lancement les montre avec une image de chaque table, et Partie &gt; Choisir un jeu à tout moment)&#xa0;:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 players unless --players says (%2)</source>
        <translation>%1 joueurs sauf si --players dit autrement (%2)</translation>
    </message>
    <message>
        <source>same as --%1 %2</source>
        <translation>comme --%1 %2</translation>
    </message>
    <message>
        <source>default: %1</source>
        <translation>par défaut&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 for %2</source>
        <translation>%1 pour %2</translation>
    </message>
    <message>
        <source>; not an option of %1: their line below says how they are played</source>
        <translation>&#xa0;; ce n’est pas une option de %1&#xa0;: leur ligne plus bas dit comment on y joue</translation>
    </message>
    <message>
        <source>--%1 cannot be used with %2: that game is played to the end its rules set; --%1 is for %3</source>
        <translation>--%1 ne s’applique pas à %2&#xa0;: ce jeu se joue jusqu’à la fin que fixent ses règles&#xa0;; --%1 vaut pour %3</translation>
    </message>
    <message>
        <source>; </source>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>LxH</translation>
    </message>
</context>
<context>
    <name>SystemReason</name>
    <message>
        <source>file not found</source>
        <translation>fichier introuvable</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>accès refusé</translation>
    </message>
    <message>
        <source>not a folder</source>
        <translation>ce n’est pas un dossier</translation>
    </message>
    <message>
        <source>is a folder, not a file</source>
        <translation>c’est un dossier, pas un fichier</translation>
    </message>
    <message>
        <source>no space left on the disk</source>
        <translation>plus de place sur le disque</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>already exists</source>
        <translation>existe déjà</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>le nom est trop long</translation>
    </message>
    <message>
        <source>too many links</source>
        <translation>trop de liens</translation>
    </message>
    <message>
        <source>the disk could not be read or written</source>
        <translation>le disque n’a pu être ni lu ni écrit</translation>
    </message>
    <message>
        <source>not a regular file (a pipe, a socket or a device)</source>
        <translation>ce n’est pas un fichier ordinaire (un tube, un socket ou un périphérique)</translation>
    </message>
    <message>
        <source>the compressed data is damaged</source>
        <translation>les données compressées sont abîmées</translation>
    </message>
    <message>
        <source>XML syntax error</source>
        <translation>erreur de syntaxe XML</translation>
    </message>
    <message>
        <source>the document is empty</source>
        <translation>le document est vide</translation>
    </message>
    <message>
        <source>a tag is closed that was not opened</source>
        <translation>une balise est fermée sans avoir été ouverte</translation>
    </message>
    <message>
        <source>the document ends in the middle of a tag</source>
        <translation>le document s’arrête au milieu d’une balise</translation>
    </message>
    <message>
        <source>a character that XML does not allow</source>
        <translation>un caractère que XML n’autorise pas</translation>
    </message>
    <message>
        <source>text after the end of the document</source>
        <translation>du texte après la fin du document</translation>
    </message>
    <message>
        <source>an unknown entity</source>
        <translation>une entité inconnue</translation>
    </message>
    <message>
        <source>an unknown encoding</source>
        <translation>un encodage inconnu</translation>
    </message>
    <message>
        <source>a character reference that XML does not allow</source>
        <translation>une référence de caractère que XML n’autorise pas</translation>
    </message>
    <message>
        <source>the system refused</source>
        <translation>refusé par le système</translation>
    </message>
</context>
<context>
    <name>GameSettingsPage</name>
    <message>
        <source>Players:</source>
        <translation>Joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>How many play, you included (rule %1)</source>
        <translation>Le nombre de joueurs, vous compris (règle %1)</translation>
    </message>
</context>
<context>
    <name>TableSession</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Patientez&#xa0;: ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>The hand is over: go on to the next one first.</source>
        <translation>Ce coup est terminé&#xa0;: passez d’abord au suivant.</translation>
    </message>
</context>
<context>
    <name>FrameFelt</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, jouable</translation>
    </message>
    <message>
        <source>%1, not playable now</source>
        <translation>%1, injouable pour l’instant</translation>
    </message>
    <message>
        <source>%1, picked</source>
        <translation>%1, choisie</translation>
    </message>
    <message>
        <source>%1, not picked</source>
        <translation>%1, non choisie</translation>
    </message>
</context>
<context>
    <name>ActionStrip</name>
    <message>
        <source>What each of your choices in the hand was worth</source>
        <translation>Ce que valait chacun de vos choix dans la main</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N)</source>
        <translation>Commencer une nouvelle partie (Ctrl+N)</translation>
    </message>
    <message>
        <source>Review the game&apos;s hands</source>
        <translation>Revoir les donnes de la partie</translation>
    </message>
</context>
</TS>
