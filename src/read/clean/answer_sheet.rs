//! A worksheet's answer sheet and grading printed after its questions
//! («Таблица ответов», «| № задания | Ответ |», «| 19 | |», «Критерии
//! оценивания: за каждое задание — 1 балл.»): nothing of the game.

use super::super::tokens::words;
use super::super::vocabulary::vocabulary;

/// Bytes of the longest line looked at as a sheet's.
const LONGEST_SHEET_LINE: usize = 300;

/// Whether a line is a worksheet's answer sheet or its grading: words of
/// `document.answer_sheet` and numbers alone, one of them naming the sheet
/// (`document.sheet_named`: «Таблица ответов», «№ задания Ответ»; never a
/// heading «Задания 19–21»), or a line with a word of `document.grading` and none of
/// the game nor the unknown.
pub(in crate::read) fn answer_sheet(s: &str) -> bool {
    // A sheet's line is short: a long one is never split into words here.
    if s.len() > LONGEST_SHEET_LINE {
        return false;
    }
    let v = vocabulary();
    let ws = words(s);
    let sheet = v.group("document.answer_sheet");
    let listed = ws
        .iter()
        .all(|w| sheet.is(w) || w.chars().all(|c| c.is_ascii_digit()))
        && v.group("document.sheet_named").any(&ws);
    let graded = v.group("document.grading").any(&ws)
        && !v.group("document.game_words").any(&ws)
        && !v.group("document.unknown").any(&ws);
    !ws.is_empty() && (listed || graded)
}

/// The lines without the answer sheet that ends them: from the end, lines
/// blank, of no letter («| 19 | |», «20», «|---|») or of the sheet's words,
/// cut when one of them says it is a sheet in words («Таблица ответов»).
/// Numbers alone at the end with no such line stay: an author's answers.
pub(super) fn without_answer_sheet(mut lines: Vec<&str>) -> Vec<&str> {
    let mut cut = lines.len();
    let mut worded = false;
    for (i, l) in lines.iter().enumerate().rev() {
        let letters = l.chars().any(char::is_alphabetic);
        if !letters {
            cut = i;
        } else if answer_sheet(l) {
            worded = true;
            cut = i;
        } else {
            break;
        }
    }
    if worded {
        lines.truncate(cut);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_answer_sheet_at_the_end_is_cut() {
        let text = [
            "Найдите два значения S.",
            "",
            "Таблица ответов",
            "№ задания\tОтвет",
            "19\t",
            "20\t",
        ];
        assert_eq!(
            without_answer_sheet(text.to_vec()),
            ["Найдите два значения S."]
        );
        let text = ["Найдите S.", "| Задание | Ответ |", "|---|---|", "| 19 | |"];
        assert_eq!(without_answer_sheet(text.to_vec()), ["Найдите S."]);
        // An author's answers alone stay, for the document to skip.
        let text = ["Найдите S.", "18", "31 34"];
        assert_eq!(without_answer_sheet(text.to_vec()), text);
        // The task's own last line is no sheet.
        let text = ["Найдите значение S, при котором Ваня выигрывает."];
        assert_eq!(without_answer_sheet(text.to_vec()), text);
    }

    #[test]
    fn grading_names_no_game() {
        assert!(answer_sheet(
            "Критерии оценивания: за каждое верно выполненное задание – 1 балл."
        ));
        assert!(!answer_sheet("Игрок получает 1 балл за каждый ход."));
        assert!(!answer_sheet("Укажите значение S."));
        assert!(answer_sheet("Ответ:"));
        assert!(!answer_sheet("Задания 19–21"));
        assert!(!answer_sheet("Задача 2/19"));
    }
}
