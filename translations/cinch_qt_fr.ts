<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>ActionPanel</name>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Ask the strongest computer player what it would do (%1)</source>
        <translation>Demander au meilleur joueur virtuel ce qu’il ferait (%1)</translation>
    </message>
    <message>
        <source>Your bid:</source>
        <translation>Votre annonce&#xa0;:</translation>
    </message>
    <message>
        <source>Bid %1 (%2)</source>
        <translation>Annoncer %1 (%2)</translation>
    </message>
    <message>
        <source>Bid %1</source>
        <translation>Annoncer %1</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Pass (%1)</source>
        <translation>Passer (%1)</translation>
    </message>
    <message>
        <source>Name trumps:</source>
        <translation>Choisir l’atout&#xa0;:</translation>
    </message>
    <message>
        <source>Trumps: %1</source>
        <translation>Atout&#xa0;: %1</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Main suivante</translation>
    </message>
    <message>
        <source>Deal the next hand (%1)</source>
        <translation>Donner la main suivante (%1)</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Keep these</source>
        <translation>Garder celles-ci</translation>
    </message>
    <message>
        <source>You hold more than six trumps: pick the %1 to keep (click, or arrows and Space); the rest are shown and dead.</source>
        <translation>Vous avez plus de six atouts&#xa0;: choisissez les %1 à garder (clic, ou flèches et Espace)&#xa0;; les autres sont montrés et hors jeu.</translation>
    </message>
    <message>
        <source>Rob the pack: pick six cards to keep from your hand and the pack (click, or arrows and Space).</source>
        <translation>Pillez le talon&#xa0;: choisissez six cartes à garder parmi votre main et le talon (clic, ou flèches et Espace).</translation>
    </message>
    <message>
        <source>Keep these six</source>
        <translation>Garder ces six cartes</translation>
    </message>
    <message>
        <source>The pack ran out: pick %1 of your discards to give to %2 (click, or arrows and Space).</source>
        <translation>Le talon est épuisé&#xa0;: choisissez %1 de vos cartes écartées à donner à %2 (clic, ou flèches et Espace).</translation>
    </message>
    <message>
        <source>Give these</source>
        <translation>Donner celles-ci</translation>
    </message>
    <message>
        <source>Confirm the cards picked (Enter or %1)</source>
        <translation>Valider les cartes choisies (Entrée ou %1)</translation>
    </message>
    <message>
        <source>Your lead or follow: click a card to play it (or drag it to the middle, double-click it, or choose with ←/→ and press Enter).</source>
        <translation>À vous de jouer&#xa0;: cliquez sur une carte pour la jouer (ou faites-la glisser au milieu, double-cliquez dessus, ou choisissez-la avec ←/→ et appuyez sur Entrée).</translation>
    </message>
</context>
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
        <source>High</source>
        <translation>Haut</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>Bas</translation>
    </message>
    <message>
        <source>Jack</source>
        <translation>Valet</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Right Pedro</source>
        <translation>Pedro droit</translation>
    </message>
    <message>
        <source>Left Pedro</source>
        <translation>Pedro gauche</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
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
    <name>CribbageBoard</name>
    <message>
        <source>fifteen %1</source>
        <translation>quinze %1</translation>
    </message>
    <message>
        <source>31 for %1</source>
        <translation>31 pour %1</translation>
    </message>
    <message>
        <source>go</source>
        <translation>la passe</translation>
    </message>
    <message>
        <source>his heels</source>
        <translation>le valet retourné</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>main %1</translation>
    </message>
    <message>
        <source>crib %1</source>
        <translation>chien %1</translation>
    </message>
    <message>
        <source>Red jump!</source>
        <translation>Case rouge de saut&#xa0;!</translation>
    </message>
    <message>
        <source>Blue trap: next move down the blue path</source>
        <translation>Piège bleu&#xa0;: le prochain décompte suit la voie bleue</translation>
    </message>
    <message>
        <source>Green zone: next move takes the shortcut</source>
        <translation>Zone verte&#xa0;: le prochain décompte suit le raccourci vert</translation>
    </message>
    <message>
        <source>Penalty square!</source>
        <translation>Case de pénalité&#xa0;!</translation>
    </message>
    <message>
        <source>folds</source>
        <translation>couche sa main</translation>
    </message>
    <message>
        <source>back %1</source>
        <translation>recule de %1</translation>
    </message>
    <message>
        <source>+%1 award</source>
        <translation>prime de +%1</translation>
    </message>
    <message>
        <source>sits out: 1 hand</source>
        <translation>patiente&#xa0;: 1 main</translation>
    </message>
    <message>
        <source>sits out: %1 hands</source>
        <translation>patiente&#xa0;: %1 mains</translation>
    </message>
    <message>
        <source>leaves the penalty box</source>
        <translation>sort de la case de pénalité</translation>
    </message>
    <message>
        <source>Game!</source>
        <translation>Partie&#xa0;!</translation>
    </message>
    <message>
        <source>Cribbage board</source>
        <translation>Planche de cribbage</translation>
    </message>
    <message>
        <source>%1 took the green shortcut to hole %2.</source>
        <translation>%1 a pris le raccourci vert jusqu’au trou %2.</translation>
    </message>
    <message>
        <source>%1 went down the blue path and back to hole %2.</source>
        <translation>%1 a suivi la voie bleue et revient au trou %2.</translation>
    </message>
    <message>
        <source>A side&apos;s score is its mark: %1 minus the holes still to walk. On a trap, a zone or a path it differs from the hole&apos;s number.</source>
        <translation>Le score d’un camp est sa marque&#xa0;: %1 moins les trous qu’il lui reste à parcourir. Sur un piège, une zone ou une voie, elle diffère du numéro du trou.</translation>
    </message>
    <message>
        <source>Blue path: a peg here counts %1.</source>
        <translation>Voie bleue&#xa0;: une fiche ici compte %1.</translation>
    </message>
    <message>
        <source>Blue trap: a move that ends here stops, and the side&apos;s next move goes down the blue path, back to hole %2. A peg standing here counts %1.</source>
        <translation>Piège bleu&#xa0;: un décompte qui aboutit ici s’y arrête, et le décompte suivant du camp suit la voie bleue jusqu’au trou %2. Une fiche arrêtée ici compte %1.</translation>
    </message>
    <message>
        <source>Blue trap: blue path next</source>
        <translation>Piège bleu&#xa0;: puis la voie bleue</translation>
    </message>
    <message>
        <source>End of the red jump from hole %1.</source>
        <translation>Arrivée du saut rouge parti du trou %1.</translation>
    </message>
    <message>
        <source>Front and back peg</source>
        <translation>Fiche avant et fiche arrière</translation>
    </message>
    <message>
        <source>Game hole: the first side to reach %1 wins.</source>
        <translation>Trou de fin de partie&#xa0;: le premier camp à atteindre %1 gagne.</translation>
    </message>
    <message>
        <source>Green shortcut: a peg here counts %1.</source>
        <translation>Raccourci vert&#xa0;: une fiche ici compte %1.</translation>
    </message>
    <message>
        <source>Green zone: a move that ends here stops, and the side&apos;s next move takes the green shortcut to hole %2. A peg standing here counts %1.</source>
        <translation>Zone verte d’avancée&#xa0;: un décompte qui aboutit ici s’y arrête, et le décompte suivant du camp prend le raccourci vert jusqu’au trou %2. Une fiche arrêtée ici compte %1.</translation>
    </message>
    <message>
        <source>Green zone: shortcut next</source>
        <translation>Zone verte&#xa0;: puis le raccourci</translation>
    </message>
    <message>
        <source>Hole %1</source>
        <translation>Trou %1</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Sur la planche</translation>
    </message>
    <message>
        <source>Penalty: fold</source>
        <translation>Pénalité&#xa0;: coucher sa main</translation>
    </message>
    <message>
        <source>Point at a hole or square to see what it does.</source>
        <translation>Pointez un trou ou une case pour voir ce qu’il fait.</translation>
    </message>
    <message>
        <source>Red jump: 20 holes on</source>
        <translation>Saut rouge&#xa0;: 20 places plus loin</translation>
    </message>
    <message>
        <source>Red jump: a move that ends here slides on at once to hole %1, 20 holes ahead.</source>
        <translation>Case rouge de saut&#xa0;: un décompte qui aboutit ici glisse aussitôt jusqu’au trou %1, 20 places plus loin.</translation>
    </message>
    <message>
        <source>Start: every peg begins here.</source>
        <translation>Départ&#xa0;: toutes les fiches partent d’ici.</translation>
    </message>
    <message>
        <source>You took the green shortcut to hole %2.</source>
        <translation>Vous avez pris le raccourci vert jusqu’au trou %2.</translation>
    </message>
    <message>
        <source>You went down the blue path and back to hole %2.</source>
        <translation>Vous avez suivi la voie bleue et revenez au trou %2.</translation>
    </message>
    <message>
        <source>in a blue trap</source>
        <translation>dans un piège bleu</translation>
    </message>
    <message>
        <source>in a green zone</source>
        <translation>dans une zone verte</translation>
    </message>
    <message>
        <source>on a blue path</source>
        <translation>sur la voie bleue</translation>
    </message>
    <message>
        <source>on a green shortcut</source>
        <translation>sur le raccourci vert</translation>
    </message>
    <message>
        <source>Penalty square: the side that lands here folds its cards, goes back 20 holes to hole %1, and the other side gets a 20-point award.</source>
        <translation>Case de pénalité&#xa0;: le camp qui aboutit ici couche sa main, recule de 20 places jusqu’au trou %1, et l’autre camp reçoit une prime de 20 points.</translation>
    </message>
    <message>
        <source>Penalty square: the side that lands here folds its cards and sits out three hands, unless another side is already out: then that one is released to hole %2, the side that landed goes back 20 holes to hole %1 and the others get a 20-point award each.</source>
        <translation>Case de pénalité&#xa0;: le camp qui aboutit ici couche sa main et patiente pendant trois mains, sauf si un autre camp patiente déjà&#xa0;: celui-ci repart alors au trou %2, le camp arrivé recule de 20 places jusqu’au trou %1 et les autres reçoivent chacun une prime de 20 points.</translation>
    </message>
    <message>
        <source>Shaded: one of the last three holes before the finish. While the dealer&apos;s side stands here, a jack turned as the starter gives it nothing (no his heels).</source>
        <translation>Ombré&#xa0;: un des trois derniers trous avant la fin. Tant que le camp du donneur s’y trouve, la carte tournée ne lui rapporte rien si c’est un valet.</translation>
    </message>
    <message>
        <source>%1–%2: a turned jack gives the dealer nothing</source>
        <translation>%1 à %2&#xa0;: un valet tourné ne rapporte rien au donneur</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Départ</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>Arrivée</translation>
    </message>
</context>
<context>
    <name>CribbageSettingsPage</name>
    <message>
        <source>Board:</source>
        <translation>Plateau&#xa0;:</translation>
    </message>
    <message>
        <source>Skunks:</source>
        <translation>Putois&#xa0;:</translation>
    </message>
    <message>
        <source>A jack turned near the end:</source>
        <translation>Valet retourné près de la fin&#xa0;:</translation>
    </message>
    <message>
        <source>Counting your hand and crib:</source>
        <translation>Compte de votre main et du chien&#xa0;:</translation>
    </message>
    <message>
        <source>Muggins:</source>
        <translation>Muggins&#xa0;:</translation>
    </message>
    <message>
        <source>Penalty box:</source>
        <translation>Banc de pénalité&#xa0;:</translation>
    </message>
    <message>
        <source>Computer players:</source>
        <translation>Joueurs virtuels&#xa0;:</translation>
    </message>
    <message>
        <source>2 (one against one)</source>
        <translation>2 (face à face)</translation>
    </message>
    <message>
        <source>3 (each for themselves)</source>
        <translation>3 (chacun pour soi)</translation>
    </message>
    <message>
        <source>4 (two partnerships)</source>
        <translation>4 (deux équipes)</translation>
    </message>
    <message>
        <source>6 (three partnerships)</source>
        <translation>6 (trois équipes)</translation>
    </message>
    <message>
        <source>Crib Wars board</source>
        <translation>Plateau Crib Wars</translation>
    </message>
    <message>
        <source>Classic board</source>
        <translation>Plateau classique</translation>
    </message>
    <message>
        <source>As the board has them (counted)</source>
        <translation>Selon le plateau (comptés)</translation>
    </message>
    <message>
        <source>As the board has them (not counted)</source>
        <translation>Selon le plateau (non comptés)</translation>
    </message>
    <message>
        <source>Counted</source>
        <translation>Comptés</translation>
    </message>
    <message>
        <source>Not counted</source>
        <translation>Non comptés</translation>
    </message>
    <message>
        <source>Scores nothing in the last three holes</source>
        <translation>Ne compte rien dans les trois derniers trous</translation>
    </message>
    <message>
        <source>Scores two as anywhere else</source>
        <translation>Compte deux comme ailleurs</translation>
    </message>
    <message>
        <source>The program counts</source>
        <translation>Le programme compte</translation>
    </message>
    <message>
        <source>You count</source>
        <translation>Vous comptez</translation>
    </message>
    <message>
        <source>Off: points you miss are lost</source>
        <translation>Non&#xa0;: les points oubliés sont perdus</translation>
    </message>
    <message>
        <source>Cut-throat: an opponent takes them</source>
        <translation>Coupe-gorge&#xa0;: un adversaire les prend</translation>
    </message>
    <message>
        <source>Friendly: you are given them back</source>
        <translation>Amical&#xa0;: on vous les rend</translation>
    </message>
    <message>
        <source>You must move your own peg out</source>
        <translation>Vous devez sortir votre fiche vous-même</translation>
    </message>
    <message>
        <source>The board is the game you chose: Cribbage or Crib Wars (rule %1)</source>
        <translation>Le plateau est celui du jeu choisi&#xa0;: Cribbage ou Crib Wars (règle %1)</translation>
    </message>
    <message>
        <source>Whether a loser left far behind pays extra game points (rule %1)</source>
        <translation>Si un perdant resté loin derrière paie des points de partie en plus (règle %1)</translation>
    </message>
    <message>
        <source>A jack turned as the starter when the dealer is in the last three holes before the end (rule %1)</source>
        <translation>Un valet retourné comme carte de départ quand le donneur est dans les trois derniers trous avant la fin (règle %1)</translation>
    </message>
    <message>
        <source>Who counts your hand and crib in the show (rule %1)</source>
        <translation>Qui compte votre main et votre chien au décompte (règle %1)</translation>
    </message>
    <message>
        <source>What becomes of points you miss when you count yourself (rule %1)</source>
        <translation>Ce que deviennent les points oubliés quand vous comptez vous-même (règle %1)</translation>
    </message>
    <message>
        <source>Crib Wars only: your side leaves the penalty box only when you say so (rule %1)</source>
        <translation>Crib Wars seulement&#xa0;: votre camp ne quitte le banc de pénalité que quand vous le dites (règle %1)</translation>
    </message>
    <message>
        <source>How well the computer players play</source>
        <translation>Le niveau de jeu des joueurs virtuels</translation>
    </message>
    <message>
        <source>These choices are kept for Cribbage and Crib Wars alike; the board is the game you start.</source>
        <translation>Ces choix valent pour Cribbage comme pour Crib Wars&#xa0;; le plateau est celui du jeu que vous lancez.</translation>
    </message>
    <message>
        <source>Match:</source>
        <translation>Match :</translation>
    </message>
    <message>
        <source>Hints:</source>
        <translation>Conseils :</translation>
    </message>
    <message>
        <source>A single game</source>
        <translation>Une seule partie</translation>
    </message>
    <message>
        <source>First to %1 game points</source>
        <translation>Le premier à %1 points de partie</translation>
    </message>
    <message>
        <source>Offer hints (a game with a hint is marked assisted)</source>
        <translation>Proposer des conseils (une partie avec un conseil est marquée comme aidée)</translation>
    </message>
    <message>
        <source>Play single games, or a match of games until a side has won enough game points: 1 a game, 2 for a skunk, 4 for a double (rule %1)</source>
        <translation>Jouer des parties isolées, ou un match jusqu’à ce qu’un camp ait gagné assez de points de partie : 1 par partie, 2 pour un skunk, 4 pour un double (règle %1)</translation>
    </message>
    <message>
        <source>Whether you may ask the strongest computer player for advice; never for a count while muggins is on (rule %1)</source>
        <translation>Si vous pouvez demander conseil au meilleur joueur de l’ordinateur ; jamais pour un compte quand le muggins est actif (règle %1)</translation>
    </message>
    <message>
        <source>The show:</source>
        <translation>Le décompte&#xa0;:</translation>
    </message>
    <message>
        <source>Wait for me after each hand and crib</source>
        <translation>M’attendre après chaque main et le chien</translation>
    </message>
    <message>
        <source>Each hand and crib counted stays in view until you click the table or press Enter; otherwise the show goes on by itself after a moment (rule %1)</source>
        <translation>Chaque main et le chien comptés restent en vue jusqu’à ce que vous cliquiez sur la table ou appuyiez sur Entrée&#xa0;; sinon le décompte continue de lui-même après un moment (règle %1)</translation>
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
    <name>GameController</name>
    <message>
        <source>You give one card to %1.</source>
        <translation>Vous donnez une carte à %1.</translation>
    </message>
    <message>
        <source>You give %2 cards to %1.</source>
        <translation>Vous donnez %2 cartes à %1.</translation>
    </message>
    <message>
        <source>%1 gives one card to %2.</source>
        <translation>%1 donne une carte à %2.</translation>
    </message>
    <message>
        <source>%1 gives %3 cards to %2.</source>
        <translation>%1 donne %3 cartes à %2.</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>You keep %1.</source>
        <translation>Vous gardez&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 robs the pack and keeps six cards.</source>
        <translation>%1 pille le talon et garde six cartes.</translation>
    </message>
    <message>
        <source>%1 keeps six trumps.</source>
        <translation>%1 garde six atouts.</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Conseil&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 chose an illegal action: %2</source>
        <translation>%1 a choisi un coup interdit&#xa0;: %2</translation>
    </message>
    <message>
        <source>The hint bot failed: %1</source>
        <translation>Le conseiller a échoué&#xa0;: %1</translation>
    </message>
    <message>
        <source>A computer player failed (%1); a random legal move was used.</source>
        <translation>Un joueur virtuel a échoué (%1)&#xa0;; un coup permis a été joué au hasard.</translation>
    </message>
    <message>
        <source>The hand summary is open: continue to the next hand first.</source>
        <translation>Le résumé de la main est ouvert&#xa0;: passez d’abord à la main suivante.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Patientez&#xa0;: ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>There is no choice of cards to make now.</source>
        <translation>Il n’y a pas de cartes à choisir pour l’instant.</translation>
    </message>
    <message>
        <source>A hint is available on your turn.</source>
        <translation>Un conseil est disponible quand c’est votre tour.</translation>
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
        <source>%1 was written by another version of the record format (%2 version %3); this program reads version %4</source>
        <translation>%1&#xa0;: écrit avec une autre version du format d’enregistrement (%2 version %3)&#xa0;; ce programme lit la version %4</translation>
    </message>
    <message>
        <source>(top level)</source>
        <translation>(premier niveau)</translation>
    </message>
    <message>
        <source>%1 is wrong at %2: %3</source>
        <translation>%1 contient une erreur à %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 cannot be read: it is too large or too deeply nested</source>
        <translation>impossible de lire %1&#xa0;: contenu trop volumineux ou trop profondément imbriqué</translation>
    </message>
    <message>
        <source>%1 cannot be read (%2)</source>
        <translation>impossible de lire %1 (%2)</translation>
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
    <message>
        <source>%1 is not a Cinch game record (format %2, expected %3)</source>
        <translation>%1 n’est pas un enregistrement de partie de Cinch (format %2, attendu %3)</translation>
    </message>
