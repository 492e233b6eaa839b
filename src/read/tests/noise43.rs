//! The noise probe of round 43: copies that carry typos in ordinary words
//! («колочество», «Наидите», «хдоом», «наимеьнших») and «петя и ваня» in
//! lower case read as the clean text; a typo no single word explains, or
//! one in a number word, is never guessed. Answers are the trusted
//! solver's on a hand statement (`gametable solve`): start S, 1..28,
//! `+1 *2`, sum ≥ 29; `min where code == -1` → 14, `min 2 where code == 2`
//! → 7 13.

use crate::read::typos::{mend, UNSURE};
use crate::read::*;

const GAME: &str = "Два игрока, петя и ваня, играют в следующую игру. Перед игроками лежит \
    куча камней. Игроки ходят по очереди, первый ход делает петя. За один ход игрок может \
    добавить в кучу один камень или увеличить колочество камней в куче в два раза. Игра \
    завершается в тот момент, когда количество камней в куче становится не менее 29. \
    Победителем считается игрок, сделавший последний ход. В начальный момент в куче было S \
    камней, 1 ≤ S ≤ 28.\n";

/// Before: «хдоом» and «Наидите» dropped, question 19 read `min where code
/// < 0` (1), «наимеьнших» dropped to `all`, and the lower-case «петя» left
/// the players' sentence unread.
#[test]
fn typos_and_lower_case_names_read_as_the_clean_text() {
    let text = format!(
        "{GAME}Задание 19. Наидите минимальное значение S, при котором ваня выигрывает своим \
        первым хдоом при любой игре пети.\nЗадание 20. Найдите два наимеьнших значения S, при \
        которых у пети есть выигрышная стратегия, причём одновременно выполняются два условия: \
        петя не может выиграть за один ход; петя может выиграть своим вторым ходом независимо \
        от того, как будет ходить ваня."
    );
    let tasks = read_text(&text);
    assert_eq!(tasks.len(), 1);
    let out = tasks[0].solve();
    assert!(out.complete, "{:?}", tasks[0].unread);
    let got: Vec<(&str, &str)> = out
        .answers
        .iter()
        .map(|a| (a.query.as_str(), a.answer.as_str()))
        .collect();
    assert_eq!(
        got,
        [
            ("min where code == -1", "14"),
            ("min 2 where code == 2", "7 13")
        ]
    );
}

/// One edit from exactly one word of the vocabulary: that word; a known
/// word, or one too short, as written.
#[test]
fn a_typo_reads_as_the_one_word_it_misspells() {
    assert_eq!(mend("колочество").as_deref(), Some("количество"));
    assert_eq!(mend("выйграть").as_deref(), Some("выиграть"));
    assert_eq!(mend("хдоом").as_deref(), Some("ходом"));
    // Known words are never changed into others: «менее» stays «менее».
    assert_eq!(mend("менее"), None);
    assert_eq!(mend("более"), None);
    // Too short to be guessed; a letter short of «ходом», never dropped.
    assert_eq!(mend("хоом").as_deref(), Some(UNSURE));
    assert_eq!(mend("сова"), None);
}

/// A typo in a number word («двадцатъ»: «двадцать» or «двадцати»,
/// «четырее»: «четыре») is not corrected into a number: it reads as
/// [`UNSURE`], which a question names as not read.
#[test]
fn a_number_word_misspelled_is_never_guessed() {
    assert_eq!(mend("двадцатъ").as_deref(), Some(UNSURE));
    assert_eq!(mend("четырее").as_deref(), Some(UNSURE));
    let text = format!(
        "{GAME}Задание 19. Найдите четырее наименьших значения S, при которых ваня \
        выигрывает своим первым ходом при любой игре пети."
    );
    let tasks = read_text(&text);
    assert_eq!(tasks.len(), 1);
    assert!(!tasks[0].solve().complete);
}

/// Players whose names are a letter away from a word of the vocabulary
/// («Костя» of «кости», «Елена» of «делена») read as any players: the
/// players are found in the sentence as written, not in its mended words.
#[test]
fn players_a_letter_away_from_a_word_read_as_players() {
    assert!(mend("костя").is_some() && mend("елена").is_some());
    let (_, want) = tests::complete_answers(&format!(
        "{GAME}Задание 19. Найдите минимальное значение S, при котором Ваня выигрывает \
         своим первым ходом при любой игре Пети."
    ));
    let renamed = GAME
        .replace("петя", "Елена")
        .replace("Петя", "Елена")
        .replace("ваня", "Костя");
    let (_, got) = tests::complete_answers(&format!(
        "{renamed}Задание 19. Найдите минимальное значение S, при котором Костя выигрывает \
         своим первым ходом при любой игре Елены."
    ));
    assert_eq!(got, want);
}
