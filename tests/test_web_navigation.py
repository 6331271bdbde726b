"""Back and Forward over the screens (issue 27 #3): the page's orders to the browser's history
(``web.model.navigation``) carried out on a fake history, as ``web/browser/page.py`` does."""

from __future__ import annotations

import json

from web.model.address import parse
from web.model.controller import Controller
from web.model.navigation import Go, Navigation, Push, Replace, entry_screens
from web.model.saves import MemoryStore, Saves
from web.model.screen_views import open_replay

from .test_screens import finished_solo, friend

WIDTH = 300.0


class History:
    """A tab's session history: its entries (address, state), the one shown, and the
    traversals ordered by ``go``, which arrive later (a browser's ``popstate`` does)."""

    def __init__(self, query: str = "") -> None:
        self.entries: list[tuple[str, dict | None]] = [(query, None)]
        self.at = 0
        self.going: list[int] = []

    @property
    def here(self) -> tuple[str, dict | None]:
        return self.entries[self.at]

    def push(self, query: str, state: dict) -> None:
        del self.entries[self.at + 1 :]
        self.entries.append((query, state))
        self.at += 1

    def replace(self, query: str, state: dict) -> None:
        self.entries[self.at] = (query, {**(self.here[1] or {}), **state})  # (other keys kept)


class Tab:
    """The page in a tab: its controller and navigation, their orders carried out."""

    def __init__(self, store: MemoryStore, history: History) -> None:
        self.history, self.nav = history, Navigation()
        query, state = history.here
        self.ctl = Controller(Saves(store))
        self.ctl.open(parse(query), chart_width=WIDTH)
        self.nav.start(self.ctl, json.dumps(state), query, WIDTH)
        self.sync()

    def sync(self) -> None:
        for order in self.nav.orders(self.ctl, None):
            if isinstance(order, Go):
                self.history.going.append(order.steps)
            elif isinstance(order, Push):
                self.history.push(order.query, {"hashi": list(order.screens)})
            else:
                assert isinstance(order, Replace)
                self.history.replace(order.query, {"hashi": list(order.screens)})

    def act(self, work) -> None:
        """A player's tap (or a timer): the work, then the page drawn (its address kept)."""
        work()
        self.sync()

    def traverse(self, steps: int) -> None:
        """The browser's Back (-1) or Forward (1): never out of the page's entries here."""
        assert 0 <= self.history.at + steps < len(self.history.entries)
        self.history.at += steps
        query, state = self.history.here
        self.act(lambda: self.nav.arrive(self.ctl, json.dumps(state), query, WIDTH))

    def arrive(self) -> None:
        """The traversals the page ordered, as their popstates come."""
        while self.history.going:
            self.traverse(self.history.going.pop(0))

    @property
    def screens(self) -> tuple[str, ...]:
        screens = self.ctl.screens
        return tuple(s for s in (screens.back, screens.screen) if s is not None)

    @property
    def address(self) -> str:
        return self.history.here[0]


def finished(seed: str = "NAV1") -> tuple[MemoryStore, str]:
    """A device with a finished solo game, on screen: its store and its address."""
    _, store = finished_solo(seed=seed)
    return store, f"?seed={seed}&side=A"


def test_back_closes_the_history_and_forward_opens_it_the_game_untouched():
    store, query = finished()
    tab = Tab(store, History(query))
    record = tab.ctl.session.record()
    assert len(tab.history.entries) == 1
    tab.act(lambda: tab.ctl.open_history(WIDTH))
    assert len(tab.history.entries) == 2 and tab.address == query + "&screen=history"
    tab.traverse(-1)
    assert tab.screens == () and tab.address == query
    tab.traverse(1)
    assert tab.screens == ("history",)
    tab.traverse(-1)
    assert tab.screens == () and tab.ctl.session.record() == record


