//! Task files as teachers have them (issue 21, probe files62): 43 tasks in
//! 34 files made the way Word and LibreOffice make them — `.docx` written
//! as Word writes its XML (runs splitting words, `w:proofErr`, bookmarks,
//! equations, tables, tracked changes, text boxes, Symbol-font signs,
//! fields, footnotes, comments, headers, automatic lists), converted by
//! LibreOffice to `.odt`, `.doc` and `.rtf`, a saved web page and a
//! Writer `.odt`. Three file readers were wrong:
//! - a `.docx` text box was read twice (Word writes the shape for new
//!   Words in `mc:Choice` and again for old ones in `mc:Fallback`): one
//!   task became two; the fallback is now skipped;
//! - an `.odt` lost its equations (a Word equation opened in Writer is a
//!   Math object whose MathML lies in `Object N/content.xml`): «1 ≤ S ≤
//!   70» was gone; the object's MathML is now read where it stands;
//! - an `.rtf` with tracked changes kept the deleted text (`\deleted`):
//!   «не менее 8070»; deleted text is now no text.
//!
//! A `.doc`'s text box (its own story, after the main text), an `.rtf`'s
//! or `.doc`'s formula (an OLE object) are still not read: such a task is
//! flagged (no range of S found) or not found, never read wrong.

use std::io::Write;

use super::*;

const COND: &str = "Два игрока, Петя и Ваня, играют в следующую игру. Перед игроками лежит куча камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза. Например, имея кучу из 15 камней, за один ход можно получить кучу из 16 или 30 камней. У каждого игрока, чтобы делать ходы, есть неограниченное количество камней.|Игра завершается в тот момент, когда количество камней в куче становится не менее 29. Победителем считается игрок, сделавший последний ход, т.е. первым получивший кучу, в которой будет 29 или больше камней.";

const QUESTIONS: &str = "Задание 19. Известно, что Ваня выиграл своим первым ходом после неудачного первого хода Пети. Укажите минимальное значение S, когда такая ситуация возможна.|Задание 20. Найдите два таких значения S, при которых у Пети есть выигрышная стратегия, причём одновременно выполняются два условия:|— Петя не может выиграть за один ход;|— Петя может выиграть своим вторым ходом независимо от того, как будет ходить Ваня.|Найденные значения запишите в ответе в порядке возрастания.|Задание 21. Найдите минимальное значение S, при котором одновременно выполняются два условия:|– у Вани есть выигрышная стратегия, позволяющая ему выиграть первым или вторым ходом при любой игре Пети;|– у Вани нет стратегии, которая позволит ему гарантированно выиграть первым ходом.";

const RANGE: &str = "В начальный момент в куче было S камней, 1 ≤ S ≤ 28.";

fn hand(end: u32, last: u32) -> Vec<String> {
    hand_answers(&format!(
        "start = \"S\"\ns = \"1..{last}\"\nmoves = \"+1 *2\"\nend = \"sum >= {end}\"\n\
         [questions]\n\"19\" = \"min where some(code == 1)\"\n\"20\" = \"min 2 where code == 2\"\n\
         \"21\" = \"min where code == -2\"\n"
    ))
}

fn zip(parts: &[(&str, &str)]) -> Vec<u8> {
    let mut buf = std::io::Cursor::new(Vec::new());
    let mut zip = zip::ZipWriter::new(&mut buf);
    let options = zip::write::SimpleFileOptions::default();
    for (name, text) in parts {
        zip.start_file(*name, options).expect("a zip entry");
        zip.write_all(text.as_bytes()).expect("written");
    }
    zip.finish().expect("a zip");
    buf.into_inner()
}

