//! Wordings of the third adversarial round (redteam19): moves beyond the
//! simple ones and paraphrased questions, each stated in other words than
//! the variants that showed them read complete and wrong.

use crate::read::*;

/// A one-heap game for Алиса and Боб, the moves given, ending when the heap
/// holds 15 stones or fewer, with one question.
fn one_heap_down(moves: &str) -> String {
    format!(
        "Два игрока, Алиса и Боб, играют в следующую игру. Перед ними лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Алиса. За один ход игрок может {moves}. \
         Игра завершается, когда количество камней в куче становится не более 15. \
         Победителем считается игрок, сделавший последний ход. В начальный момент в куче \
         было S камней, 16 ≤ S ≤ 90.\n\
         Найдите наименьшее значение S, при котором Алиса может выиграть первым ходом."
    )
}

fn moves_of(text: &str) -> Option<String> {
    let r = read_text(text).remove(0);
    let t = r.template();
    let line = t.lines().find(|l| l.starts_with("moves = "))?;
    Some(line.split('"').nth(1)?.to_string())
}

/// «не менее двух и не более пяти камней»: a lower bound beside the upper
/// one starts the range there, never at one; a bound said twice, or one
/// that is not «не менее» / «не более», is no range.
#[test]
fn an_amount_bounded_on_both_sides_starts_at_its_lower_bound() {
    let read = |m: &str| moves_of(&one_heap_down(m));
    assert_eq!(
        read("забрать из кучи не меньше трёх и не больше пяти камней").as_deref(),
        Some("-3 -4 -5")
    );
    assert_eq!(
        read("взять из кучи не более шести камней").as_deref(),
        Some("-1 -2 -3 -4 -5 -6")
    );
    for unread in [
        "забрать из кучи больше одного и не больше пяти камней",
        "забрать из кучи не более двух и не более пяти камней",
    ] {
        let r = read_text(&one_heap_down(unread)).remove(0);
        assert!(!r.solve().complete, "{unread}\n{}", r.template());
    }
}

/// A one-heap game for Маша and Саша: the moves and a sentence after them
/// given, ending when the heap holds 40 stones or more, with one question.
fn one_heap_up(moves: &str, after: &str, question: &str) -> String {
    format!(
        "Два игрока, Маша и Саша, играют в следующую игру. Перед ними лежит куча камней. \
         Игроки ходят по очереди, первый ход делает Маша. За один ход игрок может {moves}. \
         {after} Игра завершается, когда количество камней в куче становится не менее 40. \
         Победителем считается игрок, сделавший последний ход. В начальный момент в куче \
         было S камней, 1 ≤ S ≤ 39.\n{question}"
    )
}

const FIRST_MOVE: &str =
    "Найдите наименьшее значение S, при котором Маша может выиграть первым ходом.";

fn flagged(text: &str) -> bool {
    !read_text(text).remove(0).solve().complete
}

/// «в три или в пять раз»: each factor of a list may repeat its «в», and
/// keeps the unit said at the list's end; a clause ending in «в N» with no
/// unit at all is no amount of N stones.
#[test]
fn factors_that_repeat_their_preposition_share_the_unit() {
    assert_eq!(
        moves_of(&one_heap_down(
            "уменьшить количество камней в куче в три или в пять раз (с округлением вниз)"
        ))
        .as_deref(),
        Some("/3 /5")
    );
    assert_eq!(
        moves_of(&one_heap_up(
            "добавить в кучу два камня или увеличить количество камней в куче в три или в четыре раза",
            "",
            FIRST_MOVE
        ))
        .as_deref(),
        Some("+2 *3 *4")
    );
    assert!(flagged(&one_heap_up(
        "добавить в кучу два камня или увеличить количество камней в куче в три",
        "",
        FIRST_MOVE
    )));
}

/// «который сам сделал»: «сам» names the player's own move; a rule naming
/// both the opponent's and the player's own move is not one rule read.
#[test]
fn a_repeat_rule_said_with_sam_is_the_own_one_and_both_rules_flag() {
    let moves = "добавить в кучу один или три камня или увеличить количество камней в куче вдвое";
    let r = read_text(&one_heap_up(
        moves,
        "Игроку нельзя повторять ход, который он сам сделал своим предыдущим ходом.",
        FIRST_MOVE,
    ))
    .remove(0);
    assert!(
        r.template().contains("no_repeat = \"own\""),
        "{}",
        r.template()
    );
    assert!(flagged(&one_heap_up(
        moves,
        "Запрещено повторять как ход соперника, сделанный только что, так и ход, который игрок сам сделал перед этим.",
        FIRST_MOVE
    )));
}

