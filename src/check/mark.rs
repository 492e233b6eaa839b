//! What a cell holds: a mark read from the table, what it claims in each
//! dialect, and a claim written back as the table would write it.

use crate::exam::wording::Lang;
use crate::import::Value;
use crate::solve::Code;

/// How the table's labels are read.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum, serde::Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Dialect {
    /// V1/P1, В1/П1, W1/L1: the player to move wins (V, В, W) or loses (P, П, L).
    WinLose,
    /// П1/В1: Petya (to move) wins (П), Vanya wins (В).
    PetyaVanya,
    /// Numbers: +K the player to move wins by his K-th move, -K he loses.
    Codes,
}

impl Dialect {
    /// The dialect's name as `--dialect` spells it: `win-lose`.
    pub fn name(self) -> &'static str {
        match self {
            Dialect::WinLose => "win-lose",
            Dialect::PetyaVanya => "petya-vanya",
            Dialect::Codes => "codes",
        }
    }

    /// The dialect's name and what its labels mean, in `lang`.
    pub fn describe(self, lang: Lang) -> String {
        let meaning = match self {
            Dialect::WinLose => crate::tr!(lang, "dialect-win-lose"),
            Dialect::PetyaVanya => crate::tr!(lang, "dialect-petya-vanya"),
            Dialect::Codes => crate::tr!(lang, "dialect-codes"),
        };
        format!("{} ({meaning})", self.name())
    }
}

/// A letter as written, before a dialect gives it a meaning.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Letter {
    /// V (Latin), В (Cyrillic): win, or Vanya.
    V,
    /// P, П: lose, or Petya.
    P,
    W,
    L,
    /// D, Н: a draw.
    D,
}

/// The script a label is written in, for writing expected labels alike.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Script {
    #[default]
    Latin,
    Cyrillic,
    WinLoss,
}

/// What a cell holds, read.
#[derive(Debug, Clone, PartialEq)]
pub enum Mark {
    /// Blank, `--`, `-`, `—`: not marked.
    Blank,
    Num(i64),
    Letter {
        letter: Letter,
        k: Option<u32>,
        script: Script,
        lower: bool,
    },
    /// Anything else (text, a formula error).
    Other(String),
}

/// A cell that cannot be read at all (a fraction where a code belongs).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{cell}: {message}")]
pub struct CellError {
    pub cell: String,
    pub message: crate::i18n::Msg,
}

impl CellError {
    /// The error worded in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        format!("{}: {}", self.cell, self.message.message(lang))
    }
}

/// What a label claims about a position (for the player to move).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Claim {
    Win(u32),
    Lose(u32),
    /// Code 0: over, or every move hands the opponent the win.
    Zero,
    Draw,
}

impl Claim {
    pub fn of(code: Code) -> Option<Claim> {
        match code {
            Code::Win(k) => Some(Claim::Win(k)),
            Code::Lose(0) | Code::Over | Code::Handed => Some(Claim::Zero),
            Code::Lose(k) => Some(Claim::Lose(k)),
            Code::Draw => Some(Claim::Draw),
            Code::Unknown => None,
        }
    }

    /// The K of a win or loss in K moves; none for the others.
    pub(super) fn moves(self) -> Option<u32> {
        match self {
            Claim::Win(k) | Claim::Lose(k) => Some(k),
            _ => None,
        }
    }
}

