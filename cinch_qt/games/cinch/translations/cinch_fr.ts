<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>CinchStrip</name>
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
    <name>CinchSession</name>
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
        <source>There is no choice of cards to make now.</source>
        <translation>Il n’y a pas de cartes à choisir pour l’instant.</translation>
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
        <source>Game over</source>
        <translation>Partie terminée</translation>
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
    <name>CinchWindow</name>
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
    <message>
        <source>Bids: %1</source>
        <translation>Enchères&#xa0;: %1</translation>
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
        <source>That card is not allowed: on a trump lead, play a trump if you have one; on a plain lead, follow suit or play a trump if you hold the suit led.</source>
        <translation>Cette carte n’est pas permise&#xa0;: sur une entame d’atout, jouez atout si vous en avez&#xa0;; sur une entame d’une autre couleur, fournissez ou jouez atout si vous avez de la couleur demandée.</translation>
    </message>
    <message>
        <source>That bid is not allowed: it must be higher than the highest bid so far, from the minimum bid up to 14.</source>
        <translation>Cette enchère n’est pas permise&#xa0;: elle doit dépasser la plus haute enchère jusqu’ici, de l’enchère minimale jusqu’à 14.</translation>
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
    <name>CinchReview</name>
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
    <name>CinchStatisticsPage</name>
    <message>
        <source>Games with an undo:</source>
        <translation>Parties avec annulation&#xa0;:</translation>
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
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>By opponents and rules:</source>
        <translation>Par adversaires et règles&#xa0;:</translation>
    </message>
</context>
<context>
    <name>CinchReplay</name>
    <message>
        <source>Go to the start of a hand</source>
        <translation>Aller au début d’une main</translation>
    </message>
    <message>
        <source>◀◀ Trick</source>
        <translation>◀◀ Pli</translation>
    </message>
    <message>
        <source>Trick ▶▶</source>
        <translation>Pli ▶▶</translation>
    </message>
    <message>
        <source>On the table: %1</source>
        <translation>Sur la table&#xa0;: %1</translation>
    </message>
    <message>
        <source>no cards</source>
        <translation>aucune carte</translation>
    </message>
</context>
<context>
    <name>CinchHelp</name>
    <message>
        <source>Cinch rules</source>
        <translation>Règles du Cinch</translation>
    </message>
    <message>
        <source>Rules of Cinch</source>
        <translation>Règles du Cinch</translation>
    </message>
</context>
<context>
    <name>CinchFiling</name>
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
        <source>%1, with undo</source>
        <translation>%1, avec annulation</translation>
    </message>
    <message>
        <source>%1, given up</source>
        <translation>%1, abandonnée</translation>
    </message>
</context>
<context>
    <name>CinchTable</name>
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
    <name>CinchCards</name>
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
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>CinchRecord</name>
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
        <source>%1 cannot be read (%2)</source>
        <translation>impossible de lire %1 (%2)</translation>
    </message>
    <message>
        <source>%1 is not a Cinch game record (format %2, expected %3)</source>
        <translation>%1 n’est pas un enregistrement de partie de Cinch (format %2, attendu %3)</translation>
    </message>
</context>
<context>
    <name>CinchSettingsPage</name>
    <message>
        <source>%1 (partner):</source>
        <translation>%1 (partenaire)&#xa0;:</translation>
    </message>
    <message>
        <source>%1 (opponent):</source>
        <translation>%1 (adversaire)&#xa0;:</translation>
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
</context>
</TS>
