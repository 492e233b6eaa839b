//! The game's sentences → the rules language: heaps, moves, end, winner,
//! start and range of S. Each reader takes one sentence and returns what
//! it read, or `None` when the sentence is not of its kind.

use super::vocabulary::vocabulary;

pub use super::end::{end, end_reached, ranged_end};

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
    /// What the reader says of the list beyond naming its words (a remark
    /// naming another divisor than the move's), worded where it is shown.
    pub notes: Vec<crate::i18n::Msg>,
    /// A halving whose rounding is said of what is taken («убрать
    /// половину (с округлением вниз)»), read as the rest rounded the other
    /// way: its clause, and the rounding of what is left (`true` up). Kept
    /// only if an example from an odd heap agrees.
    pub halving_by_example: Option<(String, bool)>,
    /// The divisors of divisions read with no word on a heap they do not
    /// divide («уменьшить в два раза» alone): read as rounding down only
    /// when the text says so elsewhere (`draft::division`).
    pub division_unrounded: Vec<i64>,
    /// Whose win a winner's «если» gave (`true`: the mover's), for the
    /// other case said after it («В противном случае …», audit75).
    pub winner_if: Option<bool>,
}

impl Found {
    /// Whether every part of the sentence was read: no words named, no note.
    pub fn wholly_read(&self) -> bool {
        self.unread.is_empty() && self.notes.is_empty()
    }
}

pub(super) fn has(ws: &[String], stem: &str) -> bool {
    ws.iter().any(|w| w.starts_with(stem))
}

pub(super) fn has_word(ws: &[String], w: &str) -> bool {
    ws.iter().any(|x| x == w)
}

/// Whether words qualify which numbers they mean («чётное», «нечётных»,
/// «кратное трём»): of a move's amounts or of the values of S, a condition
/// that a range alone does not say.
pub(super) fn qualifies_numbers(ws: &[String]) -> bool {
    let v = vocabulary();
    ["conditions.even", "conditions.odd", "conditions.divisible"]
        .iter()
        .any(|g| v.group(g).any(ws))
}

/// «Перед игроками лежат две кучи камней» → heaps = 2; so does a short
/// sentence with no verb that opens with «Перед» («Перед ними куча
/// камней.»).
pub fn heaps(ws: &[String]) -> Option<usize> {
    let v = vocabulary();
    // «Перед игроками одна куча, в которой S камней»: longer, when the
    // heap's stones are the unknown.
    let verbless = ws.first().is_some_and(|w| v.group("heaps.verbless").is(w))
        && (ws.len() <= 6 || heap_of_the_unknown(ws) || heap_then_range(ws));
    if let Some(n) = heaps_counted_alone(ws) {
        return Some(n);
    }
    // «Есть куча камней, …»: a retelling's opening verb, first word only
    // («если есть куча, в которой …» is an end, no heaps' sentence).
    let opens = ws.first().is_some_and(|w| v.group("heaps.opening").is(w));
    let lie = v.group("heaps.lie").any(ws);
    if !verbless && !opens && !lie {
        return None;
    }
    let at = v.group("heaps.heap").position(ws)?;
    if v.group("heaps.one").is(&ws[at]) {
        return Some(1);
    }
    // «Есть две кучи камней и …»: a count after «есть» is read only alone
    // (`heaps_counted_alone`).
    if opens && !verbless && !lie {
        return None;
    }
    // «в одной куче лежит 7 камней, а в другой — S»: one heap of two, no
    // count.
    if at >= 1 && ws[at - 1] == "одной" && ws[at..].iter().any(|w| w == "другой") {
        return None;
    }
    (at >= 1)
        .then(|| v.number_at(ws, at - 1))
        .flatten()
        .and_then(|(n, _)| n.whole())
        .filter(|n| (1..=3).contains(n))
        .map(|n| n as usize)
        .or(Some(1).filter(|_| v.group("heaps.one_taken").is(&ws[at])))
}

/// «Есть две кучи камней.», «Играют с двумя кучами камней.»: the count of
/// heaps (two or three) just before «куч…», every other word of the
/// sentence one of `heaps_retold.frame` — nothing more said.
fn heaps_counted_alone(ws: &[String]) -> Option<usize> {
    let v = vocabulary();
    let at = v.group("heaps.heap").position(ws)?;
    let (n, len) =
        (1..=at).find_map(|len| v.number_at(ws, at - len).filter(|&(_, said)| said == len))?;
    let count = n.whole().filter(|n| (2..=3).contains(n))?;
    let frame = v.group("heaps_retold.frame");
    ws[..at - len]
        .iter()
        .chain(&ws[at + 1..])
        .all(|w| frame.is(w))
        .then_some(count as usize)
}

