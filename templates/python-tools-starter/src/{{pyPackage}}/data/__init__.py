"""Deterministic sample data for the starter tools: no network, no API key, the same everywhere."""
