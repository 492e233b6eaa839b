//! An example of the end: «Например, если в куче 30 камней, игра
//! окончена» — a position where the game is over, checked on the end read.

use super::{has_arrow, heap_sizes, opens_example, reaching, Example};

/// «Например, если в куче 30 камней, игра окончена», «Так, при позиции
/// (40, 37) игра завершается»: an example of the end, its position in
/// digits (a size per heap, or one tuple). Read only when it says the game
/// is over and nothing else: no move, no winner, no negation, no «когда»
/// (a rule: «К примеру, игра заканчивается, когда …»).
pub(in crate::read) fn end_example(s: &str, ws: &[String], tuples: &[Vec<i64>]) -> Option<Example> {
    let v = crate::read::vocabulary::vocabulary();
    let said_over = v.group("examples.game").any(ws) && v.group("examples.over").any(ws);
    let other = ws.iter().any(|w| reaching(w)) || v.group("examples.not_only_over").any(ws);
    if !opens_example(ws) || !said_over || other || has_arrow(s) {
        return None;
    }
    let from = match tuples {
        [] => heap_sizes(s).filter(|n| !n.is_empty())?,
        [t] if heap_sizes(&s.replace(['(', ')'], " ")).as_ref() == Some(t) => t.clone(),
        _ => return None,
    };
    Some(Example {
        sentence: s.to_string(),
        from,
        to: Vec::new(),
        strategy: None,
        last_move: None,
        absent: Vec::new(),
        ends_game: true,
        mover_wins: None,
        replies: Vec::new(),
        own_reply: false,
        same_barred: false,
        first_move: None,
    })
}
