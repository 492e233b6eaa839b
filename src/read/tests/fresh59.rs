//! Probe fresh59: 40 texts of the games the other probes printed seldom,
//! untuned: moves between two heaps (one heap increased by the other, the
//! smaller heap given the larger's count, the smaller doubled, a stone moved
//! from one heap to the other, moves per heap), heaps falling to a floor or
//! to nothing («убрать 1, 2 или 3 камня», «от 1 до 4», «уменьшить в три
//! раза, если делится»), moves with a condition or «иначе», a ban on the
//! opponent's last move, a pass once per game, ends on any heap, on each
//! heap, on the product and «ровно», misère and overshoot winners, starts
//! (S, 2S), (S, S) and (K, S), and the questions «в порядке убывания»,
//! «сумма всех значений», «два значения через пробел»; six to flag. Main
//! (m64c): 32 right, 8 flagged, 0 WRONG; now 38 right, 2 flagged.
//!
//! Fixed:
//! - «увеличить количество камней в одной из куч на количество камней в
//!   другой куче» is `+other` (`move_words.as_many_as_other`);
//! - «добавить в меньшую кучу столько камней, сколько их в большей куче»
//!   is `smaller: +other`, and the larger's alike (`larger: +other`): the
//!   heap named after «сколько» is the amount's, not a second heap the move
//!   acts on (`heap_target::amount_heap`); said of no heap named by the
//!   other size, or with a subtraction, it stays unread;
//! - after a heap said apart («в первую кучу добавить 1 камень, а во вторую
//!   — 2 камня»), a move said to be on any heap («… или увеличить
//!   количество камней в любой из куч в два раза») is no longer named as
//!   maybe the heap's before it (`move_words.any_heap`, `moves.rs`);
//! - «Проигрывает тот, кто возьмёт последний камень»: the future of taking
//!   the last stone (`ends.took`);
//! - «Перед ними лежат две кучи камней, в каждой из которых по S камней»:
//!   the start (S, S) in the heaps' sentence (`start::each_of_which`).
//!
//! Left flagged: «во вторую кучу можно только добавить два камня …» (a
//! second heap's moves said after «;» with their own «можно»), and «добавить
//! в кучу камни: если … чётно — добавить 2 камня, иначе — 1».
//!
//! Every answer is compared with `gametable solve` on a hand template.

use super::{hand_answers, one_reading, solved_complete};

const QUESTIONS: &str = "[questions]\n\"19\" = \"min where some(code == 1)\"\n\
    \"20\" = \"min where code == 2\"\n\"21\" = \"min where code == -2\"\n";

const ASKED: &str = "19. Известно, что Ваня выиграл своим первым ходом после неудачного первого \
    хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.\n20. Найдите \
    минимальное значение S, при котором у Пети есть выигрышная стратегия, причём Петя не может \
    выиграть за один ход, но может выиграть своим вторым ходом независимо от того, как будет \
    ходить Ваня.\n21. Найдите минимальное значение S, при котором у Вани есть выигрышная \
    стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети, и при этом \
    у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.\n";

/// A two-heap game: its heaps sentence, its moves sentence, the end at the
/// total `end`, the start `start` (a sentence), the questions `asked`.
fn two_heaps(heaps: &str, moves: &str, end: u32, start: &str, asked: &str) -> String {
    format!(
        "Два игрока, Петя и Ваня, играют в следующую игру. {heaps} Игроки ходят по очереди, \
         первый ход делает Петя. За один ход игрок может {moves} Игра завершается, когда \
         суммарное количество камней в кучах становится не менее {end}. Победителем считается \
         игрок, сделавший последний ход. {start}\n{asked}"
    )
}

fn hand(start: &str, s: &str, moves: &str, end: u32, questions: &str) -> Vec<String> {
    hand_answers(&format!(
        "start = \"{start}\"\ns = \"{s}\"\nmoves = \"{moves}\"\nend = \"sum >= {end}\"\n{questions}"
    ))
}

const HEAPS: &str = "Перед ними лежат две кучи камней.";

#[test]
fn a_heap_increased_by_the_others_count_reads() {
    let text = two_heaps(
        HEAPS,
        "добавить в одну из куч два камня или увеличить количество камней в одной из куч на \
         количество камней в другой куче.",
        65,
        "В начальный момент в первой куче было 9 камней, во второй — S камней, 1 ≤ S ≤ 55.",
        ASKED,
    );
    let r = one_reading(&text);
    assert_eq!(
        solved_complete(&r),
        hand("9, S", "1..55", "+2 +other", 65, QUESTIONS),
        "{}",
        r.template()
    );
}

