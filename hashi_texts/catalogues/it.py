"""Italian: every player-facing text, keyed by message id.

Same keys and placeholders as the English catalogue. Plural messages give
CLDR's Italian categories ``one``/``many``/``other`` (``many`` is only for
exact millions and reads like ``other``). Game words (isola, ponte, bandiera,
tavola, lato, carta, giro, terminata) and the solo titles are the Italian
rulebook's; the sentences use the informal "tu".
"""

from __future__ import annotations

from typing import Final

from ..plurals import Catalogue

MESSAGES: Final[Catalogue] = {
    # Refusals, by rule code (docs/interfaces.md lists them).
    "rule.bad_start": "Per partire segna un 3 o un 4 in un'isola senza bandiera.",
    "rule.island_taken": "L'isola {island} ha già un numero.",
    "rule.flag_needs_bridge": (
        "L'isola {island} ha una bandiera: puoi segnarci un numero solo quando "
        "vi arriva un ponte di un giro precedente."
    ),
    "rule.number_below_bridges": {
        "param": "bridges",
        "one": "All'isola {island} arriva già 1 ponte: il suo numero dev'essere almeno 1.",
        "many": (
            "All'isola {island} arrivano già {bridges} ponti: "
            "il suo numero dev'essere almeno {bridges}."
        ),
        "other": (
            "All'isola {island} arrivano già {bridges} ponti: "
            "il suo numero dev'essere almeno {bridges}."
        ),
    },
    "rule.no_such_line": "Tra le isole {a} e {b} non c'è una linea.",
    "rule.bridge_needs_number": (
        "Un ponte richiede un numero almeno a un capo: le isole {a} e {b} non ne hanno ancora."
    ),
    "rule.line_full": "La linea {a}-{b} ha già 2 ponti, il massimo per una linea.",
    "rule.bridges_cross": "Un ponte su {a}-{b} incrocerebbe il ponte su {other}.",
    "rule.too_many_bridges": {
        "param": "limit",
        "one": "L'isola {island} non può avere un altro ponte: ne ammette solo 1.",
        "many": "L'isola {island} non può avere un altro ponte: ne ammette {limit}.",
        "other": "L'isola {island} non può avere un altro ponte: ne ammette {limit}.",
    },
    "rule.island_finished": "L'isola {island} è terminata: non può avere altri ponti.",
    "rule.all_bridges_drawn": {
        "one": "Con questa carta disegni esattamente 1 ponte, ed è già disegnato.",
        "many": "Con questa carta disegni esattamente {count} ponti, e sono già tutti disegnati.",
        "other": "Con questa carta disegni esattamente {count} ponti, e sono già tutti disegnati.",
    },
    "rule.wrong_bridge_count": {
        "one": "Con questa carta disegni esattamente 1 ponte, o nessuno (ne hai {drawn}).",
        "many": "Con questa carta disegni esattamente {count} ponti, o nessuno (ne hai {drawn}).",
        "other": "Con questa carta disegni esattamente {count} ponti, o nessuno (ne hai {drawn}).",
    },
    "rule.too_many_rounds": "La partita ha solo 17 giri.",
    "rule.number_written": (
        "Hai già segnato il numero di questo giro, sull'isola {island}. Annulla per spostarlo."
    ),
    "rule.no_such_island": "L'isola {island} non esiste.",
    "rule.game_over": "La partita è finita: tutte le 17 carte sono state giocate.",
    "rule.not_started": "Prima scegli l'isola di partenza.",
    "rule.already_started": "Hai già scelto l'isola di partenza.",
    "rule.nothing_to_undo": "Niente da annullare in questo giro.",
    "rule.undo_breaks_turn": (
        "L'isola {island} non può perdere il suo numero: serve ai ponti di questo giro."
    ),
    # Unreadable records.
    "record.not_json": "Questo non è un file di partita Hashi (non è JSON leggibile).",
    "record.too_big": "Questo non è un file di partita Hashi (è troppo lungo).",
    "record.too_deep": "Questo non è un file di partita Hashi (è annidato troppo in profondità).",
    "record.not_object": "Questo non è un file di partita Hashi.",
    "record.format": "Formato {value!r} sconosciuto: serve 'hashi/1'.",
    "record.field": "Il campo '{field}' del file manca o ha un tipo sbagliato.",
    "record.name_long": "Il nome di un giocatore ha più di {most} caratteri.",
    "record.seed": "Il seme {value!r} non è valido: usa da 1 a 64 lettere, cifre, '_' o '-'.",
    "record.side": "Il lato della tavola dev'essere {sides}, non {value!r}.",
    "record.mode": "La modalità dev'essere 'solo' o 'multi', non {value!r}.",
    "record.solo_players": (
        "Una partita in solitario ha un solo giocatore (giocatori nel file: {count})."
    ),
    "record.analysis_players": (
        "L'analisi è per la partita di un solo giocatore (giocatori nel file: {count})."
    ),
    "move.unreadable": "{text!r} non è una mossa.",
    "record.no_players": "Un file di partita deve avere almeno un giocatore.",
    "record.too_many_players": ("A Hashi si gioca al massimo in 4 (giocatori nel file: {count})."),
    "record.island": "L'isola {value!r} non è sul lato {side} della tavola.",
    "record.unreadable_file": "Impossibile leggere il file: {reason}",
    "record.result_damaged": "Questo link del risultato è danneggiato o è stato modificato.",
    "record.result_version": (
        "Questo link del risultato viene da una versione più recente di Hashi."
    ),
    "record.result_foreign": (
        "Questo risultato è del seme {seed} lato {side}, non di {want} lato {side_want}."
    ),
    # Share strings (spoiler-free).
    "share.head": "Hashi {seed} lato {side}, {rounds}/17",
    "share.red": "\U0001f6a9 rosse g{round}",
    "share.red_none": "\U0001f6a9 rosse \u2014",
    "share.blue": "\U0001f3f3 blu g{round}",
    "share.blue_none": "\U0001f3f3 blu \u2014",
    "share.chain": "\u26d3 catena g{round}",
    "share.chain_none": "\u26d3 catena \u2014",
    "share.total": "Punti: {total}",
    # The page.
    "ui.title": "Hashi",
    "ui.app_name": "Hashi \u2014 isole e ponti",
    "ui.app_description": (
        "Il gioco flip-and-write delle isole: segna numeri, disegna ponti, "
        "gioca da solo o con gli amici."
    ),
    "ui.tagline": "Isole, numeri e ponti",
    "ui.loading": "Caricamento del gioco…",
    "ui.load_failed": "Il gioco non si è avviato: uno dei suoi file non è arrivato completo, oppure questo browser non riesce a eseguirlo. Controlla la connessione e riprova; le partite salvate restano.",
    "ui.load_slow": "I file del gioco stanno impiegando molto ad arrivare. Controlla la connessione; puoi continuare ad aspettare o riprovare.",
    "ui.try_again": "Riprova",
    "ui.offline_unavailable": "Questo dispositivo non è riuscito a conservare una copia del gioco (spazio insufficiente o un download non riuscito): senza connessione non funzionerà.",
    "ui.board_label": "Tavola, lato {side}",
    "ui.island": "Isola {island}",
    "ui.flag_red": "bandiera rossa",
    "ui.flag_blue": "bandiera blu",
    "ui.island_number": "numero {number}",
    "ui.island_free": "nessun numero",
    "ui.island_bridges": {
        "param": "bridges",
        "one": "1 ponte",
        "many": "{bridges} ponti",
        "other": "{bridges} ponti",
    },
    "ui.island_finished": "terminata",
    "ui.line_label": {
        "param": "bridges",
        "one": "Linea dall'isola {a} all'isola {b}, 1 ponte",
        "many": "Linea dall'isola {a} all'isola {b}, {bridges} ponti",
        "other": "Linea dall'isola {a} all'isola {b}, {bridges} ponti",
    },
    "ui.round": "Giro",
    "ui.of_rounds": "di 17",
    "ui.setup_round": "Partenza",
    "ui.game_over": "Fine partita",
    "ui.card_label": {
        "param": "bridges",
        "one": "Carta: numero {number}, 1 ponte",
        "many": "Carta: numero {number}, {bridges} ponti",
        "other": "Carta: numero {number}, {bridges} ponti",
    },
    "ui.no_card": "Ancora nessuna carta",
    "ui.bridges_left": "Ponti da disegnare: {left} di {count}",
    "ui.total": "Punti",
    "ui.confirm": "Fatto — avanti",
    "ui.confirm_skip": "Salta la carta",
    "ui.confirm_no_bridges": "Fatto — niente ponti",
    "ui.undo": "Annulla",
    "ui.new_game": "Nuova partita",
    "ui.tutorial": "Prima partita guidata",
    "ui.share": "Condividi",
    "ui.export": "Salva su file",
    "ui.import": "Apri un file",
    "ui.side": "Lato della tavola",
    "ui.side_a": "Lato A (più facile)",
    "ui.side_b": "Lato B (più difficile)",
    "ui.seed": "Seme",
    "ui.seed_placeholder": "es. K7QX2M",
    "ui.play_seed": "Gioca questo seme",
    "ui.setup_help": (
        "Scegli l'isola di partenza: tocca un'isola senza bandiera, poi 3 o 4 — "
        "oppure prendi la partenza proposta."
    ),
    "ui.seed_start": "Partenza proposta: {value} sull'isola {island}",
    "ui.seed_start_short": "Partenza proposta",
    "ui.start_3": "Segna 3",
    "ui.start_4": "Segna 4",
    "ui.play_help": (
        "Tocca un'isola per segnare il numero della carta, tocca le linee per "
        "disegnare i ponti, poi Fatto."
    ),
    "ui.choose_island_first": "Prima tocca un'isola senza bandiera.",
    "ui.finished_islands": "Isole terminate: {count}",
    "ui.island_points": "Isole terminate: {count} \u00d7 2 = {points}",
    "ui.bonus_reached": "{label}: giro {round} — {points} punti",
    "ui.bonus_progress": "{label}: {done} di {need} — ora vale {points}",
    "ui.bonus_progress_deadline": (
        "{label}: {done} di {need} — vale {points} entro il giro {deadline}, poi {low}"
    ),
    "ui.bonus_preview": "{label}: raggiunto in questo giro — {points} punti se confermi",
    "ui.chain_need": "{label}: gruppo più grande {done} di {need} — ora vale {points}",
    "ui.chain_deadline": (
        "{label}: gruppo più grande {done} di {need} — vale {points} entro il giro "
        "{deadline}, poi {low}"
    ),
    "ui.bonus_missed": "{label}: non raggiunto",
    "ui.total_line": "Totale: {total}",
    "ui.end_summary": "Punteggio finale: {total}",
    "ui.end_summary_title": "Punteggio finale: {total} \u2014 {title}",
    "ui.end_summary_solo_rules": "Punteggio finale: {total} ({solo} con le regole del giocatore unico)",
    "ui.title_line": "Il tuo titolo: {title}",
    "ui.cards_heading": "Carte",
    "ui.cards_help": "Le carte giocate sono depennate; una carta resta nascosta fino alla fine.",
    "ui.card_played": "giocata",
    "ui.card_now": "in gioco",
    "ui.card_hidden": "carta nascosta",
    "ui.card_to_come": "da scoprire",
    "ui.card_cell": {
        "param": "bridges",
        "one": "{number} con 1 ponte: {state}",
        "many": "{number} con {bridges} ponti: {state}",
        "other": "{number} con {bridges} ponti: {state}",
    },
    "ui.in_progress": "Partite in corso",
    "ui.resume_solo": "Riprendi {seed} (lato {side}, giro {round})",
    "ui.resume_party": "Riprendi passa e gioca {seed} (lato {side}, giro {round})",
    "ui.resume_challenge": "Riprendi la sfida {seed} (lato {side}, giro {round})",
    "ui.history": "Partite concluse",
    "ui.history_row": "{seed} lato {side} \u2014 {name}: {total} punti",
    "ui.best": "Record sul lato {side}: {total}",
    "ui.shared": "Link copiato: {url}",
    "ui.share_link": "Copia questo link per inviarlo: {url}",
    "ui.share_text": "Gioca a Hashi con me: seme {seed}, lato {side}",
    "ui.saved_file": "Partita salvata su file.",
    "ui.imported": "Partita {seed} (lato {side}) aperta.",
    "ui.bad_seed_link": "Il seme del link {seed!r} non è valido; le tue partite non cambiano.",
    "ui.bad_side_link": "Il lato nel link dev'essere {sides}; viene ignorato.",
    "ui.import_failed": "Impossibile aprire questo file: {reason}",
    "ui.import_failed_start": "Impossibile aprire questo file: l'isola di partenza di {name}: {reason}",
    "ui.import_failed_at": "Impossibile aprire questo file: {name}, giro {round}: {reason}",
    "ui.number_taken_back": "Numero tolto.",
    "ui.undone": "Passo annullato.",
    "ui.update_ready": "È pronta una nuova versione.",
    # Q1: drawing a bridge on a small screen (issue 27).
    "ui.bridge_help": (
        "Una linea troppo corta da toccare? Un'isola cerchiata è il primo capo di un "
        "ponte (quella appena numerata o quella toccata): tocca la sua vicina per "
        "disegnare il ponte. Oppure trascina da un'isola all'altra."
    ),
    # Playing with friends.
    "ui.mode": "Giocatori",
    "ui.mode_party": "Passa e gioca",
    "ui.mode_challenge": "Sfida sul seme",
    "ui.your_name": "Il tuo nome",
    "ui.name_placeholder": "Nome",
    "ui.player_name_label": "Nome del giocatore",
    "ui.start_party": "Inizia la partita",
    "ui.start_challenge": "Gioca come sfida",
    "ui.daily": "Sfida del giorno",
    "ui.daily_played": "Hai già giocato la sfida del giorno: ecco il tuo risultato. Domani ce n'è una nuova.",
    "ui.party_needs_players": "Per passa e gioca servono da 2 a 4 nomi.",
    "ui.choose_start_for": (
        "{chooser}, scegli la partenza di {player}: tocca un'isola senza bandiera, poi 3 o 4."
    ),
    "ui.your_turn": "Tocca a {name} \u2014 giro {round}",
    "ui.viewing": "Tavola di {name} (solo da guardare)",
    "ui.pass_to": "Passa il dispositivo a {name}.",
    "ui.take_turn": "Sono {name} \u2014 mostra la mia tavola",
    "ui.handover_first": "Prima passa il dispositivo a {name}.",
    "ui.not_your_board": "Questa non è la tavola in gioco: tocca a {name}.",
    "ui.players": "Giocatori",
    "ui.player_row": "{name}: {total} punti, isole terminate: {finished}, giro {round}",
    "ui.bonus_taken": (
        "{label}: {name} ha preso il valore alto al giro {round} \u2014 {done} di {need}, "
        "ora vale {points}"
    ),
    "ui.result_heading": "Il link del tuo risultato",
    "ui.result_help": (
        "Manda questo link agli amici che giocano lo stesso seme: contiene tutta la tua "
        "partita. Incolla qui sotto i loro."
    ),
    "ui.copy_result": "Copia il link",
    "ui.paste_result": "Link del risultato di un amico",
    "ui.add_result": "Aggiungi",
    "ui.result_added": (
        "Il risultato di {name} per {seed} è stato verificato e aggiunto alla classifica."
    ),
    "ui.result_refused": "Risultato non aggiunto: {reason}",
    "ui.result_copied": "Link del risultato copiato.",
    "ui.result_select": "Il link del risultato è selezionato: copialo per inviarlo.",
    "ui.standings": "Classifica",
    "ui.standing_name": "Giocatore",
    "ui.default_name": "Giocatore",
    "ui.standing_rounds": "Giri",
    "ui.standing_total": "Totale",
    "ui.standing_bonus": "g{round}: {points}",
    "ui.reload": "Ricarica",
    # -- Q5: the coach: a hint's reasons (hashi_texts/coach.py puts them together) --
    "coach.write": "Scrivi {number} sull'isola {island}",
    "coach.skip": "Non scrivere nessun numero in questo giro",
    "coach.pass": "Salta la carta: nessun numero e nessun ponte in questo giro",
    "coach.pass_advice": (
        "Salta la carta: nessun numero e nessun ponte in questo giro, perché {reasons}."
    ),
    "coach.advice": "{head}: {reasons}.",
    "coach.advice_bare": "{head}.",
    "coach.and": "{first} e {second}",
    "coach.list": "{first} e {last}",
    "coach.finishes": {
        "param": "count",
        "one": "termina l'isola {islands}",
        "many": "termina le isole {islands}",
        "other": "termina le isole {islands}",
    },
    "coach.reaches_red": "completa le bandiere rosse per {points}",
    "coach.reaches_blue": "completa le bandiere blu per {points}",
    "coach.reaches_chain": "collega 6 isole completate per {points}",
    "coach.completes_red": "completa le bandiere rosse",
    "coach.completes_blue": "completa le bandiere blu",
    "coach.completes_chain": "collega 6 isole completate",
    "coach.closer_red": "le tue bandiere rosse arrivano a {done} di {need}, con {left}",
    "coach.closer_blue": "le tue bandiere blu arrivano a {done} di {need}, con {left}",
    "coach.closer_chain": "il tuo gruppo collegato arriva a {done} di {need}, con {left}",
    "coach.left": {
        "param": "rounds",
        "one": "ancora {rounds} giro",
        "many": "ancora {rounds} giri",
        "other": "ancora {rounds} giri",
    },
    "coach.left_for": {
        "param": "rounds",
        "one": "ancora {rounds} giro per {points}",
        "many": "ancora {rounds} giri per {points}",
        "other": "ancora {rounds} giri per {points}",
    },
    "coach.points": {
        "param": "points",
        "one": "{points} punto",
        "many": "{points} punti",
        "other": "{points} punti",
    },
    "coach.keeps_open": "lascia libera l'isola {island} per un {number}",
    "coach.no_room": "nessuna isola può prendere un {number}",
    "coach.needs": {
        "param": "count",
        "one": "all'isola {island} mancherà ancora {count} ponte",
        "many": "all'isola {island} mancheranno ancora {count} ponti",
        "other": "all'isola {island} mancheranno ancora {count} ponti",
    },
    # Bonuses and scoring.
    "bonus.red": "Bandiere rosse",
    "bonus.blue": "Bandiere blu",
    "bonus.chain": "6 isole collegate",
    # -- Q6: racing a friend's game (a ghost) --
    "ui.race_heading": "Sfida un amico",
    "ui.race_help": "Il suo tabellone appare accanto al tuo dopo ogni tuo giro, mai prima.",
    "ui.race_with": "Sfida {name}",
    "ui.race_stop": "Ferma la sfida",
    "ui.race_started": "Sfidi {name}: il suo tabellone appare accanto al tuo dopo ogni tuo giro.",
    "ui.race_stopped": "Sfida fermata.",
    "ui.race_waiting": "Il tabellone di {name} appare quando avrai segnato la tua partenza.",
    "ui.race_start": "{name} alla partenza",
    "ui.race_round": "{name} dopo il giro {round}",
    "ui.race_scores": "Punti: tu {mine} · {name} {theirs}",
    "ui.race_bonus_both": "{label}: tu al giro {mine}, {name} al giro {theirs}",
    "ui.race_bonus_mine": "{label}: tu al giro {mine}, {name} non ancora",
    "ui.race_bonus_theirs": "{label}: {name} al giro {theirs}",
    "ui.race_behind": "Il risultato di {name} si ferma dopo il giro {round}: sta ancora giocando.",
    # Solo titles, by total (the Italian rulebook's names).
    "title.minion": "Manovale",
    "title.dogsbody": "Gregario",
    "title.bamboo_binder": "Legatore di bambù",
    "title.screw_tightener": "Avvitatore",
    "title.concrete_pourer": "Gettatore di calcestruzzo",
    "title.project_manager": "Direttore di progetto",
    "title.master_bridge_builder": "Mastro ponteggiatore",
    "title.professional_planner": "Professionista della progettazione",
    "title.statics_expert": "Genio della statica",
    "title.ace_architect": "Superarchitetto",
    "title.construction_genius": "Genio della costruzione",
    "title.island_god": "Dio delle isole",
    # -- The page: links, files, this device's storage, challenges, the end of a table --
    "ui.internal_error": "Qualcosa è andato storto in quel passo; la tua partita non è cambiata.",
    "ui.reason_unknown": "non è una registrazione di partita",
    "ui.bad_mode_link": "Il modo di gioco del link {mode!r} non esiste; viene ignorato.",
    "ui.bad_lang_link": "La lingua del link {lang!r} non è disponibile.",
    "ui.one_then_more": "{first} {then}",  # (two of a link's problems, each a sentence)
    "ui.result_empty": "Il risultato del link è vuoto o troppo lungo; le tue partite non cambiano.",
    "ui.data_too_big": "è troppo grande ({size} caratteri; al massimo {limit})",
    "ui.data_too_deep": "è annidato troppo in profondità (più di {limit} livelli)",
    "ui.data_not_json": "non è JSON",
    "ui.save_not_ours": "non è una partita salvata da questa app",
    "ui.storage_unavailable": (
        "Questo browser non conserva nulla per questa pagina (modalità privata o archiviazione "
        "disattivata): i progressi andranno persi alla chiusura della scheda. Salva la partita in "
        "un file per conservarla."
    ),
    "ui.storage_full": (
        "La memoria di questo dispositivo è piena: i progressi non vengono salvati. Salva la "
        "partita in un file per conservarla."
    ),
    # The lasting warnings' headlines, where room is short (a phone upright): the
    # sentences above stay the export button's description.
    "ui.storage_full_short": "Memoria piena: nessun salvataggio",
    "ui.storage_unavailable_short": "Questo browser non salva i progressi",
    # "i dati" (its data): the sentence agrees with every item, whatever its gender.
    "ui.set_aside": (
        "{item}: i dati non si possono leggere ({reason}); sono stati messi da parte, non cancellati."
    ),
    "ui.left_in_place": (
        "{item}: i dati non si possono leggere ({reason}); la memoria è troppo piena per metterli "
        "da parte, quindi sono rimasti dov'erano."
    ),
    "ui.item_save": "Una partita salvata",
    "ui.item_history": "L'elenco delle partite finite",
    "ui.item_results": "L'elenco dei risultati degli amici",
    "ui.item_other": "Un valore salvato",
    "ui.dismiss": "Ho capito",
    "ui.save_gone": "Quella partita non è più su questo dispositivo.",
    "ui.nothing_to_export": "Non c'è ancora nulla da salvare: scrivi prima l'inizio.",
    "ui.moved_elsewhere": (
        "Questa partita è andata avanti in un'altra scheda: questo è il suo stato più recente."
    ),
    "ui.moved_elsewhere_refused": (
        "Questa partita è andata avanti in un'altra scheda, quindi il tuo ultimo passo non è stato "
        "tenuto: questa è la partita com'è là adesso."
    ),
    "ui.side_after_start": "Il lato si può cambiare solo prima di scrivere il primo inizio.",
    "ui.name_deal": "Sfida {seed}, lato {side}",
    "ui.name_prompt": "Il tuo nome, per la classifica di questa sfida:",
    "ui.give_name": "Gioca",
    "ui.name_needed": "Scrivi prima un nome.",
    "ui.name_first": "Prima dicci il tuo nome, per la classifica.",
    "ui.share_challenge_text": "Accetta la mia sfida a Hashi: seme {seed}, lato {side}",
    "ui.result_own": "È il tuo risultato per {seed}: la tua partita è qui.",
    "ui.result_nothing_pasted": "Incolla prima il link del risultato di un amico, poi aggiungilo.",
    "ui.result_known": "Il risultato di {name} è già in classifica.",
    "ui.result_full": {
        "one": "Il risultato di {name} non è stato aggiunto: la classifica ha già {count} giocatore, quanti ne ha una partita di Hashi.",
        "many": "Il risultato di {name} non è stato aggiunto: la classifica ha già {count} giocatori, quanti ne ha una partita di Hashi.",
        "other": "Il risultato di {name} non è stato aggiunto: la classifica ha già {count} giocatori, quanti ne ha una partita di Hashi.",
    },
    "ui.result_updated": {
        "one": "Risultato di {name} aggiornato: {count} giro giocato.",
        "many": "Risultato di {name} aggiornato: {count} giri giocati.",
        "other": "Risultato di {name} aggiornato: {count} giri giocati.",
    },
    "ui.result_updated_unfinished": "Risultato di {name} aggiornato.",
    "ui.standing_place": "Posto",
    "ui.standing_islands": "Isole",
    "ui.standing_rounds_of": {
        "one": "{count}/17, in gioco",
        "many": "{count}/17, in gioco",
        "other": "{count}/17, in gioco",
    },
    "ui.standing_islands_later": {
        "one": "{count} completata",
        "many": "{count} completate",
        "other": "{count} completate",
    },
    "ui.standings_waiting": {
        "one": (
            "{names} sta ancora giocando: i punti delle isole contano per tutti quando ogni "
            "giocatore avrà giocato 17 turni."
        ),
        "many": (
            "{names} stanno ancora giocando: i punti delle isole contano per tutti quando ogni "
            "giocatore avrà giocato 17 turni."
        ),
        "other": (
            "{names} stanno ancora giocando: i punti delle isole contano per tutti quando ogni "
            "giocatore avrà giocato 17 turni."
        ),
    },
    "ui.standings_waiting_ended": {
        "one": (
            "{names} sta ancora giocando: i giocatori che hanno giocato tutti i 17 giri sono "
            "contati insieme; i totali possono ancora cambiare."
        ),
        "many": (
            "{names} stanno ancora giocando: i giocatori che hanno giocato tutti i 17 giri sono "
            "contati insieme; i totali possono ancora cambiare."
        ),
        "other": (
            "{names} stanno ancora giocando: i giocatori che hanno giocato tutti i 17 giri sono "
            "contati insieme; i totali possono ancora cambiare."
        ),
    },
    "ui.names_list": "{first} e {last}",
    "ui.choices_list": "{first} o {last}",
    "ui.ranking_row": "{name} — {total} (isole {islands}, rosse {red}, blu {blue}, catena {chain})",
    "ui.ranking_winner": (
        "{name} — {total} (isole {islands}, rosse {red}, blu {blue}, catena {chain}) — vince"
    ),
    "ui.table_winners": {
        "one": "Vince {names} con {total} punti",
        "many": "Pari merito: {names} con {total} punti ciascuno",
        "other": "Pari merito: {names} con {total} punti ciascuno",
    },
    "ui.end_board_of": "Questo è il tabellone di {name}.",
    # The rules, the language choice and the computer player.
    "ui.rules": "Come si gioca",
    "ui.language": "Lingua",
    # The language's own name, as its speakers write it (the language select).
    "ui.language_name": "Italiano",
    "ui.close": "Chiudi",
    "ui.hint": "Aiuto",
    "ui.hint_thinking": "Il computer sta pensando…",
    "ui.hint_shown": "Il suggerimento del computer è segnato: l'isola per il numero e le linee per i ponti.",
    "ui.hint_skip": "Il computer suggerisce di saltare la carta: nessun numero e nessun ponte in questo giro.",
    "ui.hint_undo": "L'aiuto è un turno intero dall'inizio del giro: annulla le tue mosse per seguirlo.",
    "ui.hint_not_now": "Gli aiuti servono durante un giro in corso.",
    "ui.bot_failed": "Il giocatore del computer non ha potuto rispondere. Riprova.",
    "ui.bot_start_failed": "Il giocatore del computer non è riuscito ad avviarsi. Controlla la connessione, poi riprova.",
    "ui.bot_timeout": "Il giocatore del computer ci ha messo troppo a rispondere ed è stato fermato. Riprova.",
    "ui.bot_retry_later": "Il giocatore del computer si è appena bloccato: aspetta qualche secondo, poi riprova.",
    "ui.bot_starting": "Il computer si sta preparando…",
    "ui.bot_step": "(passo {done} di {total})",
    "ui.hints_used": {
        "one": "Hai usato 1 aiuto in questa partita.",
        "many": "Hai usato {count} aiuti in questa partita.",
        "other": "Hai usato {count} aiuti in questa partita.",
    },
    "share.hints": {"one": "1 aiuto", "many": "{count} aiuti", "other": "{count} aiuti"},
    "share.hints_note": {
        "one": "(giocata con 1 aiuto)",
        "many": "(giocata con {count} aiuti)",
        "other": "(giocata con {count} aiuti)",
    },
    "ui.analyse": "La partita migliore",
    "ui.analysis_not_now": "L'analisi è per una partita finita di un solo giocatore.",
    "ui.analysis_thinking": "Cerco la partita migliore per queste carte…",
    "ui.best_total": "Partita migliore trovata:",
    "ui.analysis_summary": "Hai fatto {total}; conoscendo tutte le carte in anticipo, era possibile {best}.",
    "ui.ahead_bonus": "Giro {round}: {label} — nella partita migliore.",
    "ui.ahead_island": "Giro {round}: la partita migliore ha terminato l'isola {island}, che tu non hai terminato.",
    "ui.analysis_no_gap": "La tua partita è stata buona quanto la migliore trovata.",
    "ui.analysis_step": "Dopo il giro {round}",
    "ui.analysis_prev": "Giro precedente",
    "ui.analysis_next": "Giro successivo",
    "ui.analysis_yours": "La tua partita",
    "ui.analysis_best": "Partita migliore",
    # Accessibility (issue 12).
    "a11y.playable": "giocabile ora",
    "a11y.line_blocked": "bloccata da un ponte che la incrocia",
    "a11y.skip_to_controls": "Vai ai comandi",
    "a11y.announce_number": "Segnato {number} sull'isola {island}.",
    "a11y.announce_bridge": {
        "param": "bridges",
        "one": "Ponte dall'isola {a} all'isola {b}: 1 ponte.",
        "many": "Ponte dall'isola {a} all'isola {b}: {bridges} ponti.",
        "other": "Ponte dall'isola {a} all'isola {b}: {bridges} ponti.",
    },
    "a11y.bridge_from": (
        "Isola {island} scelta: tocca un'isola vicina per disegnare un ponte fino a lei."
    ),
    "ui.double_tap": (
        "Quel secondo tocco è arrivato troppo presto dopo l'ultimo passo e non è stato usato: tocca di nuovo se lo volevi."
    ),
    "ui.double_press": (
        "Quella seconda pressione è arrivata troppo presto dopo l'ultimo passo e non è stata usata: premi di nuovo se la volevi."
    ),
    # A button's (on Done, tapping again would be the next round's step): not invited again.
    "ui.double_tap_button": "Quel secondo tocco è arrivato troppo presto dopo l'ultimo passo e non è stato usato.",
    "a11y.announce_start": "Partenza: {value} sull'isola {island}.",
    "a11y.announce_chosen": "Isola {island} scelta per la partenza: ora scegli 3 o 4.",
    "a11y.announce_round": {
        "param": "bridges",
        "one": "Giro {round}: carta {number} con 1 ponte.",
        "many": "Giro {round}: carta {number} con {bridges} ponti.",
        "other": "Giro {round}: carta {number} con {bridges} ponti.",
    },
    "a11y.announce_end": "Fine partita. Totale {total}.",
    "a11y.announce_by": "{name}: {said}",
    "a11y.keyboard_help": (
        "Tasti: le frecce portano da un'isola all'altra; Maiusc+freccia disegna un ponte in "
        "quella direzione; Invio o Spazio segna il numero della carta."
    ),
    "a11y.describe": "Descrivi la tavola",
    "a11y.describe_row": "Riga {row}: isole {islands}.",
    "a11y.describe_row_one": "Riga {row}: isola {islands}.",
    "a11y.describe_lines": {
        "param": "count",
        "one": "1 linea.",
        "many": "{count} linee.",
        "other": "{count} linee.",
    },
    "a11y.describe_crossings": {
        "param": "count",
        "one": "1 coppia di linee si incrocia: {pairs}.",
        "many": "{count} coppie di linee si incrociano: {pairs}.",
        "other": "{count} coppie di linee si incrociano: {pairs}.",
    },
    "a11y.describe_pair": "{a} con {b}",
    "a11y.describe_no_crossings": "Nessuna linea si incrocia.",
    # The rules, the language choice and the computer player.
    "ui.player_row_easy": "{name} (computer, facile): {total} punti, isole terminate: {finished}, giro {round}",
    "ui.player_row_normal": "{name} (computer, normale): {total} punti, isole terminate: {finished}, giro {round}",
    "ui.player_row_hard": "{name} (computer, difficile): {total} punti, isole terminate: {finished}, giro {round}",
    "ui.computer_turn": "Tocca a {name}: gioca il computer.",
    "ui.computer_playing": "{name} (computer) sta giocando…",
    "ui.seat_stuck": "Il computer ora non può giocare i turni di {name}. Come continua la partita?",
    "ui.stuck_retry": "Chiedi di nuovo al computer",
    "ui.stuck_person": "Una persona gioca la tavola di {name}",
    "ui.stuck_out": "{name} resta fuori per il resto della partita",
    "ui.seat_person_now": "D'ora in poi una persona gioca la tavola di {name}.",
    "ui.seat_out_now": "{name} resta fuori: niente più numeri né ponti su quella tavola.",
    "ui.player_row_out": "{name} (fuori): {total} punti, isole terminate: {finished}, giro {round}",
    "ui.seat_label": "Chi gioca",
    "ui.seat_person": "Una persona",
    "ui.seat_easy": "Computer: facile",
    "ui.seat_normal": "Computer: normale",
    "ui.seat_hard": "Computer: difficile",
    # Replays, the scores chart and the share picture (issue 21).
    "replay.open": "Rivedi la partita",
    "replay.close": "Torna alla partita",
    "replay.at_start": "Inizio",
    "replay.after_round": "Dopo il giro {round} di {rounds}",
    "replay.title_line": "Titolo: {title}",  # anyone's: a friend's replay, the best game
    "replay.still_playing": {
        "one": "{name} ha giocato 1 giro finora.",
        "many": "{name} ha giocato {count} giri finora.",
        "other": "{name} ha giocato {count} giri finora.",
    },
    "replay.no_number": "Nessun numero segnato.",
    "replay.bridges": {
        "one": "1 ponte: {lines}.",
        "many": "{count} ponti: {lines}.",
        "other": "{count} ponti: {lines}.",
    },
    "replay.no_bridges": "Nessun ponte.",
    "replay.bonus_taken": "{label}: raggiunto, {points} punti.",
    "replay.board_label": "{name} — {position}",
    "replay.first": "All'inizio",
    "replay.previous": "Giro precedente",
    "replay.next": "Giro successivo",
    "replay.last": "Alla fine",
    "replay.play": "Riproduci",
    "replay.pause": "Pausa",
    "replay.slider": "Giro",
    "replay.heading": "Rivedi la partita: {names} · seme {seed} · lato {side}",
    "replay.heading_dated": "Rivedi la partita: {names} · seme {seed} · lato {side} · {date}",
    "replay.round_of": "Giro {round} di {rounds}",
    "ui.bad_round_link": "Il giro del link {round!r} non è uno dei giri della partita (da 0 a {last}).",
    "ui.bad_screen_link": "La schermata del link {screen!r} non esiste; ecco la partita.",
    "ui.replay_unknown": "Su questo dispositivo non c'è nessuna partita con quell'identificativo: niente da rivedere; la tua partita non cambia.",
    "ui.replay_unavailable": "La prima partita guidata non si può rivedere.",
    "ui.replay_refused": "Questo replay non si può aprire: {reason}",
    "chart.heading": "I tuoi punteggi in solitario",
    "chart.games": {
        "one": "1 partita in solitario",
        "many": "{number} partite in solitario",
        "other": "{number} partite in solitario",
    },
    "chart.best": "Record: {total}",
    "chart.point": "Seme {seed}, lato {side}: {total} punti",
    "chart.side_empty": "Ancora nessuna partita in solitario su questo lato.",
    "chart.empty": "Concludi una partita in solitario per vedere qui i tuoi punteggi.",
    "chart.streak": "Sfide del giorno di fila: {number} (record: {best})",
    "chart.no_daily": "Ancora nessuna sfida del giorno giocata.",
    "chart.day_played": "{date}: giocata",
    "chart.day_missed": "{date}: non giocata",
    "chart.caption": "Le tue partite in solitario, dalla più vecchia",
    "chart.col_game": "Partita",
    "chart.col_date": "Data",
    "chart.col_title": "Titolo",
    "chart.col_note": "Nota",
    "chart.personal_best": "Record personale",
    "ui.share_picture": "Condividi immagine",
    "picture.label": "Hashi, seme {seed}, lato {side}: {total} punti",
    "picture.deal": "Seme {seed} · lato {side}",
    "picture.bonus": "giro {round} · {points} punti",
    "picture.bonus_none": "non raggiunto",
    "picture.spoiler_free": "Niente numeri né ponti: la sfida è ancora aperta.",
    # -- Q3 (issue 27 #5): replay links of your own games --
    "record.result_is_replay": (
        "Questo è un link per rivedere una partita, non un risultato: aprilo per guardarla."
    ),
    "record.replay_damaged": (
        "Questo link per rivedere la partita è danneggiato o è stato modificato."
    ),
    "record.replay_version": (
        "Questo link per rivedere la partita viene da una versione più recente di Hashi."
    ),
    "ui.replay_link_game": "Link per rivedere questa partita",
    "ui.replay_link_board": "Link per rivedere il tabellone di {name}",
    "ui.replay_link_help": (
        "Mandalo a chi vuoi: vedrà questa partita giro per giro, su qualsiasi dispositivo."
    ),
    "ui.replay_link_share": "Condividi il link",
    "ui.replay_link_copy": "Condividi il link",
    "ui.replay_link_of": "Condividi il link: {game}",
    "ui.replay_share_text": "Guarda la mia partita a Hashi, giro per giro.",
    # -- issue 21: the screens (history, replays, share picture) in the page --
    "ui.open_history": "I tuoi punteggi e le partite da rivedere",
    "ui.screen_back_history": "Torna ai tuoi punteggi",
    "ui.chart_table": "Punteggi in una tabella",
    "ui.finished_games": "Rivedi una partita conclusa",
    "ui.more_games": "Mostra partite precedenti",
    "ui.replay_game": "Seme {seed} · lato {side} · totale {total}",
    "ui.replay_this": "Rivedi questa partita",
    "ui.replay_of": "Rivedi la partita di {name}",
    "ui.picture_share": "Immagine condivisa.",
    "ui.picture_download": "Immagine salvata come {name}.",
    "ui.picture_failed": "Questo dispositivo non è riuscito a creare l'immagine.",
    # Keeping games on a device (web/model/keeping.py)
    "ui.keep_tip": "Per conservare le tue partite su questo dispositivo, aggiungi Hashi alla schermata Home e usa ogni tanto «{export}»: un browser può cancellare ciò che un sito conserva.",
    "ui.last_backup": "Ultimo salvataggio su file: {date}",
    "ui.no_backup": "Nessuna partita ancora salvata su file.",
    "ui.storage_lost": "Questo dispositivo aveva partite qui, e il browser le ha cancellate (Safari lo fa dopo sette giorni senza visite). Una partita salvata su file torna con «{import_}».",
}
