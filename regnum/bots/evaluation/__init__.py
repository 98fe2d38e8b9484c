"""Per-game evaluations for rollouts cut short: win-share estimates of an unfinished state."""
