"""Card-level adjudication calculators: pure functions the app uses to settle scores."""
