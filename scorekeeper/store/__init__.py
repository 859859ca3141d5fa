"""Persistence: SQLModel tables and the event log. The only package that talks to the database."""
