//! A reading's own work: the template TOML it gives (each key beside its
//! words), the task specs of its questions, and solving them through the
//! one pipeline, each example sentence checked against the rules read.

use super::*;

impl Reading {
    /// The reading as the template TOML `solve` takes, each key beside the
    /// words it came from (the second reading of a question under its own
    /// id, `19b`).
    pub fn template(&self) -> String {
        self.template_in(Lang::En)
    }

    /// [`Reading::template`], its notes beside the queries worded in `lang`.
    pub fn template_in(&self, lang: Lang) -> String {
        let q = |s: &str| toml::Value::String(s.to_string()).to_string();
        let mut out = String::new();
        out.push_str(&format!("name = {}\n", q(&self.name())));
        // In the order of a template's keys (the questions follow).
        for key in crate::task::TEMPLATE_KEYS {
            if let Some(k) = self.keys.iter().find(|k| k.name == key) {
                let value = if key == "handed_win_counts" {
                    k.value.clone()
                } else {
                    q(&k.value)
                };
                // A key the earlier task's sentence gave: said so.
                let from = self
                    .from_task
                    .as_ref()
                    .filter(|f| f.sentences.iter().any(|t| short(t) == k.words))
                    .map(|f| {
                        let n =
                            crate::tr!(lang, "read-template-from-task", task = f.number.clone());
                        format!(" ({n})")
                    })
                    .unwrap_or_default();
                out.push_str(&format!(
                    "{key} = {value}  # «{}»{from}\n",
                    k.words.replace('\n', " ")
                ));
            }
        }
        if !self.questions.is_empty() {
            out.push_str("\n[questions]\n");
            for rq in &self.questions {
                for (i, query) in rq.queries.iter().enumerate() {
                    let id = rq.id_of(i);
                    let mut note = if rq.queries.len() > 1 {
                        let n = crate::tr!(
                            lang,
                            "read-template-reading",
                            n = i + 1,
                            of = rq.queries.len()
                        );
                        format!(" ({n})")
                    } else {
                        String::new()
                    };
                    if let Some(other) = &rq.settled_over {
                        let other = q(other);
                        let said = if rq.settled_alike {
                            crate::tr!(lang, "read-template-settled-alike", other = other)
                        } else {
                            crate::tr!(lang, "read-template-settled", other = other)
                        };
                        note.push_str(&format!(" ({said})"));
                    }
                    // A question with a start of its own asks another game:
                    // shown, commented out (one template states one game).
                    let own: Vec<String> = rq
                        .own
                        .iter()
                        .map(|(k, v)| format!("{k} = {}", q(v)))
                        .collect();
                    // Questions the earlier task asked («Ответьте на те же
                    // вопросы.»): said so, as its game's keys are.
                    if let Some(f) = self.from_task.as_ref().filter(|f| f.questions) {
                        let n =
                            crate::tr!(lang, "read-template-from-task", task = f.number.clone());
                        note.push_str(&format!(" ({n})"));
                    }
                    let hash = if own.is_empty() { "" } else { "# " };
                    if !own.is_empty() {
                        let keys = own.join(", ");
                        note.push_str(&format!(
                            " ({})",
                            crate::tr!(lang, "read-template-own-game", keys = keys)
                        ));
                    }
                    out.push_str(&format!(
                        "{hash}{} = {}  # «{}»{note}\n",
                        q(&id),
                        q(query),
                        short(&rq.words)
                    ));
                }
            }
        }
        out
    }

    /// The reading as the pipeline's task keys: what [`Reading::template`]
    /// writes as TOML, without writing and parsing it again.
    pub fn spec(&self) -> TaskSpec {
        let key = |name: &str| {
            self.keys
                .iter()
                .find(|k| k.name == name)
                .map(|k| k.value.clone())
        };
        let questions = self
            .questions
            .iter()
            .filter(|rq| rq.own.is_empty())
            .flat_map(|rq| {
                rq.queries
                    .iter()
                    .enumerate()
                    .map(|(i, q)| (rq.id_of(i), q.clone()))
            })
            .collect::<Vec<_>>();
        TaskSpec {
            name: Some(self.name()),
            name_en: Some(self.name_in(Lang::En)),
            description: None,
            game: GameSpec {
                start: key("start"),
                s: key("s"),
                k: key("k"),
                moves: key("moves"),
                end: key("end"),
                winner: key("winner"),
                no_moves: key("no_moves"),
                no_repeat: key("no_repeat"),
                require: key("require"),
                handed_win_counts: key("handed_win_counts").map(|v| v == "true"),
                ..GameSpec::default()
            },
            questions: (!questions.is_empty()).then_some(questions),
        }
    }

