//! The live workbook as a teacher uses it (issue 24): she changes the
//! rules' numbers on *Параметры* — a harder variant (a larger target and
//! first heap, up to the sheet's margin) or an easier one — and LibreOffice
//! recalculates: the table equals `gametable solve` with the new rules, the
//! statement and the moves' words name the new numbers with the right
//! plurals, and no answer of the old rules is left. The data validation of
//! every parameter cell refuses what the sheet is not built for.

use std::collections::BTreeMap;
use std::path::Path;

use crate::spreadsheets::{edit_params, solver_answers};
use crate::support::{run_ok, solve_to, tmp, zip_part};
use crate::xlsx::{
    assert_grid, grid_of, lo_recalc, read_csv, read_xlsx, solver_cells, whole_table, with_flag,
};

/// name → (cell, value) of the parameters on *Параметры*.
fn params(book: &Path) -> BTreeMap<String, (String, i64)> {
    let sheet = read_xlsx(book, "Параметры");
    let mut out = BTreeMap::new();
    for ((r, c), v) in &sheet {
        if *c != 0 || *r < 2 {
            continue;
        }
        if let Some(value) = sheet.get(&(*r, 1)).and_then(|v| v.parse().ok()) {
            out.insert(v.clone(), (format!("B{}", r + 1), value));
        }
    }
    out
}

/// The `<dataValidation>` of a cell on *Параметры* (the third sheet).
fn validation(book: &Path, cell: &str) -> String {
    let xml = zip_part(book, "xl/worksheets/sheet3.xml");
    xml.split("<dataValidation ")
        .skip(1)
        .find(|d| d.contains(&format!("sqref=\"{cell}\"")))
        .unwrap_or_else(|| panic!("{cell} has no data validation"))
        .split("</dataValidation>")
        .next()
        .expect("its text")
        .to_string()
}

/// Whether a spreadsheet takes `value` (None: the cell emptied) into a cell
/// with this validation, as Excel and LibreOffice read the rule: a whole
/// number between formula1 and formula2, a blank only if allowed, and an
/// error alert that stops the entry.
fn accepts(dv: &str, value: Option<i64>) -> bool {
    let attr = |name: &str| {
        dv.split(&format!("{name}=\""))
            .nth(1)
            .and_then(|t| t.split('"').next())
            .map(str::to_string)
    };
    let element = |name: &str| -> i64 {
        dv.split(&format!("<{name}>"))
            .nth(1)
            .and_then(|t| t.split('<').next())
            .and_then(|v| v.parse().ok())
            .unwrap_or_else(|| panic!("{name} in {dv}"))
    };
    assert_eq!(attr("type").as_deref(), Some("whole"), "{dv}");
    assert!(
        matches!(attr("operator").as_deref(), None | Some("between")),
        "{dv}"
    );
    assert_eq!(attr("showErrorMessage").as_deref(), Some("1"), "{dv}");
    // The default style is "stop": refused, not only warned about.
    assert!(
        attr("errorStyle").as_deref().is_none_or(|s| s == "stop"),
        "{dv}"
    );
    match value {
        None => attr("allowBlank").as_deref() == Some("1"),
        Some(v) => (element("formula1")..=element("formula2")).contains(&v),
    }
}

/// A case: the template, the edits (parameter, new value), the rules as
/// `solve` flags after them, the start with every number 1, what the
/// statement and the moves' words must say and what no text may still say.
struct Case {
    game: &'static str,
    edits: &'static [(&'static str, i64)],
    rules: &'static [&'static str],
    ones: &'static str,
    says: &'static [&'static str],
    gone: &'static [&'static str],
}

