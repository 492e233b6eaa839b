//! Questions keep their ids: a preset answers the task it names
//! (`19-every` is question 19) on the terminal, in JSON, in the answers CSV
//! and sheet, and `check --answers` grades against the questions asked
//! (`-q`, or the template's), also when the game is given by flags.

use crate::support::{gametable, json_of, outcome, run_err, stdout_of, tmp};

/// kp1921-046's game as flags (published: 19-every → 41, 20-min2 → 14 39).
const KP046: [&str; 10] = [
    "--start",
    "S",
    "--s",
    "1..44",
    "--moves",
    "+2 *3",
    "--end",
    "sum >= 45",
    "--winner",
    "sum <= 112",
];

const PRESETS: [&str; 6] = ["-q", "19-every", "-q", "20-min2", "-q", "21"];

fn with<'a>(head: &[&'a str], tail: &[&'a str]) -> Vec<&'a str> {
    head.iter().chain(tail).copied().collect()
}

#[test]
fn presets_answer_their_task_everywhere() {
    let args = with(
        &with(&["solve", "--lang", "ru", "--no-table"], &KP046),
        &PRESETS,
    );
    let text = stdout_of(&args);
    let firsts: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with(' '))
        .map(|l| l.split(' ').next().unwrap_or(""))
        .collect();
    assert_eq!(firsts, ["19.", "20.", "21."], "{text}");
    assert!(text.starts_with("19. 41 "), "{text}");
    let json = json_of(&with(&args, &["--json"]));
    let ids: Vec<&str> = json["answers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["id"].as_str().unwrap())
        .collect();
    assert_eq!(ids, ["19", "20", "21"]);
    let dir = tmp();
    let csv = dir.path().join("a.csv");
    let out = dir.path().join("t.xlsx");
    let csv_s = csv.to_str().unwrap();
    let out_s = out.to_str().unwrap();
    stdout_of(&with(&args, &["--answers-csv", csv_s, "--out", out_s]));
    let rows = crate::support::csv_rows(&csv);
    let ids: Vec<&str> = rows.iter().map(|r| r["вопрос"].as_str()).collect();
    assert_eq!(ids, ["19", "20", "21"]);
    let sheet = crate::support::sheet_rows(&out, "Ответы");
    let firsts: Vec<&str> = sheet
        .iter()
        .filter_map(|r| r.first().map(String::as_str))
        .filter(|c| ["1", "2", "19", "20", "21"].contains(c))
        .collect();
    assert_eq!(firsts, ["19", "20", "21"], "{sheet:?}");
}

#[test]
fn a_toml_list_takes_id_equals_query_and_one_question_keeps_its_id() {
    let dir = tmp();
    let toml = dir.path().join("g.toml");
    std::fs::write(
        &toml,
        "start = \"S\"\ns = \"1..44\"\nmoves = \"+2 *3\"\nend = \"sum >= 45\"\nwinner = \"sum <= 112\"\nquestions = [\"20=count where code == 2\"]\n",
    )
    .unwrap();
    let text = stdout_of(&[
        "solve",
        toml.to_str().unwrap(),
        "--no-table",
        "--lang",
        "en",
    ]);
    assert!(text.starts_with("20. 3 "), "{text}");
    std::fs::write(
        &toml,
        "start = \"S\"\ns = \"1..44\"\nmoves = \"+2 *3\"\nend = \"sum >= 45\"\nwinner = \"sum <= 112\"\nquestions = [\"19-every\"]\n",
    )
    .unwrap();
    let text = stdout_of(&[
        "solve",
        toml.to_str().unwrap(),
        "--no-table",
        "--lang",
        "en",
    ]);
    assert!(text.starts_with("19. 41 "), "{text}");
}

#[test]
fn a_question_asked_twice_is_refused() {
    let err = run_err(&["solve", "-q", "19", "-q", "19-every", "--lang", "en"]);
    assert!(err.contains("question 19 is asked twice"), "{err}");
}

#[test]
fn check_grades_the_questions_asked() {
    // The game by flags: the questions of -q, not the default 19, 20, 21.
    let args = with(
        &with(&["check", "--lang", "ru"], &KP046),
        &with(&PRESETS, &["--answers", "41; 14 39; 12"]),
    );
    let (code, out, err) = outcome(gametable().args(&args));
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(out.matches("— верно").count(), 3, "{out}");
    assert!(out.contains("ответ 20: 14 39 — верно"), "{out}");
    // A wrong one is still wrong.
    let args = with(
        &with(&["check", "--lang", "en"], &KP046),
        &with(&PRESETS, &["--answers", "41; 14 40; 12"]),
    );
    let (code, out, _) = outcome(gametable().args(&args));
    assert_eq!(code, 1);
    assert!(
        out.contains("answer 20: 14 40 — wrong, expected 14 39"),
        "{out}"
    );
    // The template's own questions (kp1921-046: count, minmax) by default.
    let (code, out, err) = outcome(gametable().args([
        "check",
        "kp1921-046",
        "--lang",
        "en",
        "--answers",
        "41; 3; 12 38",
    ]));
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn json_carries_the_warnings() {
    let json = json_of(&[
        "solve",
        "kp1921-046",
        "--s",
        "40..60",
        "--json",
        "--no-table",
    ]);
    let w = json["warnings"].to_string();
    assert!(w.contains("already finished at the start"), "{w}");
    // An open range cut by the search limit: max, count and sum say so.
    let json = json_of(&[
        "solve",
        "kp1921-146",
        "-q",
        "max where code < 0",
        "-q",
        "count where code < 0",
        "-q",
        "sum where code < 0",
        "-q",
        "min where code < 0",
        "--json",
        "--no-table",
    ]);
    let cut: Vec<bool> = json["answers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| {
            a["warnings"]
                .to_string()
                .contains("tried up to S = 1087 only")
        })
        .collect();
    assert_eq!(cut, [true, true, true, false], "{json}");
    let text = stdout_of(&[
        "solve",
        "kp1921-146",
        "-q",
        "max where code < 0",
        "--no-table",
    ]);
    assert!(
        text.contains("warning: the open range of S was tried up to S = 1087"),
        "{text}"
    );
}

#[test]
fn book_reads_a_variants_csv_saved_by_russian_excel() {
    // Windows-1251, ';': "name;start;s;moves;end" and a Russian name
    // ("Вариант один"), as Russian Excel saves "CSV (разделители - запятые)".
    let dir = tmp();
    let csv = dir.path().join("v.csv");
    let row = |end: &str| {
        let mut bytes = b"name;start;s;moves;end\r\n".to_vec();
        bytes.extend(b"\xc2\xe0\xf0\xe8\xe0\xed\xf2 \xee\xe4\xe8\xed;7, S;1..69;+1 *2;");
        bytes.extend(end.as_bytes());
        bytes.extend(b"\r\n");
        bytes
    };
    std::fs::write(&csv, row("sum >= 77")).unwrap();
    let out = dir.path().join("b.xlsx");
    let key = dir.path().join("key.csv");
    let key_s = key.to_str().unwrap();
    let args = crate::support::book_args(&csv, &out, &["--csv", key_s, "--no-grids"]);
    let (code, _, err) = outcome(gametable().args(&args));
    assert_eq!(code, 0, "{err}");
    assert!(err.contains("прочитан как Windows-1251"), "{err}");
    let key = std::fs::read_to_string(&key).unwrap();
    assert!(key.contains(",18,31 34,30"), "{key}");
    // The name decoded: a variant that cannot be solved is named by it.
    std::fs::write(&csv, row("sum >= 1")).unwrap();
    let err = run_err(&crate::support::book_args(&csv, &out, &["--no-grids"]));
    assert!(err.contains("вариант 1 (Вариант один)"), "{err}");
}
