"""Portuguese: every player-facing text, keyed by message id.

Same keys and parameters as the English catalogue. Plural messages give the
CLDR categories of Portuguese (``one`` for 0 and 1, ``many`` only for exact
millions, so it reads as ``other``); a ``one`` form therefore never spells
out "1". Words follow the Portuguese rulebook (ilha, ponte, bandeira, carta,
ronda, quadro, lado A/B, ilha completa); the sentences are European Portuguese
(pt-PT, the rulebook's edition, spelt as after the 1990 agreement) and address the
player as "tu" (tests/test_texts_pt.py keeps Brazilian forms out).
"""

from __future__ import annotations

from typing import Final

from ..plurals import Catalogue

MESSAGES: Final[Catalogue] = {
    # Refusals, by rule code (docs/interfaces.md lists them).
    "rule.bad_start": "O início tem de ser um 3 ou um 4 numa ilha sem bandeira.",
    "rule.island_taken": "A ilha {island} já tem um número.",
    "rule.flag_needs_bridge": (
        "A ilha {island} tem bandeira: só aceita um número depois de lhe chegar "
        "uma ponte de uma ronda anterior."
    ),
    "rule.number_below_bridges": {
        "param": "bridges",
        "one": (
            "A ilha {island} já tem {bridges} ponte: precisa de um número de pelo menos {bridges}."
        ),
        "many": (
            "A ilha {island} já tem {bridges} pontes: precisa de um número de pelo menos {bridges}."
        ),
        "other": (
            "A ilha {island} já tem {bridges} pontes: precisa de um número de pelo menos {bridges}."
        ),
    },
    "rule.no_such_line": "Não há linha entre as ilhas {a} e {b}.",
    "rule.bridge_needs_number": (
        "Uma ponte precisa de um número em pelo menos uma ponta: "
        "as ilhas {a} e {b} ainda não têm nenhum."
    ),
    "rule.line_full": "A linha {a}-{b} já tem 2 pontes, o máximo que uma linha aceita.",
    "rule.bridges_cross": "Uma ponte em {a}-{b} cruzaria a ponte em {other}.",
    "rule.too_many_bridges": {
        "param": "limit",
        "one": "A ilha {island} não aceita outra ponte: permite só {limit}.",
        "many": "A ilha {island} não aceita outra ponte: permite {limit}.",
        "other": "A ilha {island} não aceita outra ponte: permite {limit}.",
    },
    "rule.island_finished": "A ilha {island} está completa: não aceita mais pontes.",
    "rule.all_bridges_drawn": {
        "one": "Esta carta pede exatamente {count} ponte, e ela já está desenhada.",
        "many": "Esta carta pede exatamente {count} pontes, e já estão todas desenhadas.",
        "other": "Esta carta pede exatamente {count} pontes, e já estão todas desenhadas.",
    },
    "rule.wrong_bridge_count": {
        "one": "Esta carta pede exatamente {count} ponte, ou nenhuma (desenhaste {drawn}).",
        "many": ("Esta carta pede exatamente {count} pontes, ou nenhuma (desenhaste {drawn})."),
        "other": ("Esta carta pede exatamente {count} pontes, ou nenhuma (desenhaste {drawn})."),
    },
    "rule.too_many_rounds": "O jogo tem só 17 rondas.",
    "rule.number_written": (
        "Já escreveste o número desta ronda, na ilha {island}. Desfaz para o mudar de lugar."
    ),
    "rule.no_such_island": "Não existe a ilha {island}.",
    "rule.game_over": "Este jogo terminou: as 17 cartas já foram jogadas.",
    "rule.not_started": "Primeiro escolhe a ilha inicial.",
    "rule.already_started": "A tua ilha inicial já foi escolhida.",
    "rule.nothing_to_undo": "Não há nada para desfazer nesta ronda.",
    "rule.undo_breaks_turn": (
        "A ilha {island} não pode perder o número: as pontes desta ronda precisam dele."
    ),
    # Unreadable records.
    "record.not_json": "Isto não é um registo de jogo do Hashi (não é um JSON legível).",
    "record.too_big": "Isto não é um registo de jogo do Hashi (é demasiado longo).",
    "record.too_deep": "Isto não é um registo de jogo do Hashi (está aninhado demasiado fundo).",
    "record.not_object": "Isto não é um registo de jogo do Hashi.",
    "record.format": "Formato de registo desconhecido {value!r}: o esperado é 'hashi/1'.",
    "record.field": "O campo '{field}' do registo não existe ou tem o tipo errado.",
    "record.name_long": "O nome de um jogador tem mais de {most} caracteres.",
    "record.seed": (
        "A semente {value!r} não é válida: usa de 1 a 64 letras, algarismos, '_' ou '-'."
    ),
    "record.side": "O lado do quadro deve ser {sides}, não {value!r}.",
    "record.mode": "O modo deve ser 'solo' ou 'multi', não {value!r}.",
    "record.solo_players": ("Um jogo a solo tem exatamente um jogador (este registo tem {count})."),
    "record.analysis_players": (
        "A análise é para o jogo de um só jogador (jogadores neste registo: {count})."
    ),
    "move.unreadable": "{text!r} não é uma jogada.",
    "record.no_players": "Um registo precisa de pelo menos um jogador.",
    "record.too_many_players": (
        "O Hashi joga-se com 4 jogadores no máximo (este registo tem {count})."
    ),
    "record.island": "A ilha {value!r} não está no lado {side} do quadro.",
    "record.unreadable_file": "Não foi possível ler o ficheiro: {reason}",
    "record.result_damaged": "Este link de resultado está danificado ou foi alterado.",
    "record.result_version": "Este link de resultado vem de uma versão mais recente do Hashi.",
    "record.result_foreign": (
        "Este resultado é da semente {seed}, lado {side}, e não de {want}, lado {side_want}."
    ),
    # Share strings (spoiler-free).
    "share.head": "Hashi {seed} lado {side}, {rounds}/17",
    "share.red": "\U0001f6a9 vermelha r{round}",
    "share.red_none": "\U0001f6a9 vermelha \u2014",
    "share.blue": "\U0001f3f3 azul r{round}",
    "share.blue_none": "\U0001f3f3 azul \u2014",
    "share.chain": "\u26d3 cadeia r{round}",
    "share.chain_none": "\u26d3 cadeia \u2014",
    "share.total": "{total} pontos",
    # The page.
    "ui.title": "Hashi",
    "ui.app_name": "Hashi \u2014 ilhas e pontes",
    "ui.app_description": (
        "O jogo de ilhas de virar e escrever: escreve números, desenha pontes, "
        "joga sozinho ou com amigos."
    ),
    "ui.tagline": "Ilhas, números e pontes",
    "ui.loading": "A carregar o motor do jogo…",
    "ui.load_failed": "O jogo não conseguiu iniciar: um dos seus ficheiros não chegou completo, ou este navegador não o consegue executar. Verifica a ligação e tenta de novo; os teus jogos guardados continuam a salvo.",
    "ui.load_slow": "Os ficheiros do jogo estão a demorar muito a chegar. Verifica a ligação; podes continuar à espera ou tentar de novo.",
    "ui.try_again": "Tentar de novo",
    "ui.offline_unavailable": "Este dispositivo não conseguiu guardar uma cópia do jogo (falta espaço ou uma transferência falhou): não vai funcionar sem ligação.",
    "ui.board_label": "Quadro, lado {side}",
    "ui.island": "Ilha {island}",
    "ui.flag_red": "bandeira vermelha",
    "ui.flag_blue": "bandeira azul",
    "ui.island_number": "número {number}",
    "ui.island_free": "sem número",
    "ui.island_bridges": {
        "param": "bridges",
        "one": "pontes: {bridges}",
        "many": "pontes: {bridges}",
        "other": "pontes: {bridges}",
    },
    "ui.island_finished": "completa",
    "ui.line_label": {
        "param": "bridges",
        "one": "Linha da ilha {a} à ilha {b}, pontes: {bridges}",
        "many": "Linha da ilha {a} à ilha {b}, pontes: {bridges}",
        "other": "Linha da ilha {a} à ilha {b}, pontes: {bridges}",
    },
    "ui.round": "Ronda",
    "ui.of_rounds": "de 17",
    "ui.setup_round": "Preparação",
    "ui.game_over": "Fim de jogo",
    "ui.card_label": {
        "param": "bridges",
        "one": "Carta: número {number}, {bridges} ponte",
        "many": "Carta: número {number}, {bridges} pontes",
        "other": "Carta: número {number}, {bridges} pontes",
    },
    "ui.no_card": "Ainda sem carta",
    "ui.bridges_left": "Pontes a desenhar: {left} de {count}",
    "ui.total": "Pontos",
    "ui.confirm": "Pronto — próxima carta",
    "ui.confirm_skip": "Saltar esta carta",
    "ui.confirm_no_bridges": "Pronto — sem pontes",
    "ui.undo": "Desfazer",
    "ui.new_game": "Novo jogo",
    "ui.tutorial": "Primeiro jogo guiado",
    "ui.share": "Partilhar",
    "ui.export": "Guardar ficheiro",
    "ui.import": "Abrir ficheiro",
    "ui.side": "Lado do quadro",
    "ui.side_a": "Lado A (mais fácil)",
    "ui.side_b": "Lado B (mais difícil)",
    "ui.seed": "Semente",
    "ui.seed_placeholder": "ex.: K7QX2M",
    "ui.play_seed": "Jogar esta semente",
    "ui.setup_help": (
        "Escolhe a tua ilha inicial: toca numa ilha sem bandeira e depois em 3 ou 4 — "
        "ou usa o início desta distribuição."
    ),
    "ui.seed_start": "Início da distribuição: {value} na ilha {island}",
    "ui.seed_start_short": "Início da distribuição",
    "ui.start_3": "Escrever 3",
    "ui.start_4": "Escrever 4",
    "ui.play_help": (
        "Toca numa ilha para escrever o número da carta, toca nas linhas para desenhar "
        "pontes e depois em Pronto."
    ),
    "ui.choose_island_first": "Primeiro toca numa ilha sem bandeira.",
    "ui.finished_islands": "Ilhas completas: {count}",
    "ui.island_points": "Ilhas completas: {count} \u00d7 2 = {points}",
    "ui.bonus_reached": "{label}: ronda {round} — {points} pontos",
    "ui.bonus_progress": "{label}: {done} de {need} — agora vale {points}",
    "ui.bonus_progress_deadline": (
        "{label}: {done} de {need} — vale {points} até à ronda {deadline}, {low} depois"
    ),
    "ui.bonus_preview": "{label}: bónus alcançado nesta ronda — {points} pontos ao confirmar",
    "ui.chain_need": "{label}: maior grupo {done} de {need} — agora vale {points}",
    "ui.chain_deadline": (
        "{label}: maior grupo {done} de {need} — vale {points} até à ronda {deadline}, {low} depois"
    ),
    "ui.bonus_missed": "{label}: bónus não alcançado",
    "ui.total_line": "Total: {total}",
    "ui.end_summary": "Pontuação final: {total}",
    "ui.end_summary_title": "Pontuação final: {total} \u2014 {title}",
    "ui.end_summary_solo_rules": "Pontuação final: {total} ({solo} pelas regras a solo)",
    "ui.title_line": "O teu título: {title}",
    "ui.cards_heading": "Cartas",
    "ui.cards_help": "As cartas jogadas são riscadas; uma carta fica escondida até ao fim.",
    "ui.card_played": "jogada",
    "ui.card_now": "em jogo",
    "ui.card_hidden": "carta escondida",
    "ui.card_to_come": "ainda por vir",
    "ui.card_cell": {
        "param": "bridges",
        "one": "{number} com {bridges} ponte: {state}",
        "many": "{number} com {bridges} pontes: {state}",
        "other": "{number} com {bridges} pontes: {state}",
    },
    "ui.in_progress": "Jogos em curso",
    "ui.resume_solo": "Continuar {seed} (lado {side}, ronda {round})",
    "ui.resume_party": "Continuar {seed} em passar e jogar (lado {side}, ronda {round})",
    "ui.resume_challenge": "Continuar o desafio {seed} (lado {side}, ronda {round})",
    "ui.history": "Jogos terminados",
    "ui.history_row": "{seed} lado {side} \u2014 {name}: {total} pontos",
    "ui.best": "Melhor no lado {side}: {total}",
    "ui.shared": "Link copiado: {url}",
    "ui.share_link": "Copie este link para enviá-lo: {url}",
    "ui.share_text": "Joga Hashi comigo: semente {seed}, lado {side}",
    "ui.saved_file": "Jogo guardado num ficheiro.",
    "ui.imported": "Jogo {seed} (lado {side}) aberto.",
    "ui.bad_seed_link": "A semente do link, {seed!r}, não é válida; os teus jogos não mudaram.",
    "ui.bad_side_link": "O lado do link deve ser {sides}; foi ignorado.",
    "ui.import_failed": "Não é possível abrir este ficheiro: {reason}",
    "ui.import_failed_start": "Não é possível abrir este ficheiro: a ilha inicial de {name}: {reason}",
    "ui.import_failed_at": "Não é possível abrir este ficheiro: {name}, ronda {round}: {reason}",
    "ui.number_taken_back": "Número retirado.",
    "ui.undone": "Passo desfeito.",
    "ui.update_ready": "Há uma nova versão disponível.",
    # Q1: drawing a bridge on a small screen (issue 27).
    "ui.bridge_help": (
        "Uma linha demasiado curta para tocar? Uma ilha com anel é a primeira ponta de uma "
        "ponte (a que acabaste de numerar ou a que tocaste): toca na vizinha para desenhar a "
        "ponte. Ou arrasta de uma ilha para a outra."
    ),
    # Playing with friends.
    "ui.mode": "Jogadores",
    "ui.mode_party": "Passar e jogar",
    "ui.mode_challenge": "Desafio da semente",
    "ui.your_name": "O teu nome",
    "ui.name_placeholder": "Nome",
    "ui.player_name_label": "Nome do jogador",
    "ui.start_party": "Começar: passar e jogar",
    "ui.start_challenge": "Jogar esta distribuição como desafio",
    "ui.daily": "Desafio de hoje",
    "ui.daily_played": "O desafio de hoje já foi jogado: aqui está o resultado. Amanhã há um novo.",
    "ui.party_needs_players": "Passar e jogar precisa de 2 a 4 nomes de jogadores.",
    "ui.choose_start_for": (
        "{chooser}, escolhe o início de {player}: toca numa ilha sem bandeira e depois em 3 ou 4."
    ),
    "ui.your_turn": "Vez de {name} \u2014 ronda {round}",
    "ui.viewing": "Quadro de {name} (só para ver)",
    "ui.pass_to": "Passa o dispositivo a {name}.",
    "ui.take_turn": "Sou {name} \u2014 mostrar o meu quadro",
    "ui.handover_first": "Primeiro passa o dispositivo a {name}.",
    "ui.not_your_board": "Este não é o quadro em jogo: é a vez de {name}.",
    "ui.players": "Jogadores",
    "ui.player_row": "{name}: {total} pontos, ilhas completas: {finished}, ronda {round}",
    "ui.bonus_taken": (
        "{label}: {name} levou o valor alto na ronda {round} \u2014 {done} de {need}, "
        "agora vale {points}"
    ),
    "ui.result_heading": "O teu link de resultado",
    "ui.result_help": (
        "Envia este link aos amigos que jogam a mesma semente: leva o teu jogo inteiro. "
        "Cola os links deles abaixo."
    ),
    "ui.copy_result": "Copiar link",
    "ui.paste_result": "Link de resultado de um amigo",
    "ui.add_result": "Adicionar",
    "ui.result_added": (
        "O resultado de {name} em {seed} foi verificado e adicionado à classificação."
    ),
    "ui.result_refused": "Este resultado não foi adicionado: {reason}",
    "ui.result_copied": "Link de resultado copiado.",
    "ui.result_select": "O link de resultado está selecionado: copie-o para enviá-lo.",
    "ui.standings": "Classificação",
    "ui.standing_name": "Jogador",
    "ui.default_name": "Jogador",
    "ui.standing_rounds": "Rondas",
    "ui.standing_total": "Total",
    "ui.standing_bonus": "r{round}: {points}",
    "ui.reload": "Recarregar",
    # -- Q5: the coach: a hint's reasons (hashi_texts/coach.py puts them together) --
    "coach.write": "Escreve {number} na ilha {island}",
    "coach.skip": "Não escrevas nenhum número nesta ronda",
    "coach.pass": "Salta esta carta: nenhum número e nenhuma ponte nesta ronda",
    "coach.pass_advice": (
        "Salta esta carta: nenhum número e nenhuma ponte nesta ronda, já que {reasons}."
    ),
    "coach.advice": "{head}: {reasons}.",
    "coach.advice_bare": "{head}.",
    "coach.and": "{first} e {second}",
    "coach.list": "{first} e {last}",
    "coach.finishes": {
        "param": "count",
        "one": "termina a ilha {islands}",
        "many": "termina as ilhas {islands}",
        "other": "termina as ilhas {islands}",
    },
    "coach.reaches_red": "completa as bandeiras vermelhas por {points}",
    "coach.reaches_blue": "completa as bandeiras azuis por {points}",
    "coach.reaches_chain": "completa uma cadeia de 6 por {points}",
    "coach.completes_red": "completa as bandeiras vermelhas",
    "coach.completes_blue": "completa as bandeiras azuis",
    "coach.completes_chain": "completa uma cadeia de 6",
    "coach.closer_red": "as tuas bandeiras vermelhas chegam a {done} de {need}, com {left}",
    "coach.closer_blue": "as tuas bandeiras azuis chegam a {done} de {need}, com {left}",
    "coach.closer_chain": "a tua cadeia chega a {done} de {need}, com {left}",
    "coach.left": {
        "param": "rounds",
        "one": "{rounds} ronda pela frente",
        "many": "{rounds} rondas pela frente",
        "other": "{rounds} rondas pela frente",
    },
    "coach.left_for": {
        "param": "rounds",
        "one": "{rounds} ronda pela frente para {points}",
        "many": "{rounds} rondas pela frente para {points}",
        "other": "{rounds} rondas pela frente para {points}",
    },
    "coach.points": {
        "param": "points",
        "one": "{points} ponto",
        "many": "{points} pontos",
        "other": "{points} pontos",
    },
    "coach.keeps_open": "deixa a ilha {island} livre para um {number}",
    "coach.no_room": "nenhuma ilha pode receber um {number}",
    "coach.needs": {
        "param": "count",
        "one": "a ilha {island} ainda vai precisar de {count} ponte",
        "many": "a ilha {island} ainda vai precisar de {count} pontes",
        "other": "a ilha {island} ainda vai precisar de {count} pontes",
    },
    # Bonuses and scoring.
    "bonus.red": "Bandeiras vermelhas",
    "bonus.blue": "Bandeiras azuis",
    "bonus.chain": "Cadeia de 6",
    # -- Q6: racing a friend's game (a ghost) --
    "ui.race_heading": "Competir com um amigo",
    "ui.race_help": "O quadro dessa pessoa aparece ao lado do teu depois de cada ronda tua, nunca antes.",
    "ui.race_with": "Competir com {name}",
    "ui.race_stop": "Parar a corrida",
    "ui.race_started": "Estás a competir com {name}: o quadro dessa pessoa aparece ao lado do teu depois de cada uma das tuas rondas.",
    "ui.race_stopped": "Paraste a corrida.",
    "ui.race_waiting": "O quadro de {name} aparece quando escreveres o teu início.",
    "ui.race_start": "{name} no início",
    "ui.race_round": "{name} depois da ronda {round}",
    "ui.race_scores": "Pontos: tu {mine} · {name} {theirs}",
    "ui.race_bonus_both": "{label}: tu na ronda {mine}, {name} na ronda {theirs}",
    "ui.race_bonus_mine": "{label}: tu na ronda {mine}, {name} ainda não",
    "ui.race_bonus_theirs": "{label}: {name} na ronda {theirs}",
    "ui.race_behind": "O resultado de {name} termina depois da ronda {round}: ainda está a jogar.",
    # Solo titles, by total (as the Portuguese rulebook names them).
    "title.minion": "Lacaio",
    "title.dogsbody": "Tiradores de água",
    "title.bamboo_binder": "Aglomerante de bambu",
    "title.screw_tightener": "Torneiro de parafusos",
    "title.concrete_pourer": "Fundidor de cimento",
    "title.project_manager": "Gestor de projetos",
    "title.master_bridge_builder": "Operador de pontes",
    "title.professional_planner": "Especialista em planeamento",
    "title.statics_expert": "Perito em estática",
    "title.ace_architect": "Ás dos arquitetos",
    "title.construction_genius": "Génio da construção",
    "title.island_god": "Deus das ilhas",
    # -- The page: links, files, this device's storage, challenges, the end of a table --
    "ui.internal_error": "Algo correu mal nesse passo; o teu jogo não mudou.",
    "ui.reason_unknown": "não é um registo de jogo",
    "ui.bad_mode_link": "O modo de jogo do link {mode!r} não existe; foi ignorado.",
    "ui.bad_lang_link": "O idioma do link {lang!r} não está disponível.",
    "ui.one_then_more": "{first} {then}",  # (two of a link's problems, each a sentence)
    "ui.result_empty": "O resultado do link está vazio ou é demasiado longo; os teus jogos não mudam.",
    "ui.data_too_big": "é demasiado grande ({size} caracteres; no máximo {limit})",
    "ui.data_too_deep": "está aninhado demasiado fundo (mais de {limit} níveis)",
    "ui.data_not_json": "não é JSON",
    "ui.save_not_ours": "não é um jogo guardado por esta aplicação",
    "ui.storage_unavailable": (
        "Este navegador não guarda nada para esta página (modo privado ou armazenamento desligado):"
        " o progresso perde-se ao fechar o separador. Guarda o jogo num ficheiro para o manter."
    ),
    "ui.storage_full": (
        "O armazenamento deste dispositivo está cheio: o progresso não está a ser guardado. Guarda "
        "o jogo num ficheiro para o manter."
    ),
    # The lasting warnings' headlines, where room is short (a phone upright): the
    # sentences above stay the export button's description.
    "ui.storage_full_short": "Memória cheia: nada é guardado",
    "ui.storage_unavailable_short": "Este navegador não guarda o progresso",
    # "os dados": the sentence agrees with every item, whatever its gender.
    "ui.set_aside": "{item}: os dados não puderam ser lidos ({reason}); foram postos de parte, não apagados.",
    "ui.left_in_place": (
        "{item}: os dados não puderam ser lidos ({reason}); o armazenamento está demasiado cheio para "
        "os pôr de parte, por isso ficaram onde estavam."
    ),
    "ui.item_save": "Um jogo guardado",
    "ui.item_history": "A lista de jogos terminados",
    "ui.item_results": "A lista de resultados de amigos",
    "ui.item_other": "Um valor guardado",
    "ui.dismiss": "Entendido",
    "ui.save_gone": "Esse jogo já não está neste dispositivo.",
    "ui.nothing_to_export": "Ainda não há nada para guardar: escreve primeiro o início.",
    "ui.moved_elsewhere": "Este jogo continuou noutro separador: este é o seu estado mais recente.",
    "ui.moved_elsewhere_refused": (
        "Este jogo continuou noutro separador, por isso o teu último passo não ficou guardado: este"
        " é o jogo tal como está lá."
    ),
    "ui.side_after_start": "O lado só pode mudar antes de escrever o primeiro início.",
    "ui.name_deal": "Desafio {seed}, lado {side}",
    "ui.name_prompt": "O teu nome, para a classificação deste desafio:",
    "ui.give_name": "Jogar",
    "ui.name_needed": "Escreve primeiro um nome.",
    "ui.name_first": "Diz-nos primeiro o teu nome, para a classificação.",
    "ui.share_challenge_text": "Aceita o meu desafio de Hashi: semente {seed}, lado {side}",
    "ui.result_own": "Este é o teu próprio resultado em {seed}: o teu jogo está aqui.",
    "ui.result_nothing_pasted": "Cola primeiro o link do resultado de um amigo e depois adiciona-o.",
    "ui.result_known": "O resultado de {name} já está na classificação.",
    "ui.result_full": {
        "one": "O resultado de {name} não foi adicionado: a classificação já tem {count} jogador, tantos quantos uma partida de Hashi.",
        "many": "O resultado de {name} não foi adicionado: a classificação já tem {count} jogadores, tantos quantos uma partida de Hashi.",
        "other": "O resultado de {name} não foi adicionado: a classificação já tem {count} jogadores, tantos quantos uma partida de Hashi.",
    },
    "ui.result_updated": {
        "one": "Resultado de {name} atualizado: {count} ronda jogada.",
        "many": "Resultado de {name} atualizado: {count} rondas jogadas.",
        "other": "Resultado de {name} atualizado: {count} rondas jogadas.",
    },
    "ui.result_updated_unfinished": "Resultado de {name} atualizado.",
    "ui.standing_place": "Lugar",
    "ui.standing_islands": "Ilhas",
    "ui.standing_rounds_of": {
        "one": "{count}/17, a jogar",
        "many": "{count}/17, a jogar",
        "other": "{count}/17, a jogar",
    },
    "ui.standing_islands_later": {
        "one": "{count} completa",
        "many": "{count} completas",
        "other": "{count} completas",
    },
    "ui.standings_waiting": {
        "one": (
            "{names} ainda está a jogar: os pontos das ilhas contam para todos quando cada jogador "
            "tiver jogado 17 rondas."
        ),
        "many": (
            "{names} ainda estão a jogar: os pontos das ilhas contam para todos quando cada jogador"
            " tiver jogado 17 rondas."
        ),
        "other": (
            "{names} ainda estão a jogar: os pontos das ilhas contam para todos quando cada jogador"
            " tiver jogado 17 rondas."
        ),
    },
    "ui.standings_waiting_ended": {
        "one": (
            "{names} ainda está a jogar: os jogadores que jogaram as 17 rondas são pontuados em "
            "conjunto; os totais ainda podem mudar."
        ),
        "many": (
            "{names} ainda estão a jogar: os jogadores que jogaram as 17 rondas são pontuados em "
            "conjunto; os totais ainda podem mudar."
        ),
        "other": (
            "{names} ainda estão a jogar: os jogadores que jogaram as 17 rondas são pontuados em "
            "conjunto; os totais ainda podem mudar."
        ),
    },
    "ui.names_list": "{first} e {last}",
    "ui.choices_list": "{first} ou {last}",
    "ui.ranking_row": (
        "{name} — {total} (ilhas {islands}, vermelhas {red}, azuis {blue}, cadeia {chain})"
    ),
    "ui.ranking_winner": (
        "{name} — {total} (ilhas {islands}, vermelhas {red}, azuis {blue}, cadeia {chain}) — vence"
    ),
    "ui.table_winners": {
        "one": "Vence {names} com {total} pontos",
        "many": "Empate: {names} com {total} pontos cada",
        "other": "Empate: {names} com {total} pontos cada",
    },
    "ui.end_board_of": "Este é o quadro de {name}.",
    # The rules, the language choice and the computer player.
    "ui.rules": "Como jogar",
    "ui.language": "Idioma",
    # The language's own name, as its speakers write it (the language select).
    "ui.language_name": "Português",
    "ui.close": "Fechar",
    "ui.hint": "Dica",
    "ui.hint_thinking": "O computador está a pensar…",
    "ui.hint_shown": "A sugestão do computador está marcada: a ilha para o número e as linhas para as pontes.",
    "ui.hint_skip": "O computador sugere saltar esta carta: nenhum número e nenhuma ponte nesta ronda.",
    "ui.hint_undo": "A dica é um turno inteiro desde o início da ronda: desfaz as tuas jogadas para a poderes seguir.",
    "ui.hint_not_now": "As dicas são para uma ronda em jogo.",
    "ui.bot_failed": "O jogador do computador não conseguiu responder. Tenta de novo.",
    "ui.bot_start_failed": "O jogador do computador não conseguiu iniciar. Verifica a ligação e tenta de novo.",
    "ui.bot_timeout": "O jogador do computador demorou demasiado a responder e foi parado. Tenta de novo.",
    "ui.bot_retry_later": "O jogador do computador acabou de falhar: espera alguns segundos e tenta de novo.",
    "ui.bot_starting": "O computador está a preparar-se…",
    "ui.bot_step": "(passo {done} de {total})",
    "ui.hints_used": {
        "one": "Usaste {count} dica neste jogo.",
        "many": "Usaste {count} dicas neste jogo.",
        "other": "Usaste {count} dicas neste jogo.",
    },
    "share.hints": {"one": "{count} dica", "many": "{count} dicas", "other": "{count} dicas"},
    "share.hints_note": {
        "one": "(jogado com {count} dica)",
        "many": "(jogado com {count} dicas)",
        "other": "(jogado com {count} dicas)",
    },
    "ui.analyse": "O melhor jogo possível",
    "ui.analysis_not_now": "A análise é para um jogo terminado de um só jogador.",
    "ui.analysis_thinking": "A procurar o melhor jogo desta distribuição…",
    "ui.best_total": "Melhor jogo encontrado:",
    "ui.analysis_summary": "Fizeste {total}; conhecendo todas as cartas de antemão, era possível {best}.",
    "ui.ahead_bonus": "Ronda {round}: {label} — no melhor jogo.",
    "ui.ahead_island": "Ronda {round}: o melhor jogo completou a ilha {island}, que não completaste.",
    "ui.analysis_no_gap": "O teu jogo foi tão bom como o melhor encontrado.",
    "ui.analysis_step": "Depois da ronda {round}",
    "ui.analysis_prev": "Ronda anterior",
    "ui.analysis_next": "Ronda seguinte",
    "ui.analysis_yours": "O teu jogo",
    "ui.analysis_best": "Melhor jogo",
    # Accessibility (issue 12).
    "a11y.playable": "jogável agora",
    "a11y.line_blocked": "bloqueada por uma ponte que a cruza",
    "a11y.skip_to_controls": "Saltar para os controlos",
    "a11y.announce_number": "Escrito {number} na ilha {island}.",
    "a11y.announce_bridge": {
        "param": "bridges",
        "one": "Ponte da ilha {a} à ilha {b}: {bridges} ponte.",
        "many": "Ponte da ilha {a} à ilha {b}: {bridges} pontes.",
        "other": "Ponte da ilha {a} à ilha {b}: {bridges} pontes.",
    },
    "a11y.bridge_from": (
        "Ilha {island} escolhida: toca numa ilha vizinha para desenhar uma ponte até ela."
    ),
    "ui.double_tap": (
        "Esse segundo toque veio demasiado rápido depois do último passo e não foi usado: toca de novo se era isso que querias."
    ),
    "ui.double_press": (
        "Essa segunda pressão da tecla veio demasiado rápido depois do último passo e não foi usada: prime de novo se era isso que querias."
    ),
    # A button's (on Done, tapping again would be the next round's step): not invited again.
    "ui.double_tap_button": "Esse segundo toque veio demasiado rápido depois do último passo e não foi usado.",
    "a11y.announce_start": "Início: {value} na ilha {island}.",
    "a11y.announce_chosen": "Ilha {island} escolhida para o início: agora escolhe 3 ou 4.",
    "a11y.announce_round": {
        "param": "bridges",
        "one": "Ronda {round}: carta {number} com {bridges} ponte.",
        "many": "Ronda {round}: carta {number} com {bridges} pontes.",
        "other": "Ronda {round}: carta {number} com {bridges} pontes.",
    },
    "a11y.announce_end": "Fim de jogo. Total {total}.",
    "a11y.announce_by": "{name}: {said}",
    "a11y.keyboard_help": (
        "Teclas: as setas levam de uma ilha a outra; Shift+seta desenha uma ponte nessa "
        "direção; Enter ou Espaço escreve o número da carta."
    ),
    "a11y.describe": "Descrever o quadro",
    "a11y.describe_row": "Fila {row}: ilhas {islands}.",
    "a11y.describe_row_one": "Fila {row}: ilha {islands}.",
    "a11y.describe_lines": {
        "param": "count",
        "one": "{count} linha.",
        "many": "{count} linhas.",
        "other": "{count} linhas.",
    },
    "a11y.describe_crossings": {
        "param": "count",
        "one": "{count} par de linhas cruza-se: {pairs}.",
        "many": "{count} pares de linhas cruzam-se: {pairs}.",
        "other": "{count} pares de linhas cruzam-se: {pairs}.",
    },
    "a11y.describe_pair": "{a} com {b}",
    "a11y.describe_no_crossings": "Nenhuma linha se cruza.",
    # The rules, the language choice and the computer player.
    "ui.player_row_easy": "{name} (computador, fácil): {total} pontos, ilhas completas: {finished}, ronda {round}",
    "ui.player_row_normal": "{name} (computador, normal): {total} pontos, ilhas completas: {finished}, ronda {round}",
    "ui.player_row_hard": "{name} (computador, difícil): {total} pontos, ilhas completas: {finished}, ronda {round}",
    "ui.computer_turn": "É a vez de {name}: o computador está a jogar.",
    "ui.computer_playing": "{name} (computador) está a jogar…",
    "ui.seat_stuck": "O computador não pode jogar agora a vez de {name}. Como continua o jogo?",
    "ui.stuck_retry": "Pedir de novo ao computador",
    "ui.stuck_person": "Uma pessoa joga o quadro de {name}",
    "ui.stuck_out": "{name} fica de fora pelo resto do jogo",
    "ui.seat_person_now": "De agora em diante uma pessoa joga o quadro de {name}.",
    "ui.seat_out_now": "{name} fica de fora: nem números nem pontes nesse quadro.",
    "ui.player_row_out": "{name} (de fora): {total} pontos, ilhas completas: {finished}, ronda {round}",
    "ui.seat_label": "Quem joga",
    "ui.seat_person": "Uma pessoa",
    "ui.seat_easy": "Computador: fácil",
    "ui.seat_normal": "Computador: normal",
    "ui.seat_hard": "Computador: difícil",
    # Replays, the scores chart and the share picture (issue 21).
    "replay.open": "Rever o jogo",
    "replay.close": "Voltar ao jogo",
    "replay.at_start": "Início",
    "replay.after_round": "Depois da ronda {round} de {rounds}",
    "replay.title_line": "Título: {title}",  # anyone's: a friend's replay, the best game
    "replay.still_playing": {
        "one": "{name} jogou {count} ronda até agora.",
        "many": "{name} jogou {count} rondas até agora.",
        "other": "{name} jogou {count} rondas até agora.",
    },
    "replay.no_number": "Nenhum número escrito.",
    "replay.bridges": {
        "one": "{count} ponte: {lines}.",
        "many": "{count} pontes: {lines}.",
        "other": "{count} pontes: {lines}.",
    },
    "replay.no_bridges": "Nenhuma ponte.",
    "replay.bonus_taken": "{label}: alcançado, {points} pontos.",
    "replay.board_label": "{name} — {position}",
    "replay.first": "Ao início",
    "replay.previous": "Ronda anterior",
    "replay.next": "Ronda seguinte",
    "replay.last": "Ao fim",
    "replay.play": "Reproduzir",
    "replay.pause": "Pausar",
    "replay.slider": "Ronda",
    "replay.heading": "Rever o jogo: {names} · semente {seed} · lado {side}",
    "replay.heading_dated": "Rever o jogo: {names} · semente {seed} · lado {side} · {date}",
    "replay.round_of": "Ronda {round} de {rounds}",
    "ui.bad_round_link": "A ronda do link {round!r} não é uma das rondas do jogo (de 0 a {last}).",
    "ui.bad_screen_link": "O ecrã do link {screen!r} não existe; aqui está o jogo.",
    "ui.replay_unknown": "Este dispositivo não tem nenhum jogo com esse identificador: não há nada para rever; o teu jogo não mudou.",
    "ui.replay_unavailable": "O primeiro jogo guiado não pode ser revisto.",
    "ui.replay_refused": "Este jogo não pode ser revisto: {reason}",
    "chart.heading": "As tuas pontuações a solo",
    "chart.games": {
        "one": "{number} jogo a solo",
        "many": "{number} jogos a solo",
        "other": "{number} jogos a solo",
    },
    "chart.best": "Melhor: {total}",
    "chart.point": "Semente {seed}, lado {side}: {total} pontos",
    "chart.side_empty": "Ainda não há jogos a solo neste lado.",
    "chart.empty": "Termina um jogo a solo para veres aqui as tuas pontuações.",
    "chart.streak": "Desafios diários seguidos: {number} (recorde: {best})",
    "chart.no_daily": "Ainda não jogaste nenhum desafio diário.",
    "chart.day_played": "{date}: jogado",
    "chart.day_missed": "{date}: não jogado",
    "chart.caption": "Os teus jogos a solo, do mais antigo ao mais recente",
    "chart.col_game": "Jogo",
    "chart.col_date": "Data",
    "chart.col_title": "Título",
    "chart.col_note": "Nota",
    "chart.personal_best": "Recorde pessoal",
    "ui.share_picture": "Partilhar imagem",
    "picture.label": "Hashi, semente {seed}, lado {side}: {total} pontos",
    "picture.deal": "Semente {seed} · lado {side}",
    "picture.bonus": "ronda {round} · {points} pontos",
    "picture.bonus_none": "não alcançado",
    "picture.spoiler_free": "Sem números nem pontes: o desafio continua aberto.",
    # -- Q3 (issue 27 #5): replay links of your own games --
    "record.result_is_replay": (
        "Este é um link para rever um jogo, não um resultado: abre-o para ver o jogo."
    ),
    "record.replay_damaged": "Este link para rever o jogo está danificado ou foi alterado.",
    "record.replay_version": "Este link para rever o jogo vem de uma versão mais recente do Hashi.",
    "ui.replay_link_game": "Link para rever este jogo",
    "ui.replay_link_board": "Link para rever o quadro de {name}",
    "ui.replay_link_help": (
        "Envia-o a quem quiseres: verá este jogo ronda a ronda, em qualquer aparelho."
    ),
    "ui.replay_link_share": "Partilhar o link",
    "ui.replay_link_copy": "Partilhar link",
    "ui.replay_link_of": "Partilhar link: {game}",
    "ui.replay_share_text": "Vê o meu jogo de Hashi, ronda a ronda.",
    # -- issue 21: the screens (history, replays, share picture) in the page --
    "ui.open_history": "As tuas pontuações e jogos para rever",
    "ui.screen_back_history": "Voltar às tuas pontuações",
    "ui.chart_table": "Pontuações numa tabela",
    "ui.finished_games": "Rever um jogo terminado",
    "ui.more_games": "Mostrar jogos anteriores",
    "ui.replay_game": "Semente {seed} · lado {side} · total {total}",
    "ui.replay_this": "Rever este jogo",
    "ui.replay_of": "Rever o jogo de {name}",
    "ui.picture_share": "Imagem partilhada.",
    "ui.picture_download": "Imagem guardada como {name}.",
    "ui.picture_failed": "Este aparelho não conseguiu criar a imagem.",
    # Keeping games on a device (web/model/keeping.py)
    "ui.keep_tip": "Para manteres os teus jogos neste dispositivo, adiciona o Hashi ao ecrã principal e usa de vez em quando “{export}”: um navegador pode apagar o que um site guarda.",
    "ui.last_backup": "Última vez guardado num ficheiro: {date}",
    "ui.no_backup": "Ainda nenhum jogo guardado num ficheiro.",
    "ui.storage_lost": "Este dispositivo tinha jogos aqui, e o navegador apagou-os (o Safari faz isso após sete dias sem visitas). Um jogo guardado num ficheiro volta com “{import_}”.",
}