/// Reads a cell.
///
/// # Errors
/// A fraction (`2.5`, `2,5`), which no dialect writes.
pub fn read_mark(v: &Value) -> Result<Mark, crate::i18n::Msg> {
    let fraction = |s: &str| crate::msg!("check-fraction", value = s);
    match v {
        Value::Empty => Ok(Mark::Blank),
        Value::Number(f) => {
            if f.fract() != 0.0 || !f.is_finite() {
                Err(fraction(&v.shown()))
            } else {
                Ok(Mark::Num(*f as i64))
            }
        }
        Value::Error(e) => Ok(Mark::Other(e.to_string())),
        Value::Text(t) => {
            let s: String = t.chars().filter(|c| !c.is_whitespace()).collect();
            if s.is_empty() || s.chars().all(|c| matches!(c, '-' | '—' | '–')) {
                return Ok(Mark::Blank);
            }
            if let Ok(n) = s.parse::<i64>() {
                return Ok(Mark::Num(n));
            }
            let body = s.strip_prefix(['+', '-']).unwrap_or(&s);
            if body.starts_with(|c: char| c.is_ascii_digit())
                && body
                    .chars()
                    .all(|c| c.is_ascii_digit() || c == '.' || c == ',')
            {
                // `2.0` is a whole number typed with a point; `2.5` is not.
                return match s.replace(',', ".").parse::<f64>() {
                    Ok(f) if f.fract() == 0.0 && f.abs() < 1e15 => Ok(Mark::Num(f as i64)),
                    _ => Err(fraction(&s)),
                };
            }
            let mut chars = s.chars();
            let first = chars.next().unwrap_or(' ');
            let rest: String = chars.collect();
            let (letter, script) = match first {
                'V' | 'v' => (Letter::V, Script::Latin),
                'P' | 'p' => (Letter::P, Script::Latin),
                // A Latin B is a Cyrillic В typed on the wrong layout.
                'В' | 'в' | 'B' | 'b' => (Letter::V, Script::Cyrillic),
                'П' | 'п' => (Letter::P, Script::Cyrillic),
                'W' | 'w' => (Letter::W, Script::WinLoss),
                'L' | 'l' => (Letter::L, Script::WinLoss),
                'D' | 'd' => (Letter::D, Script::Latin),
                'Н' | 'н' => (Letter::D, Script::Cyrillic),
                _ => return Ok(Mark::Other(t.trim().to_string())),
            };
            let k = if rest.is_empty() {
                None
            } else {
                match rest.parse::<u32>() {
                    Ok(k) => Some(k),
                    Err(_) => return Ok(Mark::Other(t.trim().to_string())),
                }
            };
            if k.is_none() && letter != Letter::D {
                return Ok(Mark::Other(t.trim().to_string()));
            }
            Ok(Mark::Letter {
                letter,
                k,
                script,
                lower: first.is_lowercase(),
            })
        }
    }
}

/// What a mark claims in a dialect; `None` when the dialect cannot read it.
pub fn claim(m: &Mark, d: Dialect) -> Option<Claim> {
    let signed = |win: bool, k: u32| {
        if k == 0 {
            Claim::Zero
        } else if win {
            Claim::Win(k)
        } else {
            Claim::Lose(k)
        }
    };
    match m {
        Mark::Blank | Mark::Other(_) => None,
        Mark::Num(n) => Some(match *n {
            0 => Claim::Zero,
            n if n > 0 => Claim::Win(n.min(u32::MAX as i64) as u32),
            n => Claim::Lose(n.unsigned_abs().min(u32::MAX as u64) as u32),
        }),
        Mark::Letter { .. } if d == Dialect::Codes => None,
        Mark::Letter {
            letter: Letter::D, ..
        } => Some(Claim::Draw),
        Mark::Letter { letter, k, .. } => {
            let k = (*k)?;
            Some(match (letter, d) {
                (Letter::W, _) => signed(true, k),
                (Letter::L, _) => signed(false, k),
                (Letter::V, Dialect::PetyaVanya) | (Letter::P, Dialect::WinLose) => {
                    signed(false, k)
                }
                _ => signed(true, k),
            })
        }
    }
}

/// How expected labels are written: the table's dialect and script.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Style {
    pub dialect: Dialect,
    pub script: Script,
    pub lower: bool,
}

