"""Polish: "How to play" and the guided first game (words of the Polish edition)."""

from typing import Final

MESSAGES: Final[dict[str, str | dict[str, str]]] = {
    # How to play.
    "howto.title": "Jak grać",
    "howto.intro": (
        "Hashi to gra o wyspach, liczbach i mostach dla 1\u20134 graczy. Wszyscy grają "
        "jednocześnie tymi samymi kartami, każdy na własnej planszy; wygrywa ten, kto najlepiej "
        "zaplanuje swoje mosty."
    ),
    "howto.basics.heading": "Wyspy, liczby i mosty",
    "howto.basics.p1": (
        "Każda plansza pokazuje 18 wysp połączonych liniami przerywanymi. Cztery wyspy mają "
        "czerwoną flagę, trzy niebieską, a pozostałe jedenaście jest bez flagi. W trakcie gry "
        "wpisujesz na wyspach liczby od 1 do 6, najwyżej jedną na wyspę, i rysujesz mosty wzdłuż "
        "linii przerywanych."
    ),
    "howto.basics.p2": (
        "Wyspa jest ukończona w chwili, gdy ma dokładnie tyle mostów, ile wynosi jej liczba. "
        "Zakreśla się ją okręgiem i nie przyjmuje już żadnych mostów. Punkty dają tylko ukończone "
        "wyspy, więc każda wpisana liczba to mała obietnica, której trzeba dotrzymać."
    ),
    "howto.figure.finished.caption": (
        "Ukończona: trójka pośrodku ma trzy mosty i jest zakreślona. Piątce po prawej brakuje "
        "jeszcze trzech."
    ),
    "howto.figure.finished.label": {
        "one": (
            "Mała plansza: środkowa wyspa ma liczbę {number} i {count} most, więc jest zakreślona "
            "jako ukończona."
        ),
        "few": (
            "Mała plansza: środkowa wyspa ma liczbę {number} i {count} mosty, więc jest zakreślona "
            "jako ukończona."
        ),
        "many": (
            "Mała plansza: środkowa wyspa ma liczbę {number} i {count} mostów, więc jest "
            "zakreślona jako ukończona."
        ),
        "other": (
            "Mała plansza: środkowa wyspa ma liczbę {number} i {count} mostu, więc jest zakreślona "
            "jako ukończona."
        ),
    },
    "howto.cards.heading": "Karty",
    "howto.cards.p1": (
        "Kart jest 18. Każda pokazuje liczbę od 1 do 6 oraz 1, 2 lub 3 mosty, a każde połączenie "
        "występuje tylko raz. Przed pierwszą rundą jedną kartę odkłada się zakrytą, tak by nikt "
        "jej nie widział; gra się tylko pozostałymi 17, po jednej na rundę. Lista kart w aplikacji "
        "pokazuje, które już wyszły, a które mogą jeszcze przyjść, ale nikt nie wie, która jest "
        "ukryta."
    ),
    "howto.setup.heading": "Przyukończonanie",
    "howto.setup.p1": (
        "Wszyscy grają tą samą stroną planszy: stroną A w pierwszych rozgrywkach, a stroną B, gdy "
        "chcesz dłuższych linii, które częściej wchodzą sobie w drogę. Przed pierwszą kartą każda "
        "plansza dostaje liczbę startową: 3 lub 4 na dowolnej wyspie bez flagi."
    ),
    "howto.setup.p2": (
        "Przy stole każdy gracz wpisuje ją na własnej planszy, a potem przekazuje planszę "
        "sąsiadowi po lewej, więc zaczynasz od pozycji wybranej przez sąsiada. Grając w pojedynkę, "
        "sam wybierasz start albo przyjmujesz ten, który proponuje rozdanie."
    ),
    "howto.round.heading": "Runda",
    "howto.round.p1": (
        "W każdej rundzie odkrywa się nową kartę i wszyscy używają jej jednocześnie, każdy na "
        "swojej planszy: najpierw akcja a, potem akcja b. Możesz zrezygnować z jednej akcji albo z "
        "obu, ale karty nie da się zachować na później."
    ),
    "howto.round.p2": (
        "Aplikacja od razu odrzuca ruch, który łamie zasadę, i mówi, o którą zasadę chodzi, więc "
        "nic nie trzeba później poprawiać."
    ),
    "howto.action_a.heading": "Akcja a: wpisz liczbę",
    "howto.action_a.p1": (
        "Wpisz liczbę z karty na wyspie, która nie ma jeszcze liczby. Wyspa bez flagi zawsze ją "
        "przyjmie, niezależnie od tego, czy prowadzą do niej już mosty."
    ),
    "howto.action_a.p2": (
        "Wyspa z flagą jest bardziej wymagająca: przyjmuje liczbę tylko wtedy, gdy prowadzi do "
        "niej już co najmniej jeden most narysowany we wcześniejszej rundzie. Most narysowany w "
        "akcji b tej samej rundy przychodzi na to za późno."
    ),
    "howto.figure.flag.caption": (
        "Wyspa z czerwoną flagą ma most z wcześniejszej rundy, więc może już dostać liczbę. Wyspa "
        "z niebieską flagą nie ma jeszcze mostu i musi poczekać."
    ),
    "howto.figure.flag.label": (
        "Mała plansza: wyspa z liczbą połączona mostem z wyspą z czerwoną flagą, podświetloną, bo "
        "może dostać liczbę, oraz wyspa z niebieską flagą bez mostów."
    ),
    "howto.action_a.p3": (
        "Liczba nigdy nie może być mniejsza niż liczba mostów, które już prowadzą do tej wyspy: "
        "jeśli prowadzą do niej trzy mosty, potrzebuje co najmniej 3."
    ),
    "howto.action_b.heading": "Akcja b: narysuj mosty",
    "howto.action_b.p1": (
        "Narysuj dokładnie tyle mostów, ile pokazuje karta, na jednej linii albo rozłożonych na "
        "kilka, albo nie rysuj żadnego. Nie wolno narysować tylko części z nich."
    ),
    "howto.action_b.p2": (
        "Każdy most biegnie wzdłuż jednej z wydrukowanych linii przerywanych, prosto od wyspy do "
        "sąsiedniej wyspy, a co najmniej jedna z tych dwóch wysp musi już mieć liczbę. Na jednej "
        "linii mieszczą się jeden lub dwa mosty, nigdy trzy."
    ),
    "howto.action_b.p3": (
        "Mosty nigdy się nie krzyżują. Tam, gdzie dwie linie przerywane się przecinają, mosty może "
        "mieć tylko jedna z nich: pierwszy zbudowany tam most zamyka drugą linię do końca gry."
    ),
    "howto.figure.crossing.caption": (
        "Te dwie linie się przecinają. Pozioma ma most, więc pionowa zostaje pusta na zawsze."
    ),
    "howto.figure.crossing.label": (
        "Mała plansza: pozioma linia z mostem przecina pionową linię, pokazaną jako wyblakła, bo "
        "nie może już przyjąć mostu."
    ),
    "howto.action_b.p4": (
        "Żadna wyspa nie może mieć więcej mostów niż jej liczba. Wyspa bez liczby przyjmie "
        "najwyżej 6, bo to największa liczba na kartach; pamiętaj, że liczba, którą dostanie "
        "później, nie może być mniejsza niż liczba jej mostów."
    ),
    "howto.action_b.p5": (
        "W aplikacji dotknij linii przerywanej, aby narysować na niej most. Na małym ekranie, "
        "gdy linia między wyspami jest za krótka, by jej dotknąć, dotknij jednej z jej wysp, a "
        "potem drugiej, albo przeciągnij palcem od jednej do drugiej."
    ),
    "howto.finished.heading": "Ukończone wyspy",
    "howto.finished.p1": (
        "Gdy tylko liczba mostów wyspy zrówna się z jej liczbą, wyspa jest ukończona: dostaje swój "
        "okrąg i nie można już do niej dodać żadnego mostu. Ukończone wyspy nie muszą być ze sobą "
        "połączone. Twoje wyspy nigdy nie muszą tworzyć jednej sieci, więc możesz budować w kilku "
        "miejscach naraz."
    ),
    "howto.bonuses.heading": "Punkty zwycięstwa",
    "howto.bonuses.p1": (
        "Trzy cele dają dodatkowe punkty. Każdy gracz może zdobyć każdy z nich tylko raz, w "
        "rundzie, w której osiągnie go po raz pierwszy:"
    ),
    "howto.bonuses.red": (
        "Czerwone flagi: ukończ wszystkie 4 wyspy z czerwoną flagą, połączone lub nie. Kto zrobi "
        "to pierwszy: 9 punktów; kto w późniejszej rundzie: 5."
    ),
    "howto.bonuses.blue": (
        "Niebieskie flagi: ukończ wszystkie 3 wyspy z niebieską flagą, połączone lub nie. "
        "Pierwszy: 7 punktów; później: 3."
    ),
    "howto.bonuses.chain": (
        "Łańcuch: połącz mostami 6 ukończonych wysp tak, by między nimi nie było żadnej "
        "nieukończonej wyspy. Łańcuch może się rozgałęziać i obejmować wyspy z flagą. Pierwszy: 8 "
        "punktów; później: 4."
    ),
    "howto.figure.chain.caption": (
        "Łańcuch sześciu: sześć ukończonych wysp połączonych mostami. Wyspa z czerwoną flagą na "
        "końcu nie jest ukończona, więc się nie liczy."
    ),
    "howto.figure.chain.label": {
        "one": (
            "Mała plansza: {count} ukończona wyspa połączona mostami, a na końcu nieukończona "
            "wyspa z czerwoną flagą."
        ),
        "few": (
            "Mała plansza: {count} ukończone wyspy połączone mostami, a na końcu nieukończona "
            "wyspa z czerwoną flagą."
        ),
        "many": (
            "Mała plansza: {count} ukończonych wysp połączonych mostami, a na końcu nieukończona "
            "wyspa z czerwoną flagą."
        ),
        "other": (
            "Mała plansza: {count} ukończonej wyspy połączonej mostami, a na końcu nieukończona "
            "wyspa z czerwoną flagą."
        ),
    },
    "howto.end.heading": "Koniec gry",
    "howto.end.p1": (
        "Po zagraniu 17. karty każda ukończona wyspa dodaje 2 punkty do twoich punktów zwycięstwa. "
        "Wygrywa najwyższa suma; przy remisie zwycięstwo jest wspólne."
    ),
    "howto.solo.heading": "Wariant solo",
    "howto.solo.p1": (
        "W pojedynkę ścigasz się z kalendarzem, a nie z innymi graczami. Niebieskie flagi są warte "
        "7 tylko wtedy, gdy ukończysz je do końca 7. rundy; czerwone flagi (9) i łańcuch (8) "
        "trzeba osiągnąć do końca 12. rundy. Osiągnięte później wciąż dają 3, 5 i 4 punkty."
    ),
    "howto.solo.titles": (
        "Twoja suma punktów daje ci tytuł: do 40 Pomocnik, 41\u201342 Nosiwoda, 43\u201344 Wiążący "
        "bambus, 45\u201346 Wkrętak, 47\u201348 Wylewacz betonu, 49\u201350 Kierownik projektu, 51 "
        "Mistrz mostów, 52\u201353 Specjalista ds. planowania, 54\u201355 Ekspert ds. statystyki, "
        "56\u201357 As architektury, 58\u201359 Geniusz konstrukcyjny, a za 60 Bóg wysp."
    ),
    "howto.multi.heading": "Gra z innymi",
    "howto.multi.p1": (
        "W grze od 2 do 4 osób punkty zwycięstwa porównuje się runda po rundzie. Kto osiągnie cel "
        "w najwcześniejszej rundzie, bierze wysoką wartość; jeśli kilku graczy osiągnie go w tej "
        "samej rundzie, każdy z nich dostaje wysoką wartość. Kto osiągnie go w późniejszej "
        "rundzie, dostaje niską wartość. Aplikacja pilnuje, kto był pierwszy."
    ),
    # The guided first game.
    "tutorial.title": "Pierwsza gra z przewodnikiem",
    "tutorial.progress": "Krok {step} z {total}",
    "tutorial.restart": "Zacznij grę z przewodnikiem od nowa",
    "tutorial.step.start": (
        "Witaj! Na początku każda plansza dostaje 3 lub 4 na wyspie bez flagi. Dotknij "
        "podświetlonego przycisku, aby wpisać {value} na wyspie {island}."
    ),
    "tutorial.step.try_flag": {
        "one": (
            "Runda 1: karta pokazuje liczbę {number} i {count} most. Najpierw akcja a: wpisujesz "
            "{number} na którejś wyspie. Spróbuj wyspy {island}, tej z niebieską flagą."
        ),
        "few": (
            "Runda 1: karta pokazuje liczbę {number} i {count} mosty. Najpierw akcja a: wpisujesz "
            "{number} na którejś wyspie. Spróbuj wyspy {island}, tej z niebieską flagą."
        ),
        "many": (
            "Runda 1: karta pokazuje liczbę {number} i {count} mostów. Najpierw akcja a: wpisujesz "
            "{number} na którejś wyspie. Spróbuj wyspy {island}, tej z niebieską flagą."
        ),
        "other": (
            "Runda 1: karta pokazuje liczbę {number} i {count} mostu. Najpierw akcja a: wpisujesz "
            "{number} na którejś wyspie. Spróbuj wyspy {island}, tej z niebieską flagą."
        ),
    },
    "tutorial.step.number_plain": (
        "Odrzucone: wyspa z flagą przyjmuje liczbę dopiero wtedy, gdy prowadzi do niej most z "
        "wcześniejszej rundy, a do wyspy {flag} nie prowadzi jeszcze żaden. Wpisz więc {number} na "
        "wyspie {island}: nie ma flagi."
    ),
    "tutorial.step.first_bridge": {
        "one": (
            "Akcja b: ta karta daje {count} most; rysujesz go albo nie rysujesz żadnego. Most "
            "biegnie wzdłuż linii przerywanej i potrzebuje liczby przynajmniej na jednym końcu. Na "
            "wyspie {b} jest twoja liczba {value}: dotknij linii od {a} do {b}. "
            "Krótka linia? Dotknij wyspy {a}, potem wyspy {b}."
        ),
        "few": (
            "Akcja b: ta karta daje {count} mosty; rysujesz wszystkie albo żadnego. Most biegnie "
            "wzdłuż linii przerywanej i potrzebuje liczby przynajmniej na jednym końcu. Na wyspie "
            "{b} jest twoja liczba {value}: dotknij linii od {a} do {b}. "
            "Krótka linia? Dotknij wyspy {a}, potem wyspy {b}."
        ),
        "many": (
            "Akcja b: ta karta daje {count} mostów; rysujesz wszystkie albo żadnego. Most biegnie "
            "wzdłuż linii przerywanej i potrzebuje liczby przynajmniej na jednym końcu. Na wyspie "
            "{b} jest twoja liczba {value}: dotknij linii od {a} do {b}. "
            "Krótka linia? Dotknij wyspy {a}, potem wyspy {b}."
        ),
        "other": (
            "Akcja b: ta karta daje {count} mostu; rysujesz wszystkie albo żadnego. Most biegnie "
            "wzdłuż linii przerywanej i potrzebuje liczby przynajmniej na jednym końcu. Na wyspie "
            "{b} jest twoja liczba {value}: dotknij linii od {a} do {b}. "
            "Krótka linia? Dotknij wyspy {a}, potem wyspy {b}."
        ),
    },
    "tutorial.step.second_bridge": (
        "Teraz linia od {a} do {b}: wyspa {b} z niebieską flagą też dostaje swój pierwszy most."
    ),
    "tutorial.step.third_bridge": (
        "Trzeci most zaczyna się na wyspie {a}, na której stoi już twoja liczba {number}: dotknij "
        "linii od {a} do {b}."
    ),
    "tutorial.step.done_round1": (
        "Wszystkie mosty z karty są narysowane. Każda z trzech wysp z niebieską flagą ma teraz "
        "most, więc od następnej rundy mogą dostać liczbę. Dotknij podświetlonego przycisku, aby "
        "zakończyć rundę."
    ),
    "tutorial.step.flag_number": {
        "one": (
            "Runda 2: liczba {number} i {count} most. Wyspa {island} ma flagę, ale prowadzi już do "
            "niej most z wcześniejszej rundy: dotknij jej, aby wpisać {number}."
        ),
        "few": (
            "Runda 2: liczba {number} i {count} mosty. Wyspa {island} ma flagę, ale prowadzi już "
            "do niej most z wcześniejszej rundy: dotknij jej, aby wpisać {number}."
        ),
        "many": (
            "Runda 2: liczba {number} i {count} mostów. Wyspa {island} ma flagę, ale prowadzi już "
            "do niej most z wcześniejszej rundy: dotknij jej, aby wpisać {number}."
        ),
        "other": (
            "Runda 2: liczba {number} i {count} mostu. Wyspa {island} ma flagę, ale prowadzi już "
            "do niej most z wcześniejszej rundy: dotknij jej, aby wpisać {number}."
        ),
    },
    "tutorial.step.finish_island": (
        "Wyspa {a} ma liczbę {number} i jeden most. Narysuj most z tej karty od {a} do {b}: wyspa "
        "{a} będzie miała wtedy tyle mostów, ile wynosi jej liczba."
    ),
    "tutorial.step.done_round2": (
        "Wyspa {island} jest ukończona: jest zakreślona i nie przyjmuje już mostów. Dotknij "
        "podświetlonego przycisku, aby zakończyć rundę."
    ),
    "tutorial.step.flag_again": {
        "one": (
            "Runda 3: liczba {number} i {count} most. Wpisz {number} na wyspie {island}, drugiej "
            "wyspie z niebieską flagą, która ma już most."
        ),
        "few": (
            "Runda 3: liczba {number} i {count} mosty. Wpisz {number} na wyspie {island}, drugiej "
            "wyspie z niebieską flagą, która ma już most."
        ),
        "many": (
            "Runda 3: liczba {number} i {count} mostów. Wpisz {number} na wyspie {island}, drugiej "
            "wyspie z niebieską flagą, która ma już most."
        ),
        "other": (
            "Runda 3: liczba {number} i {count} mostu. Wpisz {number} na wyspie {island}, drugiej "
            "wyspie z niebieską flagą, która ma już most."
        ),
    },
    "tutorial.step.double_bridge": (
        "Na jednej linii mieszczą się dwa mosty, nigdy więcej. Narysuj drugi most od {a} do {b}: "
        "to kończy obie wyspy naraz."
    ),
    "tutorial.step.double_again": (
        "Jeszcze jeden drugi most, od {a} do {b}. Wyspa {b} nie ma jeszcze liczby; teraz ma dwa "
        "mosty."
    ),
    "tutorial.step.plain_end": (
        "Ostatni most z tej karty: od {a} do {b}. Wyspa {a} ma tyle mostów, ile wynosi jej liczba, "
        "i jest ukończona; wyspa {b} nie ma liczby, a wystarczy jeden koniec z liczbą."
    ),
    "tutorial.step.done_round3": (
        "W tej rundzie ukończono kolejne wyspy. Każda ukończona wyspa jest warta 2 punkty na "
        "koniec gry. Dotknij podświetlonego przycisku, aby zakończyć rundę."
    ),
    "tutorial.step.exact_number": {
        "one": (
            "Runda 4: liczba {number} i {count} most. Do wyspy {island} prowadzą już mosty w "
            "liczbie {bridges}, a liczba na wyspie nigdy nie może być mniejsza. Liczba {number} "
            "pasuje idealnie, więc wyspa będzie ukończona, gdy tylko ją wpiszesz: dotknij jej."
        ),
        "few": (
            "Runda 4: liczba {number} i {count} mosty. Do wyspy {island} prowadzą już mosty w "
            "liczbie {bridges}, a liczba na wyspie nigdy nie może być mniejsza. Liczba {number} "
            "pasuje idealnie, więc wyspa będzie ukończona, gdy tylko ją wpiszesz: dotknij jej."
        ),
        "many": (
            "Runda 4: liczba {number} i {count} mostów. Do wyspy {island} prowadzą już mosty w "
            "liczbie {bridges}, a liczba na wyspie nigdy nie może być mniejsza. Liczba {number} "
            "pasuje idealnie, więc wyspa będzie ukończona, gdy tylko ją wpiszesz: dotknij jej."
        ),
        "other": (
            "Runda 4: liczba {number} i {count} mostu. Do wyspy {island} prowadzą już mosty w "
            "liczbie {bridges}, a liczba na wyspie nigdy nie może być mniejsza. Liczba {number} "
            "pasuje idealnie, więc wyspa będzie ukończona, gdy tylko ją wpiszesz: dotknij jej."
        ),
    },
    "tutorial.step.try_finished": (
        "Wszystkie trzy wyspy z niebieską flagą są ukończone! Teraz spróbuj narysować most od {a} "
        "do {b}."
    ),
    "tutorial.step.skip_bridges": (
        "Odrzucone: wyspa {island} jest ukończona i nie przyjmuje już mostów. Możesz zrezygnować z "
        "akcji b: mosty z karty rysuje się wszystkie albo żadnego. Zakończ rundę podświetlonym "
        "przyciskiem, nie rysując żadnego mostu."
    ),
    "tutorial.step.chain_island": {
        "one": (
            "Niebieskie flagi są twoje: {points} pkt, bo w wariancie solo liczą się w pełni do "
            "rundy {deadline} (później tylko {low} pkt). Runda 5: liczba {number} i {count} most. "
            "Wyspa {island} ma jeden most: wpisz na niej {number}, aby ją ukończyć."
        ),
        "few": (
            "Niebieskie flagi są twoje: {points} pkt, bo w wariancie solo liczą się w pełni do "
            "rundy {deadline} (później tylko {low} pkt). Runda 5: liczba {number} i {count} mosty. "
            "Wyspa {island} ma jeden most: wpisz na niej {number}, aby ją ukończyć."
        ),
        "many": (
            "Niebieskie flagi są twoje: {points} pkt, bo w wariancie solo liczą się w pełni do "
            "rundy {deadline} (później tylko {low} pkt). Runda 5: liczba {number} i {count} "
            "mostów. Wyspa {island} ma jeden most: wpisz na niej {number}, aby ją ukończyć."
        ),
        "other": (
            "Niebieskie flagi są twoje: {points} pkt, bo w wariancie solo liczą się w pełni do "
            "rundy {deadline} (później tylko {low} pkt). Runda 5: liczba {number} i {count} mostu. "
            "Wyspa {island} ma jeden most: wpisz na niej {number}, aby ją ukończyć."
        ),
    },
    "tutorial.step.done_chain": (
        "Sześć ukończonych wysp jest teraz połączonych mostami bez żadnej nieukończonej wyspy "
        "pomiędzy nimi: to łańcuch sześciu. Zakończ rundę podświetlonym przyciskiem, aby zdobyć "
        "punkty za łańcuch."
    ),
    "tutorial.step.real_game": (
        "Łańcuch daje {points} pkt: w wariancie solo liczy się w pełni do rundy {deadline}, "
        "później {low} pkt. Znasz już wszystkie zasady. Dotknij podświetlonego przycisku, aby "
        "zagrać prawdziwą grę wszystkimi 17 kartami."
    ),
    "tutorial.not_now.start": (
        "Jeszcze nie: każda gra zaczyna się od liczby startowej. Dotknij podświetlonego przycisku, "
        "aby wpisać {value} na wyspie {island}."
    ),
    "tutorial.not_now.number": (
        "Nie teraz: w tym kroku wpisujesz liczbę z karty na wyspie {island}. Dotknij podświetlonej "
        "wyspy."
    ),
    "tutorial.not_now.bridge": (
        "Nie teraz: w tym kroku rysujesz most na linii od {a} do {b}. Dotknij podświetlonej linii."
    ),
    "tutorial.not_now.try_island": (
        "W tej lekcji najpierw dotknij wyspy {island}, nawet jeśli wydaje się to błędem: "
        "zobaczysz, co powie gra."
    ),
    "tutorial.not_now.try_line": (
        "W tej lekcji dotknij linii od {a} do {b}, nawet jeśli wydaje się to błędem: zobaczysz, co "
        "powie gra."
    ),
    "tutorial.not_now.done": (
        "Nie teraz: wszystko, czego wymaga ta runda, jest zrobione. Dotknij podświetlonego "
        "przycisku, aby ją zakończyć."
    ),
    "tutorial.not_now.finish": (
        "Gra z przewodnikiem dobiegła końca. Dotknij podświetlonego przycisku, aby zacząć "
        "prawdziwą grę."
    ),
}
