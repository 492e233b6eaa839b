//! The move sentences → the moves of the rules language («+1 *2», «-2 /2 up»,
//! «+other», passes and transfers): a move list is the densest part of a game's
//! wording, so its reader is a module of its own. This one cuts a sentence into
//! items and clauses and puts their moves together; `move_clause` reads one
//! clause, `rounding` a division's rounding, `rules` the game's other sentences.

use super::conditional;
use super::dash_range;
use super::factor_list;
use super::heap_target::{self, heap_targets, labelled};
use super::move_clause::{any_factor_move, clause_moves, halves, move_label, verb_kind, END_BOUND};
use super::move_list::{conditional_alternatives, split_clauses, split_items};
use super::rounding::rounding_at;
use super::rules::{has, has_word, Found};
use super::tokens::words;
use super::vocabulary::vocabulary;

/// The words after which a moves sentence lists its moves («За один ход
/// игрок может …», «Ход состоит в том, что …»); a moves sentence holds the
/// first word of one of them.
const LIST_OPENERS: [&str; 6] = [
    "может",
    "можно",
    "разрешается",
    "могут",
    "состоит в том, что",
    "заключается в том, что",
];

/// Whether a sentence states the moves: «За один ход игрок может …».
pub fn is_moves(ws: &[String]) -> bool {
    let v = vocabulary();
    let verb = conditional::VERBS.iter().any(|g| v.group(g).any(ws))
        || v.group("verbs.transfer").any(ws)
        || v.group("verbs.pass").any(ws)
        || ws
            .iter()
            .any(|w| v.factor_at(std::slice::from_ref(w), 0).is_some());
    // «За один ход игрок может …», «Игроки по очереди могут …», «Ход
    // состоит в том, что игрок добавляет …».
    let may = LIST_OPENERS
        .iter()
        .filter_map(|o| o.split(' ').next())
        .any(|w| has(ws, w));
    let players = ws
        .first()
        .is_some_and(|w| ["игрок", "игроки", "каждый"].contains(&w.as_str()));
    // «За один ход игрок добавляет в кучу камень или увеличивает …».
    let each_move = ws.len() > 3 && ws[..3] == ["за", "один", "ход"];
    let may = may || each_move || names_the_moves(ws);
    verb && may
        && (has(ws, "ход") || players)
        && !ws
            .first()
            .is_some_and(|w| ["например", "если", "получить", "тогда"].contains(&w.as_str()))
}

/// Whether a sentence is a move list whose head was cut off with the text
/// before it («добавить в одну из куч один камень или увеличить количество
/// камней в куче в два раза.», the docstring starting there): it opens with a
/// move verb in the infinitive and says no «может», no «не» or «нельзя»
/// (then it forbids, never allows). The caller takes it only as a task's
/// first sentence read.
pub fn headless(ws: &[String]) -> bool {
    let v = vocabulary();
    let Some(first) = ws.first() else {
        return false;
    };
    let infinitive = first.ends_with("ть") || first.ends_with("ти");
    let verb = conditional::VERBS
        .iter()
        .any(|g| v.group(g).at(ws, 0).is_some());
    let denied = ws
        .iter()
        .any(|w| w == "не" || w == "нельзя" || w == "запрещено");
    infinitive && verb && !denied && first != "получить" && !is_moves(ws)
}

/// «Допустимые ходы: …», «В игре разрешено делать следующие ходы: …»,
/// «Ходом считается …»: the moves named by a noun, the list after it.
fn names_the_moves(ws: &[String]) -> bool {
    let named = ws
        .iter()
        .any(|w| ["ходы", "ходов", "ходами"].contains(&w.as_str()))
        && ws.iter().any(|w| {
            ["допустим", "разреш", "возможн", "следующ", "доступн"]
                .iter()
                .any(|p| w.starts_with(p))
        });
    let counts = ws.first().is_some_and(|w| w == "ходом")
        && ws.get(1).is_some_and(|w| w.starts_with("счита"));
    named || counts
}

