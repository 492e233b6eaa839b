//! A newcomer's first hour: a fresh clone tests itself, the release build is
//! lean, and the command line fits the terminal it runs in (issue 12).

use std::process::Command;

use clap::CommandFactory;

use crate::support::{
    book_args, gametable, generate, json_of, one_line_err, repo, run_err, run_ok, seed_flags,
    stdout_of, tmp, SEED_RULES,
};

/// The longest line, in characters.
fn widest(text: &str) -> usize {
    text.lines().map(|l| l.chars().count()).max().unwrap_or(0)
}

/// The labels of a printed grid, in reading order of each row.
fn labels(text: &str) -> Vec<String> {
    let mut v: Vec<String> = text
        .split_whitespace()
        .filter(|t| t.starts_with(['V', 'P']) && t[1..].parse::<u32>().is_ok())
        .map(String::from)
        .collect();
    v.sort();
    v
}

// ------------------------------------------------ 1. the repository stands alone

/// Nothing in the repository reads beside it: no path into a sibling
/// checkout or the developers' machine (a user's clone has neither).
#[test]
fn no_file_refers_outside_the_repository() {
    let sibling = ["..", "/shared"].concat();
    let machine = ["/wo", "rk/"].concat();
    let mut hits = Vec::new();
    let mut seen = 0;
    let mut stack = vec![repo("")];
    while let Some(dir) = stack.pop() {
        for e in std::fs::read_dir(&dir).expect("a folder") {
            let p = e.expect("an entry").path();
            let name = p.file_name().expect("a name").to_string_lossy().to_string();
            if name == ".git" {
                continue; // a worktree's .git file names its main checkout
            }
            if p.is_dir() {
                // fuzz/run.sh's own output (ignored by git) is not part of
                // a clone either.
                if !matches!(
                    name.as_str(),
                    "target" | "samples" | "corpus" | "logs" | "artifacts" | "coverage"
                ) {
                    stack.push(p);
                }
                continue;
            }
            let Ok(text) = std::fs::read_to_string(&p) else {
                continue; // binary files
            };
            seen += 1;
            for (i, line) in text.lines().enumerate() {
                if line.contains(&sibling) || line.contains(&machine) {
                    hits.push(format!("{}:{}: {line}", p.display(), i + 1));
                }
            }
        }
    }
    assert!(seen > 100, "only {seen} text files read");
    assert!(
        hits.is_empty(),
        "paths outside the repository:\n{}",
        hits.join("\n")
    );
}

/// The release build a user makes first keeps no debug info; profiling has
/// its own profile.
#[test]
fn release_profile_is_lean_and_profiling_keeps_debug_info() {
    let text = std::fs::read_to_string(repo("Cargo.toml")).expect("Cargo.toml");
    let doc: toml::Table = toml::from_str(&text).expect("TOML");
    let profile = &doc["profile"];
    let release = &profile["release"];
    assert!(
        release
            .get("debug")
            .is_none_or(|d| d.as_bool() == Some(false)),
        "{release}"
    );
    assert_eq!(release["strip"].as_bool(), Some(true), "{release}");
    let profiling = &profile["profiling"];
    assert_eq!(profiling["inherits"].as_str(), Some("release"));
    assert!(
        profiling["debug"].as_integer().is_some_and(|d| d > 0)
            || profiling["debug"].as_bool() == Some(true)
    );
}

// ------------------------------------------------ 3. output that fits a terminal

#[test]
fn the_grid_fits_the_width_in_parts_of_whole_columns() {
    let mut narrow = seed_flags();
    narrow.extend(["--width", "80"]);
    let cut = stdout_of(&narrow);
    assert!(widest(&cut) <= 80, "a line of {} characters", widest(&cut));
    assert!(
        cut.starts_with("(cut to fit 80 columns; whole rows: --width 0)"),
        "{cut}"
    );
    // Each part repeats the header and the row values.
    let headers = cut.lines().filter(|l| l.starts_with("h1\\h2")).count();
    assert!(headers >= 3, "{headers} parts");
    assert_eq!(
        cut.lines()
            .filter(|l| l.trim_start().starts_with("7 "))
            .count(),
        headers,
        "row 7 in every part"
    );
    // The same cells as whole rows (piped, the default).
    let whole = stdout_of(&seed_flags());
    assert!(widest(&whole) > 200, "piped rows stay whole");
    assert_eq!(labels(&cut), labels(&whole));
    assert!(labels(&whole).len() > 2000);
    // --width 0: whole rows too.
    let mut zero = seed_flags();
    zero.extend(["--width", "0"]);
    assert_eq!(stdout_of(&zero), whole);
}

