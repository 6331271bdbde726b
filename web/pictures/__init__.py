"""Pictures as SVG: the one board drawer, the page board's element states, the share picture."""
