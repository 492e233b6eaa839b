//! The round retell40: the largest groups a teacher's retelling left
//! flagged — a growth said by the heap it leaves, the heaps counted with no
//! verb, the players in the genitive, the start said «в одной …, в другой …»
//! or «первая из …, вторая из …», the end restated or said before its verb.
//! Each test states its rule in other words and numbers than the probe's.

use crate::read::*;

/// The lines of a reading's template that say the game (not the quotes).
fn game_lines(r: &Reading) -> Vec<String> {
    r.template()
        .lines()
        .filter(|l| {
            ["start", "s ", "moves", "end", "winner", "name"]
                .iter()
                .any(|k| l.starts_with(k))
        })
        .map(|l| l.split(" #").next().unwrap_or(l).trim().to_string())
        .collect()
}

/// A one-heap game whose players', moves' and end's sentences are given.
fn one_heap(players: &str, moves: &str, end: &str) -> String {
    format!(
        "{players} Перед ними лежит куча из S камней. Игроки ходят по очереди, первый ход \
         делает Петя. За один ход игрок может {moves}. {end} Победителем считается игрок, \
         сделавший последний ход. Известно, что 1 ≤ S ≤ 58.\n\
         Вопрос 1. Найдите минимальное значение S, при котором Ваня выигрывает своим \
         первым ходом при любой игре Пети.\n\
         Вопрос 2. Найдите наименьшее значение S, при котором у Пети есть \
         выигрышная стратегия, причём Петя не может выиграть за один ход, но может \
         выиграть своим вторым ходом независимо от того, как будет ходить Ваня."
    )
}

/// A two-heap game whose heaps' sentence (and start) are given.
fn two_heaps(heaps: &str, moves: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. {heaps} Игроки ходят по \
         очереди, первый ход делает Петя. За один ход игрок может {moves}. Игра \
         завершается, когда суммарное количество камней в кучах становится не менее 73. \
         Победителем считается игрок, сделавший последний ход. Известно, что 1 ≤ S ≤ 62.\n\
         Вопрос 1. Известно, что Ваня выиграл своим первым ходом после неудачного \
         первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна."
    )
}

const PLAYERS: &str = "Два игрока, Петя и Ваня, играют в следующую игру.";
const MOVES: &str =
    "добавить в кучу один камень или увеличить количество камней в куче в четыре раза";
const END: &str = "Игра завершается, когда в куче становится не менее 59 камней.";
const TWO_MOVES: &str =
    "добавить в одну из куч два камня или увеличить количество камней в одной из куч в три раза";
const TWO_HEAPS: &str =
    "Перед ними лежат две кучи камней. В первой куче 11 камней, во второй куче S камней.";

/// Reads each variant complete, with the game and the answers of `want`.
fn reads_as(want: &str, variants: &[String]) {
    let (w, want_answers) = super::complete_answers(want);
    for text in variants {
        let (r, answers) = super::complete_answers(text);
        assert_eq!(game_lines(&r), game_lines(&w), "{text}");
        assert_eq!(answers, want_answers, "{text}");
    }
}

/// Whether the text's reading is flagged (not complete).
fn flagged(text: &str) -> bool {
    let r = read_text(text).remove(0);
    !r.solve().complete
}

/// «сделать так, чтобы камней в куче стало в N раз(а) больше» (or «вдвое
/// больше»): a growth by N, of one heap or of one of two. Fewer, or more
/// than the other heap, is no growth read.
#[test]
fn a_growth_said_by_the_heap_it_leaves() {
    let want = one_heap(PLAYERS, MOVES, END);
    let said =
        "добавить в кучу один камень или сделать так, чтобы камней в куче стало в 4 раза больше";
    reads_as(&want, &[one_heap(PLAYERS, said, END)]);
    let want = two_heaps(TWO_HEAPS, TWO_MOVES);
    let said = "добавить в одну из куч два камня или сделать так, чтобы количество камней в \
                одной из куч стало в три раза больше";
    reads_as(&want, &[two_heaps(TWO_HEAPS, said)]);
    for other in [
        "добавить в кучу один камень или сделать так, чтобы камней в куче стало в 4 раза меньше",
        "добавить в кучу один камень или сделать так, чтобы в куче стало в 4 раза больше камней",
    ] {
        assert!(flagged(&one_heap(PLAYERS, other, END)), "{other}");
    }
}

/// «Есть три кучи камней.», «Играют с двумя кучами камней.»: the count of
/// heaps with no verb of lying and nothing else said.
#[test]
fn the_heaps_counted_with_no_verb() {
    let want = two_heaps(TWO_HEAPS, TWO_MOVES);
    let variants: Vec<String> = [
        "Есть две кучи камней. В первой куче 11 камней, во второй куче S камней.",
        "Играют с двумя кучами камней. В первой куче 11 камней, во второй куче S камней.",
    ]
    .iter()
    .map(|h| two_heaps(h, TWO_MOVES))
    .collect();
    reads_as(&want, &variants);
    let ws = |s: &str| crate::read::tokens::words(s);
    assert_eq!(rules::heaps(&ws("Есть три кучи камней.")), Some(3));
    assert_eq!(rules::heaps(&ws("Играют с двумя кучами камней.")), Some(2));
    // Anything more said is not the count alone.
    assert_eq!(rules::heaps(&ws("Есть две кучи камней и монета.")), None);
    assert_eq!(rules::heaps(&ws("Есть пять куч камней.")), None);
}

