"""The deal loop and what a deal records: rows, sides, state, endings and results."""
