//! Rules said otherwise than the corpus says them (issue 21, probe 13): a
//! pass whose limit follows in a sentence of its own, the winner «тот, кто
//! первым наберёт», one stone with no number, a list headed «один из двух
//! ходов», a range of S in words in the start's sentence, «иначе —». Each
//! found unread (or, for the pass, splitting its task in two) by a probe of
//! made-up wordings; a wording with two readings stays unread.

use super::{demo_answers_with, demo_with_moves, read_answers};
use crate::read::moves::moves;
use crate::read::rules::{end_reached, winner, winner_of};
use crate::read::start::start;
use crate::read::tokens::words;
use crate::read::*;

fn moves_of(sentence: &str, heaps: Option<usize>) -> (Option<String>, Vec<String>) {
    let f = moves(sentence, heaps);
    (f.keys.first().map(|k| k.1.clone()), f.unread)
}

/// «… или пропустить ход. Пропустить ход каждый из игроков может не более
/// одного раза за всю партию.»: the pass of the list is the next
/// sentence's (it was named unread, and «за всю игру» opened a new task).
#[test]
fn a_pass_whose_limit_follows_in_its_own_sentence() {
    for rule in [
        "Пропустить ход каждый из игроков может не более одного раза за всю партию.",
        "Пропуск хода разрешается каждому из игроков лишь один раз за всю игру.",
    ] {
        let text = demo_with_moves(&format!(
            "За один ход игрок может добавить в одну из куч один камень, увеличить количество камней в куче в два раза либо пропустить ход. {rule}"
        ));
        assert_eq!(read_text(&text).len(), 1, "{rule}");
        let (r, got) = read_answers(&text);
        assert!(
            r.template().contains("moves = \"+1 *2 pass limit 1 each\""),
            "{rule}\n{}",
            r.template()
        );
        assert_eq!(got, demo_answers_with("+1 *2 pass limit 1 each"), "{rule}");
    }
    // Whose pass is not said: still named.
    let text = demo_with_moves(
        "За один ход игрок может добавить в одну из куч один камень, увеличить количество камней в куче в два раза либо пропустить ход. Пропускать ход разрешается не более одного раза за игру.",
    );
    assert!(!read_text(&text).remove(0).solve().complete);
    // A noun for the pass, in a sentence of its own.
    let (m, unread) = moves_of(
        "Пропуск хода разрешается каждому игроку только один раз.",
        Some(2),
    );
    assert_eq!(m.as_deref(), Some("pass limit 1 each"));
    assert!(unread.is_empty(), "{unread:?}");
}

/// «Побеждает тот, кто первым наберёт в куче не менее 25 камней»: the end
/// and the winner in one sentence (it was not read).
#[test]
fn the_first_to_gather_wins() {
    for s in [
        "Побеждает тот, кто первым наберёт в куче не менее 25 камней.",
        "Победителем считается игрок, первым набравший в куче 25 или больше камней.",
    ] {
        let ws = words(s);
        assert_eq!(end_reached(&ws, 1).as_deref(), Some("sum >= 25"), "{s}");
        let w = winner(&ws).expect("a winner");
        assert_eq!(w.keys, [("winner", "mover".to_string())], "{s}");
    }
}

/// «подложить в кучу камень», «снять с кучи камень»: one stone.
#[test]
fn a_stone_with_no_number_is_one() {
    let (m, unread) = moves_of(
        "Каждым ходом игрок может подложить в кучу камень или утроить кучу.",
        None,
    );
    assert_eq!(m.as_deref(), Some("+1 *3"));
    assert!(unread.is_empty(), "{unread:?}");
    let (m, _) = moves_of(
        "За один ход игрок может снять с кучи камень или три камня.",
        None,
    );
    assert_eq!(m.as_deref(), Some("-1 -3"));
}

/// «сделать один из трёх ходов: …», «изменить количество камней двумя
/// способами: …»: the list's head, no move of its own.
#[test]
fn a_list_headed_by_how_many_moves() {
    for (s, want) in [
        ("Игрок может сделать один из трёх ходов: прибавить к куче два камня, прибавить три камня или удвоить кучу.", "+2 +3 *2"),
        ("Игрок может изменить количество камней двумя способами: убрать из кучи два камня или уменьшить количество камней вдвое.", "-2 /2"),
    ] {
        let (m, unread) = moves_of(s, None);
        assert_eq!(m.as_deref(), Some(want), "{s}");
        assert!(unread.is_empty(), "{s}: {unread:?}");
    }
}

