"""Portuguese: "How to play" and the guided first game (words of the Portuguese edition)."""

from typing import Final

MESSAGES: Final[dict[str, str | dict[str, str]]] = {
    # How to play.
    "howto.title": "Como jogar",
    "howto.intro": (
        "Hashi é um jogo de ilhas, números e pontes para 1 a 4 jogadores. Todos jogam ao mesmo "
        "tempo as mesmas cartas, cada um no seu próprio quadro; ganha quem planear melhor as suas "
        "pontes."
    ),
    "howto.basics.heading": "Ilhas, números e pontes",
    "howto.basics.p1": (
        "Cada quadro mostra 18 ilhas unidas por linhas pontilhadas. Quatro ilhas têm uma bandeira "
        "vermelha, três uma bandeira azul e as outras onze não têm bandeira. Ao longo do jogo, "
        "escreves números de 1 a 6 nas ilhas, no máximo um por ilha, e desenhas pontes ao longo "
        "das linhas pontilhadas."
    ),
    "howto.basics.p2": (
        "Uma ilha fica completa no momento em que tem exatamente tantas pontes como o seu número. "
        "É rodeada por um círculo e não recebe mais pontes. Só as ilhas completas dão pontos, por "
        "isso cada número que escreves é uma pequena promessa que terás de cumprir."
    ),
    "howto.figure.finished.caption": (
        "Completa: o 3 do meio tem três pontes e está rodeado por um círculo. Ao 5 da direita "
        "ainda faltam três."
    ),
    "howto.figure.finished.label": {
        "one": (
            "Quadro pequeno: a ilha do meio tem o número {number} e {count} ponte, por isso está "
            "rodeada por um círculo como completa."
        ),
        "many": (
            "Quadro pequeno: a ilha do meio tem o número {number} e {count} pontes, por isso está "
            "rodeada por um círculo como completa."
        ),
        "other": (
            "Quadro pequeno: a ilha do meio tem o número {number} e {count} pontes, por isso está "
            "rodeada por um círculo como completa."
        ),
    },
    "howto.cards.heading": "As cartas",
    "howto.cards.p1": (
        "Há 18 cartas. Cada uma mostra um número de 1 a 6 e 1, 2 ou 3 pontes, e cada combinação "
        "existe uma única vez. Antes da primeira ronda, uma carta é posta de parte, virada para "
        "baixo, sem que ninguém a veja; só as outras 17 são jogadas, uma por ronda. A lista de "
        "cartas da aplicação mostra quais já saíram e quais ainda podem sair, mas ninguém sabe "
        "qual é a escondida."
    ),
    "howto.setup.heading": "Preparação",
    "howto.setup.p1": (
        "Todos usam o mesmo lado do quadro: o lado A nas primeiras partidas e o lado B quando "
        "quiseres linhas mais longas, que se atrapalham mais vezes. Antes da primeira carta, cada "
        "quadro recebe um número inicial: um 3 ou um 4 numa ilha qualquer sem bandeira."
    ),
    "howto.setup.p2": (
        "À mesa, cada jogador escreve esse número no seu próprio quadro e depois passa-o ao "
        "vizinho da esquerda, por isso cada um começa a partir de uma posição escolhida pelo "
        "vizinho. A jogar sozinho, escolhes o início ou aceitas o que a distribuição propõe."
    ),
    "howto.round.heading": "Uma ronda",
    "howto.round.p1": (
        "Em cada ronda vira-se uma carta nova e todos a usam ao mesmo tempo, cada um no seu "
        "quadro: primeiro a ação a, depois a ação b. Podes prescindir de uma das ações ou de "
        "ambas, mas nenhuma carta pode ser guardada para mais tarde."
    ),
    "howto.round.p2": (
        "A aplicação recusa logo qualquer jogada que quebre uma regra e diz-te qual é, por isso "
        "nunca é preciso corrigir nada depois."
    ),
    "howto.action_a.heading": "Ação a: escrever o número",
    "howto.action_a.p1": (
        "Escreve o número da carta numa ilha que ainda não tenha número. Uma ilha sem bandeira "
        "aceita-o sempre, cheguem ou não pontes até ela."
    ),
    "howto.action_a.p2": (
        "Uma ilha com bandeira é mais exigente: só aceita um número quando já chega até ela pelo "
        "menos uma ponte desenhada numa ronda anterior. Uma ponte desenhada na ação b da mesma "
        "ronda chega demasiado tarde para isso."
    ),
    "howto.figure.flag.caption": (
        "A ilha de bandeira vermelha tem uma ponte de uma ronda anterior, por isso já pode receber "
        "um número. A ilha de bandeira azul ainda não tem nenhuma ponte e tem de esperar."
    ),
    "howto.figure.flag.label": (
        "Quadro pequeno: uma ilha com número ligada por uma ponte a uma ilha de bandeira vermelha, "
        "realçada porque pode receber um número, e uma ilha de bandeira azul sem pontes."
    ),
    "howto.action_a.p3": (
        "Um número nunca pode ser menor do que as pontes que já chegam a essa ilha: se lhe chegam "
        "três pontes, precisa de pelo menos um 3."
    ),
    "howto.action_b.heading": "Ação b: desenhar as pontes",
    "howto.action_b.p1": (
        "Desenha exatamente tantas pontes como a carta mostra, numa só linha ou repartidas por "
        "várias, ou não desenhes nenhuma. Não é permitido desenhar só uma parte."
    ),
    "howto.action_b.p2": (
        "Cada ponte segue uma das linhas pontilhadas impressas, a direito de uma ilha à seguinte, "
        "e pelo menos uma dessas duas ilhas tem de ter já um número. Uma linha leva uma ou duas "
        "pontes, nunca três."
    ),
    "howto.action_b.p3": (
        "As pontes nunca se cruzam. Onde duas linhas pontilhadas se cruzam, só uma delas poderá "
        "ter pontes: a primeira ponte construída ali fecha a outra linha até ao fim do jogo."
    ),
    "howto.figure.crossing.caption": (
        "Estas duas linhas cruzam-se. A horizontal tem uma ponte, por isso a vertical fica vazia "
        "para sempre."
    ),
    "howto.figure.crossing.label": (
        "Quadro pequeno: uma linha horizontal com uma ponte cruza uma linha vertical, que aparece "
        "esbatida porque já não pode receber pontes."
    ),
    "howto.action_b.p4": (
        "Nenhuma ilha pode ter mais pontes do que o seu número. Uma ilha sem número aceita no "
        "máximo 6, o número mais alto das cartas; lembra-te de que o número que receber mais tarde "
        "não pode ser menor do que as suas pontes."
    ),
    "howto.action_b.p5": (
        "Na aplicação, toca numa linha pontilhada para desenhar uma ponte nela. Num ecrã "
        "pequeno, se uma linha for demasiado curta para tocar entre as suas ilhas, toca numa das "
        "ilhas e depois na outra, ou arrasta o dedo de uma para a outra."
    ),
    "howto.finished.heading": "Ilhas completas",
    "howto.finished.p1": (
        "Assim que as pontes de uma ilha igualam o seu número, a ilha está completa: recebe o seu "
        "círculo e não se lhe pode acrescentar mais nenhuma ponte. As ilhas completas não têm de "
        "estar ligadas entre si. As tuas ilhas nunca precisam de formar uma única rede, por isso "
        "podes construir em vários sítios ao mesmo tempo."
    ),
    "howto.bonuses.heading": "Pontos de vitória",
    "howto.bonuses.p1": (
        "Três objetivos dão pontos extra. Cada jogador pode ganhar cada um deles uma só vez, na "
        "ronda em que o alcança pela primeira vez:"
    ),
    "howto.bonuses.red": (
        "Bandeiras vermelhas: completa as 4 ilhas de bandeira vermelha, ligadas ou não. Quem o "
        "fizer primeiro: 9 pontos; quem o fizer numa ronda posterior: 5."
    ),
    "howto.bonuses.blue": (
        "Bandeiras azuis: completa as 3 ilhas de bandeira azul, ligadas ou não. Primeiro: 7 "
        "pontos; mais tarde: 3."
    ),
    "howto.bonuses.chain": (
        "Cadeia: liga com pontes 6 ilhas completas sem nenhuma ilha incompleta entre elas. A "
        "cadeia pode ramificar-se e incluir ilhas com bandeira. Primeiro: 8 pontos; mais tarde: 4."
    ),
    "howto.figure.chain.caption": (
        "Uma cadeia de seis: seis ilhas completas ligadas por pontes. A ilha de bandeira vermelha "
        "na ponta não está completa, por isso não conta."
    ),
    "howto.figure.chain.label": {
        "one": (
            "Quadro pequeno: {count} ilha completa ligada por pontes e, na ponta, uma ilha de "
            "bandeira vermelha incompleta."
        ),
        "many": (
            "Quadro pequeno: {count} ilhas completas ligadas por pontes e, na ponta, uma ilha de "
            "bandeira vermelha incompleta."
        ),
        "other": (
            "Quadro pequeno: {count} ilhas completas ligadas por pontes e, na ponta, uma ilha de "
            "bandeira vermelha incompleta."
        ),
    },
    "howto.end.heading": "Fim do jogo",
    "howto.end.p1": (
        "Depois de jogada a 17.ª carta, cada ilha completa junta 2 pontos aos teus pontos de "
        "vitória. Ganha o total mais alto; em caso de empate, a vitória é partilhada."
    ),
    "howto.solo.heading": "Variante a solo",
    "howto.solo.p1": (
        "A solo, a corrida é contra o calendário e não contra outros jogadores. As bandeiras azuis "
        "valem 7 só se estiverem completas no fim da ronda 7; as bandeiras vermelhas (9) e a "
        "cadeia (8) têm de estar feitas no fim da ronda 12. Alcançadas mais tarde, ainda dão 3, 5 "
        "e 4 pontos."
    ),
    "howto.solo.titles": (
        "O teu total dá-te um título: até 40 Lacaio, 41\u201342 Tiradores de água, 43\u201344 "
        "Aglomerante de bambu, 45\u201346 Torneiro de parafusos, 47\u201348 Fundidor de cimento, "
        "49\u201350 Gestor de projetos, 51 Operador de pontes, 52\u201353 Especialista em "
        "planeamento, 54\u201355 Perito em estática, 56\u201357 Ás dos arquitetos, 58\u201359 "
        "Génio da construção e, com 60, Deus das ilhas."
    ),
    "howto.multi.heading": "Jogar com outros",
    "howto.multi.p1": (
        "Com 2 a 4 jogadores, os pontos de vitória comparam-se ronda a ronda. Quem alcança um "
        "objetivo na ronda mais cedo fica com o valor alto; se vários o alcançarem nessa mesma "
        "ronda, cada um recebe o valor alto. Quem o alcança numa ronda posterior recebe o valor "
        "baixo. A aplicação regista quem chegou primeiro."
    ),
    # The guided first game.
    "tutorial.title": "Primeiro jogo guiado",
    "tutorial.progress": "Passo {step} de {total}",
    "tutorial.restart": "Recomeçar o jogo guiado",
    "tutorial.step.start": (
        "Boas-vindas! Cada quadro começa com um 3 ou um 4 numa ilha sem bandeira. Toca no botão "
        "realçado para escrever o {value} na ilha {island}."
    ),
    "tutorial.step.try_flag": {
        "one": (
            "Ronda 1: a carta mostra {number} e {count} ponte. Primeiro vem a ação a: escreve o "
            "{number} numa ilha. Experimenta a ilha {island}, a da bandeira azul."
        ),
        "many": (
            "Ronda 1: a carta mostra {number} e {count} pontes. Primeiro vem a ação a: escreve o "
            "{number} numa ilha. Experimenta a ilha {island}, a da bandeira azul."
        ),
        "other": (
            "Ronda 1: a carta mostra {number} e {count} pontes. Primeiro vem a ação a: escreve o "
            "{number} numa ilha. Experimenta a ilha {island}, a da bandeira azul."
        ),
    },
    "tutorial.step.number_plain": (
        "Recusado: uma ilha com bandeira só aceita um número quando lhe chega uma ponte de uma "
        "ronda anterior, e à ilha {flag} ainda não chega nenhuma. Escreve antes o {number} na ilha "
        "{island}: não tem bandeira."
    ),
    "tutorial.step.first_bridge": {
        "one": (
            "Ação b: esta carta dá {count} ponte; desenha-a ou não desenhes nenhuma. Uma ponte "
            "segue uma linha pontilhada e precisa de um número em pelo menos uma ponta. A ilha {b} "
            "tem o seu {value}: toca na linha de {a} a {b}. "
            "Linha curta? Toca na ilha {a} e depois na {b}."
        ),
        "many": (
            "Ação b: esta carta dá {count} pontes; desenha-as todas ou nenhuma. Uma ponte segue "
            "uma linha pontilhada e precisa de um número em pelo menos uma ponta. A ilha {b} tem o "
            "seu {value}: toca na linha de {a} a {b}. "
            "Linha curta? Toca na ilha {a} e depois na {b}."
        ),
        "other": (
            "Ação b: esta carta dá {count} pontes; desenha-as todas ou nenhuma. Uma ponte segue "
            "uma linha pontilhada e precisa de um número em pelo menos uma ponta. A ilha {b} tem o "
            "seu {value}: toca na linha de {a} a {b}. "
            "Linha curta? Toca na ilha {a} e depois na {b}."
        ),
    },
    "tutorial.step.second_bridge": (
        "Agora a linha de {a} a {b}: a ilha {b}, de bandeira azul, também recebe a sua primeira "
        "ponte."
    ),
    "tutorial.step.third_bridge": (
        "A terceira ponte parte da ilha {a}, onde acabaste de escrever o {number}: toca na linha "
        "de {a} a {b}."
    ),
    "tutorial.step.done_round1": (
        "Todas as pontes da carta estão desenhadas. Cada uma das três ilhas de bandeira azul tem "
        "agora uma ponte, por isso a partir da próxima ronda podem receber um número. Toca no "
        "botão realçado para terminar a ronda."
    ),
    "tutorial.step.flag_number": {
        "one": (
            "Ronda 2: {number} e {count} ponte. A ilha {island} tem bandeira, mas agora chega-lhe "
            "uma ponte de uma ronda anterior: toca nela para escrever o {number}."
        ),
        "many": (
            "Ronda 2: {number} e {count} pontes. A ilha {island} tem bandeira, mas agora chega-lhe "
            "uma ponte de uma ronda anterior: toca nela para escrever o {number}."
        ),
        "other": (
            "Ronda 2: {number} e {count} pontes. A ilha {island} tem bandeira, mas agora chega-lhe "
            "uma ponte de uma ronda anterior: toca nela para escrever o {number}."
        ),
    },
    "tutorial.step.finish_island": (
        "A ilha {a} tem o número {number} e uma ponte. Desenha a ponte desta carta de {a} a {b}: a "
        "ilha {a} ficará com tantas pontes como o seu número."
    ),
    "tutorial.step.done_round2": (
        "A ilha {island} está completa: tem o seu círculo e não recebe mais pontes. Toca no botão "
        "realçado para terminar a ronda."
    ),
    "tutorial.step.flag_again": {
        "one": (
            "Ronda 3: {number} e {count} ponte. Escreve o {number} na ilha {island}, a outra ilha "
            "de bandeira azul que já tem uma ponte."
        ),
        "many": (
            "Ronda 3: {number} e {count} pontes. Escreve o {number} na ilha {island}, a outra ilha "
            "de bandeira azul que já tem uma ponte."
        ),
        "other": (
            "Ronda 3: {number} e {count} pontes. Escreve o {number} na ilha {island}, a outra ilha "
            "de bandeira azul que já tem uma ponte."
        ),
    },
    "tutorial.step.double_bridge": (
        "Uma linha leva duas pontes, nunca mais. Desenha uma segunda ponte de {a} a {b}: assim "
        "completas as duas ilhas de uma vez."
    ),
    "tutorial.step.double_again": (
        "Outra segunda ponte, de {a} a {b}. A ilha {b} ainda não tem número; agora tem duas pontes."
    ),
    "tutorial.step.plain_end": (
        "A última ponte desta carta: de {a} a {b}. A ilha {a} fica com tantas pontes como o seu "
        "número e está completa; a ilha {b} não tem número, e basta uma ponta com número."
    ),
    "tutorial.step.done_round3": (
        "Nesta ronda ficaram completas mais ilhas. Cada ilha completa vale 2 pontos no fim do "
        "jogo. Toca no botão realçado para terminar a ronda."
    ),
    "tutorial.step.exact_number": {
        "one": (
            "Ronda 4: {number} e {count} ponte. A ilha {island} já tem {bridges} pontes, e um "
            "número nunca pode ser menor do que isso. O {number} encaixa na perfeição, por isso a "
            "ilha fica completa assim que o escreveres: toca nela."
        ),
        "many": (
            "Ronda 4: {number} e {count} pontes. A ilha {island} já tem {bridges} pontes, e um "
            "número nunca pode ser menor do que isso. O {number} encaixa na perfeição, por isso a "
            "ilha fica completa assim que o escreveres: toca nela."
        ),
        "other": (
            "Ronda 4: {number} e {count} pontes. A ilha {island} já tem {bridges} pontes, e um "
            "número nunca pode ser menor do que isso. O {number} encaixa na perfeição, por isso a "
            "ilha fica completa assim que o escreveres: toca nela."
        ),
    },
    "tutorial.step.try_finished": (
        "As três ilhas de bandeira azul estão completas! Agora experimenta desenhar uma ponte de "
        "{a} a {b}."
    ),
    "tutorial.step.skip_bridges": (
        "Recusado: a ilha {island} está completa e não recebe mais pontes. Podes prescindir da "
        "ação b: as pontes de uma carta desenham-se todas ou nenhuma. Termina a ronda com o botão "
        "realçado, sem desenhar nenhuma."
    ),
    "tutorial.step.chain_island": {
        "one": (
            "As bandeiras azuis já são tuas: {points} pontos, porque a solo valem por inteiro até "
            "à ronda {deadline} (depois, só {low}). Ronda 5: {number} e {count} ponte. A ilha "
            "{island} tem uma ponte: escreve nela o {number} para a completar."
        ),
        "many": (
            "As bandeiras azuis já são tuas: {points} pontos, porque a solo valem por inteiro até "
            "à ronda {deadline} (depois, só {low}). Ronda 5: {number} e {count} pontes. A ilha "
            "{island} tem uma ponte: escreve nela o {number} para a completar."
        ),
        "other": (
            "As bandeiras azuis já são tuas: {points} pontos, porque a solo valem por inteiro até "
            "à ronda {deadline} (depois, só {low}). Ronda 5: {number} e {count} pontes. A ilha "
            "{island} tem uma ponte: escreve nela o {number} para a completar."
        ),
    },
    "tutorial.step.done_chain": (
        "Seis ilhas completas estão agora ligadas por pontes, sem nenhuma ilha incompleta entre "
        "elas: uma cadeia de seis. Termina a ronda com o botão realçado para ganhar os pontos da "
        "cadeia."
    ),
    "tutorial.step.real_game": (
        "A cadeia dá {points} pontos: a solo vale por inteiro até à ronda {deadline}; depois, "
        "{low}. Já viste todas as regras. Toca no botão realçado para jogar um jogo a sério com as "
        "17 cartas."
    ),
    "tutorial.not_now.start": (
        "Ainda não: todo o jogo começa pelo número inicial. Toca no botão realçado para escrever "
        "o {value} na ilha {island}."
    ),
    "tutorial.not_now.number": (
        "Agora não: neste passo escreve-se o número da carta na ilha {island}. Toca na ilha "
        "realçada."
    ),
    "tutorial.not_now.bridge": (
        "Agora não: neste passo desenha-se uma ponte na linha de {a} a {b}. Toca na linha realçada."
    ),
    "tutorial.not_now.try_island": (
        "Nesta lição, toca primeiro na ilha {island}, mesmo que pareça errado: vais ver o que o "
        "jogo diz."
    ),
    "tutorial.not_now.try_line": (
        "Nesta lição, toca na linha de {a} a {b}, mesmo que pareça errado: vais ver o que o jogo "
        "diz."
    ),
    "tutorial.not_now.done": (
        "Agora não: já está feito tudo o que esta ronda precisa. Toca no botão realçado para a "
        "terminar."
    ),
    "tutorial.not_now.finish": (
        "O jogo guiado terminou. Toca no botão realçado para começar um jogo a sério."
    ),
}