#[test]
fn the_smaller_heap_given_the_largers_count_reads() {
    let start = "В начальный момент в первой куче было 4 камня, во второй — S камней, 1 ≤ S ≤ 45.";
    let text = two_heaps(
        HEAPS,
        "добавить в любую кучу два камня или добавить в меньшую кучу столько камней, сколько их \
         в большей куче.",
        50,
        start,
        ASKED,
    );
    let r = one_reading(&text);
    assert_eq!(
        solved_complete(&r),
        hand("4, S", "1..45", "+2 smaller: +other", 50, QUESTIONS),
        "{}",
        r.template()
    );
    let text = two_heaps(
        HEAPS,
        "добавить в любую кучу один камень или добавить в большую кучу столько камней, сколько \
         камней в меньшей куче.",
        80,
        "В начальный момент в первой куче было 4 камня, во второй — S камней, 1 ≤ S ≤ 70.",
        "Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. \
         Укажите минимальное значение S, когда такая ситуация возможна.",
    );
    let r = one_reading(&text);
    assert_eq!(
        solved_complete(&r),
        hand(
            "4, S",
            "1..70",
            "+1 larger: +other",
            80,
            "[questions]\n\"1\" = \"min where some(code == 1)\"\n"
        ),
        "{}",
        r.template()
    );
}

#[test]
fn a_sized_heaps_count_said_otherwise_stays_flagged() {
    let start = "В начальный момент в первой куче было 4 камня, во второй — S камней, 1 ≤ S ≤ 45.";
    for moves in [
        // No heap named for the move: which one gets the larger's count?
        "добавить в любую кучу два камня или добавить в кучу столько камней, сколько их в \
         большей куче.",
        // Taken away, not added.
        "добавить в любую кучу два камня или убрать из большей кучи столько камней, сколько их \
         в меньшей куче.",
    ] {
        let r = one_reading(&two_heaps(HEAPS, moves, 50, start, ASKED));
        assert!(!r.solve().complete, "{moves}\n{}", r.template());
    }
}

#[test]
fn a_move_on_any_heap_after_a_heap_said_apart_reads() {
    let start = "В начальный момент в первой куче было 3 камня, во второй — S камней, 1 ≤ S ≤ 45.";
    let text = two_heaps(
        HEAPS,
        "в первую кучу добавить 2 камня или во вторую — 1 камень, или увеличить количество \
         камней в любой из куч в три раза.",
        54,
        start,
        ASKED,
    );
    let r = one_reading(&text);
    assert_eq!(
        solved_complete(&r),
        hand("3, S", "1..45", "h1: +2 h2: +1 any: *3", 54, QUESTIONS),
        "{}",
        r.template()
    );
    // «, а во вторую — 1 камень»: one move on both heaps, maybe (audit73).
    let text = two_heaps(
        HEAPS,
        "в первую кучу добавить 2 камня, а во вторую — 1 камень, или увеличить количество камней \
         в любой из куч в три раза.",
        54,
        start,
        ASKED,
    );
    assert!(!one_reading(&text).solve().complete);
    // «в куче»: the heap said before, or any? Still named.
    let text = two_heaps(
        HEAPS,
        "в первую кучу добавить 2 камня, а во вторую — 1 камень, или увеличить количество камней \
         в куче в три раза.",
        54,
        start,
        ASKED,
    );
    let r = one_reading(&text);
    assert!(!r.solve().complete, "{}", r.template());
}

#[test]
fn the_last_stone_taken_in_the_future_ends_the_game() {
    for (rule, winner) in [
        ("Проигрывает тот, кто возьмёт последний камень.", "opponent"),
        ("Выигрывает тот, кто заберёт последний камень.", "mover"),
    ] {
        let text = format!(
            "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча из S \
             камней, 1 ≤ S ≤ 30. Игроки ходят по очереди, первый ход делает Петя. За один ход \
             игрок может взять из кучи один, два, три или четыре камня. {rule}\nНайдите \
             наибольшее значение S, при котором Ваня может выиграть своим первым ходом при \
             любой игре Пети.\n"
        );
        let r = one_reading(&text);
        let want = hand_answers(&format!(
            "start = \"S\"\ns = \"1..30\"\nmoves = \"-1 -2 -3 -4\"\nend = \"sum <= 0\"\n\
             winner = \"{winner}\"\n[questions]\n\"1\" = \"max where code == -1\"\n"
        ));
        assert_eq!(solved_complete(&r), want, "{rule}\n{}", r.template());
    }
}

#[test]
fn heaps_each_of_which_holds_s_start_at_s_s() {
    let text = two_heaps(
        "Перед ними лежат две кучи камней, в каждой из которых по S камней, 1 ≤ S ≤ 35.",
        "добавить в одну из куч один камень или увеличить количество камней в куче в три раза.",
        72,
        "",
        ASKED,
    );
    let r = one_reading(&text);
    assert_eq!(
        solved_complete(&r),
        hand("S, S", "1..35", "+1 *3", 72, QUESTIONS),
        "{}",
        r.template()
    );
}
