//! Unit tests of reading a game given as a graph: parsing, errors and their messages.

use super::*;

#[test]
fn csv_with_header_comments_and_lone_vertices() {
    let g = parse("g.csv", "from,to\n# c\nA,B\n\nB , C\nD\n").unwrap();
    assert_eq!(g.names, ["A", "B", "C", "D"]);
    assert_eq!(g.graph.successors(1), &[2]);
    assert!(g.graph.successors(3).is_empty());
}

#[test]
fn csv_quoted_fields_hold_line_breaks_separators_and_quotes() {
    let text = "from,to\n\"two\nlines\",B\nB,\"x, \"\"y\"\"\"\nC; D\n \"#E\", B\n";
    let g = parse("g.csv", text).unwrap();
    assert_eq!(g.names, ["two\nlines", "B", "x, \"y\"", "C; D", "#E"]);
    assert_eq!(g.graph.successors(0), &[1]);
    assert_eq!(g.graph.successors(1), &[2]);
    // A semicolon file: the separator of the first line with one.
    let g = parse("g.csv", "# c\nA\n\"a;b\";\"c\nd\"\r\nA;B\n").unwrap();
    assert_eq!(g.names, ["A", "a;b", "c\nd", "B"]);
    // Errors name the line and column of the field at fault (a
    // quoted field before it may hold line breaks).
    let e = parse("g.csv", "A,B\n\"C\nD\",E,F\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "g.csv:3:6: 3 fields in 'C\\nD,E,F'; expected 'from,to'"
    );
    let e = parse("g.csv", "A,B\n\"x\ny\",\nC,D\n").unwrap_err();
    assert!(
        e.to_string()
            .starts_with("g.csv:3:4: an empty vertex name in 'x\\ny,'"),
        "{e}"
    );
    let e = parse("g.csv", "# c\n\nA,B\n\n  # d\nA,B,C\n").unwrap_err();
    assert!(e.to_string().starts_with("g.csv:6:5: 3 fields"), "{e}");
    let e = parse("g.csv", "A,B\nC,\"D\nE,F\n").unwrap_err();
    assert!(
        e.to_string().starts_with("g.csv:2:3: a quote opened in"),
        "{e}"
    );
}

#[test]
fn csv_quoted_names_keep_their_spaces_and_tabs() {
    // Unquoted fields are trimmed (`B , C`); a quoted one is the user's
    // text as typed: a leading tab or spaces are part of the name.
    let g = parse("g.csv", "\"\tA\",B\n\" C \",D\n\"E\" , F \n\"\"\"\t\",B\n").unwrap();
    assert_eq!(g.names, ["\tA", "B", " C ", "D", "E", "F", "\"\t"]);
    let g = parse("g.tsv", "\"\tA\"\t\" B\"\n").unwrap();
    assert_eq!(g.names, ["\tA", " B"]);
}

#[test]
fn csv_errors_name_file_and_line() {
    let e = parse("g.csv", "A,B\nA,B,C\n").unwrap_err();
    assert_eq!(
        e.to_string(),
        "g.csv:2:5: 3 fields in 'A,B,C'; expected 'from,to'"
    );
    let e = parse("g.csv", "A,\n").unwrap_err();
    assert!(
        e.to_string().starts_with("g.csv:1:3: an empty vertex name"),
        "{e}"
    );
    let e = parse("g.csv", " ,B\n").unwrap_err();
    assert!(
        e.to_string().starts_with("g.csv:1:1: an empty vertex name"),
        "{e}"
    );
    let e = parse("g.csv", "\n\n").unwrap_err();
    assert!(e.to_string().starts_with("g.csv: no vertices"), "{e}");
}

#[test]
fn dot_subset() {
    let text = "// the seed\nstrict digraph G {\n  rankdir=LR; node [shape=circle]\n  A; B -> A [color=red];\n  \"C 1\" -> B -> A\n  /* x */ C2\n}\n";
    let g = parse("g.dot", text).unwrap();
    assert_eq!(g.names, ["A", "B", "C 1", "C2"]);
    assert_eq!(g.graph.successors(1), &[0, 0]);
    assert_eq!(g.graph.successors(2), &[1]);
}

#[test]
fn dot_errors_name_the_line_and_column() {
    use InputErrorKind as K;
    let e = parse("g.dot", "digraph {\n A -> B;\n A -- C\n}").unwrap_err();
    assert_eq!(
        (e.line, e.column, &e.kind),
        (Some(3), Some(4), &K::UndirectedEdge)
    );
    assert_eq!(
        e.to_string(),
        "g.dot:3:4: an undirected edge '--'; a game graph needs '->'"
    );
    let e = parse("g.dot", "graph { A -- B }").unwrap_err();
    assert_eq!(e.kind, K::UndirectedGraph);
    let e = parse("g.dot", "digraph {\n A -> B;\n").unwrap_err();
    assert_eq!(
        (e.line, e.column, &e.kind),
        (Some(2), None, &K::DigraphNotClosed)
    );
    assert_eq!(
        e.to_string(),
        "g.dot:2: the digraph is never closed with '}'"
    );
    let e = parse("g.dot", "digraph {\n A -> ;\n}").unwrap_err();
    assert_eq!((e.line, e.column), (Some(2), Some(4)));
    let e = parse("g.dot", "digraph {\n \"a\nb\" -> C; /* x\n */ D ->\n}").unwrap_err();
    assert_eq!(
        (e.line, e.column, &e.kind),
        (Some(4), Some(7), &K::NoVertexAfterArrow)
    );
    let e = parse("g.dot", "digraph { A -> B } x").unwrap_err();
    assert_eq!((e.column, &e.kind), (Some(20), &K::TextAfterClose));
    let e = parse("g.dot", "digraph { A -> B; ] }").unwrap_err();
    assert_eq!(e.to_string(), "g.dot:1:19: unexpected ']'");
    let e = parse("g.dot", "digraph { }").unwrap_err();
    assert_eq!((e.line, e.column, &e.kind), (None, None, &K::NoVertices));
    assert_eq!(
        e.to_string(),
        "g.dot: no vertices (the file is empty); expected lines 'from,to' or a DOT digraph"
    );
}

#[test]
fn errors_are_worded_in_russian() {
    let e = parse("g.dot", "digraph {\n A -> B;\n A -- C\n}").unwrap_err();
    assert_eq!(
        e.message(Lang::Ru),
        "g.dot:3:4: неориентированное ребро '--'; в графе игры нужно '->'"
    );
    let e = parse("g.csv", "A,B\nA,B,C,D,E\n").unwrap_err();
    assert_eq!(
        e.message(Lang::Ru),
        "g.csv:2:5: 5 полей в 'A,B,C,D,E'; нужно два: 'откуда,куда'"
    );
}

#[test]
fn z_after_losing_ends() {
    // 0 -> 1 (handed: reaching it loses), 2 -> 0.
    let g = Graph::from_lists(&[vec![1], vec![], vec![0]]);
    let nodes = [Node::Live, Node::Handed, Node::Live];
    let ng = from_explored(
        vec!["a".into(), "b".into(), "c".into()],
        &nodes,
        &g,
        false,
        Some(2),
        None,
    );
    assert_eq!(ng.z, Some(3));
    assert_eq!(ng.graph.successors(1), &[3]);
    assert_eq!(ng.names[3], "z");
}

#[test]
fn tokens_split_outside_parentheses() {
    assert_eq!(split_tokens("A, C,C"), ["A", "C", "C"]);
    assert_eq!(split_tokens("(1,2),(3, 4)"), ["(1,2)", "(3, 4)"]);
}
