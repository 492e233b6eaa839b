//! The examples' reading and checking, sentence by sentence.

use super::*;

#[test]
fn a_sentence_of_two_examples_is_two() {
    let s = "Например, если в куче 12 камней, то за один ход можно получить 7, 6 или 4 камня, а если в куче 11 камней, то за один ход можно получить 6 или 12 камней.";
    let p = parts(s);
    assert_eq!(p.len(), 2, "{p:?}");
    let e: Vec<Example> = p.iter().filter_map(|p| example(p, &[], None)).collect();
    assert_eq!(
        e.iter()
            .map(|e| (e.from.clone(), e.to.clone()))
            .collect::<Vec<_>>(),
        [
            (vec![12], vec![vec![7], vec![6], vec![4]]),
            (vec![11], vec![vec![6], vec![12]])
        ]
    );
}

#[test]
fn an_aside_example_is_a_sentence_of_its_own() {
    let s = "За один ход игрок может добавить в кучу один камень или удвоить кучу (например, из 10 камней можно получить 11 или 20).";
    assert_eq!(
        asides_apart(vec![s.to_string()]),
        [
            "За один ход игрок может добавить в кучу один камень или удвоить кучу.",
            "Например, из 10 камней можно получить 11 или 20."
        ]
    );
    // Letters whose lower case is longer («İ») before the bracket.
    let s = "İİ За один ход игрок может удвоить кучу (Например, из 10 камней можно получить 20).";
    assert_eq!(
        asides_apart(vec![s.to_string()]),
        [
            "İİ За один ход игрок может удвоить кучу.",
            "Например, из 10 камней можно получить 20."
        ]
    );
    // A bracket that gives no positions stays where it is.
    let s = "За один ход игрок может уменьшить кучу вдвое (например, 7 камней станут 4).";
    assert_eq!(asides_apart(vec![s.to_string()]), [s]);
}

#[test]
fn sizes_in_words_beside_digits() {
    assert_eq!(
        heap_sizes("Например, из 10 камней можно получить одиннадцать или 20 камней."),
        Some(vec![10, 11, 20])
    );
    assert_eq!(
        heap_sizes("Например, из 10 камней можно получить 11 камней или двадцать."),
        Some(vec![10, 11, 20])
    );
    // A count of stones beside digits that is no size stays out: the
    // last case of `heap_sizes_skip_counts_of_moves_and_times`.
}

#[test]
fn a_position_in_words_before_results_in_digits() {
    assert_eq!(
        heap_sizes("Например, имея кучу из пятнадцати камней, за один ход можно получить кучу из 17 или 30 камней."),
        Some(vec![15, 17, 30])
    );
    assert_eq!(
        heap_sizes("Например, из кучи в двадцать камней за один ход можно получить кучу из 21, 25 или 60 камней."),
        Some(vec![20, 21, 25, 60])
    );
    // After a digit, a number of stones in words is a move's, not the position.
    assert_eq!(
        heap_sizes(
            "Получить 5 камней Ваня не может, так как для этого нужно добавить в кучу один камень."
        ),
        Some(vec![5])
    );
}

#[test]
fn heap_sizes_skip_counts_of_moves_and_times() {
    assert_eq!(
        heap_sizes("Например, из десяти камней за один ход можно получить одиннадцать (добавив один камень) или двадцать, увеличив кучу в два раза."),
        Some(vec![10, 11, 20])
    );
    // With sizes in digits, a number in words is a move's amount.
    assert_eq!(
        heap_sizes(
            "Получить 5 камней Ваня не может, так как для этого нужно добавить один камень."
        ),
        Some(vec![5])
    );
    // An amount in digits after a move's verb is no size either.
    assert_eq!(
        heap_sizes("Получить 9 камней Петя не может: для этого надо убрать 3 камня."),
        Some(vec![9])
    );
}

#[test]
fn a_then_sentence_starts_from_the_position_before() {
    let e = example(
        "Тогда за один ход можно получить 11 или 20 камней.",
        &[],
        Some(&vec![10]),
    );
    assert_eq!(
        e.map(|e| (e.from, e.to)),
        Some((vec![10], vec![vec![11], vec![20]]))
    );
    // Any other sentence names its own position first.
    let e = example(
        "Например, из 15 камней можно получить 16 или 30.",
        &[],
        Some(&vec![10]),
    );
    assert_eq!(
        e.map(|e| (e.from, e.to)),
        Some((vec![15], vec![vec![16], vec![30]]))
    );
}
