"""Analysis helpers for the notebooks: letter statistics, intervals and plots (matplotlib)."""
