//! A question where one player chooses how soon the other wins («… но Петя
//! может выбрать, каким ходом выиграет Ваня – первым или вторым»).

use super::Players;
use crate::read::tokens::words;
use crate::read::vocabulary::vocabulary;

/// «выигрышная стратегия есть у Вани, но Петя может выбрать, каким ходом
/// выиграет Ваня – первым или вторым»: Vanya wins by his second move at
/// the latest whatever Petya does, and Petya has a move after which Vanya
/// wins at once — `code == -2 and some(code == 1)`. Only this choice is
/// read (the first player choosing how soon the second wins, first or
/// second move); any other «может выбрать» is not.
pub fn chooses(text: &str, players: &Players) -> Option<String> {
    let v = vocabulary();
    let ws = words(text);
    let (at, _) = v.group("questions.may_choose").find(&ws)?;
    let chooser = players.role(ws.get(at.checked_sub(1)?)?)?;
    let rest = &ws[at + 2..];
    let (how, _) = v.group("questions.which_move").find(rest)?;
    let winner = rest[how + 2..]
        .iter()
        .take(3)
        .find_map(|w| players.role(w))?;
    let ordinals: Vec<i64> = (how + 2..rest.len())
        .filter_map(|i| v.ordinal_at(rest, i))
        .collect();
    let strategy = v.group("questions.strategy").any(&ws);
    (chooser == 1 && winner == 2 && strategy && ordinals == [1, 2])
        .then(|| "code == -2 and some(code == 1)".to_string())
}
