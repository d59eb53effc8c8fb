"""Playing a match: the table (seats, rounds, the live or simulated clock), the runner's
shared step, levels of play, hints, and warming the games' indexes ahead.
"""
