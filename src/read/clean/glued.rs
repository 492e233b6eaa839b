//! Sentences glued at their stops, as a paste from a site or a chat leaves
//! them («… хода.Найдите …», «19.Известно, что …»): a space goes back after
//! the stop.

/// «хода.Найдите» → «хода. Найдите», «19.Известно» → «19. Известно»,
/// «убирается).Например» → «убирается). Например»: a stop ('.', '!', '?')
/// between a lower-case letter, a digit, a closing bracket or quote (or the
/// unknown S as a word) and a Cyrillic capital. Never initials («Е.Джобс»,
/// «А.К.»: a capital before the stop), a decimal («2.5»), nor an address
/// («kompege.ru»).
pub(super) fn spaced_stops(l: &str) -> String {
    let chars: Vec<char> = l.chars().collect();
    let mut out = String::with_capacity(l.len() + 8);
    for (i, &c) in chars.iter().enumerate() {
        out.push(c);
        if !matches!(c, '.' | '!' | '?') || i == 0 {
            continue;
        }
        let before = chars[i - 1];
        let unknown = before == 'S' && (i < 2 || !chars[i - 2].is_alphanumeric());
        let ends = before.is_lowercase()
            || before.is_ascii_digit()
            || matches!(before, ')' | '»' | '"')
            || unknown;
        let next = chars.get(i + 1).copied();
        let capital = next.is_some_and(|n| n.is_uppercase() && is_cyrillic(n));
        if ends && capital {
            out.push(' ');
        }
    }
    out
}

/// A word broken at a printed line's end and its lines then joined with a
/// space («ход де- лает Петя», a PDF's text pasted as one paragraph): the
/// word whole again («делает»). A hyphen with a space after it, between
/// two lower-case Cyrillic letters; never a word left hanging before a
/// conjunction («двух- и трёхкратное», «одно- или двукратное»).
pub(super) fn rejoined_words(l: &str) -> String {
    if !l.contains("- ") {
        return l.to_string();
    }
    let words: Vec<&str> = l.split(' ').collect();
    let mut out = String::with_capacity(l.len());
    for (i, w) in words.iter().enumerate() {
        out.push_str(w);
        let Some(next) = words.get(i + 1) else {
            break;
        };
        let stem = w.strip_suffix('-').filter(|s| {
            let mut back = s.chars().rev();
            back.next().is_some_and(russian_lower) && back.next().is_some_and(russian_lower)
        });
        let conjunction = ["и", "или", "либо", "а"]
            .iter()
            .any(|c| next.trim_end_matches([',', '.']) == *c);
        if stem.is_some() && next.starts_with(russian_lower) && !conjunction {
            out.pop();
        } else {
            out.push(' ');
        }
    }
    out
}

fn russian_lower(c: char) -> bool {
    matches!(c, 'а'..='я' | 'ё')
}

fn is_cyrillic(c: char) -> bool {
    ('\u{400}'..='\u{4ff}').contains(&c)
}

#[cfg(test)]
mod tests {
    use super::{rejoined_words, spaced_stops};

    #[test]
    fn words_broken_at_a_joined_line_are_whole() {
        for (broken, whole) in [
            ("первый ход де- лает Петя.", "первый ход делает Петя."),
            ("Победи- телем считается", "Победителем считается"),
            ("в двух- и трёхкратном", "в двух- и трёхкратном"),
            ("из 1- 2 камней", "из 1- 2 камней"),
            ("Петя - первый", "Петя - первый"),
        ] {
            assert_eq!(rejoined_words(broken), whole);
        }
    }

    #[test]
    fn glued_sentences_get_their_space() {
        for (glued, spaced) in [
            ("хода.Найдите", "хода. Найдите"),
            ("19.Известно", "19. Известно"),
            ("убирается).Например", "убирается). Например"),
            ("значение S.Найдите", "значение S. Найдите"),
            ("(Е.Джобс) Два", "(Е.Джобс) Два"),
            ("т.е. первым", "т.е. первым"),
            ("kompege.ru", "kompege.ru"),
            ("из 2.5 камней", "из 2.5 камней"),
            ("(Иванов А.К.) S", "(Иванов А.К.) S"),
        ] {
            assert_eq!(spaced_stops(glued), spaced);
        }
    }
}
