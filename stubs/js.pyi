"""The JavaScript globals the page's glue uses, as Pyodide shows them to Python."""

from collections.abc import Awaitable, Callable, Iterator, Sequence
from typing import Any

class JsProxy:
    """A JavaScript object seen from Python (Pyodide's ``JsProxy``)."""

Listener = Callable[..., object] | JsProxy

class DOMRect:
    left: float
    right: float
    top: float
    bottom: float
    width: float
    height: float

class DOMStringMap:
    """``element.dataset``: ``data-*`` attributes by their camel-cased name."""

    def __getattr__(self, name: str) -> str | None: ...
    def __setattr__(self, name: str, value: str) -> None: ...

class File:
    size: int
    def text(self) -> Awaitable[str]: ...
    @staticmethod
    def new(parts: Sequence[Blob], name: str, options: object = ...) -> File: ...

class InputEvent(UIEvent):
    """A form field's ``change``."""

class FileList:
    length: int
    def item(self, index: int) -> File | None: ...

class EventTarget:
    def addEventListener(self, kind: str, listener: Listener, options: object = ...) -> None: ...
    def dispatchEvent(self, event: Event) -> bool: ...

class Element(EventTarget):
    tagName: str
    lang: str
    className: str
    textContent: str
    innerHTML: str
    hidden: bool
    inert: bool
    disabled: bool
    dataset: DOMStringMap
    firstChild: Element | None
    children: HTMLCollection
    # form fields, links and the board's frame
    value: str
    type: str
    files: FileList
    href: str
    download: str
    scrollLeft: float
    scrollTop: float
    scrollWidth: int
    clientWidth: int
    isConnected: bool
    # a canvas (the share picture)
    width: int
    height: int
    def getContext(self, kind: str) -> CanvasContext: ...
    def toBlob(self, done: Listener, kind: str = ...) -> None: ...
    def getAttribute(self, name: str) -> str | None: ...
    def setAttribute(self, name: str, value: str) -> None: ...
    def removeAttribute(self, name: str) -> None: ...
    def hasAttribute(self, name: str) -> bool: ...
    def closest(self, selector: str) -> Element | None: ...
    def querySelector(self, selector: str) -> Element | None: ...
    def querySelectorAll(self, selector: str) -> NodeList: ...
    def appendChild(self, child: Element) -> Element: ...
    def prepend(self, *children: Element) -> None: ...
    def replaceChildren(self, *children: Element) -> None: ...
    def remove(self) -> None: ...
    def cloneNode(self, deep: bool = ...) -> Element: ...
    def focus(self, options: object = ...) -> None: ...
    def click(self) -> None: ...
    def select(self) -> None: ...
    def scrollIntoView(self, options: object = ...) -> None: ...
    def getBoundingClientRect(self) -> DOMRect: ...

class CanvasContext:
    def drawImage(self, image: Image, x: float, y: float, w: float, h: float) -> None: ...

class Image:
    src: str
    @staticmethod
    def new() -> Image: ...
    def decode(self) -> Awaitable[None]: ...

class Promise:
    @staticmethod
    def new(executor: Listener) -> Awaitable[Any]: ...

class Array:
    @staticmethod
    def of(*items: object) -> JsProxy: ...

class HTMLCollection:
    length: int
    def item(self, index: int) -> Element: ...

class NodeList:
    length: int
    def __iter__(self) -> Iterator[Element]: ...

class Event:
    type: str
    cancelable: bool
    def preventDefault(self) -> None: ...

class PopStateEvent(Event):
    state: object

class UIEvent(Event):
    target: Element

class MouseEvent(UIEvent):
    clientX: float
    clientY: float
    detail: int
    @staticmethod
    def new(kind: str, options: object = ...) -> MouseEvent: ...

class KeyboardEvent(UIEvent):
    key: str
    altKey: bool
    ctrlKey: bool
    metaKey: bool
    shiftKey: bool
    repeat: bool

class TouchList:
    length: int

class TouchEvent(UIEvent):
    touches: TouchList

class StorageEvent(Event):
    key: str | None

