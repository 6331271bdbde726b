"""The page's style sheet and icons (``python -m web.assets.icons`` redraws the PNGs)."""
