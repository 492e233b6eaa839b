//! The game's sentences → the rules language: heaps, moves, end, winner,
//! start and range of S. Each reader takes one sentence and returns what
//! it read, or `None` when the sentence is not of its kind.

use super::vocabulary::vocabulary;

/// A key of the template and the words it came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Key {
    pub name: &'static str,
    pub value: String,
    pub words: String,
}

/// What one sentence of the rules gave.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Found {
    pub keys: Vec<(&'static str, String)>,
    /// Parts of the sentence that were not read (clauses of a move list).
    pub unread: Vec<String>,
}

pub(super) fn has(ws: &[String], stem: &str) -> bool {
    ws.iter().any(|w| w.starts_with(stem))
}

pub(super) fn has_word(ws: &[String], w: &str) -> bool {
    ws.iter().any(|x| x == w)
}

/// «Перед игроками лежат две кучи камней» → heaps = 2.
pub fn heaps(ws: &[String]) -> Option<usize> {
    if !(has(ws, "лежит") || has(ws, "лежат") || has(ws, "имеется") || has(ws, "имеются"))
    {
        return None;
    }
    let at = ws.iter().position(|w| w.starts_with("куч"))?;
    if ws[at] == "куча" {
        return Some(1);
    }
    let v = vocabulary();
    (at >= 1)
        .then(|| v.number_at(ws, at - 1))
        .flatten()
        .and_then(|(n, _)| n.whole())
        .filter(|n| (1..=3).contains(n))
        .map(|n| n as usize)
        .or(Some(1).filter(|_| ws[at] == "кучу"))
}

/// «Игра завершается, когда … становится не менее 77» → `sum >= 77`.
pub fn end(ws: &[String], heaps: usize) -> Option<String> {
    let ends = [
        "завершается",
        "заканчивается",
        "оканчивается",
        "прекращается",
        "кончается",
        "завершится",
        "закончится",
        "останавливается",
        "остановится",
    ];
    if last_stone(ws) {
        return Some("sum <= 0".into());
    }
    // «Игра завершается, когда …», or «Выигрывает тот игрок, после хода
    // которого количество камней в куче становится не менее 166».
    let at = ws
        .iter()
        .position(|w| ends.contains(&w.as_str()))
        .or_else(|| after_whose_move(ws))?;
    let rest = &ws[at..];
    if let Some(e) = emptied(rest, heaps) {
        return Some(e.into());
    }
    let (op, n) = comparison(rest)?;
    // «не менее 29 и не более 40»: a second bound of the end is not read.
    if second_bound(rest) {
        return None;
    }
    let together = has(rest, "сумм")
        || has(rest, "общее")
        || has_word(rest, "вместе")
        || has_word(rest, "всего");
    let what = if together {
        "sum"
    } else if has(rest, "произведен") {
        "prod"
    } else if has(rest, "кажд") || has_word(rest, "обе") {
        "min"
    } else if has_word(rest, "хотя")
        || (heaps > 1
            && (has_word(rest, "одной") || has_word(rest, "любой") || some_heap(rest)))
    {
        "max"
    } else if has_word(rest, "обеих") {
        // «когда в обеих кучах становится не менее 20 камней»: together,
        // or each? Not read.
        return None;
    } else if heaps > 1 {
        // «… в первой куче становится не менее 40»: that heap alone.
        // «… в куче становится не менее 40» of two heaps: which heap, or
        // the sum? Not read.
        match named_heap(rest) {
            Some(h) => h,
            None if has_word(rest, "куче") || has_word(rest, "куча") => return None,
            None => "sum",
        }
    } else {
        "sum"
    };
    Some(format!("{what} {op} {n}"))
}

/// «в какой-либо куче», «в какой-нибудь из куч»: any one heap.
fn some_heap(ws: &[String]) -> bool {
    ws.windows(2)
        .any(|w| w[0] == "какой" && (w[1] == "либо" || w[1] == "нибудь"))
}

