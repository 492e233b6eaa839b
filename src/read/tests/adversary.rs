//! Wordings whose meaning differs by a small word from a common one (the
//! adversarial probe of stop 40), each stated in other words than the
//! variants that showed them: a reader that matched the common form read
//! them complete and wrong.

use super::complete_answers;
use crate::read::*;

/// Two heaps for Маша and Саша: the start and the winner sentences given,
/// moves +2 and ×2 on either heap, the end at a total of 60 or more, and
/// one question (the least S from which Саша wins at his first move
/// whatever Маша does).
fn two_heaps(start: &str, winner: &str) -> String {
    format!(
        "Два игрока, Маша и Саша, играют в следующую игру. Перед ними лежат две кучи \
         камней. Игроки ходят по очереди, первый ход делает Маша. За один ход игрок может \
         добавить в одну из куч два камня или увеличить количество камней в этой куче в \
         два раза. Игра завершается, когда суммарное количество камней в кучах становится \
         не менее 60. {winner} {start}\n\
         Найдите наименьшее значение S, при котором Маша не может выиграть первым ходом, \
         но при любом ходе Маши Саша выигрывает своим первым ходом."
    )
}

fn is_complete(text: &str) -> bool {
    read_text(text).remove(0).solve().complete
}

/// «Выигрывает оппонент того, кто …», «побеждает его соперник»: the win said
/// of the last mover's opponent is the opponent's, never the mover's.
#[test]
fn the_win_said_of_the_opponent_of_the_last_mover_is_his() {
    let start = "В начальный момент в первой куче 4 камня, во второй — S камней, 1 ≤ S ≤ 50.";
    for winner in [
        "Выигрывает оппонент того, кто сделал последний ход.",
        "Игра заканчивается победой соперника игрока, сделавшего последний ход: побеждает его соперник.",
    ] {
        let r = read_text(&two_heaps(start, winner)).remove(0);
        let t = r.template();
        assert!(
            t.contains("winner = \"opponent\"") || !r.solve().complete,
            "{winner}\n{t}"
        );
    }
    let r = read_text(&two_heaps(
        start,
        "Выигрывает оппонент того, кто сделал последний ход.",
    ))
    .remove(0);
    assert!(
        r.template().contains("winner = \"opponent\""),
        "{}",
        r.template()
    );
}

/// «Победа присуждается не тому игроку, кто …», an opponent beside the win
/// in words not read: flagged, never the plain mover's win.
#[test]
fn a_win_denied_to_the_last_mover_or_said_otherwise_is_flagged() {
    let start = "В начальный момент в первой куче 4 камня, во второй — S камней, 1 ≤ S ≤ 50.";
    for winner in [
        "Победителем объявляется не тот, кто сделал последний ход, а другой игрок.",
        "Выигрывает игрок, сделавший последний ход, если этого не сделал противник раньше.",
    ] {
        let r = read_text(&two_heaps(start, winner)).remove(0);
        assert!(
            !r.solve().complete || r.template().contains("winner = \"opponent\""),
            "{winner}\n{}",
            r.template()
        );
    }
}

/// «Побеждает тот, у кого нет хода» beside an end of its own: the player
/// who cannot move after the end is the last mover's opponent; whose the
/// win is, is flagged rather than assumed to be the mover's.
#[test]
fn the_stalled_player_winning_beside_an_end_is_flagged() {
    let text = two_heaps(
        "В начальный момент в первой куче 4 камня, во второй — S камней, 1 ≤ S ≤ 50.",
        "Выигрывает игрок, который не может сделать ход.",
    );
    assert!(!is_complete(&text), "{}", read_text(&text)[0].template());
}

/// «во второй куче 5 камней, а в первой S»: the heaps by their ordinals,
/// whatever order the sentence names them in.
#[test]
fn heaps_named_out_of_order_are_put_in_the_order_of_their_ordinals() {
    let text = two_heaps(
        "В начальный момент во второй куче было 5 камней, а в первой — S камней, 1 ≤ S ≤ 50.",
        "Победителем считается игрок, сделавший последний ход.",
    );
    let (r, _) = complete_answers(&text);
    assert!(
        r.template().contains("start = \"S, 5\""),
        "{}",
        r.template()
    );
    let three =
        "Перед игроками три кучи. В начальный момент в третьей куче 4 камня, в первой — S камней, \
                 во второй — 9 камней.";
    let st = start::start(three, &tokens::words(three)).map(|f| f.keys);
    assert_eq!(
        st.and_then(|k| k.into_iter().find(|(k, _)| *k == "start"))
            .map(|(_, v)| v),
        Some("S, 9, 4".to_string())
    );
}

