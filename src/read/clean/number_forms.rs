//! How a pasted text writes a number or a sign: thousands in groups
//! («1 500»), letters of Unicode's mathematical block («𝑆»), a star for
//! «×» — each made the one plain spelling the reader reads.

/// Whether the star at `i` is a sign of multiplying: a digit just after it
/// and, before it, the text's start, a space, a bracket or a comma.
pub(super) fn times_sign(chars: &[char], i: usize) -> bool {
    let digit_after = chars.get(i + 1).is_some_and(char::is_ascii_digit);
    let alone_before = i
        .checked_sub(1)
        .and_then(|p| chars.get(p))
        .is_none_or(|c| c.is_whitespace() || matches!(c, '(' | ',' | ':'));
    digit_after && alone_before
}

/// A letter or digit of Unicode's mathematical alphanumerics (italic «𝑆»,
/// bold «𝐒», script, double-struck, sans-serif, monospace …) as its plain
/// Latin letter or digit: a formula pasted from Word, a PDF or a chat types
/// «1≤𝑆≤72» for «1≤S≤72». The block's Latin letters come in 13 styles of
/// A–Z then a–z (its holes are letters it never assigns); its digits in 5
/// styles of 0–9. Planck's «ℎ» is the italic h kept outside the block.
pub(super) fn math_letter(c: char) -> Option<char> {
    let code = u32::from(c);
    let plain = match code {
        0x1D400..=0x1D6A3 => {
            let at = (code - 0x1D400) % 52;
            if at < 26 {
                u32::from(b'A') + at
            } else {
                u32::from(b'a') + at - 26
            }
        }
        0x1D7CE..=0x1D7FF => u32::from(b'0') + (code - 0x1D7CE) % 10,
        0x210E => u32::from(b'h'),
        _ => return None,
    };
    char::from_u32(plain)
}

/// «1 000», «12 500» (a no-break or thin space between the groups, or a
/// plain one before «000»): the number written whole, «1000» — a thousands
/// separator, never two numbers.
pub(super) fn thousands(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut out = String::with_capacity(text.len());
    let digit = |i: usize| chars.get(i).is_some_and(char::is_ascii_digit);
    for (i, &c) in chars.iter().enumerate() {
        let gap = matches!(c, '\u{a0}' | '\u{202f}' | '\u{2009}' | ' ');
        if gap && i >= 1 && digit(i - 1) {
            // The digits before: one to three, after no digit or comma.
            let run = (0..i).rev().take_while(|&j| digit(j)).count();
            let group: String = chars
                .get(i + 1..i + 4)
                .map_or(String::new(), |g| g.iter().collect());
            let joined = (1..=3).contains(&run)
                && group.len() == 3
                && group.chars().all(|g| g.is_ascii_digit())
                && !digit(i + 4)
                && !(i > run && matches!(chars[i - run - 1], ',' | '.'))
                && (c != ' '
                    || group == "000"
                    || after_relation(&chars[(i - run).saturating_sub(40)..i - run]));
            if joined {
                continue;
            }
        }
        out.push(c);
    }
    out
}

/// Whether the text before a number ends with a relation that takes one
/// number («S ≤ 1 499», «не менее 1 500»: `clean.one_number_after`), so
/// that a plain space inside the number groups its thousands: two numbers
/// never follow it.
fn after_relation(before: &[char]) -> bool {
    let t: String = before.iter().collect();
    let t = t.trim_end();
    if t.ends_with(['≤', '≥', '<', '>', '=', '⩽', '⩾']) {
        return true;
    }
    let last: String = t
        .chars()
        .rev()
        .take_while(|c| c.is_alphabetic())
        .collect::<Vec<_>>()
        .into_iter()
        .rev()
        .collect::<String>()
        .to_lowercase();
    super::super::vocabulary::vocabulary()
        .as_written("clean.one_number_after")
        .contains(&last)
}
