//! Starts written in ways the words lose: an unknown in a sum («S + 1»),
//! a value left out of the range («S ≠ 10»).

use crate::read::vocabulary::vocabulary;

/// Whether the unknown is added to or taken from in the text: «S + 1», «S –
/// 1», «2S−3», «10 + S» (a heap said by a sum, whose sign the words lose).
/// A dash between words («во второй – S камней», «S – натуральное») is no
/// sign: a number or an unknown must stand on its other side.
pub fn unknown_in_sum(text: &str) -> bool {
    let cs: Vec<char> = text.chars().collect();
    let sign = |c: char| matches!(c, '+' | '-' | '–' | '−' | '—');
    let unknown = |i: usize| {
        cs.get(i).is_some_and(|c| matches!(c, 'S' | 'K'))
            && !cs.get(i + 1).is_some_and(|c| c.is_alphabetic())
            && !i
                .checked_sub(1)
                .and_then(|p| cs.get(p))
                .is_some_and(|c| c.is_alphabetic())
    };
    let operand = |i: usize| cs.get(i).is_some_and(|c| c.is_ascii_digit()) || unknown(i);
    let space = |c: char| matches!(c, ' ' | '\u{a0}');
    // Over the spaces after `i`, and back over those before it.
    let skip = |mut i: usize| {
        while cs.get(i).is_some_and(|c| space(*c)) {
            i += 1;
        }
        i
    };
    let back = |mut i: usize| {
        while i > 0 && space(cs[i - 1]) {
            i -= 1;
        }
        i
    };
    (0..cs.len()).filter(|&i| unknown(i)).any(|i| {
        let after = skip(i + 1);
        let after_sum = cs.get(after).is_some_and(|c| sign(*c)) && operand(skip(after + 1));
        // Back over the spaces before the unknown to a sign, then a number.
        let b = back(i);
        let before_sign = b > 0 && sign(cs[b - 1]);
        let d = if before_sign {
            back(b - 1)
        } else {
            b.saturating_sub(1)
        };
        let before_sum = before_sign && d > 0 && cs[d - 1].is_ascii_digit();
        after_sum || before_sum
    })
}

/// Whether a sentence leaves a value out of a range: «S ≠ 10», «кроме S = 10», «S не
/// равно 10», «S != 10».
pub fn leaves_a_value_out(sentence: &str, ws: &[String]) -> bool {
    // «…, кроме S = 10», «за исключением 15», «исключая …».
    let v = vocabulary();
    let except = v.group("start.except").any(ws);
    sentence.contains('≠')
        || sentence.contains("!=")
        || except
        || v.group("start.not_equal").any(ws)
}