/// «В начальный момент в куче было S камней, причём S больше 30»: the range
/// in words in the start's own sentence, with no «натуральное число».
#[test]
fn a_range_in_words_in_the_starts_sentence() {
    let range = |s: &str| {
        start(s, &words(s))
            .and_then(|f| f.keys.into_iter().find(|(k, _)| *k == "s"))
            .map(|(_, v)| v)
    };
    assert_eq!(
        range("В начальный момент в куче было S камней, причём S больше 30.").as_deref(),
        Some("31..")
    );
    assert_eq!(
        range("Изначально в куче S камней, S не меньше 12 и не больше 90.").as_deref(),
        Some("12..90")
    );
    // A question's «значение S, большее 20» is no range of the game.
    assert_eq!(
        range("Пусть в начальный момент в куче S камней. Найдите S больше 20, при котором Петя выигрывает."),
        None
    );
}

/// «Если …, игрок может …, иначе — …»: the dash after «иначе» opens its
/// move (it was taken for a list mark, the move left unread).
#[test]
fn otherwise_then_a_dash() {
    let said = "Если количество камней в куче больше 15, игрок может убрать из кучи 3 камня, иначе — добавить в кучу 4 камня.";
    let moved =
        crate::read::conditional::condition_first(&normalize(said)).expect("a condition first");
    let (m, unread) = moves_of(&moved, None);
    assert_eq!(m.as_deref(), Some("-3 if x > 15; +4 if not (x > 15);"));
    assert!(unread.is_empty(), "{unread:?}");
}

/// «во второй — на 5 камней больше», «во второй — втрое меньше»: a heap
/// said by another's count is never read as that number (it was: «S, 5»,
/// complete and wrong) — as the first's count more (`S+5`, `3S`), or not
/// at all (a third of S is no heap).
#[test]
fn a_heap_said_by_anothers_count_is_not_read_as_its_number() {
    for (s, want) in [
        ("В начальный момент в первой куче было S камней, а во второй — на 5 камней больше, 1 ≤ S ≤ 40.", Some("S, S+5")),
        ("В начальный момент в первой куче было S камней, во второй — в три раза больше; 1 ≤ S ≤ 40.", Some("S, 3S")),
        ("В начальный момент в первой куче было S камней, во второй — втрое меньше, 1 ≤ S ≤ 40.", None),
    ] {
        let got = start(s, &words(s)).map(|f| f.keys);
        let start_read = got
            .iter()
            .flatten()
            .find(|(k, _)| *k == "start")
            .map(|(_, v)| v.as_str());
        assert_eq!(start_read, want, "{s}: {got:?}");
    }
    let s = "В начальный момент в первой куче было 5 камней, во второй — S камней, 1 ≤ S ≤ 40.";
    let got = start(s, &words(s)).expect("a start").keys;
    assert!(got.contains(&("start", "5, S".to_string())), "{got:?}");
}

/// «Игрок может сделать ход, только если после этого в куче будет не более
/// 50 камней»: a restriction on the position after the move.
#[test]
fn a_move_allowed_only_if_after_it() {
    let s = "Игрок может сделать ход, только если после этого в куче будет не более 50 камней.";
    assert_eq!(
        crate::read::require::require(s, &words(s), 1),
        Some(Ok("not (sum > 50)".to_string()))
    );
    // No «только»: a permission, no restriction read from it.
    let s = "Игрок может сделать ход, если после этого в куче будет не более 50 камней.";
    assert_eq!(crate::read::require::require(s, &words(s), 1), None);
}

/// «Известно, что в начальный момент в куче было S камней, 1 ≤ S ≤ 40»,
/// «Известно, что 1 ≤ S ≤ 40»: the start and its range, no question (the
/// opener «Известно» made them one).
#[test]
fn known_that_the_start_is_no_question() {
    use crate::read::sentences::asks;
    assert!(!asks(
        "Известно, что в начальный момент в куче было S камней, 1 ≤ S ≤ 40."
    ));
    assert!(!asks("Известно, что 1 ≤ S ≤ 40."));
    assert!(asks(
        "Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети."
    ));
}

