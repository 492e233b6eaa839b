//! A printed page's or a site's furniture copied with a task: where a page
//! broke the text, its address, copyright line and number, a site's
//! headings and marks (its buttons are `buttons.rs`). Dropped before
//! the lines are joined, so that the sentence they cut goes on.

use super::super::document::sentence_kinds::starts_game;
use super::super::document::site_header::site_problem;
use super::super::numbering::{exams_question, question_id, task_number};
use super::super::tokens::{numbered, words};
use super::super::vocabulary::vocabulary;
use super::buttons::site_button;
use super::page_head::{head_before_page_number, without_collection_number};

/// The text's lines without a printed page's furniture: each line
/// [`page_debris`] names, a number alone next to one (blank lines between:
/// the page number printed with a copyright line or an address), and the
/// blank lines around them.
pub(super) fn page_kept(text: &str) -> Vec<&str> {
    let lines: Vec<&str> = text.lines().collect();
    let mut furniture: Vec<bool> = lines
        .iter()
        .map(|l| page_debris(l) || super::page_head::head_with_page(l))
        .collect();
    running_heads(&lines, &mut furniture);
    info_marks(&lines, &mut furniture);
    print_headings(&lines, &mut furniture);
    copyright_wrapped(&lines, &mut furniture);
    closing_chatter(&lines, &mut furniture);
    // The nearest non-blank line before or after line `i` is furniture.
    let beside = |i: usize| {
        let (before, after) = nearest_lines(&lines, i);
        [before, after].into_iter().flatten().any(|j| furniture[j])
    };
    let mut dropped: Vec<bool> = (0..lines.len())
        .map(|i| {
            furniture[i]
                || page_number(lines[i].trim()) && (beside(i) || breaks_the_text(&lines, i))
        })
        .collect();
    heads_between_furniture(&lines, &mut dropped);
    super::page_break::page_breaks(&lines, &mut dropped);
    // The blank lines around what is dropped go with it: the sentence the
    // page cut goes on («… лежит» + «куча камней.»). Not before a line that
    // a task's number opens («2) (№ 4074) …», «Задача 3.»): the page ended a
    // task there, and the number is no word of its last sentence.
    let mut out: Vec<&str> = Vec::with_capacity(lines.len());
    let mut after_dropped = false;
    for (i, l) in lines.iter().enumerate() {
        if dropped[i] {
            while out.last().is_some_and(|l| l.trim().is_empty()) {
                out.pop();
            }
            after_dropped = true;
        } else if !(after_dropped && l.trim().is_empty()) {
            // So too a question's number («… возможна» + «20: Найдите …»).
            if after_dropped
                && i > 0
                && lines[i - 1].trim().is_empty()
                && opens_with_its_own_number(l)
            {
                out.push("");
            }
            after_dropped = false;
            out.push(l);
        }
    }
    out
}

/// sdamgia's heading of a printed variant over its label («Задания» +
/// «Версия для печати и копирования в MS Word»): furniture with it. Read,
/// it took the next task's number («Задание 2» + «Задания») as a question
/// of the task before, or stood in a title.
fn print_headings(lines: &[&str], furniture: &mut [bool]) {
    let headings = vocabulary().as_written("page.print_headings");
    for i in 0..lines.len() {
        let line = lines[i].trim().trim_end_matches(['.', ':']).to_lowercase();
        if headings.contains(&line) {
            let (_, after) = nearest_lines(lines, i);
            if after.is_some_and(|j| site_button(lines[j])) {
                furniture[i] = true;
            }
        }
    }
}

/// sdamgia's info mark under a problem's header, copied as a line «i» of
/// its own («Тип 19 № 47209» + «i»): furniture. Not read as the first
/// words after the header, which decide what the header heads.
fn info_marks(lines: &[&str], furniture: &mut [bool]) {
    for i in 0..lines.len() {
        if lines[i].trim() == "i" {
            let (before, _) = nearest_lines(lines, i);
            if before.is_some_and(|j| site_problem(lines[j]).is_some()) {
                furniture[i] = true;
            }
        }
    }
}