#[test]
fn an_open_range_fits_the_width_too() {
    let args = [
        "solve",
        "--start",
        "S",
        "--s",
        "88..",
        "--moves",
        "+1 *2",
        "--end",
        "sum >= 200",
    ];
    let mut narrow = args.to_vec();
    narrow.extend(["--width", "60"]);
    let cut = stdout_of(&narrow);
    assert!(widest(&cut) <= 60, "{cut}");
    let whole = stdout_of(&args);
    assert!(widest(&whole) > 300);
    assert_eq!(labels(&cut), labels(&whole));
}

#[test]
fn help_wraps_at_the_terminals_width() {
    for cols in ["60", "100"] {
        let out = gametable()
            .args(["solve", "--help"])
            .env("COLUMNS", cols)
            .output()
            .expect("runs");
        assert!(out.status.success());
        let text = String::from_utf8(out.stdout).expect("UTF-8");
        let w: usize = cols.parse().expect("a number");
        assert!(widest(&text) <= w, "COLUMNS={cols}: {}", widest(&text));
        assert!(widest(&text) > w - 15, "COLUMNS={cols}: uses the width");
    }
    // No terminal and no COLUMNS: 80 columns.
    let out = gametable()
        .args(["solve", "--help"])
        .env_remove("COLUMNS")
        .output()
        .expect("runs");
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    assert!(widest(&text) <= 80, "{}", widest(&text));
}

#[test]
fn solve_help_groups_options_and_aligns_example_comments() {
    let text = String::from_utf8(
        gametable()
            .args(["solve", "--help"])
            .env("COLUMNS", "120")
            .output()
            .expect("runs")
            .stdout,
    )
    .expect("UTF-8");
    let at = |h: &str| {
        text.lines()
            .position(|l| l == h)
            .unwrap_or_else(|| panic!("no heading {h}:\n{text}"))
    };
    let (game, questions, output, solver) = (
        at("The game:"),
        at("Questions:"),
        at("Output:"),
        at("Solver and limits:"),
    );
    assert!(game < questions && questions < output && output < solver);
    let section = |from: usize, to: usize| {
        text.lines()
            .skip(from)
            .take(to - from)
            .collect::<Vec<_>>()
            .join("\n")
    };
    assert!(section(game, questions).contains("--moves"));
    assert!(section(questions, output).contains("--question"));
    assert!(section(output, solver).contains("--out"));
    assert!(text[text.find("Solver and limits:").expect("heading")..].contains("--max-memory"));
    let comments: Vec<usize> = text
        .lines()
        .skip_while(|l| *l != "Examples:")
        .filter_map(|l| l.find(" # "))
        .collect();
    assert!(comments.len() >= 4, "{text}");
    assert!(
        comments.iter().all(|&c| c == comments[0]),
        "{comments:?}\n{text}"
    );
}

#[test]
fn out_dash_keeps_stdout_csv_and_prints_the_answers_on_stderr() {
    let mut args = seed_flags();
    args.extend(["--out", "-"]);
    let out = run_ok(&args);
    let csv = String::from_utf8(out.stdout).expect("UTF-8");
    let err = String::from_utf8(out.stderr).expect("UTF-8");
    assert!(!csv.contains("19."), "{csv}");
    assert_eq!(csv.lines().count(), 70, "header and 69 rows");
    assert!(err.contains("19. 18 "), "{err}");
    assert!(err.contains("21. 30 "), "{err}");
}

