"""English: "How to play" and the guided first game (words of the English edition)."""

from typing import Final

MESSAGES: Final[dict[str, str | dict[str, str]]] = {
    # How to play.
    "howto.title": "How to play",
    "howto.intro": (
        "Hashi is a game of islands, numbers and bridges for 1 to 4 players. Everyone plays the "
        "same cards on a board of their own, at the same time; whoever plans their bridges best "
        "scores the most."
    ),
    "howto.basics.heading": "Islands, numbers and bridges",
    "howto.basics.p1": (
        "Each board shows 18 islands joined by dotted lines. Four islands carry a red flag, three "
        "a blue flag, and the other eleven are plain. During the game you write numbers from 1 to "
        "6 on islands, never more than one number per island, and you draw bridges along the "
        "dotted lines."
    ),
    "howto.basics.p2": (
        "An island is finished the moment it has exactly as many bridges as its number. It is "
        "circled and takes no more bridges. Only finished islands score, so every number you write "
        "is a small promise that you will have to keep."
    ),
    "howto.figure.finished.caption": (
        "Finished: the 3 in the middle has three bridges and is circled. The 5 on the right still "
        "needs three more."
    ),
    "howto.figure.finished.label": {
        "one": (
            "Small board: the middle island has the number {number} and {count} bridge, so it is "
            "circled as finished."
        ),
        "other": (
            "Small board: the middle island has the number {number} and {count} bridges, so it is "
            "circled as finished."
        ),
    },
    "howto.cards.heading": "The cards",
    "howto.cards.p1": (
        "There are 18 cards. Each shows a number from 1 to 6 and a count of 1, 2 or 3 bridges, and "
        "every pairing exists exactly once. Before the first round one card is put away face down "
        "without anyone looking at it; only the other 17 are played, one card per round. The app's "
        "card list shows which cards are gone and which may still come, but nobody knows which one "
        "is hidden."
    ),
    "howto.setup.heading": "Getting started",
    "howto.setup.p1": (
        "Everyone uses the same side of the board: side A for the first games, side B once you "
        "want longer lines that get in each other's way more often. Before the first card, every "
        "board receives a starting number: a 3 or a 4 on any island without a flag."
    ),
    "howto.setup.p2": (
        "Around a table, each player writes that start on their own board and then hands the board "
        "to the player on their left, so you begin from a position your neighbour chose. Playing "
        "alone, you pick the start yourself or take the one the deal suggests."
    ),
    "howto.round.heading": "A round",
    "howto.round.p1": (
        "Each round a new card is turned over and all players use it at once, each on their own "
        "board: first action a, then action b. You may leave out either action, or both, but a "
        "card cannot be kept for later."
    ),
    "howto.round.p2": (
        "The app refuses a move that breaks a rule as soon as you try it and tells you which rule "
        "it is, so nothing ever has to be corrected afterwards."
    ),
    "howto.action_a.heading": "Action a: write the number",
    "howto.action_a.p1": (
        "Write the card's number on an island that has no number yet. A plain island always "
        "accepts it, whether or not bridges already lead there."
    ),
    "howto.action_a.p2": (
        "A flag island is stricter: it takes a number only when at least one bridge already "
        "reaches it, drawn in an earlier round. A bridge drawn in action b of the same round comes "
        "too late for that."
    ),
    "howto.figure.flag.caption": (
        "The red flag island has a bridge from an earlier round, so it may take a number now. The "
        "blue flag island has no bridge yet and has to wait."
    ),
    "howto.figure.flag.label": (
        "Small board: a numbered island with a bridge to a red flag island, which is highlighted "
        "because it may take a number, and a blue flag island with no bridge."
    ),
    "howto.action_a.p3": (
        "A number may never be smaller than the bridges already touching the island: if three "
        "bridges lead to it, it needs at least a 3."
    ),
    "howto.action_b.heading": "Action b: draw the bridges",
    "howto.action_b.p1": (
        "Draw exactly as many bridges as the card shows, on one line or spread over several, or "
        "draw none at all. Drawing only some of them is not allowed."
    ),
    "howto.action_b.p2": (
        "Every bridge follows one of the printed dotted lines, straight from one island to the "
        "next, and at least one of those two islands must already have a number. One line can "
        "carry one or two bridges, never three."
    ),
    "howto.action_b.p3": (
        "Bridges never cross. Where two dotted lines cross each other, only one of them can ever "
        "carry bridges: the first bridge built there closes the other line for the rest of the "
        "game."
    ),
    "howto.figure.crossing.caption": (
        "These two lines cross. The horizontal one has a bridge, so the vertical one stays empty "
        "for good."
    ),
    "howto.figure.crossing.label": (
        "Small board: a horizontal line with a bridge crosses a vertical line, which is shown "
        "faded because it can no longer take a bridge."
    ),
    "howto.action_b.p4": (
        "No island may get more bridges than its number. An island without a number takes at most "
        "6, the highest number on the cards; remember that the number it gets later may not be "
        "smaller than its bridges."
    ),
    "howto.action_b.p5": (
        "In the app, tap a dotted line to draw a bridge on it. On a small screen, where a line "
        "is too short to tap between its islands, tap one of its islands and then the other, or "
        "drag your finger from one to the other."
    ),
    "howto.finished.heading": "Finished islands",
    "howto.finished.p1": (
        "As soon as an island's bridges match its number, it is finished: it gets its circle and "
        "no bridge may be added to it. Finished islands need not be linked to each other. Your "
        "islands never have to form one network, so you can build in several places at the same "
        "time."
    ),
    "howto.bonuses.heading": "Bonus points",
    "howto.bonuses.p1": (
        "Three goals bring extra points. Each player can score each of them once, in the round in "
        "which they first reach it:"
    ),
    "howto.bonuses.red": (
        "Red flags: finish all 4 red flag islands; they need not be connected. First: 9 points; "
        "anyone who does it in a later round: 5."
    ),
    "howto.bonuses.blue": (
        "Blue flags: finish all 3 blue flag islands, connected or not. First: 7 points; later: 3."
    ),
    "howto.bonuses.chain": (
        "Chain: join 6 finished islands by bridges with no unfinished island between them. The "
        "chain may branch and may include flag islands. First: 8 points; later: 4."
    ),
    "howto.figure.chain.caption": (
        "A chain of six: six finished islands joined by bridges. The red flag island at the end is "
        "not finished, so it does not count."
    ),
    "howto.figure.chain.label": {
        "one": (
            "Small board: {count} finished island joined by bridges, and one unfinished red flag "
            "island at the end."
        ),
        "other": (
            "Small board: {count} finished islands joined by bridges, and one unfinished red flag "
            "island at the end."
        ),
    },
    "howto.end.heading": "The end",
    "howto.end.p1": (
        "When the 17th card has been played, each finished island adds 2 points to your bonus "
        "points. The highest total wins; players with the same total share the victory."
    ),
    "howto.solo.heading": "Playing solo",
    "howto.solo.p1": (
        "Alone, you race the calendar instead of other players. The blue flags are worth 7 only if "
        "they are finished by the end of round 7; the red flags (9) and the chain (8) must be done "
        "by the end of round 12. Reached later, they still bring 3, 5 and 4 points."
    ),
    "howto.solo.titles": (
        "Your total earns a title: up to 40 Minion, 41\u201342 Dogsbody, 43\u201344 Bamboo binder, "
        "45\u201346 Screw tightener, 47\u201348 Concrete pourer, 49\u201350 Project manager, 51 "
        "Master bridge builder, 52\u201353 Professional planner, 54\u201355 Statics expert, "
        "56\u201357 Ace architect, 58\u201359 Construction genius and, for 60, Island god."
    ),
    "howto.multi.heading": "Playing with others",
    "howto.multi.p1": (
        "With 2 to 4 players, bonuses are compared round by round. Whoever reaches a bonus in the "
        "earliest round takes the high value; if several players reach it in that same round, each "
        "of them gets the high value. Everyone who reaches it in a later round gets the low value. "
        "The app keeps track of who got there first."
    ),
    # The guided first game.
    "tutorial.title": "Guided first game",
    "tutorial.progress": "Step {step} of {total}",
    "tutorial.restart": "Start the guided game again",
    "tutorial.step.start": (
        "Welcome! Every board starts with a 3 or a 4 on an island without a flag. Tap the "
        "highlighted button to write the {value} on island {island}."
    ),
    "tutorial.step.try_flag": {
        "one": (
            "Round 1: the card shows {number} and {count} bridge. Action a comes first: you write "
            "the {number} on an island. Try island {island}, the one with the blue flag."
        ),
        "other": (
            "Round 1: the card shows {number} and {count} bridges. Action a comes first: you write "
            "the {number} on an island. Try island {island}, the one with the blue flag."
        ),
    },
    "tutorial.step.number_plain": (
        "Refused: a flag island only takes a number once a bridge from an earlier round leads to "
        "it, and island {flag} has none yet. Write the {number} on island {island} instead: it has "
        "no flag."
    ),
    "tutorial.step.first_bridge": {
        "one": (
            "Action b: this card gives {count} bridge; you draw it or none. A bridge runs along a "
            "dotted line and needs a number on at least one end. Island {b} has your {value}: tap "
            "the line from {a} to {b}. "
            "Short line? Tap island {a}, then island {b}."
        ),
        "other": (
            "Action b: this card gives {count} bridges; you draw all of them or none. A bridge "
            "runs along a dotted line and needs a number on at least one end. Island {b} has your "
            "{value}: tap the line from {a} to {b}. "
            "Short line? Tap island {a}, then island {b}."
        ),
    },
    "tutorial.step.second_bridge": (
        "Next, the line from {a} to {b}: the blue flag island {b} gets its first bridge too."
    ),
    "tutorial.step.third_bridge": (
        "The third bridge starts at island {a}, where you just wrote the {number}: tap the line "
        "from {a} to {b}."
    ),
    "tutorial.step.done_round1": (
        "All the card's bridges are drawn. Each of the three blue flag islands now has a bridge, "
        "so from the next round on they may take a number. Tap the highlighted button to end the "
        "round."
    ),
    "tutorial.step.flag_number": {
        "one": (
            "Round 2: {number} and {count} bridge. Island {island} has a flag, but a bridge from "
            "an earlier round leads to it now: tap it to write the {number}."
        ),
        "other": (
            "Round 2: {number} and {count} bridges. Island {island} has a flag, but a bridge from "
            "an earlier round leads to it now: tap it to write the {number}."
        ),
    },
    "tutorial.step.finish_island": (
        "Island {a} has the number {number} and one bridge. Draw this card's bridge from {a} to "
        "{b}: island {a} will then have as many bridges as its number."
    ),
    "tutorial.step.done_round2": (
        "Island {island} is finished: it is circled and takes no more bridges. Tap the highlighted "
        "button to end the round."
    ),
    "tutorial.step.flag_again": {
        "one": (
            "Round 3: {number} and {count} bridge. Write the {number} on island {island}, the "
            "other blue flag island that already has a bridge."
        ),
        "other": (
            "Round 3: {number} and {count} bridges. Write the {number} on island {island}, the "
            "other blue flag island that already has a bridge."
        ),
    },
    "tutorial.step.double_bridge": (
        "A line can carry two bridges, never more. Draw a second bridge from {a} to {b}: it "
        "finishes both islands at once."
    ),
    "tutorial.step.double_again": (
        "Another second bridge, from {a} to {b}. Island {b} has no number yet; it now has two "
        "bridges."
    ),
    "tutorial.step.plain_end": (
        "The last bridge of this card: from {a} to {b}. Island {a} gets as many bridges as its "
        "number and is finished; island {b} has no number, and one numbered end is enough."
    ),
    "tutorial.step.done_round3": (
        "More islands were finished this round. Each finished island scores 2 points at the end of "
        "the game. Tap the highlighted button to end the round."
    ),
    "tutorial.step.exact_number": {
        "one": (
            "Round 4: {number} and {count} bridge. Island {island} already has {bridges} bridges, "
            "and a number can never be smaller than that. The {number} fits exactly, so the island "
            "is finished as soon as you write it: tap it."
        ),
        "other": (
            "Round 4: {number} and {count} bridges. Island {island} already has {bridges} bridges, "
            "and a number can never be smaller than that. The {number} fits exactly, so the island "
            "is finished as soon as you write it: tap it."
        ),
    },
    "tutorial.step.try_finished": (
        "All three blue flag islands are finished! Now try to draw a bridge from {a} to {b}."
    ),
    "tutorial.step.skip_bridges": (
        "Refused: island {island} is finished and takes no more bridges. You may leave out action "
        "b: a card's bridges are drawn all or not at all. End the round with the highlighted "
        "button, drawing none."
    ),
    "tutorial.step.chain_island": {
        "one": (
            "The blue flags bonus is yours: {points} points, because playing solo they count in "
            "full up to round {deadline} (later only {low}). Round 5: {number} and {count} bridge. "
            "Island {island} has one bridge: write the {number} on it to finish it."
        ),
        "other": (
            "The blue flags bonus is yours: {points} points, because playing solo they count in "
            "full up to round {deadline} (later only {low}). Round 5: {number} and {count} "
            "bridges. Island {island} has one bridge: write the {number} on it to finish it."
        ),
    },
    "tutorial.step.done_chain": (
        "Six finished islands are now joined by bridges with no unfinished island between them: a "
        "chain of six. End the round with the highlighted button to take the chain bonus."
    ),
    "tutorial.step.real_game": (
        "The chain brings {points} points: solo, it counts in full up to round {deadline}, later "
        "{low}. You have seen every rule. Tap the highlighted button to play a real game with all "
        "17 cards."
    ),
    "tutorial.not_now.start": (
        "Not yet: every game begins with the start. Tap the highlighted button to write the "
        "{value} on island {island}."
    ),
    "tutorial.not_now.number": (
        "Not now: this step writes the card's number on island {island}. Tap the highlighted "
        "island."
    ),
    "tutorial.not_now.bridge": (
        "Not now: this step draws a bridge on the line from {a} to {b}. Tap the highlighted line."
    ),
    "tutorial.not_now.try_island": (
        "For this lesson, tap island {island} first, even if it looks wrong: you will see what the "
        "game says."
    ),
    "tutorial.not_now.try_line": (
        "For this lesson, tap the line from {a} to {b}, even if it looks wrong: you will see what "
        "the game says."
    ),
    "tutorial.not_now.done": (
        "Not now: everything this round needs is done. Tap the highlighted button to end the round."
    ),
    "tutorial.not_now.finish": (
        "The guided game is over. Tap the highlighted button to start a real game."
    ),
}