/// «…, игрок, сделавший этот ход, проигрывает, а победителем считается его
/// противник»: both verbs of the overshoot say the same (it was named as
/// two verbs with no «иначе»).
#[test]
fn an_overshoot_said_of_both_players() {
    let w = |s: &str| winner_of(&words(s), 1).map(|f| f.keys);
    assert_eq!(
        w("Если после хода в куче стало больше 50 камней, то сделавший его игрок проигрывает, а выигрывает его соперник."),
        Some(vec![("winner", "sum <= 50".to_string())])
    );
    assert_eq!(
        w("Если после хода в куче не более 50 камней, игрок, сделавший ход, побеждает, а его противник проигрывает."),
        Some(vec![("winner", "sum <= 50".to_string())])
    );
    // Both verbs of the mover: not read.
    let f = winner(&words(
        "Если в куче больше 50 камней, игрок, сделавший ход, выигрывает и проигрывает.",
    ))
    .expect("a winner sentence");
    assert!(!f.unread.is_empty(), "{f:?}");
}

/// «За один ход игрок добавляет в кучу камень или увеличивает …»: the
/// moves said in the present, with no «может».
#[test]
fn moves_said_in_the_present() {
    let s = "За один ход игрок добавляет в кучу два камня или увеличивает количество камней в куче в три раза.";
    assert!(crate::read::moves::is_moves(&words(s)));
    let (m, unread) = moves_of(s, None);
    assert_eq!(m.as_deref(), Some("+2 *3"));
    assert!(unread.is_empty(), "{unread:?}");
}

/// «увеличить … в одной из куч втрое, а в другой — на два камня»: one move
/// that changes both heaps, not two moves on any heap (it read `+2 *3`,
/// complete and wrong).
#[test]
fn a_move_on_the_other_heap_too_is_not_read() {
    let (_, unread) = moves_of(
        "За один ход игрок может увеличить количество камней в одной из куч втрое, а в другой — на два камня.",
        Some(2),
    );
    assert!(!unread.is_empty());
    let (_, unread) = moves_of(
        "За один ход игрок может удвоить одну кучу и одновременно добавить в другую кучу один камень.",
        Some(2),
    );
    assert!(!unread.is_empty());
    // «столько, сколько в другой куче» and a transfer still read.
    let (m, unread) = moves_of(
        "За один ход игрок может добавить в одну из куч столько камней, сколько в другой куче.",
        Some(2),
    );
    assert_eq!(m.as_deref(), Some("+other"), "{unread:?}");
}

/// «…, при этом первым всегда ходит Ваня» in the players' sentence: who
/// moves first (it was dropped: Petya moved first, the questions' players
/// swapped). Words of the order of play not read are named.
#[test]
fn who_moves_first_in_the_players_sentence() {
    let text = "Два игрока, Петя и Ваня, играют в следующую игру, при этом первым всегда ходит Ваня. Перед игроками лежит куча камней. За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза. Игра завершается, когда количество камней в куче становится не менее 29. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 28. Задание 19. Найдите минимальное значение S, при котором Петя выигрывает своим первым ходом при любой игре Вани.";
    let (_, got) = super::complete_answers(text);
    // Petya moves second: his win at his first move whatever Vanya does.
    assert_eq!(got, ["14"]);
    let text = text.replace("первым всегда ходит Ваня", "первым неизменно ходит Ваня");
    assert!(!read_text(&text).remove(0).solve().complete);
}

/// «любое чётное количество камней от 2 до 6»: not every amount of the
/// range (read `+2 +3 +4 +5 +6`, complete).
#[test]
fn a_range_of_qualified_amounts_is_not_read() {
    let (m, unread) = moves_of(
        "За один ход игрок может убрать из кучи любое нечётное число камней от 1 до 5.",
        None,
    );
    assert!(m.is_none() && !unread.is_empty(), "{m:?}");
}

