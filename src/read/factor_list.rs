//! A list of factors that shares one «раз(а)»: «увеличить количество камней в
//! куче в 2 или 4 раза», «уменьшить … в два, три или пять раз». The move
//! reader splits an item at «или» and commas, which leaves the first factors
//! of such a list without their unit — read alone, «увеличить … в 2» would be
//! an addition of 2. Before the clauses are read, each bare factor of a list
//! that ends in «N раз(а)» gets the unit back; each factor may repeat its
//! «в» («в два или в три раза»).

use super::tokens::words;
use super::vocabulary::vocabulary;

/// Whether the words are one number and nothing else («4», «три»).
fn bare_number(ws: &[String]) -> bool {
    matches!(vocabulary().number_at(ws, 0), Some((_, len)) if len == ws.len())
}

/// A bare number, maybe after its own «в» («в три» in «в два или в три
/// раза»).
fn bare_factor(ws: &[String]) -> bool {
    match ws.split_first() {
        Some((first, rest)) if first == "в" => !rest.is_empty() && bare_number(rest),
        _ => bare_number(ws),
    }
}

/// «раз», «раза» (`move_words.times`).
fn is_times(w: &str) -> bool {
    vocabulary().group("move_words.times").is(w)
}

/// Whether a clause ends the list: a number and «раз(а)» alone («4 раза»,
/// «в 4 раза»).
fn list_tail(ws: &[String]) -> bool {
    ws.last().is_some_and(|w| is_times(w)) && bare_factor(&ws[..ws.len() - 1])
}

/// Whether a clause opens the list: it ends in «в N» and names no unit of its
/// own («увеличить количество камней в куче в 2»).
fn list_head(ws: &[String]) -> bool {
    let v = vocabulary();
    if ws.iter().any(|w| is_times(w)) {
        return false;
    }
    (1..ws.len()).any(|i| {
        ws[i - 1] == "в" && matches!(v.number_at(ws, i), Some((_, len)) if i + len == ws.len())
    })
}

/// The clauses of one move item, each bare factor of a list that ends in «N
/// раз(а)» given its «раза»; any other clause as it was.
pub(super) fn share_times(mut clauses: Vec<String>) -> Vec<String> {
    let ws: Vec<Vec<String>> = clauses.iter().map(|c| words(c)).collect();
    let mut i = 0;
    while i < clauses.len() {
        if list_head(&ws[i]) {
            let mut j = i + 1;
            while j < clauses.len() && bare_factor(&ws[j]) {
                j += 1;
            }
            if j > i && j < clauses.len() && list_tail(&ws[j]) {
                for c in &mut clauses[i..j] {
                    c.push_str(" раза");
                }
                i = j;
            }
        }
        i += 1;
    }
    clauses
}

#[cfg(test)]
mod tests {
    use super::super::moves::moves;
    use super::*;

    fn read(sentence: &str) -> Option<String> {
        let f = moves(sentence, None);
        assert!(f.unread.is_empty(), "{sentence}: {f:?}");
        f.keys.first().map(|k| k.1.clone())
    }

    #[test]
    fn a_list_of_factors_shares_its_unit() {
        assert_eq!(
            read("За один ход игрок может увеличить количество камней в куче в два или три раза или убрать из кучи один камень.").as_deref(),
            Some("*2 *3 -1")
        );
        assert_eq!(
            read("За один ход можно уменьшить количество камней в куче в 2, 3 или 5 раз (количество камней, полученное при делении, округляется до меньшего).").as_deref(),
            Some("/2 /3 /5")
        );
    }

    #[test]
    fn amounts_and_single_factors_are_left_alone() {
        assert_eq!(
            read("За один ход игрок может добавить в кучу 1 или 2 камня или увеличить количество камней в куче в 3 раза.").as_deref(),
            Some("+1 +2 *3")
        );
        let clauses = vec!["добавить в кучу 1".to_string(), "2 камня".to_string()];
        assert_eq!(share_times(clauses.clone()), clauses);
        let clauses = vec!["увеличить в 2".to_string(), "добавить 4".to_string()];
        assert_eq!(share_times(clauses.clone()), clauses);
    }
}