fn w_paras(lines: &str) -> String {
    lines
        .split('|')
        .map(|l| {
            format!(r#"<w:p><w:r><w:rPr><w:lang w:val="ru-RU"/></w:rPr><w:t xml:space="preserve">{l}</w:t></w:r></w:p>"#)
        })
        .collect()
}

/// Each reading's completeness and answers.
fn answers(bytes: &[u8]) -> Vec<(bool, Vec<String>)> {
    each_answers(&read_bytes(bytes).expect("read"))
}

#[test]
fn a_docx_text_box_is_read_once() {
    let inner = w_paras(&format!("{COND}|{RANGE}|{QUESTIONS}"));
    let body = format!(
        r#"{}<w:p><w:r><mc:AlternateContent><mc:Choice Requires="wps"><w:drawing><wp:anchor><a:graphic><a:graphicData><wps:wsp><wps:txbx><w:txbxContent>{inner}</w:txbxContent></wps:txbx></wps:wsp></a:graphicData></a:graphic></wp:anchor></w:drawing></mc:Choice><mc:Fallback><w:pict><v:shape><v:textbox><w:txbxContent>{inner}</w:txbxContent></v:textbox></v:shape></w:pict></mc:Fallback></mc:AlternateContent></w:r></w:p>"#,
        w_paras("Прочитайте условие в рамке и ответьте на вопросы.")
    );
    let doc = format!(
        r#"<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:wps="http://schemas.microsoft.com/office/word/2010/wordprocessingShape" xmlns:v="urn:schemas-microsoft-com:vml"><w:body>{body}</w:body></w:document>"#
    );
    let bytes = zip(&[("word/document.xml", &doc)]);
    assert_eq!(answers(&bytes), [(true, hand(29, 28))]);
}

#[test]
fn an_odt_formula_object_gives_the_range() {
    let paras = |lines: &str| -> String {
        lines
            .split('|')
            .map(|l| format!("<text:p>{l}</text:p>"))
            .collect()
    };
    let range = r#"<text:p>В начальный момент в куче было S камней, <draw:frame draw:name="Object1" text:anchor-type="as-char"><draw:object xlink:href="./Object 1" xlink:type="simple" xlink:show="embed" xlink:actuate="onLoad"/><draw:image xlink:href="./ObjectReplacements/Object 1"/></draw:frame>.</text:p>"#;
    let content = format!(
        r#"<?xml version="1.0" encoding="UTF-8"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" xmlns:draw="urn:oasis:names:tc:opendocument:xmlns:drawing:1.0" xmlns:xlink="http://www.w3.org/1999/xlink"><office:body><office:text>{}{range}{}</office:text></office:body></office:document-content>"#,
        paras(COND),
        paras(QUESTIONS)
    );
    let math = r#"<?xml version="1.0" encoding="UTF-8"?><math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><semantics><mrow><mn>1</mn><mi>≤</mi><mi>S</mi><mi>≤</mi><mn>28</mn></mrow><annotation encoding="StarMath 5.0">1 ≤ S ≤ 28</annotation></semantics></math>"#;
    let parts = [
        ("mimetype", "application/vnd.oasis.opendocument.text"),
        ("content.xml", content.as_str()),
        ("Object 1/content.xml", math),
    ];
    assert_eq!(answers(&zip(&parts)), [(true, hand(29, 28))]);
    // Without its object the range is gone: flagged, not guessed.
    let lost = zip(&parts[..2]);
    assert!(answers(&lost).iter().all(|(complete, _)| !complete));
}

/// RTF as LibreOffice writes it: every letter a `\uN?` escape.
fn rtf_escaped(text: &str) -> String {
    text.chars()
        .map(|c| match c {
            '|' => "\\par\n".to_string(),
            c if c.is_ascii() => c.to_string(),
            c => c
                .encode_utf16(&mut [0; 2])
                .iter()
                .map(|u| format!("\\u{}?", *u as i16))
                .collect(),
        })
        .collect()
}

#[test]
fn an_rtf_tracked_deletion_is_not_read() {
    // A teacher changed the game from 30 to 29 with changes tracked: the
    // old numbers are deleted text, the new ones inserted.
    let cond = rtf_escaped(COND)
        .replace(
            "29.",
            r"{\deleted\revauthdel1\revdttmdel-1480390016 30}{\revised\revauth1\revdttm-1480390016 29}.",
        )
        .replace(
            "29 ",
            r"{\revised\revauth1 29}{\deleted\revauthdel1 30} ",
        );
    let range = rtf_escaped(RANGE).replace("28.", r"{\deleted 29}{\revised 28}.");
    let rtf = format!(
        "{{\\rtf1\\ansi\\deff0\\uc1{{\\fonttbl{{\\f0 Times New Roman;}}}}{{\\*\\revtbl {{Unknown;}}{{Учитель;}}}}\\pard {cond}\\par\n{range}\\par\n{}\\par}}",
        rtf_escaped(QUESTIONS)
    );
    assert_eq!(answers(rtf.as_bytes()), [(true, hand(29, 28))]);
}
