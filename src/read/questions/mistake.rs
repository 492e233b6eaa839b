//! A player's mistake said for his unsuccessful move: «Ваня может выиграть
//! своим первым ходом, если Петя сделает ошибку» is «…, если Петя сделает
//! неудачный ход», which the questions' reader reads (`some(code == 1)`).
//! The phrases are the vocabulary's `questions.mistake`.

use crate::read::vocabulary::vocabulary;

/// The question's text with each mistake said as an unsuccessful move, in
/// its tense («сделал ошибку» → «сделал неудачный ход»); «ё» is matched as
/// «е». A text with none is returned as it is.
pub(super) fn mistake_as_unlucky(text: &str) -> String {
    let v = vocabulary();
    let phrases = v.group("questions.mistake").phrases();
    let plain = text.replace('ё', "е");
    let mut out = plain.clone();
    for p in &phrases {
        let past = p.split(' ').next().is_some_and(|w| {
            w.ends_with('л') || w.ends_with("ла") || v.group("questions.mistake_past").is(w)
        });
        let with = if past {
            "сделал неудачный ход"
        } else {
            "сделает неудачный ход"
        };
        let mut from = 0;
        while let Some(i) = out[from..].find(p.as_str()).map(|i| from + i) {
            let end = i + p.len();
            // Whole words only: «ошибется» in no longer word.
            let before_ok = out[..i]
                .chars()
                .next_back()
                .is_none_or(|c| !c.is_alphanumeric());
            let after_ok = out[end..]
                .chars()
                .next()
                .is_none_or(|c| !c.is_alphanumeric());
            if before_ok && after_ok {
                out.replace_range(i..end, with);
                from = i + with.len();
            } else {
                from = end;
            }
        }
    }
    if out == plain {
        text.to_string()
    } else {
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mistake_is_said_as_an_unsuccessful_move_in_its_tense() {
        assert_eq!(
            mistake_as_unlucky("…, если Петя сделает ошибку."),
            "…, если Петя сделает неудачный ход."
        );
        assert_eq!(
            mistake_as_unlucky("Петя допустил ошибку, и Ваня выиграл."),
            "Петя сделал неудачный ход, и Ваня выиграл."
        );
        assert_eq!(
            mistake_as_unlucky("если Петя ошибётся"),
            "если Петя сделает неудачный ход"
        );
        // No whole phrase: as it is.
        assert_eq!(mistake_as_unlucky("ошибется1 и ёж"), "ошибется1 и ёж");
    }
}
