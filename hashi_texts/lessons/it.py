"""Italian: "How to play" and the guided first game (words of the Italian edition)."""

from typing import Final

MESSAGES: Final[dict[str, str | dict[str, str]]] = {
    # How to play.
    "howto.title": "Come si gioca",
    "howto.intro": (
        "Hashi è un gioco di isole, numeri e ponti per 1-4 giocatori. Tutti giocano "
        "contemporaneamente le stesse carte, ognuno sulla propria tavola; vince chi progetta "
        "meglio i propri ponti."
    ),
    "howto.basics.heading": "Isole, numeri e ponti",
    "howto.basics.p1": (
        "Ogni tavola mostra 18 isole unite da linee tratteggiate. Quattro isole hanno una bandiera "
        "rossa, tre una bandiera blu e le altre undici sono senza bandiera. Durante la partita "
        "scrivi numeri da 1 a 6 sulle isole, al massimo uno per isola, e disegni ponti lungo le "
        "linee tratteggiate."
    ),
    "howto.basics.p2": (
        "Un'isola è terminata nel momento in cui ha esattamente tanti ponti quanto indica il suo "
        "numero. Viene cerchiata e non accetta altri ponti. Solo le isole terminate danno punti, "
        "quindi ogni numero che scrivi è una piccola promessa da mantenere."
    ),
    "howto.figure.finished.caption": (
        "Terminata: il 3 al centro ha tre ponti ed è cerchiato. Al 5 sulla destra ne mancano "
        "ancora tre."
    ),
    "howto.figure.finished.label": {
        "one": (
            "Piccola tavola: l'isola al centro ha il numero {number} e {count} ponte, quindi è "
            "cerchiata come terminata."
        ),
        "many": (
            "Piccola tavola: l'isola al centro ha il numero {number} e {count} ponti, quindi è "
            "cerchiata come terminata."
        ),
        "other": (
            "Piccola tavola: l'isola al centro ha il numero {number} e {count} ponti, quindi è "
            "cerchiata come terminata."
        ),
    },
    "howto.cards.heading": "Le carte",
    "howto.cards.p1": (
        "Le carte sono 18. Ognuna mostra un numero da 1 a 6 e 1, 2 o 3 ponti, e ogni combinazione "
        "compare una sola volta. Prima del primo giro una carta viene messa da parte coperta, "
        "senza che nessuno la guardi; si giocano solo le altre 17, una per giro. L'elenco delle "
        "carte nell'app mostra quali sono già uscite e quali possono ancora uscire, ma nessuno sa "
        "quale sia quella nascosta."
    ),
    "howto.setup.heading": "Preparazione",
    "howto.setup.p1": (
        "Tutti usano lo stesso lato della tavola: il lato A per le prime partite, il lato B quando "
        "vuoi linee più lunghe che si ostacolano più spesso. Prima della prima carta, ogni tavola "
        "riceve un numero di partenza: un 3 o un 4 su un'isola qualsiasi senza bandiera."
    ),
    "howto.setup.p2": (
        "Al tavolo, ogni giocatore scrive quel numero sulla propria tavola e poi la passa al "
        "vicino di sinistra, così si parte da una posizione scelta dal vicino. Giocando da solo, "
        "scegli tu la partenza oppure accetti quella proposta dal gioco."
    ),
    "howto.round.heading": "Un giro",
    "howto.round.p1": (
        "A ogni giro si scopre una nuova carta e tutti la usano contemporaneamente, ognuno sulla "
        "propria tavola: prima l'azione a, poi l'azione b. Puoi rinunciare a una delle due azioni "
        "o a entrambe, ma nessuna carta si può tenere per dopo."
    ),
    "howto.round.p2": (
        "L'app rifiuta subito ogni mossa che viola una regola e ti dice quale, così non c'è mai "
        "niente da correggere dopo."
    ),
    "howto.action_a.heading": "Azione a: scrivere il numero",
    "howto.action_a.p1": (
        "Scrivi il numero della carta su un'isola che non ha ancora un numero. Un'isola senza "
        "bandiera lo accetta sempre, che vi arrivino già dei ponti oppure no."
    ),
    "howto.action_a.p2": (
        "Un'isola con bandiera è più esigente: accetta un numero solo se vi arriva già almeno un "
        "ponte disegnato in un giro precedente. Un ponte disegnato nell'azione b dello stesso giro "
        "arriva troppo tardi."
    ),
    "howto.figure.flag.caption": (
        "L'isola con la bandiera rossa ha un ponte di un giro precedente, quindi ora può ricevere "
        "un numero. L'isola con la bandiera blu non ha ancora ponti e deve aspettare."
    ),
    "howto.figure.flag.label": (
        "Piccola tavola: un'isola con numero collegata da un ponte a un'isola con bandiera rossa, "
        "evidenziata perché può ricevere un numero, e un'isola con bandiera blu senza ponti."
    ),
    "howto.action_a.p3": (
        "Un numero non può mai essere più piccolo dei ponti che arrivano già a quell'isola: se ne "
        "arrivano tre, serve almeno un 3."
    ),
    "howto.action_b.heading": "Azione b: disegnare i ponti",
    "howto.action_b.p1": (
        "Disegna esattamente tanti ponti quanti ne mostra la carta, su una sola linea o "
        "distribuiti su più linee, oppure non disegnarne nessuno. Non è consentito disegnarne solo "
        "una parte."
    ),
    "howto.action_b.p2": (
        "Ogni ponte segue una delle linee tratteggiate stampate, dritto da un'isola alla "
        "successiva, e almeno una delle due isole deve avere già un numero. Una linea porta uno o "
        "due ponti, mai tre."
    ),
    "howto.action_b.p3": (
        "I ponti non si incrociano mai. Dove due linee tratteggiate si incrociano, solo una delle "
        "due potrà portare ponti: il primo ponte costruito lì chiude l'altra linea per il resto "
        "della partita."
    ),
    "howto.figure.crossing.caption": (
        "Queste due linee si incrociano. Quella orizzontale ha un ponte, quindi quella verticale "
        "resta vuota per sempre."
    ),
    "howto.figure.crossing.label": (
        "Piccola tavola: una linea orizzontale con un ponte incrocia una linea verticale, mostrata "
        "sbiadita perché non può più ricevere ponti."
    ),
    "howto.action_b.p4": (
        "Nessuna isola può avere più ponti del suo numero. Un'isola senza numero ne accetta al "
        "massimo 6, il numero più alto sulle carte; ricorda che il numero che riceverà più tardi "
        "non potrà essere inferiore ai suoi ponti."
    ),
    "howto.action_b.p5": (
        "Nell'app tocca una linea tratteggiata per disegnarvi un ponte. Su uno schermo piccolo, "
        "se una linea è troppo corta da toccare tra le sue isole, tocca una delle due isole e poi "
        "l'altra, oppure trascina il dito dall'una all'altra."
    ),
    "howto.finished.heading": "Isole terminate",
    "howto.finished.p1": (
        "Appena i ponti di un'isola eguagliano il suo numero, l'isola è terminata: riceve il suo "
        "cerchio e non le si può aggiungere nessun altro ponte. Le isole terminate non devono per "
        "forza essere collegate tra loro. Le tue isole non devono mai formare un'unica rete, "
        "quindi puoi costruire in più punti contemporaneamente."
    ),
    "howto.bonuses.heading": "Punti bonus",
    "howto.bonuses.p1": (
        "Tre obiettivi danno punti extra. Ogni giocatore può ottenere ciascuno di essi una sola "
        "volta, nel giro in cui lo raggiunge per la prima volta:"
    ),
    "howto.bonuses.red": (
        "Bandiere rosse: termina tutte le 4 isole con bandiera rossa, collegate o no. Chi ci "
        "riesce per primo: 9 punti; chi ci riesce in un giro successivo: 5."
    ),
    "howto.bonuses.blue": (
        "Bandiere blu: termina tutte le 3 isole con bandiera blu, collegate o no. Per primo: 7 "
        "punti; dopo: 3."
    ),
    "howto.bonuses.chain": (
        "Catena: collega con ponti 6 isole terminate senza nessuna isola non terminata in mezzo. "
        "La catena può ramificarsi e comprendere isole con bandiera. Per primo: 8 punti; dopo: 4."
    ),
    "howto.figure.chain.caption": (
        "Una catena di sei: sei isole terminate collegate da ponti. L'isola con la bandiera rossa "
        "in fondo non è terminata, quindi non conta."
    ),
    "howto.figure.chain.label": {
        "one": (
            "Piccola tavola: {count} isola terminata collegata da ponti e, in fondo, un'isola con "
            "bandiera rossa non terminata."
        ),
        "many": (
            "Piccola tavola: {count} isole terminate collegate da ponti e, in fondo, un'isola con "
            "bandiera rossa non terminata."
        ),
        "other": (
            "Piccola tavola: {count} isole terminate collegate da ponti e, in fondo, un'isola con "
            "bandiera rossa non terminata."
        ),
    },
    "howto.end.heading": "Fine della partita",
    "howto.end.p1": (
        "Dopo che è stata giocata la 17ª carta, ogni isola terminata aggiunge 2 punti ai tuoi "
        "punti bonus. Vince il totale più alto; in caso di parità la vittoria è condivisa."
    ),
    "howto.solo.heading": "Variante giocatore unico",
    "howto.solo.p1": (
        "Da solo gareggi contro il calendario invece che contro altri giocatori. Le bandiere blu "
        "valgono 7 solo se sono terminate entro la fine del giro 7; le bandiere rosse (9) e la "
        "catena (8) entro la fine del giro 12. Raggiunte più tardi, danno comunque 3, 5 e 4 punti."
    ),
    "howto.solo.titles": (
        "Il tuo totale ti vale un titolo: fino a 40 Manovale, 41\u201342 Gregario, 43\u201344 "
        "Legatore di bambù, 45\u201346 Avvitatore, 47\u201348 Gettatore di calcestruzzo, "
        "49\u201350 Direttore di progetto, 51 Mastro ponteggiatore, 52\u201353 Professionista "
        "della progettazione, 54\u201355 Genio della statica, 56\u201357 Superarchitetto, "
        "58\u201359 Genio della costruzione e, con 60, Dio delle isole."
    ),
    "howto.multi.heading": "Giocare con altri",
    "howto.multi.p1": (
        "In 2, 3 o 4 giocatori, i punti bonus si confrontano giro per giro. Chi raggiunge un "
        "obiettivo nel giro più precoce ottiene il valore alto; se più giocatori lo raggiungono in "
        "quello stesso giro, ognuno di loro ottiene il valore alto. Chi lo raggiunge in un giro "
        "successivo ottiene il valore basso. L'app tiene conto di chi è arrivato per primo."
    ),
    # The guided first game.
    "tutorial.title": "Prima partita guidata",
    "tutorial.progress": "Passo {step} di {total}",
    "tutorial.restart": "Ricomincia la partita guidata",
    "tutorial.step.start": (
        "Ti diamo il benvenuto! Ogni tavola parte con un 3 o un 4 su un'isola senza bandiera. "
        "Tocca il pulsante evidenziato per scrivere il {value} sull'isola {island}."
    ),
    "tutorial.step.try_flag": {
        "one": (
            "Giro 1: la carta mostra {number} e {count} ponte. Prima viene l'azione a: scrivi il "
            "{number} su un'isola. Prova con l'isola {island}, quella con la bandiera blu."
        ),
        "many": (
            "Giro 1: la carta mostra {number} e {count} ponti. Prima viene l'azione a: scrivi il "
            "{number} su un'isola. Prova con l'isola {island}, quella con la bandiera blu."
        ),
        "other": (
            "Giro 1: la carta mostra {number} e {count} ponti. Prima viene l'azione a: scrivi il "
            "{number} su un'isola. Prova con l'isola {island}, quella con la bandiera blu."
        ),
    },
    "tutorial.step.number_plain": (
        "Rifiutato: un'isola con bandiera accetta un numero solo quando vi arriva un ponte di un "
        "giro precedente, e all'isola {flag} non ne arriva ancora nessuno. Scrivi invece il "
        "{number} sull'isola {island}: non ha bandiera."
    ),
    "tutorial.step.first_bridge": {
        "one": (
            "Azione b: questa carta dà {count} ponte; lo disegni oppure non ne disegni nessuno. Un "
            "ponte segue una linea tratteggiata e ha bisogno di un numero almeno a un'estremità. "
            "L'isola {b} ha il tuo {value}: tocca la linea da {a} a {b}. "
            "Linea corta? Tocca l'isola {a} e poi la {b}."
        ),
        "many": (
            "Azione b: questa carta dà {count} ponti; li disegni tutti oppure nessuno. Un ponte "
            "segue una linea tratteggiata e ha bisogno di un numero almeno a un'estremità. L'isola "
            "{b} ha il tuo {value}: tocca la linea da {a} a {b}. "
            "Linea corta? Tocca l'isola {a} e poi la {b}."
        ),
        "other": (
            "Azione b: questa carta dà {count} ponti; li disegni tutti oppure nessuno. Un ponte "
            "segue una linea tratteggiata e ha bisogno di un numero almeno a un'estremità. L'isola "
            "{b} ha il tuo {value}: tocca la linea da {a} a {b}. "
            "Linea corta? Tocca l'isola {a} e poi la {b}."
        ),
    },
    "tutorial.step.second_bridge": (
        "Ora la linea da {a} a {b}: anche l'isola {b}, con la bandiera blu, riceve il suo primo "
        "ponte."
    ),
    "tutorial.step.third_bridge": (
        "Il terzo ponte parte dall'isola {a}, dove hai appena scritto il {number}: tocca la linea "
        "da {a} a {b}."
    ),
    "tutorial.step.done_round1": (
        "Tutti i ponti della carta sono disegnati. Ognuna delle tre isole con bandiera blu ha ora "
        "un ponte, quindi dal prossimo giro possono ricevere un numero. Tocca il pulsante "
        "evidenziato per chiudere il giro."
    ),
    "tutorial.step.flag_number": {
        "one": (
            "Giro 2: {number} e {count} ponte. L'isola {island} ha una bandiera, ma ora vi arriva "
            "un ponte di un giro precedente: toccala per scrivere il {number}."
        ),
        "many": (
            "Giro 2: {number} e {count} ponti. L'isola {island} ha una bandiera, ma ora vi arriva "
            "un ponte di un giro precedente: toccala per scrivere il {number}."
        ),
        "other": (
            "Giro 2: {number} e {count} ponti. L'isola {island} ha una bandiera, ma ora vi arriva "
            "un ponte di un giro precedente: toccala per scrivere il {number}."
        ),
    },
    "tutorial.step.finish_island": (
        "L'isola {a} ha il numero {number} e un ponte. Disegna il ponte di questa carta da {a} a "
        "{b}: l'isola {a} avrà allora tanti ponti quanto il suo numero."
    ),
    "tutorial.step.done_round2": (
        "L'isola {island} è terminata: è cerchiata e non accetta altri ponti. Tocca il pulsante "
        "evidenziato per chiudere il giro."
    ),
    "tutorial.step.flag_again": {
        "one": (
            "Giro 3: {number} e {count} ponte. Scrivi il {number} sull'isola {island}, l'altra "
            "isola con bandiera blu che ha già un ponte."
        ),
        "many": (
            "Giro 3: {number} e {count} ponti. Scrivi il {number} sull'isola {island}, l'altra "
            "isola con bandiera blu che ha già un ponte."
        ),
        "other": (
            "Giro 3: {number} e {count} ponti. Scrivi il {number} sull'isola {island}, l'altra "
            "isola con bandiera blu che ha già un ponte."
        ),
    },
    "tutorial.step.double_bridge": (
        "Una linea porta due ponti, mai di più. Disegna un secondo ponte da {a} a {b}: così "
        "termini entrambe le isole in un colpo solo."
    ),
    "tutorial.step.double_again": (
        "Un altro secondo ponte, da {a} a {b}. L'isola {b} non ha ancora un numero; ora ha due "
        "ponti."
    ),
    "tutorial.step.plain_end": (
        "L'ultimo ponte di questa carta: da {a} a {b}. L'isola {a} raggiunge tanti ponti quanto il "
        "suo numero ed è terminata; l'isola {b} non ha numero, e basta un'estremità con un numero."
    ),
    "tutorial.step.done_round3": (
        "In questo giro sono state terminate altre isole. Ogni isola terminata vale 2 punti a fine "
        "partita. Tocca il pulsante evidenziato per chiudere il giro."
    ),
    "tutorial.step.exact_number": {
        "one": (
            "Giro 4: {number} e {count} ponte. L'isola {island} ha già {bridges} ponti, e un "
            "numero non può mai essere più piccolo. Il {number} va proprio bene, quindi l'isola è "
            "terminata appena lo scrivi: toccala."
        ),
        "many": (
            "Giro 4: {number} e {count} ponti. L'isola {island} ha già {bridges} ponti, e un "
            "numero non può mai essere più piccolo. Il {number} va proprio bene, quindi l'isola è "
            "terminata appena lo scrivi: toccala."
        ),
        "other": (
            "Giro 4: {number} e {count} ponti. L'isola {island} ha già {bridges} ponti, e un "
            "numero non può mai essere più piccolo. Il {number} va proprio bene, quindi l'isola è "
            "terminata appena lo scrivi: toccala."
        ),
    },
    "tutorial.step.try_finished": (
        "Tutte e tre le isole con bandiera blu sono terminate! Ora prova a disegnare un ponte da "
        "{a} a {b}."
    ),
    "tutorial.step.skip_bridges": (
        "Rifiutato: l'isola {island} è terminata e non accetta altri ponti. Puoi rinunciare "
        "all'azione b: i ponti di una carta si disegnano tutti o nessuno. Chiudi il giro con il "
        "pulsante evidenziato, senza disegnarne."
    ),
    "tutorial.step.chain_island": {
        "one": (
            "Le bandiere blu sono tue: {points} punti, perché da solo valgono per intero fino al "
            "giro {deadline} (dopo, solo {low}). Giro 5: {number} e {count} ponte. L'isola "
            "{island} ha un ponte: scrivici il {number} per terminarla."
        ),
        "many": (
            "Le bandiere blu sono tue: {points} punti, perché da solo valgono per intero fino al "
            "giro {deadline} (dopo, solo {low}). Giro 5: {number} e {count} ponti. L'isola "
            "{island} ha un ponte: scrivici il {number} per terminarla."
        ),
        "other": (
            "Le bandiere blu sono tue: {points} punti, perché da solo valgono per intero fino al "
            "giro {deadline} (dopo, solo {low}). Giro 5: {number} e {count} ponti. L'isola "
            "{island} ha un ponte: scrivici il {number} per terminarla."
        ),
    },
    "tutorial.step.done_chain": (
        "Sei isole terminate sono ora collegate da ponti senza nessuna isola non terminata in "
        "mezzo: una catena di sei. Chiudi il giro con il pulsante evidenziato per ottenere i punti "
        "della catena."
    ),
    "tutorial.step.real_game": (
        "La catena vale {points} punti: da solo vale per intero fino al giro {deadline}, dopo "
        "{low}. Hai visto tutte le regole. Tocca il pulsante evidenziato per giocare una vera "
        "partita con tutte le 17 carte."
    ),
    "tutorial.not_now.start": (
        "Non ancora: ogni partita comincia dal numero di partenza. Tocca il pulsante evidenziato "
        "per scrivere il {value} sull'isola {island}."
    ),
    "tutorial.not_now.number": (
        "Non ora: in questo passo si scrive il numero della carta sull'isola {island}. Tocca "
        "l'isola evidenziata."
    ),
    "tutorial.not_now.bridge": (
        "Non ora: in questo passo si disegna un ponte sulla linea da {a} a {b}. Tocca la linea "
        "evidenziata."
    ),
    "tutorial.not_now.try_island": (
        "Per questa lezione, tocca prima l'isola {island}, anche se sembra sbagliato: vedrai che "
        "cosa dice il gioco."
    ),
    "tutorial.not_now.try_line": (
        "Per questa lezione, tocca la linea da {a} a {b}, anche se sembra sbagliato: vedrai che "
        "cosa dice il gioco."
    ),
    "tutorial.not_now.done": (
        "Non ora: tutto ciò che serve in questo giro è fatto. Tocca il pulsante evidenziato per "
        "chiuderlo."
    ),
    "tutorial.not_now.finish": (
        "La partita guidata è finita. Tocca il pulsante evidenziato per iniziare una vera partita."
    ),
}
