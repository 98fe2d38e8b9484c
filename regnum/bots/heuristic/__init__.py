"""Per-game heuristic bots, each working from views only."""
