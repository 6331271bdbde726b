"""English: every player-facing text, keyed by message id.

A value is a ``str.format`` template, or a dict of plural forms by CLDR
category (``one``/``other`` in English) chosen by the parameter named in
``"param"`` (default ``count``). Parameters are plain values, never markup.
"""

from __future__ import annotations

from typing import Final

from ..plurals import Catalogue

MESSAGES: Final[Catalogue] = {
    # Refusals, by rule code (docs/interfaces.md lists them).
    "rule.bad_start": "The start must be a 3 or a 4 on an island without a flag.",
    "rule.island_taken": "Island {island} already has a number.",
    "rule.flag_needs_bridge": (
        "Island {island} has a flag: it can take a number only once a bridge "
        "from an earlier round leads to it."
    ),
    "rule.number_below_bridges": {
        "param": "bridges",
        "one": "Island {island} already has 1 bridge: it needs a number of at least 1.",
        "other": (
            "Island {island} already has {bridges} bridges: "
            "it needs a number of at least {bridges}."
        ),
    },
    "rule.no_such_line": "There is no line between islands {a} and {b}.",
    "rule.bridge_needs_number": (
        "A bridge needs a number on at least one end: islands {a} and {b} have none yet."
    ),
    "rule.line_full": "The line {a}-{b} already has 2 bridges, the most a line can carry.",
    "rule.bridges_cross": "A bridge on {a}-{b} would cross the bridge on {other}.",
    "rule.too_many_bridges": {
        "param": "limit",
        "one": "Island {island} cannot take another bridge: it allows only 1.",
        "other": "Island {island} cannot take another bridge: it allows {limit}.",
    },
    "rule.island_finished": "Island {island} is finished: it takes no more bridges.",
    "rule.all_bridges_drawn": {
        "one": "This card draws exactly 1 bridge, and it is drawn already.",
        "other": "This card draws exactly {count} bridges, and they are all drawn already.",
    },
    "rule.wrong_bridge_count": {
        "one": "This card draws exactly 1 bridge, or none at all (you have {drawn}).",
        "other": "This card draws exactly {count} bridges, or none at all (you have {drawn}).",
    },
    "rule.too_many_rounds": "The game has only 17 rounds.",
    "rule.number_written": (
        "You have already written this round's number, on island {island}. Undo to move it."
    ),
    "rule.no_such_island": "There is no island {island}.",
    "rule.game_over": "This game is over: all 17 cards have been played.",
    "rule.not_started": "Choose the starting island first.",
    "rule.already_started": "Your starting island is already chosen.",
    "rule.nothing_to_undo": "Nothing to undo in this round.",
    "rule.undo_breaks_turn": (
        "Island {island} cannot lose its number: this round's bridges need it."
    ),
    # Unreadable records.
    "record.not_json": "This is not a Hashi game record (it is not readable JSON).",
    "record.too_big": "This is not a Hashi game record (it is far too long).",
    "record.too_deep": "This is not a Hashi game record (it is nested far too deeply).",
    "record.not_object": "This is not a Hashi game record.",
    "record.format": "Unknown record format {value!r}: expected 'hashi/1'.",
    "record.field": "The record's field '{field}' is missing or has the wrong type.",
    "record.name_long": "A player's name is longer than {most} characters.",
    "record.seed": "The seed {value!r} is not valid: use 1-64 letters, digits, '_' or '-'.",
    "record.side": "The board side must be {sides}, not {value!r}.",
    "record.mode": "The mode must be 'solo' or 'multi', not {value!r}.",
    "record.solo_players": "A solo game has exactly one player (this record has {count}).",
    "record.analysis_players": "The analysis is for one player's game (players in this record: {count}).",
    "move.unreadable": "{text!r} is not a move.",
    "record.no_players": "A record needs at least one player.",
    "record.too_many_players": "Hashi is played by at most 4 players (this record has {count}).",
    "record.island": "Island {value!r} is not on board side {side}.",
    "record.unreadable_file": "The file could not be read: {reason}",
    "record.result_damaged": "This result link is damaged or was changed.",
    "record.result_version": "This result link comes from a newer version of Hashi.",
    "record.result_foreign": (
        "This result is for seed {seed} side {side}, not for {want} side {side_want}."
    ),
    # Share strings (spoiler-free).
    "share.head": "Hashi {seed} side {side}, {rounds}/17",
    "share.red": "\U0001f6a9 red r{round}",
    "share.red_none": "\U0001f6a9 red \u2014",
    "share.blue": "\U0001f3f3 blue r{round}",
    "share.blue_none": "\U0001f3f3 blue \u2014",
    "share.chain": "\u26d3 chain r{round}",
    "share.chain_none": "\u26d3 chain \u2014",
    "share.total": "{total} points",
    # The page.
    "ui.title": "Hashi",
    "ui.app_name": "Hashi \u2014 islands and bridges",
    "ui.app_description": (
        "The flip-and-write island game: write numbers, draw bridges, play solo or with friends."
    ),
    "ui.tagline": "Islands, numbers and bridges",
    "ui.loading": "Loading the game engine…",
    "ui.load_failed": "The game could not start: one of its files did not arrive whole, or this browser cannot run it. Check the connection, then try again; your saved games are kept.",
    "ui.load_slow": "The game's files are taking a long time to arrive. Check the connection; you can keep waiting or try again.",
    "ui.try_again": "Try again",
    "ui.offline_unavailable": "This device could not keep a copy of the game (not enough storage, or a download failed): it will not work offline.",
    "ui.board_label": "Board side {side}",
    "ui.island": "Island {island}",
    "ui.flag_red": "red flag",
    "ui.flag_blue": "blue flag",
    "ui.island_number": "number {number}",
    "ui.island_free": "no number",
    "ui.island_bridges": {"param": "bridges", "one": "1 bridge", "other": "{bridges} bridges"},
    "ui.island_finished": "finished",
    "ui.line_label": {
        "param": "bridges",
        "one": "Line from island {a} to island {b}, 1 bridge",
        "other": "Line from island {a} to island {b}, {bridges} bridges",
    },
    "ui.round": "Round",
    "ui.of_rounds": "of 17",
    "ui.setup_round": "Setup",
    "ui.game_over": "Game over",
    "ui.card_label": {
        "param": "bridges",
        "one": "Card: number {number}, 1 bridge",
        "other": "Card: number {number}, {bridges} bridges",
    },
    "ui.no_card": "No card yet",
    "ui.bridges_left": "Bridges to draw: {left} of {count}",
    "ui.total": "Score",
    "ui.confirm": "Done — next card",
    "ui.confirm_skip": "Skip this card",
    "ui.confirm_no_bridges": "Done — no bridges",
    "ui.undo": "Undo",
    "ui.new_game": "New game",
    "ui.tutorial": "Guided first game",
    "ui.share": "Share",
    "ui.export": "Save to file",
    "ui.import": "Open a file",
    "ui.side": "Board side",
    "ui.side_a": "Side A (easier)",
    "ui.side_b": "Side B (harder)",
    "ui.seed": "Seed",
    "ui.seed_placeholder": "e.g. K7QX2M",
    "ui.play_seed": "Play this seed",
    "ui.setup_help": (
        "Choose your starting island: tap an island without a flag, then 3 or 4 — "
        "or take this deal's own start."
    ),
    "ui.seed_start": "Deal's start: {value} on island {island}",
    "ui.seed_start_short": "Deal's start",
    "ui.start_3": "Write 3",
    "ui.start_4": "Write 4",
    "ui.play_help": (
        "Tap an island to write the card's number, tap lines to draw bridges, then Done."
    ),
    "ui.choose_island_first": "First tap an island without a flag.",
    "ui.finished_islands": "Finished islands: {count}",
    "ui.island_points": "Finished islands: {count} \u00d7 2 = {points}",
    "ui.bonus_reached": "{label}: round {round} — {points} points",
    "ui.bonus_progress": "{label}: {done} of {need} — worth {points} now",
    "ui.bonus_progress_deadline": (
        "{label}: {done} of {need} — worth {points} by round {deadline}, {low} after"
    ),
    "ui.bonus_preview": "{label}: reached this round — {points} points when you confirm",
    "ui.chain_need": "{label}: largest group {done} of {need} — worth {points} now",
    "ui.chain_deadline": (
        "{label}: largest group {done} of {need} — worth {points} by round {deadline}, {low} after"
    ),
    "ui.bonus_missed": "{label}: not reached",
    "ui.total_line": "Total: {total}",
    "ui.end_summary": "Final score: {total}",
    "ui.end_summary_title": "Final score: {total} \u2014 {title}",
    "ui.end_summary_solo_rules": "Final score: {total} ({solo} by the solo rules)",
    "ui.title_line": "Your title: {title}",
    "ui.cards_heading": "Cards",
    "ui.cards_help": "Played cards are crossed off; one card stays hidden until the end.",
    "ui.card_played": "played",
    "ui.card_now": "in play",
    "ui.card_hidden": "hidden card",
    "ui.card_to_come": "still to come",
    "ui.card_cell": {
        "param": "bridges",
        "one": "{number} with 1 bridge: {state}",
        "other": "{number} with {bridges} bridges: {state}",
    },
    "ui.in_progress": "Games in progress",
    "ui.resume_solo": "Resume {seed} (side {side}, round {round})",
    "ui.resume_party": "Resume pass-and-play {seed} (side {side}, round {round})",
    "ui.resume_challenge": "Resume challenge {seed} (side {side}, round {round})",
    "ui.history": "Finished games",
    "ui.history_row": "{seed} side {side} \u2014 {name}: {total} points",
    "ui.best": "Best on side {side}: {total}",
    "ui.shared": "Link copied: {url}",
    "ui.share_link": "Copy this link to send it: {url}",
    "ui.share_text": "Play Hashi with me: seed {seed}, side {side}",
    "ui.saved_file": "Game saved to a file.",
    "ui.imported": "Game {seed} (side {side}) opened.",
    "ui.bad_seed_link": "The link's seed {seed!r} is not valid; your games are unchanged.",
    "ui.bad_side_link": "The link's side must be {sides}; it is left out.",
    "ui.import_failed": "This file cannot be opened: {reason}",
    "ui.import_failed_start": "This file cannot be opened: {name}'s starting island: {reason}",
    "ui.import_failed_at": "This file cannot be opened: {name}, round {round}: {reason}",
    "ui.number_taken_back": "Number taken back.",
    "ui.undone": "Step undone.",
    "ui.update_ready": "A new version is ready.",
    # Q1: drawing a bridge on a small screen (issue 27).
    "ui.bridge_help": (
        "A line too short to tap: a ringed island is a bridge's first end (the island you "
        "just numbered, or one you tapped); tap its neighbour to draw the bridge. Or drag "
        "from one island to the other."
    ),
    # Playing with friends.
    "ui.mode": "Players",
    "ui.mode_party": "Pass and play",
    "ui.mode_challenge": "Seed challenge",
    "ui.your_name": "Your name",
    "ui.name_placeholder": "Name",
    "ui.player_name_label": "Player's name",
    "ui.start_party": "Start pass-and-play",
    "ui.start_challenge": "Play this deal as a challenge",
    "ui.daily": "Today's challenge",
    "ui.daily_played": "You have played today's challenge: here is your result. A new one comes tomorrow.",
    "ui.party_needs_players": "Pass and play needs 2 to 4 player names.",
    "ui.choose_start_for": (
        "{chooser}, choose {player}'s start: tap an island without a flag, then 3 or 4."
    ),
    "ui.your_turn": "{name}'s turn \u2014 round {round}",
    "ui.viewing": "{name}'s board (look only)",
    "ui.pass_to": "Pass the device to {name}.",
    "ui.take_turn": "I'm {name} \u2014 show my board",
    "ui.handover_first": "First hand the device to {name}.",
    "ui.not_your_board": "This is not the board in play: it is {name}'s turn.",
    "ui.players": "Players",
    "ui.player_row": "{name}: {total} points, {finished} finished, round {round}",
    "ui.bonus_taken": (
        "{label}: {name} took the high value in round {round} \u2014 {done} of {need}, "
        "worth {points} now"
    ),
    "ui.result_heading": "Your result link",
    "ui.result_help": (
        "Send this link to friends who play the same seed: it carries your whole game. "
        "Paste theirs below."
    ),
    "ui.copy_result": "Copy result link",
    "ui.paste_result": "Friend's result link",
    "ui.add_result": "Add",
    "ui.result_added": "{name}'s result for {seed} was checked and added to the standings.",
    "ui.result_refused": "This result was not added: {reason}",
    "ui.result_copied": "Result link copied.",
    "ui.result_select": "The result link is selected: copy it to send it.",
    "ui.standings": "Standings",
    "ui.standing_name": "Player",
    "ui.default_name": "Player",  # a solo game's player (nobody named them)
    "ui.standing_rounds": "Rounds",
    "ui.standing_total": "Total",
    "ui.standing_bonus": "r{round}: {points}",
    "ui.reload": "Reload",
    # Accessibility (issue 12): names, announcements, keyboard help, the board described.
    "a11y.playable": "playable now",
    "a11y.line_blocked": "blocked by a crossing bridge",
    "a11y.skip_to_controls": "Skip to the controls",
    "a11y.announce_number": "Wrote {number} on island {island}.",
    "a11y.announce_bridge": {
        "param": "bridges",
        "one": "Bridge from island {a} to island {b}: 1 bridge.",
        "other": "Bridge from island {a} to island {b}: {bridges} bridges.",
    },
    "a11y.bridge_from": "Island {island} chosen: tap a neighbouring island to draw a bridge to it.",
    "ui.double_tap": (
        "That second tap came too quickly after the last step and was not used: tap again if you meant it."
    ),
    "ui.double_press": (
        "That second press came too quickly after the last step and was not used: press again if you meant it."
    ),
    # A button's (on Done, tapping again would be the next round's step): not invited again.
    "ui.double_tap_button": "That second tap came too quickly after the last step and was not used.",
    "a11y.announce_start": "Start: {value} on island {island}.",
    "a11y.announce_chosen": "Island {island} chosen for the start: now choose 3 or 4.",
    "a11y.announce_round": {
        "param": "bridges",
        "one": "Round {round}: card {number} with 1 bridge.",
        "other": "Round {round}: card {number} with {bridges} bridges.",
    },
    "a11y.announce_end": "Game over. Total {total}.",
    "a11y.announce_by": "{name}: {said}",
    "a11y.keyboard_help": (
        "Keys: arrows move between islands; Shift+arrow draws a bridge that way; "
        "Enter or Space writes the card's number."
    ),
    "a11y.describe": "Describe the board",
    "a11y.describe_row": "Row {row}: islands {islands}.",
    "a11y.describe_row_one": "Row {row}: island {islands}.",
    "a11y.describe_lines": {
        "param": "count",
        "one": "1 line.",
        "other": "{count} lines.",
    },
    "a11y.describe_crossings": {
        "param": "count",
        "one": "1 pair of lines cross: {pairs}.",
        "other": "{count} pairs of lines cross: {pairs}.",
    },
    "a11y.describe_pair": "{a} with {b}",
    "a11y.describe_no_crossings": "No lines cross.",
    # -- Q5: the coach: a hint's reasons (hashi_texts/coach.py puts them together) --
    "coach.write": "Write {number} on island {island}",
    "coach.skip": "Write no number this round",
    "coach.pass": "Skip this card: no number and no bridges this round",
    "coach.pass_advice": "Skip this card: no number and no bridges this round, since {reasons}.",
    "coach.advice": "{head}: {reasons}.",
    "coach.advice_bare": "{head}.",
    "coach.and": "{first}, and {second}",
    "coach.list": "{first} and {last}",
    "coach.finishes": {
        "param": "count",
        "one": "it finishes island {islands}",
        "other": "it finishes islands {islands}",
    },
    "coach.reaches_red": "it completes the red flags for {points}",
    "coach.reaches_blue": "it completes the blue flags for {points}",
    "coach.reaches_chain": "it completes a chain of 6 for {points}",
    "coach.completes_red": "it completes the red flags",
    "coach.completes_blue": "it completes the blue flags",
    "coach.completes_chain": "it completes a chain of 6",
    "coach.closer_red": "your red flags reach {done} of {need} with {left}",
    "coach.closer_blue": "your blue flags reach {done} of {need} with {left}",
    "coach.closer_chain": "your chain reaches {done} of {need} with {left}",
    "coach.left": {
        "param": "rounds",
        "one": "{rounds} round left",
        "other": "{rounds} rounds left",
    },
    "coach.left_for": {
        "param": "rounds",
        "one": "{rounds} round left for {points}",
        "other": "{rounds} rounds left for {points}",
    },
    "coach.points": {
        "param": "points",
        "one": "{points} point",
        "other": "{points} points",
    },
    "coach.keeps_open": "it keeps island {island} free for a {number}",
    "coach.no_room": "no island can take a {number}",
    "coach.needs": {
        "param": "count",
        "one": "island {island} then needs {count} more bridge",
        "other": "island {island} then needs {count} more bridges",
    },
    # Bonuses and scoring.
    "bonus.red": "Red flags",
    "bonus.blue": "Blue flags",
    "bonus.chain": "Chain of 6",
    # -- Q6: racing a friend's game (a ghost) --
    "ui.race_heading": "Race a friend",
    "ui.race_help": "Their board shows beside yours after each of your rounds, never ahead of you.",
    "ui.race_with": "Race {name}",
    "ui.race_stop": "Stop racing",
    "ui.race_started": "Racing {name}: their board shows beside yours after each of your rounds.",
    "ui.race_stopped": "You stopped racing.",
    "ui.race_waiting": "{name}'s board shows once your start is written.",
    "ui.race_start": "{name} at the start",
    "ui.race_round": "{name} after round {round}",
    "ui.race_scores": "Points: you {mine} · {name} {theirs}",
    "ui.race_bonus_both": "{label}: you in round {mine}, {name} in round {theirs}",
    "ui.race_bonus_mine": "{label}: you in round {mine}, {name} not yet",
    "ui.race_bonus_theirs": "{label}: {name} in round {theirs}",
    "ui.race_behind": "{name}'s result stops after round {round}: they are still playing.",
    # Solo titles, by total.
    "title.minion": "Minion",
    "title.dogsbody": "Dogsbody",
    "title.bamboo_binder": "Bamboo binder",
    "title.screw_tightener": "Screw tightener",
    "title.concrete_pourer": "Concrete pourer",
    "title.project_manager": "Project manager",
    "title.master_bridge_builder": "Master bridge builder",
    "title.professional_planner": "Professional planner",
    "title.statics_expert": "Statics expert",
    "title.ace_architect": "Ace architect",
    "title.construction_genius": "Construction genius",
    "title.island_god": "Island god",
    # -- The page: links, files, this device's storage, challenges, the end of a table --
    "ui.internal_error": "Something went wrong with that step; your game is unchanged.",
    "ui.reason_unknown": "it is not a game record",
    "ui.bad_mode_link": "The link's way of playing {mode!r} is not known; it is left out.",
    "ui.bad_lang_link": "The link's language {lang!r} is not available.",
    "ui.one_then_more": "{first} {then}",  # (two of a link's problems, each a sentence)
    "ui.result_empty": "The link's result is empty or too long; your games are unchanged.",
    "ui.data_too_big": "it is too large ({size} characters; at most {limit})",
    "ui.data_too_deep": "it is nested too deeply (more than {limit} levels)",
    "ui.data_not_json": "it is not JSON",
    "ui.save_not_ours": "it is not a saved game of this app",
    "ui.storage_unavailable": (
        "This browser keeps nothing for this page (private mode or storage switched off): progress "
        "will be lost when the tab closes. Save the game to a file to keep it."
    ),
    "ui.storage_full": (
        "This device's storage is full: progress is not being saved. Save the game to a file to "
        "keep it."
    ),
    # The lasting warnings' headlines, where room is short (a phone upright): the
    # sentences above stay the export button's description.
    "ui.storage_full_short": "Storage is full: progress not saved",
    "ui.storage_unavailable_short": "This browser keeps no progress",
    "ui.set_aside": "{item} could not be read ({reason}): it was set aside, not deleted.",
    "ui.left_in_place": (
        "{item} could not be read ({reason}); storage is too full to copy it aside, so it was left "
        "where it is."
    ),
    "ui.item_save": "A saved game",
    "ui.item_history": "The list of finished games",
    "ui.item_results": "The list of friends' results",
    "ui.item_other": "A stored value",
    "ui.dismiss": "Got it",
    "ui.save_gone": "That game is no longer on this device.",
    "ui.nothing_to_export": "There is nothing to save yet: write the start first.",
    "ui.moved_elsewhere": "This game went on in another tab: this is its latest state.",
    "ui.moved_elsewhere_refused": (
        "This game went on in another tab, so your last step was not kept: this is the game as it "
        "is there now."
    ),
    "ui.side_after_start": "The side can change only before the first start is written.",
    "ui.name_deal": "Challenge {seed}, side {side}",
    "ui.name_prompt": "Your name, for the standings of this challenge:",
    "ui.give_name": "Play",
    "ui.name_needed": "Type a name first.",
    "ui.name_first": "First tell us your name, for the standings.",
    "ui.share_challenge_text": "Take my Hashi challenge: seed {seed}, side {side}",
    "ui.result_own": "That is your own result for {seed}: your game is here.",
    "ui.result_nothing_pasted": "Paste a friend's result link first, then add it.",
    "ui.result_known": "{name}'s result is already in the standings.",
    "ui.result_full": {
        "one": "{name}'s result was not added: the standings already hold {count} player, as many as a game of Hashi has.",
        "other": "{name}'s result was not added: the standings already hold {count} players, as many as a game of Hashi has.",
    },
    "ui.result_updated": {
        "one": "{name}'s result was updated: {count} round played.",
        "other": "{name}'s result was updated: {count} rounds played.",
    },
    "ui.result_updated_unfinished": "{name}'s result was updated.",
    "ui.standing_place": "Place",
    "ui.standing_islands": "Islands",
    "ui.standing_rounds_of": {
        "one": "{count}/17, playing",
        "other": "{count}/17, playing",
    },
    "ui.standing_islands_later": {
        "one": "{count} finished",
        "other": "{count} finished",
    },
    "ui.standings_waiting": {
        "one": (
            "{names} is still playing: island points count for everyone once every player has "
            "played 17 rounds."
        ),
        "other": (
            "{names} are still playing: island points count for everyone once every player has "
            "played 17 rounds."
        ),
    },
    "ui.standings_waiting_ended": {
        "one": (
            "{names} is still playing: the players who have played all 17 rounds are scored "
            "together; the totals may still change."
        ),
        "other": (
            "{names} are still playing: the players who have played all 17 rounds are scored "
            "together; the totals may still change."
        ),
    },
    "ui.names_list": "{first} and {last}",
    "ui.choices_list": "{first} or {last}",
    "ui.ranking_row": "{name} — {total} (islands {islands}, red {red}, blue {blue}, chain {chain})",
    "ui.ranking_winner": (
        "{name} — {total} (islands {islands}, red {red}, blue {blue}, chain {chain}) — wins"
    ),
    "ui.table_winners": {
        "one": "Winner: {names} with {total} points",
        "other": "Shared win: {names} with {total} points each",
    },
    "ui.end_board_of": "This is {name}'s board.",
    # The rules, the language choice and the computer player.
    "ui.rules": "How to play",
    "ui.language": "Language",
    # The language's own name, as its speakers write it (the language select).
    "ui.language_name": "English",
    "ui.close": "Close",
    "ui.hint": "Hint",
    "ui.hint_thinking": "The computer is thinking…",
    "ui.hint_shown": "The computer's suggestion is marked: the island for the number and the lines for the bridges.",
    "ui.hint_skip": "The computer suggests skipping this card: no number and no bridges this round.",
    "ui.hint_undo": "The hint is a whole turn from the round's start: undo your moves to follow it.",
    "ui.hint_not_now": "A hint is for a round in play.",
    "ui.bot_failed": "The computer player could not answer. Try again.",
    "ui.bot_start_failed": "The computer player could not start. Check the connection, then try again.",
    "ui.bot_timeout": "The computer player took too long to answer and was stopped. Try again.",
    "ui.bot_retry_later": "The computer player failed just now: wait a few seconds, then try again.",
    "ui.bot_starting": "The computer is getting ready…",
    "ui.bot_step": "(step {done} of {total})",
    "ui.hints_used": {
        "one": "You used 1 hint in this game.",
        "other": "You used {count} hints in this game.",
    },
    "share.hints": {"one": "1 hint", "other": "{count} hints"},
    "share.hints_note": {"one": "(played with 1 hint)", "other": "(played with {count} hints)"},
    "ui.analyse": "Best game in hindsight",
    "ui.analysis_not_now": "The analysis is for a finished game of one player.",
    "ui.analysis_thinking": "Looking for the best game on this deal…",
    "ui.best_total": "Best game found:",
    "ui.analysis_summary": "You scored {total}; knowing every card in advance, {best} was possible.",
    "ui.ahead_bonus": "Round {round}: {label} — in the best game.",
    "ui.ahead_island": "Round {round}: the best game finished island {island}, which you never finished.",
    "ui.analysis_no_gap": "Your game was as good as the best one found.",
    "ui.analysis_step": "After round {round}",
    "ui.analysis_prev": "Earlier round",
    "ui.analysis_next": "Later round",
    "ui.analysis_yours": "Your game",
    "ui.analysis_best": "Best game",
    # The rules, the language choice and the computer player.
    "ui.player_row_easy": "{name} (computer, easy): {total} points, {finished} finished, round {round}",
    "ui.player_row_normal": "{name} (computer, normal): {total} points, {finished} finished, round {round}",
    "ui.player_row_hard": "{name} (computer, hard): {total} points, {finished} finished, round {round}",
    "ui.computer_turn": "It is {name}'s turn: the computer is playing it.",
    "ui.computer_playing": "{name} (computer) is playing…",
    "ui.seat_stuck": "The computer cannot play {name}'s turns right now. How should the game go on?",
    "ui.stuck_retry": "Ask the computer again",
    "ui.stuck_person": "A person plays {name}'s board",
    "ui.stuck_out": "{name} sits out the rest of the game",
    "ui.seat_person_now": "From now on a person plays {name}'s board.",
    "ui.seat_out_now": "{name} sits out: no more numbers or bridges on that board.",
    "ui.player_row_out": "{name} (sits out): {total} points, {finished} finished, round {round}",
    "ui.seat_label": "Who plays",
    "ui.seat_person": "A person",
    "ui.seat_easy": "Computer: easy",
    "ui.seat_normal": "Computer: normal",
    "ui.seat_hard": "Computer: hard",
    # Replays, the scores chart and the share picture (issue 21).
    "replay.open": "Replay",
    "replay.close": "Back to the game",
    "replay.at_start": "Start",
    "replay.after_round": "After round {round} of {rounds}",
    "replay.title_line": "Title: {title}",  # anyone's: a friend's replay, the best game
    "replay.still_playing": {
        "one": "{name} has played 1 round so far.",
        "other": "{name} has played {count} rounds so far.",
    },
    "replay.no_number": "No number written.",
    "replay.bridges": {
        "one": "1 bridge: {lines}.",
        "other": "{count} bridges: {lines}.",
    },
    "replay.no_bridges": "No bridges drawn.",
    "replay.bonus_taken": "{label} reached: {points} points.",
    "replay.board_label": "{name} — {position}",
    "replay.first": "To the start",
    "replay.previous": "Previous round",
    "replay.next": "Next round",
    "replay.last": "To the end",
    "replay.play": "Play",
    "replay.pause": "Pause",
    "replay.slider": "Round",
    "replay.heading": "Replay: {names} · seed {seed} · side {side}",
    "replay.heading_dated": "Replay: {names} · seed {seed} · side {side} · {date}",
    "replay.round_of": "Round {round} of {rounds}",
    "ui.bad_round_link": "The link's round {round!r} is not one of the game's rounds (0 to {last}).",
    "ui.bad_screen_link": "The link's screen {screen!r} does not exist; here is the game.",
    "ui.replay_unknown": "This device has no game with that id, so there is nothing to replay; your game is unchanged.",
    "ui.replay_unavailable": "The guided first game cannot be replayed.",
    "ui.replay_refused": "This replay cannot be opened: {reason}",
    "chart.heading": "Your solo scores",
    "chart.games": {
        "one": "1 solo game",
        "other": "{number} solo games",
    },
    "chart.best": "Best: {total}",
    "chart.point": "Seed {seed}, side {side}: {total} points",
    "chart.side_empty": "No solo game on this side yet.",
    "chart.empty": "Finish a solo game to see your scores here.",
    "chart.streak": "Daily challenges in a row: {number} (best: {best})",
    "chart.no_daily": "No daily challenge played yet.",
    "chart.day_played": "{date}: played",
    "chart.day_missed": "{date}: not played",
    "chart.caption": "Your solo games, oldest first",
    "chart.col_game": "Game",
    "chart.col_date": "Date",
    "chart.col_title": "Title",
    "chart.col_note": "Note",
    "chart.personal_best": "Personal best",
    "ui.share_picture": "Share picture",
    "picture.label": "Hashi, seed {seed}, side {side}: {total} points",
    "picture.deal": "Seed {seed} · side {side}",
    "picture.bonus": "round {round} · {points} points",
    "picture.bonus_none": "not reached",
    "picture.spoiler_free": "No numbers and no bridges: the challenge is still open.",
    # -- Q3 (issue 27 #5): replay links of your own games --
    "record.result_is_replay": "This is a replay link, not a result: open it to watch the game.",
    "record.replay_damaged": "This replay link is damaged or was changed.",
    "record.replay_version": "This replay link comes from a newer version of Hashi.",
    "ui.replay_link_game": "Replay link of this game",
    "ui.replay_link_board": "Replay link of {name}'s board",
    "ui.replay_link_help": (
        "Send it to a friend: they watch this game round by round, on any device."
    ),
    "ui.replay_link_share": "Share replay link",
    "ui.replay_link_copy": "Share link",
    "ui.replay_link_of": "Share link: {game}",
    "ui.replay_share_text": "Watch my game of Hashi, round by round.",
    # -- issue 21: the screens (history, replays, share picture) in the page --
    "ui.open_history": "Your scores and replays",
    "ui.screen_back_history": "Back to your scores",
    "ui.chart_table": "Scores as a table",
    "ui.finished_games": "Replay a finished game",
    "ui.more_games": "Show older games",
    "ui.replay_game": "Seed {seed} · side {side} · total {total}",
    "ui.replay_this": "Replay this game",
    "ui.replay_of": "Replay {name}'s game",
    "ui.picture_share": "Picture shared.",
    "ui.picture_download": "Picture saved as {name}.",
    "ui.picture_failed": "This device could not make the picture.",
    # Keeping games on a device (web/model/keeping.py)
    "ui.keep_tip": "To keep your games on this device, add Hashi to your Home Screen, and now and then use “{export}”: a browser may clear what a site keeps.",
    "ui.last_backup": "Last saved to a file: {date}",
    "ui.no_backup": "No game saved to a file yet.",
    "ui.storage_lost": "This device had games here, and the browser has since cleared them (Safari does after seven days without a visit). A game saved to a file comes back with “{import_}”.",
}
