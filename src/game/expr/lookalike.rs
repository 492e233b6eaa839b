//! Cyrillic letters that look like Latin ones (`х`, `С`, `К`, …): a rule or
//! question copied from a Russian text, or typed on a Russian keyboard
//! layout, holds them where a Latin letter or the sign `×` is meant, and
//! the mistake is invisible on screen. A parse error at such a word says so.

use crate::i18n::Msg;
use crate::msg;

/// Each Cyrillic letter that looks like a Latin one, with that letter.
const LOOKALIKES: [(char, char); 22] = [
    ('а', 'a'),
    ('с', 'c'),
    ('е', 'e'),
    ('к', 'k'),
    ('о', 'o'),
    ('р', 'p'),
    ('х', 'x'),
    ('у', 'y'),
    ('А', 'A'),
    ('В', 'B'),
    ('С', 'C'),
    ('Е', 'E'),
    ('Н', 'H'),
    ('К', 'K'),
    ('М', 'M'),
    ('О', 'O'),
    ('Р', 'P'),
    ('Т', 'T'),
    ('Х', 'X'),
    ('У', 'Y'),
    ('і', 'i'),
    ('ѕ', 's'),
];

fn latin_of(c: char) -> Option<char> {
    LOOKALIKES
        .iter()
        .find(|&&(cyr, _)| cyr == c)
        .map(|&(_, lat)| lat)
}

/// The hint for the first word of `text` that is made of Latin letters,
/// digits and at least one Cyrillic lookalike, and of no other Cyrillic
/// letter (`х2`, `С`, `sumа`; not a Russian word such as `от`): "looks like
/// the Cyrillic letter 'х' — …", saying what is needed instead.
pub(crate) fn hint(text: &str) -> Option<Msg> {
    let words = text.split(|c: char| !(c.is_alphanumeric() || c == '_'));
    for word in words {
        let cyrillic = |c: char| matches!(c, '\u{0400}'..='\u{04FF}');
        if word.chars().any(|c| cyrillic(c) && latin_of(c).is_none()) {
            continue;
        }
        let Some((i, c)) = word.char_indices().find(|&(_, c)| latin_of(c).is_some()) else {
            continue;
        };
        let latin = latin_of(c)?;
        let after = &word[i + c.len_utf8()..];
        let (letter, latin) = (c.to_string(), latin.to_string());
        return Some(
            if matches!(c, 'х' | 'Х') && after.starts_with(|d: char| d.is_ascii_digit()) {
                // `х2`: "times two" — the rules language writes it ×2 or *2.
                msg!("rule-lookalike-times", letter = letter, after = after)
            } else if matches!(c, 'х' | 'Х') {
                msg!("rule-lookalike-x", letter = letter, latin = latin)
            } else {
                msg!("rule-lookalike", letter = letter, latin = latin)
            },
        );
    }
    None
}

#[cfg(test)]
mod tests {
    use super::hint;

    fn hint_en(text: &str) -> Option<String> {
        hint(text).map(|m| m.to_string())
    }

    #[test]
    fn a_cyrillic_lookalike_is_named_with_what_is_meant() {
        let h = hint_en("х2").expect("a hint");
        assert!(h.contains("Cyrillic letter 'х'") && h.contains("×2"), "{h}");
        let h = hint_en("С").expect("a hint");
        assert!(h.contains("'С'") && h.contains("Latin C"), "{h}");
        let h = hint_en("К").expect("a hint");
        assert!(h.contains("Latin K"), "{h}");
        let h = hint_en("sumа").expect("a hint");
        assert!(h.contains("'а'") && h.contains("Latin a"), "{h}");
        let h = hint_en("Х").expect("a hint");
        assert!(h.contains("Latin X or the sign ×"), "{h}");
    }

    #[test]
    fn a_russian_word_or_a_latin_one_gets_no_hint() {
        for text in ["от", "сумма", "x2", "S", "до", "'+'", ""] {
            assert_eq!(hint(text), None, "{text}");
        }
    }
}