/// «Найдите максимальное S > 10, …» of a task whose S runs to 28: the
/// question's bound and the task's other one (it was an open range, `11..`).
#[test]
fn a_questions_bound_keeps_the_tasks_other_one() {
    let text = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза. Игра завершается, когда количество камней в куче становится не менее 29. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 28. Задание 19. Найдите максимальное S < 20, при котором Петя выигрывает своим первым ходом.";
    let r = read_text(text).remove(0);
    assert!(r.template().contains("s = \"1..19\""), "{}", r.template());
    assert_eq!(
        crate::read::start::within("11..", "1..28").as_deref(),
        Some("11..28")
    );
    assert_eq!(crate::read::start::within("30..", "1..28"), None);
}

/// «добавить в кучу не менее трёх камней»: an amount bounded from below is
/// no amount (read `+3`, complete and wrong).
#[test]
fn an_amount_bounded_from_below_is_not_read() {
    for s in [
        "За один ход игрок может добавить в кучу не менее трёх камней или удвоить кучу.",
        "За один ход игрок может убрать из кучи больше двух камней.",
    ] {
        let (_, unread) = moves_of(s, None);
        assert!(!unread.is_empty(), "{s}");
    }
    // «не более трёх», «до трёх»: from one up, as before.
    let (m, _) = moves_of(
        "За один ход игрок может убрать из кучи до трёх камней.",
        None,
    );
    assert_eq!(m.as_deref(), Some("-1 -2 -3"));
}

/// «За один ход Петя может …, а Ваня — …»: moves of one player are read as
/// that player's (`first: …; second: …`); one player's moves alone are
/// named (read as everyone's, complete and wrong); both players before the
/// list, or the one who moves first, are everyone's.
#[test]
fn moves_of_one_player_are_named() {
    let base = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. MOVES Игра завершается, когда количество камней в куче становится не менее 29. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 28. Задание 19. Найдите минимальное значение S, при котором Петя выигрывает своим первым ходом.";
    let moves = "За один ход Петя может добавить в кучу один камень или удвоить кучу, а Ваня — добавить в кучу два камня.";
    let (r, got) = super::complete_answers(&base.replace("MOVES", moves));
    assert!(
        r.template()
            .contains("moves = \"first: +1 *2; second: +2\""),
        "{}",
        r.template()
    );
    assert_eq!(got, ["15"]);
    for moves in [
        "За один ход Ваня может добавить в кучу один камень или удвоить кучу.",
        "За один ход Петя может добавить в кучу один камень или удвоить кучу, а Ваня может также сделать любой ход Пети.",
    ] {
        let r = read_text(&base.replace("MOVES", moves)).remove(0);
        assert!(!r.solve().complete, "{moves}");
    }
    let moves = "Каждым ходом Петя и Ваня могут добавить в кучу один камень или удвоить кучу.";
    let (_, got) = super::complete_answers(&base.replace("MOVES", moves));
    assert_eq!(got, ["15"]);
}

/// «Выигрывает тот, после чьего хода в куче стало 40 или больше камней»:
/// the end and the winner.
#[test]
fn after_whose_move_said_with_chego() {
    let ws = words("Выигрывает тот, после чьего хода в куче стало 40 или больше камней.");
    assert_eq!(
        crate::read::rules::end(&ws, 1).as_deref(),
        Some("sum >= 40")
    );
    assert_eq!(
        winner(&ws).map(|f| f.keys),
        Some(vec![("winner", "mover".to_string())])
    );
}

/// «не менее ста двадцати девяти», «двухсот», «тысячи двухсот», «две
/// тысячи»: hundreds and thousands in words (read as 100 or 120, complete
/// and wrong); «1 000» with a thousands separator is one number.
#[test]
fn hundreds_and_thousands_in_words() {
    let v = crate::read::vocabulary::vocabulary();
    for (s, want) in [
        ("сто двадцать девять", 129),
        ("ста тридцати", 130),
        ("двухсот пяти", 205),
        ("триста", 300),
        ("тысячи двухсот сорока", 1240),
        ("две тысячи", 2000),
        ("семьдесят семь", 77),
    ] {
        let ws = words(s);
        let (n, len) = v.number_at(&ws, 0).expect(s);
        assert_eq!((n.whole(), len), (Some(want), ws.len()), "{s}");
    }
    let ws = words(&normalize(
        "не менее 1 000 камней, 12\u{a0}500, (7, 100), 7 100",
    ));
    let nums: Vec<&str> = ws
        .iter()
        .filter(|w| w.bytes().all(|b| b.is_ascii_digit()))
        .map(String::as_str)
        .collect();
    assert_eq!(nums, ["1000", "12500", "7", "100", "7", "100"]);
}