def test_closing_a_screen_by_its_button_goes_back_and_the_history_does_not_grow():
    store, query = finished()
    tab = Tab(store, History(query))
    for _ in range(3):
        tab.act(lambda: tab.ctl.open_history(WIDTH))
        tab.act(tab.ctl.close_screen)
        assert tab.screens == () and tab.history.going == [-1]
        tab.act(lambda: None)  # a redraw before the popstate comes writes nothing
        assert tab.history.at == 1 and tab.history.going == [-1]
        tab.arrive()
        assert tab.screens == () and tab.history.at == 0 and tab.address == query
    assert len(tab.history.entries) == 2  # the closed screen: Forward opens it again
    tab.traverse(1)
    assert tab.screens == ("history",)


def test_a_replay_from_the_history_steps_back_one_screen_at_a_time():
    store, query = finished()
    tab = Tab(store, History(query))
    ident = tab.ctl.session.envelope.id
    tab.act(lambda: tab.ctl.open_history(WIDTH))
    tab.act(lambda: tab.ctl.open_replay(ident))
    assert tab.screens == ("history", "replay") and len(tab.history.entries) == 3
    tab.act(lambda: tab.ctl.screens.go("seek", 9))  # the round rewrites the entry
    assert tab.address == f"?replay={ident}&round=9" and len(tab.history.entries) == 3
    tab.traverse(-1)
    assert tab.screens == ("history",) and tab.ctl.screens.replay is None
    tab.traverse(-1)
    assert tab.screens == ()
    tab.traverse(1)
    tab.traverse(1)  # Forward opens the replay where it stood, over the history
    assert tab.screens == ("history", "replay") and tab.ctl.screens.replay.scrub.position == 9
    tab.act(tab.ctl.close_screen)
    tab.arrive()
    assert tab.screens == ("history",) and tab.history.at == 1
    tab.act(tab.ctl.close_screen)
    tab.arrive()
    assert tab.screens == () and tab.history.at == 0 and len(tab.history.entries) == 3


def test_a_reload_keeps_the_screens_below_a_replay():
    store, query = finished()
    tab = Tab(store, History(query))
    ident = tab.ctl.session.envelope.id
    tab.act(lambda: tab.ctl.open_history(WIDTH))
    tab.act(lambda: tab.ctl.open_replay(ident, 4))
    reloaded = Tab(store, tab.history)
    assert reloaded.screens == ("history", "replay") and len(tab.history.entries) == 3
    assert reloaded.ctl.screens.replay.scrub.position == 4
    reloaded.act(reloaded.ctl.close_screen)
    reloaded.arrive()
    assert reloaded.screens == ("history",) and tab.history.at == 1
    reloaded = Tab(store, tab.history)  # a reload on the history, then Back
    reloaded.traverse(-1)
    assert reloaded.screens == () and len(tab.history.entries) == 3


def test_a_link_to_a_screen_puts_the_game_under_it_so_back_stays_in_the_page():
    code = friend("NAVLINK", "Ana")
    for query, screens in (
        (f"?replay={code}&round=3", ("replay",)),
        ("?screen=history", ("history",)),
    ):
        tab = Tab(MemoryStore(), History(query))
        assert tab.screens == screens and len(tab.history.entries) == 2
        game = tab.ctl.session.game
        assert tab.history.entries[0] == (f"?seed={game.seed}&side={game.side}", {"hashi": []})
        tab.traverse(-1)
        assert tab.screens == () and tab.history.at == 0  # (one Back more leaves the page)
        tab.traverse(1)
        assert tab.screens == screens
    assert tab.ctl.screens.replay is None
    tab.act(tab.ctl.close_screen)
    tab.arrive()
    assert tab.screens == () and tab.history.at == 0


def test_a_refused_link_opens_no_screen_and_keeps_its_message():
    store, query = finished()
    tab = Tab(store, History("?replay=NOT-A-CODE"))
    assert tab.screens == () and tab.ctl.ui.notice.code == "bad_replay"
    assert len(tab.history.entries) == 1 and tab.address == query