#[test]
fn a_single_value_is_a_range_of_one() {
    let doc = json_of(&[
        "solve",
        "ege-2021-demo",
        "--s",
        "30",
        "--json",
        "--no-table",
    ]);
    let starts: Vec<i64> = doc["starts"]
        .as_array()
        .expect("starts")
        .iter()
        .map(|s| s["s"].as_i64().expect("s"))
        .collect();
    assert_eq!(starts, [30]);
    let doc = json_of(&["solve", "kp1921-062", "--k", "5", "--json", "--no-table"]);
    let ks: Vec<i64> = doc["starts"]
        .as_array()
        .expect("starts")
        .iter()
        .map(|s| s["k"].as_i64().expect("k"))
        .collect();
    assert!(!ks.is_empty() && ks.iter().all(|&k| k == 5), "{ks:?}");
    // Two values with no '..' between are still a mistake.
    let err = run_err(&["solve", "ege-2021-demo", "--s", "30 40"]);
    assert!(err.contains("'..'"), "{err}");
}

/// The progress bar (on a terminal only: run under `script`) counts variants:
/// "solving k/N", then "sheets k/N", never k/2N.
#[test]
fn book_progress_counts_variants() {
    let dir = tmp();
    let v = generate(dir.path(), 40, 3);
    let book = dir.path().join("b.xlsx");
    let bin = assert_cmd::cargo::cargo_bin("gametable");
    let line = format!(
        "stty rows 40 cols 120; {} book {} --out {}",
        bin.display(),
        v.display(),
        book.display()
    );
    let out = Command::new("script")
        .args(["-qec", &line, "/dev/null"])
        .output()
        .expect("script (util-linux) runs the book on a terminal");
    let text = String::from_utf8_lossy(&out.stdout).to_string();
    assert!(out.status.success(), "{text}");
    assert!(book.exists(), "{text}");
    let counts: Vec<(u64, u64)> = text
        .split(|c: char| c.is_whitespace() || c == '\r')
        .filter_map(|t| {
            let (a, b) = t.split_once('/')?;
            Some((a.parse().ok()?, b.parse().ok()?))
        })
        .collect();
    assert!(!counts.is_empty(), "no progress drawn: {text:?}");
    assert!(
        counts.iter().all(|&(k, n)| n == 40 && k <= 40),
        "{counts:?}"
    );
}

// ------------------------------------------------ 4. help, man pages, errors

/// Every command has its man page, with every long option, as gametable(1)
/// promises; `--dir` writes them all.
#[test]
fn man_pages_for_every_command_with_every_option() {
    fn walk(cmd: &clap::Command, path: Vec<String>, out: &mut Vec<(Vec<String>, Vec<String>)>) {
        let longs = cmd
            .get_arguments()
            .filter_map(|a| a.get_long())
            .map(String::from)
            .collect();
        out.push((path.clone(), longs));
        for sub in cmd.get_subcommands() {
            let mut p = path.clone();
            p.push(sub.get_name().to_string());
            walk(sub, p, out);
        }
    }
    let mut all = Vec::new();
    walk(&gametable::cli::Cli::command(), Vec::new(), &mut all);
    assert!(all.len() > 10);
    for (path, longs) in &all {
        let mut args = vec!["man"];
        args.extend(path.iter().map(String::as_str));
        let page = stdout_of(&args);
        let title = if path.is_empty() {
            "gametable".to_string()
        } else {
            format!("gametable-{}", path.join("-"))
        };
        assert!(page.contains(&format!(".TH {title} 1")), "{title}");
        for l in longs {
            let roff = format!("\\fB\\-\\-{}\\fR", l.replace('-', "\\-"));
            assert!(page.contains(&roff), "{title}: --{l} missing");
        }
    }
    let dir = tmp();
    let out = run_ok(&["man", "--dir", dir.path().to_str().expect("utf-8")]);
    let said = String::from_utf8_lossy(&out.stderr).to_string();
    let main = std::fs::read_to_string(dir.path().join("gametable.1")).expect("gametable.1");
    for sub in ["solve", "book", "check", "graph", "sg", "man"] {
        assert!(main.contains(&format!("gametable\\-{sub}(1)")), "{sub}");
        let f = format!("gametable-{sub}.1");
        assert!(dir.path().join(&f).exists(), "{f}");
        assert!(said.contains(&f), "{said}");
    }
    assert!(dir.path().join("gametable-sg-subtract.1").exists());
    let err = run_err(&["man", "nope"]);
    assert!(err.contains("expected one of: solve"), "{err}");
}

