//! The language a run speaks when `--lang` is not given: the locale's, the
//! same for every command.

use crate::exam::wording::Lang;

/// The locale's language: the first of `LC_ALL`, `LC_MESSAGES` and `LANG`
/// that is set and not empty (the POSIX order) — Russian when it names
/// Russian (`ru_RU.UTF-8`, `ru`), else English. On Windows, where these
/// are seldom set, the user's interface language when none is.
pub fn default_lang() -> Lang {
    let set = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
    match ["LC_ALL", "LC_MESSAGES", "LANG"].into_iter().find_map(set) {
        Some(locale) => lang_of(&locale),
        None => system_lang(),
    }
}

/// The language a locale name (`ru_RU.UTF-8`, `C`, `en_US`) speaks.
pub fn lang_of(locale: &str) -> Lang {
    if locale
        .get(..2)
        .is_some_and(|p| p.eq_ignore_ascii_case("ru"))
    {
        Lang::Ru
    } else {
        Lang::En
    }
}

#[cfg(windows)]
fn system_lang() -> Lang {
    /// The primary language of a Windows LANGID: `LANG_RUSSIAN`.
    const LANG_RUSSIAN: u16 = 0x19;
    #[link(name = "kernel32")]
    extern "system" {
        fn GetUserDefaultUILanguage() -> u16;
    }
    // SAFETY: a kernel32 call with no arguments that returns a number.
    let id = unsafe { GetUserDefaultUILanguage() };
    if id & 0x3ff == LANG_RUSSIAN {
        Lang::Ru
    } else {
        Lang::En
    }
}

#[cfg(not(windows))]
fn system_lang() -> Lang {
    Lang::En
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_locale_speaks_russian_only_when_it_names_russian() {
        for ru in ["ru_RU.UTF-8", "ru", "ru_UA.KOI8-U", "RU_ru"] {
            assert_eq!(lang_of(ru), Lang::Ru, "{ru}");
        }
        for en in [
            "C",
            "POSIX",
            "C.UTF-8",
            "en_US.UTF-8",
            "uk_UA.UTF-8",
            "r",
            "",
        ] {
            assert_eq!(lang_of(en), Lang::En, "{en}");
        }
    }
}
