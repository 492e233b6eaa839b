//! A task kept in a program's comments: the game and its questions as «# …»
//! lines above and between the code that solves it. The program's own lines
//! are not the task's: read as words, «def f(x, s, n=0): # x — это …» and
//! «for s in range(1, 42):» were named as sentences not read.

use super::super::sentences::has_russian as russian;

/// Whether a line holds a Cyrillic letter before any «#» (Russian words of
/// its own, not of a comment after code).
fn russian_before_comment(line: &str) -> bool {
    russian(line.split('#').next().unwrap_or(""))
}

/// The text with a program's lines blanked, when its Russian words are all
/// in «#» comments (at least three comment lines of them, none outside a
/// comment); any other text as it is.
pub(super) fn without_program(text: &str) -> String {
    let comment = |l: &str| l.trim_start().starts_with('#');
    let lines: Vec<&str> = text.lines().collect();
    let commented = lines.iter().filter(|l| comment(l) && russian(l)).count();
    let outside = lines
        .iter()
        .any(|l| !comment(l) && russian_before_comment(l));
    if commented < 3 || outside {
        return text.to_string();
    }
    lines
        .iter()
        .map(|l| if comment(l) { *l } else { "" })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_programs_lines_between_commented_task_lines_are_blanked() {
        let text = "# Перед игроками лежит куча камней.\n\
                    # За один ход можно добавить камень.\n\
                    def g(x, m):  # m — сколько ходов осталось\n    return x >= 20\n\
                    # Найдите минимальное значение S.\n\
                    print(min(s for s in range(1, 20) if g(s, 2)))";
        let out = without_program(text);
        assert!(!out.contains("def") && !out.contains("print"), "{out}");
        assert!(out.contains("# Найдите минимальное значение S."), "{out}");
        // Russian words outside the comments: not a program's text.
        let prose = "# Задача\nДва игрока играют в игру.\n# Вопрос 1\n# Вопрос 2\nx = 1";
        assert_eq!(without_program(prose), prose);
    }
}
