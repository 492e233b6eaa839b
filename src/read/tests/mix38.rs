//! The round mix38: real question blocks on real games, each text said with
//! other players, other objects, numbers in words and pasted typography.
//! Each test states its rule in other words and numbers than the probe's texts.

use super::game_lines;

/// A one-heap game of adding; `heap` and `items` say the objects.
fn adding_game(intro: &str, moves: &str, end: &str, start: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. {intro} Игроки ходят по \
         очереди, первый ход делает Петя. {moves} {end} Победителем считается игрок, \
         сделавший последний ход. {start}\n\
         Вопрос 1. Найдите минимальное значение S, при котором Ваня выигрывает \
         своим первым ходом при любой игре Пети."
    )
}

/// Other objects than stones in heaps («кучка фишек», «коробка конфет»,
/// «стопка монет», «кучка снежков») read as stones in a heap, each case form
/// as the same case of «камень» and «куча»; «две фишки» (a count of two to
/// four before it) is «два камня», a count. The same game, the same reading.
#[test]
fn other_objects_in_heaps_read_as_stones() {
    let stones = adding_game(
        "Перед ними лежит куча камней.",
        "За один ход игрок может добавить в кучу два камня или увеличить количество камней в куче в три раза.",
        "Игра завершается, когда в куче становится не менее 58 камней.",
        "В начальный момент в куче было S камней, 1 ≤ S ≤ 57.",
    );
    let (want, want_answers) = super::complete_answers(&stones);
    for (intro, moves, end, start) in [
        (
            "Перед ними лежит кучка фишек.",
            "За один ход игрок может добавить в кучку две фишки или увеличить количество фишек в кучке в три раза.",
            "Игра завершается, когда в кучке становится не менее 58 фишек.",
            "В начальный момент в кучке было S фишек, 1 ≤ S ≤ 57.",
        ),
        (
            "Перед ними лежит коробка конфет.",
            "За один ход игрок может положить в коробку 2 конфеты или увеличить количество конфет в коробке в три раза.",
            "Игра завершается, когда в коробке становится не менее 58 конфет.",
            "В начальный момент в коробке было S конфет, 1 ≤ S ≤ 57.",
        ),
        (
            "Перед ними лежит стопка монет.",
            "За один ход игрок может добавить в стопку две монеты или увеличить количество монет в стопке в три раза.",
            "Игра завершается, когда в стопке становится не менее 58 монет.",
            "В начальный момент в стопке было S монет, 1 ≤ S ≤ 57.",
        ),
    ] {
        let text = adding_game(intro, moves, end, start);
        let (r, answers) = super::complete_answers(&text);
        assert_eq!(game_lines(&r), game_lines(&want), "{intro}");
        assert_eq!(answers, want_answers, "{intro}");
    }
}

/// «Игрок, забравший последнюю монету, выигрывает»: the last of an object
/// said in its own gender is the last stone — the game ends at none left.
#[test]
fn the_last_object_taken_in_its_own_gender_ends_the_game() {
    let text = |last: &str, items: &str, heap: &str| {
        format!(
            "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит {heap} \
             {items}. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок \
             может убрать из {heap2} одну или три {items3}. Игрок, забравший {last}, \
             выигрывает. В начальный момент было S {items}, 1 ≤ S ≤ 30.\n\
             Вопрос 1. Найдите минимальное значение S, при котором Ваня выигрывает \
             своим первым ходом при любой игре Пети.",
            heap2 = if heap == "куча" {
                "кучи"
            } else {
                "стопки"
            },
            items3 = if items == "камней" {
                "камня"
            } else {
                "монеты"
            },
        )
    };
    let (want, want_answers) = super::complete_answers(&text("последний камень", "камней", "куча"));
    let (r, answers) = super::complete_answers(&text("последнюю монету", "монет", "стопка"));
    assert_eq!(game_lines(&r), game_lines(&want));
    assert_eq!(answers, want_answers);
}

