//! A move list as a list: printed over several sentences («За один ход
//! игрок может:» and then one paragraph or dashed line per move), joined back
//! into the one sentence the moves reader takes; and that sentence's list cut
//! into its items («1) …; 2) …», «– …») and each item into its clauses.

use super::conditional;
use super::move_clause::verb_kind;
use super::tokens::words;
use super::vocabulary::vocabulary;

/// A move list broken into sentences (a list of paragraphs, «1. …» after a
/// blank line) joined to its head («За один ход игрок может:»).
pub(super) fn joined_lists(rules: &[String]) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    // Whether the last sentence out heads a move list, and its last part's
    // words: each sentence's words are found once, however long a list
    // grows.
    let mut head = false;
    // Whether the list has begun with a marked item («– Убрать 2 камня.»):
    // then each next marked item is the list's, whatever ended the one
    // before it.
    let mut listing = false;
    let mut last_words: Vec<String> = Vec::new();
    for s in rules {
        let sw = words(s);
        if let Some(last) = out.last_mut() {
            let open = last.trim_end().ends_with([':', ';'])
                || last_words
                    .last()
                    .is_some_and(|w| vocabulary().group("move_words.may").is(w));
            let item = s.trim_start().chars().next().is_some_and(|c| {
                c.is_lowercase() || c.is_ascii_digit() || matches!(c, '–' | '-' | '•')
            });
            let marked = list_mark(s);
            if head && (open && item || listing && marked) {
                last.push(' ');
                last.push_str(s);
                listing |= marked;
                if !sw.is_empty() {
                    last_words = sw;
                }
                continue;
            }
        }
        head = vocabulary().group("move_words.move").any(&sw)
            && vocabulary().group("move_words.permits").any(&sw);
        // «За один ход игрок может: – Убрать 2 камня.»: the head holds its
        // first item.
        listing = head && s.split_once(':').is_some_and(|(_, rest)| list_mark(rest));
        last_words = sw;
        out.push(s.clone());
    }
    out
}

/// Whether a text begins with a list item's mark: a dash or bullet, «1)»,
/// «1.», «а)».
fn list_mark(s: &str) -> bool {
    let t = s.trim_start();
    let mut chars = t.chars();
    let Some(first) = chars.next() else {
        return false;
    };
    if matches!(first, '–' | '-' | '•') {
        return true;
    }
    if first.is_ascii_digit() {
        let rest = t.trim_start_matches(|c: char| c.is_ascii_digit());
        return t.len() - rest.len() <= 2 && (rest.starts_with(')') || rest.starts_with(". "));
    }
    first.is_lowercase() && chars.next() == Some(')')
}

/// «добавить в кучу камни: если количество камней в куче чётно — добавить 2
/// камня, иначе — добавить 1 камень»: a heading that says only what the
/// cases after its colon do (each adds) is dropped, and the cases are read
/// as the move (fresh60b). Cases that do anything but add keep it (unread).
fn amount_by_cases(s: &str) -> String {
    let mut s = s.to_string();
    for head in [
        " добавить в кучу камни: если ",
        " добавить камни в кучу: если ",
    ] {
        let Some(at) = s.find(head) else {
            continue;
        };
        let after = &s[at + head.len()..];
        // The cases' own part: up to the next item or alternative.
        let end = [";", " либо ", " или "]
            .iter()
            .filter_map(|m| after.find(m))
            .min()
            .unwrap_or(after.len());
        let cases = &after[..end];
        let adds = cases.matches("добавить ").count();
        let verbs = words(cases)
            .iter()
            .filter(|w| verb_kind(std::slice::from_ref(*w)).is_some())
            .count();
        if adds >= 2 && adds == verbs {
            s.replace_range(at..at + head.len(), ": если ");
        }
    }
    s
}

