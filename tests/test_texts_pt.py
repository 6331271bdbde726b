"""The Portuguese texts are European Portuguese, as the rulebook's edition: one variety, "tu".

The catalogue once mixed Brazilian sentences ("você desenhou", "registro", "arquivo",
"está pensando") with European ones; these checks keep the mix from coming back.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

from hashi_texts import catalogue

# Whole words only Brazilian Portuguese uses (European: tu, registo, ficheiro, ecrã,
# telemóvel, utilizador, partilhar, guardar, ligação, saltar).
BRAZILIAN = (
    r"vocês?|registros?|arquivos?|telas?|celular(?:es)?|usuários?|compartilh\w*|conexão"
    r"|salvar|(?<!a )salv(?:os?|as?)|pul(?:ar|e)|fileiras?|em\s+umas?|até\s+(?:a|o|as|os)(?=\s)"
)
# A sentence that opens on a gerund ("Carregando…"): European Portuguese says "A carregar…".
OPENING_GERUND = r"(?:^|(?<=[.!?:]\s))\w+(?:ando|endo|indo)(?=\W)"
# A possessive with no article ("Seu nome"): European says "O teu nome".
BARE_POSSESSIVE = r"(?:^|(?<=[.!?:]\s))(?:seus?|suas?|teus?|tuas?)(?=\s)"
# The Brazilian continuous form: estar (continuar, ficar) + gerund, a clitic between
# or not; European Portuguese says "está a pensar".
CONTINUOUS = (
    r"(?:est(?:ou|ás|á|amos|ão|ava|avam|ar|eja)|continu(?:a|as|am|ar)|fic(?:a|as|am|ar))"
    r"(?:\s+(?:se|me|te|nos|o|a|os|as))?\s+(?!quando\b)\w+(?:ando|endo|indo)"
)
# The formal address's imperatives: the texts say "tu" to the player ("escreve", "toca").
FORMAL = (
    r"escreva|desenhe|termine|experimente|verifique|tente|envie|cole|espere|jogue|ligue"
    r"|desfaça|abra|adicione|lembre-se|toque\s+(?:em|na|no|numa|num)"
)
# Those whose word is also a subjunctive ("sem que ninguém a veja"): an order opens a sentence.
OPENING_FORMAL = r"(?:^|(?<=[.!?:]\s))(?:passe|veja|use|escolha|arraste)(?=\s)"
# Words not the rulebook's: its edition says "quadro" for a player's board.
NOT_THE_RULEBOOKS = r"tabuleiros?"
FORBIDDEN = re.compile(
    rf"\b(?:{BRAZILIAN}|{CONTINUOUS}|{FORMAL}|{NOT_THE_RULEBOOKS})\b"
    rf"|{OPENING_GERUND}|{BARE_POSSESSIVE}|{OPENING_FORMAL}",
    re.IGNORECASE | re.MULTILINE,
)


def texts(lang: str) -> Iterator[tuple[str, str]]:
    """Every text of ``lang`` (catalogue and lessons), each plural form apart, by key."""
    for key, message in catalogue(lang).items():
        if isinstance(message, str):
            yield key, message
        else:
            yield from ((key, form) for name, form in message.items() if name != "param")


def found(text: str) -> list[str]:
    return [match.group(0) for match in FORBIDDEN.finditer(text)]


def test_no_portuguese_text_says_a_brazilian_or_formal_form():
    checked = list(texts("pt"))
    assert len(checked) > 500  # the catalogue and the lessons, every plural form
    offending = {key: found(text) for key, text in checked if found(text)}
    assert offending == {}


@pytest.mark.parametrize(
    "text",
    [
        "Você desenhou 2 pontes.",
        "Não foi possível ler o arquivo.",
        "Isto não é um registro de jogo.",
        "O computador está pensando…",
        "O computador está se preparando…",
        "Os ficheiros estão demorando muito.",
        "Podes continuar esperando.",
        "Adicione o Hashi à Tela de Início.",
        "Toque em uma ilha sem bandeira.",
        "Escreva o número da carta.",
        "Pular esta carta",
        "Compartilhar imagem",
        "Este é o tabuleiro de Ana.",
        "Carregando o motor do jogo…",
        "Procurando o melhor jogo…",
        "Toca em uma ilha.",
        "Vale 9 até a ronda 12.",
        "Joga até o fim.",
        "Seu nome",
        "Passe o dispositivo para Ana.",
        "Veja o meu jogo",
        "Fileira 1: ilhas 1 a 5",
        "Jogo salvo num ficheiro.",
        "Use as setas.",
        "Escolha a tua ilha.",
        "Arraste de uma ilha para a outra.",
    ],
)
def test_the_check_finds_each_brazilian_or_formal_form(text):
    assert found(text)


@pytest.mark.parametrize(
    "text",
    [
        "Desenhaste 2 pontes.",
        "Não foi possível ler o ficheiro.",
        "Isto não é um registo de jogo.",
        "O computador está a pensar…",
        "O computador está a preparar-se…",
        "Ainda está a jogar quando cada jogador tiver jogado 17 rondas.",
        "Adiciona o Hashi ao ecrã principal.",
        "Toca numa ilha sem bandeira. Esse segundo toque veio rápido demais.",
        "Saltar esta carta",
        "Partilhar imagem",
        "Os teus jogos guardados continuam a salvo.",
        "Este é o quadro de Ana.",
        "A carregar o motor do jogo…",
        "Toca numa ilha.",
        "Vale 9 até à ronda 12.",
        "Joga até ao fim.",
        "O teu nome",
        "Passa o dispositivo a Ana.",
        "Linha 1: ilhas 1 a 5",
        "Jogo guardado num ficheiro.",
        "Duas linhas cruzam-se. As pontes nunca se cruzam.",
        "Uma carta fica de parte, sem que ninguém a veja.",
    ],
)
def test_the_check_lets_european_forms_through(text):
    assert found(text) == []
