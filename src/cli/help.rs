//! What clap shows — `--help`, `gametable help`, usage lines, the man pages —
//! in the user's language: every about, argument help, value name, heading
//! and example comes from `locales/<lang>/help.ftl`, keyed by the command's
//! path and the argument's id:
//!
//! - `cmd-solve` (about), `.long` (long about), `.after` (examples);
//!   `cmd-gametable` is the top level, `cmd-sg-subtract` a nested command;
//! - `arg-solve-moves` (help), `.long` (long help), `.value` (value name);
//!   a global argument is found under the command that defines it, and
//!   clap's own `--help`/`--version` under `arg-help`/`arg-version`;
//! - `value-solve-format-ods`: a possible value's help;
//! - `heading-…`: section headings, `usage-…`: usage placeholders.
//!
//! The doc comments in `src/cli.rs` stay as the developers' copy of the
//! English text; `the_english_catalog_says_what_the_doc_comments_say`
//! keeps the two equal, and `every_command_and_argument_has_both_languages`
//! fails for a new command or flag without its entries.

use std::ffi::OsString;

use clap::builder::PossibleValue;
use clap::{Arg, Command};

use crate::exam::wording::Lang;
use crate::i18n;

/// The language of `--lang ru`/`--lang en` anywhere on the command line (the
/// last one, as clap takes it), else the locale's: read before clap parses,
/// since clap prints help while parsing.
pub fn lang_of_args(args: &[OsString]) -> Lang {
    let mut lang = None;
    let mut it = args.iter().skip(1).filter_map(|a| a.to_str());
    while let Some(arg) = it.next() {
        if arg == "--" {
            break;
        }
        let value = match arg.strip_prefix("--lang") {
            Some("") => it.next(),
            Some(rest) => rest.strip_prefix('='),
            None => None,
        };
        match value {
            Some("ru") => lang = Some(Lang::Ru),
            Some("en") => lang = Some(Lang::En),
            _ => {}
        }
    }
    lang.unwrap_or_else(crate::locale::default_lang)
}

/// `cmd` built (clap's `--help`, `--version` and `help` added, global
/// arguments propagated) and worded in `lang` from the catalogs.
pub fn localized(mut cmd: Command, lang: Lang) -> Command {
    cmd.build();
    localize(cmd, &[], lang)
}

/// A message of the help catalog in `lang` (English when the Russian lacks
/// it; `None` when neither has it).
fn msg(lang: Lang, id: &str) -> Option<String> {
    i18n::lookup(lang, id, &[]).or_else(|| i18n::lookup(Lang::En, id, &[]))
}

/// A message with values, which the tests keep present.
fn msg_with(lang: Lang, id: &str, args: &[(&str, i18n::Arg)]) -> String {
    i18n::text(lang, id, args)
}

/// The key of the command at `path` (its names below the top level):
/// `gametable`, `solve`, `sg-subtract`; clap's `help` is `help` anywhere.
fn command_key(path: &[String]) -> String {
    match path.last().map(String::as_str) {
        None => "gametable".to_string(),
        Some("help") => "help".to_string(),
        // `gametable help sg subtract` names `sg subtract`.
        Some(_) => {
            let names: Vec<&str> = path
                .iter()
                .map(String::as_str)
                .filter(|n| *n != "help")
                .collect();
            names.join("-")
        }
    }
}

/// The message ids an argument's texts may be under, most specific first:
/// its command's, each enclosing command's (a global argument), the bare id
/// (clap's `--help` and `--version`).
fn arg_keys(path: &[String], id: &str) -> Vec<String> {
    let mut keys: Vec<String> = (0..=path.len())
        .rev()
        .map(|n| format!("arg-{}-{id}", command_key(&path[..n])))
        .collect();
    keys.push(format!("arg-{id}"));
    keys
}