/// The one heap an end names («в первой куче»): `h1`, `h2`, `h3`; `None`
/// when it names none, or more than one.
fn named_heap(ws: &[String]) -> Option<&'static str> {
    let v = vocabulary();
    let named: Vec<&'static str> = [("h1", "heap1"), ("h2", "heap2"), ("h3", "heap3")]
        .into_iter()
        .filter(|(_, g)| v.group(&format!("move_words.{g}")).any(ws))
        .map(|(h, _)| h)
        .collect();
    // «в первой и второй куче»: two heaps named, one matched.
    let ordinals = (0..ws.len())
        .filter(|&i| v.ordinal_at(ws, i).is_some())
        .filter(|&i| {
            ws.get(i + 1)
                .is_some_and(|n| n.starts_with("куч") || ["и", "или", "либо"].contains(&n.as_str()))
        })
        .count();
    match named[..] {
        [h] if ordinals == 1 => Some(h),
        _ => None,
    }
}

/// «… когда в куче не остаётся камней», «… куча становится пустой», «… в
/// куче остаётся 0 камней»: the end when no stone is left (of one heap,
/// or of all the heaps together: «в кучах не остаётся камней»).
fn emptied(ws: &[String], heaps: usize) -> Option<&'static str> {
    let v = vocabulary();
    let none_left = ws.windows(2).any(|w| w[0] == "не" && w[1].starts_with("оста"))
        && (has(ws, "камн") || has(ws, "камен"));
    let zero_left = (0..ws.len()).any(|i| {
        ws[i].starts_with("оста")
            && v.number_at(ws, i + 1)
                .is_some_and(|(n, _)| n.whole() == Some(0))
    });
    let empty = has(ws, "пуст") || has(ws, "опустее") || has(ws, "опустош");
    if !(none_left || zero_left || empty) || (0..ws.len()).any(|i| v.compare_at(ws, i).is_some())
    {
        return None;
    }
    let all = heaps == 1
        || has_word(ws, "кучах") && !has_word(ws, "одной") && !has_word(ws, "любой")
            && !has_word(ws, "хотя");
    all.then_some("sum <= 0")
}

/// «Игрок, забравший последний камень, выигрывает»: the game ends when no
/// stone is left.
fn last_stone(ws: &[String]) -> bool {
    ws.windows(2)
        .any(|w| w[0] == "последний" && (w[1] == "камень" || w[1] == "камни"))
        && [
            "забрав",
            "забира",
            "взявш",
            "взял",
            "убравш",
            "убира",
            "убран",
        ]
        .iter()
        .any(|stem| has(ws, stem))
}

/// The end said only in the winner's sentence, when no sentence of its own
/// says it («Победителем считается игрок, первым получивший кучу из 77 или
/// более камней»): the words from «первым получивший» on.
pub fn end_reached(ws: &[String], heaps: usize) -> Option<String> {
    let at = first_reached(ws)?;
    let wins = has(ws, "победител") || has(ws, "выигрыва") || has(ws, "побежда");
    if !wins || has_word(ws, "если") {
        return None;
    }
    let mut rest = vec!["завершается".to_string()];
    rest.extend_from_slice(&ws[at..]);
    end(&rest, heaps)
}

/// «первым получивший кучу …», «который первым получил …»: where.
fn first_reached(ws: &[String]) -> Option<usize> {
    ws.windows(2)
        .position(|w| w[0] == "первым" && w[1].starts_with("получ"))
}

/// «… игрок, после хода которого …»: where the words are.
fn after_whose_move(ws: &[String]) -> Option<usize> {
    let at = ws
        .windows(3)
        .position(|w| w[0] == "после" && w[1].starts_with("ход") && w[2] == "которого")?;
    (has(ws, "выигрыва") || has(ws, "побежда") || has(ws, "проигрыва")).then_some(at)
}