/// «добавить два или несколько камней»: an amount left open is not read
/// as the number before it.
#[test]
fn an_amount_left_open_is_not_read() {
    assert!(flagged(&one_heap_up(
        "добавить в кучу два или несколько камней",
        "",
        FIRST_MOVE
    )));
}

/// «такая ситуация невозможна»: the situation denied is not read as the
/// situation.
#[test]
fn a_situation_said_impossible_is_flagged() {
    assert!(flagged(&one_heap_up(
        "добавить в кучу один камень или увеличить количество камней в куче втрое",
        "",
        "Известно, что Саша выиграл своим первым ходом после неудачного первого хода Маши. \
         Найдите наибольшее значение S, при котором такое развитие игры невозможно."
    )));
}

/// «количество … и наименьшее из них»: a count and a value asked in one
/// question are two answers, never one of them alone.
#[test]
fn a_count_asked_with_an_extreme_is_flagged() {
    let moves = "добавить в кучу один камень или увеличить количество камней в куче втрое";
    for q in [
        "Сколько существует значений S, при которых Маша может выиграть первым ходом? Укажите также наибольшее из них.",
        "Найдите сумму значений S, при которых Маша может выиграть первым ходом, и минимальное из них.",
    ] {
        assert!(flagged(&one_heap_up(moves, "", q)), "{q}");
    }
}

/// «Маша выигрывает первым ходом или Саша выигрывает первым ходом»: a win
/// of either player is no condition of one player.
#[test]
fn wins_of_either_player_joined_by_ili_are_flagged() {
    assert!(flagged(&one_heap_up(
        "добавить в кучу один камень или увеличить количество камней в куче втрое",
        "",
        "Найдите наибольшее значение S, при котором Маша выигрывает своим первым ходом либо Саша \
         выигрывает своим первым ходом при любом ходе Маши."
    )));
    assert!(flagged(&one_heap_up(
        "добавить в кучу один камень или увеличить количество камней в куче втрое",
        "",
        "Найдите наибольшее значение S, при котором выигрышная стратегия имеется у Маши либо у \
         Саши."
    )));
}

/// «за один или за два хода»: the counting word said again before the
/// second count still lists both counts, read as «за один или два хода» is
/// (a win by either, or flagged), never the second count alone.
#[test]
fn a_list_of_move_counts_that_repeats_za_is_read_as_without_it() {
    let ask = |counts: &str| {
        one_heap_up(
            "добавить в кучу один камень или увеличить количество камней в куче втрое",
            "",
            &format!(
                "Найдите наименьшее значение S, при котором Маша при любой игре Саши может \
                 выиграть {counts}."
            ),
        )
    };
    // The question's readings: those kept, the one set aside, and whether
    // it gave the same answer; and whether the task reads complete.
    let queries = |text: &str| {
        let r = read_text(text).remove(0);
        let q = &r.questions[0];
        let readings = (q.queries.clone(), q.settled_over.clone(), q.settled_alike);
        (readings, r.solve().complete)
    };
    let (repeated, complete) = queries(&ask("за один или за два хода"));
    assert_eq!(repeated, queries(&ask("за один или два хода")).0);
    // The second count alone is kept only beside the list's reading, set
    // aside as giving the same answer, or the task is flagged.
    let (kept, over, alike) = &repeated;
    let second_alone = kept.iter().any(|q| q.ends_with("code == 2"));
    let list_beside = *alike && over.as_deref().is_some_and(|o| o.contains("code <= 2"));
    assert!(!complete || !second_alone || list_beside, "{repeated:?}");
    assert!(
        kept.len() > 1 || over.is_some() || !complete,
        "{repeated:?}"
    );
}

/// Two heaps for Маша and Саша: (5, S), the moves given, ending at a total
/// of 50 or more, with the question of the first move.
fn two_heaps_up(moves: &str) -> String {
    format!(
        "Два игрока, Маша и Саша, играют в следующую игру. Перед ними лежат две кучи камней. \
         Игроки ходят по очереди, первый ход делает Маша. За один ход игрок может {moves}. \
         Игра завершается, когда суммарное количество камней в кучах становится не менее 50. \
         Победителем считается игрок, сделавший последний ход. В начальный момент в первой \
         куче было пять камней, во второй куче — S камней, 1 ≤ S ≤ 44.\n{FIRST_MOVE}"
    )
}

/// «2–5 камней», «два-три камня»: a range written with a dash is every
/// amount of it, never its last number alone.
#[test]
fn a_range_written_with_a_dash_is_every_amount() {
    assert_eq!(
        moves_of(&one_heap_down("взять из кучи 2–5 камней")).as_deref(),
        Some("-2 -3 -4 -5")
    );
    assert_eq!(
        moves_of(&one_heap_up(
            "положить в кучу два-три камня или увеличить количество камней в куче впятеро",
            "",
            FIRST_MOVE
        ))
        .as_deref(),
        Some("+2 +3 *5")
    );
}