/// A printed page's running head, copied wherever a page broke the text:
/// a line printed again and again («Информатика. 11 класс. Вариант
/// ИН2310401»), with no stop at its end (no sentence, no «Задача 1.»), and
/// a page's number alone next to it. Marked as furniture. Never a list's
/// item («– у Вани нет стратегии … первым ходом», a question's condition
/// that lost its stop, printed again in the collection's next task) nor
/// words of who wins or of the game: a head names the paper, not the game.
fn running_heads(lines: &[&str], furniture: &mut [bool]) {
    let mut seen: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for l in lines {
        let l = l.trim();
        if !l.is_empty() && l.chars().count() <= 100 {
            *seen.entry(l).or_default() += 1;
        }
    }
    // The head with the page's number on its line («Информатика. 11 класс.
    // Вариант ИН2110101 3», a PDF's line copied whole): the same words, a
    // number after them that changes page by page.
    // The first page's head may carry a collection's number before it, the
    // text pasted into a numbered document («13. Информатика. 11 класс.
    // Вариант № 7 3»): counted as the head it is, but kept — it holds the
    // task's number — while the head of a later page is furniture.
    let mut numbered: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    for l in lines {
        // A head names the paper, capitalised: never a game's line wrapped
        // alike in two tasks before their different numbers («кучу из 10
        // камней, … кучу из 12 или» + «20» / «30»).
        let head = head_before_page_number(without_collection_number(l.trim()))
            .filter(|h| h.starts_with(char::is_uppercase) && !tells_the_game(h));
        if let Some(head) = head {
            *numbered.entry(head).or_default() += 1;
        }
    }
    for (i, l) in lines.iter().enumerate() {
        let l = l.trim();
        if without_collection_number(l) == l
            && head_before_page_number(l).is_some_and(|h| numbered.get(h) >= Some(&2))
        {
            furniture[i] = true;
        }
    }
    let near_number = |i: usize| {
        let (before, after) = nearest_lines(lines, i);
        [before, after]
            .into_iter()
            .flatten()
            .any(|j| page_number(lines[j].trim()))
    };
    for (i, l) in lines.iter().enumerate() {
        let l = l.trim();
        let head = seen.get(l).is_some_and(|&n| n >= 2)
            && !l.ends_with(['.', '?', '!', ':', ';', ',', ')'])
            && l.chars().any(char::is_alphabetic)
            && !l.starts_with(|c: char| c.is_lowercase() || "–—-•*".contains(c))
            && !vocabulary().group("questions.win").any(&words(l))
            && !asks_of_the_unknown(l)
            && !tells_the_game(l)
            && !header_alone(l)
            && near_number(i);
        if head {
            furniture[i] = true;
        }
    }
}

/// Whether a line tells of the game: a word broken at its end («… лежит
/// куча ка-»), a heap or a player named. A head names the paper, never a
/// game: the first line of a one-heap game, wrapped alike in every task of
/// a collection and printed under a page's number, is the game's opening.
pub(super) fn tells_the_game(line: &str) -> bool {
    let v = vocabulary();
    let ws = words(line);
    line.ends_with(['-', '\u{ad}'])
        || v.group("heaps.heap").any(&ws)
        || v.group("document.player").any(&ws)
}

/// Whether a line asks or names the unknown («Найдите минимальное значение
/// S, при котором одновременно выполняются два условия: – у», a question's
/// first line wrapped alike in two tasks of a variant, under the margin's
/// «21»): a question's words, never a page's head.
fn asks_of_the_unknown(line: &str) -> bool {
    let ws = words(line);
    vocabulary().group("questions.verbs").any(&ws) || ws.iter().any(|w| w == "s" || w == "S")
}