/// The end «не менее N» restated («достигает N или превысит это число»)
/// and the end's clause before its verb («Как только в куче окажется как
/// минимум N камней, игра заканчивается»): `>= N`.
#[test]
fn the_end_restated_or_said_before_its_verb() {
    let want = one_heap(PLAYERS, MOVES, END);
    let variants: Vec<String> = [
        "Игра окончена, когда количество камней в куче достигает 59 или превысит это число.",
        "Как только в куче станет как минимум 59 камней, игра заканчивается.",
        "Как только количество камней в куче станет не меньше 59, игра завершается.",
    ]
    .iter()
    .map(|e| one_heap(PLAYERS, MOVES, e))
    .collect();
    reads_as(&want, &variants);
    // A restatement of another comparison, or a clause after the verb, is not read so.
    for other in [
        "Игра окончена, когда количество камней в куче больше 59 или превышает это число.",
        "Как только в куче станет как минимум 59 камней, игра заканчивается победой Вани.",
    ] {
        assert!(flagged(&one_heap(PLAYERS, MOVES, other)), "{other}");
    }
}

/// «На столе две кучи: в одной 11 камней, в другой S камней», «Имеются две
/// кучи: первая из 11 камней, вторая из S камней»: the start `11, S`. «в
/// одной …, в другой …» names no order: a game whose rule names a heap by its
/// order is not read so.
#[test]
fn a_start_by_a_pair_of_words() {
    let want = two_heaps(TWO_HEAPS, TWO_MOVES);
    let variants: Vec<String> = [
        "На столе две кучи: в одной 11 камней, в другой S камней.",
        "Имеются две кучи: первая из 11 камней, вторая из S камней.",
    ]
    .iter()
    .map(|h| two_heaps(h, TWO_MOVES))
    .collect();
    reads_as(&want, &variants);
    let one_heap_named = "добавить в первую кучу два камня или увеличить количество камней в \
                          одной из куч в три раза";
    let named = two_heaps(
        "На столе две кучи: в одной 11 камней, в другой S камней.",
        one_heap_named,
    );
    assert!(flagged(&named), "{named}");
    let ordered = two_heaps(
        "Имеются две кучи: первая из 11 камней, вторая из S камней.",
        one_heap_named,
    );
    let _ = super::complete_answers(&ordered);
}

/// «Рассмотрим игру двух игроков, Пети и Вани.»: the pair after the
/// players' word, in the genitive — the players called by their names in
/// any case, as the questions call them. Named in the other order, the
/// same game: who moves first is said apart.
#[test]
fn the_players_in_the_genitive() {
    let want = one_heap(PLAYERS, MOVES, END);
    let variants: Vec<String> = [
        "Рассмотрим игру двух игроков, Пети и Вани.",
        "Опишем игру двух друзей, Пети и Вани.",
    ]
    .iter()
    .map(|p| one_heap(p, MOVES, END))
    .collect();
    reads_as(&want, &variants);
    let swapped = one_heap("Рассмотрим игру двух игроков, Вани и Пети.", MOVES, END);
    let (r, _) = super::read_answers(&swapped);
    let (w, _) = super::read_answers(&want);
    assert_eq!(game_lines(&r), game_lines(&w), "{swapped}");
}

/// «Укажите, сколько есть значений S, …»: a count; a «сколько» no count
/// phrase holds is no question of the values (flagged, never answered with
/// them).
#[test]
fn how_many_values_is_a_count() {
    let text = one_heap(PLAYERS, MOVES, END).replace(
        "Найдите наименьшее значение S, при котором у Пети",
        "Укажите, сколько есть значений S, при которых у Пети",
    );
    let r = read_text(&text).remove(0);
    assert!(
        r.template().contains("\"2\" = \"count where"),
        "{}",
        r.template()
    );
    let other = one_heap(PLAYERS, MOVES, END).replace(
        "Найдите наименьшее значение S, при котором у Пети",
        "Укажите, сколько раз встречаются значения S, при которых у Пети",
    );
    assert!(flagged(&other), "{other}");
}

/// A sentence that adds a growth said by the heap it leaves to the list
/// before it («Также можно сделать так, чтобы камней в куче стало в 4 раза
/// больше.»): the list's move, as said with «увеличить».
#[test]
fn a_growth_said_by_the_heap_it_leaves_added_to_the_list() {
    let want = one_heap(PLAYERS, MOVES, END);
    let said = one_heap(PLAYERS, "добавить в кучу один камень", END).replace(
        "один камень. ",
        "один камень. Также можно сделать так, чтобы камней в куче стало в 4 раза больше. ",
    );
    reads_as(&want, &[said]);
}
