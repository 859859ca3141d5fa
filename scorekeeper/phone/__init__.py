"""What runs on the phone itself: the offline engine (``engine``), the rules and the play page's templates in
the browser (Pyodide) while the server cannot be reached. Pure: no Flask, werkzeug or database."""
