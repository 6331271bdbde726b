"""Spanish: every player-facing text, keyed by message id.

Same keys and parameters as the English catalogue. Plural messages give the
CLDR categories of Spanish (``one``/``many``/``other``; ``many`` is only for
exact millions, so it reads as ``other``). Words follow the Spanish rulebook
(isla, puente, bandera, carta, ronda, tabla, lado A/B, isla lista); the
sentences use the informal "tú".
"""

from __future__ import annotations

from typing import Final

from ..plurals import Catalogue

MESSAGES: Final[Catalogue] = {
    # Refusals, by rule code (docs/interfaces.md lists them).
    "rule.bad_start": "El inicio debe ser un 3 o un 4 en una isla sin bandera.",
    "rule.island_taken": "La isla {island} ya tiene un número.",
    "rule.flag_needs_bridge": (
        "La isla {island} tiene bandera: solo admite un número cuando ya llega a ella "
        "un puente de una ronda anterior."
    ),
    "rule.number_below_bridges": {
        "param": "bridges",
        "one": "La isla {island} ya tiene 1 puente: necesita un número de al menos 1.",
        "many": (
            "La isla {island} ya tiene {bridges} puentes: necesita un número de al menos {bridges}."
        ),
        "other": (
            "La isla {island} ya tiene {bridges} puentes: necesita un número de al menos {bridges}."
        ),
    },
    "rule.no_such_line": "No hay ninguna línea entre las islas {a} y {b}.",
    "rule.bridge_needs_number": (
        "Un puente necesita un número en al menos un extremo: "
        "las islas {a} y {b} aún no tienen ninguno."
    ),
    "rule.line_full": "La línea {a}-{b} ya tiene 2 puentes, el máximo que admite una línea.",
    "rule.bridges_cross": "Un puente en {a}-{b} cruzaría el puente de {other}.",
    "rule.too_many_bridges": {
        "param": "limit",
        "one": "La isla {island} no admite otro puente: solo permite 1.",
        "many": "La isla {island} no admite otro puente: permite {limit}.",
        "other": "La isla {island} no admite otro puente: permite {limit}.",
    },
    "rule.island_finished": "La isla {island} está lista: no admite más puentes.",
    "rule.all_bridges_drawn": {
        "one": "Con esta carta dibujas exactamente 1 puente, y ya está dibujado.",
        "many": "Con esta carta dibujas exactamente {count} puentes, y ya están todos dibujados.",
        "other": "Con esta carta dibujas exactamente {count} puentes, y ya están todos dibujados.",
    },
    "rule.wrong_bridge_count": {
        "one": "Con esta carta dibujas exactamente 1 puente, o ninguno (llevas {drawn}).",
        "many": ("Con esta carta dibujas exactamente {count} puentes, o ninguno (llevas {drawn})."),
        "other": (
            "Con esta carta dibujas exactamente {count} puentes, o ninguno (llevas {drawn})."
        ),
    },
    "rule.too_many_rounds": "La partida solo tiene 17 rondas.",
    "rule.number_written": (
        "Ya has escrito el número de esta ronda, en la isla {island}. Deshaz para moverlo."
    ),
    "rule.no_such_island": "No existe la isla {island}.",
    "rule.game_over": "Esta partida ha terminado: ya se han jugado las 17 cartas.",
    "rule.not_started": "Primero elige la isla de partida.",
    "rule.already_started": "Ya has elegido tu isla de partida.",
    "rule.nothing_to_undo": "No hay nada que deshacer en esta ronda.",
    "rule.undo_breaks_turn": (
        "La isla {island} no puede perder su número: los puentes de esta ronda lo necesitan."
    ),
    # Unreadable records.
    "record.not_json": "Esto no es un registro de partida de Hashi (no es un JSON legible).",
    "record.too_big": "Esto no es un registro de partida de Hashi (es demasiado largo).",
    "record.too_deep": "Esto no es un registro de partida de Hashi (está anidado demasiado hondo).",
    "record.not_object": "Esto no es un registro de partida de Hashi.",
    "record.format": "Formato de registro desconocido {value!r}: se esperaba 'hashi/1'.",
    "record.field": "Al registro le falta el campo '{field}' o tiene un tipo incorrecto.",
    "record.name_long": "El nombre de un jugador tiene más de {most} caracteres.",
    "record.seed": ("La semilla {value!r} no es válida: usa de 1 a 64 letras, cifras, '_' o '-'."),
    "record.side": "El lado de la tabla debe ser {sides}, no {value!r}.",
    "record.mode": "El modo debe ser 'solo' o 'multi', no {value!r}.",
    "record.solo_players": (
        "Una partida en solitario tiene exactamente un jugador (este registro tiene {count})."
    ),
    "record.analysis_players": (
        "El análisis es para la partida de un solo jugador (jugadores en este registro: {count})."
    ),
    "move.unreadable": "{text!r} no es una jugada.",
    "record.no_players": "Un registro necesita al menos un jugador.",
    "record.too_many_players": (
        "A Hashi juegan como máximo 4 jugadores (este registro tiene {count})."
    ),
    "record.island": "La isla {value!r} no está en el lado {side} de la tabla.",
    "record.unreadable_file": "No se pudo leer el archivo: {reason}",
    "record.result_damaged": "Este enlace de resultado está dañado o ha sido modificado.",
    "record.result_version": "Este enlace de resultado viene de una versión más nueva de Hashi.",
    "record.result_foreign": (
        "Este resultado es de la semilla {seed}, lado {side}, no de {want}, lado {side_want}."
    ),
    # Share strings (spoiler-free).
    "share.head": "Hashi {seed} lado {side}, {rounds}/17",
    "share.red": "\U0001f6a9 roja r{round}",
    "share.red_none": "\U0001f6a9 roja \u2014",
    "share.blue": "\U0001f3f3 azul r{round}",
    "share.blue_none": "\U0001f3f3 azul \u2014",
    "share.chain": "\u26d3 cadena r{round}",
    "share.chain_none": "\u26d3 cadena \u2014",
    "share.total": "{total} puntos",
    # The page.
    "ui.title": "Hashi",
    "ui.app_name": "Hashi \u2014 islas y puentes",
    "ui.app_description": (
        "El juego de islas de voltear y escribir: escribe números, dibuja puentes, "
        "juega en solitario o con amigos."
    ),
    "ui.tagline": "Islas, números y puentes",
    "ui.loading": "Cargando el motor del juego…",
    "ui.load_failed": "El juego no pudo arrancar: uno de sus archivos no llegó completo, o este navegador no puede ejecutarlo. Comprueba la conexión e inténtalo de nuevo; tus partidas guardadas se conservan.",
    "ui.load_slow": "Los archivos del juego están tardando mucho en llegar. Comprueba la conexión; puedes seguir esperando o intentarlo de nuevo.",
    "ui.try_again": "Intentar de nuevo",
    "ui.offline_unavailable": "Este dispositivo no pudo guardar una copia del juego (falta espacio o falló una descarga): no funcionará sin conexión.",
    "ui.board_label": "Tabla, lado {side}",
    "ui.island": "Isla {island}",
    "ui.flag_red": "bandera roja",
    "ui.flag_blue": "bandera azul",
    "ui.island_number": "número {number}",
    "ui.island_free": "sin número",
    "ui.island_bridges": {
        "param": "bridges",
        "one": "1 puente",
        "many": "{bridges} puentes",
        "other": "{bridges} puentes",
    },
    "ui.island_finished": "lista",
    "ui.line_label": {
        "param": "bridges",
        "one": "Línea de la isla {a} a la isla {b}, 1 puente",
        "many": "Línea de la isla {a} a la isla {b}, {bridges} puentes",
        "other": "Línea de la isla {a} a la isla {b}, {bridges} puentes",
    },
    "ui.round": "Ronda",
    "ui.of_rounds": "de 17",
    "ui.setup_round": "Preparación",
    "ui.game_over": "Fin de la partida",
    "ui.card_label": {
        "param": "bridges",
        "one": "Carta: número {number}, 1 puente",
        "many": "Carta: número {number}, {bridges} puentes",
        "other": "Carta: número {number}, {bridges} puentes",
    },
    "ui.no_card": "Aún no hay carta",
    "ui.bridges_left": "Puentes por dibujar: {left} de {count}",
    "ui.total": "Puntos",
    "ui.confirm": "Hecho — otra carta",
    "ui.confirm_skip": "Pasar esta carta",
    "ui.confirm_no_bridges": "Hecho — sin puentes",
    "ui.undo": "Deshacer",
    "ui.new_game": "Nueva partida",
    "ui.tutorial": "Primera partida guiada",
    "ui.share": "Compartir",
    "ui.export": "Guardar archivo",
    "ui.import": "Abrir archivo",
    "ui.side": "Lado de la tabla",
    "ui.side_a": "Lado A (más fácil)",
    "ui.side_b": "Lado B (más difícil)",
    "ui.seed": "Semilla",
    "ui.seed_placeholder": "p. ej. K7QX2M",
    "ui.play_seed": "Jugar esta semilla",
    "ui.setup_help": (
        "Elige tu isla de partida: toca una isla sin bandera y luego 3 o 4, "
        "o usa el inicio propio de este reparto."
    ),
    "ui.seed_start": "Inicio del reparto: {value} en la isla {island}",
    "ui.seed_start_short": "Inicio del reparto",
    "ui.start_3": "Escribir 3",
    "ui.start_4": "Escribir 4",
    "ui.play_help": (
        "Toca una isla para escribir el número de la carta, toca líneas para dibujar "
        "puentes y luego Hecho."
    ),
    "ui.choose_island_first": "Primero toca una isla sin bandera.",
    "ui.finished_islands": "Islas listas: {count}",
    "ui.island_points": "Islas listas: {count} \u00d7 2 = {points}",
    "ui.bonus_reached": "{label}: ronda {round} — {points} puntos",
    "ui.bonus_progress": "{label}: {done} de {need} — ahora vale {points}",
    "ui.bonus_progress_deadline": (
        "{label}: {done} de {need} — vale {points} hasta la ronda {deadline}, {low} después"
    ),
    "ui.bonus_preview": "{label}: conseguido en esta ronda — {points} puntos al confirmar",
    "ui.chain_need": "{label}: grupo mayor {done} de {need} — ahora vale {points}",
    "ui.chain_deadline": (
        "{label}: grupo mayor {done} de {need} — vale {points} hasta la ronda {deadline}, "
        "{low} después"
    ),
    "ui.bonus_missed": "{label}: no conseguido",
    "ui.total_line": "Total: {total}",
    "ui.end_summary": "Puntuación final: {total}",
    "ui.end_summary_title": "Puntuación final: {total} \u2014 {title}",
    "ui.end_summary_solo_rules": "Puntuación final: {total} ({solo} según las reglas en solitario)",
    "ui.title_line": "Tu título: {title}",
    "ui.cards_heading": "Cartas",
    "ui.cards_help": "Las cartas jugadas se tachan; una carta queda oculta hasta el final.",
    "ui.card_played": "jugada",
    "ui.card_now": "en juego",
    "ui.card_hidden": "carta oculta",
    "ui.card_to_come": "por salir",
    "ui.card_cell": {
        "param": "bridges",
        "one": "{number} con 1 puente: {state}",
        "many": "{number} con {bridges} puentes: {state}",
        "other": "{number} con {bridges} puentes: {state}",
    },
    "ui.in_progress": "Partidas en curso",
    "ui.resume_solo": "Seguir {seed} (lado {side}, ronda {round})",
    "ui.resume_party": "Seguir {seed} en pasar y jugar (lado {side}, ronda {round})",
    "ui.resume_challenge": "Seguir el reto {seed} (lado {side}, ronda {round})",
    "ui.history": "Partidas terminadas",
    "ui.history_row": "{seed} lado {side} \u2014 {name}: {total} puntos",
    "ui.best": "Mejor en el lado {side}: {total}",
    "ui.shared": "Enlace copiado: {url}",
    "ui.share_link": "Copia este enlace para enviarlo: {url}",
    "ui.share_text": "Juega a Hashi conmigo: semilla {seed}, lado {side}",
    "ui.saved_file": "Partida guardada en un archivo.",
    "ui.imported": "Partida {seed} (lado {side}) abierta.",
    "ui.bad_seed_link": (
        "La semilla del enlace, {seed!r}, no es válida; tus partidas no han cambiado."
    ),
    "ui.bad_side_link": "El lado del enlace debe ser {sides}; se ignora.",
    "ui.import_failed": "No se puede abrir este archivo: {reason}",
    "ui.import_failed_start": "No se puede abrir este archivo: la isla de partida de {name}: {reason}",
    "ui.import_failed_at": "No se puede abrir este archivo: {name}, ronda {round}: {reason}",
    "ui.number_taken_back": "Número retirado.",
    "ui.undone": "Paso deshecho.",
    "ui.update_ready": "Hay una versión nueva disponible.",
    # Q1: drawing a bridge on a small screen (issue 27).
    "ui.bridge_help": (
        "¿Una línea demasiado corta para tocarla? Una isla con anillo es el primer "
        "extremo de un puente (la que acabas de numerar o la que tocaste): toca su vecina "
        "para dibujar el puente. O arrastra de una isla a la otra."
    ),
    # Playing with friends.
    "ui.mode": "Jugadores",
    "ui.mode_party": "Pasar y jugar",
    "ui.mode_challenge": "Reto de semilla",
    "ui.your_name": "Tu nombre",
    "ui.name_placeholder": "Nombre",
    "ui.player_name_label": "Nombre del jugador",
    "ui.start_party": "Empezar: pasar y jugar",
    "ui.start_challenge": "Jugar este reparto como reto",
    "ui.daily": "Reto de hoy",
    "ui.daily_played": "Ya has jugado el reto de hoy: aquí tienes tu resultado. Mañana habrá uno nuevo.",
    "ui.party_needs_players": "Pasar y jugar necesita de 2 a 4 nombres de jugadores.",
    "ui.choose_start_for": (
        "{chooser}, elige el inicio de {player}: toca una isla sin bandera y luego 3 o 4."
    ),
    "ui.your_turn": "Turno de {name} \u2014 ronda {round}",
    "ui.viewing": "Tabla de {name} (solo mirar)",
    "ui.pass_to": "Pasa el dispositivo a {name}.",
    "ui.take_turn": "Soy {name} \u2014 ver mi tabla",
    "ui.handover_first": "Primero pasa el dispositivo a {name}.",
    "ui.not_your_board": "Esta no es la tabla en juego: es el turno de {name}.",
    "ui.players": "Jugadores",
    "ui.player_row": "{name}: {total} puntos, islas listas: {finished}, ronda {round}",
    "ui.bonus_taken": (
        "{label}: {name} se llevó el valor alto en la ronda {round} \u2014 {done} de {need}, "
        "ahora vale {points}"
    ),
    "ui.result_heading": "Tu enlace de resultado",
    "ui.result_help": (
        "Envía este enlace a amigos que jueguen la misma semilla: contiene toda tu partida. "
        "Pega los suyos abajo."
    ),
    "ui.copy_result": "Copiar enlace",
    "ui.paste_result": "Enlace de resultado de un amigo",
    "ui.add_result": "Añadir",
    "ui.result_added": (
        "El resultado de {name} en {seed} se ha comprobado y añadido a la clasificación."
    ),
    "ui.result_refused": "Este resultado no se ha añadido: {reason}",
    "ui.result_copied": "Enlace de resultado copiado.",
    "ui.result_select": "El enlace de resultado está seleccionado: cópialo para enviarlo.",
    "ui.standings": "Clasificación",
    "ui.standing_name": "Jugador",
    "ui.default_name": "Jugador",
    "ui.standing_rounds": "Rondas",
    "ui.standing_total": "Total",
    "ui.standing_bonus": "r{round}: {points}",
    "ui.reload": "Recargar",
    # -- Q5: the coach: a hint's reasons (hashi_texts/coach.py puts them together) --
    "coach.write": "Escribe {number} en la isla {island}",
    "coach.skip": "No escribas ningún número en esta ronda",
    "coach.pass": "Pasa esta carta: ni número ni puentes en esta ronda",
    "coach.pass_advice": "Pasa esta carta: ni número ni puentes en esta ronda, ya que {reasons}.",
    "coach.advice": "{head}: {reasons}.",
    "coach.advice_bare": "{head}.",
    "coach.and": "{first} y {second}",
    "coach.list": "{first} y {last}",
    "coach.finishes": {
        "param": "count",
        "one": "termina la isla {islands}",
        "many": "termina las islas {islands}",
        "other": "termina las islas {islands}",
    },
    "coach.reaches_red": "completa las banderas rojas por {points}",
    "coach.reaches_blue": "completa las banderas azules por {points}",
    "coach.reaches_chain": "completa una cadena de 6 por {points}",
    "coach.completes_red": "completa las banderas rojas",
    "coach.completes_blue": "completa las banderas azules",
    "coach.completes_chain": "completa una cadena de 6",
    "coach.closer_red": "tus banderas rojas llegan a {done} de {need}, con {left}",
    "coach.closer_blue": "tus banderas azules llegan a {done} de {need}, con {left}",
    "coach.closer_chain": "tu cadena llega a {done} de {need}, con {left}",
    "coach.left": {
        "param": "rounds",
        "one": "{rounds} ronda por delante",
        "many": "{rounds} rondas por delante",
        "other": "{rounds} rondas por delante",
    },
    "coach.left_for": {
        "param": "rounds",
        "one": "{rounds} ronda por delante para {points}",
        "many": "{rounds} rondas por delante para {points}",
        "other": "{rounds} rondas por delante para {points}",
    },
    "coach.points": {
        "param": "points",
        "one": "{points} punto",
        "many": "{points} puntos",
        "other": "{points} puntos",
    },
    "coach.keeps_open": "deja libre la isla {island} para un {number}",
    "coach.no_room": "ninguna isla puede llevar un {number}",
    "coach.needs": {
        "param": "count",
        "one": "a la isla {island} le faltará {count} puente",
        "many": "a la isla {island} le faltarán {count} puentes",
        "other": "a la isla {island} le faltarán {count} puentes",
    },
    # Bonuses and scoring.
    "bonus.red": "Banderas rojas",
    "bonus.blue": "Banderas azules",
    "bonus.chain": "Cadena de 6",
    # -- Q6: racing a friend's game (a ghost) --
    "ui.race_heading": "Competir con un amigo",
    "ui.race_help": "Su tablero aparece junto al tuyo tras cada una de tus rondas, nunca por delante de ti.",
    "ui.race_with": "Competir con {name}",
    "ui.race_stop": "Dejar de competir",
    "ui.race_started": "Compites con {name}: su tablero aparece junto al tuyo tras cada una de tus rondas.",
    "ui.race_stopped": "Has dejado de competir.",
    "ui.race_waiting": "El tablero de {name} aparecerá cuando escribas tu inicio.",
    "ui.race_start": "{name} al inicio",
    "ui.race_round": "{name} tras la ronda {round}",
    "ui.race_scores": "Puntos: tú {mine} · {name} {theirs}",
    "ui.race_bonus_both": "{label}: tú en la ronda {mine}, {name} en la ronda {theirs}",
    "ui.race_bonus_mine": "{label}: tú en la ronda {mine}, {name} aún no",
    "ui.race_bonus_theirs": "{label}: {name} en la ronda {theirs}",
    "ui.race_behind": "El resultado de {name} termina tras la ronda {round}: aún está jugando.",
    # Solo titles, by total (as the Spanish rulebook names them).
    "title.minion": "Esbirro",
    "title.dogsbody": "Aguador",
    "title.bamboo_binder": "Unidor de bambú",
    "title.screw_tightener": "Atornillador",
    "title.concrete_pourer": "Vertedor de hormigón",
    "title.project_manager": "Director de proyectos",
    "title.master_bridge_builder": "Maestro de puentes",
    "title.professional_planner": "Proyectista profesional",
    "title.statics_expert": "Adepto de la estática",
    "title.ace_architect": "As de la arquitectura",
    "title.construction_genius": "Genio de la construcción",
    "title.island_god": "Dios de las islas",
    # -- The page: links, files, this device's storage, challenges, the end of a table --
    "ui.internal_error": "Algo falló en ese paso; tu partida no ha cambiado.",
    "ui.reason_unknown": "no es un registro de partida",
    "ui.bad_mode_link": "El modo de juego del enlace {mode!r} no existe; se ignora.",
    "ui.bad_lang_link": "El idioma del enlace {lang!r} no está disponible.",
    "ui.one_then_more": "{first} {then}",  # (two of a link's problems, each a sentence)
    "ui.result_empty": (
        "El resultado del enlace está vacío o es demasiado largo; tus partidas no cambian."
    ),
    "ui.data_too_big": "es demasiado grande ({size} caracteres; como máximo {limit})",
    "ui.data_too_deep": "está anidado demasiado hondo (más de {limit} niveles)",
    "ui.data_not_json": "no es JSON",
    "ui.save_not_ours": "no es una partida guardada por esta aplicación",
    "ui.storage_unavailable": (
        "Este navegador no guarda nada para esta página (modo privado o almacenamiento "
        "desactivado): el progreso se perderá al cerrar la pestaña. Guarda la partida en un archivo"
        " para conservarla."
    ),
    "ui.storage_full": (
        "El almacenamiento de este dispositivo está lleno: el progreso no se está guardando. Guarda"
        " la partida en un archivo para conservarla."
    ),
    # The lasting warnings' headlines, where room is short (a phone upright): the
    # sentences above stay the export button's description.
    "ui.storage_full_short": "Memoria llena: nada se guarda",
    "ui.storage_unavailable_short": "Este navegador no guarda el progreso",
    # "sus datos": the sentence agrees with every item, whatever its gender.
    "ui.set_aside": "{item}: sus datos no se pudieron leer ({reason}); se han apartado, sin borrarlos.",
    "ui.left_in_place": (
        "{item}: sus datos no se pudieron leer ({reason}); el almacenamiento está demasiado lleno "
        "para apartarlos, así que siguen donde estaban."
    ),
    "ui.item_save": "Una partida guardada",
    "ui.item_history": "La lista de partidas terminadas",
    "ui.item_results": "La lista de resultados de amigos",
    "ui.item_other": "Un valor guardado",
    "ui.dismiss": "Entendido",
    "ui.save_gone": "Esa partida ya no está en este dispositivo.",
    "ui.nothing_to_export": "Aún no hay nada que guardar: primero escribe el inicio.",
    "ui.moved_elsewhere": "Esta partida siguió en otra pestaña: este es su estado más reciente.",
    "ui.moved_elsewhere_refused": (
        "Esta partida siguió en otra pestaña, así que tu último paso no se ha guardado: esta es la "
        "partida tal como está allí."
    ),
    "ui.side_after_start": "La cara solo puede cambiarse antes de escribir el primer inicio.",
    "ui.name_deal": "Reto {seed}, lado {side}",
    "ui.name_prompt": "Tu nombre, para la clasificación de este desafío:",
    "ui.give_name": "Jugar",
    "ui.name_needed": "Escribe primero un nombre.",
    "ui.name_first": "Primero dinos tu nombre, para la clasificación.",
    "ui.share_challenge_text": "Acepta mi desafío de Hashi: semilla {seed}, cara {side}",
    "ui.result_own": "Es tu propio resultado en {seed}: tu partida está aquí.",
    "ui.result_nothing_pasted": "Pega primero el enlace del resultado de un amigo y luego añádelo.",
    "ui.result_known": "El resultado de {name} ya está en la clasificación.",
    "ui.result_full": {
        "one": "El resultado de {name} no se añadió: la clasificación ya tiene {count} jugador, tantos como una partida de Hashi.",
        "many": "El resultado de {name} no se añadió: la clasificación ya tiene {count} jugadores, tantos como una partida de Hashi.",
        "other": "El resultado de {name} no se añadió: la clasificación ya tiene {count} jugadores, tantos como una partida de Hashi.",
    },
    "ui.result_updated": {
        "one": "Resultado de {name} actualizado: {count} ronda jugada.",
        "many": "Resultado de {name} actualizado: {count} rondas jugadas.",
        "other": "Resultado de {name} actualizado: {count} rondas jugadas.",
    },
    "ui.result_updated_unfinished": "Resultado de {name} actualizado.",
    "ui.standing_place": "Puesto",
    "ui.standing_islands": "Islas",
    "ui.standing_rounds_of": {
        "one": "{count}/17, jugando",
        "many": "{count}/17, jugando",
        "other": "{count}/17, jugando",
    },
    "ui.standing_islands_later": {
        "one": "{count} terminada",
        "many": "{count} terminadas",
        "other": "{count} terminadas",
    },
    "ui.standings_waiting": {
        "one": (
            "{names} sigue jugando: los puntos de islas cuentan para todos cuando cada jugador haya"
            " jugado 17 rondas."
        ),
        "many": (
            "{names} siguen jugando: los puntos de islas cuentan para todos cuando cada jugador "
            "haya jugado 17 rondas."
        ),
        "other": (
            "{names} siguen jugando: los puntos de islas cuentan para todos cuando cada jugador "
            "haya jugado 17 rondas."
        ),
    },
    "ui.standings_waiting_ended": {
        "one": (
            "{names} sigue jugando: los jugadores que han jugado las 17 rondas se puntúan juntos; "
            "los totales aún pueden cambiar."
        ),
        "many": (
            "{names} siguen jugando: los jugadores que han jugado las 17 rondas se puntúan juntos; "
            "los totales aún pueden cambiar."
        ),
        "other": (
            "{names} siguen jugando: los jugadores que han jugado las 17 rondas se puntúan juntos; "
            "los totales aún pueden cambiar."
        ),
    },
    "ui.names_list": "{first} y {last}",
    "ui.choices_list": "{first} o {last}",
    "ui.ranking_row": (
        "{name} — {total} (islas {islands}, rojas {red}, azules {blue}, cadena {chain})"
    ),
    "ui.ranking_winner": (
        "{name} — {total} (islas {islands}, rojas {red}, azules {blue}, cadena {chain}) — gana"
    ),
    "ui.table_winners": {
        "one": "Gana {names} con {total} puntos",
        "many": "Empate: {names} con {total} puntos cada uno",
        "other": "Empate: {names} con {total} puntos cada uno",
    },
    "ui.end_board_of": "Este es el tablero de {name}.",
    # The rules, the language choice and the computer player.
    "ui.rules": "Cómo jugar",
    "ui.language": "Idioma",
    # The language's own name, as its speakers write it (the language select).
    "ui.language_name": "Español",
    "ui.close": "Cerrar",
    "ui.hint": "Pista",
    "ui.hint_thinking": "El ordenador está pensando…",
    "ui.hint_shown": "La sugerencia del ordenador está marcada: la isla para el número y las líneas para los puentes.",
    "ui.hint_skip": "El ordenador sugiere pasar esta carta: ni número ni puentes en esta ronda.",
    "ui.hint_undo": "La pista es un turno entero desde el inicio de la ronda: deshaz tus jugadas para seguirla.",
    "ui.hint_not_now": "Las pistas son para una ronda en juego.",
    "ui.bot_failed": "El jugador del ordenador no pudo responder. Inténtalo de nuevo.",
    "ui.bot_start_failed": "El jugador del ordenador no pudo arrancar. Comprueba la conexión y vuelve a intentarlo.",
    "ui.bot_timeout": "El jugador del ordenador tardó demasiado en responder y se ha detenido. Inténtalo de nuevo.",
    "ui.bot_retry_later": "El jugador del ordenador acaba de fallar: espera unos segundos y vuelve a intentarlo.",
    "ui.bot_starting": "El ordenador se está preparando…",
    "ui.bot_step": "(paso {done} de {total})",
    "ui.hints_used": {
        "one": "Usaste 1 pista en esta partida.",
        "many": "Usaste {count} pistas en esta partida.",
        "other": "Usaste {count} pistas en esta partida.",
    },
    "share.hints": {"one": "1 pista", "many": "{count} pistas", "other": "{count} pistas"},
    "share.hints_note": {
        "one": "(jugada con 1 pista)",
        "many": "(jugada con {count} pistas)",
        "other": "(jugada con {count} pistas)",
    },
    "ui.analyse": "La mejor partida posible",
    "ui.analysis_not_now": "El análisis es para una partida terminada de un solo jugador.",
    "ui.analysis_thinking": "Buscando la mejor partida de este reparto…",
    "ui.best_total": "Mejor partida encontrada:",
    "ui.analysis_summary": "Hiciste {total}; conociendo todas las cartas de antemano, era posible {best}.",
    "ui.ahead_bonus": "Ronda {round}: {label} — en la mejor partida.",
    "ui.ahead_island": "Ronda {round}: la mejor partida terminó la isla {island}, que tú no terminaste.",
    "ui.analysis_no_gap": "Tu partida fue tan buena como la mejor encontrada.",
    "ui.analysis_step": "Tras la ronda {round}",
    "ui.analysis_prev": "Ronda anterior",
    "ui.analysis_next": "Ronda siguiente",
    "ui.analysis_yours": "Tu partida",
    "ui.analysis_best": "Mejor partida",
    # Accessibility (issue 12).
    "a11y.playable": "se puede jugar ahora",
    "a11y.line_blocked": "bloqueada por un puente que la cruza",
    "a11y.skip_to_controls": "Saltar a los controles",
    "a11y.announce_number": "Escrito {number} en la isla {island}.",
    "a11y.announce_bridge": {
        "param": "bridges",
        "one": "Puente de la isla {a} a la isla {b}: 1 puente.",
        "many": "Puente de la isla {a} a la isla {b}: {bridges} puentes.",
        "other": "Puente de la isla {a} a la isla {b}: {bridges} puentes.",
    },
    "a11y.bridge_from": (
        "Isla {island} elegida: toca una isla vecina para dibujar un puente hasta ella."
    ),
    "ui.double_tap": (
        "Ese segundo toque llegó demasiado rápido tras el último paso y no se ha usado: toca otra vez si lo querías."
    ),
    "ui.double_press": (
        "Esa segunda pulsación llegó demasiado rápido tras el último paso y no se ha usado: pulsa otra vez si la querías."
    ),
    # A button's (on Done, tapping again would be the next round's step): not invited again.
    "ui.double_tap_button": "Ese segundo toque llegó demasiado rápido tras el último paso y no se ha usado.",
    "a11y.announce_start": "Inicio: {value} en la isla {island}.",
    "a11y.announce_chosen": "Isla {island} elegida para el inicio: ahora elige 3 o 4.",
    "a11y.announce_round": {
        "param": "bridges",
        "one": "Ronda {round}: carta {number} con 1 puente.",
        "many": "Ronda {round}: carta {number} con {bridges} puentes.",
        "other": "Ronda {round}: carta {number} con {bridges} puentes.",
    },
    "a11y.announce_end": "Fin de la partida. Total {total}.",
    "a11y.announce_by": "{name}: {said}",
    "a11y.keyboard_help": (
        "Teclas: las flechas llevan de una isla a otra; Mayús+flecha dibuja un puente en esa "
        "dirección; Intro o Espacio escribe el número de la carta."
    ),
    "a11y.describe": "Describir la tabla",
    "a11y.describe_row": "Fila {row}: islas {islands}.",
    "a11y.describe_row_one": "Fila {row}: isla {islands}.",
    "a11y.describe_lines": {
        "param": "count",
        "one": "1 línea.",
        "many": "{count} líneas.",
        "other": "{count} líneas.",
    },
    "a11y.describe_crossings": {
        "param": "count",
        "one": "1 par de líneas se cruza: {pairs}.",
        "many": "{count} pares de líneas se cruzan: {pairs}.",
        "other": "{count} pares de líneas se cruzan: {pairs}.",
    },
    "a11y.describe_pair": "{a} con {b}",
    "a11y.describe_no_crossings": "Ninguna línea se cruza.",
    # The rules, the language choice and the computer player.
    "ui.player_row_easy": "{name} (ordenador, fácil): {total} puntos, islas listas: {finished}, ronda {round}",
    "ui.player_row_normal": "{name} (ordenador, normal): {total} puntos, islas listas: {finished}, ronda {round}",
    "ui.player_row_hard": "{name} (ordenador, difícil): {total} puntos, islas listas: {finished}, ronda {round}",
    "ui.computer_turn": "Es el turno de {name}: lo juega el ordenador.",
    "ui.computer_playing": "{name} (ordenador) está jugando…",
    "ui.seat_stuck": "El ordenador no puede jugar ahora los turnos de {name}. ¿Cómo sigue la partida?",
    "ui.stuck_retry": "Pedírselo otra vez al ordenador",
    "ui.stuck_person": "Una persona juega la tabla de {name}",
    "ui.stuck_out": "{name} no juega el resto de la partida",
    "ui.seat_person_now": "A partir de ahora una persona juega la tabla de {name}.",
    "ui.seat_out_now": "{name} no juega más: ni números ni puentes en esa tabla.",
    "ui.player_row_out": "{name} (no juega): {total} puntos, islas listas: {finished}, ronda {round}",
    "ui.seat_label": "Quién juega",
    "ui.seat_person": "Una persona",
    "ui.seat_easy": "Ordenador: fácil",
    "ui.seat_normal": "Ordenador: normal",
    "ui.seat_hard": "Ordenador: difícil",
    # Replays, the scores chart and the share picture (issue 21).
    "replay.open": "Repetición",
    "replay.close": "Volver a la partida",
    "replay.at_start": "Inicio",
    "replay.after_round": "Tras la ronda {round} de {rounds}",
    "replay.title_line": "Título: {title}",  # anyone's: a friend's replay, the best game
    "replay.still_playing": {
        "one": "{name} ha jugado 1 ronda por ahora.",
        "many": "{name} ha jugado {count} rondas por ahora.",
        "other": "{name} ha jugado {count} rondas por ahora.",
    },
    "replay.no_number": "Sin número.",
    "replay.bridges": {
        "one": "1 puente: {lines}.",
        "many": "{count} puentes: {lines}.",
        "other": "{count} puentes: {lines}.",
    },
    "replay.no_bridges": "Sin puentes.",
    "replay.bonus_taken": "{label}: conseguido, {points} puntos.",
    "replay.board_label": "{name} — {position}",
    "replay.first": "Al inicio",
    "replay.previous": "Ronda anterior",
    "replay.next": "Ronda siguiente",
    "replay.last": "Al final",
    "replay.play": "Reproducir",
    "replay.pause": "Pausa",
    "replay.slider": "Ronda",
    "replay.heading": "Repetición: {names} · semilla {seed} · lado {side}",
    "replay.heading_dated": "Repetición: {names} · semilla {seed} · lado {side} · {date}",
    "replay.round_of": "Ronda {round} de {rounds}",
    "ui.bad_round_link": "La ronda del enlace {round!r} no es una de las rondas de la partida (de 0 a {last}).",
    "ui.bad_screen_link": "La pantalla del enlace {screen!r} no existe; aquí está la partida.",
    "ui.replay_unknown": "Este dispositivo no tiene ninguna partida con ese identificador: no hay nada que repetir; tu partida no cambia.",
    "ui.replay_unavailable": "La primera partida guiada no se puede repetir.",
    "ui.replay_refused": "Esta repetición no se puede abrir: {reason}",
    "chart.heading": "Tus puntuaciones en solitario",
    "chart.games": {
        "one": "1 partida en solitario",
        "many": "{number} partidas en solitario",
        "other": "{number} partidas en solitario",
    },
    "chart.best": "Mejor: {total}",
    "chart.point": "Semilla {seed}, lado {side}: {total} puntos",
    "chart.side_empty": "Aún no hay partidas en solitario en este lado.",
    "chart.empty": "Termina una partida en solitario para ver aquí tus puntuaciones.",
    "chart.streak": "Retos diarios seguidos: {number} (récord: {best})",
    "chart.no_daily": "Aún no has jugado ningún reto diario.",
    "chart.day_played": "{date}: jugado",
    "chart.day_missed": "{date}: sin jugar",
    "chart.caption": "Tus partidas en solitario, de la más antigua a la más reciente",
    "chart.col_game": "Partida",
    "chart.col_date": "Fecha",
    "chart.col_title": "Título",
    "chart.col_note": "Nota",
    "chart.personal_best": "Mejor marca personal",
    "ui.share_picture": "Compartir imagen",
    "picture.label": "Hashi, semilla {seed}, lado {side}: {total} puntos",
    "picture.deal": "Semilla {seed} · lado {side}",
    "picture.bonus": "ronda {round} · {points} puntos",
    "picture.bonus_none": "no conseguido",
    "picture.spoiler_free": "Sin números ni puentes: el reto sigue abierto.",
    # -- Q3 (issue 27 #5): replay links of your own games --
    "record.result_is_replay": (
        "Este es un enlace de repetición, no un resultado: ábrelo para ver la partida."
    ),
    "record.replay_damaged": "Este enlace de repetición está dañado o ha sido modificado.",
    "record.replay_version": "Este enlace de repetición viene de una versión más nueva de Hashi.",
    "ui.replay_link_game": "Enlace de repetición de esta partida",
    "ui.replay_link_board": "Enlace de repetición del tablero de {name}",
    "ui.replay_link_help": (
        "Envíaselo a quien quieras: verá esta partida ronda a ronda, en cualquier dispositivo."
    ),
    "ui.replay_link_share": "Compartir el enlace de repetición",
    "ui.replay_link_copy": "Compartir enlace",
    "ui.replay_link_of": "Compartir enlace: {game}",
    "ui.replay_share_text": "Mira mi partida de Hashi, ronda a ronda.",
    # -- issue 21: the screens (history, replays, share picture) in the page --
    "ui.open_history": "Tus puntuaciones y repeticiones",
    "ui.screen_back_history": "Volver a tus puntuaciones",
    "ui.chart_table": "Puntuaciones en una tabla",
    "ui.finished_games": "Ver la repetición de una partida terminada",
    "ui.more_games": "Mostrar partidas anteriores",
    "ui.replay_game": "Semilla {seed} · lado {side} · total {total}",
    "ui.replay_this": "Ver la repetición de esta partida",
    "ui.replay_of": "Ver la repetición de la partida de {name}",
    "ui.picture_share": "Imagen compartida.",
    "ui.picture_download": "Imagen guardada como {name}.",
    "ui.picture_failed": "Este dispositivo no pudo crear la imagen.",
    # Keeping games on a device (web/model/keeping.py)
    "ui.keep_tip": "Para conservar tus partidas en este dispositivo, añade Hashi a tu pantalla de inicio y usa de vez en cuando «{export}»: un navegador puede borrar lo que guarda un sitio.",
    "ui.last_backup": "Última vez guardado en un archivo: {date}",
    "ui.no_backup": "Aún no se ha guardado ninguna partida en un archivo.",
    "ui.storage_lost": "Este dispositivo tenía partidas aquí y el navegador las ha borrado (Safari lo hace tras siete días sin visitas). Una partida guardada en un archivo vuelve con «{import_}».",
}
