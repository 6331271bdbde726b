"""Polish: every player-facing text, keyed by message id.

Same keys and placeholders as the English catalogue. Plural messages give
CLDR's Polish categories ``one`` (1), ``few`` (2-4, 22-24...), ``many``
(0, 5-21, 25-31...) and ``other`` (fractions: genitive singular). Where a
plain string carries a number, it is phrased to read well for any number
("pkt", "Ukończone wyspy: 3"). Game words (wyspa, most, flaga, plansza,
strona, karta, runda, ukończona) and the solo titles are the Polish
rulebook's; the sentences speak to the player as "ty" and avoid gendered
past tenses.
"""

from __future__ import annotations

from typing import Final

from ..plurals import Catalogue

MESSAGES: Final[Catalogue] = {
    # Refusals, by rule code (docs/interfaces.md lists them).
    "rule.bad_start": "Na start wpisz 3 lub 4 na wyspie bez flagi.",
    "rule.island_taken": "Wyspa {island} ma już liczbę.",
    "rule.flag_needs_bridge": (
        "Wyspa {island} ma flagę: liczbę wpiszesz na niej dopiero, gdy prowadzi "
        "na nią most z wcześniejszej rundy."
    ),
    "rule.number_below_bridges": {
        "param": "bridges",
        "one": "Na wyspę {island} prowadzi już 1 most: wpisz na niej co najmniej 1.",
        "few": (
            "Na wyspę {island} prowadzą już {bridges} mosty: wpisz na niej co najmniej {bridges}."
        ),
        "many": (
            "Na wyspę {island} prowadzi już {bridges} mostów: wpisz na niej co najmniej {bridges}."
        ),
        "other": (
            "Na wyspę {island} prowadzi już {bridges} mostu: wpisz na niej co najmniej {bridges}."
        ),
    },
    "rule.no_such_line": "Między wyspami {a} i {b} nie ma linii.",
    "rule.bridge_needs_number": (
        "Most wymaga liczby na co najmniej jednym końcu: wyspy {a} i {b} jeszcze jej nie mają."
    ),
    "rule.line_full": "Linia {a}-{b} ma już 2 mosty, a więcej być nie może.",
    "rule.bridges_cross": "Most na {a}-{b} skrzyżowałby się z mostem na {other}.",
    "rule.too_many_bridges": {
        "param": "limit",
        "one": "Wyspa {island} nie przyjmie kolejnego mostu: może mieć tylko 1.",
        "few": "Wyspa {island} nie przyjmie kolejnego mostu: może mieć najwyżej {limit}.",
        "many": "Wyspa {island} nie przyjmie kolejnego mostu: może mieć najwyżej {limit}.",
        "other": "Wyspa {island} nie przyjmie kolejnego mostu: może mieć najwyżej {limit}.",
    },
    "rule.island_finished": "Wyspa {island} jest ukończona: nie przyjmie więcej mostów.",
    "rule.all_bridges_drawn": {
        "one": "Z tą kartą rysujesz dokładnie 1 most i jest on już narysowany.",
        "few": "Z tą kartą rysujesz dokładnie {count} mosty i tyle już narysowano.",
        "many": "Z tą kartą rysujesz dokładnie {count} mostów i tyle już narysowano.",
        "other": "Z tą kartą rysujesz dokładnie {count} mostu i tyle już narysowano.",
    },
    "rule.wrong_bridge_count": {
        "one": "Z tą kartą rysujesz dokładnie 1 most albo wcale (masz {drawn}).",
        "few": "Z tą kartą rysujesz dokładnie {count} mosty albo wcale (masz {drawn}).",
        "many": "Z tą kartą rysujesz dokładnie {count} mostów albo wcale (masz {drawn}).",
        "other": "Z tą kartą rysujesz dokładnie {count} mostu albo wcale (masz {drawn}).",
    },
    "rule.too_many_rounds": "Gra ma tylko 17 rund.",
    "rule.number_written": (
        "Liczba z tej rundy jest już wpisana na wyspie {island}. Cofnij, aby ją przenieść."
    ),
    "rule.no_such_island": "Nie ma wyspy {island}.",
    "rule.game_over": "Gra skończona: zagrano wszystkie 17 kart.",
    "rule.not_started": "Najpierw wybierz wyspę startową.",
    "rule.already_started": "Wyspa startowa jest już wybrana.",
    "rule.nothing_to_undo": "W tej rundzie nie ma nic do cofnięcia.",
    "rule.undo_breaks_turn": (
        "Wyspa {island} nie może stracić liczby: potrzebują jej mosty z tej rundy."
    ),
    # Unreadable records.
    "record.not_json": "To nie jest zapis gry Hashi (to nie jest czytelny JSON).",
    "record.too_big": "To nie jest zapis gry Hashi (jest o wiele za długi).",
    "record.too_deep": "To nie jest zapis gry Hashi (jest zagnieżdżony zbyt głęboko).",
    "record.not_object": "To nie jest zapis gry Hashi.",
    "record.format": "Nieznany format {value!r}: oczekiwano 'hashi/1'.",
    "record.field": "W zapisie brakuje pola '{field}' albo ma ono zły typ.",
    "record.name_long": "Imię gracza ma więcej niż {most} znaków.",
    "record.seed": (
        "Ziarno {value!r} jest nieprawidłowe: użyj od 1 do 64 znaków (litery, cyfry, '_', '-')."
    ),
    "record.side": "Strona planszy musi być {sides}, a nie {value!r}.",
    "record.mode": "Tryb musi być 'solo' lub 'multi', a nie {value!r}.",
    "record.solo_players": "Gra solo ma dokładnie jednego gracza (graczy w zapisie: {count}).",
    "record.analysis_players": "Analiza dotyczy gry jednego gracza (graczy w zapisie: {count}).",
    "move.unreadable": "{text!r} to nie jest ruch.",
    "record.no_players": "Zapis gry musi mieć co najmniej jednego gracza.",
    "record.too_many_players": ("W Hashi może grać najwyżej 4 graczy (graczy w zapisie: {count})."),
    "record.island": "Wyspy {value!r} nie ma na stronie {side} planszy.",
    "record.unreadable_file": "Nie można odczytać pliku: {reason}",
    "record.result_damaged": "Ten link z wynikiem jest uszkodzony albo zmieniony.",
    "record.result_version": "Ten link z wynikiem pochodzi z nowszej wersji Hashi.",
    "record.result_foreign": (
        "Ten wynik jest dla ziarna {seed} (strona {side}), a nie dla {want} (strona {side_want})."
    ),
    # Share strings (spoiler-free).
    "share.head": "Hashi {seed} strona {side}, {rounds}/17",
    "share.red": "\U0001f6a9 czerwone r{round}",
    "share.red_none": "\U0001f6a9 czerwone \u2014",
    "share.blue": "\U0001f3f3 niebieskie r{round}",
    "share.blue_none": "\U0001f3f3 niebieskie \u2014",
    "share.chain": "\u26d3 łańcuch r{round}",
    "share.chain_none": "\u26d3 łańcuch \u2014",
    "share.total": "{total} pkt",
    # The page.
    "ui.title": "Hashi",
    "ui.app_name": "Hashi \u2014 wyspy i mosty",
    "ui.app_description": (
        "Gra flip-and-write o wyspach: wpisuj liczby, rysuj mosty, graj solo lub ze znajomymi."
    ),
    "ui.tagline": "Wyspy, liczby i mosty",
    "ui.loading": "Wczytywanie gry…",
    "ui.load_failed": "Gra nie mogła się uruchomić: jeden z jej plików nie dotarł w całości albo ta przeglądarka nie potrafi jej uruchomić. Sprawdź połączenie i spróbuj ponownie; zapisane gry zostają.",
    "ui.load_slow": "Pliki gry docierają bardzo długo. Sprawdź połączenie; możesz dalej czekać albo spróbować ponownie.",
    "ui.try_again": "Spróbuj ponownie",
    "ui.offline_unavailable": "To urządzenie nie mogło zachować kopii gry (za mało miejsca albo pobieranie się nie powiodło): gra nie będzie działać bez połączenia.",
    "ui.board_label": "Plansza, strona {side}",
    "ui.island": "Wyspa {island}",
    "ui.flag_red": "czerwona flaga",
    "ui.flag_blue": "niebieska flaga",
    "ui.island_number": "liczba {number}",
    "ui.island_free": "bez liczby",
    "ui.island_bridges": {
        "param": "bridges",
        "one": "1 most",
        "few": "{bridges} mosty",
        "many": "{bridges} mostów",
        "other": "{bridges} mostu",
    },
    "ui.island_finished": "ukończona",
    "ui.line_label": {
        "param": "bridges",
        "one": "Linia od wyspy {a} do wyspy {b}, 1 most",
        "few": "Linia od wyspy {a} do wyspy {b}, {bridges} mosty",
        "many": "Linia od wyspy {a} do wyspy {b}, {bridges} mostów",
        "other": "Linia od wyspy {a} do wyspy {b}, {bridges} mostu",
    },
    "ui.round": "Runda",
    "ui.of_rounds": "z 17",
    "ui.setup_round": "Start",
    "ui.game_over": "Koniec gry",
    "ui.card_label": {
        "param": "bridges",
        "one": "Karta: liczba {number}, 1 most",
        "few": "Karta: liczba {number}, {bridges} mosty",
        "many": "Karta: liczba {number}, {bridges} mostów",
        "other": "Karta: liczba {number}, {bridges} mostu",
    },
    "ui.no_card": "Brak karty",
    "ui.bridges_left": "Mosty do narysowania: {left} z {count}",
    "ui.total": "Punkty",
    "ui.confirm": "Gotowe — dalej",
    "ui.confirm_skip": "Pomiń kartę",
    "ui.confirm_no_bridges": "Gotowe — bez mostów",
    "ui.undo": "Cofnij",
    "ui.new_game": "Nowa gra",
    "ui.tutorial": "Pierwsza gra z przewodnikiem",
    "ui.share": "Udostępnij",
    "ui.export": "Zapisz do pliku",
    "ui.import": "Otwórz plik",
    "ui.side": "Strona planszy",
    "ui.side_a": "Strona A (łatwiejsza)",
    "ui.side_b": "Strona B (trudniejsza)",
    "ui.seed": "Ziarno",
    "ui.seed_placeholder": "np. K7QX2M",
    "ui.play_seed": "Zagraj",
    "ui.setup_help": (
        "Wybierz wyspę startową: dotknij wyspy bez flagi, potem 3 lub 4 — "
        "albo weź proponowany start."
    ),
    "ui.seed_start": "Proponowany start: {value} na wyspie {island}",
    "ui.seed_start_short": "Proponowany start",
    "ui.start_3": "Wpisz 3",
    "ui.start_4": "Wpisz 4",
    "ui.play_help": (
        "Dotknij wyspy, aby wpisać liczbę z karty, dotykaj linii, aby rysować mosty, potem Gotowe."
    ),
    "ui.choose_island_first": "Najpierw dotknij wyspy bez flagi.",
    "ui.finished_islands": "Ukończone wyspy: {count}",
    "ui.island_points": "Ukończone wyspy: {count} \u00d7 2 = {points}",
    "ui.bonus_reached": "{label}: runda {round} — {points} pkt",
    "ui.bonus_progress": "{label}: {done} z {need} — teraz {points} pkt",
    "ui.bonus_progress_deadline": (
        "{label}: {done} z {need} — {points} pkt do rundy {deadline}, potem {low}"
    ),
    "ui.bonus_preview": "{label}: osiągnięte w tej rundzie — {points} pkt po zatwierdzeniu",
    "ui.chain_need": "{label}: największa grupa {done} z {need} — teraz {points} pkt",
    "ui.chain_deadline": (
        "{label}: największa grupa {done} z {need} — {points} pkt do rundy {deadline}, potem {low}"
    ),
    "ui.bonus_missed": "{label}: nieosiągnięte",
    "ui.total_line": "Razem: {total}",
    "ui.end_summary": "Wynik końcowy: {total}",
    "ui.end_summary_title": "Wynik końcowy: {total} \u2014 {title}",
    "ui.end_summary_solo_rules": "Wynik końcowy: {total} ({solo} według zasad wariantu solo)",
    "ui.title_line": "Twój tytuł: {title}",
    "ui.cards_heading": "Karty",
    "ui.cards_help": "Zagrane karty są skreślone; jedna karta zostaje ukryta do końca gry.",
    "ui.card_played": "zagrana",
    "ui.card_now": "w grze",
    "ui.card_hidden": "ukryta karta",
    "ui.card_to_come": "do odkrycia",
    "ui.card_cell": {
        "param": "bridges",
        "one": "{number} z 1 mostem: {state}",
        "few": "{number} z {bridges} mostami: {state}",
        "many": "{number} z {bridges} mostami: {state}",
        "other": "{number} z {bridges} mostu: {state}",
    },
    "ui.in_progress": "Gry w toku",
    "ui.resume_solo": "Wznów {seed} (strona {side}, runda {round})",
    "ui.resume_party": "Wznów grę na zmianę {seed} (strona {side}, runda {round})",
    "ui.resume_challenge": "Wznów wyzwanie {seed} (strona {side}, runda {round})",
    "ui.history": "Zakończone gry",
    "ui.history_row": "{seed} strona {side} \u2014 {name}: {total} pkt",
    "ui.best": "Rekord na stronie {side}: {total}",
    "ui.shared": "Skopiowano link: {url}",
    "ui.share_link": "Skopiuj ten link, aby go wysłać: {url}",
    "ui.share_text": "Zagraj ze mną w Hashi: ziarno {seed}, strona {side}",
    "ui.saved_file": "Gra zapisana w pliku.",
    "ui.imported": "Otwarto grę {seed} (strona {side}).",
    "ui.bad_seed_link": "Ziarno z linku {seed!r} jest nieprawidłowe; twoje gry są bez zmian.",
    "ui.bad_side_link": "Strona w linku musi być {sides}; została pominięta.",
    "ui.import_failed": "Nie można otworzyć tego pliku: {reason}",
    "ui.import_failed_start": "Nie można otworzyć tego pliku: wyspa startowa gracza {name}: {reason}",
    "ui.import_failed_at": "Nie można otworzyć tego pliku: {name}, runda {round}: {reason}",
    "ui.number_taken_back": "Liczba cofnięta.",
    "ui.undone": "Krok cofnięty.",
    "ui.update_ready": "Nowa wersja jest gotowa.",
    # Q1: drawing a bridge on a small screen (issue 27).
    "ui.bridge_help": (
        "Linia za krótka, by jej dotknąć? Wyspa w obwódce to pierwszy koniec mostu (ta, "
        "na której właśnie wpisano liczbę, lub dotknięta): dotknij jej sąsiadki, by "
        "narysować most. Albo przeciągnij palcem od jednej wyspy do drugiej."
    ),
    # Playing with friends.
    "ui.mode": "Gracze",
    "ui.mode_party": "Gra na zmianę",
    "ui.mode_challenge": "Wyzwanie z ziarnem",
    "ui.your_name": "Twoje imię",
    "ui.name_placeholder": "Imię",
    "ui.player_name_label": "Imię gracza",
    "ui.start_party": "Zacznij grę",
    "ui.start_challenge": "Zagraj jako wyzwanie",
    "ui.daily": "Wyzwanie dnia",
    "ui.daily_played": "Dzisiejsze wyzwanie już rozegrane: oto twój wynik. Jutro będzie nowe.",
    "ui.party_needs_players": "Gra na zmianę wymaga od 2 do 4 imion.",
    "ui.choose_start_for": (
        "{chooser}, wybierz start gracza {player}: dotknij wyspy bez flagi, potem 3 lub 4."
    ),
    "ui.your_turn": "Teraz gra {name} \u2014 runda {round}",
    "ui.viewing": "Plansza gracza {name} (tylko podgląd)",
    "ui.pass_to": "Przekaż urządzenie: teraz gra {name}.",
    "ui.take_turn": "To ja, {name} \u2014 pokaż moją planszę",
    "ui.handover_first": "Najpierw przekaż urządzenie: teraz gra {name}.",
    "ui.not_your_board": "To nie jest plansza w grze: teraz gra {name}.",
    "ui.players": "Gracze",
    "ui.player_row": "{name}: {total} pkt, ukończone wyspy: {finished}, runda {round}",
    "ui.bonus_taken": (
        "{label}: wysoka wartość dla gracza {name} w rundzie {round} \u2014 {done} z {need}, "
        "teraz {points} pkt"
    ),
    "ui.result_heading": "Twój link z wynikiem",
    "ui.result_help": (
        "Wyślij ten link znajomym, którzy grają na tym samym ziarnie: zawiera całą twoją grę. "
        "Ich linki wklej poniżej."
    ),
    "ui.copy_result": "Kopiuj link",
    "ui.paste_result": "Link z wynikiem znajomego",
    "ui.add_result": "Dodaj",
    "ui.result_added": "Wynik gracza {name} dla ziarna {seed} sprawdzony i dodany do tabeli.",
    "ui.result_refused": "Nie dodano wyniku: {reason}",
    "ui.result_copied": "Skopiowano link z wynikiem.",
    "ui.result_select": "Link z wynikiem jest zaznaczony: skopiuj go, aby go wysłać.",
    "ui.standings": "Tabela wyników",
    "ui.standing_name": "Gracz",
    "ui.default_name": "Gracz",
    "ui.standing_rounds": "Rundy",
    "ui.standing_total": "Razem",
    "ui.standing_bonus": "r{round}: {points}",
    "ui.reload": "Odśwież",
    # -- Q5: the coach: a hint's reasons (hashi_texts/coach.py puts them together) --
    "coach.write": "Wpisz {number} na wyspie {island}",
    "coach.skip": "W tej rundzie nie wpisuj żadnej liczby",
    "coach.pass": "Pomiń kartę: w tej rundzie żadnej liczby i żadnych mostów",
    "coach.pass_advice": "Pomiń kartę: w tej rundzie żadnej liczby i żadnych mostów, bo {reasons}.",
    "coach.advice": "{head}: {reasons}.",
    "coach.advice_bare": "{head}.",
    "coach.and": "{first} i {second}",
    "coach.list": "{first} i {last}",
    "coach.finishes": {
        "param": "count",
        "one": "to kończy wyspę {islands}",
        "few": "to kończy wyspy {islands}",
        "many": "to kończy wyspy {islands}",
        "other": "to kończy wyspy {islands}",
    },
    "coach.reaches_red": "to kompletuje czerwone flagi za {points}",
    "coach.reaches_blue": "to kompletuje niebieskie flagi za {points}",
    "coach.reaches_chain": "to tworzy łańcuch 6 wysp za {points}",
    "coach.completes_red": "to kompletuje czerwone flagi",
    "coach.completes_blue": "to kompletuje niebieskie flagi",
    "coach.completes_chain": "to tworzy łańcuch 6 wysp",
    "coach.closer_red": "masz {done} z {need} czerwonych flag, a {left}",
    "coach.closer_blue": "masz {done} z {need} niebieskich flag, a {left}",
    "coach.closer_chain": "twój łańcuch ma {done} z {need} wysp, a {left}",
    "coach.left": {
        "param": "rounds",
        "one": "została {rounds} runda",
        "few": "zostały {rounds} rundy",
        "many": "zostało {rounds} rund",
        "other": "zostało {rounds} rundy",
    },
    "coach.left_for": {
        "param": "rounds",
        "one": "na {points} została {rounds} runda",
        "few": "na {points} zostały {rounds} rundy",
        "many": "na {points} zostało {rounds} rund",
        "other": "na {points} zostało {rounds} rundy",
    },
    "coach.points": {
        "param": "points",
        "one": "{points} punkt",
        "few": "{points} punkty",
        "many": "{points} punktów",
        "other": "{points} punktu",
    },
    "coach.keeps_open": "to zostawia wyspę {island} wolną na {number}",
    "coach.no_room": "żadna wyspa nie może przyjąć {number}",
    "coach.needs": {
        "param": "count",
        "one": "wyspie {island} zabraknie jeszcze {count} mostu",
        "few": "wyspie {island} zabraknie jeszcze {count} mostów",
        "many": "wyspie {island} zabraknie jeszcze {count} mostów",
        "other": "wyspie {island} zabraknie jeszcze {count} mostu",
    },
    # Bonuses and scoring.
    "bonus.red": "Czerwone flagi",
    "bonus.blue": "Niebieskie flagi",
    "bonus.chain": "6 połączonych wysp",
    # -- Q6: racing a friend's game (a ghost) --
    "ui.race_heading": "Wyścig ze znajomym",
    "ui.race_help": "Plansza znajomego pokazuje się obok twojej po każdej twojej rundzie, nigdy wcześniej.",
    "ui.race_with": "Ścigaj się: {name}",
    "ui.race_stop": "Zakończ wyścig",
    "ui.race_started": "Wyścig: {name}. Plansza tej osoby pokazuje się obok twojej po każdej twojej rundzie.",
    "ui.race_stopped": "Wyścig zakończony.",
    "ui.race_waiting": "Plansza gracza {name} pokaże się, gdy wpiszesz swój start.",
    "ui.race_start": "{name}: start",
    "ui.race_round": "{name}: po rundzie {round}",
    "ui.race_scores": "Punkty: ty {mine} · {name} {theirs}",
    "ui.race_bonus_both": "{label}: ty w rundzie {mine}, {name} w rundzie {theirs}",
    "ui.race_bonus_mine": "{label}: ty w rundzie {mine}, {name} jeszcze nie",
    "ui.race_bonus_theirs": "{label}: {name} w rundzie {theirs}",
    "ui.race_behind": "Wynik gracza {name} kończy się po rundzie {round}: ta gra jeszcze trwa.",
    # Solo titles, by total (the Polish rulebook's names, as printed).
    "title.minion": "Pomocnik",
    "title.dogsbody": "Nosiwoda",
    "title.bamboo_binder": "Wiążący bambus",
    "title.screw_tightener": "Wkrętak",
    "title.concrete_pourer": "Wylewacz betonu",
    "title.project_manager": "Kierownik projektu",
    "title.master_bridge_builder": "Mistrz mostów",
    "title.professional_planner": "Specjalista ds. planowania",
    "title.statics_expert": "Ekspert ds. statystyki",
    "title.ace_architect": "As architektury",
    "title.construction_genius": "Geniusz konstrukcyjny",
    "title.island_god": "Bóg wysp",
    # -- The page: links, files, this device's storage, challenges, the end of a table --
    "ui.internal_error": "Coś poszło nie tak przy tym kroku; twoja gra się nie zmieniła.",
    "ui.reason_unknown": "to nie jest zapis gry",
    "ui.bad_mode_link": "Tryb gry z linku {mode!r} nie istnieje; został pominięty.",
    "ui.bad_lang_link": "Język z linku {lang!r} nie jest dostępny.",
    "ui.one_then_more": "{first} {then}",  # (two of a link's problems, each a sentence)
    "ui.result_empty": "Wynik w linku jest pusty lub za długi; twoje gry się nie zmieniły.",
    "ui.data_too_big": "jest za duży ({size} znaków; najwyżej {limit})",
    "ui.data_too_deep": "jest zagnieżdżony zbyt głęboko (ponad {limit} poziomów)",
    "ui.data_not_json": "to nie jest JSON",
    "ui.save_not_ours": "to nie jest gra zapisana przez tę aplikację",
    "ui.storage_unavailable": (
        "Ta przeglądarka nic nie przechowuje dla tej strony (tryb prywatny lub wyłączona pamięć): "
        "postęp zniknie po zamknięciu karty. Zapisz grę do pliku, aby ją zachować."
    ),
    "ui.storage_full": (
        "Pamięć tego urządzenia jest pełna: postęp nie jest zapisywany. Zapisz grę do pliku, aby ją"
        " zachować."
    ),
    # The lasting warnings' headlines, where room is short (a phone upright): the
    # sentences above stay the export button's description.
    "ui.storage_full_short": "Pamięć pełna: nic nie jest zapisywane",
    "ui.storage_unavailable_short": "Ta przeglądarka nie zapisuje postępu",
    "ui.set_aside": "{item}: nie udało się odczytać ({reason}); odłożono na bok, nic nie usunięto.",
    "ui.left_in_place": (
        "{item}: nie udało się odczytać ({reason}); pamięć jest zbyt pełna, by to odłożyć, więc "
        "zostało na miejscu."
    ),
    "ui.item_save": "Zapisana gra",
    "ui.item_history": "Lista ukończonych gier",
    "ui.item_results": "Lista wyników znajomych",
    "ui.item_other": "Zapisana wartość",
    "ui.dismiss": "Rozumiem",
    "ui.save_gone": "Tej gry nie ma już na tym urządzeniu.",
    "ui.nothing_to_export": "Nie ma jeszcze czego zapisać: najpierw wpisz start.",
    "ui.moved_elsewhere": "Ta gra toczyła się dalej w innej karcie: oto jej najnowszy stan.",
    "ui.moved_elsewhere_refused": (
        "Ta gra toczyła się dalej w innej karcie, więc twój ostatni krok nie został zachowany: oto "
        "gra w stanie z tamtej karty."
    ),
    "ui.side_after_start": "Stronę można zmienić tylko przed wpisaniem pierwszego startu.",
    "ui.name_deal": "Wyzwanie {seed}, strona {side}",
    "ui.name_prompt": "Twoje imię, do tabeli tego wyzwania:",
    "ui.give_name": "Graj",
    "ui.name_needed": "Najpierw wpisz imię.",
    "ui.name_first": "Najpierw podaj swoje imię, do tabeli.",
    "ui.share_challenge_text": "Podejmij moje wyzwanie w Hashi: ziarno {seed}, strona {side}",
    "ui.result_own": "To twój własny wynik dla ziarna {seed}: twoja gra jest tutaj.",
    "ui.result_nothing_pasted": "Najpierw wklej link z wynikiem znajomego, potem go dodaj.",
    "ui.result_known": "Wynik gracza {name} już jest w tabeli.",
    "ui.result_full": {
        "one": "Wyniku gracza {name} nie dodano: tabela ma już {count} gracza, tylu, ilu liczy partia Hashi.",
        "few": "Wyniku gracza {name} nie dodano: tabela ma już {count} graczy, tylu, ilu liczy partia Hashi.",
        "many": "Wyniku gracza {name} nie dodano: tabela ma już {count} graczy, tylu, ilu liczy partia Hashi.",
        "other": "Wyniku gracza {name} nie dodano: tabela ma już {count} gracza, tylu, ilu liczy partia Hashi.",
    },
    "ui.result_updated": {
        "one": "Zaktualizowano wynik gracza {name}: {count} runda rozegrana.",
        "few": "Zaktualizowano wynik gracza {name}: {count} rundy rozegrane.",
        "many": "Zaktualizowano wynik gracza {name}: {count} rund rozegranych.",
        "other": "Zaktualizowano wynik gracza {name}: {count} rundy rozegranej.",
    },
    "ui.result_updated_unfinished": "Zaktualizowano wynik gracza {name}.",
    "ui.standing_place": "Miejsce",
    "ui.standing_islands": "Wyspy",
    "ui.standing_rounds_of": {
        "one": "{count}/17, w grze",
        "few": "{count}/17, w grze",
        "many": "{count}/17, w grze",
        "other": "{count}/17, w grze",
    },
    "ui.standing_islands_later": {
        "one": "{count} ukończona",
        "few": "{count} ukończone",
        "many": "{count} ukończonych",
        "other": "{count} ukończonej",
    },
    "ui.standings_waiting": {
        "one": (
            "{names} nadal gra: punkty za wyspy liczą się dla wszystkich, gdy każdy rozegra 17 "
            "rund."
        ),
        "few": (
            "{names} nadal grają: punkty za wyspy liczą się dla wszystkich, gdy każdy rozegra 17 "
            "rund."
        ),
        "many": (
            "{names} nadal grają: punkty za wyspy liczą się dla wszystkich, gdy każdy rozegra 17 "
            "rund."
        ),
        "other": (
            "{names} nadal grają: punkty za wyspy liczą się dla wszystkich, gdy każdy rozegra 17 "
            "rund."
        ),
    },
    "ui.standings_waiting_ended": {
        "one": (
            "{names} nadal gra: gracze, którzy rozegrali wszystkie 17 rund, są liczeni razem; "
            "wyniki mogą się jeszcze zmienić."
        ),
        "few": (
            "{names} nadal grają: gracze, którzy rozegrali wszystkie 17 rund, są liczeni razem; "
            "wyniki mogą się jeszcze zmienić."
        ),
        "many": (
            "{names} nadal grają: gracze, którzy rozegrali wszystkie 17 rund, są liczeni razem; "
            "wyniki mogą się jeszcze zmienić."
        ),
        "other": (
            "{names} nadal grają: gracze, którzy rozegrali wszystkie 17 rund, są liczeni razem; "
            "wyniki mogą się jeszcze zmienić."
        ),
    },
    "ui.names_list": "{first} i {last}",
    "ui.choices_list": "{first} lub {last}",
    "ui.ranking_row": (
        "{name} — {total} (wyspy {islands}, czerwone {red}, niebieskie {blue}, łańcuch {chain})"
    ),
    "ui.ranking_winner": (
        "{name} — {total} (wyspy {islands}, czerwone {red}, niebieskie {blue}, łańcuch {chain}) — "
        "wygrywa"
    ),
    "ui.table_winners": {
        "one": "Wygrywa {names} z {total} pkt.",
        "few": "Remis: {names}, każdy po {total} pkt.",
        "many": "Remis: {names}, każdy po {total} pkt.",
        "other": "Remis: {names}, każdy po {total} pkt.",
    },
    "ui.end_board_of": "To jest plansza gracza {name}.",
    # The rules, the language choice and the computer player.
    "ui.rules": "Zasady gry",
    "ui.language": "Język",
    # The language's own name, as its speakers write it (the language select).
    "ui.language_name": "Polski",
    "ui.close": "Zamknij",
    "ui.hint": "Podpowiedź",
    "ui.hint_thinking": "Komputer myśli…",
    "ui.hint_shown": "Podpowiedź komputera jest zaznaczona: wyspa na liczbę i linie na mosty.",
    "ui.hint_skip": "Komputer proponuje pominąć kartę: w tej rundzie żadnej liczby i żadnych mostów.",
    "ui.hint_undo": "Podpowiedź to cała tura od początku rundy: cofnij swoje ruchy, aby z niej skorzystać.",
    "ui.hint_not_now": "Podpowiedź jest dostępna w trakcie rundy.",
    "ui.bot_failed": "Komputer nie mógł odpowiedzieć. Spróbuj ponownie.",
    "ui.bot_start_failed": "Komputer nie mógł się uruchomić. Sprawdź połączenie i spróbuj ponownie.",
    "ui.bot_timeout": "Komputer zbyt długo nie odpowiadał i został zatrzymany. Spróbuj ponownie.",
    "ui.bot_retry_later": "Komputer przed chwilą zawiódł: odczekaj kilka sekund i spróbuj ponownie.",
    "ui.bot_starting": "Komputer się przygotowuje…",
    "ui.bot_step": "(krok {done} z {total})",
    "ui.hints_used": {
        "one": "W tej grze użyto 1 podpowiedzi.",
        "few": "W tej grze użyto {count} podpowiedzi.",
        "many": "W tej grze użyto {count} podpowiedzi.",
        "other": "W tej grze użyto {count} podpowiedzi.",
    },
    "share.hints": {
        "one": "1 podpowiedź",
        "few": "{count} podpowiedzi",
        "many": "{count} podpowiedzi",
        "other": "{count} podpowiedzi",
    },
    "share.hints_note": {
        "one": "(z 1 podpowiedzią)",
        "few": "(z {count} podpowiedziami)",
        "many": "(z {count} podpowiedziami)",
        "other": "(z {count} podpowiedzi)",
    },
    "ui.analyse": "Najlepsza możliwa gra",
    "ui.analysis_not_now": "Analiza dotyczy ukończonej gry jednego gracza.",
    "ui.analysis_thinking": "Szukam najlepszej gry dla tego rozdania…",
    "ui.best_total": "Najlepsza znaleziona gra:",
    "ui.analysis_summary": "Twój wynik: {total}; znając wszystkie karty z góry, można było zdobyć {best}.",
    "ui.ahead_bonus": "Runda {round}: najlepsza gra zdobyła premię „{label}”.",
    "ui.ahead_island": "Runda {round}: najlepsza gra ukończyła wyspę {island}, której nie ukończono w twojej grze.",
    "ui.analysis_no_gap": "Twoja gra była tak dobra jak najlepsza znaleziona.",
    "ui.analysis_step": "Po rundzie {round}",
    "ui.analysis_prev": "Poprzednia runda",
    "ui.analysis_next": "Następna runda",
    "ui.analysis_yours": "Twoja gra",
    "ui.analysis_best": "Najlepsza gra",
    # Accessibility (issue 12).
    "a11y.playable": "można zagrać teraz",
    "a11y.line_blocked": "zablokowana przez krzyżujący ją most",
    "a11y.skip_to_controls": "Przejdź do przycisków",
    "a11y.announce_number": "Wpisano {number} na wyspie {island}.",
    "a11y.announce_bridge": {
        "param": "bridges",
        "one": "Most z wyspy {a} na wyspę {b}: 1 most.",
        "few": "Most z wyspy {a} na wyspę {b}: {bridges} mosty.",
        "many": "Most z wyspy {a} na wyspę {b}: {bridges} mostów.",
        "other": "Most z wyspy {a} na wyspę {b}: {bridges} mostu.",
    },
    "a11y.bridge_from": (
        "Wybrano wyspę {island}: dotknij sąsiedniej wyspy, aby narysować do niej most."
    ),
    "ui.double_tap": (
        "To drugie dotknięcie przyszło zbyt szybko po ostatnim kroku i nie zostało użyte: dotknij jeszcze raz, jeśli o to chodziło."
    ),
    "ui.double_press": (
        "To drugie naciśnięcie przyszło zbyt szybko po ostatnim kroku i nie zostało użyte: naciśnij jeszcze raz, jeśli o to chodziło."
    ),
    # A button's (on Done, tapping again would be the next round's step): not invited again.
    "ui.double_tap_button": "To drugie dotknięcie przyszło zbyt szybko po ostatnim kroku i nie zostało użyte.",
    "a11y.announce_start": "Start: {value} na wyspie {island}.",
    "a11y.announce_chosen": "Wybrano wyspę {island} na start: teraz wybierz 3 lub 4.",
    "a11y.announce_round": {
        "param": "bridges",
        "one": "Runda {round}: karta {number} z 1 mostem.",
        "few": "Runda {round}: karta {number} z {bridges} mostami.",
        "many": "Runda {round}: karta {number} z {bridges} mostami.",
        "other": "Runda {round}: karta {number} z {bridges} mostu.",
    },
    "a11y.announce_end": "Koniec gry. Razem {total}.",
    "a11y.announce_by": "{name}: {said}",
    "a11y.keyboard_help": (
        "Klawisze: strzałki przechodzą między wyspami; Shift+strzałka rysuje most w tę "
        "stronę; Enter lub spacja wpisuje liczbę z karty."
    ),
    "a11y.describe": "Opisz planszę",
    "a11y.describe_row": "Rząd {row}: wyspy {islands}.",
    "a11y.describe_row_one": "Rząd {row}: wyspa {islands}.",
    "a11y.describe_lines": {
        "param": "count",
        "one": "1 linia.",
        "few": "{count} linie.",
        "many": "{count} linii.",
        "other": "{count} linii.",
    },
    "a11y.describe_crossings": {
        "param": "count",
        "one": "1 para linii się krzyżuje: {pairs}.",
        "few": "{count} pary linii się krzyżują: {pairs}.",
        "many": "{count} par linii się krzyżuje: {pairs}.",
        "other": "{count} pary linii się krzyżuje: {pairs}.",
    },
    "a11y.describe_pair": "{a} z {b}",
    "a11y.describe_no_crossings": "Żadne linie się nie krzyżują.",
    # The rules, the language choice and the computer player.
    "ui.player_row_easy": "{name} (komputer, łatwy): {total} pkt, ukończone wyspy: {finished}, runda {round}",
    "ui.player_row_normal": "{name} (komputer, średni): {total} pkt, ukończone wyspy: {finished}, runda {round}",
    "ui.player_row_hard": "{name} (komputer, trudny): {total} pkt, ukończone wyspy: {finished}, runda {round}",
    "ui.computer_turn": "Teraz gra {name}: ruch wykonuje komputer.",
    "ui.computer_playing": "{name} (komputer) gra…",
    "ui.seat_stuck": "Komputer nie może teraz rozegrać tur gracza {name}. Jak ma toczyć się gra?",
    "ui.stuck_retry": "Poproś komputer jeszcze raz",
    "ui.stuck_person": "Planszę gracza {name} prowadzi człowiek",
    "ui.stuck_out": "{name} pauzuje do końca gry",
    "ui.seat_person_now": "Od teraz planszę gracza {name} prowadzi człowiek.",
    "ui.seat_out_now": "{name} pauzuje: na tej planszy nie będzie już liczb ani mostów.",
    "ui.player_row_out": "{name} (pauzuje): {total} pkt, ukończone wyspy: {finished}, runda {round}",
    "ui.seat_label": "Kto gra",
    "ui.seat_person": "Człowiek",
    "ui.seat_easy": "Komputer: łatwy",
    "ui.seat_normal": "Komputer: średni",
    "ui.seat_hard": "Komputer: trudny",
    # Replays, the scores chart and the share picture (issue 21).
    "replay.open": "Powtórka",
    "replay.close": "Wróć do gry",
    "replay.at_start": "Początek",
    "replay.after_round": "Po rundzie {round} z {rounds}",
    "replay.title_line": "Tytuł: {title}",  # anyone's: a friend's replay, the best game
    "replay.still_playing": {
        "one": "{name} ma za sobą 1 rundę.",
        "few": "{name} ma za sobą {count} rundy.",
        "many": "{name} ma za sobą {count} rund.",
        "other": "{name} ma za sobą {count} rundy.",
    },
    "replay.no_number": "Bez liczby.",
    "replay.bridges": {
        "one": "1 most: {lines}.",
        "few": "{count} mosty: {lines}.",
        "many": "{count} mostów: {lines}.",
        "other": "{count} mostu: {lines}.",
    },
    "replay.no_bridges": "Bez mostów.",
    "replay.bonus_taken": "{label}: osiągnięte, {points} pkt.",
    "replay.board_label": "{name} — {position}",
    "replay.first": "Na początek",
    "replay.previous": "Poprzednia runda",
    "replay.next": "Następna runda",
    "replay.last": "Na koniec",
    "replay.play": "Odtwórz",
    "replay.pause": "Wstrzymaj",
    "replay.slider": "Runda",
    "replay.heading": "Powtórka: {names} · ziarno {seed} · strona {side}",
    "replay.heading_dated": "Powtórka: {names} · ziarno {seed} · strona {side} · {date}",
    "replay.round_of": "Runda {round} z {rounds}",
    "ui.bad_round_link": "Runda z linku {round!r} nie jest jedną z rund gry (od 0 do {last}).",
    "ui.bad_screen_link": "Ekran z linku {screen!r} nie istnieje; oto gra.",
    "ui.replay_unknown": "Na tym urządzeniu nie ma gry o tym identyfikatorze: nie ma czego odtworzyć; twoja gra jest bez zmian.",
    "ui.replay_unavailable": "Pierwszej gry z przewodnikiem nie można odtworzyć.",
    "ui.replay_refused": "Nie można otworzyć tej powtórki: {reason}",
    "chart.heading": "Twoje wyniki w grze solo",
    "chart.games": {
        "one": "1 gra solo",
        "few": "{number} gry solo",
        "many": "{number} gier solo",
        "other": "{number} gry solo",
    },
    "chart.best": "Rekord: {total}",
    "chart.point": "Ziarno {seed}, strona {side}: {total} pkt",
    "chart.side_empty": "Brak jeszcze gier solo na tej stronie.",
    "chart.empty": "Ukończ grę solo, aby zobaczyć tu swoje wyniki.",
    "chart.streak": "Wyzwania dnia z rzędu: {number} (rekord: {best})",
    "chart.no_daily": "Nie zagrano jeszcze żadnego wyzwania dnia.",
    "chart.day_played": "{date}: zagrane",
    "chart.day_missed": "{date}: niezagrane",
    "chart.caption": "Twoje gry solo, od najstarszej",
    "chart.col_game": "Gra",
    "chart.col_date": "Data",
    "chart.col_title": "Tytuł",
    "chart.col_note": "Uwagi",
    "chart.personal_best": "Rekord osobisty",
    "ui.share_picture": "Udostępnij obraz",
    "picture.label": "Hashi, ziarno {seed}, strona {side}: {total} pkt",
    "picture.deal": "Ziarno {seed} · strona {side}",
    "picture.bonus": "runda {round} · {points} pkt",
    "picture.bonus_none": "nieosiągnięte",
    "picture.spoiler_free": "Bez liczb i mostów: wyzwanie wciąż trwa.",
    # -- Q3 (issue 27 #5): replay links of your own games --
    "record.result_is_replay": "To link do powtórki, nie wynik: otwórz go, aby obejrzeć grę.",
    "record.replay_damaged": "Ten link do powtórki jest uszkodzony albo zmieniony.",
    "record.replay_version": "Ten link do powtórki pochodzi z nowszej wersji Hashi.",
    "ui.replay_link_game": "Link do powtórki tej gry",
    "ui.replay_link_board": "Link do powtórki planszy gracza {name}",
    "ui.replay_link_help": (
        "Wyślij go znajomym: obejrzą tę grę runda po rundzie, na dowolnym urządzeniu."
    ),
    "ui.replay_link_share": "Udostępnij link do powtórki",
    "ui.replay_link_copy": "Udostępnij link",
    "ui.replay_link_of": "Udostępnij link: {game}",
    "ui.replay_share_text": "Obejrzyj moją grę w Hashi, runda po rundzie.",
    # -- issue 21: the screens (history, replays, share picture) in the page --
    "ui.open_history": "Twoje wyniki i powtórki",
    "ui.screen_back_history": "Wróć do swoich wyników",
    "ui.chart_table": "Wyniki w tabeli",
    "ui.finished_games": "Obejrzyj powtórkę zakończonej gry",
    "ui.more_games": "Pokaż starsze gry",
    "ui.replay_game": "Ziarno {seed} · strona {side} · razem {total}",
    "ui.replay_this": "Obejrzyj powtórkę tej gry",
    "ui.replay_of": "Obejrzyj powtórkę gry: {name}",
    "ui.picture_share": "Obraz udostępniony.",
    "ui.picture_download": "Obraz zapisany jako {name}.",
    "ui.picture_failed": "To urządzenie nie mogło utworzyć obrazu.",
    # Keeping games on a device (web/model/keeping.py)
    "ui.keep_tip": "Aby zachować swoje gry na tym urządzeniu, dodaj Hashi do ekranu początkowego i co jakiś czas użyj „{export}”: przeglądarka może usunąć to, co przechowuje strona.",
    "ui.last_backup": "Ostatni zapis do pliku: {date}",
    "ui.no_backup": "Żadna gra nie została jeszcze zapisana do pliku.",
    "ui.storage_lost": "To urządzenie miało tu gry, a przeglądarka je usunęła (Safari robi to po siedmiu dniach bez wizyty). Grę zapisaną w pliku przywrócisz przyciskiem „{import_}”.",
}
