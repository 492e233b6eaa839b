//! An instruction of the old (before 2021) task 26 inside a question, beside
//! its ask («1. а) Укажите все такие значения числа S, при которых Петя может
//! выиграть в один ход. Обоснуйте, что найдены все нужные значения S, и
//! укажите выигрывающий ход для каждого указанного значения S.»): it asks for
//! a justification, not for a value, so the question's condition and answer
//! form are read without it. Its «укажите выигрывающий ход» would otherwise
//! read as a move named.

use super::sentences::sentences;
use super::tokens::words;
use super::vocabulary::vocabulary;

/// The question's text without its sentences that open with an instruction
/// verb («Обоснуйте», «Опишите», «Постройте») and hold no word of a
/// condition or an answer form (`instruction.condition`). A text that is
/// all instructions is kept whole.
pub fn without_instructions(text: &str) -> String {
    let v = vocabulary();
    let all = sentences(text);
    let kept: Vec<&String> = all
        .iter()
        .filter(|x| {
            let ws = words(x);
            let opens = ws
                .first()
                .is_some_and(|w| v.group("instruction.verbs").is(w));
            !opens || v.group("instruction.condition").any(&ws)
        })
        .collect();
    if kept.len() == all.len() || kept.is_empty() {
        return text.to_string();
    }
    kept.iter()
        .map(|x| x.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}
