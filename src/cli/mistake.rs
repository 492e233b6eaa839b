//! A mistake on the command line (an unknown flag, a missing or wrong value,
//! a missing argument, two flags that exclude each other) as one line. In
//! English it is clap's own message; clap has no other language, so in
//! Russian the line is written from the error's kind and context through
//! the catalog (`cli-…` in `help.ftl`). Both carry our guess of the flag a
//! mistyped one was meant to be (src/nearest_flag.rs).

use std::ffi::OsString;

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::exam::wording::Lang;
use crate::tr;

/// The one-line message for `e`, a parse error of `top` (the localized
/// command tree) on the command line `args`.
pub fn line(e: &clap::Error, lang: Lang, top: &clap::Command, args: &[OsString]) -> String {
    let line = match lang {
        Lang::En => one_line(&e.render().to_string()),
        Lang::Ru => russian(e),
    };
    if e.kind() == ErrorKind::UnknownArgument {
        with_nearest_flag(&line, e, lang, top, args)
    } else {
        line
    }
}

fn text(e: &clap::Error, kind: ContextKind) -> Option<String> {
    match e.get(kind)? {
        ContextValue::String(s) => Some(s.clone()),
        ContextValue::Strings(v) => Some(v.join(", ")),
        ContextValue::StyledStr(s) => Some(s.to_string()),
        ContextValue::StyledStrs(v) => Some(
            v.iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join(", "),
        ),
        ContextValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

fn count(e: &clap::Error, kind: ContextKind) -> usize {
    match e.get(kind) {
        Some(ContextValue::Strings(v)) => v.len(),
        Some(ContextValue::StyledStrs(v)) => v.len(),
        Some(_) => 1,
        None => 0,
    }
}

/// The Russian line for a clap error.
fn russian(e: &clap::Error) -> String {
    let lang = Lang::Ru;
    let arg = text(e, ContextKind::InvalidArg).unwrap_or_default();
    let value = text(e, ContextKind::InvalidValue).unwrap_or_default();
    let possible = text(e, ContextKind::ValidValue)
        .filter(|v| !v.is_empty())
        .map(|values| tr!(lang, "cli-possible", values = values));
    let with_possible = |line: String| match &possible {
        Some(p) => format!("{line}; {p}"),
        None => line,
    };
    match e.kind() {
        ErrorKind::UnknownArgument if arg.starts_with('-') => {
            tr!(lang, "cli-unknown-flag", arg = arg)
        }
        ErrorKind::UnknownArgument => tr!(lang, "cli-extra-argument", arg = arg),
        ErrorKind::InvalidSubcommand => {
            let name = text(e, ContextKind::InvalidSubcommand).unwrap_or_default();
            let line = tr!(lang, "cli-unknown-command", name = name);
            match text(e, ContextKind::SuggestedSubcommand) {
                Some(s) => format!("{line}; {}", tr!(lang, "cli-did-you-mean", name = s)),
                None => line,
            }
        }
        ErrorKind::InvalidValue if value.is_empty() => {
            with_possible(tr!(lang, "cli-value-required", arg = arg))
        }
        ErrorKind::InvalidValue => {
            with_possible(tr!(lang, "cli-invalid-value", value = value, arg = arg))
        }
        ErrorKind::ValueValidation => {
            let line = tr!(lang, "cli-invalid-value", value = value, arg = arg);
            match why_invalid(e) {
                Some(why) => format!("{line}: {why}"),
                None => line,
            }
        }
        ErrorKind::MissingRequiredArgument => tr!(
            lang,
            "cli-missing",
            count = count(e, ContextKind::InvalidArg),
            args = arg
        ),
        ErrorKind::ArgumentConflict => {
            let other = text(e, ContextKind::PriorArg).unwrap_or_default();
            tr!(lang, "cli-conflict", arg = arg, other = other)
        }
        ErrorKind::MissingSubcommand => {
            let names = text(e, ContextKind::ValidSubcommand).unwrap_or_default();
            tr!(lang, "cli-missing-command", names = names)
        }
        ErrorKind::NoEquals
        | ErrorKind::TooManyValues
        | ErrorKind::TooFewValues
        | ErrorKind::WrongNumberOfValues => tr!(lang, "cli-wrong-values", arg = arg),
        ErrorKind::InvalidUtf8 => tr!(lang, "cli-not-utf8"),
        _ => tr!(lang, "cli-other"),
    }
}

/// Why a value was refused, for the value parsers `src/cli.rs` uses: a
/// number out of its range, not a number, not one character.
fn why_invalid(e: &clap::Error) -> Option<String> {
    let lang = Lang::Ru;
    let source = std::error::Error::source(e)?;
    if source.is::<std::num::ParseIntError>() {
        return Some(tr!(lang, "cli-why-number"));
    }
    if source.is::<std::char::ParseCharError>() {
        return Some(tr!(lang, "cli-why-char"));
    }
    // clap's range check: "5 is not in 1..=2".
    let said = source.to_string();
    let range = said.split(" is not in ").nth(1)?;
    let (from, to) = range.split_once("..=")?;
    Some(tr!(lang, "cli-why-range", from = from, to = to))
}

/// An unknown flag's line with our guess of the flag it was meant to be (a
/// slip of one: `--move` → `--moves`) instead of clap's, which goes by
/// shared letters (it offered `--no-moves` for `--name`).
fn with_nearest_flag(
    line: &str,
    e: &clap::Error,
    lang: Lang,
    top: &clap::Command,
    args: &[OsString],
) -> String {
    let Some(ContextValue::String(typed)) = e.get(ContextKind::InvalidArg) else {
        return line.to_string();
    };
    let cmd = crate::nearest_flag::command_named(top, args);
    let mut out: Vec<&str> = line
        .split("; ")
        .filter(|p| !p.starts_with("tip: a similar argument exists"))
        .collect();
    let name = cmd.get_bin_name().unwrap_or("gametable");
    // A flag mistyped; an extra argument is no slip of one.
    let nearest = typed
        .starts_with('-')
        .then(|| crate::nearest_flag::nearest_flag(&cmd, typed))
        .flatten();
    let tip = match nearest {
        Some(flag) => tr!(lang, "cli-tip-nearest", flag = flag, command = name),
        None => tr!(lang, "cli-tip-help", command = name),
    };
    out.push(&tip);
    out.join("; ")
}

/// A clap usage error on one line: its message, the possible values and the
/// tip, without the usage block and the pointer to `--help`.
fn one_line(rendered: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    let mut in_usage = false;
    for line in rendered.lines() {
        let t = line.trim();
        if t.is_empty() {
            in_usage = false;
            continue;
        }
        if t.starts_with("Usage:") {
            in_usage = true;
            continue;
        }
        if in_usage || t.starts_with("For more information") {
            continue;
        }
        parts.push(t.strip_prefix("error: ").unwrap_or(t));
    }
    // "the following required arguments were not provided:" lists items.
    let mut out = String::new();
    let mut list = false;
    for p in parts {
        if list && !p.starts_with('[') && !p.starts_with("tip:") {
            out.push_str(if out.ends_with(':') { " " } else { ", " });
        } else if !out.is_empty() {
            out.push_str("; ");
            list = false;
        }
        out.push_str(p);
        list |= p.ends_with(':');
    }
    out
}
