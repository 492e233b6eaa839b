//! A Word 97–2003 `.doc` of tasks numbered by automatic lists (issue 21,
//! teachers' collections): the tasks keep their numbers (93., 127.) and
//! their questions theirs (19.–21.), drawn from the list tables. The
//! answers are the published ones (`gametable solve` on the manifests'
//! templates of kp1921-093 and kp1921-127 gives the same).

use crate::read::*;

#[test]
fn a_docs_list_numbers_name_its_tasks_and_questions() {
    let bytes = include_bytes!("../../../tests/fixtures/read/formats/lists-kp1921.doc");
    let rs = read_bytes(bytes).unwrap_or_default();
    let numbers: Vec<Option<&str>> = rs.iter().map(|r| r.number.as_deref()).collect();
    assert_eq!(numbers, [Some("93"), Some("127")]);
    let read: Vec<Vec<(String, String)>> = rs
        .iter()
        .map(|r| {
            let out = r.solve();
            assert!(out.complete);
            out.answers.into_iter().map(|a| (a.id, a.answer)).collect()
        })
        .collect();
    let want = |a: [(&str, &str); 3]| -> Vec<(String, String)> {
        a.iter()
            .map(|(i, v)| (i.to_string(), v.to_string()))
            .collect()
    };
    assert_eq!(
        read,
        [
            want([("19", "2"), ("20", "1 29"), ("21", "3")]),
            want([("19", "27"), ("20", "24 26"), ("21", "23")]),
        ]
    );
}
