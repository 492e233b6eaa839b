//! Readers and writers under hostile input (issue 23): text that XML
//! forbids, write errors of streamed workbooks, CSV formula injection,
//! workbooks whose repeated content would not fit, sheet names Excel
//! refuses.

use crate::office;
use crate::support::{gametable, outcome, repo, run_ok, tmp};

/// A template whose name and description hold control characters, a
/// terminal's escape sequence, U+FFFE and U+FFFF, and markup.
const HOSTILE_TEMPLATE: &str = r#"name = "Игра\u0001\u001b[31m\uFFFE\uFFFF & <b>\"x\"</b>"
name_en = "Game\u0000\u0008\uFFFF"
description = "Описание\u000b\u000c\u001f\ttab\r\nline 'q' ]]>"
start = "7, S"
s = "1..69"
moves = "+1 *2"
end = "sum >= 77"
winner = "mover"
questions = ["19", "20", "21"]
"#;

#[test]
fn xml_forbidden_characters_in_a_template_give_well_formed_workbooks_libreoffice_opens() {
    let dir = tmp();
    let game = dir.path().join("hostile.toml");
    std::fs::write(&game, HOSTILE_TEMPLATE).unwrap();
    let game = game.to_str().unwrap();
    for lang in ["ru", "en"] {
        for ext in ["ods", "xlsx"] {
            let out = dir.path().join(format!("t-{lang}.{ext}"));
            // run_ok reads every part as strict XML.
            run_ok(&[
                "solve",
                game,
                "--lang",
                lang,
                "--out",
                out.to_str().unwrap(),
            ]);
        }
    }
    let ods = dir.path().join("t-ru.ods");
    // check reads its own ODS back…
    let (code, text, err) = outcome(gametable().args(["check", game, "--lang", "en"]).arg(&ods));
    assert_eq!(code, 0, "{text}{err}");
    // …and so does LibreOffice: the description is on the answers sheet,
    // each forbidden character shown as U+FFFD.
    let sheets = office::recalc_sheets(&ods);
    let answers = std::fs::read_to_string(&sheets["Ответы"]).unwrap();
    assert!(
        answers.contains("Описание\u{FFFD}\u{FFFD}\u{FFFD}"),
        "{answers}"
    );
}

#[test]
fn check_refuses_an_ods_with_a_character_xml_forbids() {
    use std::io::{Read, Write};
    let dir = tmp();
    let bad = dir.path().join("bad.ods");
    let mut zin =
        zip::ZipArchive::new(std::fs::File::open(repo("samples/check/correct.ods")).unwrap())
            .unwrap();
    let mut zout = zip::ZipWriter::new(std::fs::File::create(&bad).unwrap());
    for i in 0..zin.len() {
        let mut e = zin.by_index(i).unwrap();
        let name = e.name().unwrap().to_string();
        let mut data = Vec::new();
        e.read_to_end(&mut data).unwrap();
        if name == "content.xml" {
            let at = data.windows(3).position(|w| w == b"<te").expect("a tag");
            data.splice(at..at, *b"\x01");
        }
        zout.start_file(name, zip::write::SimpleFileOptions::default())
            .unwrap();
        zout.write_all(&data).unwrap();
    }
    zout.finish().unwrap();
    let (code, out, err) = outcome(
        gametable()
            .args(["check", "ege-2021-demo", "--lang", "en"])
            .arg(&bad),
    );
    assert_eq!(code, 2, "{out}{err}");
    assert_eq!(err.trim().lines().count(), 1, "{err}");
    assert!(
        err.contains("bad.ods") && err.contains("content.xml holds the character U+0001"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}
