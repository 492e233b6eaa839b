//! A move named in the signs of the rules inside a question («ходом +1»):
//! the words drop the signs, so it is looked for in the text itself.

use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;

/// Whether a question names a move in the signs of the rules («выигрывает
/// первым ходом, сделав ход +1», «(ход «*2»)», «ходом -3»): a sign of a
/// move just before a number, or a number right after «ход» (the cleaning
/// drops a Markdown «*»). The words drop the signs, so the move would be
/// dropped with them. A dash between two numbers («19-21») or before a
/// space («– Петя не может …») is none.
pub(super) fn move_in_signs(text: &str) -> bool {
    // Within a clause: «…первым ходом;\n2) Петя …» is a list's next item.
    let after_move = text
        .split([';', ',', '.', ':', '(', ')', '\n'])
        .any(|part| {
            words(part).windows(2).any(|w| {
                vocabulary().group("questions.move_forms").is(&w[0])
                    && w[1].chars().all(|c| c.is_ascii_digit())
            })
        });
    let chars: Vec<char> = text.chars().collect();
    after_move
        || (0..chars.len().saturating_sub(1)).any(|i| {
            let next_is_digit = chars[i + 1].is_ascii_digit();
            let before = i.checked_sub(1).map(|j| chars[j]);
            match chars[i] {
                '+' | '*' | '×' | '·' | '÷' | '/' => next_is_digit,
                '-' | '−' | '–' => {
                    next_is_digit
                        && before.is_none_or(|c| c.is_whitespace() || "(«\"'“„[".contains(c))
                }
                _ => false,
            }
        })
}