/// A page's running head printed once where the copy crossed a page: a
/// short line with no stop at its end between two lines of furniture
/// (StatGrad's «© СтатГрад …» + «Информатика. 11 класс. Вариант
/// ИН2410401» + «3»), or its words before the page's number right after
/// a copyright line («Информатика. 11 класс. Вариант ИН2410401 3»).
/// Marked as dropped: a sentence the page cut goes on.
fn heads_between_furniture(lines: &[&str], dropped: &mut [bool]) {
    for i in 0..lines.len() {
        let l = lines[i].trim();
        if dropped[i] || l.is_empty() || l.chars().count() > 100 {
            continue;
        }
        let (before, after) = nearest_lines(lines, i);
        let before = before.filter(|&j| dropped[j]);
        // After a copyright line, or a line of it wrapped («© СтатГрад … без
        // письменного» + «согласия СтатГрад запрещена»), the head with the
        // page's number, capitalised.
        let after_copyright = before.is_some()
            && l.starts_with(char::is_uppercase)
            && before.is_some_and(|j| lines[j].trim().starts_with('©') || dropped[j]);
        // Never a question's line that two page breaks enclose («20. Для
        // игры, …, при которых у Пети» between two copyright lines).
        let head = !l.ends_with(['.', '?', '!', ':', ';', ',', ')'])
            && l.chars().any(char::is_alphabetic)
            && !opens_with_its_own_number(l)
            && paper_words(l)
            && before.is_some()
            && after.is_some_and(|j| {
                let next = lines[j].trim();
                // A running head with its page's number, capitalised.
                let head =
                    next.starts_with(char::is_uppercase) && head_before_page_number(next).is_some();
                dropped[j] || page_number(next) || head
            });
        // FIPI's head with its page out of the pages («Демонстрационный
        // вариант ЕГЭ 2024 г. ИНФОРМАТИКА, 11 класс. 19 / 32») over its
        // copyright line.
        let before_copyright = l.starts_with(char::is_uppercase)
            && page_of_pages(l).is_some()
            && after.is_some_and(|j| dropped[j] && lines[j].trim().starts_with('©'));
        let over_copyright =
            after.is_some_and(|j| dropped[j] && copyright(lines[j])) && paper_head(l);
        if head
            || before_copyright
            || over_copyright
            || after_copyright && head_before_page_number(l).is_some_and(paper_words)
        {
            dropped[i] = true;
            if let Some(j) = after.filter(|&j| page_number(lines[j].trim())) {
                dropped[j] = true;
            }
        }
    }
}

/// A copyright line's notice wrapped onto the line under it («© СтатГрад …
/// без письменного» + «согласия СтатГрад запрещена»): furniture with it,
/// so that the page's number after it goes too. Only the notice's words
/// (lower-case, «запрещен…»): a task's sentence that a page broke goes on
/// under the copyright line the same way, and is kept.
fn copyright_wrapped(lines: &[&str], furniture: &mut [bool]) {
    for i in 1..lines.len() {
        let l = without_page_number(lines[i]);
        let notice = l.starts_with(char::is_lowercase)
            && l.split_whitespace().count() <= 6
            && ["запрещена", "запрещено"]
                .iter()
                .any(|w| l.trim_end_matches('.').ends_with(w));
        if notice && lines[i - 1].trim().starts_with('©') && furniture[i - 1] {
            furniture[i] = true;
        }
    }
}

/// A copyright line («© СтатГрад 2024–2025 уч. г. …»), or the notice that
/// goes with StatGrad's («Публикация в Интернете … запрещена»).
fn copyright(line: &str) -> bool {
    let l = line.trim();
    l.starts_with('©') || l.starts_with("Публикация в Интернете")
}

/// A paper's running head as printed over or under its copyright line:
/// capitalised, three words or more, a number among them, no comma nor
/// stop at its end, and no words that
/// ask, say who wins, what to write or a task's number («Информатика. 11
/// класс. Вариант ИН2410401»). Not a question's last line that lost its
/// stop (it asks), nor a question's line a page's number follows («Ваня.
/// Найденные значения запишите в ответе … Задание 21»).
pub(super) fn paper_head(l: &str) -> bool {
    // A head names the paper, its class and variant: a number in it, no
    // comma — a wrapped sentence's line («Два игрока, Петя и Ваня, играют
    // … лежит») over a copyright line is not one.
    l.chars().count() <= 80
        && l.chars().any(|c| c.is_ascii_digit())
        && !l.contains(',')
        && !starts_game(l)
        && l.starts_with(char::is_uppercase)
        && l.split_whitespace().count() >= 3
        && l.ends_with(char::is_alphanumeric)
        && paper_words(l)
}