/// Whether the first comparison with a number is joined to a second one
/// («не менее 29 и не более 40», «больше 30, но меньше 50 камней»).
fn second_bound(ws: &[String]) -> bool {
    let v = vocabulary();
    let Some(after) = (0..ws.len()).find_map(|i| {
        let (_, len) = v.compare_at(ws, i)?;
        let (_, n) = v.number_at(ws, i + len)?;
        Some(i + len + n)
    }) else {
        return false;
    };
    let mut j = after;
    while ws.get(j).is_some_and(|w| w.starts_with("кам")) {
        j += 1;
    }
    ws.get(j)
        .is_some_and(|w| ["и", "но", "а"].contains(&w.as_str()))
        && v.compare_at(ws, j + 1).is_some()
}

/// The first comparison with its number: «не менее 77», «77 или больше».
pub fn comparison(ws: &[String]) -> Option<(String, i64)> {
    let v = vocabulary();
    for i in 0..ws.len() {
        if let Some((op, len)) = v.compare_at(ws, i) {
            // «не превышает 19», «не достигает 20»: the comparison's
            // negation (a «не» the vocabulary's phrases do not hold).
            let op = if i >= 1 && ws[i - 1] == "не" {
                negate(op)
            } else {
                op
            };
            if let Some((n, _)) = v.number_at(ws, i + len).or_else(|| {
                // «… достигнет 77», «77 или больше»
                ws.get(i + len)
                    .filter(|w| *w == "чем")
                    .and_then(|_| v.number_at(ws, i + len + 1))
            }) {
                return Some((op.to_string(), n.whole()?));
            }
            // «77 или больше», «77 камней или больше».
            let stones = usize::from(i >= 2 && ws[i - 1].starts_with("кам"));
            if i > stones {
                if let Some((n, l)) = v.number_at(ws, i - 1 - stones) {
                    if l == 1 {
                        return Some((op.to_string(), n.whole()?));
                    }
                }
            }
        }
    }
    None
}

/// Who wins, when a sentence says: `mover`/`opponent`, or a condition.
pub fn winner(ws: &[String]) -> Option<Found> {
    let wins = has(ws, "победител")
        || has(ws, "побежда")
        || has(ws, "выигрыва")
        || has(ws, "выигравш")
        || has_word(ws, "выиграет")
        || has_word(ws, "победит");
    let loses = has(ws, "проигрыва") || has(ws, "проигравш") || has_word(ws, "проиграет");
    let last_move = has_word(ws, "последний") && has(ws, "ход")
        || after_whose_move(ws).is_some()
        || first_reached(ws).is_some()
        || last_stone(ws);
    let mut found = Found::default();
    if has(ws, "считается") && has(ws, "противник") && has(ws, "сделал") && has(ws, "ход")
    {
        found.keys.push(("handed_win_counts", "true".into()));
    }
    if has_word(ws, "если") && (wins || loses) {
        // The overshoot: «Если при этом в куче оказалось не более 112
        // камней, то победителем считается игрок, сделавший последний ход».
        if let Some((op, n)) = comparison(ws) {
            let mover = !loses && (last_move || !has(ws, "противник"));
            let op = if mover { op } else { negate(&op).to_string() };
            found.keys.insert(0, ("winner", format!("sum {op} {n}")));
            return Some(found);
        }
        // By parity: «Если при этом в куче окажется чётное число камней, то
        // победителем считается игрок, сделавший последний ход».
        let v = vocabulary();
        let parity = if v.group("conditions.odd").any(ws) {
            Some("odd")
        } else if v.group("conditions.even").any(ws) {
            Some("even")
        } else {
            None
        };
        let mover = !loses && (last_move || !has(ws, "противник"));
        match parity {
            Some(p) => {
                let p = match (p, mover) {
                    (p, true) => p,
                    ("odd", false) => "even",
                    _ => "odd",
                };
                found.keys.insert(0, ("winner", format!("{p}(sum)")));
            }
            // A condition not read: named, never dropped for a plain winner.
            None => found.unread.push("если …".into()),
        }
        return Some(found);
    }
    if has_word(ws, "противном") && has(ws, "противник") {
        // «В противном случае победителем становится его противник»: the
        // other half of the overshoot sentence before it.
        found.keys.push(("winner_else", "opponent".into()));
        return Some(found);
    }
    if loses && !wins && !last_move {
        // «Игрок, сделавший ход, который привёл к значению 109 или более,
        // считается проигравшим»: the mover loses at that number, wins
        // below it.
        if let Some((op, n)) = comparison(ws) {
            found
                .keys
                .insert(0, ("winner", format!("sum {} {n}", negate(&op))));
            return Some(found);
        }
    }
    if last_move && (wins || loses) {
        // «Победителем считается противник игрока, сделавшего последний ход».
        let opponent_of_mover = ws
            .windows(2)
            .any(|w| w[0].starts_with("противник") && w[1] == "игрока");
        let w = if (loses && !wins) || (wins && !loses && opponent_of_mover) {
            "opponent"
        } else {
            "mover"
        };
        found.keys.insert(0, ("winner", w.into()));
        return Some(found);
    }
    (!found.keys.is_empty()).then_some(found)
}

