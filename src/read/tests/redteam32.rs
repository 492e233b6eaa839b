//! The adversarial round redteam32: texts that vary the GAME (three heaps,
//! moves with conditions and «иначе», ranges of amounts, moves on a named
//! heap or on every heap, per-player moves, a forbidden repeat, one pass,
//! the overshoot, ends by one heap or by the product), in the wordings of
//! real sources, mutated, and read against an independent recursion on the
//! known game. Each test states its rule in other words than the generated
//! texts that showed it; the answers are a plain recursion's, cross-checked
//! with `gametable solve`.

use crate::read::*;

/// One heap for Оля and Коля (Оля first), the moves sentence given, the end
/// at more than 40 stones, S from 1 to 40, and one question: the least S at
/// which Коля wins with his first move whatever Оля does.
fn game(moves: &str) -> String {
    format!(
        "Оля и Коля играют в игру. Перед ними куча камней. Ходят по очереди, первой ходит \
         Оля. {moves} Игра заканчивается, когда в куче становится больше 40 камней. \
         Побеждает сделавший последний ход. Сначала в куче S камней, 1 ≤ S ≤ 40.\n\
         Вопрос 1. Укажите наименьшее S, при котором Коля выигрывает своим первым ходом \
         при любом ходе Оли.\n"
    )
}

/// The one task's moves key and its notes of what was not read; and its
/// answers when read complete, `None` when flagged.
fn read_moves(text: &str) -> (Option<String>, Option<Vec<String>>, Vec<String>) {
    let readings = read_bytes(text.as_bytes()).expect("a task is found");
    let [r] = &readings[..] else {
        panic!("one task: {text}");
    };
    let moves = r
        .keys
        .iter()
        .find(|k| k.name == "moves")
        .map(|k| k.value.clone());
    let out = r.solve();
    let unread = r.unread.iter().map(ToString::to_string).collect();
    (
        moves,
        out.complete
            .then(|| out.answers.into_iter().map(|a| a.answer).collect()),
        unread,
    )
}

/// A condition in brackets after a move («утроить кучу (но только если в
/// ней меньше 10 камней)») is the move's: it was dropped (the growth read
/// on every heap), and a comparison in brackets after a division («(только
/// если в куче больше 30 камней)») was read as the division's exactness.
/// Both read as the same words after a comma; an exactness remark
/// («(только если оно делится на 2)») is still one.
#[test]
fn a_condition_in_brackets_is_the_moves_never_dropped_nor_exactness() {
    for (moves, want) in [
        (
            "За один ход можно положить в кучу два камня или утроить кучу (но только если в \
             ней меньше 10 камней).",
            "+2 *3 if x < 10;",
        ),
        (
            "За один ход можно положить в кучу два камня или утроить кучу (если число камней \
             в куче нечётно).",
            "+2 *3 if odd(x);",
        ),
    ] {
        let (got, _, unread) = read_moves(&game(moves));
        assert_eq!(got.as_deref(), Some(want), "{moves}: {unread:?}");
    }
    // A condition the clause reader does not take is named, never dropped.
    let named = game(
        "За один ход можно положить в кучу два камня или утроить кучу (лишь когда камней в \
         ней не больше 9).",
    );
    let (_, answers, unread) = read_moves(&named);
    assert_eq!(answers, None);
    assert!(
        unread.iter().any(|u| u.contains("не больше 9")),
        "{unread:?}"
    );
    // Adding two, or tripling below 10: the least S where Коля wins with
    // his first move at any move of Оля is 37 (a plain recursion's).
    let text = game(
        "За один ход можно положить в кучу два камня или утроить кучу (но только если в ней \
         меньше 10 камней).",
    );
    assert_eq!(read_moves(&text).1, Some(vec!["37".to_string()]));
    let down = "Оля и Коля играют в игру. Перед ними куча камней. Ходят по очереди, первой \
                ходит Оля. За один ход можно взять из кучи три камня или уменьшить количество \
                камней в куче в два раза (только если в куче больше 30 камней). Игра \
                заканчивается, когда в куче становится не больше 8 камней. Побеждает сделавший \
                последний ход. Сначала в куче S камней, S ≥ 9.\n\
                Вопрос 1. Укажите наименьшее S, при котором Коля выигрывает своим первым ходом \
                при любом ходе Оли.\n";
    assert_eq!(read_moves(down).0.as_deref(), Some("-3 /2 if x > 30;"));
    let exact = down.replace(
        "(только если в куче больше 30 камней)",
        "(только если оно делится на 2)",
    );
    assert_eq!(read_moves(&exact).0.as_deref(), Some("-3 /2 exact"));
}