class Document(EventTarget):
    documentElement: Element
    body: Element
    activeElement: Element | None
    baseURI: str
    visibilityState: str
    def querySelector(self, selector: str) -> Element | None: ...
    def querySelectorAll(self, selector: str) -> NodeList: ...
    def createElement(self, tag: str) -> Element: ...
    def elementFromPoint(self, x: float, y: float) -> Element | None: ...
    def elementsFromPoint(self, x: float, y: float) -> list[Element]: ...

class Location:
    origin: str
    pathname: str
    search: str

class History:
    state: object
    def pushState(self, state: object, title: str, url: str) -> None: ...
    def replaceState(self, state: object, title: str, url: str) -> None: ...
    def go(self, steps: int) -> None: ...

class Storage:
    length: int
    def getItem(self, key: str) -> str | None: ...
    def setItem(self, key: str, value: str) -> None: ...
    def removeItem(self, key: str) -> None: ...
    def key(self, index: int) -> str | None: ...

class StorageManager:
    def persist(self) -> Awaitable[bool]: ...

class ServiceWorkerContainer:
    controller: object | None

class Response:
    ok: bool

class Clipboard:
    def writeText(self, text: str) -> Awaitable[None]: ...

class Navigator:
    storage: StorageManager
    clipboard: Clipboard
    serviceWorker: ServiceWorkerContainer
    def share(self, data: object) -> Awaitable[None]: ...
    def canShare(self, data: object) -> bool: ...

class Window(EventTarget):
    location: Location
    history: History
    navigator: Navigator
    localStorage: Storage
    hashi: object  # the page's own API for tests (``window.hashi.record()``)
    hashiApp: Awaitable[Uint8Array]  # the app's bytecode archive, fetched by boot.js
    def setTimeout(self, handler: Listener, ms: int = ...) -> int: ...
    def clearTimeout(self, handle: int) -> None: ...
    def requestAnimationFrame(self, handler: Listener) -> int: ...
    def cancelAnimationFrame(self, handle: int) -> None: ...
    # web/scripts/early.js: ``handler`` in a task once the next frame is painted; the
    # function returned cancels it.
    def hashiAfterPaint(self, handler: Listener) -> Callable[[], None]: ...
    def scrollTo(self, x: float, y: float) -> None: ...

class Uint8Array:
    def to_bytes(self) -> bytes: ...

class MessageEvent(Event):
    target: Worker
    data: JsProxy

class ErrorEvent(Event):
    target: Worker
    message: str

class Worker(EventTarget):
    @staticmethod
    def new(url: str, options: object = ...) -> Worker: ...
    def postMessage(self, message: object) -> None: ...
    def terminate(self) -> None: ...

class URL:
    href: str
    @staticmethod
    def new(url: str, base: str = ...) -> URL: ...
    @staticmethod
    def createObjectURL(blob: Blob) -> str: ...
    @staticmethod
    def revokeObjectURL(url: str) -> None: ...

class Blob:
    @staticmethod
    def new(parts: Sequence[str | Blob], options: object = ...) -> Blob: ...

class Date:
    @staticmethod
    def new() -> Date: ...
    def getFullYear(self) -> int: ...
    def getMonth(self) -> int: ...
    def getDate(self) -> int: ...
    def getHours(self) -> int: ...
    def getMinutes(self) -> int: ...

class MediaQueryList:
    matches: bool

class _Performance:
    def now(self) -> float: ...
    def getEntriesByType(self, kind: str) -> Any: ...

class _Console:
    def error(self, *values: object) -> None: ...

class _JSON:
    def parse(self, text: str) -> Any: ...
    def stringify(self, value: object) -> str: ...

class _Object:
    def new(self) -> Any: ...
    def keys(self, value: object) -> Any: ...
    def assign(self, target: object, *sources: object) -> Any: ...

performance: _Performance
console: _Console
JSON: _JSON
Object: _Object
window: Window
document: Document

def matchMedia(query: str) -> MediaQueryList: ...
def fetch(url: str, options: object = ...) -> Awaitable[Response]: ...
def setTimeout(handler: Listener, ms: int = ...) -> int: ...