/// Where a moves sentence's list starts: after «может»/«можно» …, else
/// after the colon of «Допустимые ходы:» or after «Ходом считается».
fn list_start(lower: &str) -> usize {
    if let Some(at) = LIST_OPENERS
        .iter()
        .filter_map(|w| lower.find(w).map(|i| i + w.len()))
        .min()
    {
        return at;
    }
    if let Some(colon) = lower.find(':') {
        if names_the_moves(&words(&lower[..colon])) {
            return colon + 1;
        }
    }
    [
        "ходом считается",
        "ходом считаются",
        "за один ход игрок",
        "за один ход",
    ]
    .iter()
    .find_map(|w| lower.find(w).map(|i| i + w.len()))
    .unwrap_or(0)
}

/// The moves of a moves sentence: the rules language's list (`+1 *2`), in a
/// game of `heaps` heaps when the text has said how many.
pub fn moves(sentence: &str, heaps: Option<usize>) -> Found {
    let v = vocabulary();
    let sentence_words = words(sentence);
    // «в 1,5 раза» is «в полтора раза» (the words split the number).
    let lower = sentence
        .to_lowercase()
        .replace('ё', "е")
        .replace("1,5 раз", "полтора раз")
        .replace("1.5 раз", "полтора раз");
    // «1–3 камня»: a range, never the last number alone.
    let lower = dash_range::spoken_ranges(&lower);
    let mut found = Found::default();
    // «Пропуск хода разрешается каждому игроку только один раз за всю
    // игру.»: a sentence of its own that allows a pass, no other move.
    let other_verb = conditional::VERBS
        .iter()
        .chain(["verbs.transfer"].iter())
        .any(|g| v.group(g).any(&sentence_words));
    if v.group("verbs.pass").any(&sentence_words) && !other_verb {
        if let Some(m) = pass_move(&sentence_words) {
            found.keys.push(("moves", m));
            return found;
        }
    }
    // «в 2,5 раза», «на 50 %»: a factor that is no whole number (but
    // «полтора», read above) or a share in per cent — never the number's
    // parts read as stones.
    let chars: Vec<char> = lower.chars().collect();
    let decimal = chars
        .windows(3)
        .any(|w| w[0].is_ascii_digit() && matches!(w[1], ',' | '.') && w[2].is_ascii_digit());
    if decimal || lower.contains('%') || lower.contains("процент") {
        found.unread.push(sentence.trim().to_string());
    }
    let body = &lower[list_start(&lower)..];
    let (mut round_up, mut round_down, mut exact) = (false, false, false);
    let mut modifier = |ws: &[String]| {
        // «(в случае с первой кучей … до меньшего, а в случае со второй кучей
        // до большего)»: a rounding per heap is not read as one.
        if v.group("move_words.round_up").any(ws) && v.group("move_words.round_down").any(ws) {
            return false;
        }
        if v.group("move_words.round_up").any(ws) {
            round_up = true;
        } else if v.group("move_words.exact").any(ws) {
            exact = true;
        } else if v.group("move_words.round_down").any(ws) {
            round_down = true;
        } else {
            return false;
        }
        true
    };
    // Parenthesised remarks: a rounding rule, «(по своему выбору)», or a
    // cap on a move «в целое число раз» («(но не более, чем на 80
    // камней)»); any other remark is named, never dropped.
    let mut plain = String::new();
    let mut rest = body;
    let mut cap: Option<i64> = None;
    while let Some(open) = rest.find('(') {
        plain.push_str(&rest[..open]);
        let close = rest[open..].find(')').map_or(rest.len(), |c| open + c);
        let remark = &rest[open..close];
        let rw = words(remark);
        // «(у каждого игрока есть неограниченное количество камней)».
        let filler = v.group("filler.phrases").any(&rw);
        // «от 1 до 5 (включительно)»: both ends of the range, as read.
        let inclusive = rw.iter().all(|w| w == "включительно") && !rw.is_empty() && {
            let before = words(&rest[..open]);
            let n = before.len();
            n >= 4
                && before[n - 2] == "до"
                && is_number(&before[n - 1])
                && before[..n - 2].iter().rev().take(2).any(|w| w == "от")
        };
        // «(действие А)»: a move's name.
        let named = move_label(&rw);
        if !modifier(&rw)
            && !v.group("move_words.own_choice").any(&rw)
            && !filler
            && !inclusive
            && !named
        {
            match growth_cap(&rw) {
                Some(n) if cap.is_none() => cap = Some(n),
                _ => found
                    .unread
                    .push(remark.trim_start_matches('(').trim().to_string()),
            }
        }
        rest = rest.get(close + 1..).unwrap_or("");
    }
    plain.push_str(rest);
    let mut out: Vec<String> = Vec::new();
    // The moves that act on a named heap: (from, to, label) over `out`.
    let mut targeted: Vec<(usize, usize, &'static str)> = Vec::new();
    let mut last_kind: Option<&str> = None;
    // A clause that takes half the heap («убрать половину камней»): read
    // only when the sentence says how an odd heap is halved.
    let mut halved: Option<String> = None;
    for item in split_items(&plain)
        .into_iter()
        .flat_map(conditional_alternatives)
    {
        // «если …, уменьшить …; иначе …»: a move with a condition.
        if conditional::is_conditional(&item) {
            if !heap_targets(&words(&item)).is_empty() {
                // A conditional move on a named heap: not read.
                found.unread.push(item.trim().to_string());
                continue;
            }
            match conditional::conditional_moves(&item) {
                Some(list) => out.extend(list),
                None => found.unread.push(item.trim().to_string()),
            }
            continue;
        }
        // «в 2 или 4 раза»: each factor of the list keeps its unit.
        for clause in factor_list::share_times(split_clauses(&item)) {
            let mut ws = words(&clause);
            // «уменьшить … в два раза с округлением в меньшую сторону»: the
            // move before its rounding words is read, the rounding kept.
            if let Some(at) = rounding_at(&ws).filter(|&at| verb_kind(&ws[..at]).is_some()) {
                modifier(&ws);
                ws.truncate(at);
            }
            if ws.is_empty() || modifier(&ws) {
                continue;
            }
            // «пропустить ход», «переложить камень из одной кучи в другую».
            if v.group("verbs.pass").any(&ws) {
                match pass_move(&sentence_words) {
                    Some(m) => out.push(m),
                    None => found.unread.push(clause.trim().to_string()),
                }
                continue;
            }
            if v.group("verbs.transfer").any(&ws) {
                match heap_target::transfer_moves(&ws, heaps) {
                    Some(list) => out.extend(list),
                    None => found.unread.push(clause.trim().to_string()),
                }
                continue;
            }
            let verb = verb_kind(&ws);
            // «выполнить любое из следующих трёх действий», «сделать один
            // из двух ходов», «изменить … тремя способами»: the list's head.
            let head = has(&ws, "действи")
                || has(&ws, "следующ")
                || has(&ws, "способ")
                || has_word(&ws, "из") && has_word(&ws, "ходов");
            if verb.is_none() && head {
                continue;
            }
            // «при этом количество камней не может превышать 40» (a bound),
            // «удвоить кучу, в которой меньше камней», «а во вторую кучу —
            // …» (a heap named apart from its move), «второй игрок может
            // также добавить …» (one player's move): not read.
            let names_heap = !heap_targets(&ws).is_empty()
                || (0..ws.len()).any(|i| v.ordinal_at(&ws, i).is_some());
            // «…, а в другой — на один камень»: the other heap changed in
            // the same move (read as a move of its own on any heap).
            let other_heap = ws
                .iter()
                .any(|w| ["другой", "другую", "другом", "другая"].contains(&w.as_str()))
                && !v.group("move_words.as_many_as_other").any(&ws)
                && !v.group("verbs.transfer").any(&ws);
            let apart = other_heap
                || verb.is_none()
                    && ((0..ws.len()).any(|i| v.compare_at(&ws, i).is_some())
                        || names_heap && !has_number(&ws));
            if apart || v.group("players.first").any(&ws) || v.group("players.second").any(&ws) {
                found.unread.push(clause.trim().to_string());
                continue;
            }
            if verb.is_none() && !has_number(&ws) {
                // «…, или поменять порядок камней»: a move whose verb is not
                // known is named, never dropped from the list.
                let infinitive = ws
                    .iter()
                    .any(|w| (w.ends_with("ть") || w.ends_with("ться")) && w.chars().count() > 4);
                // «…два или несколько камней», «…или любое количество
                // камней»: an amount the words leave open, never dropped.
                let open_amount = ws.iter().any(|w| {
                    ["несколько", "любое", "произвольное", "угодно"].contains(&w.as_str())
                });
                // «…, а при чётном количестве камней — и в три раза»: a
                // condition cut from its move, never dropped.
                let condition = ws.iter().any(|w| {
                    ["четн", "нечетн", "кратн", "делит"]
                        .iter()
                        .any(|c| w.starts_with(c))
                });
                if infinitive || open_amount || condition {
                    found.unread.push(clause.trim().to_string());
                }
                continue;
            }
            // «…, но не может менять одну и ту же кучу два хода подряд»: a
            // clause with no verb of its own that forbids or counts moves is
            // no amount of the verb before it (read as `+2`, complete).
            let says_more = |w: &String| {
                w == "не" || w == "нельзя" || w.starts_with("ход") || w.starts_with("мож")
            };
            // «причём удваивать можно не больше одного раза подряд», «кроме
            // случая, когда …», «… один раз за игру»: a restriction beside a
            // move is no move (read as `*2`, `+10`, complete).
            let restricts = |w: &String| {
                [
                    "можно",
                    "нельзя",
                    "подряд",
                    "кроме",
                    "когда",
                    "причем",
                    "игру",
                    "разрешается",
                    "запрещено",
                    "запрещается",
                    "также",
                ]
                .contains(&w.as_str())
            };
            if verb.is_none() && ws.iter().any(says_more) || ws.iter().any(restricts) {
                found.unread.push(clause.trim().to_string());
                continue;
            }
            // «в первую и во вторую кучу», «в первую или вторую кучи»: more
            // heaps counted than named by a heap phrase — not read.
            if heap_target::unnamed_ordinals(&ws) {
                found.unread.push(clause.trim().to_string());
                continue;
            }
            // «в большей куче», «в первую кучу»: the heap the move acts on.
            let target = match heap_targets(&ws)[..] {
                [] => None,
                [t] if heaps != Some(1) => Some(t),
                _ => {
                    found.unread.push(clause.trim().to_string());
                    continue;
                }
            };
            // «утроить и убрать 2»: one move of several steps.
            if let Some(c) = conditional::compound_moves(&clause) {
                match (c, target) {
                    (Some(m), None) => out.push(m),
                    _ => found.unread.push(clause.trim().to_string()),
                }
                continue;
            }
            if halves(&ws) {
                halved = Some(clause.trim().to_string());
            }
            match verb.or(last_kind).and_then(|k| clause_moves(k, &ws)) {
                Some(list) => {
                    if let Some(t) = target {
                        targeted.push((out.len(), out.len() + list.len(), t));
                    }
                    out.extend(list);
                    last_kind = verb.or(last_kind);
                }
                None => found.unread.push(clause.trim().to_string()),
            }
        }
    }
    // The rounding must say what is left («остаётся на 1 камень больше»):
    // «округляется до меньшего» may be said of what is taken.
    let left_said = (round_up || round_down) && lower.contains("оста");
    if let Some(h) = halved.filter(|_| !left_said) {
        found.unread.push(h);
        out.retain(|m| m != "/2");
    }
    if let Some(n) = cap {
        // The cap bounds a growth by any factor; said of anything else it
        // is not read.
        match out.iter_mut().find(|m| *m == &any_factor_move()) {
            Some(m) => *m = format!("x = x * k for k in 2..{END_BOUND} if x * k - x <= {n};"),
            None => found.unread.push(format!("не более чем на {n}")),
        }
    }
    for m in &mut out {
        // «в полтора раза (… округляется в меньшую сторону)»: a fraction
        // rounded, not only when whole.
        if let Some((a, b)) = m.strip_prefix('*').and_then(|f| f.split_once('/')) {
            if round_up {
                *m = format!("x = cdiv(x * {a}, {b});");
            } else if round_down {
                *m = format!("x = x * {a} / {b};");
            }
        }
        if m.starts_with('/') && !m.contains(' ') {
            if exact {
                m.push_str(" exact");
            } else if round_up {
                m.push_str(" up");
            }
        }
    }
    if !targeted.is_empty() {
        out = labelled(&out, &targeted);
    }
    if !out.is_empty() {
        found.keys.push(("moves", out.join(" ")));
    }
    found
}

/// «(но не более, чем на 80 камней)»: how much a move may add at most.
fn growth_cap(ws: &[String]) -> Option<i64> {
    let v = vocabulary();
    let (at, len) = v.group("move_words.cap").find(ws)?;
    let (n, l) = v.number_at(ws, at + len)?;
    let n = n.whole()?;
    let tail = &ws[at + len + l..];
    (n >= 1
        && tail
            .iter()
            .all(|w| w.starts_with("камн") || w.starts_with("камен")))
    .then_some(n)
}

/// A pass, read only when the text says it is each player's, once a game
/// («каждый игрок может один раз за игру пропустить ход»): `pass limit 1
/// each`. Said otherwise (how often, whose) it is not read.
fn pass_move(sentence: &[String]) -> Option<String> {
    let v = vocabulary();
    (v.group("move_words.once").any(sentence) && v.group("move_words.each").any(sentence))
        .then(|| "pass limit 1 each".to_string())
}

fn has_number(ws: &[String]) -> bool {
    let v = vocabulary();
    (0..ws.len()).any(|i| v.number_at(ws, i).is_some())
}

/// A number in digits or in words («5», «пяти»).
fn is_number(w: &str) -> bool {
    w.bytes().all(|b| b.is_ascii_digit()) || vocabulary().number_at(&[w.to_string()], 0).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_sentences() {
        for (sentence, want) in [
            ("За один ход игрок может добавить в одну из куч (по своему выбору) один камень или увеличить количество камней в куче в два раза.", "+1 *2"),
            ("За один ход игрок может а) добавить в кучу два камня; б) увеличить количество камней в куче в три раза.", "+2 *3"),
            ("За один ход игрок может добавить в кучу один камень, добавить два камня или увеличить количество камней в куче в два раза.", "+1 +2 *2"),
            ("За один ход игрок может добавить в кучу один или три камня или увеличить количество камней в куче в четыре раза.", "+1 +3 *4"),
            ("За один ход игрок может: – добавить в кучу 3 камня; – добавить в кучу 6 камней; – увеличить количество камней в куче в 3 раза.", "+3 +6 *3"),
            ("За один ход игрок может а) добавить в любую кучу один камень; б) добавить в любую кучу столько камней, сколько их в данный момент в другой куче.", "+1 +other"),
            ("За один ход игрок может: – убрать из кучи два камня, – уменьшить количество камней в куче в два раза (количество камней, полученное при делении, округляется до меньшего).", "-2 /2"),
            ("За один ход игрок может убрать из кучи один камень или уменьшить количество камней в куче вдвое (если количество камней нечётно, остаётся на 1 камень больше).", "-1 /2 up"),
            ("За один ход игрок может удвоить количество камней в куче или добавить в неё семь камней.", "*2 +7"),
            ("За один ход можно убрать из кучи от 1 до 3 камней.", "-1 -2 -3"),
            ("За один ход игрок может увеличить количество камней в куче в полтора раза или на единицу.", "*3/2 +1"),
        ] {
            let f = moves(sentence, None);
            assert_eq!(
                f.keys.first().map(|k| k.1.as_str()),
                Some(want),
                "{sentence}: {f:?}"
            );
            assert!(f.unread.is_empty(), "{sentence}: {f:?}");
        }
    }

    /// A moves sentence with no «За один ход»: the old form's «Ход состоит в
    /// том, что …», «Игроки по очереди могут …», «Игрок может …».
    #[test]
    fn moves_said_without_za_odin_khod() {
        for (sentence, want) in [
            ("Ход состоит в том, что игрок утраивает число камней в куче или убирает из неё 2 камня.", "*3 -2"),
            ("Игроки по очереди могут убирать из кучи 2 или 5 камней.", "-2 -5"),
            ("Игрок может добавить в кучу 3 камня или увеличить количество камней в куче в 4 раза.", "+3 *4"),
        ] {
            assert!(is_moves(&words(sentence)), "{sentence}");
            let f = moves(sentence, None);
            assert_eq!(f.keys.first().map(|k| k.1.as_str()), Some(want), "{sentence}: {f:?}");
            assert!(f.unread.is_empty(), "{sentence}: {f:?}");
        }
        // A player who may win is no move.
        assert!(!is_moves(&words("Игрок может выиграть первым ходом.")));
    }

    /// The moves named by a noun, their list after a colon or «считается».
    #[test]
    fn moves_named_by_a_noun() {
        for (sentence, want) in [
            ("Допустимые ходы: добавить в кучу один камень; увеличить количество камней в куче в два раза.", "+1 *2"),
            ("В игре разрешено делать следующие ходы: – добавить в кучу два камня; – увеличить количество камней в куче в три раза.", "+2 *3"),
            ("Возможные ходы: добавить один камень в кучу, удвоить количество камней в куче.", "+1 *2"),
            ("Ходом считается добавление в кучу одного камня или увеличение количества камней в куче в два раза.", "+1 *2"),
        ] {
            assert!(is_moves(&words(sentence)), "{sentence}");
            let f = moves(sentence, None);
            assert_eq!(f.keys.first().map(|k| k.1.as_str()), Some(want), "{sentence}: {f:?}");
            assert!(f.unread.is_empty(), "{sentence}: {f:?}");
        }
        // A word of moves with no list of them is none.
        assert!(!is_moves(&words("Следующие ходы делает Ваня.")));
    }

    #[test]
    fn conditional_moves_in_a_list() {
        let f = moves("За один ход игрок может разделить кучу на 3, если количество камней делится на 3, иначе убрать 2 камня.", None);
        assert_eq!(
            f.keys,
            [(
                "moves",
                "/3 if x % 3 == 0; -2 if not (x % 3 == 0);".to_string()
            )],
            "{f:?}"
        );
        let f = moves("За один ход игрок может выполнить любое из следующих трёх действий: 1. убрать из кучи один камень; 2. если количество камней в куче кратно трём, уменьшить его в три раза, в противном случае убрать из кучи два камня.", None);
        assert_eq!(
            f.keys,
            [(
                "moves",
                "-1 /3 if x % 3 == 0; -2 if not (x % 3 == 0);".to_string()
            )],
            "{f:?}"
        );
        // A condition on the other heap is named, not guessed.
        let f = moves("За один ход игрок может добавить в кучу один камень или, если в другой куче чётное число камней, удвоить кучу.", None);
        assert!(!f.unread.is_empty(), "{f:?}");
    }

    /// A pass, transfers between heaps and «в целое число раз»: read where
    /// the rules language states them, named where it does not.
    #[test]
    fn passes_transfers_and_any_factor() {
        let read = |s: &str, heaps| {
            let f = moves(s, heaps);
            (f.keys.first().map(|k| k.1.clone()), f.unread)
        };
        let (m, unread) = read("За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в два раза; кроме того, каждый игрок может один раз за игру пропустить ход.", None);
        assert_eq!(m.as_deref(), Some("+1 *2 pass limit 1 each"));
        assert!(unread.is_empty(), "{unread:?}");
        // How often, or whose, not said: not read.
        let (_, unread) = read(
            "За один ход игрок может добавить в кучу один камень или пропустить ход.",
            None,
        );
        assert_eq!(unread.len(), 1, "{unread:?}");
        let (m, unread) = read("За один ход игрок может добавить в любую кучу один камень или переложить один камень из одной кучи в другую.", Some(2));
        assert_eq!(m.as_deref(), Some("+1 (h1 - 1, h2 + 1); (h1 + 1, h2 - 1);"));
        assert!(unread.is_empty(), "{unread:?}");
        let (m, _) = read("За один ход игрок может переложить два камня из первой кучи во вторую или добавить в любую кучу три камня.", Some(2));
        assert_eq!(m.as_deref(), Some("(h1 - 2, h2 + 2); +3"));
        // One heap, or heaps not said: a transfer is not read.
        let (_, unread) = read(
            "За один ход игрок может переложить один камень из одной кучи в другую.",
            None,
        );
        assert_eq!(unread.len(), 1);
        let (m, unread) = read("За один ход игрок может добавить в кучу один камень или увеличить количество камней в куче в целое число раз.", None);
        assert_eq!(m.as_deref(), Some("+1 x = x * k for k in 2..@end;"));
        assert!(unread.is_empty(), "{unread:?}");
        let (_, unread) = read("За один ход игрок может убрать из кучи один камень или уменьшить количество камней в куче в целое число раз.", None);
        assert_eq!(unread.len(), 1, "dividing by any factor is not read");
    }
}
