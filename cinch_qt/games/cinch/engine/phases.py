"""The phases of a Cinch hand: what the game waits for in each, and the rule a move
made out of its phase breaks (the refusal's rule id and words)."""

BID, TRUMP, KEEP, ROB, GIVE, PLAY, OVER = "bid", "trump", "keep", "rob", "give", "play", "over"
HAND_SIZE = 6   # R15, R32, R33: every hand is brought to six cards before the play

PHASE_WORDS = {BID: "a bid", TRUMP: "the maker to name trumps",
               KEEP: "a player to keep six trumps", ROB: "the dealer to rob the pack",
               GIVE: "the dealer to give cards", PLAY: "a card", OVER: "nothing"}
PHASE_RULE = {BID: "R20", TRUMP: "R30", KEEP: "R32", ROB: "R34", GIVE: "R35", PLAY: "R40",
              OVER: "R53"}