/// The first of `keys` the English catalog has.
fn arg_key(path: &[String], id: &str) -> Option<String> {
    arg_keys(path, id).into_iter().find(|k| {
        i18n::lookup(Lang::En, k, &[]).is_some()
            || i18n::lookup(Lang::En, &format!("{k}.value"), &[]).is_some()
    })
}

/// The heading id of a heading as `src/cli.rs` writes it in English:
/// "Solver and limits" → `heading-solver-and-limits`.
fn heading_id(english: &str) -> String {
    format!("heading-{}", english.to_lowercase().replace(' ', "-"))
}

fn localize(mut cmd: Command, path: &[String], lang: Lang) -> Command {
    let key = command_key(path);
    let t = |attr: &str| msg(lang, &format!("cmd-{key}{attr}"));
    if let Some(about) = t("") {
        cmd = cmd.about(about);
    }
    if let Some(long) = t(".long") {
        cmd = cmd.long_about(long);
    }
    if let Some(after) = t(".after") {
        cmd = cmd.after_help(after);
    }
    let paths: Vec<Vec<String>> = cmd
        .get_subcommands()
        .map(|s| {
            let mut p = path.to_vec();
            p.push(s.get_name().to_string());
            p
        })
        .collect();
    let mut subs = paths.into_iter();
    cmd = cmd.mut_subcommands(|s| match subs.next() {
        Some(p) => localize(s, &p, lang),
        None => s,
    });
    cmd = cmd.mut_args(|a| localize_arg(a, path, lang));
    let heading = |id: &str| msg(lang, id).unwrap_or_default();
    cmd = cmd
        .subcommand_help_heading(heading("heading-commands"))
        .subcommand_value_name(heading("usage-command"))
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
            heading("heading-usage")
        ));
    // The usage line as clap writes it, its placeholders in `lang`.
    let usage = cmd.render_usage().to_string();
    let usage = usage
        .split_once(": ")
        .map_or(usage.as_str(), |(_, u)| u)
        .replace("[OPTIONS]", &heading("usage-options"));
    cmd.override_usage(usage)
}