/// A win told as happened by a player of either gender («Лиза выиграла»,
/// «одержала победу» after the other's first move): read as «выиграл».
#[test]
fn a_win_told_in_the_feminine_reads_as_in_the_masculine() {
    let text = |told: &str| {
        format!(
            "Две подруги, Аня и Лиза, играют в следующую игру. Перед ними лежат две \
             кучи камней. Подруги ходят по очереди, первый ход делает Аня. За один ход \
             можно добавить в одну из куч один камень или увеличить количество камней в \
             куче втрое. Игра завершается, когда суммарное количество камней в кучах \
             становится не менее 60. Победителем считается игрок, сделавший последний \
             ход. В начальный момент в первой куче было 4 камня, во второй – S камней, \
             1 ≤ S ≤ 55.\n\
             Известно, что {told} своим первым ходом после первого хода Ани. Укажите \
             минимальное значение S, когда такая ситуация возможна."
        )
    };
    let (want, want_answers) = super::complete_answers(&text("Лиза выиграл"));
    for told in ["Лиза выиграла", "Лиза победила", "Лиза одержала победу"]
    {
        let (r, answers) = super::complete_answers(&text(told));
        assert_eq!(
            r.template().contains("some(code == 1)"),
            want.template().contains("some(code == 1)"),
            "{told}"
        );
        assert_eq!(answers, want_answers, "{told}");
    }
}

/// The players' pair between the first two commas that hold one, after a
/// heading of numbers with commas of its own («19, 20, 21 Два игрока, Дед
/// Мороз и Снегурочка, играют …»): a name of two words is the whole pair's
/// first name, never its last word alone.
#[test]
fn the_players_pair_after_a_heading_of_numbers_is_read_whole() {
    let body = "Два игрока, Дед Мороз и Снегурочка, играют в следующую игру. Перед ними \
                лежит куча камней. Игроки ходят по очереди, первый ход делает Дед Мороз. \
                За один ход игрок может добавить в кучу два камня или удвоить кучу. Игра \
                завершается, когда в куче становится не менее 35 камней. Победителем \
                считается игрок, сделавший последний ход. В начальный момент в куче было \
                S камней, 1 ≤ S ≤ 34.\n\
                Найдите минимальное значение S, при котором Снегурочка выигрывает своим \
                первым ходом при любой игре Деда Мороза.";
    let (want, want_answers) = super::complete_answers(body);
    assert!(
        want.template().contains("code == -1"),
        "{}",
        want.template()
    );
    for heading in ["19, 20, 21 ", "Задания 19, 20, 21. "] {
        let (r, answers) = super::complete_answers(&format!("{heading}{body}"));
        assert_eq!(game_lines(&r), game_lines(&want), "{heading}");
        assert!(r.template().contains("code == -1"), "{}", r.template());
        assert_eq!(answers, want_answers, "{heading}");
    }
}

/// A masculine heap («сугроб снежинок»): «лежит сугроб» is the heap said as
/// it lies, «в сугроб», «получивший сугроб» the heap taken, «в сугробе» the
/// heap it is in — the same game as «куча камней».
#[test]
fn a_masculine_heap_reads_as_a_heap() {
    let stones = adding_game(
        "Перед ними лежит куча камней.",
        "За один ход игрок может добавить в кучу один камень или удвоить количество камней в куче.",
        "Игра завершается, когда в куче становится не менее 45 камней, то есть первым получивший кучу из 45 или больше камней побеждает.",
        "В начальный момент в куче было S камней, 1 ≤ S ≤ 44.",
    );
    let snow = adding_game(
        "Перед ними лежит сугроб снежинок.",
        "За один ход игрок может добавить в сугроб одну снежинку или удвоить количество снежинок в сугробе.",
        "Игра завершается, когда в сугробе становится не менее 45 снежинок, то есть первым получивший сугроб из 45 или больше снежинок побеждает.",
        "В начальный момент в сугробе было S снежинок, 1 ≤ S ≤ 44.",
    );
    let (want, want_answers) = super::complete_answers(&stones);
    let (r, answers) = super::complete_answers(&snow);
    assert_eq!(game_lines(&r), game_lines(&want));
    assert_eq!(answers, want_answers);
}