def test_back_and_forward_never_change_the_game_in_play():
    store, query = finished()
    tab = Tab(store, History(query))
    tab.act(lambda: tab.ctl.open_history(WIDTH))
    tab.traverse(-1)
    tab.act(lambda: tab.ctl.play_seed("OTHER1"))  # another game, the history still forward
    other = tab.ctl.session.record()
    tab.act(lambda: tab.ctl.session.seed_start())
    assert tab.address == "?seed=OTHER1&side=A"
    tab.traverse(1)  # the entry names the old game: the screen opens over the new one
    assert tab.screens == ("history",) and tab.address == "?seed=OTHER1&side=A&screen=history"
    tab.traverse(-1)
    assert tab.screens == () and tab.address == "?seed=OTHER1&side=A"
    assert tab.ctl.session.game.seed == "OTHER1" and tab.ctl.session.record() != other


def test_forward_to_a_replay_no_longer_found_says_so_and_goes_back():
    store, query = finished()
    history = History(query)
    history.push("?replay=NAV1.A.solo.gone", {"hashi": ["replay"]})
    history.at = 0
    tab = Tab(store, history)
    tab.traverse(1)
    assert tab.screens == () and tab.ctl.ui.notice.code == "replay_unknown"
    assert tab.history.going == [-1]
    tab.arrive()
    assert tab.history.at == 0 and tab.screens == ()


def test_a_screen_opened_again_before_back_arrives_is_pushed_after_it():
    store, query = finished()
    tab = Tab(store, History(query))
    tab.act(lambda: tab.ctl.open_history(WIDTH))
    tab.act(tab.ctl.close_screen)
    tab.act(lambda: tab.ctl.open_history(WIDTH))
    assert tab.history.at == 1 and tab.history.going == [-1]  # (nothing written meanwhile)
    tab.arrive()
    assert tab.screens == ("history",) and tab.history.at == 1 and len(tab.history.entries) == 2


def test_an_entry_state_that_is_not_the_pages_is_none():
    assert entry_screens('{"hashi": ["history", "replay"], "rules": true}') == (
        "history",
        "replay",
    )
    for state in (
        "null",
        "undefined",
        '{"rules": true}',
        '{"hashi": ["chess"]}',
        "[1]",
        "x" * 5000,
    ):
        assert entry_screens(state) is None


def test_a_game_finished_in_the_tab_replays_from_its_end_screen_and_back():
    _, store = finished_solo(seed="NAVEND", rng_seed=3)
    tab = Tab(store, History("?seed=NAVEND&side=A"))
    tab.act(tab.ctl.replay_game)
    assert tab.screens == ("replay",) and tab.address.startswith("?replay=NAVEND.A.solo.")
    tab.traverse(-1)
    assert tab.screens == () and tab.address == "?seed=NAVEND&side=A"


def test_an_entry_the_page_did_not_write_shows_what_its_address_names():
    """(The rules' entry of a page still loading, or an older copy's.)"""
    code = friend("NAVOLD", "Ana")
    store, query = finished()
    history = History(query)
    history.entries[1:] = [(f"?replay={code}", None), ("?screen=history", {"rules": True})]
    tab = Tab(store, history)
    tab.traverse(1)
    assert tab.screens == ("replay",) and tab.ctl.screens.replay.target == code
    tab.traverse(1)
    assert tab.screens == ("history",)
    assert tab.history.here == (query + "&screen=history", {"rules": True, "hashi": ["history"]})


def test_the_rules_closed_over_a_replay_with_no_address_keep_it_open():
    """(A game never saved has no id: its replay keeps the game's address. The rules'
    own entry, over it, closed by their button: the page arrives at the replay's.)"""
    store, query = finished()
    tab = Tab(store, History(query))
    record = tab.ctl.session.record()
    tab.act(lambda: tab.ctl.screens.show_replay(open_replay([record], None, None)))
    assert tab.screens == ("replay",) and tab.address == query
    tab.history.push(tab.address, {**tab.history.here[1], "rules": True})  # (early.js's)
    tab.traverse(-1)
    assert tab.screens == ("replay",) and tab.history.going == []