#[test]
fn check_takes_the_game_by_flags_and_says_what_is_missing() {
    let dir = tmp();
    let table = dir.path().join("table.xlsx");
    run_ok(&["solve", "--out", table.to_str().expect("utf-8")]);
    let mut args = vec!["check"];
    args.extend(SEED_RULES);
    args.push(table.to_str().expect("utf-8"));
    let text = stdout_of(&args);
    assert!(text.contains("2415 right, 0 wrong"), "{text}");
    // A game and no table: one line saying what is expected, as the usage shows.
    let err = run_err(&["check", "ege-2021-demo"]);
    assert!(err.contains("expected FILE..."), "{err}");
    assert!(!err.contains("<FILE>"), "{err}");
    let help = stdout_of(&["check", "--help"]);
    assert!(help.contains("[GAME] [FILE]..."), "{help}");
    // Neither a game nor rules.
    let err = run_err(&["check", "--json"]);
    assert!(err.contains("no game given"), "{err}");
}

#[test]
fn a_missing_start_is_said_without_a_caret_under_nothing() {
    // The seed's rules but for the start.
    let mut args = vec!["solve"];
    args.extend(&SEED_RULES[2..]);
    let err = one_line_err(&args);
    assert!(
        err.contains("--start: missing; expected e.g. '7, S'"),
        "{err}"
    );
    assert!(!err.contains('^'), "{err}");
}

/// A book's key sheet has a column of numbers with text beside it; check
/// picks the variant sheet that fits the game and says so.
#[test]
fn check_picks_the_sheet_that_fits_the_game() {
    let dir = tmp();
    let v = dir.path().join("v.toml");
    std::fs::write(
        &v,
        "[[variant]]\nstart = \"S\"\ns = \"1..44\"\nmoves = \"+2 *3\"\nend = \"sum >= 45\"\n\n\
         [[variant]]\nstart = \"7, S\"\ns = \"1..69\"\nmoves = \"+1 *2\"\nend = \"sum >= 77\"\n",
    )
    .expect("written");
    let book = dir.path().join("b.xlsx");
    run_ok(&book_args(&v, &book, &[]));
    let text = stdout_of(&["check", "ege-2021-demo", book.to_str().expect("utf-8")]);
    assert!(text.contains("sheet 'Вариант 2', A4:BR73"), "{text}");
    assert!(text.contains("sheet 'Вариант 2' chosen"), "{text}");
    assert!(text.contains("2415 right, 0 wrong"), "{text}");
}

/// A start where the player to move has no legal move is not one where the
/// end condition holds; such starts are not answers (no one moves), and the
/// messages say which is which.
#[test]
fn no_legal_move_is_said_as_such() {
    let rules = ["--start", "S", "--moves", "-5", "--end", "sum <= 0"];
    let mut only = vec!["solve", "--s", "3..3"];
    only.extend(rules);
    let err = run_err(&only);
    assert!(
        err.contains("the player to move has no legal move, so by no_moves = lose he has lost"),
        "{err}"
    );
    assert!(!err.contains("end condition holds"), "{err}");
    let mut mixed = vec!["solve", "--s", "3..12", "--no-table"];
    mixed.extend(rules);
    let text = stdout_of(&mixed);
    assert!(
        text.contains("warning: no legal move at the start (by no_moves = lose he has lost), not counted: S = 3, 4"),
        "{text}"
    );
    assert!(!text.contains("already finished"), "{text}");
}

#[test]
fn solve_reads_the_game_from_stdin() {
    let text = std::fs::read_to_string(repo("templates/kp1921-046.toml")).expect("template");
    let from_stdin = gametable()
        .args(["solve", "-", "--no-table"])
        .write_stdin(text)
        .output()
        .expect("runs");
    assert!(
        from_stdin.status.success(),
        "{}",
        String::from_utf8_lossy(&from_stdin.stderr)
    );
    let by_name = stdout_of(&["solve", "kp1921-046", "--no-table"]);
    assert_eq!(
        String::from_utf8(from_stdin.stdout).expect("UTF-8"),
        by_name
    );
    let bad = gametable()
        .args(["solve", "-"])
        .write_stdin("start = \"S\"\ns = 1..2\n")
        .output()
        .expect("runs");
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("(stdin):2"));
}

