"""The browser glue: DOM, storage, address bar, sharing and files. Thin, no decisions.

Imported only in the browser (it needs ``js`` and ``pyscript``); everything it
shows comes from ``web.ui.view``, everything a tap does from ``web.model.controller`` (and the
game's ``web.model.session``). All its state is one ``page.Page``, made at the start.
"""
