//! The flag a mistyped one was meant to be: `--move` → `--moves`, `--lnag`
//! → `--lang`, and nothing for `--name`, which is no slip of any flag (clap's
//! own guess, by similarity of letters, offered `--no-moves` for it).

use std::ffi::OsString;

/// The command the arguments run: `solve` for `gametable solve …`, `sg
/// subtract` for `gametable sg subtract …` (the top level when none).
pub fn command_named(top: &clap::Command, args: &[OsString]) -> clap::Command {
    let mut cmd = top.clone();
    for arg in args.iter().skip(1) {
        let Some(name) = arg.to_str() else { break };
        if name.starts_with('-') {
            continue;
        }
        match cmd.find_subcommand(name) {
            Some(sub) => cmd = sub.clone(),
            None => break,
        }
    }
    cmd
}

/// The long flag of `cmd` nearest to `typed` (`--move`), when it is a slip of
/// it: at most one edit (a letter added, dropped or changed, two letters
/// swapped) per three letters, letter case aside.
pub fn nearest_flag(cmd: &clap::Command, typed: &str) -> Option<String> {
    let typed = typed.split('=').next().unwrap_or(typed);
    let word = typed.trim_start_matches('-').to_lowercase();
    if word.is_empty() {
        return None;
    }
    let allowed = (word.chars().count() / 3).max(1);
    cmd.get_arguments()
        .filter(|a| !a.is_hide_set())
        .filter_map(|a| a.get_long())
        .chain(["help"])
        .map(|long| (edits(&word, &long.to_lowercase()), long))
        .filter(|&(d, _)| d <= allowed)
        .min_by_key(|&(d, _)| d)
        .map(|(_, long)| format!("--{long}"))
}

/// Edits from `a` to `b`: letters inserted, deleted, replaced, or two
/// neighbours swapped (the optimal string alignment distance).
fn edits(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut d: Vec<Vec<usize>> = (0..=a.len())
        .map(|i| {
            (0..=b.len())
                .map(|j| if i == 0 { j } else { i * usize::from(j == 0) })
                .collect()
        })
        .collect();
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    fn solve() -> clap::Command {
        let args: Vec<OsString> = ["gametable", "solve"].iter().map(OsString::from).collect();
        command_named(&crate::cli::Cli::command(), &args)
    }

    #[test]
    fn a_slip_gets_the_flag_it_was_meant_to_be() {
        let solve = solve();
        for (typed, meant) in [
            ("--move", "--moves"),
            ("--star", "--start"),
            ("--lnag", "--lang"),
            ("--no-tabel", "--no-table"),
            ("--winer", "--winner"),
            ("--Lang", "--lang"),
            ("--formula", "--formulas"),
            ("--moves=+1", "--moves"),
        ] {
            assert_eq!(
                nearest_flag(&solve, typed).as_deref(),
                Some(meant),
                "{typed}"
            );
        }
    }

    #[test]
    fn a_word_far_from_every_flag_gets_none() {
        let solve = solve();
        for typed in ["--name", "--no-moves-at-all-please", "--xyz", "--"] {
            assert_eq!(nearest_flag(&solve, typed), None, "{typed}");
        }
    }

    #[test]
    fn the_command_is_found_past_flags_and_values() {
        let args: Vec<OsString> = ["gametable", "sg", "subtract", "1..3", "--upto"]
            .iter()
            .map(OsString::from)
            .collect();
        assert_eq!(
            command_named(&crate::cli::Cli::command(), &args).get_name(),
            "subtract"
        );
    }

    #[test]
    fn edits_count_swaps_as_one() {
        assert_eq!(edits("lnag", "lang"), 1);
        assert_eq!(edits("name", "moves"), 4);
        assert_eq!(edits("", "abc"), 3);
    }
}
