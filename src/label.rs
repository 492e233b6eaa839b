//! Labels of the spreadsheet method, from codes: V1 P1 V2 P2 … (the player to
//! move wins / loses, by the K-th move), D for draws, — for finished
//! positions; or the Petya/Vanya convention (П1: Petya wins by his first
//! move, В1: Vanya does).

use crate::solve::Code;

/// How codes are written as labels.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Convention {
    /// V1/P1: the player to move wins (V) or loses (P).
    #[default]
    WinLose,
    /// П1/В1: Petya (to move) wins, or Vanya wins.
    PetyaVanya,
}

/// The letters of a convention: (win, lose, draw).
pub fn letters(conv: Convention) -> (&'static str, &'static str, &'static str) {
    match conv {
        Convention::WinLose => ("V", "P", "D"),
        Convention::PetyaVanya => ("П", "В", "Н"),
    }
}

/// The label of a code.
pub fn label(code: Code, conv: Convention) -> String {
    let (win, lose, draw) = letters(conv);
    match code {
        Code::Win(k) => format!("{win}{k}"),
        Code::Lose(k) => format!("{lose}{k}"),
        Code::Draw => draw.to_string(),
        Code::Over | Code::Handed => "—".to_string(),
        Code::Unknown => "?".to_string(),
    }
}

/// The signed code as text: `+2`, `-1`, `0`; `D` for draws, `?` unknown.
pub fn code_text(code: Code) -> String {
    match code {
        Code::Draw => "D".into(),
        Code::Unknown => "?".into(),
        c => match c.signed() {
            Some(v) if v > 0 => format!("+{v}"),
            Some(v) => v.to_string(),
            None => "?".into(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels() {
        assert_eq!(label(Code::Win(1), Convention::WinLose), "V1");
        assert_eq!(label(Code::Lose(2), Convention::WinLose), "P2");
        assert_eq!(label(Code::Win(2), Convention::PetyaVanya), "П2");
        assert_eq!(label(Code::Lose(1), Convention::PetyaVanya), "В1");
        assert_eq!(label(Code::Over, Convention::WinLose), "—");
        assert_eq!(label(Code::Draw, Convention::WinLose), "D");
        assert_eq!(code_text(Code::Lose(3)), "-3");
        assert_eq!(code_text(Code::Win(3)), "+3");
    }
}
