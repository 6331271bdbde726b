"""What the screen shows, as typed values (the view's parts): imports nothing of the page."""
