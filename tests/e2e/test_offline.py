"""Offline play, updates, the manifest and a sub-path, in real Chromium."""

from __future__ import annotations

import hashlib
import json
import shutil
import struct
from pathlib import Path
from urllib.parse import urlparse

import pytest

from .conftest import PagesHandler
from .player import (
    POLL,
    attr,
    legal,
    open_game,
    press,
    record,
    tap_island,
    wait_attached,
    wait_ready,
)
from .test_screens import friend_code, screen, step


@pytest.fixture
def site(dist, serve, tmp_path):
    """A copy of the built site under /hashi/, as GitHub Pages serves a project."""
    root = tmp_path / "pages"
    shutil.copytree(dist, root / "hashi")
    return root / "hashi", serve(root) + "hashi/"


CACHED_DIGESTS = """async ([cacheName, names]) => {
  const cache = await caches.open(cacheName);
  const digests = {};
  for (const name of names) {
    const hit = await cache.match(new URL(name, location.href).href);
    if (!hit) continue;
    let body = hit.body;
    if (name.endsWith(".gz")) body = body.pipeThrough(new DecompressionStream("gzip"));
    const digest = await crypto.subtle.digest("SHA-256", await new Response(body).arrayBuffer());
    const bytes = [...new Uint8Array(digest)];
    digests[name] = bytes.map((b) => b.toString(16).padStart(2, "0")).join("");
  }
  return digests;
}"""


def cached_digests(page, cache: str, names: list[str]) -> dict[str, str]:
    """SHA-256 of each file as the page's offline cache holds it (a gzip's unpacked,
    as build.py lists them)."""
    return page.evaluate(CACHED_DIGESTS, [cache, names])


def first_visit(context, url: str, seed: str):
    """Open a deal, take its start, and wait until the site is cached for offline play."""
    page = context.new_page()
    open_game(page, url, f"?seed={seed}&side=A")
    press(page, "seed-start")
    page.wait_for_function(
        "navigator.serviceWorker && navigator.serviceWorker.controller !== null",
        polling=POLL,
        timeout=60_000,
    )
    return page


ROUTED = """performance.getEntriesByType("resource")
  .filter((e) => e.name.includes("/runtime/") || e.name.endsWith("/app.zip.gz"))
  .map((e) => [new URL(e.name).pathname, e.workerFinalSourceType])"""