fn localize_arg(mut a: Arg, path: &[String], lang: Lang) -> Arg {
    let id = a.get_id().to_string();
    let key = arg_key(path, &id);
    let t = |attr: &str| key.as_ref().and_then(|k| msg(lang, &format!("{k}{attr}")));
    if let Some(value) = t(".value") {
        a = a.value_name(value);
    }
    let mut help = t("").or_else(|| a.get_help().map(|h| h.to_string()));
    let mut long = t(".long").or_else(|| a.get_long_help().map(|h| h.to_string()));
    if id == "help" {
        // clap's own words for `-h`: "see more" only where there is more.
        if a.get_long_help().is_none() {
            long = None;
        } else {
            help = t(".more").or(help);
        }
    }
    // clap's "[default: …]" and "[possible values: …]", in `lang`: in the
    // short help after the text, in the long help below it, each possible
    // value on a line of its own when one has a description.
    if a.get_action().takes_values() {
        let defaults: Vec<String> = a
            .get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        let default = (!a.is_hide_default_value_set() && !defaults.is_empty()).then(|| {
            msg_with(
                lang,
                "help-default",
                &[("value", defaults.join(", ").into())],
            )
        });
        let values: Vec<PossibleValue> = if a.is_hide_possible_values_set() {
            vec![]
        } else {
            a.get_possible_values()
                .into_iter()
                .filter(|v| !v.is_hide_set())
                .collect()
        };
        let names: Vec<&str> = values.iter().map(|v| v.get_name()).collect();
        let possible = (!values.is_empty()).then(|| {
            msg_with(
                lang,
                "help-possible",
                &[("values", names.join(", ").into())],
            )
        });
        let described = values.iter().any(|v| v.get_help().is_some());
        let short_notes: Vec<&str> = [&default, &possible]
            .into_iter()
            .flatten()
            .map(String::as_str)
            .collect();
        if long.is_some() || described {
            let mut text = long.or_else(|| help.clone()).unwrap_or_default();
            let mut below: Vec<String> = default.iter().cloned().collect();
            if described {
                let mut list = msg(lang, "help-possible-long").unwrap_or_default();
                let width = names.iter().map(|n| n.chars().count()).max().unwrap_or(0);
                for v in &values {
                    let name = v.get_name();
                    let vhelp = key
                        .as_ref()
                        .and_then(|k| {
                            msg(
                                lang,
                                &format!("value-{}-{name}", k.trim_start_matches("arg-")),
                            )
                        })
                        .or_else(|| v.get_help().map(|h| h.to_string()));
                    match vhelp {
                        Some(h) => {
                            let pad = width - name.chars().count();
                            list.push_str(&format!("\n- {name}:{} {h}", " ".repeat(pad)));
                        }
                        None => list.push_str(&format!("\n- {name}")),
                    }
                }
                below.push(list);
            } else {
                below.extend(possible.clone());
            }
            if !below.is_empty() {
                text.push_str("\n\n");
                text.push_str(&below.join("\n"));
            }
            long = Some(text);
        }
        if !short_notes.is_empty() {
            let notes = short_notes.join(" ");
            help = Some(match help {
                Some(h) => format!("{h} {notes}"),
                None => notes,
            });
        }
        a = a.hide_default_value(true).hide_possible_values(true);
    }
    if let Some(h) = help {
        a = a.help(h);
    }
    if let Some(l) = long {
        a = a.long_help(l);
    }
    let heading = match a.get_help_heading() {
        Some(h) => heading_id(h),
        None if a.is_positional() => "heading-arguments".to_string(),
        None => "heading-options".to_string(),
    };
    if let Some(h) = msg(lang, &heading) {
        a = a.help_heading(h);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;
    use std::collections::BTreeSet;

    /// Each command of the built tree with its path, the arguments it
    /// defines (not the global ones it inherits), clap's `help` tree aside.
    fn commands() -> Vec<(Vec<String>, Command, Vec<Arg>)> {
        fn walk(
            cmd: &Command,
            path: Vec<String>,
            inherited: &BTreeSet<String>,
            out: &mut Vec<(Vec<String>, Command, Vec<Arg>)>,
        ) {
            let own: Vec<Arg> = cmd
                .get_arguments()
                .filter(|a| !inherited.contains(a.get_id().as_str()))
                .cloned()
                .collect();
            out.push((path.clone(), cmd.clone(), own));
            if path.last().is_some_and(|n| n == "help") {
                return;
            }
            let mut inherited = inherited.clone();
            inherited.extend(
                cmd.get_arguments()
                    .filter(|a| a.is_global_set())
                    .map(|a| a.get_id().to_string()),
            );
            for sub in cmd.get_subcommands() {
                let mut p = path.clone();
                p.push(sub.get_name().to_string());
                walk(sub, p, &inherited, out);
            }
        }
        let mut top = crate::cli::Cli::command();
        top.build();
        let mut out = vec![];
        walk(&top, vec![], &BTreeSet::new(), &mut out);
        out
    }

    fn ids(lang: Lang) -> BTreeSet<String> {
        i18n::ids(lang).into_iter().map(|(_, id)| id).collect()
    }

    #[test]
    fn every_command_and_argument_has_both_languages() {
        let (en, ru) = (ids(Lang::En), ids(Lang::Ru));
        let mut missing = vec![];
        let mut need = |id: String| {
            if !en.contains(&id) || !ru.contains(&id) {
                missing.push(id);
            }
        };
        for (path, cmd, args) in commands() {
            let key = command_key(&path);
            need(format!("cmd-{key}"));
            if cmd.get_long_about().is_some() {
                need(format!("cmd-{key}.long"));
            }
            if cmd.get_after_help().is_some() {
                need(format!("cmd-{key}.after"));
            }
            for a in args {
                let id = a.get_id().as_str();
                let Some(k) = arg_key(&path, id) else {
                    need(format!("arg-{key}-{id}"));
                    continue;
                };
                need(k.clone());
                if a.get_long_help().is_some() && id != "help" {
                    need(format!("{k}.long"));
                }
                if a.get_action().takes_values() {
                    need(format!("{k}.value"));
                    for v in a.get_possible_values() {
                        if v.get_help().is_some() {
                            let arg = k.trim_start_matches("arg-");
                            need(format!("value-{arg}-{}", v.get_name()));
                        }
                    }
                }
                if let Some(h) = a.get_help_heading() {
                    need(heading_id(h));
                }
            }
        }
        assert!(
            missing.is_empty(),
            "no entry in locales/{{en,ru}}/help.ftl for {missing:?}"
        );
    }

    /// The doc comments of src/cli.rs are the developers' copy of the
    /// English help: the catalog must say the same.
    #[test]
    fn the_english_catalog_says_what_the_doc_comments_say() {
        let mut differ = vec![];
        let mut same = |id: String, clap: Option<String>| {
            if let Some(clap) = clap {
                let ours = i18n::lookup(Lang::En, &id, &[]);
                if ours.as_deref() != Some(clap.as_str()) {
                    differ.push(format!("{id}: catalog {ours:?}, src/cli.rs {clap:?}"));
                }
            }
        };
        for (path, cmd, args) in commands() {
            if path.iter().any(|n| n == "help") {
                continue;
            }
            let key = command_key(&path);
            same(format!("cmd-{key}"), cmd.get_about().map(|s| s.to_string()));
            same(
                format!("cmd-{key}.long"),
                cmd.get_long_about().map(|s| s.to_string()),
            );
            same(
                format!("cmd-{key}.after"),
                cmd.get_after_help().map(|s| s.to_string()),
            );
            for a in args {
                let id = a.get_id().as_str();
                if id == "help" || id == "version" {
                    continue;
                }
                let k = format!("arg-{key}-{id}");
                same(k.clone(), a.get_help().map(|s| s.to_string()));
                same(
                    format!("{k}.long"),
                    a.get_long_help().map(|s| s.to_string()),
                );
                if let Some(names) = a
                    .get_value_names()
                    .filter(|_| a.get_action().takes_values())
                {
                    let names: Vec<String> = names.iter().map(|n| n.to_string()).collect();
                    same(format!("{k}.value"), Some(names.join(" ")));
                }
            }
        }
        assert!(differ.is_empty(), "{differ:#?}");
    }

    #[test]
    fn lang_is_read_anywhere_on_the_command_line() {
        let args = |a: &[&str]| -> Vec<OsString> { a.iter().map(OsString::from).collect() };
        let ru = args(&["gametable", "solve", "--help", "--lang", "ru"]);
        assert_eq!(lang_of_args(&ru), Lang::Ru);
        let en = args(&["gametable", "--lang=en", "check", "--help"]);
        assert_eq!(lang_of_args(&en), Lang::En);
        let last = args(&["gametable", "solve", "--lang", "en", "--lang", "ru"]);
        assert_eq!(lang_of_args(&last), Lang::Ru);
        // After `--` it is an argument, not the flag.
        let after = args(&["gametable", "solve", "--", "--lang", "ru"]);
        assert_eq!(lang_of_args(&after), crate::locale::default_lang());
    }

    #[test]
    fn russian_help_has_russian_headings_values_and_usage() {
        let mut top = localized(crate::cli::Cli::command(), Lang::Ru);
        let solve = top.find_subcommand_mut("solve").expect("solve");
        let help = solve.render_long_help().to_string();
        for want in [
            "Использование: gametable solve [ПАРАМЕТРЫ] [ИГРА]",
            "Аргументы:",
            "Решатель и ограничения:",
            "--moves <ХОДЫ>",
            "[по умолчанию:",
            "Значения:",
            "Примеры:",
        ] {
            assert!(help.contains(want), "{want} not in {help}");
        }
    }
}
