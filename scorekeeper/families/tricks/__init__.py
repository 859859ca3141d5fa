"""The trick engine: trick rules, who wins a trick, jokers, and the restrictions on what may be played."""