@pytest.mark.unseeded  # a true first visit: nothing of the game on the device
def test_after_one_visit_the_game_plays_with_every_request_blocked(context, site, next_build):
    """A first visit, what it downloaded, a warm start from the cache, then offline: the
    game, the computer, the rules, another tab, a friend's replay link and the history;
    then, back online, an update."""
    folder, url = site
    PagesHandler.sent.clear()
    PagesHandler.answers.clear()
    page = first_visit(context, url, "OFFLINE")
    # Every request of the visit found its file (no source map named and missing).
    assert [answer for answer in PagesHandler.answers if answer[1] >= 400] == []
    # The runtime crossed the network once (this context's HTTP cache is in
    # memory and too small for the wasm), and the offline copy is what was served.
    served = {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}
    runtime = sorted(name for name in served if name.startswith("runtime/"))
    prefix = urlparse(url).path
    assert {name: PagesHandler.sent[prefix + name] for name in runtime} == {
        name: (folder / name).stat().st_size for name in runtime
    }
    site_bytes = sum((folder / name).stat().st_size for name in served)
    assert sum(PagesHandler.sent.values()) <= 1.01 * site_bytes
    # The page crossed once (it kept itself); the other languages' pages came in one gzip.
    pages = {path: n for path, n in PagesHandler.sent.items() if path.endswith((".html", "/"))}
    assert list(pages.values()) == [(folder / "index.html").stat().st_size]
    assert PagesHandler.sent[prefix + "pages.json.gz"] < 60_000
    assert cached_digests(page, "hashi-runtime", runtime) == {
        name: hashlib.sha256((folder / name).read_bytes()).hexdigest() for name in runtime
    }
    scope = page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.scope)")
    assert scope == url
    # A warm start: nothing of the runtime or the engine crosses the network, and the
    # static routes serve them from the cache without waking the service worker.
    PagesHandler.sent.clear()
    page.reload()
    wait_ready(page)
    assert [path for path in PagesHandler.sent if "/runtime/" in path] == []
    routed = dict(page.evaluate(ROUTED))
    assert any(path.endswith("pyodide.asm.wasm") for path in routed)
    assert set(routed.values()) == {"cache"}
    before = record(page)
    context.set_offline(True)
    context.route("**/*", lambda route: route.abort())
    page.reload()
    wait_ready(page)
    assert record(page) == before
    target = int(legal(page, "island")[0])
    tap_island(page, target)
    assert attr(page, f'[data-island="{target}"]', "data-number") != ""
    # The computer player and the rules work offline too.
    press(page, "undo")
    press(page, "hint")
    wait_attached(page, '[data-hint="true"]', timeout=180_000)
    press(page, "rules")
    assert page.evaluate("document.querySelector('dialog[data-rules]').open")
    press(page, "close-rules")
    # Closing goes back over the rules' history entry: wait for it, or the next
    # navigation meets that traversal and is aborted.
    page.wait_for_function("!(history.state && history.state.rules)")
    # The start URL (how the installed app opens) resumes the game offline.
    page.goto(url)
    wait_ready(page)
    assert record(page)["seed"] == "OFFLINE"
    # A fresh tab with another deal works offline too, in a language never opened
    # before on this device (each language is a page of its own, unpacked from one
    # gzip at install; all are cached: a_new_build_replaces_the_cached_one...).
    other = context.new_page()
    open_game(other, url, "?lang=pl&seed=TRAIN&side=B")
    assert attr(other, "svg[data-board]", "data-board") == "B"
    assert attr(other, "html", "lang") == "pl"
    other.click('[data-action="seed-start"]')
    assert legal(other, "island")
    manifest_url = other.evaluate("document.querySelector('link[rel=manifest]').href")
    assert manifest_url.endswith("manifest.pl.webmanifest")
    assert other.evaluate(f"fetch({json.dumps(manifest_url)}).then(r => r.json())")["lang"] == "pl"
    # A friend's replay link and the history (its chart) work offline too.
    code, _ = friend_code("OFF1", "Cy", rng=3)
    entry = {"seed": "OFF0", "side": "A", "kind": "solo", "name": "Me", "total": 44, "id": "x"}
    page.evaluate("h => localStorage.setItem('hashi.history', h)", json.dumps([entry]))
    open_game(page, url, f"?replay={code}")
    assert screen(page) == "replay"
    step(page, "End", "17")
    press(page, "close-screen")
    press(page, "open-history")
    page.wait_for_selector("[data-chart] svg")
    assert "44" in page.text_content("[data-chart-summary]")
    # Back online, the game in play (the start URL): the next build replaces this one.
    other.close()
    context.unroute("**/*")
    context.set_offline(False)
    page.goto(url)
    wait_ready(page)
    a_new_build_replaces_the_cached_one_after_the_prompt(page, site, next_build)


# The version in charge of a tab changed (the tab's own note of it), and the tab shown again.
CHANGED = """navigator.serviceWorker.addEventListener("controllerchange", () => {
  window.changed = true;
})"""
SHOWN = "document.dispatchEvent(new Event('visibilitychange'))"


