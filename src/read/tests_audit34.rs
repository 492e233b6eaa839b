//! The round audit34: issue 21's list of what the reader must read, item by
//! item, each in several real wordings over different numbers, read against
//! `gametable solve` and an independent recursion on the known game. Each
//! test states its rule in other words than the texts that showed it.

use super::*;

/// The one task's answers when read complete, else its notes of what was
/// not read.
fn answers(text: &str) -> Result<Vec<String>, Vec<String>> {
    let readings = read_text(text);
    let [r] = &readings[..] else {
        panic!("one task: {text}");
    };
    let out = r.solve();
    if out.complete {
        Ok(out.answers.into_iter().map(|a| a.answer).collect())
    } else {
        Err(r.unread.iter().map(ToString::to_string).collect())
    }
}

/// «столько камней, сколько находится (лежит, содержится) в другой куче»
/// says the other heap's size as plainly as «сколько их в другой куче»:
/// `+other`. It was left unread. A number beside it in one clause («на один
/// или на число камней в другой куче») is still not read. Two heaps (5, S), +1 or +other, the end at 40
/// stones in all, S from 1 to 34 (a plain recursion and `gametable solve`
/// agree: 17 for Vanya's win at once whatever Petya does; 12 and 16 for
/// Petya's win by his second move).
#[test]
fn the_other_heaps_size_said_by_where_its_stones_lie_is_plus_other() {
    for moves in [
        "положить в любую из куч один камень или положить в неё столько камней, сколько лежит \
         в другой куче",
        "добавить в одну из куч один камень или добавить в неё столько камней, сколько \
         содержится в другой куче",
        "добавить в любую из куч 1 камень или добавить в любую из куч столько камней, сколько \
         их находится в другой куче",
    ] {
        let text = format!(
            "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежат две кучи \
             камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может \
             {moves}. Игра завершается, когда суммарное количество камней в кучах становится \
             не менее 40. Победителем считается игрок, сделавший последний ход. В начальный \
             момент в первой куче было 5 камней, во второй — S камней, 1 ≤ S ≤ 34.\n\
             19. Найдите минимальное значение S, при котором Ваня выигрывает своим первым \
             ходом при любом ходе Пети.\n\
             20. Найдите все значения S, при которых у Пети есть выигрышная стратегия, \
             причём Петя не может выиграть за один ход и может выиграть своим вторым ходом \
             независимо от того, как будет ходить Ваня.\n"
        );
        assert_eq!(
            answers(&text),
            Ok(vec!["17".into(), "12 16".into()]),
            "{moves}"
        );
    }
    let two_amounts = "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежат две \
        кучи камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может \
        увеличить количество камней в любой куче на один или на число камней в другой куче. \
        Игра завершается, когда суммарное количество камней в кучах становится не менее 40. \
        Победителем считается игрок, сделавший последний ход. В начальный момент в первой \
        куче было 5 камней, во второй — S камней, 1 ≤ S ≤ 34.\n\
        19. Найдите минимальное значение S, при котором Ваня выигрывает своим первым ходом при \
        любом ходе Пети.\n";
    assert!(answers(two_amounts).is_err(), "{two_amounts}");
}
