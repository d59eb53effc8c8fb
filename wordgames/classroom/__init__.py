"""The classroom toolkit: a teacher's word lists, definitions, exercises and progress.

No widgets here (the screens are in ``wordgames.ui``), and pandas only in the reports.
"""