/// scripts/libreoffice.sh says clearly when it is misused (the tests rely on
/// it and check that it ran).
#[test]
fn libreoffice_script_refuses_bad_input() {
    let dir = tmp();
    let not_zip = dir.path().join("x.xlsx");
    std::fs::write(&not_zip, "text").expect("written");
    for args in [
        vec!["recalc"],
        vec!["recalc", not_zip.to_str().expect("utf-8"), "out"],
    ] {
        let o = Command::new("bash")
            .arg(repo("scripts/libreoffice.sh"))
            .args(&args)
            .output()
            .expect("bash runs scripts/libreoffice.sh");
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(!o.stderr.is_empty());
    }
}

/// The README's samples (`    $ gametable …` and the output below it) are
/// what gametable prints today (in the English locale).
#[test]
fn readme_samples_are_current() {
    let checked = check_samples("README.md", &repo(""), "C");
    assert_eq!(checked.len(), 8, "{checked:?}");
}

/// The Russian page's samples, run one after the other in an empty folder
/// (one writes the workbook the next checks), in a Russian locale: what a
/// teacher types and sees.
#[test]
fn russian_readme_samples_are_current() {
    let dir = tmp();
    let checked = check_samples("README.ru.md", dir.path(), "ru_RU.UTF-8");
    // The five examples and the slip shown with the language rule.
    assert_eq!(checked.len(), 6, "{checked:?}");
}

/// Runs every `    $ gametable …` sample of a README in `dir` under the
/// locale `lang` and compares what it prints with the lines below it;
/// returns the commands run.
fn check_samples(readme: &str, dir: &std::path::Path, lang: &str) -> Vec<String> {
    let text = std::fs::read_to_string(repo(readme)).expect("the README");
    let lines: Vec<&str> = text.lines().collect();
    let bin = assert_cmd::cargo::cargo_bin("gametable");
    let mut checked = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let Some(cmd) = lines[i].strip_prefix("    $ gametable ") else {
            i += 1;
            continue;
        };
        let mut want = Vec::new();
        i += 1;
        while i < lines.len()
            && (lines[i].starts_with("    ") || lines[i].is_empty())
            && !lines[i].starts_with("    $ ")
        {
            want.push(lines[i].strip_prefix("    ").unwrap_or(""));
            i += 1;
        }
        while want.last() == Some(&"") {
            want.pop();
        }
        // The book sample reads a user's file that the repository does not hold.
        if cmd.starts_with("book variants.csv") {
            continue;
        }
        let cmd = cmd.split("  #").next().expect("a command").trim();
        let o = Command::new("bash")
            .arg("-c")
            .arg(format!("\"$GT\" {cmd} 2>&1"))
            .env("GT", &bin)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env("LANG", lang)
            .current_dir(dir)
            .output()
            .expect("bash runs the sample");
        let got = String::from_utf8(o.stdout).expect("UTF-8");
        let got: Vec<&str> = got.trim_end().lines().collect();
        assert!(
            matches_elided(&want, &got),
            "{readme} sample: gametable {cmd}\n{readme}:\n{}\nprinted:\n{}",
            want.join("\n"),
            got.join("\n")
        );
        checked.push(cmd.to_string());
    }
    checked
}

/// Whether `got` is `want` where a line `…` of the README stands for any run
/// of lines (possibly none) that the sample leaves out.
fn matches_elided(want: &[&str], got: &[&str]) -> bool {
    match want.split_first() {
        None => got.is_empty(),
        Some((&"…", rest)) => (0..=got.len()).any(|skip| matches_elided(rest, &got[skip..])),
        Some((w, rest)) => got.first() == Some(w) && matches_elided(rest, &got[1..]),
    }
}

#[test]
fn an_elided_sample_matches_only_what_it_leaves_out() {
    assert!(matches_elided(&["a", "…", "d"], &["a", "b", "c", "d"]));
    assert!(matches_elided(&["a", "…", "d"], &["a", "d"]));
    assert!(!matches_elided(&["a", "…", "d"], &["a", "b", "c"]));
    assert!(!matches_elided(&["a", "b"], &["a", "b", "c"]));
}
