"""Pyodide's foreign function interface, as far as the page's glue uses it."""

from collections.abc import Callable

from js import JsProxy

def create_proxy(
    obj: Callable[..., object], /, *, capture_this: bool = False, roundtrip: bool = True
) -> JsProxy:
    """A JavaScript function that calls ``obj`` (kept alive until destroyed)."""

def create_once_callable(obj: Callable[..., object], /, *, _may_syncify: bool = False) -> JsProxy:
    """A JavaScript function that calls ``obj`` once, then frees itself."""
