"""Spanish: "How to play" and the guided first game (words of the Spanish edition)."""

from typing import Final

MESSAGES: Final[dict[str, str | dict[str, str]]] = {
    # How to play.
    "howto.title": "Cómo se juega",
    "howto.intro": (
        "Hashi es un juego de islas, números y puentes para 1 a 4 jugadores. Todos juegan a la vez "
        "las mismas cartas, cada uno en su propia tabla; gana quien mejor planifica sus puentes."
    ),
    "howto.basics.heading": "Islas, números y puentes",
    "howto.basics.p1": (
        "Cada tabla muestra 18 islas unidas por líneas de puntos. Cuatro islas llevan una bandera "
        "roja, tres una bandera azul y las otras once no tienen bandera. Durante la partida "
        "escribes números del 1 al 6 en las islas, como mucho uno por isla, y dibujas puentes "
        "siguiendo las líneas de puntos."
    ),
    "howto.basics.p2": (
        "Una isla está lista en cuanto tiene exactamente tantos puentes como indica su número. Se "
        "marca con un círculo y ya no admite más puentes. Solo las islas listas dan puntos, así "
        "que cada número que escribes es una pequeña promesa que tendrás que cumplir."
    ),
    "howto.figure.finished.caption": (
        "Lista: el 3 del centro tiene tres puentes y lleva su círculo. Al 5 de la derecha aún le "
        "faltan tres."
    ),
    "howto.figure.finished.label": {
        "one": (
            "Tabla pequeña: la isla del centro tiene el número {number} y {count} puente, así que "
            "está marcada con un círculo como lista."
        ),
        "many": (
            "Tabla pequeña: la isla del centro tiene el número {number} y {count} puentes, así que "
            "está marcada con un círculo como lista."
        ),
        "other": (
            "Tabla pequeña: la isla del centro tiene el número {number} y {count} puentes, así que "
            "está marcada con un círculo como lista."
        ),
    },
    "howto.cards.heading": "Las cartas",
    "howto.cards.p1": (
        "Hay 18 cartas. Cada una muestra un número del 1 al 6 y 1, 2 o 3 puentes, y cada "
        "combinación aparece una sola vez. Antes de la primera ronda se aparta una carta boca "
        "abajo sin que nadie la mire; solo se juegan las otras 17, una por ronda. La lista de "
        "cartas de la aplicación indica cuáles ya han salido y cuáles pueden salir aún, pero nadie "
        "sabe cuál es la oculta."
    ),
    "howto.setup.heading": "Preparación",
    "howto.setup.p1": (
        "Todos usan el mismo lado de la tabla: el lado A para las primeras partidas y el lado B "
        "cuando quieras líneas más largas que se estorban más a menudo. Antes de la primera carta, "
        "cada tabla recibe un número inicial: un 3 o un 4 en cualquier isla sin bandera."
    ),
    "howto.setup.p2": (
        "En la mesa, cada jugador escribe ese número en su propia tabla y luego se la pasa al "
        "jugador de su izquierda, de modo que empiezas desde una posición que eligió tu vecino. Si "
        "juegas en solitario, eliges tú mismo el inicio o aceptas el que propone el reparto."
    ),
    "howto.round.heading": "Una ronda",
    "howto.round.p1": (
        "En cada ronda se destapa una carta nueva y todos la usan a la vez, cada uno en su tabla: "
        "primero la acción a y después la acción b. Puedes renunciar a una de las dos acciones o a "
        "ambas, pero ninguna carta se puede guardar para más tarde."
    ),
    "howto.round.p2": (
        "La aplicación rechaza en el acto cualquier jugada que incumpla una regla y te dice cuál "
        "es, así que nunca hay que corregir nada después."
    ),
    "howto.action_a.heading": "Acción a: escribir el número",
    "howto.action_a.p1": (
        "Escribe el número de la carta en una isla que aún no tenga número. Una isla sin bandera "
        "siempre lo admite, lleguen ya puentes a ella o no."
    ),
    "howto.action_a.p2": (
        "Una isla con bandera es más exigente: solo admite un número si ya le llega al menos un "
        "puente dibujado en una ronda anterior. Un puente dibujado en la acción b de la misma "
        "ronda llega tarde para eso."
    ),
    "howto.figure.flag.caption": (
        "La isla de bandera roja tiene un puente de una ronda anterior, así que ya puede recibir "
        "un número. La isla de bandera azul aún no tiene ningún puente y debe esperar."
    ),
    "howto.figure.flag.label": (
        "Tabla pequeña: una isla con número unida por un puente a una isla de bandera roja, "
        "resaltada porque puede recibir un número, y una isla de bandera azul sin puentes."
    ),
    "howto.action_a.p3": (
        "Un número nunca puede ser menor que los puentes que ya llegan a esa isla: si le llegan "
        "tres puentes, necesita al menos un 3."
    ),
    "howto.action_b.heading": "Acción b: dibujar los puentes",
    "howto.action_b.p1": (
        "Dibuja exactamente tantos puentes como muestra la carta, en una sola línea o repartidos "
        "entre varias, o no dibujes ninguno. No está permitido dibujar solo una parte."
    ),
    "howto.action_b.p2": (
        "Cada puente sigue una de las líneas de puntos impresas, en línea recta de una isla a la "
        "siguiente, y al menos una de esas dos islas debe tener ya un número. Una línea admite uno "
        "o dos puentes, nunca tres."
    ),
    "howto.action_b.p3": (
        "Los puentes nunca se cruzan. Donde dos líneas de puntos se cruzan, solo una de ellas "
        "podrá llevar puentes: el primer puente construido allí cierra la otra línea para el resto "
        "de la partida."
    ),
    "howto.figure.crossing.caption": (
        "Estas dos líneas se cruzan. La horizontal tiene un puente, así que la vertical se queda "
        "vacía para siempre."
    ),
    "howto.figure.crossing.label": (
        "Tabla pequeña: una línea horizontal con un puente cruza una línea vertical, que aparece "
        "atenuada porque ya no puede llevar ningún puente."
    ),
    "howto.action_b.p4": (
        "Ninguna isla puede tener más puentes que su número. Una isla sin número admite como mucho "
        "6, el número más alto de las cartas; recuerda que el número que reciba más tarde no podrá "
        "ser menor que sus puentes."
    ),
    "howto.action_b.p5": (
        "En la aplicación, toca una línea de puntos para dibujar un puente en ella. En una "
        "pantalla pequeña, si una línea es demasiado corta para tocarla entre sus islas, toca una "
        "de sus islas y luego la otra, o arrastra el dedo de una a la otra."
    ),
    "howto.finished.heading": "Islas listas",
    "howto.finished.p1": (
        "En cuanto los puentes de una isla coinciden con su número, la isla está lista: recibe su "
        "círculo y ya no se le puede añadir ningún puente. Las islas listas no tienen por qué "
        "estar unidas entre sí. Tus islas no necesitan formar una única red, así que puedes "
        "construir en varios sitios a la vez."
    ),
    "howto.bonuses.heading": "Puntos para la victoria",
    "howto.bonuses.p1": (
        "Tres objetivos dan puntos extra. Cada jugador puede conseguir cada uno una sola vez, en "
        "la ronda en que lo alcanza por primera vez:"
    ),
    "howto.bonuses.red": (
        "Banderas rojas: termina las 4 islas de bandera roja, unidas o no. Quien lo logra primero: "
        "9 puntos; quien lo logra en una ronda posterior: 5."
    ),
    "howto.bonuses.blue": (
        "Banderas azules: termina las 3 islas de bandera azul, unidas o no. Primero: 7 puntos; "
        "después: 3."
    ),
    "howto.bonuses.chain": (
        "Cadena: une con puentes 6 islas listas sin ninguna isla sin terminar entre ellas. La "
        "cadena puede ramificarse e incluir islas con bandera. Primero: 8 puntos; después: 4."
    ),
    "howto.figure.chain.caption": (
        "Una cadena de seis: seis islas listas unidas por puentes. La isla de bandera roja del "
        "extremo no está lista, así que no cuenta."
    ),
    "howto.figure.chain.label": {
        "one": (
            "Tabla pequeña: {count} isla lista unida por puentes y, en el extremo, una isla de "
            "bandera roja sin terminar."
        ),
        "many": (
            "Tabla pequeña: {count} islas listas unidas por puentes y, en el extremo, una isla de "
            "bandera roja sin terminar."
        ),
        "other": (
            "Tabla pequeña: {count} islas listas unidas por puentes y, en el extremo, una isla de "
            "bandera roja sin terminar."
        ),
    },
    "howto.end.heading": "Final de la partida",
    "howto.end.p1": (
        "Cuando se ha jugado la carta número 17, cada isla lista suma 2 puntos a tus puntos para "
        "la victoria. Gana el total más alto; si hay empate, la victoria se comparte."
    ),
    "howto.solo.heading": "Variante en solitario",
    "howto.solo.p1": (
        "En solitario compites contra el calendario en lugar de contra otros jugadores. Las "
        "banderas azules valen 7 solo si están terminadas al final de la ronda 7; las banderas "
        "rojas (9) y la cadena (8), al final de la ronda 12. Si lo consigues más tarde, aún "
        "obtienes 3, 5 y 4 puntos."
    ),
    "howto.solo.titles": (
        "Tu total te da un título: hasta 40 Esbirro, 41\u201342 Aguador, 43\u201344 Unidor de "
        "bambú, 45\u201346 Atornillador, 47\u201348 Vertedor de hormigón, 49\u201350 Director de "
        "proyectos, 51 Maestro de puentes, 52\u201353 Proyectista profesional, 54\u201355 Adepto "
        "de la estática, 56\u201357 As de la arquitectura, 58\u201359 Genio de la construcción y, "
        "con 60, Dios de las islas."
    ),
    "howto.multi.heading": "Partidas con más jugadores",
    "howto.multi.p1": (
        "Con 2 a 4 jugadores, los puntos para la victoria se comparan ronda a ronda. Quien alcanza "
        "un objetivo en la ronda más temprana se lleva el valor alto; si varios lo alcanzan en esa "
        "misma ronda, cada uno recibe el valor alto. Quien lo alcanza en una ronda posterior "
        "recibe el valor bajo. La aplicación lleva la cuenta de quién llegó primero."
    ),
    # The guided first game.
    "tutorial.title": "Primera partida guiada",
    "tutorial.progress": "Paso {step} de {total}",
    "tutorial.restart": "Empezar de nuevo la partida guiada",
    "tutorial.step.start": (
        "¡Te damos la bienvenida! Cada tabla empieza con un 3 o un 4 en una isla sin bandera. Toca "
        "el botón resaltado para escribir el {value} en la isla {island}."
    ),
    "tutorial.step.try_flag": {
        "one": (
            "Ronda 1: la carta muestra {number} y {count} puente. Primero va la acción a: escribes "
            "el {number} en una isla. Prueba con la isla {island}, la de la bandera azul."
        ),
        "many": (
            "Ronda 1: la carta muestra {number} y {count} puentes. Primero va la acción a: "
            "escribes el {number} en una isla. Prueba con la isla {island}, la de la bandera azul."
        ),
        "other": (
            "Ronda 1: la carta muestra {number} y {count} puentes. Primero va la acción a: "
            "escribes el {number} en una isla. Prueba con la isla {island}, la de la bandera azul."
        ),
    },
    "tutorial.step.number_plain": (
        "Rechazado: una isla con bandera solo admite un número cuando le llega un puente de una "
        "ronda anterior, y a la isla {flag} aún no le llega ninguno. Escribe el {number} en la "
        "isla {island}: no tiene bandera."
    ),
    "tutorial.step.first_bridge": {
        "one": (
            "Acción b: esta carta da {count} puente; lo dibujas o no dibujas ninguno. Un puente "
            "sigue una línea de puntos y necesita un número al menos en un extremo. La isla {b} "
            "tiene tu {value}: toca la línea de {a} a {b}. "
            "¿Línea corta? Toca la isla {a} y luego la {b}."
        ),
        "many": (
            "Acción b: esta carta da {count} puentes; los dibujas todos o ninguno. Un puente sigue "
            "una línea de puntos y necesita un número al menos en un extremo. La isla {b} tiene tu "
            "{value}: toca la línea de {a} a {b}. "
            "¿Línea corta? Toca la isla {a} y luego la {b}."
        ),
        "other": (
            "Acción b: esta carta da {count} puentes; los dibujas todos o ninguno. Un puente sigue "
            "una línea de puntos y necesita un número al menos en un extremo. La isla {b} tiene tu "
            "{value}: toca la línea de {a} a {b}. "
            "¿Línea corta? Toca la isla {a} y luego la {b}."
        ),
    },
    "tutorial.step.second_bridge": (
        "Ahora la línea de {a} a {b}: la isla {b}, de bandera azul, también recibe su primer "
        "puente."
    ),
    "tutorial.step.third_bridge": (
        "El tercer puente sale de la isla {a}, donde acabas de escribir el {number}: toca la línea "
        "de {a} a {b}."
    ),
    "tutorial.step.done_round1": (
        "Ya están dibujados todos los puentes de la carta. Cada una de las tres islas de bandera "
        "azul tiene ahora un puente, así que desde la próxima ronda pueden recibir un número. Toca "
        "el botón resaltado para terminar la ronda."
    ),
    "tutorial.step.flag_number": {
        "one": (
            "Ronda 2: {number} y {count} puente. La isla {island} tiene bandera, pero ahora le "
            "llega un puente de una ronda anterior: tócala para escribir el {number}."
        ),
        "many": (
            "Ronda 2: {number} y {count} puentes. La isla {island} tiene bandera, pero ahora le "
            "llega un puente de una ronda anterior: tócala para escribir el {number}."
        ),
        "other": (
            "Ronda 2: {number} y {count} puentes. La isla {island} tiene bandera, pero ahora le "
            "llega un puente de una ronda anterior: tócala para escribir el {number}."
        ),
    },
    "tutorial.step.finish_island": (
        "La isla {a} tiene el número {number} y un puente. Dibuja el puente de esta carta de {a} a "
        "{b}: la isla {a} tendrá entonces tantos puentes como su número."
    ),
    "tutorial.step.done_round2": (
        "La isla {island} está lista: lleva su círculo y no admite más puentes. Toca el botón "
        "resaltado para terminar la ronda."
    ),
    "tutorial.step.flag_again": {
        "one": (
            "Ronda 3: {number} y {count} puente. Escribe el {number} en la isla {island}, la otra "
            "isla de bandera azul que ya tiene un puente."
        ),
        "many": (
            "Ronda 3: {number} y {count} puentes. Escribe el {number} en la isla {island}, la otra "
            "isla de bandera azul que ya tiene un puente."
        ),
        "other": (
            "Ronda 3: {number} y {count} puentes. Escribe el {number} en la isla {island}, la otra "
            "isla de bandera azul que ya tiene un puente."
        ),
    },
    "tutorial.step.double_bridge": (
        "Una línea admite dos puentes, nunca más. Dibuja un segundo puente de {a} a {b}: así "
        "terminas las dos islas a la vez."
    ),
    "tutorial.step.double_again": (
        "Otro segundo puente, de {a} a {b}. La isla {b} aún no tiene número; ahora tiene dos "
        "puentes."
    ),
    "tutorial.step.plain_end": (
        "El último puente de esta carta: de {a} a {b}. La isla {a} alcanza tantos puentes como su "
        "número y queda lista; la isla {b} no tiene número, y basta con un extremo que lo tenga."
    ),
    "tutorial.step.done_round3": (
        "En esta ronda se han terminado más islas. Cada isla lista vale 2 puntos al final de la "
        "partida. Toca el botón resaltado para terminar la ronda."
    ),
    "tutorial.step.exact_number": {
        "one": (
            "Ronda 4: {number} y {count} puente. La isla {island} ya tiene {bridges} puentes, y un "
            "número nunca puede ser menor. El {number} encaja justo, así que la isla queda lista "
            "en cuanto lo escribes: tócala."
        ),
        "many": (
            "Ronda 4: {number} y {count} puentes. La isla {island} ya tiene {bridges} puentes, y "
            "un número nunca puede ser menor. El {number} encaja justo, así que la isla queda "
            "lista en cuanto lo escribes: tócala."
        ),
        "other": (
            "Ronda 4: {number} y {count} puentes. La isla {island} ya tiene {bridges} puentes, y "
            "un número nunca puede ser menor. El {number} encaja justo, así que la isla queda "
            "lista en cuanto lo escribes: tócala."
        ),
    },
    "tutorial.step.try_finished": (
        "¡Las tres islas de bandera azul están listas! Ahora intenta dibujar un puente de {a} a "
        "{b}."
    ),
    "tutorial.step.skip_bridges": (
        "Rechazado: la isla {island} está lista y no admite más puentes. Puedes renunciar a la "
        "acción b: los puentes de una carta se dibujan todos o ninguno. Termina la ronda con el "
        "botón resaltado, sin dibujar ninguno."
    ),
    "tutorial.step.chain_island": {
        "one": (
            "Las banderas azules ya son tuyas: {points} puntos, porque en solitario valen "
            "completas hasta la ronda {deadline} (después, solo {low}). Ronda 5: {number} y "
            "{count} puente. La isla {island} tiene un puente: escribe en ella el {number} para "
            "terminarla."
        ),
        "many": (
            "Las banderas azules ya son tuyas: {points} puntos, porque en solitario valen "
            "completas hasta la ronda {deadline} (después, solo {low}). Ronda 5: {number} y "
            "{count} puentes. La isla {island} tiene un puente: escribe en ella el {number} para "
            "terminarla."
        ),
        "other": (
            "Las banderas azules ya son tuyas: {points} puntos, porque en solitario valen "
            "completas hasta la ronda {deadline} (después, solo {low}). Ronda 5: {number} y "
            "{count} puentes. La isla {island} tiene un puente: escribe en ella el {number} para "
            "terminarla."
        ),
    },
    "tutorial.step.done_chain": (
        "Seis islas listas están ahora unidas por puentes sin ninguna isla sin terminar entre "
        "ellas: una cadena de seis. Termina la ronda con el botón resaltado para conseguir los "
        "puntos de la cadena."
    ),
    "tutorial.step.real_game": (
        "La cadena da {points} puntos: en solitario vale completa hasta la ronda {deadline}; "
        "después, {low}. Ya has visto todas las reglas. Toca el botón resaltado para jugar una "
        "partida de verdad con las 17 cartas."
    ),
    "tutorial.not_now.start": (
        "Todavía no: toda partida empieza con el número inicial. Toca el botón resaltado para "
        "escribir el {value} en la isla {island}."
    ),
    "tutorial.not_now.number": (
        "Ahora no: en este paso se escribe el número de la carta en la isla {island}. Toca la isla "
        "resaltada."
    ),
    "tutorial.not_now.bridge": (
        "Ahora no: en este paso se dibuja un puente en la línea de {a} a {b}. Toca la línea "
        "resaltada."
    ),
    "tutorial.not_now.try_island": (
        "Para esta lección, toca primero la isla {island}, aunque parezca un error: verás qué dice "
        "el juego."
    ),
    "tutorial.not_now.try_line": (
        "Para esta lección, toca la línea de {a} a {b}, aunque parezca un error: verás qué dice el "
        "juego."
    ),
    "tutorial.not_now.done": (
        "Ahora no: ya está hecho todo lo de esta ronda. Toca el botón resaltado para terminarla."
    ),
    "tutorial.not_now.finish": (
        "La partida guiada ha terminado. Toca el botón resaltado para empezar una partida de "
        "verdad."
    ),
}
