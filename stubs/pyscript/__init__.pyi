"""PyScript's names the page's glue uses: the page's ``document`` and ``window``."""

from js import Document, Window

document: Document
window: Window
