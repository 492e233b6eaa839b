//! A part of a question that says something beside who wins and asks
//! nothing the questions language reads: a rule said again for this
//! question («При этом Ваня ходит первым.», «Проигрывает тот, кто сделал
//! последний ход.»), a player's play («Петя играет случайно.»), a bound on
//! S («Рассматриваются только S, большие 15.») or what the answer is made
//! of («… значение, умноженное на 2»). Dropped, it left a complete reading
//! of another question; each is named as not read.

use crate::read::vocabulary::vocabulary;

/// «Но #1 специально поддался»: a part with no word of winning that tells
/// of a player's play in the past — a story told before a win that
/// happened, read with it (and named when no such win follows).
pub(super) fn tells_a_play(ws: &[String]) -> bool {
    let past = |w: &String| {
        w.chars().count() >= 5 && ["л", "ла", "лся", "лась"].iter().any(|e| w.ends_with(e))
    };
    names_a_player(ws) && ws.iter().any(past)
}

/// Whether a part of a question changes what the reading of its wins
/// would answer. `wins`: the part holds a word of winning (its players are
/// the win's, read by the clause); `own_start`: the question's start of its
/// own is read (its numbers are that start's).
pub(super) fn changes_the_question(ws: &[String], wins: bool, own_start: bool) -> bool {
    let v = vocabulary();
    let rules_again = v.group("questions.rules_again");
    let said_again =
        (0..ws.len()).any(|i| rules_again.at(ws, i).is_some() && (i == 0 || ws[i - 1] != "не"));
    let first_mover = v.group("questions.first_mover").any(ws);
    if said_again
        || first_mover && !restates_the_first_mover(ws)
        || v.group("questions.answer_made_of").any(ws)
    {
        return true;
    }
    !wins && names_a_player(ws) && !restates_the_first_mover(ws) || !own_start && sets_a_number(ws)
}

/// «Напомним, что первым ходит #1.»: who moves first said again as the
/// rules said it — the first mover (#1) the one player named, beside no
/// number.
fn restates_the_first_mover(ws: &[String]) -> bool {
    vocabulary().group("questions.first_mover").any(ws)
        && ws.iter().filter(|w| w.starts_with('#')).all(|w| w == "#1")
        && !ws.iter().any(|w| w.chars().all(|c| c.is_ascii_digit()))
}

/// «#2 ходит первым», «#1 играет случайно», «#2 запрещено повторять ход
/// #1»: a part with no word of winning that names a player says how he
/// plays — no condition of the questions language. (The parts that tell
/// of a move that happened, deny a move count or name an unsuccessful
/// move are read before this is asked.)
/// A name with no word but joints is no such part: the end of the clause
/// before, a line broken before it («… при любой игре» + «Пети; – …»), or
/// that clause said again of the other player, its words left out («…, а у
/// Вани нет»).
fn names_a_player(ws: &[String]) -> bool {
    const JOINTS: [&str; 10] = [
        "у",
        "нет",
        "не",
        "а",
        "и",
        "же",
        "тоже",
        "также",
        "или",
        "ни",
    ];
    ws.iter().any(|w| w.starts_with('#'))
        && ws
            .iter()
            .any(|w| !w.starts_with('#') && !JOINTS.contains(&w.as_str()))
}

/// «S > 15», «значения S из отрезка [10; 20]», «… умноженное на 2»: a
/// number in digits in a part of a question, other than a move count («за
/// 2 хода»), how many values are asked («2 наименьших значения»), which
/// task a question refers to («в задании 19»), a zero, what to write when
/// none qualifies («если таких значений нет, запишите -1») or an example
/// of the answer («например, …»). A number in words counts
/// something else («одного удвоения», «два условия»).
fn sets_a_number(ws: &[String]) -> bool {
    let v = vocabulary();
    let if_none = ws.iter().any(|w| w == "если") && ws.iter().any(|w| w == "нет" || w == "не");
    if if_none
        || v.group("questions.example").any(ws)
        || v.report("if_none").is_some_and(|w| w.any(ws))
    {
        return false;
    }
    let refers = v.group("questions.refers_to");
    let counts_values = v.group("questions.counts_values");
    ws.iter().enumerate().any(|(i, w)| {
        let digits = !w.is_empty() && w.chars().all(|c| c.is_ascii_digit());
        let zero = w.chars().all(|c| c == '0');
        // «в задании 19», «При K=6» (the other unknown's value, read as
        // its condition), «problem1921» (a link's words).
        // «в задании 19.2»: the second part of the number of a task of a
        // series («19», «2» as words), the task referred to still.
        let is_digits = |w: &String| !w.is_empty() && w.chars().all(|c| c.is_ascii_digit());
        let second_part = i >= 2 && is_digits(&ws[i - 1]) && refers.at(ws, i - 2).is_some();
        let referred = second_part
            || i >= 1
                && (refers.at(ws, i - 1).is_some()
                    || ws[i - 1] == "k"
                    || ws[i - 1].len() > 1 && ws[i - 1].chars().all(|c| c.is_ascii_alphabetic()));
        // A page's or an exam's header run into the question («11 класс»,
        // «(базовый уровень, время – 6 мин)», «Вариант ИН2110101 4»).
        let header = v.group("questions.header_units").at(ws, i + 1).is_some()
            || i >= 1
                && ws[i - 1].chars().any(|c| c.is_ascii_digit())
                && ws[i - 1].chars().any(char::is_alphabetic);
        let counted = counts_values.at(ws, i + 1).is_some() || header;
        // «за 2 хода», «за 1 или 2 хода»: a move count, read by the clause.
        let moves = v
            .group("move_words.move")
            .any(&ws[i + 1..(i + 4).min(ws.len())]);
        digits && !zero && !referred && !counted && !moves
    })
}

/// The text with a list's marks («1) Петя …», «2. Петя …» at a line's
/// start) made joints between clauses: the mark's number is no number of
/// the question's.
pub(super) fn list_marks_as_joints(s: &str) -> String {
    let chars: Vec<char> = s.chars().collect();
    let mut out = String::with_capacity(s.len());
    let mut i = 0;
    while i < chars.len() {
        let before = i.checked_sub(1).map(|j| chars[j]);
        let opens = before.is_none_or(|c| c.is_whitespace() || c == ':' || c == ';');
        let run = chars[i..]
            .iter()
            .take(3)
            .take_while(|c| c.is_ascii_digit())
            .count();
        if opens && (1..=2).contains(&run) {
            let after = chars.get(i + run).copied();
            let line_start = before.is_none_or(|c| c == '\n');
            let marked = after == Some(')')
                || line_start
                    && after == Some('.')
                    && chars.get(i + run + 1).is_some_and(|c| c.is_whitespace());
            if marked {
                out.push_str(" | ");
                i += run + 1;
                continue;
            }
        }
        out.push(chars[i]);
        i += 1;
    }
    out
}