def a_new_build_replaces_the_cached_one_after_the_prompt(page, site, next_build: Path) -> None:
    """On a device where this build plays offline (its snapshot kept): the next build is
    published, offered, and in charge after the prompt, with the game in play. A second
    tab offered it too loads it by its own prompt, after the first tab's put it in charge."""
    folder, url = site
    old = attr(page, "html", "data-build")
    assert page.is_hidden("[data-update]")
    # Publish the next build (one file changed, so a new version of every page and sw.js).
    # (written now, as a host's upload is: a file older than the one it replaces would be
    # answered 304 to the browser's check of sw.js, which then finds nothing new)
    shutil.copytree(next_build, folder, dirs_exist_ok=True, copy_function=shutil.copy)
    new = json.loads((next_build / "version.json").read_text())["version"]
    page.reload()
    wait_ready(page)
    assert attr(page, "html", "data-build") == old  # no mixing: still the cached build
    page.wait_for_selector("[data-update]:not([hidden])", timeout=60_000)
    second = page.context.new_page()  # (another tab of the same build, offered it too)
    second.goto(url)
    wait_ready(second)
    second.wait_for_selector("[data-update]:not([hidden])", timeout=60_000)
    saved = record(page)
    in_charge = (
        f"document.documentElement.dataset.build === '{new}' && "
        "document.documentElement.dataset.appState === 'ready'"
    )
    second.evaluate(CHANGED)
    press(page, "reload-update")
    page.wait_for_function(in_charge, polling=POLL, timeout=90_000)
    assert record(page) == saved
    assert attr(second, "html", "data-build") == old  # (a tab reloads only when asked)
    # The second tab, once the new version is in charge of it too and it checks again (it
    # is shown): still offered the new version, never told its offline copy is up to date.
    second.wait_for_function("window.changed === true", polling=POLL, timeout=60_000)
    second.evaluate(SHOWN)
    second.wait_for_function(
        "!['checking', 'ready'].includes(document.documentElement.dataset.offline)",
        polling=POLL,
        timeout=60_000,
    )
    assert attr(second, "html", "data-offline") == "update"
    assert second.is_visible("[data-update]")
    press(second, "reload-update")
    second.wait_for_function(in_charge, polling=POLL, timeout=90_000)
    assert record(second) == saved
    second.close()
    caches = page.evaluate("caches.keys()")  # (a Pyodide snapshot's cache is not the site's)
    assert sorted(name for name in caches if name != "pyodide-snapshot") == [
        f"hashi-{new}",
        "hashi-runtime",
    ]
    kept = page.evaluate(
        f"caches.open('hashi-{new}').then(c => c.keys()).then(k => k.map(r => r.url))"
    )
    for lang in ("es", "pt", "it", "pl"):  # every language plays offline, opened or not
        assert {url + f"index.{lang}.html", url + f"manifest.{lang}.webmanifest"} <= set(kept)


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_the_manifest_is_valid_and_referenced(page, site, sow):
    folder, url = site
    sow(page.context, url)
    open_game(page, url)
    href = page.evaluate("document.querySelector('link[rel=manifest]').href")
    assert href == url + "manifest.webmanifest"
    manifest = page.evaluate(
        "fetch(document.querySelector('link[rel=manifest]').href).then(r => r.json())"
    )
    assert manifest == json.loads((folder / "manifest.webmanifest").read_text())
    assert manifest["name"] and manifest["short_name"] == "Hashi"
    assert manifest["display"] == "standalone" and manifest["start_url"] == "./"
    assert manifest["theme_color"].startswith("#")
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512", "any"} <= sizes
    assert any(icon["purpose"] == "maskable" for icon in manifest["icons"])
    for icon in manifest["icons"]:
        data = (folder / icon["src"]).read_bytes()
        if icon["type"] == "image/png":
            size = int(icon["sizes"].split("x")[0])
            assert _png_size(data) == (size, size)
        status = page.evaluate(f"fetch('{icon['src']}').then(r => r.status)")
        assert status == 200
    theme = page.evaluate("document.querySelector('meta[name=theme-color]').content")
    assert theme == manifest["theme_color"]
    csp = page.evaluate(
        "document.querySelector('meta[http-equiv=Content-Security-Policy]').content"
    )
    assert "default-src 'self'" in csp and "'wasm-unsafe-eval'" in csp


@pytest.mark.unseeded  # the game never starts: only its manifest is read
def test_every_language_installs_as_one_app_under_the_site_s_path(device, site):
    """Under a sub-path (a GitHub Pages project), the installed app's identity is the
    site's own URL, the same from every language's page, never the account's origin."""
    _, url = site
    context = device()
    context.route("**/runtime/**", lambda route: route.abort())
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    for lang in ("en", "es", "pt", "it", "pl"):
        page.goto(f"{url}?lang={lang}")
        page.wait_for_function(f"document.documentElement.lang === {json.dumps(lang)}")
        assert cdp.send("Page.getAppId")["appId"] == url, lang
