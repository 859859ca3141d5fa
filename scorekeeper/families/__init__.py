"""The mechanics many games share, written once, below every game: the ruleset interface, the event
log, the deal loop, auctions, trumps, the trick engine, deal results, chips, elimination, melds, piles,
card points and the calculator tools."""