    /// The task's game with a question's own keys put in, asking that
    /// question only.
    pub(super) fn spec_of(&self, rq: &ReadQuestion) -> TaskSpec {
        let mut spec = self.spec();
        for (k, v) in &rq.own {
            match *k {
                "start" => spec.game.start = Some(v.clone()),
                "s" => spec.game.s = Some(v.clone()),
                "k" => spec.game.k = Some(v.clone()),
                _ => {}
            }
        }
        spec.questions = Some(
            rq.queries
                .iter()
                .enumerate()
                .map(|(i, q)| (rq.id_of(i), q.clone()))
                .collect(),
        );
        spec
    }

    /// The task's name: «Задача 39 (title)».
    fn name(&self) -> String {
        self.name_in(Lang::Ru)
    }

    /// The task's name in `lang`: «Задача 39 (title)», «Task 39 (title)».
    fn name_in(&self, lang: Lang) -> String {
        let task = |n: &str| crate::tr!(lang, "st-title-task", n = n);
        match (&self.number, &self.title) {
            (Some(n), Some(t)) => format!("{} ({t})", task(n)),
            (Some(n), None) => task(n),
            (None, Some(t)) => t.clone(),
            (None, None) => crate::i18n::fixed(lang, "st-col-task").to_string(),
        }
    }

    /// Solves the reading through the one pipeline, checks its examples
    /// and says whether it is complete.
    pub fn solve(&self) -> Outcome {
        self.solve_with(&SolveOptions::default())
    }

    /// [`Reading::solve`] within `opts`.
    pub fn solve_with(&self, opts: &SolveOptions) -> Outcome {
        self.solve_full_with(opts).0
    }

    /// [`Reading::solve`], and the solved task when the reading makes a game
    /// and asks something (for a writer that needs more than the answers:
    /// the book).
    pub fn solve_full(&self) -> (Outcome, Option<Solved>) {
        self.solve_full_with(&SolveOptions::default())
    }

    /// [`Reading::solve_full`] within `opts`.
    pub fn solve_full_with(&self, opts: &SolveOptions) -> (Outcome, Option<Solved>) {
        let mut problems: Vec<Msg> = self.unread.clone();
        let mut answers = Vec::new();
        let mut spec = self.spec();
        if spec.questions.is_none() && !self.questions.is_empty() {
            // Every question has a start of its own: the task's game asks
            // nothing (not the preset questions).
            spec.questions = Some(Vec::new());
        }
        // No start of the task's, each question its own: the task's game
        // (its examples checked on it, its moves and end) is built from the
        // first question's start; every question is still solved apart.
        if spec.game.start.is_none() && self.questions.iter().all(|rq| !rq.own.is_empty()) {
            if let Some(first) = self.questions.first() {
                let own = self.spec_of(first).game;
                spec.game.start = own.start;
                spec.game.s = own.s;
                spec.game.k = own.k;
            }
        }
        let built = spec.build(&|k| match self.keys.iter().find(|x| x.name == k) {
            Some(x) => format!("{k} («{}»)", x.words),
            None => k.to_string(),
        });
        let task = match built {
            Ok(t) => t,
            Err(e) => {
                problems.push(msg!("read-note-no-game", error = e));
                return (Outcome::new(answers, problems, false), None);
            }
        };
        for e in self.examples.iter().filter(|e| e.strategy.is_none()) {
            if let Some(p) = check_example(&task.game, e) {
                problems.push(p);
            }
        }
        let strategies: Vec<&Example> = self
            .examples
            .iter()
            .filter(|e| e.strategy.is_some())
            .collect();
        let also: Vec<State> = strategies
            .iter()
            .flat_map(|e| {
                e.strategy
                    .iter()
                    .flat_map(|(p, _)| p.iter().map(|p| State::of(p)))
            })
            .filter(|st| st.heaps.iter().all(|h| *h >= 0))
            .collect();
        if self.questions.is_empty() {
            return (Outcome::new(answers, problems, false), None);
        }
        let heaps = task.game.heaps;
        let also: Vec<State> = if strategies.iter().all(|e| {
            e.strategy
                .as_ref()
                .is_some_and(|(p, _)| p.iter().all(|p| p.len() == heaps))
        }) {
            also
        } else {
            problems.push(msg!("read-note-strategy-heaps"));
            Vec::new()
        };
        let solved = match crate::solved::solve_task_with(task, opts, OPEN_SPAN, &also) {
            Ok(solved) => {
                if !self.keys.iter().any(|k| k.name == "no_moves") {
                    let starts: Vec<State> = solved.starts.iter().map(|s| s.state).collect();
                    if let Some(st) = stuck::stuck_position(&solved.task.game, &starts) {
                        let position = solved.task.game.position_name(&st.heaps);
                        problems.push(msg!("read-note-stuck", position = position));
                    }
                }
                for e in &strategies {
                    problems.extend(examples::check_strategy(&solved, e));
                }
                let mut i = 0;
                for rq in &self.questions {
                    // A question with a start of its own: its game solved
                    // apart.
                    let apart = (!rq.own.is_empty()).then(|| {
                        self.spec_of(rq)
                            .build(&|k| k.to_string())
                            .and_then(|t| crate::solved::solve_task_with(t, opts, OPEN_SPAN, &[]))
                    });
                    let own_answers = match &apart {
                        Some(Ok(s)) => Some(&s.answers),
                        Some(Err(e)) => {
                            problems.push(msg!("read-note-cannot-solve", error = e.clone()));
                            continue;
                        }
                        None => None,
                    };
                    for (n, query) in rq.queries.iter().enumerate() {
                        let a = match own_answers {
                            Some(list) => list.get(n),
                            None => {
                                i += 1;
                                solved.answers.get(i - 1)
                            }
                        };
                        let Some(a) = a else {
                            break;
                        };
                        let id = rq.id_of(n);
                        problems.extend(answer_notes(rq, n, a, n == 0));
                        answers.push(ReadAnswer {
                            id,
                            question: rq.words.clone(),
                            query: query.clone(),
                            answer: a.shown().to_string(),
                        });
                    }
                    if rq.queries.len() > 1 {
                        problems.push(msg!("read-note-two-readings", id = rq.id.clone()));
                    }
                }
                Some(solved)
            }
            Err(e) => {
                problems.push(msg!("read-note-cannot-solve", error = e));
                None
            }
        };
        let complete = problems.is_empty();
        (Outcome::new(answers, problems, complete), solved)
    }
}

