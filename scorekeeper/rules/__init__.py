"""Pure game logic: no Flask, no database, no I/O."""