/// Whether a line's words may be a paper's: none that ask, say who wins,
/// what to write or a task's number («Ваня. Найденные значения запишите
/// в ответе … Задание 21» is a question's line, a page's number or not).
fn paper_words(l: &str) -> bool {
    let ws = words(l);
    let groups = [
        "questions.win",
        "questions.verbs",
        "questions.answer_form",
        "document.task_nouns",
    ];
    groups.iter().all(|g| !vocabulary().group(g).any(&ws)) && !super::super::sentences::asks(l)
}

/// A page's number alone that broke a list of rules or a sentence: blank
/// lines around it, and either the item before it going on («…, убрать из
/// кучи два камня;») with the next item's mark after it («3. если …», «–
/// …», «в) …»), or the sentence before it going on («… которая позволит
/// ему») with a lower-case word after it («гарантированно выиграть …»). A
/// question's number on its line follows a sentence's end, a formula's
/// number a word. So too a page's number that broke a word at its hyphen
/// («выи-» + «15» + «грышную»), and one that numbers nothing: the line after
/// it opens with a number of its own («39) (А. Кабанов) Два игрока …»,
/// «Задание 19»), so that no words of a task or question follow it.
fn breaks_the_text(lines: &[&str], i: usize) -> bool {
    let blank = |j: Option<usize>| {
        j.and_then(|j| lines.get(j))
            .is_some_and(|l| l.trim().is_empty())
    };
    let (before, after) = nearest_lines(lines, i);
    let before = before.map(|j| lines[j].trim_end());
    let after = after.map(|j| lines[j].trim_start());
    let item_goes_on = before.is_some_and(|l| l.ends_with(';'));
    let next_item = after.is_some_and(|t| {
        let mut chars = t.chars();
        let lettered = chars.next().is_some_and(char::is_lowercase) && chars.next() == Some(')');
        numbered(t).is_some() || lettered || t.starts_with(['–', '-', '•'])
    });
    let sentence_goes_on = before.is_some_and(ends_mid_sentence);
    let next_word = after.is_some_and(goes_on_a_sentence);
    let numbers_nothing = after.is_some_and(opens_with_its_own_number);
    blank(i.checked_sub(1))
        && blank(Some(i + 1))
        && (item_goes_on && next_item
            || sentence_goes_on && next_word
            || numbers_nothing
            || no_question_nor_task(lines[i].trim(), before, after))
}

/// A line that stops inside a sentence: on a small letter, a comma, or a
/// word's hyphen («…ка-» + «мней»), as a page break or a wrap leaves it.
pub(super) fn ends_mid_sentence(line: &str) -> bool {
    let mut back = line.chars().rev();
    match back.next() {
        Some('-') => back.next().is_some_and(char::is_lowercase),
        Some(c) => c.is_lowercase() || c == ',',
        None => false,
    }
}

/// A line that goes on a sentence: it opens with a small letter that is
/// not a lettered item's («а) …»).
pub(super) fn goes_on_a_sentence(line: &str) -> bool {
    let mut chars = line.chars();
    chars.next().is_some_and(char::is_lowercase) && chars.next() != Some(')')
}

/// A number alone between two paragraphs that is neither a question's
/// number nor a task's: not one the exam's questions carry (19–21, or 1–3
/// as a collection renumbers them), and not over a game's opening (a
/// collection's number in the margin, «15» + «Два игрока …»), nor at the
/// text's top. A page's number, as a PDF without a running head prints it.
fn no_question_nor_task(number: &str, before: Option<&str>, after: Option<&str>) -> bool {
    let question = matches!(number, "1" | "2" | "3") || exams_question(number);
    before.is_some() && after.is_some_and(|l| !starts_game(l)) && !question
}

/// A line that a task's or a question's number opens: «39) …», «Задача 3.»,
/// «Задание 19», «Вопрос 1.».
pub(super) fn opens_with_its_own_number(line: &str) -> bool {
    question_id(line).is_some() || task_number(line).is_some()
}

/// Whether a line is a question's or a task's header alone («Задание 21»
/// printed again in the next task of a collection, a page's number under
/// it): never a running head.
fn header_alone(line: &str) -> bool {
    let alone = |rest: &str| !rest.chars().any(char::is_alphabetic);
    question_id(line).is_some_and(|(_, rest)| alone(rest))
        || task_number(line).is_some_and(|(_, rest)| alone(rest))
}