const CASES: &[Case] = &[
    // Harder: the target up to the sheet's margin, a larger first heap,
    // two stones a move.
    Case {
        game: "ege-2021-demo",
        edits: &[
            ("target", 115),
            ("start_h1", 20),
            ("add_1", 2),
            ("s_max", 94),
        ],
        rules: &[
            "--start",
            "20, S",
            "--s",
            "1..94",
            "--moves",
            "+2 *2",
            "--end",
            "sum >= 115",
        ],
        ones: "1, S",
        says: &[
            "добавить в любую кучу два камня или увеличить количество камней в любой куче в два раза",
            "не менее 115.",
            "будет 115 или больше камней",
            "в первой куче было 20 камней, во второй куче — S камней, 1 ≤ S ≤ 94.",
            "ход 1: добавить в одну из куч два камня (от 1 до 1000)",
            "Кучи (20, S); ходы: +2, ×2; конец: сумма ≥ 115",
        ],
        gone: &["77", "69", "один камень", "7 камней"],
    },
    // Easier: a smaller target and first heap, five stones or three times.
    Case {
        game: "ege-2021-demo",
        edits: &[
            ("target", 40),
            ("start_h1", 2),
            ("add_1", 5),
            ("mul_2", 3),
            ("s_max", 37),
        ],
        rules: &[
            "--start",
            "2, S",
            "--s",
            "1..37",
            "--moves",
            "+5 *3",
            "--end",
            "sum >= 40",
        ],
        ones: "1, S",
        says: &[
            "добавить в любую кучу пять камней или увеличить количество камней в любой куче в три раза",
            "не менее 40.",
            "в первой куче было 2 камня, во второй куче — S камней, 1 ≤ S ≤ 37.",
            "ход 2: увеличить количество камней в одной из куч в три раза",
        ],
        gone: &["77", "69", "один камень", "в два раза", "7 камней"],
    },
    // One heap with an overshoot bound: every number changed.
    Case {
        game: "kp1921-046",
        edits: &[
            ("target", 60),
            ("bound", 101),
            ("mul_2", 4),
            ("s_max", 59),
        ],
        rules: &[
            "--s",
            "1..59",
            "--moves",
            "+2 *4",
            "--end",
            "sum >= 60",
            "--winner",
            "sum <= 101",
        ],
        ones: "S",
        says: &[
            "добавить в кучу два камня или увеличить количество камней в куче в четыре раза",
            "не менее 60.",
            "не более 101 камня, то победителем",
            "1 ≤ S ≤ 59.",
        ],
        gone: &["112", "45", "44", "в три раза"],
    },
];

/// Writes the live workbook of `game` (in Russian) to `book`.
fn live_book(game: &str, book: &Path) {
    solve_to(game, &["--formulas"], book);
}

/// A case's rules as arguments of `solve`.
fn rules(case: &Case) -> Vec<&'static str> {
    let mut args = vec![case.game];
    args.extend_from_slice(case.rules);
    args
}