/// Whether a sentence read for its heaps says more than how many there are
/// and of what: a number other than the count before «куч…», a second heap
/// word («…, а рядом — вторая куча из 5 камней»), or words after the heap's
/// stones («…, из которой нельзя брать камни»).
///
/// A title before the sentence («Пример 1 (одна куча + любой ход): Перед
/// игроками …») is not looked at: the words from two before the verb on;
/// nor is «в каждой из них не менее одного камня» (`filler.heaps`).
pub fn more_than_the_heaps(ws: &[String]) -> bool {
    let v = vocabulary();
    let verb = ws.iter().position(|w| v.group("heaps.lie").is(w));
    let ws = &ws[verb.map_or(0, |at| at.saturating_sub(2))..];
    let remark = v.group("filler.heaps").find(ws);
    let kept: Vec<String> = match remark {
        Some((at, len)) => ws[..at].iter().chain(&ws[at + len..]).cloned().collect(),
        None => ws.to_vec(),
    };
    let ws = kept.as_slice();
    let heap_words: Vec<usize> = (0..ws.len())
        .filter(|&i| v.group("heaps.heap").is(&ws[i]))
        .collect();
    let mut i = 0;
    let mut other_numbers = 0;
    while i < ws.len() {
        match v.number_at(ws, i) {
            Some((_, len)) => {
                if heap_words.first() != Some(&(i + len)) {
                    other_numbers += 1;
                }
                i += len;
            }
            None => i += 1,
        }
    }
    // «Перед игроками стоит мешок с орехами» («куча с камнями»): the heap's
    // stones said with «с», the sentence's last words — nothing more.
    let with_stones = |at: usize| {
        v.group("heaps.with_stones")
            .at(ws, at + 1)
            .is_some_and(|n| at + 1 + n == ws.len())
    };
    let words_after = heap_words
        .first()
        .is_some_and(|&at| ws.len() > at + 2 && !with_stones(at))
        && !heap_of_the_unknown(ws);
    other_numbers > 0 || heap_words.len() > 1 || words_after
}

/// «Перед ними куча камней, S от 1 до 99»: the verbless heaps' sentence of
/// a casual post, with the range of S after the heap's stones and nothing
/// else (numbers and the range's own words, `heaps.range_words`).
fn heap_then_range(ws: &[String]) -> bool {
    let v = vocabulary();
    let Some(at) = v.group("heaps.heap").position(ws) else {
        return false;
    };
    let rest = ws.get(at + 1..).unwrap_or_default();
    let Some(unknown) = rest.iter().position(|w| w == "s") else {
        return false;
    };
    let stones_only = rest[..unknown]
        .iter()
        .all(|w| v.group("heaps.stones").is(w));
    let range_words = v.group("heaps.range_words");
    stones_only
        && rest[unknown..]
            .iter()
            .all(|w| w == "s" || w.chars().all(|c| c.is_ascii_digit()) || range_words.is(w))
}

/// «Перед ними лежит куча из S камней»: one heap whose stones are the
/// unknown, the sentence's last words. It says the start is `S`, which the
/// start's sentence must say too (checked once every sentence is read).
pub fn heap_of_the_unknown(ws: &[String]) -> bool {
    let v = vocabulary();
    let Some(at) = v.group("heaps.heap").position(ws) else {
        return false;
    };
    v.group("heaps.of_the_unknown")
        .at(ws, at)
        .is_some_and(|n| at + n == ws.len())
}

/// «Игрок, забравший последний камень, выигрывает»: the game ends when no
/// stone is left.
pub(super) fn last_stone(ws: &[String]) -> bool {
    let v = vocabulary();
    v.group("ends.last_stone").any(ws) && v.group("ends.took").any(ws)
}

/// «первым получивший кучу …», «который первым получил …», «игрок,
/// получивший кучу …», «тот, кто первым наберёт в куче …»: where.
pub(super) fn first_reached(ws: &[String]) -> Option<usize> {
    let v = vocabulary();
    v.group("ends.first_reached")
        .position(ws)
        .or_else(|| v.group("ends.reached").position(ws))
}