/// A number in words before «или меньше» / «или больше» is read whole:
/// «становится тридцать один или меньше» was read as «sum <= 1» (the last
/// word alone) — with S above 31 every start lived, and every answer was a
/// confident wrong one. Also of the genitive («сорока семи или более») in
/// the winner's sentence that says the end.
/// The end rule a text's reading holds.
fn end_read(text: &str) -> Option<String> {
    let readings = read_bytes(text.as_bytes()).expect("a task is found");
    let end = readings[0].keys.iter().find(|k| k.name == "end");
    end.map(|k| k.value.clone())
}

#[test]
fn a_number_in_words_before_or_less_is_read_whole() {
    let down = "Оля и Коля играют в игру. Перед ними куча камней. Ходят по очереди, первой \
                ходит Оля. За один ход можно взять из кучи два камня или уменьшить количество \
                камней в куче вдвое (с округлением в меньшую сторону). Игра заканчивается, когда \
                в куче становится тридцать один камень или меньше. Побеждает сделавший последний \
                ход. Сначала в куче S камней, 32 ≤ S ≤ 90.\n\
                Вопрос 1. Укажите наименьшее S, при котором Коля выигрывает своим первым ходом \
                при любом ходе Оли.\n";
    assert_eq!(end_read(down).as_deref(), Some("sum <= 31"));
    // Taking two or halving down to 31 or less: Коля wins with his first
    // move at 64 and 65 (a plain recursion's).
    assert_eq!(read_moves(down).1, Some(vec!["64".to_string()]));
    let up = "Оля и Коля играют в игру. Перед ними куча камней. Ходят по очереди, первой ходит \
              Оля. За один ход можно положить в кучу один камень или удвоить кучу. Побеждает \
              игрок, первым получивший кучу из сорока семи или более камней. Сначала в куче S \
              камней, 1 ≤ S ≤ 46.\n\
              Вопрос 1. Укажите наименьшее S, при котором Коля выигрывает своим первым ходом \
              при любом ходе Оли.\n";
    assert_eq!(end_read(up).as_deref(), Some("sum >= 47"));
    assert_eq!(read_moves(up).1, Some(vec!["23".to_string()]));
}

/// «если чётно, уменьшить вдвое, а если нечётно – взять один камень»: the
/// dash after the other case's condition («а если …») closes it as a comma
/// does. It was read as a list mark: the second move taken at every count
/// and its condition named.
#[test]
fn a_dash_after_the_other_cases_condition_closes_it() {
    let text = "Оля и Коля играют в игру. Перед ними куча камней. Ходят по очереди, первой \
                ходит Оля. За один ход можно взять из кучи три камня или если количество камней \
                в куче чётно, уменьшить его вдвое, а если нечётно — взять из кучи один камень. \
                Игра заканчивается, когда в куче становится не больше 8 камней. Побеждает \
                сделавший последний ход. Сначала в куче S камней, 9 ≤ S ≤ 60.\n\
                Вопрос 1. Укажите наименьшее S, при котором Коля выигрывает своим первым ходом \
                при любом ходе Оли.\n";
    let (moves, answers, unread) = read_moves(text);
    assert_eq!(
        moves.as_deref(),
        Some("-3 /2 if even(x); -1 if odd(x);"),
        "{unread:?}"
    );
    // Коля wins with his first move at 13, 15 and 17 (a plain recursion's).
    assert_eq!(answers, Some(vec!["13".to_string()]));
    // A dash after a condition said in the middle of an item, with no «а»,
    // is still no comma: «…, если нечётно – …» keeps its reading.
    let plain = text.replace("а если нечётно —", "иначе —");
    assert_eq!(read_moves(&plain).1, Some(vec!["13".to_string()]));
}