fn negate(op: &str) -> &'static str {
    match op {
        ">=" => "<",
        ">" => "<=",
        "<=" => ">",
        _ => ">=",
    }
}

/// What a sentence forbidding repeats says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Repeat {
    /// Whose move may not be repeated: `own` or `opponent`.
    Forbidden(&'static str),
    /// The rule names neither player, or both: not read, never a guess.
    Unnamed,
}

/// «нельзя повторять ход, который только что сделал противник» → opponent;
/// «… который этот же игрок делал на предыдущем ходу» → own. Whose move is
/// named by the vocabulary's `repeat` words.
pub fn no_repeat(ws: &[String]) -> Option<Repeat> {
    // «нельзя», «запрещается», «не может / не могут»; «повторять ход», or
    // «делать ход, который только что сделал противник».
    let forbids = has_word(ws, "нельзя")
        || has(ws, "запрещ")
        || ws
            .windows(2)
            .any(|w| w[0] == "не" && (w[1].starts_with("мож") || w[1].starts_with("могу")));
    let just_made = ws.windows(2).any(|w| w[0] == "только" && w[1] == "что")
        || ws.windows(2).any(|w| w[0] == "тот" && w[1] == "же") && has(ws, "предыдущ");
    if !forbids || !(has(ws, "повтор") || just_made && has(ws, "ход")) {
        return None;
    }
    let v = vocabulary();
    let own = v.group("repeat.own").any(ws);
    let opponent = v.group("repeat.opponent").any(ws);
    Some(match (own, opponent) {
        (true, false) => Repeat::Forbidden("own"),
        (false, true) => Repeat::Forbidden("opponent"),
        _ => Repeat::Unnamed,
    })
}

