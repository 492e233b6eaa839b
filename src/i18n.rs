//! Every sentence a user reads, in each language: Fluent catalogs under
//! `locales/<lang>/*.ftl`, compiled into the program. Code names a message
//! by its id and passes its values; the wording (plurals, word order) lives
//! in the catalog, so a Russian sentence is written as Russian, never
//! translated from the English one afterwards.
//!
//! Adding a message: put it in the English and the Russian file of the same
//! name; `every_message_has_both_languages` fails until both have it, and
//! `every_id_used_in_the_code_exists` fails for an id the catalogs lack.

use crate::exam::wording::Lang;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;

/// The catalogs, file by file (a file per area): one list of names, read
/// in each language, so a new file cannot be registered for one language
/// only.
macro_rules! catalogs {
    ($($file:literal),* $(,)?) => {
        const EN: &[(&str, &str)] =
            &[$(($file, include_str!(concat!("../locales/en/", $file, ".ftl")))),*];
        const RU: &[(&str, &str)] =
            &[$(($file, include_str!(concat!("../locales/ru/", $file, ".ftl")))),*];
    };
}

catalogs!(
    "common",
    "help",
    "rules",
    "wording",
    "sheets",
    "statement",
    "errors",
    "check",
    "notes",
    "class",
    "page",
    "commands",
    "book",
    "read",
    "document",
    "graph",
    "sg",
    "output",
    "variant",
);

/// A value passed into a message: a number (for plurals), a text, or
/// another message (worded in the same language as the one it is in).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    Num(i128),
    Text(String),
    Msg(Box<Msg>),
}

impl From<Msg> for Arg {
    fn from(m: Msg) -> Self {
        Arg::Msg(Box::new(m))
    }
}

/// A message not yet worded: its id and values. The library's errors and
/// warnings carry one, so that each is worded in the language of the place
/// that shows it (the command line's `--lang`, the page's language);
/// `Display` gives the English.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Msg {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

impl Msg {
    /// The message `id` with its values (see [`msg!`](crate::msg)).
    pub fn new(id: &'static str, args: Vec<(&'static str, Arg)>) -> Msg {
        Msg { id, args }
    }

    /// Its id in the catalogs: a stable name for machines (JSON warnings).
    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The message worded in `lang`.
    pub fn message(&self, lang: Lang) -> String {
        text(lang, self.id, &self.args)
    }

    /// This message with the value `name` of the first message `id` in it
    /// (itself, else the messages among its values, depth first) replaced
    /// by `f` of the old one; `None` when no message `id` is in it. (A
    /// note added to a rule mistake goes into its first line, before the
    /// caret line.)
    pub fn amend(&self, id: &str, name: &str, f: &dyn Fn(&Arg) -> Arg) -> Option<Msg> {
        if self.id == id {
            let mut out = self.clone();
            for (n, value) in &mut out.args {
                if *n == name {
                    *value = f(value);
                    return Some(out);
                }
            }
            return None;
        }
        for (i, (_, value)) in self.args.iter().enumerate() {
            if let Arg::Msg(inner) = value {
                if let Some(changed) = inner.amend(id, name, f) {
                    let mut out = self.clone();
                    out.args[i].1 = changed.into();
                    return Some(out);
                }
            }
        }
        None
    }
}

/// A text not (yet) in the catalogs, shown as it is in every language.
impl From<String> for Msg {
    fn from(text: String) -> Self {
        Msg::new("text", vec![("text", Arg::Text(text))])
    }
}
impl From<&str> for Msg {
    fn from(text: &str) -> Self {
        Msg::from(text.to_string())
    }
}

impl std::fmt::Display for Msg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message(Lang::En))
    }
}

impl std::error::Error for Msg {}

/// A message with the error that caused it (shown after it, `message:
/// cause`): an error's context worded where it is shown.
#[derive(Debug)]
pub struct Caused {
    msg: Msg,
    cause: anyhow::Error,
}

impl std::fmt::Display for Caused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.msg.fmt(f)
    }
}

impl std::error::Error for Caused {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        Some(&*self.cause)
    }
}

/// `msg` as the context of `cause`: `{msg}: {cause}` in each language.
pub fn because(msg: Msg, cause: impl Into<anyhow::Error>) -> anyhow::Error {
    anyhow::Error::new(Caused {
        msg,
        cause: cause.into(),
    })
}