/// Where the answer of `rq`'s `n`-th reading is not what its words ask
/// for: another count of values than «два значения» says (looked at when
/// `count_checked`), a list the game does not give ([`unanswered`]), the
/// solver's warnings. Empty when it is (settle.rs keeps the one reading
/// of two with none).
pub(super) fn answer_notes(
    rq: &ReadQuestion,
    n: usize,
    a: &crate::exam::Answer,
    count_checked: bool,
) -> Vec<Msg> {
    let id = rq.id_of(n);
    let got = a.values.len();
    let mut notes = Vec::new();
    if let (Some(want), true) = (rq.expect, count_checked) {
        if got != want {
            notes.push(msg!(
                "read-note-values",
                id = rq.id.clone(),
                want = want,
                got = got
            ));
        }
    }
    if let Some(want) = unanswered(&a.query, got) {
        notes.push(msg!(
            "read-note-too-few",
            id = id.clone(),
            want = want,
            got = got
        ));
    }
    // The count said once: «нужно 1 значение, а подходят 3» already says
    // what the solver's «3 values qualify, one asked for» would repeat.
    let counted = !notes.is_empty();
    for w in a
        .warnings
        .iter()
        .filter(|w| !(counted && w.id() == "warning-too-many"))
    {
        notes.push(msg!(
            "read-note-warning",
            id = id.clone(),
            warning = w.clone()
        ));
    }
    notes
}

/// A list the question asks for that the game does not give: «все значения»
/// with none qualifying, or «минимальное и максимальное значения» with
/// fewer than two. A real task always has them: an empty list (or one
/// value for the least and the greatest) says the game or the question was
/// read wrong. The values the words ask for; `None` when the answer is
/// whole (`min`, `max` and `minmax` warn by themselves when none qualifies,
/// `count` may be 0). A sum or a product of none («сумму всех значений»)
/// is a list not given as well (answered 0 or 1).
fn unanswered(query: &str, got: usize) -> Option<usize> {
    let report = query.split_whitespace().next()?;
    match report {
        "all" | "value" | "sum" | "product" if got == 0 => Some(1),
        "minmax" if got == 1 => Some(2),
        _ => None,
    }
}
