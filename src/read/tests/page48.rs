//! A collection numbered «Задание N» whose next text is a copied sdamgia
//! page (issue 21, joined probe): the page's heading «Задания» over its
//! print label, and a number over the site's problem header, head the next
//! task, never a question of the task before.

use super::{alone, read_all};

const PLAIN: &str = include_str!("../../../tests/fixtures/read/dev/sdamgia-73845.txt");
const PAGE: &str = include_str!("../../../tests/fixtures/read/held-out/sdamgia-70546.txt");

#[test]
fn a_numbered_page_with_its_print_heading_is_the_next_task() {
    // «Задание 2» + «Задания» + «Версия для печати …» + «Тип 19 № 70546».
    let doc = format!("Задание 1\n{}\nЗадание 2\n{}", PLAIN.trim(), PAGE.trim());
    assert!(doc.contains("Задание 2\nЗадания\nВерсия для печати"));
    assert_eq!(read_all(&doc), alone(&[PLAIN, PAGE]));
}

#[test]
fn a_number_over_a_site_header_of_another_task_is_the_next_tasks() {
    // «Задание 2» + «Тип 19 № 70546»: the page copied without its heading.
    let page = PAGE.trim().trim_start_matches("Задания\n");
    let doc = format!("Задание 1\n{}\nЗадание 2\n{page}", PLAIN.trim());
    assert!(doc.contains("Задание 2\nВерсия для печати"));
    assert_eq!(read_all(&doc), alone(&[PLAIN, PAGE]));
    let page = page.trim_start_matches("Версия для печати и копирования в MS Word\n");
    let doc = format!("Задание 1\n{}\nЗадание 2\n{page}", PLAIN.trim());
    assert!(doc.contains("Задание 2\nТип 19 № 70546"));
    assert_eq!(read_all(&doc), alone(&[PLAIN, PAGE]));
}