#[test]
fn libreoffice_follows_a_harder_and_an_easier_variant_with_no_old_word_or_answer() {
    let dir = tmp();
    let mut books = Vec::new();
    for (i, case) in CASES.iter().enumerate() {
        let book = dir.path().join(format!("{}.xlsx", case.game));
        if !book.exists() {
            live_book(case.game, &book);
        }
        let p = params(&book);
        let edits: Vec<(&str, i64, i64)> = case
            .edits
            .iter()
            .map(|(name, to)| {
                let (cell, from) = &p[*name];
                // The validation takes the new value: within the sheet's size.
                assert!(
                    accepts(&validation(&book, cell), Some(*to)),
                    "{}: {name} = {to} refused",
                    case.game
                );
                (cell.as_str(), *from, *to)
            })
            .collect();
        let edited = dir.path().join(format!("case{i}.xlsx"));
        edit_params(&book, &edited, &edits);
        books.push(edited);
    }
    let outs = lo_recalc(&books);
    for (case, out) in CASES.iter().zip(&outs) {
        let what = format!("{} {:?}", case.game, case.edits);
        let rules = rules(case);
        let sheet = |name: &str| read_csv(&out.join(format!("{name}.csv")));
        for name in ["Таблица", "Коды", "Параметры", "Ответы"] {
            for v in sheet(name).values() {
                assert!(
                    !v.contains("Err:") && !v.starts_with('#'),
                    "{what}: {name} shows {v}"
                );
            }
        }
        // The grid: every cell as the solver has it for the new rules.
        let table = grid_of(&sheet("Таблица"));
        let whole = whole_table(&rules, case.ones);
        assert_grid(&format!("{what}: Таблица"), &table, &whole, false);
        let codes = grid_of(&sheet("Коды"));
        assert_grid(&format!("{what}: Коды"), &codes, &whole, true);
        let reached = solver_cells(&rules);
        for (pos, (_, label)) in &reached {
            assert_eq!(table.get(pos), Some(label), "{what}: cell {pos:?}");
        }
        // The answers: the formulas give the solver's for the new rules; the
        // solver's answers for the old rules are gone.
        let answers = sheet("Ответы");
        let old = solver_answers(&[case.game]);
        for (id, want) in solver_answers(&rules) {
            let row = answers
                .iter()
                .find(|((_, c), v)| *c == 0 && **v == id)
                .map(|((r, _), _)| *r)
                .unwrap_or_else(|| panic!("{what}: question {id} on Ответы"));
            assert_eq!(answers.get(&(row, 2)), Some(&want), "{what}: answer {id}");
            assert_eq!(
                answers.get(&(row, 3)).map(String::as_str),
                Some("пересчитайте: правила изменены"),
                "{what}: the solver's answer {id} for the old rules"
            );
            let was = &old.iter().find(|(i, _)| *i == id).expect("old answer").1;
            if *was != want {
                assert!(
                    !answers.values().any(|v| v == was),
                    "{what}: the old answer {was} to {id} is still shown"
                );
            }
        }
        let p = sheet("Параметры");
        let changed = p
            .iter()
            .find(|((_, c), v)| *c == 0 && v.as_str() == "изменены?")
            .map(|((r, _), _)| *r)
            .expect("the «изменены?» row");
        assert_eq!(
            p.get(&(changed, 1)).map(String::as_str),
            Some("1"),
            "{what}"
        );
        // The words: the statement, the title, the moves' meanings.
        let texts: Vec<&String> = answers
            .iter()
            .filter(|((r, _), _)| *r < 2)
            .map(|(_, v)| v)
            .chain(p.iter().filter(|((_, c), _)| *c == 2).map(|(_, v)| v))
            .collect();
        let all = texts
            .iter()
            .map(|t| t.as_str())
            .collect::<Vec<_>>()
            .join("\n");
        for want in case.says {
            assert!(all.contains(want), "{what}: «{want}» not in\n{all}");
        }
        let statement = answers.get(&(1, 0)).expect("the statement");
        assert!(
            statement.starts_with("Два игрока, Петя и Ваня"),
            "{statement}"
        );
        for old in case.gone {
            for t in &texts {
                // The parameters' ranges («от 1 до 1000») are not the rules.
                let t = t.split(" (от ").next().unwrap_or(t);
                assert!(
                    !t.contains(old),
                    "{what}: «{old}» of the old rules in «{t}»"
                );
            }
        }
    }
}

#[test]
fn every_parameter_cell_refuses_what_the_sheet_is_not_built_for() {
    let dir = tmp();
    for game in ["ege-2021-demo", "kp1921-046"] {
        let book = dir.path().join(format!("{game}.xlsx"));
        live_book(game, &book);
        let sheet = read_xlsx(&book, "Параметры");
        let heading = sheet.get(&(0, 0)).expect("the sheet's heading");
        let target = params(&book)["target"].1;
        let p = params(&book);
        assert!(p.len() >= 5, "{game}: {p:?}");
        for (name, (cell, value)) in &p {
            if name == "изменены?" {
                continue;
            }
            let dv = validation(&book, cell);
            let row: u32 = cell[1..].parse::<u32>().expect("a row") - 1;
            let meaning = sheet.get(&(row, 2)).expect("the meaning");
            // «(от 1 до 113)»: the range the cell says is the rule's.
            let range = meaning
                .rsplit("(от ")
                .next()
                .and_then(|t| t.strip_suffix(')'))
                .unwrap_or_else(|| panic!("{game} {name}: no range in «{meaning}»"));
            let (lo, hi) = range.split_once(" до ").expect("от … до …");
            let (lo, hi): (i64, i64) = (lo.parse().expect("lo"), hi.parse().expect("hi"));
            assert!(accepts(&dv, Some(*value)), "{game} {name}: its own value");
            assert!(
                accepts(&dv, Some(lo)) && accepts(&dv, Some(hi)),
                "{game} {name}"
            );
            assert!(
                !accepts(&dv, Some(lo - 1)) && !accepts(&dv, Some(hi + 1)),
                "{game} {name}: {lo}–{hi} not enforced: {dv}"
            );
            assert!(!accepts(&dv, None), "{game} {name}: a blank taken");
            // The input message says the range in Russian.
            assert!(
                dv.contains(&format!("prompt=\"{name}: целое число от {lo} до {hi}.\"")),
                "{game} {name}: {dv}"
            );
            if name == "target" {
                // Both ways: down to an easier and up to a harder variant,
                // as far as the sheet is built for (stated on it).
                assert!(
                    lo < *value - 10 && hi >= target + target / 2,
                    "{game}: {lo}–{hi}"
                );
                assert!(
                    heading.contains(&format!("для target до {hi}")),
                    "{game}: {heading}"
                );
            }
            if name == "start_h1" {
                assert!(lo < *value && hi > *value + 10, "{game}: {lo}–{hi}");
            }
        }
    }
}

