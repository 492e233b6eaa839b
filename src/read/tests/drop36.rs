//! The round drop36: the last clauses drop35's probe found dropped — words
//! after the positions an example lists, and a value said beside the
//! definition of a winning strategy. Each test states its rule in other
//! words and numbers than the probe's texts.

use crate::read::*;

/// Whether the one task reads complete.
fn complete(text: &str) -> bool {
    let readings = read_text(text);
    let [r] = &readings[..] else {
        panic!("one task: {text}");
    };
    r.solve().complete
}

/// A game of two heaps (moves: one stone into a heap, or a heap doubled)
/// with its example sentence and its definition sentence given.
fn two_heaps(example: &str, definition: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежат две кучи камней. \
         Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в \
         одну из куч один камень или увеличить количество камней в куче в два раза. \
         Например, пусть в одной куче 4 камня, а в другой 7 камней; такую позицию мы будем \
         обозначать (4, 7). {example} Игра завершается, когда суммарное количество камней в \
         кучах становится не менее 50. Победителем считается игрок, сделавший последний ход. \
         В начальный момент в первой куче было 5 камней, во второй куче — S камней, \
         1 ≤ S ≤ 44. {definition}\n\
         Задание 19. Найдите минимальное значение S, при котором Ваня выигрывает своим первым \
         ходом при любой игре Пети."
    )
}

const EXAMPLE: &str = "За один ход из позиции (4, 7) можно получить любую из четырёх позиций: (5, 7), (8, 7), (4, 8), (4, 14).";
const DEFINITION: &str = "Будем говорить, что игрок имеет выигрышную стратегию, если он может выиграть при любых ходах противника.";

#[test]
fn the_base_game_reads() {
    assert!(complete(&two_heaps(EXAMPLE, DEFINITION)));
    // Closing words after the positions say nothing more.
    let etc = EXAMPLE.replace(").", ") и т. д.");
    assert!(complete(&two_heaps(&etc, DEFINITION)), "{etc}");
}

/// An example sentence is checked whole: words after the last position it
/// lists (another move, a condition) say more than the positions checked,
/// so the sentence is named, never read as its positions only.
#[test]
fn words_after_an_examples_positions_are_named() {
    for tail in [
        ", а также забрать из кучи три камня.",
        "; помимо этого, разрешено взять из кучи 1 камень.",
        ", либо на 4 камня.",
        ", если в куче больше 12 камней.",
        " (только пока в кучах меньше 30 камней).",
    ] {
        let example = EXAMPLE.replace(").", &format!("){tail}"));
        assert!(!complete(&two_heaps(&example, DEFINITION)), "{example}");
    }
}

/// The definition of a winning strategy names no number and no unknown: a
/// clause beside it that does («…, но S чётно», «…, причём K > 3») is a
/// rule said there, and the sentence is named, never taken as filler.
#[test]
fn a_value_beside_the_strategy_definition_is_named() {
    for tail in [
        ", но S чётно.",
        ", причём S больше 4.",
        " (S не делится на 3).",
    ] {
        let definition = DEFINITION.replace('.', tail);
        assert!(!complete(&two_heaps(EXAMPLE, &definition)), "{definition}");
    }
}

/// A second end after «или» is read only when its first number is its
/// comparison's: «(или если в кучах ровно 40 камней)» says a count no
/// comparison word does; a comparison further on («1 ≤ S ≤ 39» of the
/// start, in the same sentence) is no part of it.
#[test]
fn a_second_end_whose_number_is_not_compared_is_named() {
    let text = "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежат две кучи \
        камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может \
        добавить в одну из куч один камень или увеличить количество камней в куче в два раза. \
        Игра завершается, когда суммарное количество камней в кучах становится не менее 40 \
        (или если в кучах ровно 40 камней). начальный момент в первой куче было K камней, а \
        во второй - S камней, 1 ≤ K ≤ 39, 1 ≤ S ≤ 39. Задание 19. Сколько существует пар \
        (K; S), таких что Ваня выигрывает первым ходом при любой игре Пети?";
    // Without the clause, the same text reads.
    let without = text.replace(" (или если в кучах ровно 40 камней)", "");
    assert!(complete(&without), "{without}");
    assert!(!complete(text), "{text}");
    // Two ends each with its comparison still read as either.
    let either = "Игра завершается, когда в одной из куч становится не менее 20 камней, или \
        когда суммарное количество камней в кучах становится не менее 30.";
    assert_eq!(
        end::end(&tokens::words(either), 2).as_deref(),
        Some("max >= 20 or sum >= 30")
    );
}
