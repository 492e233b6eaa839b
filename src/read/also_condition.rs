//! «Если количество камней чётное, игрок может также увеличить …»: moves
//! added to a list said before, their condition said first and «также»
//! right after «может» — in a sentence of its own or after «;» in the
//! list's sentence («добавить один камень; если …, игрок может также …»).
//! Read as «Также, если …, игрок может …», never as a list of their own.

use super::conditional;
use super::sentences::cut_where_read;

/// The sentence without its condition («Также, игрок может увеличить …»)
/// and with it after «может» («Также, игрок может: если …, увеличить …»),
/// as `moves::continued_condition_first` gives them; `None` for any other.
pub(super) fn also_condition_first(sentence: &str) -> Option<(String, String)> {
    let (_, who, tail) = conditional::condition_first_parts(sentence)?;
    let tail = tail.strip_prefix("также ")?;
    let said = conditional::condition_first(&sentence.replacen(" может также ", " может ", 1))?;
    Some((
        format!("Также, {who} может {tail}"),
        format!("Также, {said}"),
    ))
}

/// Whether a sentence adds moves so («Если …, игрок может также …»).
pub(super) fn is_also_condition_first(sentence: &str) -> bool {
    also_condition_first(sentence).is_some()
}

/// «… добавить в кучу один камень; если … чётное, игрок может также
/// удвоить …»: the added moves cut off the list's sentence at «;».
pub(super) fn apart(sentences: Vec<String>) -> Vec<String> {
    cut_where_read(sentences, &["; "], is_also_condition_first)
}