/// `cause` after a prefix that reads the same in every language (a flag's
/// name: `--max-memory: …`).
pub fn prefixed(prefix: &str, cause: impl Into<anyhow::Error>) -> anyhow::Error {
    because(Msg::from(prefix), cause)
}

/// In JSON a message is its English text: the machine-read output stays the
/// same in every language.
impl serde::Serialize for Msg {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_string())
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Self {
        Arg::Text(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Self {
        Arg::Text(s)
    }
}
impl From<std::borrow::Cow<'_, str>> for Arg {
    fn from(s: std::borrow::Cow<'_, str>) -> Self {
        Arg::Text(s.into_owned())
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Self {
        Arg::Text(s.clone())
    }
}
macro_rules! arg_from_int {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Num(n as i128)
            }
        }
    )*};
}
arg_from_int!(i8, i16, i32, i64, i128, u8, u16, u32, u64, u128, usize, isize);

static RU_BUNDLE: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();
static EN_BUNDLE: OnceLock<FluentBundle<FluentResource>> = OnceLock::new();

fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    let (cell, files, tag) = match lang {
        Lang::Ru => (&RU_BUNDLE, RU, "ru"),
        Lang::En => (&EN_BUNDLE, EN, "en"),
    };
    cell.get_or_init(|| build(files, tag))
}

/// Whether `lang`'s catalogs are read already: the out-of-memory stop words
/// its message through them only then (reading them then could need the
/// memory that ran out, or wait on the reading it interrupted).
pub fn is_loaded(lang: Lang) -> bool {
    match lang {
        Lang::Ru => RU_BUNDLE.get().is_some(),
        Lang::En => EN_BUNDLE.get().is_some(),
    }
}

fn build(files: &[(&str, &str)], tag: &str) -> FluentBundle<FluentResource> {
    let id: unic_langid::LanguageIdentifier = tag.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around values: they show as boxes in a
    // Windows console and end up inside spreadsheet cells.
    bundle.set_use_isolating(false);
    // NUMBER(): English ordinals (21st, 22nd) are selected by its plural
    // rules. It cannot fail on a new bundle (the name is not taken).
    let _ = bundle.add_builtins();
    for (_, text) in files {
        // The catalogs are compiled in and checked by the tests below, so a
        // syntax error cannot reach a user; a broken entry is skipped.
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
        let _ = bundle.add_resource(resource);
    }
    bundle
}

/// The message `id` in `lang`, its `{ $name }` placeables filled from
/// `args`. A message the language lacks falls back to English, and one no
/// catalog has to its id (the tests keep both from happening).
pub fn text(lang: Lang, id: &str, args: &[(&str, Arg)]) -> String {
    format_in(lang, lang, id, args)
        .or_else(|| format_in(Lang::En, lang, id, args))
        .unwrap_or_else(|| id.to_string())
}

/// The message `id` in `lang` alone, `None` when that language lacks it.
pub fn lookup(lang: Lang, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    format_in(lang, lang, id, args)
}

/// `id` from `catalog`'s bundle, the messages among `args` worded in `lang`.
fn format_in(catalog: Lang, lang: Lang, id: &str, args: &[(&str, Arg)]) -> Option<String> {
    let (id, attribute) = match id.split_once('.') {
        Some((m, a)) => (m, Some(a)),
        None => (id, None),
    };
    let bundle = bundle(catalog);
    let message = bundle.get_message(id)?;
    let pattern = match attribute {
        Some(a) => message.get_attribute(a)?.value(),
        None => message.value()?,
    };
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        let value = match value {
            // A number past 2^53 would lose digits as a float: given as
            // its digits (no plural form reads so large a number).
            Arg::Num(n) if n.unsigned_abs() > 1 << 53 => FluentValue::from(n.to_string()),
            Arg::Num(n) => FluentValue::from(*n as f64),
            Arg::Text(s) => FluentValue::from(s.clone()),
            Arg::Msg(m) => FluentValue::from(text(lang, m.id, &m.args)),
        };
        fluent_args.set(*name, value);
    }
    let mut errors = vec![];
    let out = bundle.format_pattern(pattern, Some(&fluent_args), &mut errors);
    Some(out.into_owned())
}

