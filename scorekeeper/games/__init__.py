"""One package per game: everything of one game in one place (see ``games.registry``)."""
