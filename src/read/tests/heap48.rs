//! Stop heap48: two-heap wordings of the 2024–2026 exam forms — a ban that
//! restates the per-heap moves read («Камни в первую кучу добавлять
//! нельзя.»), read only when it agrees with them and named when it bans a
//! move read; a heap said at the end of the last move after moves that name
//! none, and «в ней» after a named heap, named (either reading could be
//! meant). Answers are compared with `gametable solve` on templates stated
//! by hand.

use super::{hand_answers, read_answers};
use crate::read::read_text;

const Q: &str = "\nЗадание 19. Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.\nЗадание 20. Найдите два наименьших значения S, при которых у Пети есть выигрышная стратегия, причём одновременно выполняются два условия:\n− Петя не может выиграть за один ход;\n− Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.\nНайденные значения запишите в ответе в порядке возрастания.\nЗадание 21. Найдите минимальное значение S, при котором одновременно выполняются два условия:\n– у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети;\n– у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.\n";
const QUESTIONS: &str = "questions = [\"min where some(code == 1)\", \"min 2 where code == 2\", \"min where code == -2\"]\n";

/// The reading's answers, checked complete; or `None` when it is not.
fn complete(text: &str) -> Option<Vec<String>> {
    let r = read_text(text).remove(0);
    let out = r.solve();
    out.complete
        .then(|| out.answers.iter().map(|a| a.answer.clone()).collect())
}

fn two_heaps(moves: &str, remark: &str) -> String {
    format!("Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежат две кучи камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может {moves} {remark} Для того чтобы делать ходы, у каждого игрока есть неограниченное количество камней. Игра завершается в тот момент, когда суммарное количество камней в кучах становится не менее 71. Победителем считается игрок, сделавший последний ход.\nВ начальный момент в первой куче было 6 камней, во второй куче — S камней, 1 ≤ S ≤ 64.{Q}")
}

/// A ban of the first heap beside moves of the second only: a confirmation.
#[test]
fn a_ban_that_restates_the_moves_read_is_a_confirmation() {
    let want = hand_answers(&format!(
        "start = \"6, S\"\ns = \"1..64\"\nmoves = \"h2: +1 *2\"\nend = \"sum >= 71\"\n{QUESTIONS}"
    ));
    // By hand (gametable solve on the template): 17; 16 31; 30.
    assert_eq!(want, ["17", "16 31", "30"]);
    let moves = "добавить во вторую кучу один камень или увеличить количество камней во второй куче в два раза.";
    for ban in [
        "Камни в первую кучу добавлять нельзя.",
        "В первую кучу камни добавлять нельзя.",
        "Добавлять камни в первую кучу запрещено.",
        "Первую кучу изменять нельзя.",
        "Количество камней в первой куче не меняется.",
        "Ходы в первой куче делать нельзя.",
        "Увеличивать в два раза количество камней в первой куче нельзя.",
    ] {
        let (_, answers) = read_answers(&two_heaps(moves, ban));
        assert_eq!(answers, want, "{ban}");
    }
}

/// A ban of a move the rules did read (adding to either heap), or of a heap
/// the game lacks: named, never the move dropped.
#[test]
fn a_ban_of_a_move_read_is_named() {
    let moves = "добавить в любую из куч один камень или увеличить количество камней в первой куче в два раза.";
    for ban in [
        "Камни во вторую кучу добавлять нельзя.",
        "Вторую кучу изменять нельзя.",
        "Увеличивать в два раза количество камней в первой куче нельзя.",
        "Третью кучу изменять нельзя.",
    ] {
        assert_eq!(complete(&two_heaps(moves, ban)), None, "{ban}");
    }
}

/// «добавить два камня или увеличить … в два раза в меньшей куче»: the heap
/// may be both moves' (as a source printing «в той куче, в которой камней
/// меньше» meant) or the last one's — named (read as `+2 smaller: *2`
/// before). «в ней» after «в меньшую кучу» is that heap: read (smaller49).
#[test]
fn a_trailing_heap_after_a_heapless_move_is_named() {
    for moves in [
        "добавить два камня или увеличить количество камней в два раза в меньшей куче.",
        "добавить один камень или увеличить количество камней в два раза в первой куче.",
    ] {
        assert_eq!(complete(&two_heaps(moves, "")), None, "{moves}");
    }
}