/// «в 3,5 раза», «на 20 %»: a factor that is no whole number, a share in
/// per cent (the number's parts were read as stones: `*5`, `+20`,
/// complete and wrong); «в 1,5 раза» is «полтора», as before.
#[test]
fn a_decimal_factor_or_a_per_cent_is_not_read() {
    for s in [
        "За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в 3,5 раза.",
        "За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче на 20 %.",
        "За один ход игрок может убрать из кучи десять процентов камней.",
    ] {
        let (_, unread) = moves_of(s, None);
        assert!(!unread.is_empty(), "{s}");
    }
    let (m, unread) = moves_of(
        "За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в 1,5 раза.",
        None,
    );
    assert_eq!(m.as_deref(), Some("+1 *3/2"), "{unread:?}");
}

/// «…, или поменять местами две верхние части кучи»: a move whose verb is
/// not known is named (the clause was dropped, the other moves read
/// complete).
#[test]
fn a_move_of_an_unknown_verb_is_named() {
    let (m, unread) = moves_of(
        "За один ход игрок может добавить в кучу два камня, удвоить кучу или перевернуть кучу.",
        None,
    );
    assert_eq!(m.as_deref(), Some("+2 *2"));
    assert_eq!(unread, ["перевернуть кучу"]);
}

/// Words beside what a sentence gave, which it carried unread (each read
/// complete with the words dropped): a condition on the win («при условии,
/// что …»), a second condition of the end («…, если последний ход сделал
/// Ваня») or a count computed («…, умноженное на три, …»), a rule in the
/// players' sentence («…, в которой Ваня может …») or in the sentence of who
/// moves first («…, но Петя может отказаться …»).
#[test]
fn words_beside_what_a_sentence_gave_are_named() {
    let f = winner(&words(
        "Выигрывает игрок, сделавший последний ход, при условии, что он сделал больше двух ходов.",
    ))
    .expect("a winner sentence");
    assert!(!f.unread.is_empty(), "{f:?}");
    let e = |s: &str| crate::read::rules::end(&words(s), 1);
    assert_eq!(
        e("Игра завершается, когда в куче становится не менее 40 камней, если последний ход сделал Ваня."),
        None
    );
    // A count times a number is said exactly since left48b: read as said.
    assert_eq!(
        e("Игра завершается, когда количество камней в куче, умноженное на три, становится не менее 90.").as_deref(),
        Some("3*sum >= 90")
    );
    let base = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень или удвоить кучу. Игра завершается, когда количество камней в куче становится не менее 29. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 28. Задание 19. Найдите минимальное значение S, при котором Петя выигрывает своим первым ходом.";
    for (from, to) in [
        (
            "играют в следующую игру.",
            "играют в следующую игру, в которой Петя может дважды пропустить ход.",
        ),
        (
            "первый ход делает Петя.",
            "первый ход делает Петя, но Ваня может отказаться от своего хода.",
        ),
    ] {
        let text = base.replace(from, to);
        assert_eq!(read_text(&text).len(), 1, "{to}");
        assert!(!read_text(&text).remove(0).solve().complete, "{to}");
    }
}

/// «где S — нечётное число, 1 ≤ S ≤ 39»: the range read, and its parity
/// too since stop left51 (the answers were given for every S of the range,
/// complete, before it was named): every query asks of odd values only.
#[test]
fn a_range_of_s_with_a_parity_is_named() {
    let base = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень или удвоить кучу. Игра завершается, когда количество камней в куче становится не менее 40. Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S камней, RANGE. Задание 19. Найдите минимальное значение S, при котором Петя выигрывает своим первым ходом.";
    let r = read_text(&base.replace("RANGE", "где S — нечётное число, 1 ≤ S ≤ 39")).remove(0);
    let hand = super::hand_answers(
        "start = \"S\"\ns = \"1..39\"\nmoves = \"+1 *2\"\nend = \"sum >= 40\"\nquestions = [\"19=min where odd(S) and code == 1\"]\n",
    );
    assert_eq!(super::solved_complete(&r), hand, "{}", r.template());
    let r = read_text(&base.replace("RANGE", "где S — натуральное число, 1 ≤ S ≤ 39")).remove(0);
    assert!(r.solve().complete, "{:?}", r.unread);
}

