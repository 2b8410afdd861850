"""Benchmarks: `python -m bench` (or `make bench`). Figures, never pass/fail tests."""
