"""The lessons' views: the figures of "How to play" and the guided first game's script."""
