//! An example checked against the rules read: the positions one move
//! gives from the example's (or from the one a move made first gives, or
//! the moves a no-repeat rule bars), and a strategy example against the
//! solved game.

use super::*;

/// `None` when the example agrees with the rules, else what disagrees.
pub(in crate::read) fn check_example(game: &Game, e: &Example) -> Option<Msg> {
    // «…, то Ваня этим же ходом сходить не может»: every move but the one
    // made is the reply's.
    let others: Vec<String> = match &e.last_move {
        Some(mv) if e.same_barred => game
            .moves
            .iter()
            .map(|m| m.text.trim().to_string())
            .filter(|m| m != mv)
            .collect(),
        _ => Vec::new(),
    };
    let replies = if e.same_barred { &others } else { &e.replies };
    if let (Some(mv), true) = (&e.last_move, e.same_barred || !replies.is_empty()) {
        let agrees =
            !game.per_player() && reply::reply_agrees(game, mv, replies, e.own_reply) == Some(true);
        return (!agrees).then(|| {
            msg!(
                "read-example-replies",
                words = short(&e.sentence),
                move = mv.clone()
            )
        });
    }
    if e.from.len() != game.heaps || e.to.iter().any(|t| t.len() != game.heaps) {
        return Some(msg!(
            "read-example-heaps",
            words = short(&e.sentence),
            count = e.from.len(),
            heaps = game.heaps
        ));
    }
    let mut st = State::of(&e.from);
    // Whose move an example shows is not read: in a game whose players move
    // differently it is named, never checked against one player's moves.
    if game.per_player() && !e.ends_game {
        return Some(msg!("read-example-per-player", words = short(&e.sentence)));
    }
    if e.ends_game {
        let over = game.status(&st).is_ok_and(|s| s != Status::Live);
        return (!over).then(|| {
            msg!(
                "read-example-end",
                words = short(&e.sentence),
                position = game.position_name(&e.from)
            )
        });
    }
    // «… и Петя добавит один камень, то Ваня может получить …»: from the
    // one position that move gives.
    if let Some(mv) = &e.first_move {
        match made_first::after(game, &st, mv) {
            Some(next) => st = next,
            None => {
                return Some(msg!(
                    "read-example-move",
                    words = short(&e.sentence),
                    move = mv.clone()
                ))
            }
        }
    }
    if let Some(mv) = &e.last_move {
        match game.moves.iter().position(|m| m.text.trim() == mv) {
            Some(i) => st.hist = i as u64 + 1,
            None => {
                return Some(msg!(
                    "read-example-move",
                    words = short(&e.sentence),
                    move = mv.clone()
                ))
            }
        }
    }
    let mut succ = Vec::new();
    if let Err(err) = game.successors(&st, &mut succ) {
        return Some(msg!(
            "read-example-error",
            words = short(&e.sentence),
            error = err.to_string()
        ));
    }
    let mut got: Vec<Vec<i64>> = succ
        .iter()
        .map(|s| s.state.heaps[..game.heaps].to_vec())
        .collect();
    got.sort();
    got.dedup();
    let mut want = e.to.clone();
    want.sort();
    want.dedup();
    // «… удвоит их количество, то … победителем будет Ваня»: one move of
    // those the rules give, ending the game with the winner named.
    if let Some(mover_wins) = e.mover_wins {
        let ends_so = |t: &Vec<i64>| {
            let want = if mover_wins {
                Status::OverMoverWon
            } else {
                Status::OverMoverLost
            };
            got.contains(t) && game.status(&State::of(t)).is_ok_and(|s| s == want)
        };
        return (!want.iter().all(ends_so))
            .then(|| msg!("read-example-outcome", words = short(&e.sentence)));
    }
    // A no-repeat example's barred positions must not be reachable either.
    let agrees = got == want && !e.absent.iter().any(|a| got.contains(a));
    (!agrees).then(|| {
        let show = |v: &[Vec<i64>]| {
            v.iter()
                .map(|p| game.position_name(p))
                .collect::<Vec<_>>()
                .join(", ")
        };
        // «…, но нельзя получить кучу из 12 камней»: the barred positions
        // named too, the reader sees which the rules read allow.
        if e.absent.is_empty() {
            msg!(
                "read-example-moves",
                words = short(&e.sentence),
                want = show(&want),
                got = show(&got)
            )
        } else {
            msg!(
                "read-example-moves-barred",
                words = short(&e.sentence),
                want = show(&want),
                barred = show(&e.absent),
                got = show(&got)
            )
        }
    })
}

/// What a strategy example says that the solved game does not: at each of
/// its positions, the player it names must have a winning strategy.
pub(in crate::read) fn check_strategy(solved: &Solved, e: &Example) -> Vec<Msg> {
    let mut problems = Vec::new();
    let heaps = solved.task.game.heaps;
    let Some((positions, who)) = &e.strategy else {
        return problems;
    };
    for p in positions.iter().filter(|p| p.len() == heaps) {
        let code = solved.solution.code(&State::of(p)).and_then(|c| c.signed());
        let agrees = match code {
            Some(c) if c != 0 => (c > 0) == (*who == 1),
            _ => false,
        };
        if !agrees {
            problems.push(msg!(
                "read-example-strategy",
                words = short(&e.sentence),
                position = solved.task.game.position_name(p),
                code = code.map_or(msg!("read-example-no-win"), |c| msg!(
                    "read-example-code",
                    code = c
                ))
            ));
        }
    }
    problems
}