/// Splits a move list into its items: at list marks («а)», «1)», «1.»,
/// «–») and semicolons. An item may hold a condition and its «иначе».
pub(super) fn split_items(body: &str) -> Vec<String> {
    // The sentence's own full stop is no list mark («… на 3.», «от 1 до 3.»).
    let body = body.trim_end().trim_end_matches('.');
    let mut s = amount_by_cases(&format!(" {body} "));
    for mark in [
        "а)", "б)", "в)", "г)", "д)", "1)", "2)", "3)", "4)", "5)", "1.", "2.", "3.", "4.", "5.",
    ] {
        s = s.replace(&format!(" {mark} "), " ; ");
    }
    s = conditional::condition_dash(&s).replace(" – ", " ; ");
    // «разделить на 3, если делится; в противном случае убрать 2»: the
    // «иначе» part stays with the condition before it.
    let mut items: Vec<String> = Vec::new();
    for c in s.split([';', ':']).map(str::trim).filter(|c| !c.is_empty()) {
        let otherwise = [
            "иначе",
            "в противном случае",
            "а иначе",
            "а в противном случае",
        ]
        .iter()
        .any(|o| c.strip_prefix(o).is_some_and(|r| r.starts_with([' ', ','])));
        match items.last_mut() {
            Some(last) if otherwise && conditional::is_conditional(last) => {
                last.push_str(", ");
                last.push_str(c);
            }
            _ => {
                let c = match items.last() {
                    Some(prev) => heap_said_first(c, prev).unwrap_or_else(|| c.to_string()),
                    None => c.to_string(),
                };
                items.push(c);
            }
        }
    }
    items
}

/// «добавить в первую кучу один камень …; во вторую кучу можно только
/// добавить два камня или увеличить количество камней в ней в три раза»: the
/// other heap's moves after «;», its heap said first with its own «можно»,
/// said as the moves reader takes them («добавить во вторую кучу два камня
/// или увеличить количество камней во второй куче в три раза», fresh60b).
/// Only after an item that names the other heap, with no other heap named.
fn heap_said_first(item: &str, prev: &str) -> Option<String> {
    for (head, place, other) in [
        ("во вторую кучу", "во второй куче", "перв"),
        ("в первую кучу", "в первой куче", "втор"),
    ] {
        let Some(rest) = ["можно только ", "можно "]
            .iter()
            .find_map(|m| item.strip_prefix(&format!("{head} {m}")))
        else {
            continue;
        };
        if !prev.contains(&format!("{other}ую кучу")) && !prev.contains(&format!("{other}ой куче"))
        {
            continue;
        }
        if rest.contains("куч") || prev.contains(head) || prev.contains(place) {
            return None;
        }
        let (verb, tail) = rest.split_once(' ')?;
        verb_kind(&[verb.to_string()])?;
        let tail = format!(" {tail} ").replace(" в ней ", &format!(" {place} "));
        return Some(format!("{verb} {head} {}", tail.trim()));
    }
    None
}

/// An item of alternatives, one of them with a condition («убрать из кучи
/// один камень или уменьшить … в три раза, если количество камней делится на
/// 3»): its alternatives, each read alone, when each after «или» / «либо»
/// (or after a comma, with no «если» pending before it) opens with a move
/// verb or «если» (so «если … чётно или кратно трём» stays one condition).
/// An alternative that says only its amount («…в два раза, если оно
/// нечётное, или в полтора раза, если оно чётное») takes the verb of the one
/// before it. Any other item as it is.
pub(super) fn conditional_alternatives(item: String) -> Vec<String> {
    if !conditional::is_conditional(&item) || conditional::conditional_moves(&item).is_some() {
        return vec![item];
    }
    // «если чётно, добавить в кучу камень или увеличить количество камней в
    // куче в два раза»: a condition said first that `conditional_moves` left
    // unread (is the later alternative under it too?) — cut at «или», the
    // condition would be the first alternative's alone, one of the two
    // readings. Not read; but for a first alternative that divides («если
    // кратно трём, уменьшить его в три раза или убрать два камня»): there the
    // condition is the division's own.
    let first = words(&item).iter().take(2).any(|w| w == "если");
    if first && !conditional::divides_first(&item) {
        return vec![item];
    }
    let padded = format!(" {item} ")
        .replace(" либо ", " или ")
        .replace(" или, ", " или ")
        .replace(", а если ", " или если ")
        // «убрать один или четыре камня, а также уменьшить … в два раза,
        // если …»: «а также» joins one more alternative.
        .replace(", а также ", " или ");
    let mut parts: Vec<String> = Vec::new();
    for p in padded
        .split(" или ")
        .map(|p| p.trim().trim_matches([',', ' ']).to_string())
        .filter(|p| !p.is_empty())
    {
        // «убрать из кучи 1 или 2 камня или …»: an amount after «или» goes
        // on the alternative before it (its list of amounts).
        let amount = vocabulary().number_at(&words(&p), 0).is_some() && last_verb(&p).is_none();
        if let Some(prev) = parts.last_mut().filter(|_| amount) {
            prev.push_str(" или ");
            prev.push_str(&p);
            continue;
        }
        let elided =
            words(&p).first().is_some_and(|w| w == "в" || w == "на") && last_verb(&p).is_none();
        let part = match parts.last().and_then(|prev| last_verb(prev)) {
            Some(verb) if elided => format!("{verb} {p}"),
            _ => p,
        };
        parts.extend(split_at_verbs(&part));
    }
    if parts.len() > 1 && parts[1..].iter().all(|p| opens_a_move(p)) {
        parts
    } else {
        vec![item]
    }
}

