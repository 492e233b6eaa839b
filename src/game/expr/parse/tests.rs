//! Unit tests of the expression parser.

use super::super::tests::heaps;
use super::*;

#[test]
fn errors_name_the_token_with_a_caret() {
    let e = parse_condition("sum >= 7 7", &heaps(2)).unwrap_err();
    assert_eq!(e.column(), 10);
    assert!(e.message.to_string().contains("expected the end"), "{e}");
    assert!(e.caret().ends_with("         ^"), "{}", e.caret());
    let e = parse_condition("summ >= 77", &heaps(2)).unwrap_err();
    assert!(e.message.to_string().contains("unknown name 'summ'"), "{e}");
    let e = parse_condition("sum + 77", &heaps(2)).unwrap_err();
    assert!(
        e.message.to_string().contains("expected a condition"),
        "{e}"
    );
    let e = parse_condition("x > 1", &heaps(2)).unwrap_err();
    assert!(
        e.message.to_string().contains("only defined in a move"),
        "{e}"
    );
    let e = parse_condition("sum >= 99999999999999999999", &heaps(2)).unwrap_err();
    assert!(e.message.to_string().contains("too large"), "{e}");
    let e = parse_condition("sum >= 7 $", &heaps(2)).unwrap_err();
    assert!(
        e.message.to_string().contains("unexpected character '$'"),
        "{e}"
    );
}