</context>
<context>
    <name>GamesDB</name>
    <message>
        <source>stuck dealer</source>
        <translation>le donneur doit annoncer</translation>
    </message>
    <message>
        <source>throw-in</source>
        <translation>main annulée si tous passent</translation>
    </message>
    <message>
        <source>%1 players, to %2, bids from %3, %4</source>
        <translation>%1 joueurs, en %2 points, enchères à partir de %3, %4</translation>
    </message>
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
        <source>%1, with undo</source>
        <translation>%1, avec annulation</translation>
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
        <source>%1, double skunk</source>
        <translation>%1, double putois</translation>
    </message>
    <message>
        <source>%1, skunk</source>
        <translation>%1, putois</translation>
    </message>
    <message>
        <source>The statistics file %1 was damaged (%2). It has been kept as “%3”, and a new history starts.</source>
        <translation>Le fichier de statistiques %1 était endommagé (%2). Il a été conservé sous le nom «&#xa0;%3&#xa0;», et un nouvel historique commence.</translation>
    </message>
    <message>
        <source>%1, assisted</source>
        <translation>%1, avec aide</translation>
    </message>
    <message>
        <source>%1, game %2 of a match to %3</source>
        <translation>%1, partie %2 d’un match en %3</translation>
    </message>
    <message>
        <source>%1, match won</source>
        <translation>%1, match gagné</translation>
    </message>
    <message>
        <source>%1, match lost</source>
        <translation>%1, match perdu</translation>
    </message>
    <message>
        <source>The statistics file %1 was written by a newer version of %2 (its format is version %3; this program knows up to version %4). It is left untouched.</source>
        <translation>Le fichier de statistiques %1 a été écrit par une version plus récente de %2 (son format est en version %3&#xa0;; ce programme connaît les versions jusqu’à %4). Il reste tel quel.</translation>
    </message>
    <message>
        <source>not a regular file: a folder, a named pipe or a device</source>
        <translation>ce n’est pas un fichier ordinaire&#xa0;: un dossier, un tube nommé ou un périphérique</translation>
    </message>
    <message>
        <source>%1, given up</source>
        <translation>%1, abandonnée</translation>
    </message>
    <message>
        <source>Lost, given up</source>
        <translation>Perdue, abandonnée</translation>
    </message>
</context>
<context>
    <name>HandSummary</name>
    <message>
        <source>Hand %1: everybody passed, the hand is thrown in.</source>
        <translation>Main %1&#xa0;: tout le monde a passé, la main n’est pas jouée.</translation>
    </message>
    <message>
        <source>Hand %1: you bid %3 in %4 and made it.</source>
        <translation>Main %1&#xa0;: vous avez annoncé %3 à %4 et réussi votre contrat.</translation>
    </message>
    <message>
        <source>Hand %1: you bid %3 in %4 and failed.</source>
        <translation>Main %1&#xa0;: vous avez annoncé %3 à %4 et chuté.</translation>
    </message>
    <message>
        <source>Hand %1: %2 bid %3 in %4 and made it.</source>
        <translation>Main %1&#xa0;: %2 a annoncé %3 à %4 et réussi son contrat.</translation>
    </message>
    <message>
        <source>Hand %1: %2 bid %3 in %4 and failed.</source>
        <translation>Main %1&#xa0;: %2 a annoncé %3 à %4 et chuté.</translation>
    </message>
</context>
<context>
    <name>HandSummaryDialog</name>
    <message>
        <source>Game to %1.</source>
        <translation>Partie en %1 points.</translation>
    </message>
    <message>
        <source>Game over: %1</source>
        <translation>Partie terminée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Main suivante</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Hand summary</source>
        <translation>Résumé de la main</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Main %1</translation>
    </message>
    <message>
        <source>Review hand</source>
        <translation>Revoir la donne</translation>
    </message>
    <message>
        <source>What each of your choices in this hand was worth, by the Expert&apos;s reckoning (R)</source>
        <translation>Ce que valait chacun de vos choix dans cette donne, selon les calculs de l'Expert (R)</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>The rules page could not be read.</source>
        <translation>La page des règles n’a pas pu être lue.</translation>
    </message>
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
        <source>Rules of Cinch</source>
        <translation>Règles du Cinch</translation>
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
</context>
<context>
    <name>HintReasons</name>
    <message>
        <source>Keep the highest trumps and every Pedro you can.</source>
        <translation>Gardez les atouts les plus hauts et tous les Pedros possibles.</translation>
    </message>
    <message>
        <source>These are the discards you can best spare.</source>
        <translation>Ce sont les cartes écartées dont vous pouvez le mieux vous passer.</translation>
    </message>
    <message>
        <source>Of the deals that fit what you have seen, your side wins this trick %1.</source>
        <translation>Parmi les donnes qui s’accordent avec ce que vous avez vu, votre camp gagne ce pli %1.</translation>
    </message>
    <message>
        <source>Of the deals that fit what you have seen, you win this trick %1.</source>
        <translation>Parmi les donnes qui s’accordent avec ce que vous avez vu, vous gagnez ce pli %1.</translation>
    </message>
    <message>
        <source>It is sure to take the trick: nobody still to play can beat it.</source>
        <translation>Cette carte prend le pli à coup sûr&#xa0;: aucun des joueurs qui doivent encore jouer ne peut la battre.</translation>
    </message>
    <message>
        <source>It is sure to take the trick and the %1 in it: nobody still to play can beat it.</source>
        <translation>Cette carte prend le pli à coup sûr, avec %1&#xa0;: aucun des joueurs qui doivent encore jouer ne peut la battre.</translation>
    </message>
    <message>
        <source>The trick is sure to go to your side: no opponent still to play can beat your side&apos;s card.</source>
        <translation>Le pli revient à coup sûr à votre camp&#xa0;: aucun adversaire qui doit encore jouer ne peut battre la carte de votre camp.</translation>
    </message>
    <message>
        <source>The trick and the %1 in it are sure to go to your side: no opponent still to play can beat your side&apos;s card.</source>
        <translation>Le pli, avec %1, revient à coup sûr à votre camp&#xa0;: aucun adversaire qui doit encore jouer ne peut battre la carte de votre camp.</translation>
    </message>
    <message>
        <source>Your side cannot win this trick, whatever you play: give up the card you need least.</source>
        <translation>Votre camp ne peut pas gagner ce pli, quoi que vous jouiez&#xa0;: donnez la carte dont vous avez le moins besoin.</translation>
    </message>
    <message>
        <source>You cannot win this trick, whatever you play: give up the card you need least.</source>
        <translation>Vous ne pouvez pas gagner ce pli, quoi que vous jouiez&#xa0;: donnez la carte dont vous avez le moins besoin.</translation>
    </message>
    <message>
        <source>Your side makes its %1 %2.</source>
        <translation>Votre camp réussit son contrat de %1 %2.</translation>
    </message>
    <message>
        <source>You make your %1 %2.</source>
        <translation>Vous réussissez votre contrat de %1 %2.</translation>
    </message>
    <message>
        <source>The other side makes its %1 %2.</source>
        <translation>L’autre camp réussit son contrat de %1 %2.</translation>
    </message>
    <message>
        <source>%3 makes their %1 %2.</source>
        <translation>%3 réussit son contrat de %1 %2.</translation>
    </message>
    <message>
        <source>Of the deals that fit the bidding so far, your side would make %1 %2.</source>
        <translation>Parmi les donnes qui s’accordent avec les enchères jusqu’ici, votre camp réussirait %1 %2.</translation>
    </message>
    <message>
        <source>Of the deals that fit the bidding so far, you would make %1 %2.</source>
        <translation>Parmi les donnes qui s’accordent avec les enchères jusqu’ici, vous réussiriez %1 %2.</translation>
    </message>
    <message>
        <source>Of the possible deals of the cards you cannot see, you would make %1 %2.</source>
        <translation>Parmi les donnes possibles des cartes que vous ne voyez pas, vous réussiriez %1 %2.</translation>
    </message>
    <message>
        <source>Passing is worth more than bidding: of the deals that fit the bidding so far, your side would make %1 %2.</source>
        <translation>Passer vaut mieux qu’annoncer&#xa0;: parmi les donnes qui s’accordent avec les enchères jusqu’ici, votre camp réussirait %1 %2.</translation>
    </message>
    <message>
        <source>Passing is worth more than bidding: of the deals that fit the bidding so far, you would make %1 %2.</source>
        <translation>Passer vaut mieux qu’annoncer&#xa0;: parmi les donnes qui s’accordent avec les enchères jusqu’ici, vous réussiriez %1 %2.</translation>
    </message>
    <message>
        <source>Passing is worth more than bidding: of the possible deals of the cards you cannot see, you would make %1 %2.</source>
        <translation>Passer vaut mieux qu’annoncer&#xa0;: parmi les donnes possibles des cartes que vous ne voyez pas, vous réussiriez %1 %2.</translation>
    </message>
    <message>
        <source>Of the deals that fit the bidding, your side makes its %2 with %1 as trumps %3.</source>
        <translation>Parmi les donnes qui s’accordent avec les enchères, votre camp réussit son contrat de %2 avec atout %1 %3.</translation>
    </message>
    <message>
        <source>Of the deals that fit the bidding, you make your %2 with %1 as trumps %3.</source>
        <translation>Parmi les donnes qui s’accordent avec les enchères, vous réussissez votre contrat de %2 avec atout %1 %3.</translation>
    </message>
    <message>
        <source>Of the possible deals of the cards you cannot see, you make your %2 with %1 as trumps %3.</source>
        <translation>Parmi les donnes possibles des cartes que vous ne voyez pas, vous réussissez votre contrat de %2 avec atout %1 %3.</translation>
    </message>
    <message>
        <source>in none of those tried</source>
        <translation>dans aucune des donnes essayées</translation>
    </message>
    <message>
        <source>in fewer than 1 of 10</source>
        <translation>dans moins de 1 cas sur 10</translation>
    </message>
    <message>
        <source>in about %1 of 10</source>
        <translation>dans environ %1 cas sur 10</translation>
    </message>
    <message>
        <source>in more than 9 of 10</source>
        <translation>dans plus de 9 cas sur 10</translation>
    </message>
    <message>
        <source>in every one of those tried</source>
        <translation>dans toutes les donnes essayées</translation>
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
        <source>Play %1.</source>
        <translation>Jouez %1.</translation>
    </message>
    <message>
        <source>Bid %1.</source>
        <translation>Annoncez %1.</translation>
    </message>
    <message>
        <source>Pass.</source>
        <translation>Passez.</translation>
    </message>
    <message>
        <source>Name %1 as trumps.</source>
        <translation>Annoncez atout %1.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>You won the bidding: name the trump suit, usually the one where you hold the most high cards and fives.</source>
        <translation>Vous avez remporté l’enchère&#xa0;: choisissez l’atout, en général la couleur où vous tenez le plus de grosses cartes et de cinq.</translation>
    </message>
    <message>
        <source>You hold more than six trumps: keep six of them; the others are shown to everybody and go out of play.</source>
        <translation>Vous avez plus de six atouts&#xa0;: gardez-en six&#xa0;; les autres sont montrés à tous et sortent du jeu.</translation>
    </message>
    <message>
        <source>You throw away every card that is not a trump, and the dealer gives you cards from the pack until you have six.</source>
        <translation>Vous écartez toutes les cartes qui ne sont pas de l’atout, et le donneur vous en donne du talon jusqu’à ce que vous en ayez six.</translation>
    </message>
    <message>
        <source>You are the dealer: keep any six cards from your hand and the rest of the pack; trumps you leave out are shown to everybody.</source>
        <translation>Vous êtes le donneur&#xa0;: gardez six cartes au choix parmi votre main et le reste du talon&#xa0;; les atouts que vous laissez sont montrés à tous.</translation>
    </message>
    <message>
        <source>The pack has run out: choose cards from your discards to give the player who is still short of six.</source>
        <translation>Le talon est épuisé&#xa0;: choisissez parmi vos cartes écartées celles qui compléteront la main du joueur à qui il en manque.</translation>
    </message>
    <message>
        <source>Bidding: pass, or bid more than anyone so far — if you win the bid, your side must then take at least that many points (at most 14 are in play).</source>
        <translation>Les enchères&#xa0;: passez, ou annoncez plus que tous les autres jusqu’ici — si vous remportez l’enchère, votre camp devra ensuite faire au moins autant de points (14 au plus sont en jeu).</translation>
    </message>
    <message>
        <source>Your turn to play: when a trump is led you must play a trump if you have one; on any other lead you may follow suit or play a trump, and with no card of the suit led you may play any card.</source>
        <translation>À vous de jouer&#xa0;: si l’entame est un atout, vous devez jouer atout si vous en avez&#xa0;; sur une autre entame, vous pouvez fournir ou couper, et sans carte de la couleur demandée vous pouvez jouer n’importe quelle carte.</translation>
    </message>
    <message>
        <source>The game is over: the first side to reach the target score has won.</source>
        <translation>La partie est terminée&#xa0;: le premier camp à atteindre le score visé l’emporte.</translation>
    </message>
    <message>
        <source>Bidding: starting at the dealer&apos;s left, each player passes or bids higher than the last bid; the highest bidder names trumps.</source>
        <translation>Les enchères&#xa0;: en commençant à gauche du donneur, chacun passe ou annonce plus haut que la dernière enchère&#xa0;; le plus offrant choisit l’atout.</translation>
    </message>
    <message>
        <source>The highest bidder is choosing the trump suit.</source>
        <translation>Le preneur choisit la couleur d’atout.</translation>
    </message>
    <message>
        <source>A player holds more than six trumps and keeps six; the others will be shown and go out of play.</source>
        <translation>Un joueur a plus de six atouts et en garde six&#xa0;; les autres seront montrés et sortent du jeu.</translation>
    </message>
    <message>
        <source>Everybody but the dealer throws away the cards that are not trumps and is dealt new cards from the pack up to six.</source>
        <translation>Chacun, sauf le donneur, écarte les cartes qui ne sont pas de l’atout et reçoit de nouvelles cartes du talon jusqu’à en avoir six.</translation>
    </message>
    <message>
        <source>The dealer robs the pack: looks through the cards that are left and keeps the best six.</source>
        <translation>Le donneur pille le talon&#xa0;: il regarde les cartes restantes et garde les six meilleures.</translation>
    </message>
    <message>
        <source>The pack has run out, so the dealer gives the short player cards from the dealer&apos;s discards.</source>
        <translation>Le talon est épuisé&#xa0;: le donneur complète la main du joueur à court avec ses propres cartes écartées.</translation>
    </message>
    <message>
        <source>The play: six tricks, the highest bidder leads first, and the winner of each trick leads to the next.</source>
        <translation>Le jeu de la carte&#xa0;: six plis&#xa0;; le preneur entame le premier, et le gagnant de chaque pli entame le suivant.</translation>
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
    <name>LastTrickDialog</name>
    <message>
        <source>Last trick</source>
        <translation>Dernier pli</translation>
    </message>
    <message>
        <source>No trick has been finished in this hand yet.</source>
        <translation>Aucun pli n’est encore terminé dans cette main.</translation>
    </message>
    <message>
        <source>The previous trick (★ took it):</source>
        <translation>Le pli précédent (★ l’a remporté)&#xa0;:</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Setting not saved: %1</source>
        <translation>Réglage non enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>Bid 1 to 9, 10, 11 to 14</source>
        <translation>Annoncer de 1 à 9, 10, de 11 à 14</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Name clubs, diamonds, hearts or spades</source>
        <translation>Choisir trèfle, carreau, cœur ou pique comme atout</translation>
    </message>
    <message>
        <source>Move between the cards you can choose</source>
        <translation>Passer d’une carte jouable à l’autre</translation>
    </message>
    <message>
        <source>Play the chosen card</source>
        <translation>Jouer la carte choisie</translation>
    </message>
    <message>
        <source>Pick or put back a card when keeping, robbing or giving</source>
        <translation>Prendre ou reposer une carte quand vous gardez, pillez ou donnez</translation>
    </message>
    <message>
        <source>Confirm the cards picked</source>
        <translation>Valider les cartes choisies</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Next hand (after the summary)</source>
        <translation>Main suivante (après le résumé)</translation>
    </message>
    <message>
        <source>In the hand summary: next hand (or new game)</source>
        <translation>Dans le résumé de la main&#xa0;: main suivante (ou nouvelle partie)</translation>
    </message>
    <message>
        <source>Move between the table and the buttons</source>
        <translation>Passer de la table aux boutons</translation>
    </message>
    <message>
        <source>The card went back to your hand: drop it on the middle of the table to play it (or double-click it, or press Enter).</source>
        <translation>La carte est revenue dans votre main&#xa0;: déposez-la au milieu de la table pour la jouer (ou double-cliquez dessus, ou appuyez sur Entrée).</translation>
    </message>
    <message>
        <source>Cinch</source>
        <translation>Cinch</translation>
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
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>More buttons</source>
        <translation>Autres boutons</translation>
    </message>
    <message>
        <source>Start a new game</source>
        <translation>Commencer une nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler le dernier choix</translation>
    </message>
    <message>
        <source>Take back your last decision (while no hidden card has been shown since)</source>
        <translation>Reprendre votre dernier choix (tant qu’aucune carte cachée n’a été montrée depuis)</translation>
    </message>
    <message>
        <source>Ask the strongest computer player what it would do</source>
        <translation>Demander au meilleur joueur virtuel ce qu’il ferait</translation>
    </message>
    <message>
        <source>&amp;Last trick</source>
        <translation>&amp;Dernier pli</translation>
    </message>
    <message>
        <source>Show the previous trick</source>
        <translation>Montrer le pli précédent</translation>
    </message>
    <message>
        <source>Name, language, computer players, speed and rules</source>
        <translation>Nom, langue, joueurs virtuels, vitesse et règles</translation>
    </message>
    <message>
        <source>Card &amp;themes…</source>
        <translation>&amp;Thèmes de cartes…</translation>
    </message>
    <message>
        <source>Choose the card art</source>
        <translation>Choisir le dessin des cartes</translation>
    </message>
    <message>
        <source>Quit Cinch</source>
        <translation>Quitter Cinch</translation>
    </message>
    <message>
        <source>&amp;Rules of Cinch</source>
        <translation>&amp;Règles du Cinch</translation>
    </message>
    <message>
        <source>The rules of Cinch</source>
        <translation>Les règles du Cinch</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <source>Every key of the table</source>
        <translation>Toutes les touches de la table</translation>
    </message>
    <message>
        <source>&amp;Detailed score sheet</source>
        <translation>Feuille de marque &amp;détaillée</translation>
    </message>
    <message>
        <source>Show the dealer, every bid and the points taken in the score sheet</source>
        <translation>Afficher le donneur, chaque annonce et les points faits dans la feuille de marque</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>Bid history</source>
        <translation>Historique des annonces</translation>
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
        <source>Rule %1 in Help ▸ Rules of Cinch</source>
        <translation>Règle %1 dans Aide ▸ Règles du Cinch</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Game over: %1 (%2)</source>
        <translation>Partie terminée&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>Nothing to undo: a decision can be taken back only until a hidden card has been shown.</source>
        <translation>Rien à annuler&#xa0;: un choix ne peut être repris que tant qu’aucune carte cachée n’a été montrée.</translation>
    </message>
    <message>
        <source>Your last decision was taken back: choose again.</source>
        <translation>Votre dernier choix a été repris&#xa0;: choisissez à nouveau.</translation>
    </message>
    <message>
        <source>Settings saved: levels, speed and name apply from the next hand; rules from the next game; language, hints and card size at once.</source>
        <translation>Réglages enregistrés&#xa0;: niveaux, vitesse et nom s’appliquent dès la main suivante&#xa0;; les règles dès la partie suivante&#xa0;; la langue, les conseils et la taille des cartes tout de suite.</translation>
    </message>
</context>
<context>
    <name>Models</name>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>Bids</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>Preneur</translation>
    </message>
    <message>
        <source>Trump</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>Taken %1</source>
        <translation>Faits %1</translation>
    </message>
    <message>
        <source>Scored %1</source>
        <translation>Marqués %1</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Total %1</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>#</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>Contract</source>
        <translation>Contrat</translation>
    </message>
    <message>
        <source>Who made the highest bid, the bid and trumps</source>
        <translation>Qui a fait l’annonce la plus haute, l’annonce et l’atout</translation>
    </message>
    <message>
        <source>Points scored in the hand → running total</source>
        <translation>Points marqués dans la main → total cumulé</translation>
    </message>
    <message>
        <source>thrown in</source>
        <translation>annulée</translation>
    </message>
    <message>
        <source>%1 bid %2 in %3</source>
        <translation>%1 a annoncé %2 à %3</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Donneur&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: took %2, scored %3, total %4</source>
        <translation>%1&#xa0;: %2 points faits, %3 marqués, total %4</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>%1, who took the trick</source>
        <translation>%1, qui a remporté le pli</translation>
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
    <name>RecordErrors</name>
    <message>
        <source>a game record must be a JSON object</source>
        <translation>un enregistrement de partie doit être un objet JSON</translation>
    </message>
    <message>
        <source>unknown record format %1 version %2; this program reads %3 version %4</source>
        <translation>format d’enregistrement inconnu %1 version %2&#xa0;; ce programme lit %3 version %4</translation>
    </message>
    <message>
        <source>an object was expected here</source>
        <translation>un objet était attendu ici</translation>
    </message>
    <message>
        <source>this entry is missing</source>
        <translation>cette entrée manque</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <translation>%1 attendu, %2 trouvé</translation>
    </message>
    <message>
        <source>%1 is not a card (a card is a rank then a suit, like TH for the ten of hearts)</source>
        <translation>%1 n’est pas une carte (une carte s’écrit avec sa hauteur puis sa couleur, en lettres anglaises, comme TH pour le dix de cœur)</translation>
    </message>
    <message>
        <source>%1 is not a suit (expected C, D, H or S)</source>
        <translation>%1 n’est pas une couleur (C, D, H ou S attendu)</translation>
    </message>
    <message>
        <source>%1 is not a seat (expected S, W, N or E)</source>
        <translation>%1 n’est pas une place (S, W, N ou E attendu)</translation>
    </message>
    <message>
        <source>seat %1 is not at a %2-player table</source>
        <translation>la place %1 n’existe pas à une table de %2 joueurs</translation>
    </message>
    <message>
        <source>a list of cards was expected here</source>
        <translation>une liste de cartes était attendue ici</translation>
    </message>
    <message>
        <source>the number of players must be 2, 3 or 4 (R2), not %1</source>
        <translation>le nombre de joueurs doit être 2, 3 ou 4 (R2), et non %1</translation>
    </message>
    <message>
        <source>the target score must be a whole number from 1 to 1000 (R53), not %1</source>
        <translation>le score visé doit être un nombre entier de 1 à 1000 (R53), et non %1</translation>
    </message>
    <message>
        <source>the minimum bid must be from 1 to 14 (R20), not %1</source>
        <translation>l’enchère minimale doit être de 1 à 14 (R20), et non %1</translation>
    </message>
    <message>
        <source>when everybody passes the rule must be throw_in or stuck_dealer (R22), not %1</source>
        <translation>quand tous passent, la règle doit être throw_in ou stuck_dealer (R22), et non %1</translation>
    </message>
    <message>
        <source>a %1-player game seats %2, not %3</source>
        <translation>une partie à %1 joueurs a les places %2, et non %3</translation>
    </message>
    <message>
        <source>each player is dealt nine cards (R15), not %1</source>
        <translation>chaque joueur reçoit neuf cartes (R15), et non %1</translation>
    </message>
    <message>
        <source>no cards are dealt to %1</source>
        <translation>aucune carte n’est donnée à %1</translation>
    </message>
    <message>
        <source>the deal and the pack must hold each of the 52 cards exactly once (R10)</source>
        <translation>la donne et le talon doivent contenir chacune des 52 cartes exactement une fois (R10)</translation>
    </message>
    <message>
        <source>the game was already won before this hand (R53)</source>
        <translation>la partie était déjà gagnée avant cette main (R53)</translation>
    </message>
    <message>
        <source>the deal passes to the left, so %1 deals this hand (R3)</source>
        <translation>la donne passe à gauche, c’est donc %1 qui donne cette main (R3)</translation>
    </message>
    <message>
        <source>the game is over, so the final result must be given</source>
        <translation>la partie est terminée, le résultat final doit donc être indiqué</translation>
    </message>
    <message>
        <source>no side has reached the target, so the game is not over (R53)</source>
        <translation>aucun camp n’a atteint le score visé, la partie n’est donc pas terminée (R53)</translation>
    </message>
    <message>
        <source>this entry is missing, so the hand is not finished</source>
        <translation>cette entrée manque, la main n’est donc pas terminée</translation>
    </message>
    <message>
        <source>expected [seat, bid or null]</source>
        <translation>[place, enchère ou null] attendu</translation>
    </message>
    <message>
        <source>expected a number or null</source>
        <translation>un nombre ou null attendu</translation>
    </message>
    <message>
        <source>expected [seat, card]</source>
        <translation>[place, carte] attendu</translation>
    </message>
    <message>
        <source>the record says %1, but the bidding ends %2 (R21: after a bid of 14 everybody passes)</source>
        <translation>l’enregistrement indique %1, mais les enchères se terminent par %2 (R21&#xa0;: après une enchère de 14, tous passent)</translation>
    </message>
    <message>
        <source>the record says %1, but the rules give %2 (%3)</source>
        <translation>l’enregistrement indique %1, mais les règles donnent %2 (%3)</translation>
    </message>
    <message>
        <source>this move breaks rule %1: %2</source>
        <translation>ce coup enfreint la règle %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>une liste</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un nombre entier</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a text</source>
        <translation>un texte</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>null</source>
        <translation>null</translation>
    </message>
    <message>
        <source>the player does not hold that card.</source>
        <translation>le joueur n’a pas cette carte en main.</translation>
    </message>
    <message>
        <source>it is another player&apos;s turn.</source>
        <translation>c’est au tour d’un autre joueur.</translation>
    </message>
</context>
<context>
    <name>Refusals</name>
    <message>
        <source>This is the bidding: first pass or make a bid.</source>
        <translation>Ce sont les enchères&#xa0;: passez ou faites d’abord une annonce.</translation>
    </message>
    <message>
        <source>Nobody can bid more than 14, the total of the six scoring cards.</source>
        <translation>Personne ne peut annoncer plus de 14, le total des six cartes de points.</translation>
    </message>
    <message>
        <source>Everybody else has passed, so you, the dealer, must bid.</source>
        <translation>Tous les autres ont passé&#xa0;: vous, le donneur, devez annoncer.</translation>
    </message>
    <message>
        <source>The highest bidder must name the trump suit first.</source>
        <translation>Le preneur doit d’abord choisir l’atout.</translation>
    </message>
    <message>
        <source>Only trumps may be kept: every other card is thrown away.</source>
        <translation>Seuls les atouts peuvent être gardés&#xa0;: toutes les autres cartes sont écartées.</translation>
    </message>
    <message>
        <source>Choose exactly six of your trumps to keep.</source>
        <translation>Choisissez exactement six de vos atouts à garder.</translation>
    </message>
    <message>
        <source>The dealer fills each hand up to six cards from the pack.</source>
        <translation>Le donneur complète chaque main à six cartes avec le talon.</translation>
    </message>
    <message>
        <source>As the dealer, keep exactly six cards, chosen from your hand and the rest of the pack.</source>
        <translation>En tant que donneur, gardez exactement six cartes, choisies dans votre main et dans le reste du talon.</translation>
    </message>
    <message>
        <source>Give the short player exactly the cards they need, chosen from your discards.</source>
        <translation>Donnez au joueur à court exactement les cartes qui lui manquent, choisies parmi vos cartes écartées.</translation>
    </message>
    <message>
        <source>The cards are being played now: wait for your turn, then play one card.</source>
        <translation>On joue les cartes maintenant&#xa0;: attendez votre tour, puis jouez une carte.</translation>
    </message>
    <message>
        <source>A trump was led and you have a trump: you must play one.</source>
        <translation>L’entame est un atout et vous avez de l’atout&#xa0;: vous devez en jouer un.</translation>
    </message>
    <message>
        <source>You hold the suit that was led: follow suit or play a trump. Only a player with no card of that suit may play any card.</source>
        <translation>Vous avez de la couleur demandée&#xa0;: fournissez ou jouez atout. Seul un joueur qui n’a aucune carte de cette couleur peut jouer n’importe quelle carte.</translation>
    </message>
    <message>
        <source>The highest trump wins the trick; without a trump, the highest card of the suit led.</source>
        <translation>Le plus gros atout remporte le pli&#xa0;; sans atout, c’est la plus haute carte de la couleur entamée.</translation>
    </message>
    <message>
        <source>The game is over. Start a new game to play again.</source>
        <translation>La partie est terminée. Commencez une nouvelle partie pour rejouer.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Patientez&#xa0;: ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>That card is not allowed: on a trump lead, play a trump if you have one; on a plain lead, follow suit or play a trump if you hold the suit led.</source>
        <translation>Cette carte n’est pas permise&#xa0;: sur une entame d’atout, jouez atout si vous en avez&#xa0;; sur une entame d’une autre couleur, fournissez ou jouez atout si vous avez de la couleur demandée.</translation>
    </message>
    <message>
        <source>That bid is not allowed: it must be higher than the highest bid so far, from the minimum bid up to 14.</source>
        <translation>Cette enchère n’est pas permise&#xa0;: elle doit dépasser la plus haute enchère jusqu’ici, de l’enchère minimale jusqu’à 14.</translation>
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
    <name>ReplayFrames</name>
    <message>
        <source>%1 pass</source>
        <translation>%1 passe</translation>
    </message>
    <message>
        <source>Bids: %1</source>
        <translation>Enchères&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 kept 1 card and drew 1.</source>
        <translation>%1 a gardé 1 carte et en a tiré 1.</translation>
    </message>
    <message>
        <source>%1 kept 1 card and drew %3.</source>
        <translation>%1 a gardé 1 carte et en a tiré %3.</translation>
    </message>
    <message>
        <source>%1 kept %2 cards and drew 1.</source>
        <translation>%1 a gardé %2 cartes et en a tiré 1.</translation>
    </message>
    <message>
        <source>%1 kept %2 cards and drew %3.</source>
        <translation>%1 a gardé %2 cartes et en a tiré %3.</translation>
    </message>
    <message>
        <source>%1 leads %2.</source>
        <translation>%1 entame avec %2.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <source>Hand %1 of %2 — trick %3 of %4, card %5 of %6</source>
        <translation>Main %1 sur %2 — pli %3 sur %4, carte %5 sur %6</translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation>%1 donne.</translation>
    </message>
    <message>
        <source>Everybody passed: the hand is thrown in.</source>
        <translation>Tout le monde a passé&#xa0;: la main n’est pas jouée.</translation>
    </message>
    <message>
        <source>Hand %1 of %2 — the deal</source>
        <translation>Main %1 sur %2 — la donne</translation>
    </message>
    <message>
        <source>%1 bid %2 and named %3 trumps.</source>
        <translation>%1 a annoncé %2 et choisi %3 comme atout.</translation>
    </message>
    <message>
        <source>The pack ran out; the dealer gave %1.</source>
        <translation>Le talon était épuisé&#xa0;; le donneur a donné %1.</translation>
    </message>
    <message>
        <source>Hand %1 of %2 — ready to play</source>
        <translation>Main %1 sur %2 — prêts à jouer</translation>
    </message>
    <message>
        <source>Hand %1 of %2 — discarding and drawing</source>
        <translation>Main %1 sur %2 — écart et tirage</translation>
    </message>
    <message>
        <source>%1 — %2 wins the trick.</source>
        <translation>%1 — %2 remporte le pli.</translation>
    </message>
    <message>
        <source>Points taken: %1. Scored: %2.</source>
        <translation>Points pris&#xa0;: %1. Marqués&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Dead scoring cards awarded: %1</source>
        <translation>Cartes de points hors jeu attribuées&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>ReplayWidget</name>
    <message>
        <source>Hand %1</source>
        <translation>Main %1</translation>
    </message>
    <message>
        <source>Go to the start of a hand</source>
        <translation>Aller au début d’une main</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>◀◀ Trick</source>
        <translation>◀◀ Pli</translation>
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
        <source>Trick ▶▶</source>
        <translation>Pli ▶▶</translation>
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
        <source>On the table: %1</source>
        <translation>Sur la table&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 holds %2.</source>
        <translation>%1 a en main %2.</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>aucune carte</translation>
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
        <source>%1 (partner):</source>
        <translation>%1 (partenaire)&#xa0;:</translation>
    </message>
    <message>
        <source>%1 (opponent):</source>
        <translation>%1 (adversaire)&#xa0;:</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Vitesse d’animation&#xa0;:</translation>
    </message>
    <message>
        <source>Custom target:</source>
        <translation>Score visé personnalisé&#xa0;:</translation>
    </message>
    <message>
        <source>Game to:</source>
        <translation>Partie en&#xa0;:</translation>
    </message>
    <message>
        <source>Minimum bid:</source>
        <translation>Annonce minimale&#xa0;:</translation>
    </message>
    <message>
        <source>When everybody passes:</source>
        <translation>Quand tout le monde passe&#xa0;:</translation>
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
        <source>4 (two partnerships)</source>
        <translation>4 (deux équipes)</translation>
    </message>
    <message>
        <source>3 (cut-throat)</source>
        <translation>3 (chacun pour soi)</translation>
    </message>
    <message>
        <source>2 (heads-up)</source>
        <translation>2 (face à face)</translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation>Autre…</translation>
    </message>
    <message>
        <source>Throw in the hand</source>
        <translation>Annuler la main</translation>
    </message>
    <message>
        <source>Stuck dealer must bid</source>
        <translation>Le donneur doit annoncer</translation>
    </message>
    <message>
        <source>The score that wins the game (rule %1)</source>
        <translation>Le score qui fait gagner la partie (règle %1)</translation>
    </message>
    <message>
        <source>The lowest bid allowed (rule %1)</source>
        <translation>L’annonce la plus basse permise (règle %1)</translation>
    </message>
    <message>
        <source>What happens when every player passes (rule %1)</source>
        <translation>Ce qui se passe quand tous les joueurs passent (règle %1)</translation>
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
        <source>Games with an undo:</source>
        <translation>Parties avec annulation&#xa0;:</translation>
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
        <source>Hands your side bid:</source>
        <translation>Mains prises par votre camp&#xa0;:</translation>
    </message>
    <message>
        <source>Bids made:</source>
        <translation>Contrats réussis&#xa0;:</translation>
    </message>
    <message>
        <source>Bids set:</source>
        <translation>Contrats chutés&#xa0;:</translation>
    </message>
    <message>
        <source>Points per hand:</source>
        <translation>Points par main&#xa0;:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
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
        <source>Reset statistics…</source>
        <translation>Remettre les statistiques à zéro…</translation>
    </message>
    <message>
        <source>By opponents and rules:</source>
        <translation>Par adversaires et règles&#xa0;:</translation>
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
        <source>%1 over %2 hands</source>
        <translation>%1 sur %2 mains</translation>
    </message>
    <message>
        <source>Part of the statistics cannot be read (%1). What can be read is shown.</source>
        <translation>Une partie des statistiques ne peut pas être lue (%1). Ce qui est lisible est affiché.</translation>
    </message>
    <message>
        <source>Start the statistics again from zero? Your finished games stay in the history.</source>
        <translation>Remettre les statistiques à zéro&#xa0;? Vos parties terminées restent dans l’historique.</translation>
    </message>
    <message>
        <source>The statistics could not be reset: %1</source>
        <translation>Les statistiques n’ont pas pu être remises à zéro&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1, starter %2</source>
        <translation>%1, carte tournée %2</translation>
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
    <message>
        <source>You pass.</source>
        <translation>Vous passez.</translation>
    </message>
    <message>
        <source>You bid %1.</source>
        <translation>Vous annoncez %1.</translation>
    </message>
    <message>
        <source>%1 passes.</source>
        <translation>%1 passe.</translation>
    </message>
    <message>
        <source>%1 bids %2.</source>
        <translation>%1 annonce %2.</translation>
    </message>
    <message>
        <source>You name %1 as trumps.</source>
        <translation>Vous annoncez atout %1.</translation>
    </message>
    <message>
        <source>%1 names %2 as trumps.</source>
        <translation>%1 annonce atout %2.</translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation>Vous donnez.</translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation>%1 donne.</translation>
    </message>
    <message>
        <source>Your turn.</source>
        <translation>C’est votre tour.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>On attend %1.</translation>
    </message>
    <message>
        <source>Your turn to bid.</source>
        <translation>À vous d’annoncer.</translation>
    </message>
    <message>
        <source>Your turn to name trumps.</source>
        <translation>À vous de choisir l’atout.</translation>
    </message>
    <message>
        <source>Choose the %1 trumps you keep.</source>
        <translation>Choisissez les %1 atouts que vous gardez.</translation>
    </message>
    <message>
        <source>Rob the pack: choose the %1 cards you keep.</source>
        <translation>Pillez le talon&#xa0;: choisissez les %1 cartes que vous gardez.</translation>
    </message>
    <message>
        <source>Choose one card to give to %1.</source>
        <translation>Choisissez une carte à donner à %1.</translation>
    </message>
    <message>
        <source>Choose %1 cards to give to %2.</source>
        <translation>Choisissez %1 cartes à donner à %2.</translation>
    </message>
    <message>
        <source>You play %1.</source>
        <translation>Vous jouez %1.</translation>
    </message>
    <message>
        <source>%1 plays %2.</source>
        <translation>%1 joue %2.</translation>
    </message>
    <message>
        <source>You win the trick.</source>
        <translation>Vous remportez le pli.</translation>
    </message>
    <message>
        <source>%1 wins the trick.</source>
        <translation>%1 remporte le pli.</translation>
    </message>
    <message>
        <source>Everybody passed: the hand is thrown in, nobody scores, and the deal passes to the left.</source>
        <translation>Tout le monde a passé&#xa0;: la main n’est pas jouée, personne ne marque, et c’est au joueur de gauche de donner.</translation>
    </message>
    <message>
        <source>%1 win the game.</source>
        <translation>%1 gagne la partie.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Vous gagnez la partie&#xa0;!</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 gagne la partie.</translation>
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
        <source>You bid %1, %2 are trumps.</source>
        <translation>Vous avez annoncé %1, atout %2.</translation>
    </message>
    <message>
        <source>%1 bid %2, %3 are trumps.</source>
        <translation>%1 a annoncé %2, atout %3.</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: won by %2.</source>
        <translation>%1&#xa0;: remporté par %2.</translation>
    </message>
    <message>
        <source>%1: discarded by an opponent, counted for %2.</source>
        <translation>%1&#xa0;: écarté par un adversaire, compté pour %2.</translation>
    </message>
    <message>
        <source>%1: not in play.</source>
        <translation>%1&#xa0;: hors jeu.</translation>
    </message>
    <message>
        <source>Points taken: %1.</source>
        <translation>Points faits&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The bid was made.</source>
        <translation>Le contrat est rempli.</translation>
    </message>
    <message>
        <source>The bid failed: %1 for a bid of %2.</source>
        <translation>Le contrat a chuté&#xa0;: %1 pour une annonce de %2.</translation>
    </message>
    <message>
        <source>Scored this hand: %1.</source>
        <translation>Marqué dans cette main&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Nobody scores this hand.</source>
        <translation>Personne ne marque dans cette main.</translation>
    </message>
    <message>
        <source>Totals: %1.</source>
        <translation>Totaux&#xa0;: %1.</translation>
    </message>
    <message>
        <source>you</source>
        <comment>after &apos;for&apos; inside a sentence: 15 for you</comment>
        <translation>vous</translation>
    </message>
    <message>
        <source>Made: each player scores the points they took.</source>
        <translation>Contrat rempli&#xa0;: chaque joueur marque les points qu’il a faits.</translation>
    </message>
    <message>
        <source>Set: −%1 for %2; the other players score the points they took.</source>
        <translation>Chute&#xa0;: −%1 pour %2&#xa0;; les autres joueurs marquent les points qu’ils ont faits.</translation>
    </message>
    <message>
        <source>Set: 14 + %1 short = %2 for %3.</source>
        <translation>Chute&#xa0;: 14 + %1 manquant(s) = %2 pour %3.</translation>
    </message>
    <message>
        <source>Made, but both sides took %1 points: nobody scores.</source>
        <translation>Contrat rempli, mais les deux camps ont fait %1 points&#xa0;: personne ne marque.</translation>
    </message>
    <message>
        <source>Made: %1 − %2 = %3 for %4.</source>
        <translation>Contrat rempli&#xa0;: %1 − %2 = %3 pour %4.</translation>
    </message>
    <message>
        <source>Made, but the other side took more: %1 − %2 = %3 for %4.</source>
        <translation>Contrat rempli, mais l’autre camp a fait plus&#xa0;: %1 − %2 = %3 pour %4.</translation>
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
        <translation>vous</translation>
    </message>
    <message>
        <source>%1 card</source>
        <translation>%1 carte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cartes</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer&apos;s chip</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>Bidding: %1 %2</source>
        <translation>Enchères&#xa0;: %1 %2</translation>
    </message>
    <message>
        <source>Bidding: no bid yet</source>
        <translation>Enchères&#xa0;: aucune annonce pour l’instant</translation>
    </message>
    <message>
        <source>Contract: %1 %2 · %3</source>
        <translation>Contrat&#xa0;: %1 %2 · %3</translation>
    </message>
    <message>
        <source>Contract: %1 %2 (naming trumps)</source>
        <translation>Contrat&#xa0;: %1 %2 (choix de l’atout)</translation>
    </message>
    <message>
        <source>Contract: —</source>
        <translation>Contrat&#xa0;: —</translation>
    </message>
    <message>
        <source>Dealer: %1</source>
        <translation>Donneur&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <source>Hand %1 — game to %2</source>
        <translation>Main %1 — partie en %2</translation>
    </message>
    <message>
        <source>%1, not your turn</source>
        <translation>%1, ce n’est pas votre tour</translation>
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
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Use the arrow keys to choose a card.</source>
        <translation>Utilisez les flèches pour choisir une carte.</translation>
    </message>
    <message>
        <source>You have already picked %1: pick a picked card again to put it back.</source>
        <translation>Vous en avez déjà choisi %1&#xa0;: choisissez à nouveau une carte choisie pour la reposer.</translation>
    </message>
    <message>
        <source>1 trick</source>
        <translation>1 pli</translation>
    </message>
    <message>
        <source>%1 tricks</source>
        <translation>%1 plis</translation>
    </message>
    <message>
        <source>Tricks taken by %1: %2 (%3 cards)</source>
        <translation>Plis remportés par %1&#xa0;: %2 (%3 cartes)</translation>
    </message>
    <message>
        <source>Discarded by %1: 1 card, out of play</source>
        <translation>Défausse de %1&#xa0;: 1 carte, hors jeu</translation>
    </message>
    <message>
        <source>Discarded by %1: %2 cards, out of play</source>
        <translation>Défausse de %1&#xa0;: %2 cartes, hors jeu</translation>
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
</context>
<context>
    <name>CribbageHelp</name>
    <message>
        <source>starter</source>
        <translation>carte tournée</translation>
    </message>
    <message>
        <source>The Crib Wars board</source>
        <translation>La planche Crib Wars</translation>
    </message>
    <message>
        <source>The cribbage board</source>
        <translation>La planche de cribbage</translation>
    </message>
    <message>
        <source>This help page could not be read.</source>
        <translation>Cette page d’aide n’a pas pu être lue.</translation>
    </message>
    <message>
        <source>Cinch rules</source>
        <translation>Règles du Cinch</translation>
    </message>
    <message>
        <source>Cribbage rules</source>
        <translation>Règles du cribbage</translation>
    </message>
    <message>
        <source>Crib Wars board</source>
        <translation>Planche Crib Wars</translation>
    </message>
    <message>
        <source>Rules of Cribbage</source>
        <translation>Règles du cribbage</translation>
    </message>
</context>
<context>
    <name>CribbageWords</name>
    <message>
        <source>%1 point</source>
        <translation>%1 point</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>Draw a card from the spread pack: the lowest card deals first (the ace is lowest).</source>
        <translation>Tirez une carte du paquet étalé&#xa0;: la carte la plus basse donne en premier (l’as est la plus basse).</translation>
    </message>
    <message>
        <source>Lay away two of your six cards to the crib. The crib is counted for the dealer, so give the dealer poor cards unless the crib is yours.</source>
        <translation>Rejetez deux de vos six cartes pour le chien. Le chien compte pour le donneur&#xa0;: donnez-lui de mauvaises cartes, sauf si le chien est à vous.</translation>
    </message>
    <message>
        <source>Lay away one of your five cards to the crib. The crib is counted for the dealer&apos;s side.</source>
        <translation>Rejetez une de vos cinq cartes pour le chien. Le chien compte pour le camp du donneur.</translation>
    </message>
    <message>
        <source>Your side deals: bury one of your five cards under the stock. Buried cards are dead for the hand; the other four players make the crib.</source>
        <translation>Votre équipe donne&#xa0;: placez une de vos cinq cartes sous le paquet. Elle est morte pour cette main&#xa0;; les quatre autres joueurs font le chien.</translation>
    </message>
    <message>
        <source>Cut the pack: the top card of the lower half is turned up as the starter, a fifth card for every hand and for the crib. A jack gives the dealer 2 for his heels.</source>
        <translation>Coupez le paquet&#xa0;: la carte du dessus de la moitié inférieure est retournée, c’est la carte tournée, cinquième carte de chaque main et du chien. Un valet tourné rapporte 2 points au donneur.</translation>
    </message>
    <message>
        <source>Play a card: the count may not pass 31. Score 2 for making 15 or 31, 2 for a pair, and points for a run of three or more.</source>
        <translation>Jouez une carte&#xa0;: le total ne peut pas dépasser 31. Atteindre 15 ou 31 rapporte 2 points, une paire 2, une suite de trois cartes ou plus un point par carte.</translation>
    </message>
    <message>
        <source>No card of yours fits under 31, so the program says go for you. The last player to lay a card scores 1.</source>
        <translation>Aucune de vos cartes ne passe sous 31&#xa0;: le programme dit «&#xa0;Je passe&#xa0;» pour vous. Le dernier joueur à avoir posé une carte marque 1 point.</translation>
    </message>
    <message>
        <source>The show: every hand is counted with the starter as a fifth card. Fifteens 2 each, pairs 2, runs 1 a card, a flush 4 or 5, the jack of the starter&apos;s suit 1.</source>
        <translation>Le décompte&#xa0;: chaque main se compte avec la carte tournée comme cinquième carte. Chaque 15 vaut 2, une paire 2, une suite 1 par carte, une main de même couleur 4 ou 5, le valet de la couleur de la carte tournée 1.</translation>
    </message>
    <message>
        <source>Count your cards with the starter and enter the total: fifteens 2 each, pairs 2, runs 1 a card, a flush, and nobs.</source>
        <translation>Comptez vos cartes avec la carte tournée et indiquez le total&#xa0;: chaque 15 vaut 2, une paire 2, une suite 1 par carte, plus la couleur et le valet de la carte tournée.</translation>
    </message>
    <message>
        <source>Your side is in the penalty box for the last hand: choose Leave the penalty box now, or you sit out one more hand.</source>
        <translation>Votre équipe passe sa dernière main dans la case de pénalité&#xa0;: choisissez «&#xa0;Quitter la case de pénalité&#xa0;» maintenant, sinon vous patientez une main de plus.</translation>
    </message>
    <message>
        <source>The game is over: the first side to reach the game hole has won.</source>
        <translation>La partie est finie&#xa0;: le premier camp à atteindre le dernier trou a gagné.</translation>
    </message>
    <message>
        <source>Everyone draws a card: the lowest card deals first.</source>
        <translation>Chacun tire une carte&#xa0;: la plus basse donne en premier.</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s right cuts, and the starter is turned up.</source>
        <translation>Le joueur à la droite du donneur coupe, et la carte tournée est retournée.</translation>
    </message>
    <message>
        <source>The play: in turn, each player lays a card and says the count, never past 31, scoring fifteens, pairs, runs and 31.</source>
        <translation>Le jeu&#xa0;: chacun à son tour pose une carte et annonce le total, sans dépasser 31, en marquant les 15, les paires, les suites et 31.</translation>
    </message>
    <message>
        <source>Go: nobody can play under 31, so the last player to lay a card scores 1 and the count starts again from 0.</source>
        <translation>«&#xa0;Je passe&#xa0;»&#xa0;: personne ne peut jouer sous 31, le dernier à avoir posé une carte marque 1 point et le total repart de 0.</translation>
    </message>
    <message>
        <source>The show: hands are counted from the dealer&apos;s left, the dealer last, then the crib.</source>
        <translation>Le décompte&#xa0;: les mains se comptent en partant de la gauche du donneur, le donneur en dernier, puis le chien.</translation>
    </message>
    <message>
        <source>Manual counting: you count your own hand and crib, the program counts the others.</source>
        <translation>Décompte manuel&#xa0;: vous comptez vous-même votre main et votre chien, le programme compte les autres.</translation>
    </message>
    <message>
        <source>A side sits in the penalty box and is not dealt in.</source>
        <translation>Un camp patiente dans la case de pénalité et ne reçoit pas de cartes.</translation>
    </message>
    <message>
        <source>Count your crib with the starter and enter the total. In the crib a flush counts only if the starter is of the same suit too.</source>
        <translation>Comptez votre chien avec la carte tournée et indiquez le total. Dans le chien, la couleur ne compte que si la carte tournée est aussi de la même couleur.</translation>
    </message>
    <message>
        <source>Bury %1: your four cards keep about %2 points.</source>
        <translation>Placez %1 sous le paquet&#xa0;: vos quatre cartes gardent environ %2 points.</translation>
    </message>
    <message>
        <source>Lay away %1: your four cards keep about %2 points, and the crib is yours (about %3 more).</source>
        <translation>Rejetez %1&#xa0;: vos quatre cartes gardent environ %2 points, et le chien est à vous (environ %3 de plus).</translation>
    </message>
    <message>
        <source>Lay away %1: your four cards keep about %2 points, and they give %3&apos;s crib only about %4.</source>
        <translation>Rejetez %1&#xa0;: vos quatre cartes gardent environ %2 points, et elles ne donnent qu’environ %4 au chien de %3.</translation>
    </message>
    <message>
        <source>Lay away %1: your four cards keep about %2 points, and they give the other side&apos;s crib only about %3.</source>
        <translation>Rejetez %1&#xa0;: vos quatre cartes gardent environ %2 points, et elles ne donnent qu’environ %3 au chien adverse.</translation>
    </message>
    <message>
        <source>Play %1: it scores %2 now.</source>
        <translation>Jouez %1&#xa0;: elle rapporte %2 tout de suite.</translation>
    </message>
    <message>
        <source>Play %1: nothing scores now, and it leaves the others the least to score from it.</source>
        <translation>Jouez %1&#xa0;: rien à marquer maintenant, et c’est la carte qui laisse le moins de points aux autres.</translation>
    </message>
    <message>
        <source>Play %1: it is the only card that fits under 31.</source>
        <translation>Jouez %1&#xa0;: c’est la seule carte qui passe sous 31.</translation>
    </message>
    <message>
        <source>Your crib counts %1.</source>
        <translation>Votre chien vaut %1.</translation>
    </message>
    <message>
        <source>Your hand counts %1.</source>
        <translation>Votre main vaut %1.</translation>
    </message>
    <message>
        <source>Leave the penalty box now: otherwise your side sits out one more hand.</source>
        <translation>Quittez la case de pénalité maintenant, sinon votre équipe patiente une main de plus.</translation>
    </message>
    <message>
        <source>The game is over: start a new game to play on.</source>
        <translation>La partie est finie&#xa0;: commencez une nouvelle partie pour continuer à jouer.</translation>
    </message>
    <message>
        <source>It is not your turn: wait until the game asks you.</source>
        <translation>Ce n’est pas votre tour&#xa0;: attendez que le jeu vous le demande.</translation>
    </message>
    <message>
        <source>Lay away exactly the cards asked for, from your own hand: two with two players, one with three, four or six.</source>
        <translation>Rejetez exactement le nombre de cartes demandé, prises dans votre main&#xa0;: deux à deux joueurs, une à trois, quatre ou six.</translation>
    </message>
    <message>
        <source>With six players the dealer and the dealer&apos;s partner each bury exactly one card.</source>
        <translation>À six joueurs, le donneur et son partenaire placent chacun exactement une carte sous le paquet.</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Cette carte n’est pas dans votre main.</translation>
    </message>
    <message>
        <source>That card would take the count past 31: play a card that fits.</source>
        <translation>Cette carte ferait dépasser 31&#xa0;: jouez une carte qui passe.</translation>
    </message>
    <message>
        <source>No count is waiting for you to enter now.</source>
        <translation>Aucun décompte n’attend votre total pour l’instant.</translation>
    </message>
    <message>
        <source>Enter a whole number from 0 to 29: no hand can count more than 29.</source>
        <translation>Indiquez un nombre entier de 0 à 29&#xa0;: aucune main ne vaut plus de 29.</translation>
    </message>
    <message>
        <source>The penalty box can only be left during your side&apos;s last hand out.</source>
        <translation>On ne peut quitter la case de pénalité que pendant la dernière main d’attente de votre équipe.</translation>
    </message>
    <message>
        <source>The cards have already been laid away: this is another step of the hand.</source>
        <translation>Les cartes ont déjà été rejetées&#xa0;: la main en est à une autre étape.</translation>
    </message>
    <message>
        <source>No card can be played now: the play has not begun or is over.</source>
        <translation>Aucune carte ne peut être jouée maintenant&#xa0;: le jeu n’a pas commencé ou est terminé.</translation>
    </message>
    <message>
        <source>Choose the cards to lay away from your hand.</source>
        <translation>Choisissez dans votre main les cartes à rejeter.</translation>
    </message>
    <message>
        <source>You still hold a card that fits under 31, so you must play it: go is only for a player who cannot play.</source>
        <translation>Vous avez encore une carte qui passe sous 31 et devez la jouer&#xa0;: seul un joueur qui ne peut pas jouer dit «&#xa0;Je passe&#xa0;».</translation>
    </message>
    <message>
        <source>You play %1: %2.</source>
        <translation>Vous jouez %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 plays %2: %3.</source>
        <translation>%1 joue %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>You peg %1 for his heels.</source>
        <translation>Vous marquez %1 pour le valet tourné.</translation>
    </message>
    <message>
        <source>%2 pegs %1 for his heels.</source>
        <translation>%2 marque %1 pour le valet tourné.</translation>
    </message>
    <message>
        <source>You peg %1 in the play.</source>
        <translation>Vous marquez %1 au jeu.</translation>
    </message>
    <message>
        <source>%2 pegs %1 in the play.</source>
        <translation>%2 marque %1 au jeu.</translation>
    </message>
    <message>
        <source>You peg %1 for the go.</source>
        <translation>Vous marquez %1 pour la passe.</translation>
    </message>
    <message>
        <source>%2 pegs %1 for the go.</source>
        <translation>%2 marque %1 pour la passe.</translation>
    </message>
    <message>
        <source>You peg %1 for your hand.</source>
        <translation>Vous marquez %1 pour votre main.</translation>
    </message>
    <message>
        <source>%2 pegs %1 for the hand.</source>
        <translation>%2 marque %1 pour sa main.</translation>
    </message>
    <message>
        <source>You peg %1 for your crib.</source>
        <translation>Vous marquez %1 pour votre chien.</translation>
    </message>
    <message>
        <source>%2 pegs %1 for the crib.</source>
        <translation>%2 marque %1 pour le chien.</translation>
    </message>
    <message>
        <source>Muggins! You peg the %1 missed.</source>
        <translation>Coupe-gorge&#xa0;! Vous marquez les %1 oubliés.</translation>
    </message>
    <message>
        <source>Muggins! %2 pegs the %1 you missed.</source>
        <translation>Coupe-gorge&#xa0;! %2 marque les %1 que vous avez oubliés.</translation>
    </message>
    <message>
        <source>You peg the %1 claimed too many.</source>
        <translation>Vous marquez les %1 annoncés en trop.</translation>
    </message>
    <message>
        <source>%2 pegs the %1 you claimed too many.</source>
        <translation>%2 marque les %1 que vous avez annoncés en trop.</translation>
    </message>
    <message>
        <source>You receive the award of %1.</source>
        <translation>Vous recevez la prime de %1.</translation>
    </message>
    <message>
        <source>%2 receives the award of %1.</source>
        <translation>%2 reçoit la prime de %1.</translation>
    </message>
    <message>
        <source>Red jump: you slide 20 holes ahead.</source>
        <translation>Case rouge de saut&#xa0;: vous avancez de 20 places.</translation>
    </message>
    <message>
        <source>Red jump: %1 slides 20 holes ahead.</source>
        <translation>Case rouge de saut&#xa0;: %1 avance de 20 places.</translation>
    </message>
    <message>
        <source>Blue trap: your next move goes down the blue path.</source>
        <translation>Piège bleu&#xa0;: votre prochain décompte suivra la voie bleue.</translation>
    </message>
    <message>
        <source>Blue trap: the next move of %1 goes down the blue path.</source>
        <translation>Piège bleu&#xa0;: le prochain décompte de %1 suivra la voie bleue.</translation>
    </message>
    <message>
        <source>Green zone: your next move takes the green shortcut.</source>
        <translation>Zone verte d’avancée&#xa0;: votre prochain décompte prendra le raccourci vert.</translation>
    </message>
    <message>
        <source>Green zone: the next move of %1 takes the green shortcut.</source>
        <translation>Zone verte d’avancée&#xa0;: le prochain décompte de %1 prendra le raccourci vert.</translation>
    </message>
    <message>
        <source>Penalty square: you fold, and your cards are dead for this hand.</source>
        <translation>Case de pénalité&#xa0;: vous couchez votre main, vos cartes sont mortes pour cette main.</translation>
    </message>
    <message>
        <source>Penalty square: %1 folds, and those cards are dead for this hand.</source>
        <translation>Case de pénalité&#xa0;: %1 couche sa main, ses cartes sont mortes pour cette main.</translation>
    </message>
    <message>
        <source>You go back 20 holes.</source>
        <translation>Vous reculez de 20 places.</translation>
    </message>
    <message>
        <source>%1 goes back 20 holes.</source>
        <translation>%1 recule de 20 places.</translation>
    </message>
    <message>
        <source>You sit out the next three hands in the penalty box.</source>
        <translation>Vous patientez dans la case de pénalité pendant les trois prochaines mains.</translation>
    </message>
    <message>
        <source>%1 sits out the next three hands in the penalty box.</source>
        <translation>%1 patiente dans la case de pénalité pendant les trois prochaines mains.</translation>
    </message>
    <message>
        <source>You leave the penalty box one hole ahead.</source>
        <translation>Vous quittez la case de pénalité en avançant d’une place.</translation>
    </message>
    <message>
        <source>%1 leaves the penalty box one hole ahead.</source>
        <translation>%1 quitte la case de pénalité en avançant d’une place.</translation>
    </message>
    <message>
        <source>Your turn: bury one card.</source>
        <translation>À vous&#xa0;: placez une carte sous le paquet.</translation>
    </message>
    <message>
        <source>Your turn: lay away one card to the crib.</source>
        <translation>À vous&#xa0;: rejetez une carte pour le chien.</translation>
    </message>
    <message>
        <source>Your turn: lay away two cards to the crib.</source>
        <translation>À vous&#xa0;: rejetez deux cartes pour le chien.</translation>
    </message>
    <message>
        <source>Your turn to play.</source>
        <translation>À vous de jouer.</translation>
    </message>
    <message>
        <source>Your turn: count your crib.</source>
        <translation>À vous&#xa0;: comptez votre chien.</translation>
    </message>
    <message>
        <source>Your turn: count your hand.</source>
        <translation>À vous&#xa0;: comptez votre main.</translation>
    </message>
    <message>
        <source>Your turn: leave the penalty box?</source>
        <translation>À vous&#xa0;: quitter la case de pénalité&#xa0;?</translation>
    </message>
    <message>
        <source>%1 is laying away.</source>
        <translation>%1 rejette ses cartes.</translation>
    </message>
    <message>
        <source>%1 to play.</source>
        <translation>À %1 de jouer.</translation>
    </message>
    <message>
        <source>%1 is counting.</source>
        <translation>%1 compte.</translation>
    </message>
    <message>
        <source>%1 is in the penalty box.</source>
        <translation>%1 est dans la case de pénalité.</translation>
    </message>
    <message>
        <source>You win the game.</source>
        <translation>Vous gagnez la partie.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 gagne la partie.</translation>
    </message>
    <message>
        <source>You are double-skunked: it counts four games.</source>
        <translation>Double-putois contre vous&#xa0;: la partie vaut quatre jeux.</translation>
    </message>
    <message>
        <source>%1 is double-skunked: it counts four games.</source>
        <translation>Double-putois contre %1&#xa0;: la partie vaut quatre jeux.</translation>
    </message>
    <message>
        <source>You are skunked: it counts two games.</source>
        <translation>Putois contre vous&#xa0;: la partie vaut deux jeux.</translation>
    </message>
    <message>
        <source>%1 is skunked: it counts two games.</source>
        <translation>Putois contre %1&#xa0;: la partie vaut deux jeux.</translation>
    </message>
    <message>
        <source>Red jump: you slide 20 holes ahead, to %2.</source>
        <translation>Case rouge de saut&#xa0;: vous avancez de 20 places, jusqu’au %2.</translation>
    </message>
    <message>
        <source>Red jump: %1 slides 20 holes ahead, to %2.</source>
        <translation>Case rouge de saut&#xa0;: %1 avance de 20 places, jusqu’au %2.</translation>
    </message>
    <message>
        <source>Blue trap: you stop on %2, and your next move goes down the blue path.</source>
        <translation>Piège bleu&#xa0;: vous vous arrêtez au %2, et votre prochain décompte suivra la voie bleue.</translation>
    </message>
    <message>
        <source>Blue trap: %1 stops on %2, and the next move goes down the blue path.</source>
        <translation>Piège bleu&#xa0;: %1 s’arrête au %2, et son prochain décompte suivra la voie bleue.</translation>
    </message>
    <message>
        <source>Green zone: you stop on %2, and your next move takes the green shortcut.</source>
        <translation>Zone verte d’avancée&#xa0;: vous vous arrêtez au %2, et votre prochain décompte prendra le raccourci vert.</translation>
    </message>
    <message>
        <source>Green zone: %1 stops on %2, and the next move takes the green shortcut.</source>
        <translation>Zone verte d’avancée&#xa0;: %1 s’arrête au %2, et son prochain décompte prendra le raccourci vert.</translation>
    </message>
    <message>
        <source>Penalty square on %2: you fold, and your cards are dead for this hand.</source>
        <translation>Case de pénalité au %2&#xa0;: vous couchez votre main, vos cartes sont mortes pour cette main.</translation>
    </message>
    <message>
        <source>Penalty square on %2: %1 folds, and those cards are dead for this hand.</source>
        <translation>Case de pénalité au %2&#xa0;: %1 couche sa main, ses cartes sont mortes pour cette main.</translation>
    </message>
    <message>
        <source>You go back 20 holes, to %2.</source>
        <translation>Vous reculez de 20 places, jusqu’au %2.</translation>
    </message>
    <message>
        <source>%1 goes back 20 holes, to %2.</source>
        <translation>%1 recule de 20 places, jusqu’au %2.</translation>
    </message>
    <message>
        <source>You sit out the next three hands in the penalty box, on %2.</source>
        <translation>Vous patientez dans la case de pénalité pendant les trois prochaines mains, au %2.</translation>
    </message>
    <message>
        <source>%1 sits out the next three hands in the penalty box, on %2.</source>
        <translation>%1 patiente dans la case de pénalité pendant les trois prochaines mains, au %2.</translation>
    </message>
    <message>
        <source>You leave the penalty box one hole ahead, to %2.</source>
        <translation>Vous quittez la case de pénalité en avançant d’une place, jusqu’au %2.</translation>
    </message>
    <message>
        <source>%1 leaves the penalty box one hole ahead, to %2.</source>
        <translation>%1 quitte la case de pénalité en avançant d’une place, jusqu’au %2.</translation>
    </message>
    <message>
        <source>Cards are laid away face down to make the crib, one more hand of four cards that counts for the dealer.</source>
        <translation>Les joueurs rejettent des cartes face cachée pour former le chien, une main de plus, de quatre cartes, qui compte pour le donneur.</translation>
    </message>
</context>
<context>
    <name>CribbageFelt</name>
    <message>
        <source>fifteen %1</source>
        <translation>15, %1</translation>
    </message>
    <message>
        <source>a pair is %1</source>
        <translation>une paire, %1</translation>
    </message>
    <message>
        <source>a run of three is %1</source>
        <translation>une suite de trois, %1</translation>
    </message>
    <message>
        <source>a run of four is %1</source>
        <translation>une suite de quatre, %1</translation>
    </message>
    <message>
        <source>a run of five is %1</source>
        <translation>une suite de cinq, %1</translation>
    </message>
    <message>
        <source>a flush is %1</source>
        <translation>même couleur, %1</translation>
    </message>
    <message>
        <source>nobs is %1</source>
        <translation>le valet de la carte tournée, %1</translation>
    </message>
    <message>
        <source>%1&apos;s crib</source>
        <translation>Chien de %1</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>Main de %1</translation>
    </message>
    <message>
        <source>%1&apos;s crib: %2</source>
        <translation>Chien de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1&apos;s hand: %2</source>
        <translation>Main de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Your crib</source>
        <translation>Votre chien</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>Your crib: %1</source>
        <translation>Votre chien&#xa0;: %1</translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Votre main&#xa0;: %1</translation>
    </message>
    <message>
        <source>no points</source>
        <translation>aucun point</translation>
    </message>
    <message>
        <source>claimed %1</source>
        <translation>annoncé %1</translation>
    </message>
    <message>
        <source>muggins!</source>
        <translation>muggins&#xa0;!</translation>
    </message>
    <message>
        <source>excess %1</source>
        <translation>excédent %1</translation>
    </message>
    <message>
        <source>pair %1</source>
        <translation>paire %1</translation>
    </message>
    <message>
        <source>run of %1</source>
        <translation>suite de %1</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Je passe</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Count %1</source>
        <translation>Total %1</translation>
    </message>
    <message>
        <source>%1 card</source>
        <translation>%1 carte</translation>
    </message>
    <message>
        <source>%1 cards</source>
        <translation>%1 cartes</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>D</source>
        <comment>the dealer&apos;s chip</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>Game to %1</source>
        <translation>Partie en %1 points</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Carte tournée</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Chien</translation>
    </message>
    <message>
        <source>%1 plays %2: %3</source>
        <translation>%1 joue %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1: go</source>
        <translation>%1&#xa0;: je passe</translation>
    </message>
    <message>
        <source>The count starts again from 0</source>
        <translation>Le total repart de 0</translation>
    </message>
    <message>
        <source>%1 pegs %2 (%3), to %4</source>
        <translation>%1 avance de %2 (%3), jusqu’au %4</translation>
    </message>
    <message>
        <source>Hand %1: %2 deals</source>
        <translation>Main %1&#xa0;: %2 donne</translation>
    </message>
    <message>
        <source>%1 draws %2</source>
        <translation>%1 tire %2</translation>
    </message>
    <message>
        <source>The starter is %1</source>
        <translation>La carte tournée est %1</translation>
    </message>
    <message>
        <source>%1 lays away a card</source>
        <translation>%1 met une carte au chien</translation>
    </message>
    <message>
        <source>%1 lays away %2 cards</source>
        <translation>%1 met %2 cartes au chien</translation>
    </message>
    <message>
        <source>%1 wins the game</source>
        <translation>%1 gagne la partie</translation>
    </message>
    <message>
        <source>Draw for the deal</source>
        <translation>Tirage pour la donne</translation>
    </message>
    <message>
        <source>%1 has the lowest card and deals</source>
        <translation>%1 a la plus basse carte et donne</translation>
    </message>
    <message>
        <source>Draw a card from the pack: the lowest deals</source>
        <translation>Tirez une carte du paquet&#xa0;: la plus basse donne</translation>
    </message>
    <message>
        <source>%1 would take the count from %2 past 31</source>
        <translation>%1 ferait passer le total de %2 au-delà de 31</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, jouable</translation>
    </message>
    <message>
        <source>%1, not playable: past 31</source>
        <translation>%1, injouable&#xa0;: au-delà de 31</translation>
    </message>
    <message>
        <source>%1, picked</source>
        <translation>%1, choisie</translation>
    </message>
    <message>
        <source>%1, not picked</source>
        <translation>%1, non choisie</translation>
    </message>
    <message>
        <source>hole %1</source>
        <translation>trou %1</translation>
    </message>
    <message>
        <source>Cribbage table</source>
        <translation>Table de cribbage</translation>
    </message>
    <message>
        <source>You play %1: %2</source>
        <translation>Vous jouez %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>You peg %1 (%2), to %3</source>
        <translation>Vous avancez de %1 (%2), jusqu’au %3</translation>
    </message>
    <message>
        <source>Hand %1: you deal</source>
        <translation>Main %1&#xa0;: vous donnez</translation>
    </message>
    <message>
        <source>You draw %1</source>
        <translation>Vous tirez %1</translation>
    </message>
    <message>
        <source>You lay away a card</source>
        <translation>Vous mettez une carte au chien</translation>
    </message>
    <message>
        <source>You lay away %1 cards</source>
        <translation>Vous mettez %1 cartes au chien</translation>
    </message>
    <message>
        <source>You leave the penalty box</source>
        <translation>Vous quittez la case de pénalité</translation>
    </message>
    <message>
        <source>%1 leaves the penalty box</source>
        <translation>%1 quitte la case de pénalité</translation>
    </message>
    <message>
        <source>You win the game</source>
        <translation>Vous gagnez la partie</translation>
    </message>
    <message>
        <source>You have the lowest card and deal</source>
        <translation>Vous avez la plus basse carte et donnez</translation>
    </message>
    <message>
        <source>Cut the stock for the starter: click it or press Space</source>
        <translation>Coupez le paquet pour la carte tournée&#xa0;: cliquez dessus ou appuyez sur Espace</translation>
    </message>
    <message>
        <source>hole %1, which counts as %2</source>
        <translation>trou %1, qui compte pour %2</translation>
    </message>
    <message>
        <source>hole %1 of the blue path, which counts as %2</source>
        <translation>trou %1 de la voie bleue, qui compte pour %2</translation>
    </message>
    <message>
        <source>hole %1 of the green shortcut, which counts as %2</source>
        <translation>trou %1 du raccourci vert, qui compte pour %2</translation>
    </message>
    <message>
        <source>Cards and board</source>
        <translation>Cartes et planche</translation>
    </message>
    <message>
        <source>Crib Wars table</source>
        <translation>Table de Crib Wars</translation>
    </message>
    <message>
        <source>Choose a card with the arrow keys first, then press Enter to play it.</source>
        <translation>Choisissez d’abord une carte avec les flèches, puis appuyez sur Entrée pour la jouer.</translation>
    </message>
    <message>
        <source>Pick %1 more cards first: the arrow keys move between your cards, Space picks one, Enter lays them away.</source>
        <translation>Choisissez encore %1 cartes&#xa0;: les flèches passent d’une carte à l’autre, Espace en choisit une, Entrée les met au chien.</translation>
    </message>
    <message>
        <source>Pick one more card first: the arrow keys move between your cards, Space picks one, Enter lays them away.</source>
        <translation>Choisissez encore une carte&#xa0;: les flèches passent d’une carte à l’autre, Espace en choisit une, Entrée les met au chien.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 %2, on %3</source>
        <translation>%1 %2, au %3</translation>
    </message>
    <message>
        <source>%1 %2, on %3 (%4)</source>
        <translation>%1 %2, au %3 (%4)</translation>
    </message>
    <message>
        <source>Board, game to %1: %2.</source>
        <translation>Planche, partie en %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Hand %1: %2 deals, and the crib is %2&apos;s.</source>
        <translation>Main %1&#xa0;: %2 donne, et le chien est à %2.</translation>
    </message>
    <message>
        <source>Hand %1: you deal, and the crib is yours.</source>
        <translation>Main %1&#xa0;: vous donnez, et le chien est à vous.</translation>
    </message>
    <message>
        <source>The count is %1.</source>
        <translation>Le total est de %1.</translation>
    </message>
    <message>
        <source>The count is %1: %2.</source>
        <translation>Le total est de %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The starter is not cut yet.</source>
        <translation>La carte tournée n’est pas encore coupée.</translation>
    </message>
    <message>
        <source>Waiting for %1.</source>
        <translation>On attend %1.</translation>
    </message>
    <message>
        <source>Where we are</source>
        <translation>Où en est-on</translation>
    </message>
    <message>
        <source>Your hand is empty.</source>
        <translation>Votre main est vide.</translation>
    </message>
    <message>
        <source>Your hand, %1 cards: %2.</source>
        <translation>Votre main, %1 cartes&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Your hand, 1 card: %1.</source>
        <translation>Votre main, 1 carte&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Your turn to cut.</source>
        <translation>À vous de couper.</translation>
    </message>
    <message>
        <source>blue trap</source>
        <translation>piège bleu</translation>
    </message>
    <message>
        <source>green zone</source>
        <translation>zone verte d’avancée</translation>
    </message>
    <message>
        <source>penalty square</source>
        <translation>case de pénalité</translation>
    </message>
    <message>
        <source>team %1</source>
        <translation>l’équipe %1</translation>
    </message>
</context>
<context>
    <name>CribNames</name>
    <message>
        <source>South-West</source>
        <translation>Sud-Ouest</translation>
    </message>
    <message>
        <source>North-West</source>
        <translation>Nord-Ouest</translation>
    </message>
    <message>
        <source>North-East</source>
        <translation>Nord-Est</translation>
    </message>
    <message>
        <source>South-East</source>
        <translation>Sud-Est</translation>
    </message>
    <message>
        <source>%1 &amp; %2</source>
        <translation>%1 et %2</translation>
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
        <source>Game points:</source>
        <translation>Points de partie&#xa0;:</translation>
    </message>
    <message>
        <source>Skunks you gave:</source>
        <translation>Putois infligés&#xa0;:</translation>
    </message>
    <message>
        <source>Skunks you took:</source>
        <translation>Putois subis&#xa0;:</translation>
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
        <source>Pegging per hand:</source>
        <translation>Points au jeu par main&#xa0;:</translation>
    </message>
    <message>
        <source>Hand count per hand:</source>
        <translation>Décompte de la main par main&#xa0;:</translation>
    </message>
    <message>
        <source>Crib count per crib of yours:</source>
        <translation>Décompte par chien à vous&#xa0;:</translation>
    </message>
    <message>
        <source>Your highest hand:</source>
        <translation>Votre meilleure main&#xa0;:</translation>
    </message>
    <message>
        <source>Hands of 29:</source>
        <translation>Mains de 29&#xa0;:</translation>
    </message>
    <message>
        <source>Squares landed on:</source>
        <translation>Cases atteintes&#xa0;:</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
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
        <source>By opponents and players:</source>
        <translation>Par adversaires et nombre de joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>%1 — the best hand there is! %2</source>
        <translation>%1 — la meilleure main possible&#xa0;! %2</translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucune pour l’instant</translation>
    </message>
    <message>
        <source>%1, double %2</source>
        <translation>%1, doubles %2</translation>
    </message>
    <message>
        <source>%1 over %2 hands</source>
        <translation>%1 sur %2 mains</translation>
    </message>
    <message>
        <source>%1 over %2 cribs</source>
        <translation>%1 sur %2 chiens</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>red jumps %1, blue traps %2, green zones %3, penalty squares %4</source>
        <translation>cases rouges de saut %1, pièges bleus %2, zones vertes %3, cases de pénalité %4</translation>
    </message>
    <message>
        <source>Games assisted (hint or undo):</source>
        <translation>Parties aidées (conseil ou annulation) :</translation>
    </message>
    <message>
        <source>Matches won:</source>
        <translation>Matchs gagnés :</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 sur %2</translation>
    </message>
</context>
<context>
    <name>CribReplay</name>
    <message>
        <source>his heels</source>
        <translation>le valet retourné</translation>
    </message>
    <message>
        <source>the play</source>
        <translation>le jeu</translation>
    </message>
    <message>
        <source>the go</source>
        <translation>la passe</translation>
    </message>
    <message>
        <source>the hand</source>
        <translation>la main</translation>
    </message>
    <message>
        <source>the crib</source>
        <translation>le chien</translation>
    </message>
    <message>
        <source>muggins</source>
        <translation>coupe-gorge</translation>
    </message>
    <message>
        <source>points over-claimed</source>
        <translation>les points annoncés en trop</translation>
    </message>
    <message>
        <source>the award</source>
        <translation>la prime</translation>
    </message>
    <message>
        <source>a red jump</source>
        <translation>une case rouge de saut</translation>
    </message>
    <message>
        <source>a blue trap</source>
        <translation>un piège bleu</translation>
    </message>
    <message>
        <source>a green zone</source>
        <translation>une zone verte d’avancée</translation>
    </message>
    <message>
        <source>a penalty square</source>
        <translation>une case de pénalité</translation>
    </message>
    <message>
        <source>fifteens %1</source>
        <translation>quinzes %1</translation>
    </message>
    <message>
        <source>pairs %1</source>
        <translation>paires %1</translation>
    </message>
    <message>
        <source>runs %1</source>
        <translation>suites %1</translation>
    </message>
    <message>
        <source>flush %1</source>
        <translation>couleur %1</translation>
    </message>
    <message>
        <source>nobs %1</source>
        <translation>valet de la couleur %1</translation>
    </message>
    <message>
        <source>+%1 for %2 (%3), now at %4.</source>
        <translation>+%1 pour %2 (%3), maintenant à %4.</translation>
    </message>
    <message>
        <source>Landed on %1 (%2).</source>
        <translation>Arrivée sur %1 (%2).</translation>
    </message>
    <message>
        <source>Go: %1 cannot play.</source>
        <translation>Passe&#xa0;: %1 ne peut pas jouer.</translation>
    </message>
    <message>
        <source>The count starts again from 0.</source>
        <translation>Le total repart de 0.</translation>
    </message>
    <message>
        <source>The top card of the stock goes to the crib: %1.</source>
        <translation>La carte du dessus du paquet va au chien&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Penalty square %1: the cards of %2 are dead.</source>
        <translation>Case de pénalité %1&#xa0;: les cartes de %2 sont mortes.</translation>
    </message>
    <message>
        <source>Back to %2 for %1.</source>
        <translation>Retour à %2 pour %1.</translation>
    </message>
    <message>
        <source>Released from the penalty box: %1, to %2.</source>
        <translation>Sortie de la case de pénalité&#xa0;: %1, vers %2.</translation>
    </message>
    <message>
        <source>In the penalty box for %1 hands: %2.</source>
        <translation>Dans la case de pénalité pour %1 mains&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Out of the penalty box: %1.</source>
        <translation>Sortie de la case de pénalité&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Game hole! The game goes to %1.</source>
        <translation>Trou de fin de partie&#xa0;! La partie revient à %1.</translation>
    </message>
    <message>
        <source>Game points lost by %1: %2.</source>
        <translation>Points de partie perdus par %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Main %1 sur %2</translation>
    </message>
    <message>
        <source>Dealer: %1.</source>
        <translation>Donneur&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Sitting out: %1.</source>
        <translation>Patiente&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 — the deal</source>
        <translation>%1 — la donne</translation>
    </message>
    <message>
        <source>To the crib from %1: %2.</source>
        <translation>Au chien, de %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Buried by %1: %2.</source>
        <translation>Placée sous le paquet par %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 — laying away</source>
        <translation>%1 — le rejet</translation>
    </message>
    <message>
        <source>%1 — the starter</source>
        <translation>%1 — la carte tournée</translation>
    </message>
    <message>
        <source>The starter is %1.</source>
        <translation>La carte tournée est %1.</translation>
    </message>
    <message>
        <source>%1 — the play, card %2</source>
        <translation>%1 — le jeu, carte %2</translation>
    </message>
    <message>
        <source>%1: %2, count %3.</source>
        <translation>%1&#xa0;: %2, total %3.</translation>
    </message>
    <message>
        <source>%1 — the show: your crib</source>
        <translation>%1 — le décompte&#xa0;: votre chien</translation>
    </message>
    <message>
        <source>Your crib: %1.</source>
        <translation>Votre chien&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 — the show: your hand</source>
        <translation>%1 — le décompte&#xa0;: votre main</translation>
    </message>
    <message>
        <source>Your hand: %1.</source>
        <translation>Votre main&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 — the show: the crib of %2</source>
        <translation>%1 — le décompte&#xa0;: le chien de %2</translation>
    </message>
    <message>
        <source>The crib of %1: %2.</source>
        <translation>Le chien de %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 — the show: the hand of %2</source>
        <translation>%1 — le décompte&#xa0;: la main de %2</translation>
    </message>
    <message>
        <source>The hand of %1: %2.</source>
        <translation>La main de %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 — %2 in all.</source>
        <translation>%1 — %2 en tout.</translation>
    </message>
    <message>
        <source>Nothing to count: 0.</source>
        <translation>Rien à compter&#xa0;: 0.</translation>
    </message>
    <message>
        <source>Claimed: %1.</source>
        <translation>Annoncé&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>CribReplayWidget</name>
    <message>
        <source>Go to the deal of a hand</source>
        <translation>Aller à la donne d’une main</translation>
    </message>
    <message>
        <source>◀◀ Count</source>
        <translation>◀◀ Total</translation>
    </message>
    <message>
        <source>Count ▶▶</source>
        <translation>Total ▶▶</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Première étape</translation>
    </message>
    <message>
        <source>Previous count or show</source>
        <translation>Total ou décompte précédent</translation>
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
        <source>Next count or show</source>
        <translation>Total ou décompte suivant</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Dernière étape</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>On the table: %1 (count %2)</source>
        <translation>Sur la table&#xa0;: %1 (total %2)</translation>
    </message>
    <message>
        <source>Starter: %1</source>
        <translation>Carte tournée&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 holds %2.</source>
        <translation>%1 a en main %2.</translation>
    </message>
</context>
<context>
    <name>CribTableView</name>
    <message>
        <source>%1 (dealer)</source>
        <translation>%1 (donneur)</translation>
    </message>
    <message>
        <source>Count: %1</source>
        <translation>Total&#xa0;: %1</translation>
    </message>
    <message>
        <source>Starter</source>
        <translation>Carte tournée</translation>
    </message>
    <message>
        <source>Crib of %1</source>
        <translation>Chien de %1</translation>
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
    <name>CribbageTable</name>
    <message>
        <source>Move between your cards</source>
        <translation>Passer d'une carte à l'autre</translation>
    </message>
    <message>
        <source>Pick or put back a card to lay away; cut</source>
        <translation>Choisir ou reposer une carte à écarter ; couper</translation>
    </message>
    <message>
        <source>Lay away the picked cards, play the chosen card, cut</source>
        <translation>Écarter les cartes choisies, jouer la carte choisie, couper</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Lay away</source>
        <translation>Écarter</translation>
    </message>
    <message>
        <source>Cut</source>
        <translation>Couper</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Compter</translation>
    </message>
    <message>
        <source>Leave the penalty box</source>
        <translation>Quitter la prison</translation>
    </message>
    <message>
        <source>Stay in</source>
        <translation>Rester</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Your count</source>
        <translation>Votre compte</translation>
    </message>
    <message>
        <source>The strongest computer player's choice, with its reason</source>
        <translation>Le choix du meilleur joueur de l'ordinateur, avec sa raison</translation>
    </message>
    <message>
        <source>Cut the pack for the starter.</source>
        <translation>Coupez le paquet pour la carte tournée.</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Scores</translation>
    </message>
    <message>
        <source>First-game hint</source>
        <translation>Aide de première partie</translation>
    </message>
    <message>
        <source>Table announcements</source>
        <translation>Annonces de la table</translation>
    </message>
    <message>
        <source>A hint is available on your turn.</source>
        <translation>Un conseil est possible quand c'est à vous de jouer.</translation>
    </message>
    <message>
        <source>Settings saved: levels, speed and name apply from the next hand; rules from the next game.</source>
        <translation>Réglages enregistrés : niveaux, vitesse et nom dès la donne suivante ; règles dès la partie suivante.</translation>
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
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Last show</source>
        <translation>&amp;Dernier compte</translation>
    </message>
    <message>
        <source>&amp;Rules of Cribbage</source>
        <translation>&amp;Règles du cribbage</translation>
    </message>
    <message>
        <source>The Crib &amp;Wars board</source>
        <translation>La planche Crib &amp;Wars</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>Raccourcis &amp;clavier</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Conseil : %1</translation>
    </message>
    <message>
        <source>Rule %1 in Help ▸ Rules of Cribbage</source>
        <translation>Règle %1 dans Aide ▸ Règles du cribbage</translation>
    </message>
    <message>
        <source>Hand %1 is over: %2.</source>
        <translation>La donne %1 est finie : %2.</translation>
    </message>
    <message>
        <source>The count is %1.</source>
        <translation>Le compte est à %1.</translation>
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
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Peg</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Chien</translation>
    </message>
    <message>
        <source>Last show</source>
        <translation>Dernier compte</translation>
    </message>
    <message>
        <source>fifteen</source>
        <translation>quinze</translation>
    </message>
    <message>
        <source>pair</source>
        <translation>paire</translation>
    </message>
    <message>
        <source>run</source>
        <translation>suite</translation>
    </message>
    <message>
        <source>flush</source>
        <translation>couleur</translation>
    </message>
    <message>
        <source>nobs</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>No hand has been shown yet.</source>
        <translation>Aucune main n'a encore été comptée.</translation>
    </message>
    <message>
        <source>crib</source>
        <translation>chien</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>main</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Starter: %1</source>
        <translation>Carte tournée : %1</translation>
    </message>
    <message>
        <source>Muggins! %1 pegs %2.</source>
        <translation>Coupe-gorge ! %1 marque %2.</translation>
    </message>
    <message>
        <source>%1 pegs %2 for the excess claimed.</source>
        <translation>%1 marque %2 pour le compte excessif.</translation>
    </message>
    <message>
        <source>(counted %1)</source>
        <translation>(compté %1)</translation>
    </message>
    <message>
        <source>%1, %2 (%3): %4 — %5</source>
        <translation>%1, %2 (%3) : %4 — %5</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
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
        <source>South-west</source>
        <translation>Sud-ouest</translation>
    </message>
    <message>
        <source>North-west</source>
        <translation>Nord-ouest</translation>
    </message>
    <message>
        <source>North-east</source>
        <translation>Nord-est</translation>
    </message>
    <message>
        <source>South-east</source>
        <translation>Sud-est</translation>
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
        <source>Side A</source>
        <translation>Camp A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Camp B</translation>
    </message>
    <message>
        <source>Side C</source>
        <translation>Camp C</translation>
    </message>
    <message>
        <source>Press Space to cut the pack for the starter.</source>
        <translation>Appuyez sur Espace pour couper le paquet pour la carte tournée.</translation>
    </message>
    <message>
        <source>&amp;Where are we?</source>
        <translation>&amp;Où en est-on&#xa0;?</translation>
    </message>
    <message>
        <source>Counting</source>
        <translation>Décompte</translation>
    </message>
    <message>
        <source>Cutting</source>
        <translation>Coupe</translation>
    </message>
    <message>
        <source>Game area</source>
        <translation>Zone de jeu</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>%1, hand %2: %3, now %4</source>
        <translation>%1, main %2&#xa0;: %3, maintenant %4</translation>
    </message>
    <message>
        <source>%1: %2 in all</source>
        <translation>%1&#xa0;: %2 en tout</translation>
    </message>
    <message>
        <source>&amp;Detailed scores</source>
        <translation>Scores &amp;détaillés</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Planche</translation>
    </message>
    <message>
        <source>Board squares</source>
        <translation>Cases de la planche</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Main %1</translation>
    </message>
    <message>
        <source>Hand over</source>
        <translation>Donne terminée</translation>
    </message>
    <message>
        <source>In the penalty box</source>
        <translation>Dans la case de pénalité</translation>
    </message>
    <message>
        <source>Laying away</source>
        <translation>Mise au chien</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menus</translation>
    </message>
    <message>
        <source>Muggins! You peg %2.</source>
        <translation>Coupe-gorge&#xa0;! Vous marquez %2.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Scores by hand</source>
        <translation>Scores par donne</translation>
    </message>
    <message>
        <source>Start a new game (Ctrl+N)</source>
        <translation>Commencer une nouvelle partie (Ctrl+N)</translation>
    </message>
    <message>
        <source>Type your count in the box before it and press Enter</source>
        <translation>Tapez votre décompte dans la case qui précède et appuyez sur Entrée</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>Attente</translation>
    </message>
    <message>
        <source>What to do now</source>
        <translation>Que faire maintenant</translation>
    </message>
    <message>
        <source>You peg %2 for the excess claimed.</source>
        <translation>Vous marquez %2 pour le compte excessif.</translation>
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
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Pen.</source>
        <translation>Pén.</translation>
    </message>
    <message>
        <source>Penalties and awards</source>
        <translation>Pénalités et primes</translation>
    </message>
    <message>
        <source>Standing: %1.</source>
        <translation>Classement&#xa0;: %1.</translation>
    </message>
    <message>
        <source>being played</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>dealer: %1</source>
        <translation>donneur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Review hand</source>
        <translation>Revoir la main</translation>
    </message>
    <message>
        <source>What each of your choices in the hand was worth</source>
        <translation>Ce que valait chacun de vos choix dans la main</translation>
    </message>
    <message>
        <source>Review the game&apos;s hands</source>
        <translation>Revoir les donnes de la partie</translation>
    </message>
    <message>
        <source>Nothing to undo: only your decisions in the hand on the table can be taken back.</source>
        <translation>Rien à annuler : seuls vos choix de la donne en cours peuvent être repris.</translation>
    </message>
    <message>
        <source>Your last decision was taken back: choose again. The game is marked as assisted.</source>
        <translation>Votre dernier choix a été repris : choisissez à nouveau. La partie est marquée comme aidée.</translation>
    </message>
    <message>
        <source>Click a card to play it (or drag it to the count, double-click it, or choose with ←/→ and press Enter).</source>
        <translation>Cliquez sur une carte pour la jouer (ou glissez-la vers le compte, double-cliquez dessus, ou choisissez avec ←/→ et appuyez sur Entrée).</translation>
    </message>
    <message>
        <source>Hints are turned off in Settings.</source>
        <translation>Les conseils sont désactivés dans les Paramètres.</translation>
    </message>
    <message>
        <source>No hint for a count while muggins is on: count it yourself.</source>
        <translation>Pas de conseil pour un compte quand le muggins est actif : comptez vous-même.</translation>
    </message>
    <message>
        <source>Next game</source>
        <translation>Partie suivante</translation>
    </message>
    <message>
        <source>Give up the match in progress and start a new one?</source>
        <translation>Abandonner le match en cours et en commencer un nouveau ?</translation>
    </message>
    <message>
        <source>The show: the hands and the crib are counted in turn.</source>
        <translation>Le décompte : les mains et le chien sont comptés tour à tour.</translation>
    </message>
    <message>
        <source>Your autoplay bot is counting…</source>
        <translation>Votre joueur automatique compte…</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Tirer</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>Draw a card from the pack: the lowest card deals.</source>
        <translation>Tirez une carte du paquet&#xa0;: la plus basse donne.</translation>
    </message>
    <message>
        <source>Press Space to draw a card: the lowest card deals.</source>
        <translation>Appuyez sur Espace pour tirer une carte&#xa0;: la plus basse donne.</translation>
    </message>
    <message>
        <source>Click the table or press Enter for the next count.</source>
        <translation>Cliquez sur la table ou appuyez sur Entrée pour le décompte suivant.</translation>
    </message>
    <message>
        <source>Fifteens</source>
        <translation>Quinzes</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Paires</translation>
    </message>
    <message>
        <source>Runs</source>
        <translation>Suites</translation>
    </message>
    <message>
        <source>Flush</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>Nobs</source>
        <translation>Valet de la couleur</translation>
    </message>
    <message>
        <source>How many fifteens: 2 points each</source>
        <translation>Combien de quinzes&#xa0;: 2 points chacun</translation>
    </message>
    <message>
        <source>How many pairs: 2 points each (three of a kind are three pairs)</source>
        <translation>Combien de paires&#xa0;: 2 points chacune (un triple fait trois paires)</translation>
    </message>
    <message>
        <source>The points of the runs: 1 a card of each run</source>
        <translation>Les points des suites&#xa0;: 1 par carte de chaque suite</translation>
    </message>
    <message>
        <source>A flush: 4 for the four cards, 5 with the starter</source>
        <translation>Une couleur&#xa0;: 4 pour les quatre cartes, 5 avec la carte tournée</translation>
    </message>
    <message>
        <source>Nobs: the jack of the starter&apos;s suit, 1 point</source>
        <translation>Le valet de la couleur de la carte tournée&#xa0;: 1 point</translation>
    </message>
    <message>
        <source>Count by combination</source>
        <translation>Compter par combinaison</translation>
    </message>
</context>
<context>
    <name>CribbageSession</name>
    <message>
        <source>The hand is over: press Next hand first.</source>
        <translation>La donne est finie : appuyez d'abord sur Donne suivante.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est finie.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Patientez : ce n'est pas à vous de jouer.</translation>
    </message>
</context>
<context>
    <name>CribbageReview</name>
    <message>
        <source>You did not lay away in this hand.</source>
        <translation>Vous n’avez rien écarté dans cette main.</translation>
    </message>
    <message>
        <source>Laid away</source>
        <translation>Écartées</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Gardées</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Crib</source>
        <translation>Chien</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>Somme</translation>
    </message>
    <message>
        <source>On the board</source>
        <translation>Sur la planche</translation>
    </message>
    <message>
        <source>With the starter: hand / crib</source>
        <translation>Avec la carte tournée : main / chien</translation>
    </message>
    <message>
        <source>your choice</source>
        <translation>votre choix</translation>
    </message>
    <message>
        <source>best</source>
        <translation>le meilleur</translation>
    </message>
    <message>
        <source>Starter: %1</source>
        <translation>Carte tournée : %1</translation>
    </message>
    <message>
        <source>Hand: the mean of the four cards kept over every starter you had not seen. Crib: the crib&apos;s expected points, plus for your side&apos;s crib, minus for another side&apos;s.</source>
        <translation>Main : la moyenne des quatre cartes gardées sur toutes les cartes tournées que vous n’aviez pas vues. Chien : les points attendus du chien, en plus pour le chien de votre camp, en moins pour celui d’un autre camp.</translation>
    </message>
    <message>
        <source>Your lay-away gave away %1 points on average.</source>
        <translation>Votre écart a laissé filer %1 points en moyenne.</translation>
    </message>
    <message>
        <source>Your lay-away was the best one.</source>
        <translation>Votre écart était le meilleur.</translation>
    </message>
    <message>
        <source>You had no choice of card in this hand.</source>
        <translation>Vous n’aviez pas le choix de la carte dans cette main.</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>You played</source>
        <translation>Vous avez joué</translation>
    </message>
    <message>
        <source>Each card that fitted</source>
        <translation>Chaque carte possible</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Laissés filer</translation>
    </message>
    <message>
        <source>crib</source>
        <translation>chien</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>main</translation>
    </message>
    <message>
        <source>%1 (%2): you counted %3, there were %4: %5</source>
        <translation>%1 (%2) : vous avez compté %3, il y en avait %4 : %5</translation>
    </message>
    <message>
        <source>Laying away</source>
        <translation>L’écart</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Le jeu</translation>
    </message>
    <message>
        <source>Your count</source>
        <translation>Votre compte</translation>
    </message>
    <message>
        <source>Chance to win</source>
        <translation>Chances de gagner</translation>
    </message>
    <message>
        <source>On the board: the Expert&apos;s points, with where they land on the Crib Wars board and the play to come.</source>
        <translation>Sur la planche : les points de l’Expert, avec l’endroit où ils tombent sur la planche Crib Wars et le jeu à venir.</translation>
    </message>
    <message>
        <source>Chance to win: the Expert&apos;s chance of winning the game with that lay-away, from where the pegs stand; this is what it plays by.</source>
        <translation>Chances de gagner : la probabilité que l’Expert gagne la partie avec cet écart, d’après la position des fiches ; c’est ce qui guide son jeu.</translation>
    </message>
    <message>
        <source>most points</source>
        <translation>le plus de points</translation>
    </message>
    <message>
        <source>best chance to win</source>
        <translation>la meilleure chance de gagner</translation>
    </message>
    <message>
        <source>Your lay-away had the most points.</source>
        <translation>Votre écart rapportait le plus de points.</translation>
    </message>
    <message>
        <source>Your lay-away had the best chance to win.</source>
        <translation>Votre écart donnait la meilleure chance de gagner.</translation>
    </message>
    <message>
        <source>Each card that fitted is set against the best one: the points it gives away on average over the rest of the play (your side&apos;s points minus the others&apos;), from what you could know then.</source>
        <translation>Chaque carte jouable est comparée à la meilleure&#xa0;: les points qu’elle fait perdre en moyenne sur le reste du jeu (les points de votre camp moins ceux des autres), d’après ce que vous pouviez savoir alors.</translation>
    </message>
</context>
<context>
    <name>CribbageMatch</name>
    <message>
        <source>Match to %1: %2</source>
        <translation>Match en %1 : %2</translation>
    </message>
    <message>
        <source>Next game: the first dealer is drawn again.</source>
        <translation>Partie suivante : le premier donneur est tiré à nouveau.</translation>
    </message>
    <message>
        <source>You have won the match.</source>
        <translation>Vous avez gagné le match.</translation>
    </message>
    <message>
        <source>The match goes to %1.</source>
        <translation>Le match revient à %1.</translation>
    </message>
</context>
<context>
    <name>CribbageRowTag</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
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
    <message>
        <source>SW</source>
        <translation>SO</translation>
    </message>
    <message>
        <source>NW</source>
        <translation>NO</translation>
    </message>
    <message>
        <source>NE</source>
        <translation>NE</translation>
    </message>
    <message>
        <source>SE</source>
        <translation>SE</translation>
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
</context>
<context>
    <name>FrameSession</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Please wait: it is not your turn.</source>
        <translation>Patientez : ce n’est pas votre tour.</translation>
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
        <source>A hint is given when it is your turn.</source>
        <translation>Un conseil est donné quand c’est votre tour.</translation>
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
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
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
    <name>CinchReview</name>
    <message>
        <source>your choice</source>
        <translation>votre choix</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Everybody passed: the hand was thrown in.</source>
        <translation>Tout le monde a passé&#xa0;: la donne a été annulée.</translation>
    </message>
    <message>
        <source>%1 bid %2 and named %3 trumps.</source>
        <translation>%1 a annoncé %2 et choisi %3 comme atout.</translation>
    </message>
    <message>
        <source>What the hand gave your side: %1.</source>
        <translation>Ce que la donne a rapporté à votre camp&#xa0;: %1.</translation>
    </message>
    <message>
        <source>You had no choice in the auction: a bid of 14 cannot be topped.</source>
        <translation>Vous n’aviez pas le choix aux enchères&#xa0;: on ne peut pas dépasser une enchère de 14.</translation>
    </message>
    <message>
        <source>You faced a bid of %1.</source>
        <translation>La plus haute enchère avant vous était %1.</translation>
    </message>
    <message>
        <source>Nobody had bid before you.</source>
        <translation>Personne n’avait annoncé avant vous.</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Choix</translation>
    </message>
    <message>
        <source>Expected result</source>
        <translation>Résultat attendu</translation>
    </message>
    <message>
        <source>The Expert would have passed.</source>
        <translation>L’Expert aurait passé.</translation>
    </message>
    <message>
        <source>The Expert would have bid %1.</source>
        <translation>L’Expert aurait annoncé %1.</translation>
    </message>
    <message>
        <source>Your choice in the auction gave away %1 points.</source>
        <translation>Votre choix aux enchères a coûté %1 points.</translation>
    </message>
    <message>
        <source>Trumps</source>
        <translation>Atout</translation>
    </message>
    <message>
        <source>You bid %1 and named the trumps.</source>
        <translation>Vous avez annoncé %1 et choisi l’atout.</translation>
    </message>
    <message>
        <source>Each value: the mean over %1 guessed deals that fit the auction.</source>
        <translation>Chaque valeur&#xa0;: la moyenne sur %1 donnes devinées qui s’accordent avec les enchères.</translation>
    </message>
    <message>
        <source>Each value: the mean over %1 random deals of the cards you could not see.</source>
        <translation>Chaque valeur&#xa0;: la moyenne sur %1 donnes tirées au hasard des cartes que vous ne pouviez pas voir.</translation>
    </message>
    <message>
        <source>Your trumps gave away %1 points.</source>
        <translation>Votre atout a coûté %1 points.</translation>
    </message>
    <message>
        <source>you led</source>
        <translation>vous avez entamé</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>seat: card</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>You had no choice of card in this hand.</source>
        <translation>Vous n’avez eu aucun choix de carte dans cette donne.</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Pli</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>Sur la table</translation>
    </message>
    <message>
        <source>You played</source>
        <translation>Vous avez joué</translation>
    </message>
    <message>
        <source>Each legal card</source>
        <translation>Chaque carte permise</translation>
    </message>
    <message>
        <source>Given away</source>
        <translation>Coût</translation>
    </message>
    <message>
        <source>Each card&apos;s value: the mean over %1 to %2 guessed deals of the hidden cards that fit everything you had seen, each played to the end; in the last tricks every card is searched exactly.</source>
        <translation>Valeur de chaque carte&#xa0;: la moyenne sur %1 à %2 donnes devinées des cartes cachées qui s’accordent avec tout ce que vous aviez vu, chacune jouée jusqu’au bout&#xa0;; dans les derniers plis, chaque carte est calculée exactement.</translation>
    </message>
    <message>
        <source>Your cards gave away %1 points in all.</source>
        <translation>Vos cartes ont coûté %1 points en tout.</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>Les enchères</translation>
    </message>
    <message>
        <source>The play</source>
        <translation>Le jeu de la carte</translation>
    </message>
    <message>
        <source>Each value: the mean over %1 guessed deals that fit the bids before yours, played through with the players after you bidding by their cards.</source>
        <translation>Chaque valeur&#xa0;: la moyenne sur %1 donnes devinées qui s’accordent avec les enchères avant la vôtre, jouées jusqu’au bout, les joueurs après vous annonçant selon leurs cartes.</translation>
    </message>
    <message>
        <source>the Expert&apos;s choice</source>
        <translation>le choix de l’Expert</translation>
    </message>
    <message>
        <source>Every value below is the hand&apos;s expected result for your side: your side&apos;s score for the hand minus the other side&apos;s (with three players, minus the mean of the other two), as the Expert estimates it from what you knew at the time, by playing out guessed deals of the cards you could not see. These are the same values the hint and the Expert&apos;s own choice come from. A choice is only said to give points away when the difference is larger than the estimate&apos;s noise.</source>
        <translation>Chaque valeur ci-dessous est le résultat attendu de la donne pour votre camp&#xa0;: le score de votre camp pour la donne moins celui de l’autre camp (à trois joueurs, moins la moyenne des deux autres), tel que l’Expert l’estime d’après ce que vous saviez alors, en jouant des donnes devinées des cartes que vous ne pouviez pas voir. Ce sont les mêmes valeurs dont viennent le conseil et le choix de l’Expert lui-même. Un choix n’est dit coûter des points que si l’écart dépasse le bruit de l’estimation.</translation>
    </message>
    <message>
        <source>Each value: the mean over %1 random deals of the cards you could not see, played through with the player after you bidding by its cards.</source>
        <translation>Chaque valeur&#xa0;: la moyenne sur %1 donnes au hasard des cartes que vous ne pouviez pas voir, jouées jusqu’au bout, le joueur après vous annonçant selon ses cartes.</translation>
    </message>
    <message>
        <source>Your choice in the auction was the Expert&apos;s.</source>
        <translation>Votre choix aux enchères était celui de l’Expert.</translation>
    </message>
    <message>
        <source>Your choice is valued %1 below the Expert&apos;s, which is within the estimate&apos;s noise (±%2): not a loss that can be told apart.</source>
        <translation>Votre choix est estimé %1 en dessous de celui de l’Expert, ce qui reste dans le bruit de l’estimation (±%2)&#xa0;: ce n’est pas une perte que l’on puisse distinguer.</translation>
    </message>
    <message>
        <source>Your trumps were the Expert&apos;s choice.</source>
        <translation>Votre atout était le choix de l’Expert.</translation>
    </message>
    <message>
        <source>⚠: more than %1 points given away, and more than the estimate&apos;s noise.</source>
        <translation>⚠&#xa0;: plus de %1 points perdus, et plus que le bruit de l’estimation.</translation>
    </message>
    <message>
        <source>Every card you played was the Expert&apos;s choice.</source>
        <translation>Chaque carte que vous avez jouée était le choix de l’Expert.</translation>
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
    <name>ExchangeWords</name>
    <message>
        <source>kept no trumps</source>
        <translation>n’a gardé aucun atout</translation>
    </message>
    <message>
        <source>kept 1 trump</source>
        <translation>a gardé 1 atout</translation>
    </message>
    <message>
        <source>kept %1 trumps</source>
        <translation>a gardé %1 atouts</translation>
    </message>
    <message>
        <source>drew none</source>
        <translation>n’en a tiré aucune</translation>
    </message>
    <message>
        <source>drew %1</source>
        <translation>en a tiré %1</translation>
    </message>
    <message>
        <source>robbed the pack (1 card)</source>
        <translation>a pillé le talon (1 carte)</translation>
    </message>
    <message>
        <source>robbed the pack (%1 cards)</source>
        <translation>a pillé le talon (%1 cartes)</translation>
    </message>
    <message>
        <source>given 1 by the dealer</source>
        <translation>a reçu 1 carte du donneur</translation>
    </message>
    <message>
        <source>given %1 by the dealer</source>
        <translation>a reçu %1 cartes du donneur</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
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
</TS>
