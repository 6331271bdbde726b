"""The browser glue: DOM, storage, address bar, sharing and files. Thin, no decisions.

Imported only in the browser (it needs ``js`` and ``pyscript``); everything it
shows comes from ``web.view``, everything a tap does from ``web.controller`` (and the
game's ``web.session``). All its state is one ``page.Page``, made at the start.
"""
