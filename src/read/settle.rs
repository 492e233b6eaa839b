//! Two readings of a question settled by what the question asks: when the
//! words read two ways («Известно, что Ваня выиграл своим первым ходом.
//! Укажите значение S …») and one reading gives what they ask for (one
//! value, two values, some value) while the other cannot (35 values where
//! one is asked, none where the least is asked), the author meant the one
//! that fits: a published task always has its answer. Kept in the template
//! with the other reading named; when both fit, or neither, both stay —
//! unless both give the same answer («не более чем за два хода» where no
//! start is won at once): then the answer is sure whichever was meant.

use super::*;

/// The most bytes a settling solve may take: exam games need kilobytes;
/// a larger game keeps both readings rather than spend the memory.
const SETTLE_BYTES: u64 = 64 << 20;

impl Reading {
    /// The reading with each two-way question settled where exactly one
    /// reading fits what its words ask for.
    pub(super) fn settled(mut self) -> Reading {
        let opts = SolveOptions {
            max_bytes: SETTLE_BYTES,
            threads: 1,
            ..SolveOptions::default()
        };
        for i in 0..self.questions.len() {
            if self.questions[i].queries.len() != 2 {
                continue;
            }
            let Some((fits, answers)) = self.readings_fit(&self.questions[i], &opts) else {
                continue;
            };
            // Both fit and give one answer, shown with no warning.
            let alike = answers[0].is_some() && answers[0] == answers[1] && fits == [true, true];
            let keep = match fits[..] {
                _ if alike => 0,
                [true, false] => 0,
                [false, true] => 1,
                _ => continue,
            };
            let second = self.questions[i].id_of(1);
            let rq = &mut self.questions[i];
            let dropped = rq.queries.remove(1 - keep);
            rq.settled_over = Some(dropped);
            rq.settled_alike = alike;
            for s in &mut self.sentences {
                s.questions.retain(|id| *id != second);
            }
        }
        self
    }

    /// Whether each reading of `rq` gives what its words ask for, and the
    /// answer each gives (none when empty or warned about); `None` when its
    /// game cannot be solved within `opts`.
    fn readings_fit(
        &self,
        rq: &ReadQuestion,
        opts: &SolveOptions,
    ) -> Option<(Vec<bool>, Vec<Option<String>>)> {
        let task = self.spec_of(rq).build(&|k| k.to_string()).ok()?;
        let solved = crate::solved::solve_task_with(task, opts, OPEN_SPAN, &[]).ok()?;
        let fits = solved
            .answers
            .iter()
            .enumerate()
            .map(|(n, a)| reading::answer_notes(rq, n, a, true).is_empty())
            .collect::<Vec<_>>();
        let answers = solved
            .answers
            .iter()
            .map(|a| (a.warnings.is_empty() && !a.answer.is_empty()).then(|| a.answer.clone()))
            .collect::<Vec<_>>();
        (fits.len() == rq.queries.len()).then_some((fits, answers))
    }
}

#[cfg(test)]
mod tests {
    use crate::read::read_bytes;

    /// A one-heap game of adding one or three and doubling, to 50, with `q`:
    /// Vanya wins at once whatever Petya does from one start only (24),
    /// after some move of Petya's from many.
    fn task(q: &str) -> String {
        format!(
            "Два игрока, Петя и Ваня, играют в следующую игру. Перед ними лежит куча \
             камней. Игроки ходят по очереди, первый ход делает Петя. За один ход игрок \
             может добавить в кучу один или три камня или увеличить количество камней в \
             куче в два раза. Игра завершается, когда количество камней в куче \
             становится не менее 50. Победителем считается игрок, сделавший последний \
             ход. В начальный момент в куче было S камней, 1 ≤ S ≤ 49.\n{q}"
        )
    }

    /// The answers of a text's one task, and whether it reads complete.
    fn answers(text: &str) -> (bool, Vec<(String, String)>, String) {
        let r = read_bytes(text.as_bytes()).expect("a task").remove(0);
        let out = r.solve();
        let got = out.answers.into_iter().map(|a| (a.id, a.answer)).collect();
        (out.complete, got, r.template())
    }

    /// «Известно, что Ваня выиграл своим первым ходом. Укажите значение S»:
    /// whatever Petya does (one value) or after some move of his (many):
    /// only the first gives the one value asked, and is the reading kept,
    /// the other named in the template.
    #[test]
    fn the_reading_that_gives_what_is_asked_is_kept() {
        let (complete, got, template) = answers(&task(
            "Известно, что Ваня выиграл своим первым ходом. Укажите значение S, с \
             которого началась игра.",
        ));
        assert!(complete, "{template}");
        let (_, want, _) = answers(&task(
            "Укажите значение S, при котором Ваня выигрывает своим первым ходом при \
             любой игре Пети.",
        ));
        assert_eq!(got, want, "{template}");
        assert!(
            template.contains("\"value where some(code == 1)\" gives no answer"),
            "{template}"
        );
    }

    /// The template's notes beside the queries are in the reader's
    /// language: the reading kept and the reading set aside, in Russian.
    #[test]
    fn the_templates_notes_are_worded_in_the_language_shown() {
        let text = task(
            "Известно, что Ваня выиграл своим первым ходом. Укажите значение S, с \
             которого началась игра.\nИзвестно, что Ваня выиграл своим первым ходом. \
             Укажите наименьшее значение S.",
        );
        let r = read_bytes(text.as_bytes()).expect("a task").remove(0);
        let ru = r.template_in(crate::exam::wording::Lang::Ru);
        assert!(ru.contains("не даёт ответа того вида, что спрошен"), "{ru}");
        assert!(ru.contains("(прочтение 2 из 2)"), "{ru}");
        assert!(!ru.contains("reading") && !ru.contains("the words"), "{ru}");
    }

    /// «наименьшее значение»: both readings give one, so both stay, the
    /// task not complete.
    #[test]
    fn two_readings_that_both_give_what_is_asked_stay() {
        let (complete, got, template) = answers(&task(
            "Известно, что Ваня выиграл своим первым ходом. Укажите наименьшее значение S.",
        ));
        assert!(!complete, "{template}");
        assert_eq!(got.len(), 2, "{template}");
    }
}
