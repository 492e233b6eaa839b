//! A player's mistake said for his unsuccessful move: «Ваня может выиграть
//! своим первым ходом, если Петя сделает ошибку» is «…, если Петя сделает
//! неудачный ход», which the questions' reader reads (`some(code == 1)`).
//! The phrases are the vocabulary's `questions.mistake`. Some move of a
//! player after which the other wins («при некотором ходе Пети») is that
//! unsuccessful move too (`questions.some_move_at`, `some_move_after`).

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
            if whole_words(&out, i, end) {
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

/// The question's text with some move of a player said as his unsuccessful
/// move («но при некотором ходе Пети Ваня может выиграть первым ходом» →
/// «но при неудачном ходе Пети …»; «после одного из ходов Пети» → «после
/// неудачного хода Пети»), an ordinal «первом» / «первого» kept. Whole
/// phrases only, matched with «ё» as «е», a hyphen as a space and in any
/// case. A text with none is returned as it is.
pub(super) fn some_move_as_unlucky(text: &str) -> String {
    let v = vocabulary();
    let search: String = text
        .chars()
        .map(|c| match c {
            'ё' | 'Ё' => 'е',
            '-' => ' ',
            c => c
                .to_lowercase()
                .next()
                .filter(|l| l.len_utf8() == c.len_utf8())
                .unwrap_or(c),
        })
        .collect();
    // The search copy keeps every character's length, so its offsets are
    // the text's.
    if search.len() != text.len() {
        return text.to_string();
    }
    let mut phrases: Vec<(String, &str)> = Vec::new();
    for (group, plain, first) in [
        (
            "questions.some_move_at",
            "при неудачном ходе",
            "при неудачном первом ходе",
        ),
        (
            "questions.some_move_after",
            "после неудачного хода",
            "после неудачного первого хода",
        ),
    ] {
        for p in v.group(group).phrases() {
            let with = if p.contains("перв") { first } else { plain };
            phrases.push((p, with));
        }
    }
    // The longest first: «хотя бы при одном ходе» before «при одном ходе».
    phrases.sort_by_key(|(p, _)| std::cmp::Reverse(p.len()));
    let mut found: Vec<(usize, usize, &str)> = Vec::new();
    for (p, with) in &phrases {
        let mut from = 0;
        while let Some(i) = search[from..].find(p.as_str()).map(|i| from + i) {
            let end = i + p.len();
            if whole_words(&search, i, end) && !found.iter().any(|&(a, b, _)| i < b && a < end) {
                found.push((i, end, with));
            }
            from = end;
        }
    }
    found.sort_by_key(|&(i, _, _)| std::cmp::Reverse(i));
    let mut out = text.to_string();
    for (i, end, with) in found {
        out.replace_range(i..end, with);
    }
    out
}

/// Whether `text[i..end]` is whole words: no letter or digit just before
/// or just after it.
fn whole_words(text: &str, i: usize, end: usize) -> bool {
    let before = text[..i].chars().next_back();
    let after = text[end..].chars().next();
    before.is_none_or(|c| !c.is_alphanumeric()) && after.is_none_or(|c| !c.is_alphanumeric())
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

    #[test]
    fn some_move_of_a_player_is_said_as_his_unsuccessful_move() {
        assert_eq!(
            some_move_as_unlucky("но при некотором ходе Пети Ваня выиграет"),
            "но при неудачном ходе Пети Ваня выиграет"
        );
        assert_eq!(
            some_move_as_unlucky("После какого-то первого хода Вани Петя"),
            "после неудачного первого хода Вани Петя"
        );
        assert_eq!(
            some_move_as_unlucky("хотя бы при одном из ходов Пети"),
            "при неудачном ходе Пети"
        );
        // Only whole phrases: «ходах» is no «ходе».
        assert_eq!(
            some_move_as_unlucky("при некотором ходах"),
            "при некотором ходах"
        );
    }
}