/// The whole table's helper is what the edits are compared with: it must
/// hold the game's own table.
#[test]
fn the_whole_table_holds_the_games_own() {
    let own = solver_cells(&["ege-2021-demo"]);
    let whole = whole_table(&with_flag(&["ege-2021-demo"], "--s", "1..69"), "1, S");
    for (pos, cell) in &own {
        assert_eq!(whole.get(pos), Some(cell), "{pos:?}");
    }
    assert!(whole.len() > own.len());
}

/// The starts' rule of *Таблица* (sheet1.xml): the first conditional
/// format, `AND(<the start's tests>,<a colour's test>)`, its tests without
/// the colour's.
fn start_tests(book: &Path) -> Vec<String> {
    let xml = zip_part(book, "xl/worksheets/sheet1.xml");
    let rule = xml.split("<cfRule ").nth(1).expect("a conditional format");
    assert!(rule.contains("type=\"expression\""), "{rule}");
    let formula = rule
        .split("<formula>")
        .nth(1)
        .and_then(|f| f.split("</formula>").next())
        .expect("a formula")
        .replace("&quot;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&");
    let inner = formula
        .strip_prefix("AND(")
        .and_then(|f| f.strip_suffix(')'))
        .unwrap_or_else(|| panic!("not AND(…): {formula}"));
    let mut tests = Vec::new();
    let (mut depth, mut from) = (0, 0);
    for (i, c) in inner.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            ',' if depth == 0 => {
                tests.push(inner[from..i].to_string());
                from = i + 1;
            }
            _ => {}
        }
    }
    tests.push(inner[from..].to_string());
    // The last test is the colour's (`B2="V1"`).
    let colour = tests.pop().expect("a colour test");
    assert!(colour.starts_with("B2="), "{formula}");
    tests
}

/// The value of a formula's arithmetic (`+ - * /`, parentheses, numbers,
/// names, cell references) with `value` giving names' and cells' values.
fn arithmetic(text: &str, value: &dyn Fn(&str) -> i64) -> i64 {
    fn sum(s: &[u8], at: &mut usize, value: &dyn Fn(&str) -> i64) -> i64 {
        let mut v = product(s, at, value);
        while *at < s.len() && (s[*at] == b'+' || s[*at] == b'-') {
            let plus = s[*at] == b'+';
            *at += 1;
            let w = product(s, at, value);
            v = if plus { v + w } else { v - w };
        }
        v
    }
    fn product(s: &[u8], at: &mut usize, value: &dyn Fn(&str) -> i64) -> i64 {
        let mut v = atom(s, at, value);
        while *at < s.len() && (s[*at] == b'*' || s[*at] == b'/') {
            let times = s[*at] == b'*';
            *at += 1;
            let w = atom(s, at, value);
            v = if times { v * w } else { v / w };
        }
        v
    }
    fn atom(s: &[u8], at: &mut usize, value: &dyn Fn(&str) -> i64) -> i64 {
        if s[*at] == b'(' {
            *at += 1;
            let v = sum(s, at, value);
            assert_eq!(s[*at], b')');
            *at += 1;
            return v;
        }
        let start = *at;
        while *at < s.len() && (s[*at].is_ascii_alphanumeric() || s[*at] == b'$' || s[*at] == b'_')
        {
            *at += 1;
        }
        let word = std::str::from_utf8(&s[start..*at]).expect("ASCII");
        word.parse().unwrap_or_else(|_| value(word))
    }
    let mut at = 0;
    let v = sum(text.as_bytes(), &mut at, value);
    assert_eq!(at, text.len(), "{text}: read to its end");
    v
}

