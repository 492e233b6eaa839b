//! The winner's sentences read alone.

use super::*;
use crate::read::tokens::words;

fn ws(s: &str) -> Vec<String> {
    words(s)
}

#[test]
fn winner_sentences() {
    // The sentences of one heap («в куче»), as the draft reads them.
    let w = |s: &str| winner_of(&ws(s), 1).map(|f| f.keys);
    assert_eq!(
        w("Победителем считается игрок, сделавший последний ход, т.е. первым получивший такую позицию.").unwrap()[0].1,
        "mover"
    );
    // The rule in the past tense.
    assert_eq!(
        w("Победил тот, кто сделал последний ход.").unwrap()[0].1,
        "mover"
    );
    assert_eq!(
        w("Проиграл тот, кто сделал последний ход.").unwrap()[0].1,
        "opponent"
    );
    assert_eq!(
        winner_of(&ws("Если при этом в куче оказалось не более 112 камней, то победителем считается игрок, сделавший последний ход."), 1).unwrap().keys[0].1,
        "sum <= 112"
    );
    // «в куче» of two heaps, «в обеих кучах»: which heap, or the total
    // (or each)? Not read, as an end's words are not.
    for heaps in ["в куче", "в обеих кучах"] {
        let s = format!("Если при этом {heaps} оказалось не более 112 камней, то победителем считается игрок, сделавший последний ход.");
        let two = winner(&ws(&s)).map(|f| f.keys);
        assert!(
            two.is_none_or(|k| k.iter().all(|(key, _)| *key != "winner")),
            "{s}"
        );
    }
    assert_eq!(
        w("Если при этом в кучах оказалось не более 112 камней, то победителем считается игрок, сделавший последний ход.").unwrap()[0].1,
        "sum <= 112"
    );
    assert_eq!(
        w("Если при этом в кучах оказалось более 100 камней, победителем считается противник.")
            .unwrap()[0]
            .1,
        "sum <= 100"
    );
    assert_eq!(
        w("Если при этом в куче окажется чётное число камней, то победителем считается игрок, сделавший последний ход.").unwrap()[0].1,
        "even(sum)"
    );
    assert_eq!(
        w("Если в куче осталось нечётное число камней, победителем считается противник.").unwrap()
            [0]
        .1,
        "even(sum)"
    );
    // Both verbs: the one before «в противном случае» is the
    // condition's (read «sum > 40» before, complete).
    assert_eq!(
        w("Игрок, сделавший последний ход, выигрывает, если в куче не более 40 камней, и проигрывает в противном случае.").unwrap()[0].1,
        "sum <= 40"
    );
    assert_eq!(
        w("Игрок, сделавший последний ход, проигрывает, если в куче более 40 камней, иначе выигрывает.").unwrap()[0].1,
        "sum <= 40"
    );
    let both = winner(&ws("Игрок, сделавший последний ход, выигрывает, если в куче не более 40 камней, а проигрывает, если более.")).unwrap();
    assert!(both.keys.is_empty() && !both.unread.is_empty(), "{both:?}");
    let k = w("В противном случае победителем становится его противник, при этом считается, что противник сделал ход.").unwrap();
    assert!(k.contains(&("handed_win_counts", "true".into())), "{k:?}");
    assert_eq!(
        w("Игрок, сделавший последний ход, проигрывает.").unwrap()[0].1,
        "opponent"
    );
    // The win of the player who did not make the last move.
    for (s, who) in [
        (
            "Победителем считается игрок, который не делал последнего хода.",
            "opponent",
        ),
        (
            "Победителем считается игрок, не сделавший последний ход.",
            "opponent",
        ),
        ("Выигрывает тот, кто не сделал последнего хода.", "opponent"),
        (
            "Проигрывает игрок, который не делал последний ход.",
            "mover",
        ),
    ] {
        assert_eq!(w(s).unwrap()[0].1, who, "{s}");
    }
    // Another «не», an opponent named, or a condition: not this rule.
    for s in [
        "Победителем считается не тот, кто не сделал последний ход.",
        "Победителем считается противник, который не делал последнего хода.",
        "Если в куче не более 40 камней, победителем считается игрок, не сделавший последний ход.",
    ] {
        let f = winner(&ws(s));
        assert!(
            f.as_ref()
                .is_none_or(|f| f.keys.iter().all(|k| k.0 != "winner")),
            "{s}: {f:?}"
        );
    }
    // The mover loses past a number, said without «если».
    assert_eq!(
        w("Проигравшим считается тот, чей ход привёл к куче из 50 или более камней.").unwrap()[0].1,
        "sum < 50"
    );
    assert_eq!(
        w("Игрок, после чьего хода в кучах стало 7 и менее камней, считается проигравшим.")
            .unwrap()[0]
            .1,
        "sum > 7"
    );
}
