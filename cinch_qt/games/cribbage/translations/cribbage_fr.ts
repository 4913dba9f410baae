<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
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
    <name>CribbageWords</name>
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
</context>
<context>
    <name>CribPage</name>
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
        <source>Players</source>
        <translation>Joueurs</translation>
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
        <source>%1 over %2 cribs</source>
        <translation>%1 sur %2 chiens</translation>
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
    <message>
        <source>%1, starter %2</source>
        <translation>%1, carte tournée %2</translation>
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
    <name>CribbageReplayWidget</name>
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
        <source>Scores</source>
        <translation>Scores</translation>
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
    <name>CribbageFiling</name>
    <message>
        <source>%1, double skunk</source>
        <translation>%1, double putois</translation>
    </message>
    <message>
        <source>%1, skunk</source>
        <translation>%1, putois</translation>
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
        <source>Lost, given up</source>
        <translation>Perdue, abandonnée</translation>
    </message>
</context>
</TS>
