"""What a game is built from: checks of input, tiles, the game protocol (``Engine``, ``GameInfo``),
the envelope of saved files, seeds, and what bots and rules share.
"""