/// The message `id`, which takes no values, in `lang`, looked up once and
/// kept: for the words a writer repeats per cell or per tree line (a
/// player's name, a sheet's name), where a lookup each time would cost.
pub fn fixed(lang: Lang, id: &'static str) -> &'static str {
    use std::collections::HashMap;
    use std::sync::Mutex;
    type Cache = Mutex<HashMap<(Lang, &'static str), &'static str>>;
    static CACHE: OnceLock<Cache> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let mut map = cache.lock().unwrap_or_else(|e| e.into_inner());
    // Leaked once per (language, id): the ids are the code's literals, so
    // the cache is as small as the catalogs.
    map.entry((lang, id))
        .or_insert_with(|| Box::leak(text(lang, id, &[]).into_boxed_str()))
}

/// `tr!(lang, "message-id")` or `tr!(lang, "message-id", name = value, …)`:
/// the message in `lang` (see [`text`]).
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::text(
            $lang,
            $id,
            &[$((stringify!($name), $crate::i18n::Arg::from($value))),*],
        )
    };
}

/// One error of a chain worded in `lang`: the library's typed errors by
/// their `message(lang)`, an operating-system error by its kind, any other
/// by its own (English) text.
pub fn worded(e: &(dyn std::error::Error + 'static), lang: Lang) -> String {
    if let Some(m) = e.downcast_ref::<Msg>() {
        return m.message(lang);
    }
    if let Some(c) = e.downcast_ref::<Caused>() {
        return c.msg.message(lang);
    }
    if let Some(e) = e.downcast_ref::<crate::solve::SolveError>() {
        return e.message(lang);
    }
    if let Some(e) = e.downcast_ref::<crate::import::ImportError>() {
        return e.message(lang);
    }
    if let Some(e) = e.downcast_ref::<crate::game::rules::RuleError>() {
        return e.to_msg().message(lang);
    }
    if let Some(e) = e.downcast_ref::<crate::game::ParseError>() {
        return e.worded(lang);
    }
    if let Some(e) = e.downcast_ref::<crate::game::EvalError>() {
        return e.to_msg().message(lang);
    }
    if let Some(e) = e.downcast_ref::<crate::graph_input::InputError>() {
        return e.message(lang);
    }
    if let Some(e) = e.downcast_ref::<std::io::Error>() {
        return io_error(e).message(lang);
    }
    e.to_string()
}

/// An operating-system error as a message: the common kinds worded, any
/// other with the system's own text.
pub fn io_error(e: &std::io::Error) -> Msg {
    use std::io::ErrorKind as K;
    if let Some(m) = e.get_ref().and_then(|inner| inner.downcast_ref::<Msg>()) {
        return m.clone();
    }
    let id = match e.kind() {
        K::NotFound => "io-not-found",
        K::PermissionDenied => "io-permission-denied",
        K::AlreadyExists => "io-already-exists",
        K::StorageFull => "io-storage-full",
        K::FileTooLarge => "io-file-too-large",
        K::ReadOnlyFilesystem => "io-read-only",
        K::IsADirectory => "io-is-a-folder",
        K::NotADirectory => "io-not-a-folder",
        K::InvalidData => "io-invalid-data",
        K::OutOfMemory => "io-out-of-memory",
        _ => "io-other",
    };
    Msg::new(id, vec![("error", Arg::Text(e.to_string()))])
}

/// `msg!("message-id", name = value, …)`: the message as a [`Msg`], worded
/// later in the language of the place that shows it.
#[macro_export]
macro_rules! msg {
    ($id:literal $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::i18n::Msg::new(
            $id,
            vec![$((stringify!($name), $crate::i18n::Arg::from($value))),*],
        )
    };
}

/// Every message id (with `.attribute` ids) of one language's catalogs,
/// with the file it is in: for the tests and for tools.
pub fn ids(lang: Lang) -> Vec<(String, String)> {
    use fluent_bundle::FluentResource;
    let files = match lang {
        Lang::Ru => RU,
        Lang::En => EN,
    };
    let mut out = vec![];
    for (file, text) in files {
        let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(r, _)| r);
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                out.push((file.to_string(), m.id.name.to_string()));
                for a in &m.attributes {
                    out.push((file.to_string(), format!("{}.{}", m.id.name, a.id.name)));
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests;