/// A comparison of the rule (`$A2=start_h1`, `B$4>=s_min`) for the cell
/// `value` resolves references for.
fn holds(test: &str, value: &dyn Fn(&str) -> i64) -> bool {
    for op in [">=", "<=", "<>", "=", "<", ">"] {
        if let Some((a, b)) = test.split_once(op) {
            let (a, b) = (arithmetic(a, value), arithmetic(b, value));
            return match op {
                ">=" => a >= b,
                "<=" => a <= b,
                "<>" => a != b,
                "=" => a == b,
                "<" => a < b,
                _ => a > b,
            };
        }
    }
    panic!("no comparison in {test}")
}

/// After the parameters are edited, the starts' outline marks exactly the
/// starts of the new rules: the rule of *Таблица*'s conditional formats,
/// read from the XML and worked out for every cell of the grid with the
/// edited parameters, against `gametable solve`'s live starts. (The
/// starts were outlined by the cells' own borders, which stayed put after
/// `start_h1` was edited.)
#[test]
fn the_starts_outline_follows_the_parameters() {
    let dir = tmp();
    for (i, case) in CASES.iter().enumerate() {
        let what = format!("{} {:?}", case.game, case.edits);
        let book = dir.path().join(format!("{i}.xlsx"));
        live_book(case.game, &book);
        let mut p: BTreeMap<String, i64> = params(&book)
            .into_iter()
            .map(|(k, (_, v))| (k, v))
            .collect();
        for (name, to) in case.edits {
            p.insert(name.to_string(), *to);
        }
        let tests = start_tests(&book);
        assert!(
            tests.iter().any(|t| t.contains("target")),
            "{what}: {tests:?}"
        );
        let table = read_xlsx(&book, "Таблица");
        let number = |r: u32, c: u32| table.get(&(r, c)).and_then(|v| v.parse::<i64>().ok());
        // The grid's header row (sheet row 4) and the cells below it.
        let header = 3;
        let one_heap = case.ones == "S";
        let mut marked = std::collections::BTreeSet::new();
        for (&(r, c), _) in table.iter().filter(|((r, c), _)| *r > header && *c > 0) {
            let (Some(_), Some(_)) = (number(r, 0), number(header, c)) else {
                continue;
            };
            // The rule is written for B2 (row 1, column 1 from 0): its
            // references move with the cell, `$` fixes them.
            let value = |word: &str| -> i64 {
                if let Some(v) = p.get(word) {
                    return *v;
                }
                let fixed_col = word.starts_with('$');
                let w = word.trim_start_matches('$');
                let letters: String = w.chars().take_while(char::is_ascii_uppercase).collect();
                let rest = &w[letters.len()..];
                let fixed_row = rest.starts_with('$');
                let row: u32 = rest.trim_start_matches('$').parse().expect("a row");
                let col = letters
                    .bytes()
                    .fold(0u32, |n, b| n * 26 + u32::from(b - b'A' + 1))
                    - 1;
                let at_row = if fixed_row { row - 1 } else { row - 1 + r - 1 };
                let at_col = if fixed_col { col } else { col + c - 1 };
                number(at_row, at_col)
                    .unwrap_or_else(|| panic!("{what}: {word} at ({r}, {c}) is no number"))
            };
            if tests.iter().all(|t| holds(t, &value)) {
                let pos = if one_heap {
                    vec![10 * number(r, 0).unwrap_or(0) + number(header, c).unwrap_or(0)]
                } else {
                    vec![number(r, 0).unwrap_or(0), number(header, c).unwrap_or(0)]
                };
                marked.insert(pos);
            }
        }
        let out = run_ok(&[&["solve", "--lang", "ru", "--json"][..], &rules(case)[..]].concat());
        let json: serde_json::Value = serde_json::from_slice(&out.stdout).expect("solve's JSON");
        let starts: std::collections::BTreeSet<Vec<i64>> = json["starts"]
            .as_array()
            .expect("the starts")
            .iter()
            .filter(|s| s["finished"] == false)
            .map(|s| {
                s["position"]
                    .as_array()
                    .expect("a position")
                    .iter()
                    .map(|v| v.as_i64().expect("a heap"))
                    .collect()
            })
            .collect();
        assert!(!starts.is_empty(), "{what}");
        assert_eq!(marked, starts, "{what}: the outlined cells");
    }
}