/// «за два или три хода»: the count before «или» is named too — the win by
/// either move, never by the last one exactly.
#[test]
fn a_count_listed_with_or_is_not_the_last_count_alone() {
    let text = two_heaps(
        "В начальный момент в первой куче 4 камня, во второй — S камней, 1 ≤ S ≤ 50.",
        "Победителем считается игрок, сделавший последний ход.",
    )
    .replace(
        "Найдите наименьшее значение S, при котором Маша не может выиграть первым ходом, \
         но при любом ходе Маши Саша выигрывает своим первым ходом.",
        "Найдите наименьшее значение S, при котором Маша может выиграть за два или три хода \
         при любой игре Саши.",
    );
    let r = read_text(&text).remove(0);
    let out = r.solve();
    // The last count may be kept only beside the list's reading, set aside
    // because it gives the same answer.
    let q = &r.questions[0];
    let list_alike = q.settled_alike
        && q.settled_over
            .as_deref()
            .is_some_and(|o| o.contains("code <= 3"));
    assert!(
        !out.complete || list_alike || out.answers.iter().all(|a| !a.query.ends_with("code == 3")),
        "{}",
        r.template()
    );
}

/// «Саша победил первым ходом после неудачного третьего хода Маши»: a win
/// after a later move of the opponent than his first is not the first
/// move's question; flagged.
#[test]
fn a_win_after_a_later_unsuccessful_move_is_flagged() {
    let text = two_heaps(
        "В начальный момент в первой куче 4 камня, во второй — S камней, 1 ≤ S ≤ 50.",
        "Победителем считается игрок, сделавший последний ход.",
    )
    .replace(
        "Найдите наименьшее значение S, при котором Маша не может выиграть первым ходом, \
         но при любом ходе Маши Саша выигрывает своим первым ходом.",
        "Известно, что Саша победил своим первым ходом после неудачного третьего хода Маши. \
         Найдите наименьшее S, при котором это возможно.",
    );
    assert!(!is_complete(&text), "{}", read_text(&text)[0].template());
}

/// The winner's sentence restating the end with another number («…, то есть
/// первым получивший позицию, в которой 61 камень или больше» after an end
/// at 60) says two ends: flagged; the same end said otherwise («больше 59»)
/// is no conflict.
#[test]
fn a_winner_sentence_restating_another_end_is_a_conflict() {
    let start = "В начальный момент в первой куче 4 камня, во второй — S камней, 1 ≤ S ≤ 50.";
    let other = two_heaps(
        start,
        "Победителем считается игрок, сделавший последний ход, то есть первым получивший \
         позицию, в которой в кучах 61 камень или больше.",
    );
    assert!(!is_complete(&other), "{}", read_text(&other)[0].template());
    let same = two_heaps(
        start,
        "Победителем считается игрок, сделавший последний ход, то есть первым получивший \
         позицию, в которой в кучах больше 59 камней.",
    );
    let (r, _) = complete_answers(&same);
    assert!(
        r.template().contains("end = \"sum >= 60\""),
        "{}",
        r.template()
    );
}

// ------------------------------------------------ second round (stop 40)

