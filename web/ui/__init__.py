"""What the page shows and how it reads the player: the view, taps, keys, the schedule."""