/// Whether a part of a move list opens a move: with a move verb, «если» or
/// «только».
fn opens_a_move(p: &str) -> bool {
    words(p).first().is_some_and(|w| {
        w == "если" || w == "только" || verb_kind(std::slice::from_ref(w)).is_some()
    })
}

/// The last move verb of a part («увеличить» in «добавить камень, увеличить
/// … в два раза, если …»), as its word; the words of a condition («если
/// оно делится на 3») up to its comma are no move's.
fn last_verb(part: &str) -> Option<String> {
    let v = vocabulary();
    part.split(',')
        .flat_map(|piece| words(piece).into_iter().take_while(|w| w != "если"))
        .filter(|w| {
            conditional::VERBS
                .iter()
                .any(|g| v.group(g).any(std::slice::from_ref(w)))
        })
        .last()
}

/// A part cut at each comma that comes before a move verb with no «если»
/// before it since the last cut («добавить один камень, увеличить … в два
/// раза, если …» → two moves); a condition said first («если …,
/// уменьшить …») keeps its comma.
fn split_at_verbs(part: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut cur = String::new();
    // Whether «если» came since the last cut: each piece's words are found
    // once, however many commas a list has.
    let mut pending = false;
    for piece in part.split(',') {
        let ws = words(piece);
        let verb = ws
            .first()
            .is_some_and(|w| verb_kind(std::slice::from_ref(w)).is_some());
        if !cur.trim().is_empty() && !pending && verb {
            out.push(std::mem::take(&mut cur).trim().to_string());
        } else if !cur.is_empty() {
            cur.push(',');
        }
        // «убрать два камня, если в ней останется хотя бы один камень,
        // уменьшить …»: a floor on what is left is the move's before it,
        // never a condition said first of the move after it.
        pending = (pending && !cur.is_empty() || ws.iter().any(|w| w == "если"))
            && !super::floor::says_left(&ws);
        cur.push_str(piece);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// The other heap's count said after a comma («…, равное количеству камней
/// в другой куче»), as written (with «ё» not in it).
const RAVNOE_OTHER: [&str; 2] = [
    "равное количеству камней в другой",
    "равное числу камней в другой",
];

/// Splits an item at «или», «либо» and commas (not inside a compound
/// move's «, а затем …»).
pub(super) fn split_clauses(item: &str) -> Vec<String> {
    let mut s = format!(" {item} ").replace(", сколько", " сколько");
    // «добавить в одну из куч количество камней, равное количеству камней в
    // другой куче»: the amount's «равное …» is the same clause (fresh60b);
    // only before the other heap's count, so no other «, равное …» joins.
    for other in RAVNOE_OTHER {
        s = s.replace(&format!(", {other}"), &format!(" {other}"));
    }
    for join in [
        ", а затем",
        ", а после",
        ", после чего",
        ", а потом",
        ", затем",
    ] {
        s = s.replace(join, &join[1..]);
    }
    for sep in [" или ", " либо ", " а также "] {
        s = s.replace(sep, " , ");
    }
    s.split(',')
        .map(|c| c.trim().to_string())
        .filter(|c| !c.is_empty())
        .collect()
}