/// An overshoot whose win goes to the opponent «игрока, сделавшего …» (or
/// to «соперник», «оппонент»): the mover wins only short of the bound; an
/// opponent named for the other case leaves the condition the mover's.
#[test]
fn an_overshoot_won_by_the_opponent_of_the_mover_is_his() {
    let start = "В начальный момент в первой куче 4 камня, во второй — S камней, 1 ≤ S ≤ 50.";
    for winner in [
        "Побеждает сделавший последний ход игрок. Если же камней в кучах стало больше 80, \
         победу одерживает оппонент игрока, который сделал последний ход.",
        "Побеждает сделавший последний ход игрок. Если же камней в кучах стало больше 80, \
         побеждает соперник.",
        "Если камней в кучах стало не больше 80, побеждает сделавший последний ход игрок, \
         иначе побеждает его оппонент.",
    ] {
        let r = read_text(&two_heaps(start, winner)).remove(0);
        let t = r.template();
        assert!(
            t.contains("winner = \"sum <= 80\"") || !r.solve().complete,
            "{winner}\n{t}"
        );
        assert!(!t.contains("sum > 80"), "{winner}\n{t}");
    }
}

/// «… сделавший предпоследний ход»: not the last move's player, flagged.
#[test]
fn a_win_of_the_last_but_one_mover_is_flagged() {
    let start = "В начальный момент в первой куче 4 камня, во второй — S камней, 1 ≤ S ≤ 50.";
    let winner = "Выигрывает тот игрок, который сделал предпоследний ход.";
    assert!(!is_complete(&two_heaps(start, winner)));
}

/// A heap said by a sum with the unknown («S + 3», «2S − 1», «10 + S»):
/// the sign is lost from the words, so the start is not read as plain S.
#[test]
fn a_heap_said_by_a_sum_with_the_unknown_is_not_read_as_it() {
    use crate::read::start::unknown_in_sum;
    for s in [
        "во второй — S + 3 камня",
        "в первой 2S−1 камней",
        "было 10 + S камней",
        "(S − 2, 5)",
    ] {
        assert!(unknown_in_sum(s), "{s}");
    }
    for s in [
        "во второй – S камней; 1 ≤ S ≤ 30",
        "S — натуральное число",
        "в первой 2S камней, во второй – 4",
    ] {
        assert!(!unknown_in_sum(s), "{s}");
    }
    let winner = "Побеждает игрок, сделавший последний ход.";
    let start = "Изначально в первой куче S камней, во второй — S + 3 камня; 1 ≤ S ≤ 30.";
    assert!(!is_complete(&two_heaps(start, winner)));
}

/// A value left out of the range («S ≠ 12», «S не равно 12»): which values
/// the range holds is not read, so the task is flagged.
#[test]
fn a_value_left_out_of_the_range_is_flagged() {
    let winner = "Побеждает игрок, сделавший последний ход.";
    for start in [
        "В начальный момент в первой куче 4 камня, во второй — S камней, 1 ≤ S ≤ 50, S ≠ 12.",
        "В начальный момент в первой куче 4 камня, во второй — S камней, где 1 ≤ S ≤ 50 и S не равно 12.",
    ] {
        assert!(!is_complete(&two_heaps(start, winner)), "{start}");
    }
}

/// A «не» in the overshoot's win that starts no comparison («игрок, не
/// сделавший …», «… не побеждает») turns whose win it is: flagged. The
/// opponent named only for the other case («…, иначе выигрывает соперник»)
/// leaves the condition the mover's.
#[test]
fn a_negated_or_otherwise_opponent_in_an_overshoot() {
    let start = "В начальный момент в первой куче 4 камня, во второй — S камней, 1 ≤ S ≤ 50.";
    let plain = "Побеждает сделавший последний ход игрок.";
    for over in [
        "Если же камней в кучах стало больше 80, выигрывает игрок, не делавший последнего хода.",
        "Если же камней в кучах стало больше 80, сделавший последний ход игрок не выигрывает.",
    ] {
        assert!(
            !is_complete(&two_heaps(start, &format!("{plain} {over}"))),
            "{over}"
        );
    }
    for over in [
        "Если же камней в кучах стало меньше 81, то выигрывает сделавший последний ход игрок, \
         иначе выигрывает соперник.",
        "Если же камней в кучах стало меньше 81, то выигрывает, иначе выигрывает соперник.",
    ] {
        let r = read_text(&two_heaps(start, &format!("{plain} {over}"))).remove(0);
        let t = r.template();
        assert!(
            t.contains("winner = \"sum < 81\"") || !r.solve().complete,
            "{over}\n{t}"
        );
        assert!(!t.contains("sum >= 81"), "{over}\n{t}");
    }
}