/// «… игрок, после хода которого …»: where the words are.
pub(super) fn after_whose_move(ws: &[String]) -> Option<usize> {
    let v = vocabulary();
    let at = v.group("ends.after_whose_move").position(ws)?;
    (v.group("winner.wins").any(ws) || v.group("winner.loses").any(ws)).then_some(at)
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
            // «… достигнет 77», «больше, чем 77».
            let than = usize::from(ws.get(i + len).is_some_and(|w| w == "чем"));
            // «не менее S + 77» (audit71): a bound over the unknown.
            if unknown_then_amount(ws, i + len + than) {
                return None;
            }
            if let Some((n, l)) = v.number_at(ws, i + len + than) {
                // «не менее 77 + S», «больше чем 3·S» (audit71).
                if unknown(ws.get(i + len + than + l)) {
                    return None;
                }
                // «не менее 77 (78)», «не менее 7 7»: which number is meant
                // is not read.
                if v.number_follows(ws, i + len + than, n, l) {
                    return None;
                }
                return Some((op.to_string(), n.whole()?));
            }
            // «77 или больше», «77 камней или больше»; a number in words
            // whole («двадцать пять или меньше» is 25, never its «пять»).
            let stones = usize::from(i >= 2 && v.group("heaps.stone_word").is(&ws[i - 1]));
            if i > stones {
                let end = i - 1 - stones;
                if let Some(n) = v.number_ending_at(ws, end) {
                    // «S + 77 или больше» (audit71): a bound over the unknown.
                    if unknown_before_number(ws, end) {
                        return None;
                    }
                    return Some((op.to_string(), n.whole()?));
                }
            }
        }
    }
    None
}

/// Whether any comparison of the words is with a bound over an unknown
/// («не менее 77 + S», «S + 77 или больше», «больше чем 3·S»; audit71):
/// the rules language states no such end, and a sentence that says it is
/// named even when another sentence restates the end with a number.
/// Looked at from the end's verb, the winner's «первым получивший» or
/// «после хода которого» on: a range of S in the same words («S > 9, S ≤
/// 28», a number before the letter once the comma is gone) is not looked at.
pub fn bound_over_unknown(ws: &[String]) -> bool {
    let v = vocabulary();
    let Some(from) = v
        .group("ends.verb")
        .position(ws)
        .or_else(|| first_reached(ws))
        .or_else(|| v.group("ends.after_whose_move").position(ws))
    else {
        return false;
    };
    let ws = &ws[from..];
    (0..ws.len()).any(|i| {
        let Some((_, len)) = v.compare_at(ws, i) else {
            return false;
        };
        let than = usize::from(ws.get(i + len).is_some_and(|w| w == "чем"));
        let after = i + len + than;
        let forward = unknown_then_amount(ws, after)
            || v.number_at(ws, after)
                .is_some_and(|(_, l)| unknown(ws.get(after + l)));
        let stones = usize::from(i >= 2 && v.group("heaps.stone_word").is(&ws[i - 1]));
        let backward = i > stones && unknown_before_number(ws, i - 1 - stones);
        forward || backward
    })
}

/// Whether a word is the letter of an unknown (`compared_unknown.letters`):
/// beside a compared number, the bound is an expression over it.
fn unknown(w: Option<&String>) -> bool {
    w.is_some_and(|w| vocabulary().group("compared_unknown.letters").is(w))
}

/// Whether the letter of an unknown is at `at` with a number or a word of
/// stones after it («не менее S + 77», «не менее S камней»); not the range
/// of S spoken as words («1 не более s не более 69»).
fn unknown_then_amount(ws: &[String], at: usize) -> bool {
    let v = vocabulary();
    unknown(ws.get(at))
        && (v.number_at(ws, at + 1).is_some()
            || ws
                .get(at + 1)
                .is_some_and(|w| v.group("heaps.stone_word").is(w)))
}

/// Whether the number that ends at `end` has the letter of an unknown just
/// before it («S + 77 или больше»).
fn unknown_before_number(ws: &[String], end: usize) -> bool {
    let v = vocabulary();
    let start = (end.saturating_sub(6)..=end).find(|&j| {
        v.number_at(ws, j)
            .is_some_and(|(_, len)| j + len == end + 1)
    });
    start.is_some_and(|j| j >= 1 && unknown(ws.get(j - 1)))
}

