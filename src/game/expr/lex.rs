//! Cutting one rule text into tokens: numbers, names and symbols (the
//! Unicode `≤ ≥ ≠ × ÷ −` read as their ASCII spellings).

use super::ParseError;
use crate::msg;

#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Tok {
    Num(i64),
    Ident(String),
    Sym(&'static str),
    End,
}

#[derive(Debug, Clone)]
pub(crate) struct Token {
    pub tok: Tok,
    pub at: usize,
    pub len: usize,
    /// Whether white space precedes this token (`*3/2` vs `*3 /2`, `2S`).
    pub spaced: bool,
}

const SYMBOLS: [&str; 30] = [
    "..", "==", "!=", "<=", ">=", "&&", "||", "->", "≤", "≥", "≠", "×", "÷", "−", "+", "-", "*",
    "/", "%", "(", ")", ",", ";", ":", "<", ">", "=", "!", "[", "]",
];

pub(crate) fn lex(src: &str) -> Result<Vec<Token>, ParseError> {
    let mut out = Vec::new();
    let bytes = src.as_bytes();
    let mut i = 0;
    let mut spaced = true;
    'outer: while i < src.len() {
        let c = src[i..].chars().next().unwrap_or(' ');
        if c.is_whitespace() {
            i += c.len_utf8();
            spaced = true;
            continue;
        }
        if c.is_ascii_digit() {
            let start = i;
            while i < src.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            let text = &src[start..i];
            let n: i64 = text.parse().map_err(|_| {
                ParseError::new(
                    msg!("rule-too-large", text = text, max = MAX_LITERAL),
                    src,
                    start,
                    i - start,
                )
            })?;
            if n > MAX_LITERAL {
                return Err(ParseError::new(
                    msg!("rule-too-large", text = text, max = MAX_LITERAL),
                    src,
                    start,
                    i - start,
                ));
            }
            out.push(Token {
                tok: Tok::Num(n),
                at: start,
                len: i - start,
                spaced,
            });
            spaced = false;
            continue;
        }
        if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < src.len() {
                let d = src[i..].chars().next().unwrap_or(' ');
                if d.is_alphanumeric() || d == '_' {
                    i += d.len_utf8();
                } else {
                    break;
                }
            }
            out.push(Token {
                tok: Tok::Ident(src[start..i].to_string()),
                at: start,
                len: i - start,
                spaced,
            });
            spaced = false;
            continue;
        }
        for sym in SYMBOLS {
            if src[i..].starts_with(sym) {
                let canonical = match sym {
                    "≤" => "<=",
                    "≥" => ">=",
                    "≠" => "!=",
                    "×" => "*",
                    "÷" => "/",
                    "−" => "-",
                    s => s,
                };
                out.push(Token {
                    tok: Tok::Sym(canonical),
                    at: i,
                    len: sym.len(),
                    spaced,
                });
                i += sym.len();
                spaced = false;
                continue 'outer;
            }
        }
        // `*1.5`: a decimal point after a number.
        if let (
            true,
            Some(Token {
                tok: Tok::Num(_),
                at,
                spaced: false,
                ..
            }),
        ) = (c == '.', out.last())
        {
            let digits = src[i + 1..].bytes().take_while(u8::is_ascii_digit).count();
            if digits > 0 {
                let times = out.len() >= 2 && out[out.len() - 2].tok == Tok::Sym("*");
                let (at, end) = (*at, i + 1 + digits);
                return Err(ParseError::new(
                    decimal(&src[at..end], times),
                    src,
                    at,
                    end - at,
                ));
            }
        }
        return Err(ParseError::new(
            msg!("rule-unexpected-char", char = c.escape_debug().to_string()),
            src,
            i,
            c.len_utf8(),
        ));
    }
    out.push(Token {
        tok: Tok::End,
        at: src.len(),
        len: 1,
        spaced: true,
    });
    Ok(out)
}

/// The message for a decimal number `INT.FRAC` (or `INT,FRAC`, the Russian
/// way of writing it) where a whole number is expected; after `*` it says
/// how "1.5 times" is written: as the fraction `*3/2`.
pub(crate) fn decimal(written: &str, times: bool) -> crate::i18n::Msg {
    let (int, frac) = written.split_once(['.', ',']).unwrap_or((written, "0"));
    let fraction = || -> Option<(u64, u64)> {
        let den = 10u64.checked_pow(u32::try_from(frac.len()).ok()?)?;
        let num = int
            .parse::<u64>()
            .ok()?
            .checked_mul(den)?
            .checked_add(frac.parse().ok()?)?;
        let (mut a, mut b) = (num, den);
        while b != 0 {
            (a, b) = (b, a % b);
        }
        Some((num / a, den / a))
    };
    match fraction() {
        Some((num, den)) if times => msg!(
            "rule-decimal-times",
            written = written,
            num = num,
            den = den
        ),
        _ => msg!("rule-decimal", written = written),
    }
}

/// The largest number literal accepted; keeps products of literals far from
/// i64 overflow.
pub const MAX_LITERAL: i64 = 1 << 40;