/// «…, когда количество камней в куче достигнет или превысит 50»: one
/// bound, said twice (it was read as two conditions joined by «или»).
#[test]
fn reaches_or_passes_is_one_bound() {
    let ws = words("Игра завершается, когда количество камней в куче достигнет или превысит 50.");
    assert_eq!(
        crate::read::rules::end(&ws, 1).as_deref(),
        Some("sum >= 50")
    );
}

/// «В ответе укажите значения в порядке возрастания.» after an unnumbered
/// question: how that question is answered, never a question of its own;
/// «Для какого наименьшего S …?» asks the least.
#[test]
fn how_to_write_the_answer_goes_with_the_question_before() {
    let text = super::one_heap(
        "За один ход игрок может убрать из кучи 1 камень или уменьшить количество камней в куче в два раза (с округлением вниз).",
        "Укажите все значения S, при которых у Пети есть выигрышная стратегия, причём Петя не может выиграть первым ходом, но может выиграть своим вторым ходом при любой игре Вани. В ответе укажите значения в порядке возрастания.",
    );
    let (r, got) = super::complete_answers(&text);
    assert_eq!(r.questions.len(), 1, "{}", r.template());
    let asked = text
        .replace("Укажите все значения S,", "Для какого наименьшего S")
        .replace(" В ответе укажите значения в порядке возрастания.", "");
    let (_, least) = super::complete_answers(&asked.replace("при которых у Пети", "у Пети"));
    assert_eq!(
        least[0],
        got[0].split_whitespace().next().unwrap_or_default()
    );
}

/// «Петя сделал неудачный первый ход, после чего Ваня выиграл своим первым
/// ходом. Найдите …»: a game told as played opens a question as «Известно,
/// что …» does, after the rules and after a question before it.
#[test]
fn a_game_told_as_played_opens_a_question() {
    let moves = "За один ход игрок может убрать из кучи 1 камень или уменьшить количество камней в куче в два раза (с округлением вниз).";
    let known = super::one_heap(
        moves,
        "Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Найдите наименьшее значение S, при котором это возможно.",
    );
    let (_, want) = super::complete_answers(&known);
    let told = super::one_heap(
        moves,
        "Петя сделал неудачный первый ход, после чего Ваня выиграл своим первым ходом. Найдите наименьшее значение S, при котором это возможно.",
    );
    let (_, got) = super::complete_answers(&told);
    assert_eq!(got, want);
    let two = super::one_heap(
        moves,
        "Найдите наименьшее значение S, при котором Петя может выиграть своим первым ходом. Петя сделал неудачный первый ход, после чего Ваня выиграл своим первым ходом. Найдите наименьшее значение S, при котором это возможно.",
    );
    let (r, got) = super::complete_answers(&two);
    assert_eq!(r.questions.len(), 2, "{}", r.template());
    assert_eq!(got[1], want[0]);
}

/// «– у Вани нет стратегии, …, первый ход сделал Ваня»: a move told after
/// a comma in a condition that says who wins is named, never dropped; a
/// move that happened before the win («…, после чего …») stays read.
#[test]
fn a_move_told_beside_a_win_is_named() {
    let moves = "За один ход игрок может убрать из кучи 1 камень или уменьшить количество камней в куче в два раза (с округлением вниз).";
    let q = "Найдите минимальное значение S, при котором одновременно выполняются два условия: – у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети; – у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом";
    let (_, _) = super::complete_answers(&super::one_heap(moves, &format!("{q}.")));
    let r = crate::read::read_text(&super::one_heap(
        moves,
        &format!("{q}, первый ход сделал Ваня."),
    ))
    .remove(0);
    assert!(!r.solve().complete, "{}", r.template());
}