/// «Повторять чужие ходы и свои более старые ходы разрешается» after an own
/// rule (or «свои ходы повторять можно» after an opponent one): a sentence
/// that allows only the repeats the rule `read` leaves open.
pub fn repeat_allowed(ws: &[String], read: &str) -> bool {
    let v = vocabulary();
    if !has(ws, "повтор") || has_word(ws, "нельзя") || !v.group("repeat.allowed").any(ws)
    {
        return false;
    }
    let others = v.group("repeat.others").any(ws);
    match read {
        "own" => others,
        "opponent" => !others && v.group("repeat.own").any(ws),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read::vocabulary::words;

    fn ws(s: &str) -> Vec<String> {
        words(s)
    }

    #[test]
    fn end_sentences() {
        for (s, heaps, want) in [
            ("Игра завершается в тот момент, когда суммарное количество камней в кучах становится не менее 77.", 2, "sum >= 77"),
            ("Игра завершается, когда количество камней в куче становится не более 87.", 1, "sum <= 87"),
            ("Игра завершается, когда количество камней в куче превышает 33.", 1, "sum > 33"),
            ("Игра завершается, когда количество камней хотя бы в одной из куч становится не менее 40.", 2, "max >= 40"),
            ("Игра заканчивается, когда количество камней в куче достигает 100.", 1, "sum >= 100"),
            ("Игра завершается, когда количество камней в куче становится менее 20.", 1, "sum < 20"),
            ("Игрок, забравший последний камень, выигрывает.", 1, "sum <= 0"),
            ("Игра завершается в тот момент, когда из кучи убирается последний камень.", 1, "sum <= 0"),
            ("Игра завершается, как только количество камней в куче не превышает 12.", 1, "sum <= 12"),
            ("Игра завершается, когда в куче остаётся не больше 9 камней.", 1, "sum <= 9"),
            ("Игра прекращается, когда в куче становится 45 камней или больше.", 1, "sum >= 45"),
            ("Игрок, после хода которого в куче оказывается 60 камней или более, выигрывает.", 1, "sum >= 60"),
            ("Игра завершается, когда количество камней в куче становится больше или равным 29.", 1, "sum >= 29"),
            ("Игра завершается, когда количество камней в куче становится равным 29 или большим.", 1, "sum >= 29"),
            ("Игра завершается, когда количество камней в куче становится меньше или равным 10.", 1, "sum <= 10"),
            ("Игра завершается, когда в какой-либо куче становится не менее 40 камней.", 2, "max >= 40"),
            ("Игра завершается, когда в какой-нибудь из куч становится не менее 40 камней.", 2, "max >= 40"),
            ("Игра завершается, когда количество камней в первой куче становится не менее 40.", 2, "h1 >= 40"),
            ("Игра завершается, когда во второй куче оказывается более 30 камней.", 2, "h2 > 30"),
            ("Игра завершается, когда в куче не остаётся камней.", 1, "sum <= 0"),
            ("Игра завершается, когда в куче не останется ни одного камня.", 1, "sum <= 0"),
            ("Игра завершается, когда куча становится пустой.", 1, "sum <= 0"),
            ("Игра завершается, когда в куче остаётся 0 камней.", 1, "sum <= 0"),
            ("Игра завершается, когда в кучах не остаётся камней.", 2, "sum <= 0"),
        ] {
            assert_eq!(end(&ws(s), heaps).as_deref(), Some(want), "{s}");
        }
        // Which heap is not said, or one heap of two emptied: not read,
        // never the sum by default.
        for (s, heaps) in [
            ("Игра завершается, когда количество камней в куче становится не менее 40.", 2),
            ("Игра завершается, когда в одной из куч не остаётся камней.", 2),
            ("Игра завершается, когда в куче остаётся один камень.", 1),
            ("Игра завершается, когда в первой и второй куче становится не менее 40 камней.", 2),
        ] {
            assert_eq!(end(&ws(s), heaps), None, "{s}");
        }
        // The end as a sign, spoken as its words.
        let v = vocabulary();
        for (s, heaps, want) in [
            (
                "Игра заканчивается, когда количество камней становится ≤ 19.",
                1,
                "sum <= 19",
            ),
            (
                "Игра завершается, как только суммарное количество камней в кучах ≥ 51.",
                2,
                "sum >= 51",
            ),
            (
                "Игра завершается, когда в одной из куч становится > 40 камней.",
                2,
                "max > 40",
            ),
        ] {
            let spoken = v.spoken(s).unwrap();
            assert_eq!(end(&ws(&spoken), heaps).as_deref(), Some(want), "{s}");
        }
    }

    /// The end said only by the winner's sentence: read from «первым
    /// получивший …», and the winner is the mover.
    #[test]
    fn the_end_in_the_winners_sentence() {
        for (s, heaps, want) in [
            ("Победителем считается игрок, первым получивший кучу из 64 или более камней.", 1, "sum >= 64"),
            ("Выигрывает тот, кто первым получил позицию, в которой в одной из куч 31 камень или больше.", 2, "max >= 31"),
        ] {
            assert_eq!(end(&ws(s), heaps), None, "{s}");
            assert_eq!(end_reached(&ws(s), heaps).as_deref(), Some(want), "{s}");
            let w = winner(&ws(s)).map(|f| f.keys);
            assert_eq!(w, Some(vec![("winner", "mover".to_string())]), "{s}");
        }
        // An overshoot's condition is no end.
        let s = "Если первым получивший кучу из 64 или более камней ходил вторым, победителем считается противник.";
        assert_eq!(end_reached(&ws(s), 1), None);
    }

    #[test]
    fn winner_sentences() {
        let w = |s: &str| winner(&ws(s)).map(|f| f.keys);
        assert_eq!(
            w("Победителем считается игрок, сделавший последний ход, т.е. первым получивший такую позицию.").unwrap()[0].1,
            "mover"
        );
        assert_eq!(
            w("Если при этом в куче оказалось не более 112 камней, то победителем считается игрок, сделавший последний ход.").unwrap()[0].1,
            "sum <= 112"
        );
        assert_eq!(
            w("Если при этом в кучах оказалось более 100 камней, победителем считается противник.").unwrap()[0].1,
            "sum <= 100"
        );
        assert_eq!(
            w("Если при этом в куче окажется чётное число камней, то победителем считается игрок, сделавший последний ход.").unwrap()[0].1,
            "even(sum)"
        );
        assert_eq!(
            w("Если в куче осталось нечётное число камней, победителем считается противник.")
                .unwrap()[0]
                .1,
            "even(sum)"
        );
        let k = w("В противном случае победителем становится его противник, при этом считается, что противник сделал ход.").unwrap();
        assert!(k.contains(&("handed_win_counts", "true".into())), "{k:?}");
        assert_eq!(
            w("Игрок, сделавший последний ход, проигрывает.").unwrap()[0].1,
            "opponent"
        );
        // The mover loses past a number, said without «если».
        assert_eq!(
            w("Проигравшим считается тот, чей ход привёл к куче из 50 или более камней.").unwrap()
                [0]
            .1,
            "sum < 50"
        );
        assert_eq!(
            w("Игрок, после чьего хода в кучах стало 7 и менее камней, считается проигравшим.")
                .unwrap()[0]
                .1,
            "sum > 7"
        );
    }

    #[test]
    fn heaps_and_no_repeat() {
        assert_eq!(heaps(&ws("Перед игроками лежит куча камней.")), Some(1));
        assert_eq!(heaps(&ws("Перед игроками лежат две кучи камней.")), Some(2));
        assert_eq!(heaps(&ws("Перед игроками лежат три кучи камней.")), Some(3));
        let nr = |s: &str| no_repeat(&ws(s));
        assert_eq!(
            nr("При этом нельзя повторять ход, который только что сделал второй игрок."),
            Some(Repeat::Forbidden("opponent"))
        );
    }

    #[test]
    fn no_repeat_names_whose_move_or_is_not_read() {
        let nr = |s: &str| no_repeat(&ws(s));
        // Other words than the corpus's for the same two rules.
        assert_eq!(
            nr("Запрещается повторять ход, сделанный соперником непосредственно перед этим."),
            Some(Repeat::Forbidden("opponent"))
        );
        assert_eq!(
            nr("Игроку нельзя повторять тот ход, который тот же игрок сделал в прошлый раз."),
            Some(Repeat::Forbidden("own"))
        );
        assert_eq!(
            nr("Нельзя повторять свой предыдущий ход."),
            Some(Repeat::Forbidden("own"))
        );
        // Whose move is not said: not read, never «opponent» by default.
        assert_eq!(
            nr("Нельзя повторять предыдущий ход."),
            Some(Repeat::Unnamed)
        );
        assert_eq!(
            nr("Нельзя два раза подряд повторять один и тот же ход."),
            Some(Repeat::Unnamed)
        );
        assert_eq!(nr("Игроки ходят по очереди."), None);
        // A permission that agrees with the rule read is a remark.
        let allowed = |s: &str, r: &str| repeat_allowed(&ws(s), r);
        assert!(allowed("Ходы противника повторять можно.", "own"));
        assert!(allowed("Свои ходы повторять разрешено.", "opponent"));
        assert!(!allowed("Ходы противника повторять можно.", "opponent"));
        assert!(!allowed("Повторять ходы нельзя.", "own"));
    }
}