/// The nearest lines that are not blank before and after line `i`.
pub(super) fn nearest_lines(lines: &[&str], i: usize) -> (Option<usize>, Option<usize>) {
    let before = lines[..i].iter().rposition(|l| !l.trim().is_empty());
    let after = lines[i + 1..]
        .iter()
        .position(|l| !l.trim().is_empty())
        .map(|k| i + 1 + k);
    (before, after)
}

/// A line's words before a page's number out of the pages at its end
/// («… ИНФОРМАТИКА, 11 класс. 15 / 26» → «… ИНФОРМАТИКА, 11 класс.»): the
/// page first, never past the last.
pub(super) fn page_of_pages(line: &str) -> Option<&str> {
    let (rest, last) = line.rsplit_once('/')?;
    let last = last.trim();
    let rest = rest.trim_end();
    let at = rest.rfind(|c: char| !c.is_ascii_digit()).map_or(0, |i| {
        i + rest[i..].chars().next().map_or(1, char::len_utf8)
    });
    let (head, page) = rest.split_at(at);
    let page_first = page.parse::<u32>().ok().zip(last.parse::<u32>().ok());
    let ok = page_number(page) && page_number(last) && page_first.is_some_and(|(p, l)| p <= l);
    (ok && head.ends_with(char::is_whitespace)).then_some(head.trim_end())
}

/// A page's number as printed: one to four digits (a number alone on its
/// line).
pub(super) fn page_number(s: &str) -> bool {
    (1..=4).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_digit())
}

/// A printed page's furniture copied into the text, wherever a page broke
/// it (a PDF or a Word file copied across pages): a web address alone, a
/// copyright line, a page number between dashes («— 17 —») or said as one
/// («Стр. 17 из 40», «Страница 17», «17 из 40»). Dropped, not blanked: the
/// sentence it cut goes on. A number alone stays: a formula pasted on its
/// own line («было\n7\nкамней») looks the same.
pub(in crate::read) fn page_debris(line: &str) -> bool {
    let l = line.trim().to_lowercase();
    let number = page_number;
    // «17 из 40», «17», after «стр.» or «страница».
    let page = |s: &str| {
        let mut ws = s.split_whitespace();
        match (ws.next(), ws.next(), ws.next(), ws.next()) {
            (Some(n), None, _, _) => number(n),
            (Some(n), Some("из"), Some(m), None) => number(n) && number(m),
            _ => false,
        }
    };
    let address = ["http://", "https://", "www."]
        .iter()
        .any(|p| l.starts_with(p))
        && !l.contains(' ');
    let dashed = l
        .strip_prefix(['—', '–', '-'])
        .and_then(|r| r.strip_suffix(['—', '–', '-']))
        .is_some_and(|r| number(r.trim()));
    let said = vocabulary()
        .as_written("page.page_word")
        .iter()
        .find_map(|w| l.strip_prefix(w.as_str()))
        .is_some_and(|r| page(r.trim()));
    let of = l.contains(" из ") && page(&l);
    address
        || l.starts_with('©')
        || dashed
        || said
        || of
        || post_furniture(line.trim())
        || super::byline::byline(line.trim())
        || notice(&l)
}

/// A publisher's notice on a line of its own, as a copyright line wrapped
/// or split at its stop leaves it («Копирование запрещено.», «Все права
/// защищены.»), a page's number after it or not: no sentence of a task.
/// `l` in lower case.
fn notice(l: &str) -> bool {
    let l = without_page_number(l)
        .trim_end_matches('.')
        .replace('ё', "е");
    vocabulary().as_written("page.notices").contains(&l)
}

/// A line without a page's number at its end, after spaces («вание
/// запрещено.            47» → «вание запрещено.»).
fn without_page_number(l: &str) -> &str {
    let l = l.trim();
    match l.rsplit_once(char::is_whitespace) {
        Some((rest, n)) if page_number(n) => rest.trim_end(),
        _ => l,
    }
}

