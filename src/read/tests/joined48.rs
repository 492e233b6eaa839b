//! The round joined48: a whole collection numbered «Задание № N» reads each
//! task as the task alone. A text cut off before its moves or its
//! questions (an OCR's garbled page, a page saved half) must not take the
//! collection's next header for a question of its own: the numbering then
//! broke for every task after it.

use crate::read::*;

/// One heap, +1 or ×2, the end at 29, S from 1 to 28, and one question
/// whose answer is 8.
pub(super) const GAME: &str =
    "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит \
    куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может \
    добавить в кучу один камень или увеличить количество камней в куче в два раза. Игра \
    завершается в тот момент, когда количество камней в куче становится не менее 29. \
    Победителем считается игрок, первым получивший кучу, в которой будет 29 или больше \
    камней. В начальный момент в куче было S камней, 1 ≤ S ≤ 28.\nИзвестно, что Ваня \
    выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное \
    значение S, когда такая ситуация возможна.";

/// The numbers and answers of a document's complete tasks.
fn complete_numbers(text: &str) -> Vec<(Option<String>, Vec<String>)> {
    read_text(text)
        .iter()
        .filter(|r| r.solve().complete)
        .map(|r| (r.number.clone(), tests::solved_complete(r)))
        .collect()
}

/// A task cut off before its moves, with no question read, then the
/// collection's next header over a game: the header numbers that game.
#[test]
fn a_header_after_a_text_cut_before_its_moves_numbers_the_next_game() {
    for cut in [
        "Два игрока играют в такую игру. Сначала перед",
        "Ιгрок1 и игрοк2 ιграют, Βначале πеред ними кучка",
    ] {
        let text = format!("Задание № 4\n{cut}\n\nЗадание № 5\n{GAME}\n");
        assert_eq!(
            complete_numbers(&text),
            [(Some("5".to_string()), vec!["8".to_string()])],
            "{text}"
        );
    }
}

/// A game that asks in its own words («Кто выигрывает …?», no question
/// read), then the collection's next header over a game whose first
/// sentence states its moves, not an opening: the header is that task's
/// number, not a question of the task before.
#[test]
fn a_header_after_a_game_that_asked_nothing_numbers_the_next_moves() {
    let old = "Задание № 7\nДва мальчика, Коля и Толя, играют в следующую игру. Перед ними \
               куча из 4 камней. Ходят по очереди, первым ходит Коля. Ход состоит в том, что \
               игрок утраивает число камней или добавляет в кучу 2 камня. Выигрывает тот, \
               после чьего хода в куче не менее 40 камней. Кто выигрывает при правильной \
               игре?\n\nОтвет обоснуйте.\n";
    let next = "Задание № 8\nИмеется куча из 2 камней. два игрока ходят по очереди. ход \
                состоит в том, что игрок либо удваивает число камней в куче, либо добавляет \
                в неё 3 камня. кто выигрывает в этой игре?\n";
    let numbers: Vec<Option<String>> = read_text(&format!("{old}{next}"))
        .iter()
        .map(|r| r.number.clone())
        .collect();
    assert_eq!(numbers, [Some("7".to_string()), Some("8".to_string())]);
}
