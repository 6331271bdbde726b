"""The page's model: the game on screen, its way of playing (``flows``), stores, the address."""