/// «в первую и во вторую кучу», «в первую или вторую кучи»: a move whose
/// heaps are counted by more ordinals than heap phrases is not read as the
/// one heap named (nor as any heap).
#[test]
fn a_move_on_heaps_counted_by_bare_ordinals_is_flagged() {
    for moves in [
        "положить два камня в первую и во вторую кучу или утроить количество камней в одной из куч",
        "положить по два камня в первую и вторую кучи или утроить количество камней в одной из куч",
    ] {
        assert!(flagged(&two_heaps_up(moves)), "{moves}");
    }
    assert_eq!(
        moves_of(&two_heaps_up(
            "положить два камня в первую кучу или утроить количество камней во второй куче"
        ))
        .as_deref(),
        Some("h1: +2 h2: *3")
    );
}

/// «максимум четыре камня» is at most four; «минимум два камня» is bounded
/// from below only — not read, never two.
#[test]
fn maksimum_and_minimum_bound_an_amount() {
    assert_eq!(
        moves_of(&one_heap_down("взять из кучи максимум четыре камня")).as_deref(),
        Some("-1 -2 -3 -4")
    );
    assert!(flagged(&one_heap_down(
        "взять из кучи минимум два камня или уменьшить количество камней в куче втрое"
    )));
}

/// «и одновременно», «и сразу»: two steps said to happen at once have no
/// order, so they are no compound move.
#[test]
fn steps_said_at_once_are_no_compound_move() {
    for moves in [
        "положить в кучу два камня и одновременно утроить количество камней в куче",
        "утроить количество камней в куче и сразу положить в кучу два камня",
    ] {
        assert!(flagged(&one_heap_up(moves, "", FIRST_MOVE)), "{moves}");
    }
}

/// «…, и при этом у его соперника нет стратегии …»: a clause about an
/// opponent called by no name is not about the player of the clause before
/// it; «при любой игре противника» still reads.
#[test]
fn a_clause_about_an_unnamed_opponent_is_flagged() {
    let moves = "добавить в кучу один камень или увеличить количество камней в куче втрое";
    assert!(flagged(&one_heap_up(
        moves,
        "",
        "Найдите наибольшее значение S, при котором у Саши есть выигрышная стратегия, \
         позволяющая ему выиграть первым или вторым ходом при любой игре Маши, причём его \
         оппонент не имеет стратегии, позволяющей гарантированно выиграть первым ходом."
    )));
    let (_, answers) = super::complete_answers(&one_heap_up(
        moves,
        "",
        "Найдите наименьшее значение S, при котором Саша выигрывает своим первым ходом при \
         любой игре противника.",
    ));
    assert_eq!(answers.len(), 1);
}

/// «любой ход Маши, кроме одного, …», «за исключением …»: an exception to
/// «любой» is not read as «любой».
#[test]
fn an_exception_to_any_move_is_flagged() {
    let moves = "добавить в кучу один камень или увеличить количество камней в куче втрое";
    for q in [
        "Найдите наименьшее значение S, при котором после всякого хода Маши, кроме одного, Саша \
         может выиграть своим первым ходом.",
        "Найдите наименьшее значение S, при котором Саша выигрывает своим первым ходом при любом \
         ходе Маши за исключением утроения.",
    ] {
        assert!(flagged(&one_heap_up(moves, "", q)), "{q}");
    }
}

/// «утроить и ещё на два камня»: a factor and an amount in one clause are
/// not the factor alone; «а при нечётном количестве камней — и вчетверо»: a
/// condition cut from its move is not dropped.
#[test]
fn a_factor_with_an_amount_or_a_condition_cut_off_is_flagged() {
    for moves in [
        "добавить в кучу один камень или увеличить количество камней в куче втрое и ещё на два камня",
        "добавить в кучу один камень или утроить количество камней в куче, а при нечётном количестве камней — и вчетверо",
    ] {
        assert!(flagged(&one_heap_up(moves, "", FIRST_MOVE)), "{moves}");
    }
}

/// «…, сделав ход во вторую кучу»: a win by a move on a named heap is not
/// read as any win at the first move.
#[test]
fn a_win_by_a_move_on_a_named_heap_is_flagged() {
    let q = "Найдите наименьшее значение S, при котором Маша выигрывает первым ходом, походив в \
             большую кучу.";
    let text = two_heaps_up(
        "положить в одну из куч два камня или утроить количество камней в одной из куч",
    )
    .replace(FIRST_MOVE, q);
    assert!(flagged(&text));
}