/// «Проигрывает игрок, который не может сделать ход» → `lose`; «Выигрывает
/// игрок, который не может сделать ход» → `win` (the rules language's
/// `no_moves`). A sentence that says more (an «если», a number, both verbs)
/// is not this one.
pub fn no_moves(ws: &[String]) -> Option<&'static str> {
    let v = vocabulary();
    let cannot = cannot_move(ws);
    // «Если игрок не может сделать ход, он проигрывает»: an «если» that
    // opens the sentence is its only condition. Who wins said of the
    // opponent («… выигрывает его противник») is not read here.
    let ifs = ws.iter().filter(|w| *w == "если").count();
    let opens = ws.first().is_some_and(|w| w == "если");
    if !cannot
        || ifs > usize::from(opens)
        || has_word(ws, "после")
        || v.group("winner.opponent").any(ws)
    {
        return None;
    }
    if (0..ws.len()).any(|i| v.number_at(ws, i).is_some() || v.compare_at(ws, i).is_some()) {
        return None;
    }
    let wins = v.group("winner.wins").any(ws);
    let loses = v.group("winner.loses").any(ws) || v.group("winner.lost").any(ws);
    match (wins, loses) {
        (true, false) => Some("win"),
        (false, true) => Some("lose"),
        _ => None,
    }
}

/// «не может сделать ход», «нет ходов», «нельзя сделать ход».
fn cannot_move(ws: &[String]) -> bool {
    vocabulary().group("ends.stalled").any(ws)
}

/// «Игра заканчивается, когда игрок не может сделать ход»: no end but a
/// player with no move (`end = "false"`). Only a short sentence of that
/// alone (no number, no comparison, no other condition).
pub fn ends_when_stalled(ws: &[String]) -> bool {
    let v = vocabulary();
    let ending = |w: &String| v.group("ends.game_ends").is(w);
    // Every other word one of these: no player named, no other condition.
    let known = v.group("ends.stalled_only");
    let plain = ws.iter().all(|w| ending(w) || known.is(w));
    ws.iter().any(ending) && cannot_move(ws) && plain
}

fn negate(op: &str) -> &'static str {
    match op {
        ">=" => "<",
        ">" => "<=",
        "<=" => ">",
        _ => ">=",
    }
}

mod joined;
mod overshoot;
mod repeat;
mod winner;
pub use joined::{clauses_at_semicolon, forced_move, rules_at_semicolon};
pub use overshoot::overshoot_apart;
pub use repeat::{no_repeat, repeat_allowed, Repeat};
#[cfg(test)]
pub use winner::winner;
pub use winner::winner_of;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::read::tokens::words;

    fn ws(s: &str) -> Vec<String> {
        words(s)
    }

    #[test]
    fn a_player_who_cannot_move() {
        for (s, want) in [
            ("Выигрывает игрок, который не может сделать ход.", Some("win")),
            ("Проигрывает игрок, который не может сделать ход.", Some("lose")),
            ("Игрок, который не может сделать ход, проигрывает.", Some("lose")),
            ("Проигрывает тот, кто не может сделать очередной ход.", Some("lose")),
            ("Победителем считается игрок, который не может совершить ход.", Some("win")),
            ("Если игрок не может сделать ход, он проигрывает.", Some("lose")),
            // Said of the opponent: not read here (never the stalled
            // player's win).
            ("Выигрывает противник игрока, который не может сделать ход.", None),
            ("Если игрок не может сделать ход, выигрывает его соперник.", None),
            // More than who wins a stalled game: not this rule.
            ("Если игрок не может сделать ход, он проигрывает, а если в куче 5 камней, выигрывает.", None),
            ("Игрок не может сделать ход, после которого в куче станет больше 80 камней.", None),
            ("Ваня не может выиграть первым ходом.", None),
            ("Игрок, который не может сделать ход, пропускает его.", None),
        ] {
            assert_eq!(no_moves(&ws(s)), want, "{s}");
        }
        for (s, want) in [
            ("Игра заканчивается, когда игрок не может сделать ход.", true),
            ("Игра завершается, если нельзя сделать ход.", true),
            ("Игра завершается, когда количество камней в куче становится не менее 29 либо когда игрок не может сделать ход.", false),
            ("Игра завершается, когда Петя не может сделать ход после хода Вани.", false),
            ("Проигрывает игрок, который не может сделать ход.", false),
            ("Игра завершается, когда Петя не может сделать ход.", false),
        ] {
            assert_eq!(ends_when_stalled(&ws(s)), want, "{s}");
        }
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
        assert_eq!(
            nr("Нельзя делать тот же ход, который игрок сделал своим предыдущим ходом."),
            Some(Repeat::Forbidden("own"))
        );
        assert_eq!(
            nr("Нельзя повторять ход, который только что сделал сам игрок."),
            Some(Repeat::Forbidden("own"))
        );
        assert_eq!(
            nr("Нельзя повторять ход, который сделал предыдущий игрок."),
            Some(Repeat::Forbidden("opponent"))
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