/// A post's furniture as a messenger or a social page copies it: a line of
/// hashtags alone («#ЕГЭ #информатика»; a Markdown heading has a space
/// after its «#»), the author's name with the post's date and time in
/// brackets («Иван Петров, [05.12.2025 18:03]»), or a line of emoji and
/// counts with no word («👍 12 💬 3»).
fn post_furniture(line: &str) -> bool {
    let hashtags = !line.is_empty() && line.split_whitespace().all(hashtag);
    let stamp = line
        .strip_suffix(']')
        .and_then(|l| l.rsplit_once('['))
        .is_some_and(|(name, when)| {
            !name.trim().is_empty()
                && when.contains(':')
                && when.chars().any(|c| c.is_ascii_digit())
                && when
                    .chars()
                    .all(|c| c.is_ascii_digit() || " .:,/-".contains(c))
        });
    let reactions = line.chars().any(emoji) && !line.chars().any(char::is_alphabetic);
    hashtags || stamp || reactions
}

/// A hashtag: «#ЕГЭ», «#ЕГЭ2025» (a Markdown heading has a space after its
/// «#»).
fn hashtag(w: &str) -> bool {
    w.strip_prefix('#')
        .is_some_and(|t| t.starts_with(char::is_alphanumeric))
}

/// A post's own words after the task, as the last lines of the text: a
/// line with emoji that ends in hashtags, says no sentence and names no
/// unknown («Пишите ответы в комментах 👇💬 #ЕГЭ2025», «Ответы — завтра в
/// 19:00 ⏰ #ЕГЭ»). A task's sentence ends with its stop, not a hashtag;
/// anywhere but at the end such a line may be a rule's (a list's item with
/// emoji) and is kept.
pub(super) fn post_chatter(line: &str) -> bool {
    line.split_whitespace().next_back().is_some_and(hashtag)
        && line.chars().any(emoji)
        && !line.contains(['.', '!', '?'])
        && !line.split(|c: char| !c.is_alphanumeric()).any(|w| w == "S")
}

/// The post's chatter that closes a post (after it only blank lines and
/// furniture, then the text's end, a number opening a line or a game's
/// opening: «12. Два игрока …», «11. 📌 Задачка дня», a header alone
/// «Задание 12» in a collection of posts) marked as furniture.
fn closing_chatter(lines: &[&str], furniture: &mut [bool]) {
    // The nearest line after `i` that is neither blank nor furniture.
    let mut next: Option<usize> = None;
    for i in (0..lines.len()).rev() {
        let l = lines[i].trim();
        if l.is_empty() || furniture[i] {
            continue;
        }
        let closes = next.is_none_or(|n| {
            let n = lines[n].trim();
            // «Задание 25», «Задание 19 № 27412» on a line of its own: a
            // collection's header, read as a question's number may be.
            task_number(n).is_some()
                || numbered(n).is_some()
                || starts_game(n)
                || question_id(n).is_some_and(|(_, rest)| header_rest(rest))
        });
        if closes && post_chatter(l) {
            furniture[i] = true;
        } else {
            next = Some(i);
        }
    }
}

/// The words after a header alone's number: none, or a site's problem
/// number («Задание 19 № 27412», «Задание 5 #27412»).
fn header_rest(rest: &str) -> bool {
    let r = rest.trim().trim_end_matches('.');
    let id = r
        .strip_prefix('№')
        .or_else(|| r.strip_prefix('#'))
        .map(str::trim);
    r.is_empty() || id.is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()))
}

/// A pictograph or a dingbat of the emoji a post is decorated with.
pub(super) fn emoji(c: char) -> bool {
    // The watches and hourglasses among the technical signs («⌚ ⌛ ⏰ ⏳»;
    // never its brackets «⌈ ⌊»), and the star and circle («⭐ ⭕»).
    matches!(
        u32::from(c),
        0x1F000..=0x1FAFF | 0x2600..=0x27BF | 0x231A..=0x231B | 0x23E9..=0x23FA | 0x2B50 | 0x2B55
    )
}

/// An emoji that decorates a line's start as a bullet would («✅ 19. …»,
/// «📌 Условие:»): never the heavy signs of arithmetic («✖ ➕ ➖ ➗», a move
/// written with them).
pub(super) fn decoration(c: char) -> bool {
    emoji(c) && !matches!(u32::from(c), 0x2716 | 0x2795..=0x2797)
}