impl Style {
    /// A claim written as the table would.
    pub fn write(&self, c: Claim, over: bool) -> String {
        if over {
            return "—".into();
        }
        if self.dialect == Dialect::Codes {
            return match c {
                Claim::Win(k) => format!("+{k}"),
                Claim::Lose(k) => format!("-{k}"),
                Claim::Zero => "0".into(),
                Claim::Draw => "D".into(),
            };
        }
        let (win, lose, draw) = match (self.script, self.dialect) {
            (Script::WinLoss, _) => ("W", "L", "D"),
            (Script::Latin, Dialect::PetyaVanya) => ("P", "V", "D"),
            (Script::Latin, _) => ("V", "P", "D"),
            (Script::Cyrillic, Dialect::PetyaVanya) => ("П", "В", "Н"),
            (Script::Cyrillic, _) => ("В", "П", "Н"),
        };
        let s = match c {
            Claim::Win(k) => format!("{win}{k}"),
            Claim::Lose(k) => format!("{lose}{k}"),
            Claim::Zero => format!("{lose}0"),
            Claim::Draw => draw.to_string(),
        };
        if self.lower {
            s.to_lowercase()
        } else {
            s
        }
    }

    /// A code written as the table would.
    pub fn code(&self, c: Code) -> String {
        match Claim::of(c) {
            Some(cl) => self.write(cl, c.is_over()),
            None => "?".into(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::check::fixture::text;

    #[test]
    fn reads_every_dialect() {
        let cases: &[(Value, Dialect, Option<Claim>)] = &[
            (text("V1"), Dialect::WinLose, Some(Claim::Win(1))),
            (text("p2"), Dialect::WinLose, Some(Claim::Lose(2))),
            (text("В2"), Dialect::WinLose, Some(Claim::Win(2))),
            (text("П1"), Dialect::WinLose, Some(Claim::Lose(1))),
            (text("П1"), Dialect::PetyaVanya, Some(Claim::Win(1))),
            (text("В2"), Dialect::PetyaVanya, Some(Claim::Lose(2))),
            (text("W1"), Dialect::PetyaVanya, Some(Claim::Win(1))),
            (text("L2"), Dialect::WinLose, Some(Claim::Lose(2))),
            (text("+2"), Dialect::Codes, Some(Claim::Win(2))),
            (Value::Number(-1.0), Dialect::Codes, Some(Claim::Lose(1))),
            (Value::Number(1.0), Dialect::WinLose, Some(Claim::Win(1))),
            (text("V1"), Dialect::Codes, None),
            (text("D"), Dialect::WinLose, Some(Claim::Draw)),
        ];
        for (v, d, want) in cases {
            let m = read_mark(v).unwrap();
            assert_eq!(claim(&m, *d), *want, "{v:?} in {d:?}");
        }
        for blank in ["", " ", "--", "-", "—"] {
            assert_eq!(read_mark(&text(blank)).unwrap(), Mark::Blank, "{blank:?}");
        }
        assert_eq!(read_mark(&text("x")).unwrap(), Mark::Other("x".into()));
        assert_eq!(read_mark(&text("-2.0")).unwrap(), Mark::Num(-2));
        let b2 = read_mark(&text("B2")).unwrap();
        assert_eq!(claim(&b2, Dialect::WinLose), Some(Claim::Win(2)));
        assert_eq!(claim(&b2, Dialect::PetyaVanya), Some(Claim::Lose(2)));
        assert_eq!(read_mark(&text("V")).unwrap(), Mark::Other("V".into()));
        assert!(read_mark(&Value::Number(2.5))
            .unwrap_err()
            .to_string()
            .contains("'2.5'"));
        assert!(read_mark(&text("2,5"))
            .unwrap_err()
            .to_string()
            .contains("fraction"));
    }

    #[test]
    fn writes_expected_labels_like_the_table() {
        let s = Style {
            dialect: Dialect::PetyaVanya,
            script: Script::Cyrillic,
            lower: false,
        };
        assert_eq!(s.write(Claim::Win(2), false), "П2");
        assert_eq!(s.write(Claim::Lose(1), false), "В1");
        let s = Style {
            dialect: Dialect::Codes,
            script: Script::Latin,
            lower: false,
        };
        assert_eq!(s.write(Claim::Lose(2), false), "-2");
        let s = Style {
            dialect: Dialect::WinLose,
            script: Script::Latin,
            lower: true,
        };
        assert_eq!(s.write(Claim::Win(2), false), "v2");
    }
}
