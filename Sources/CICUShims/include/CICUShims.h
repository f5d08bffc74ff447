/// A thin C layer over ICU with an ICU-free public header.
///
/// Swift must never see `<unicode/*.h>`: the toolchain's Foundation ships its own ICU
/// headers and the two clash, and ICU's versioned entry points are macros Swift cannot
/// import. Every function here uses only stdint types and opaque handles. Strings cross
/// the boundary as UTF-8 (`char`) or UTF-16 (`uint16_t`) buffers with explicit lengths.
/// Functions that fill a buffer return the full length needed (which may exceed `cap`)
/// or a negative ICU error code.
#ifndef CICUSHIMS_H
#define CICUSHIMS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The name of an ICU error code, such as "U_MISSING_RESOURCE_ERROR".
const char *cicu_error_name(int32_t code);

// MARK: Locales

/// Converts a BCP 47 tag ("zh-Hans-CN") to an ICU locale id ("zh_Hans_CN").
int32_t cicu_locale_for_language_tag(const char *tag, char *out, int32_t cap);
/// Converts an ICU locale id to a BCP 47 tag.
int32_t cicu_locale_to_language_tag(const char *localeID, char *out, int32_t cap);
/// Canonicalizes an ICU locale id ("pt_br" -> "pt_BR", "iw" -> "he").
int32_t cicu_locale_canonicalize(const char *localeID, char *out, int32_t cap);
/// Adds likely subtags ("zh_TW" -> "zh_Hant_TW").
int32_t cicu_locale_add_likely_subtags(const char *localeID, char *out, int32_t cap);
/// Removes likely subtags ("zh_Hans_CN" -> "zh").
int32_t cicu_locale_minimize_subtags(const char *localeID, char *out, int32_t cap);
/// The CLDR parent of a locale: an explicit parentLocales entry, else truncation.
/// Returns 0 (empty) for the root.
int32_t cicu_locale_parent(const char *localeID, char *out, int32_t cap);
/// Whether the locale's script is written right to left.
int32_t cicu_locale_is_right_to_left(const char *localeID);
/// Whether a language subtag ("de", "fil") is one of ICU's ISO 639 languages: 1 or 0.
int32_t cicu_language_is_known(const char *language);
/// The ISO 639 code of the language whose English name is `name` ("German" -> "de"),
/// compared without regard to ASCII case; 0 (empty) when none is.
int32_t cicu_language_for_english_name(const char *name, char *out, int32_t cap);
/// The ISO 15924 script codes that the locale's language is written in.
int32_t cicu_locale_scripts(const char *localeID, int32_t *out, int32_t cap);

// MARK: Plural rules

typedef struct CICUPluralRules CICUPluralRules;
/// Opens the cardinal plural rules of a locale, or NULL.
CICUPluralRules *cicu_plural_open(const char *localeID, int32_t *status);
void cicu_plural_close(CICUPluralRules *rules);
/// Writes the plural keyword for `number` ("one", "few", ...).
int32_t cicu_plural_select(const CICUPluralRules *rules, double number, char *out, int32_t cap);
/// Writes the locale's keywords, separated by spaces.
int32_t cicu_plural_keywords(const CICUPluralRules *rules, char *out, int32_t cap);

// MARK: Text

/// Writes the UTF-16 offsets of grapheme cluster boundaries (excluding 0, including len).
int32_t cicu_grapheme_boundaries(const uint16_t *text, int32_t len, int32_t *out, int32_t cap);
/// The base direction of a paragraph: 0 left to right, 1 right to left, 3 neutral.
int32_t cicu_bidi_base_direction(const uint16_t *text, int32_t len);
/// Shapes Arabic letters into presentation forms (lam-alef ligatures shrink the text).
int32_t cicu_shape_arabic(const uint16_t *text, int32_t len, uint16_t *out, int32_t cap);
/// The ISO 15924 script code of a code point (USCRIPT_COMMON = 0, INHERITED = 1).
int32_t cicu_script_of(uint32_t codePoint);
/// The four-letter short name of a script code ("Latn").
int32_t cicu_script_short_name(int32_t script, char *out, int32_t cap);
/// The general category of a code point, as ICU's UCharCategory value.
int32_t cicu_char_category(uint32_t codePoint);
/// The East Asian width of a code point, as ICU's UEastAsianWidth value.
int32_t cicu_char_east_asian_width(uint32_t codePoint);
/// Whether a code point is default-ignorable (rendered with no advance).
int32_t cicu_char_is_default_ignorable(uint32_t codePoint);

// MARK: Resource bundles

typedef struct CICUResource CICUResource;
/// Opens a resource bundle with locale fallback. `packagePath` is a folder path ending
/// with a separator, or NULL for ICU's own data. `direct` disables fallback.
CICUResource *cicu_res_open(const char *packagePath, const char *localeID, int32_t direct,
                            int32_t *status);
void cicu_res_close(CICUResource *res);
/// The locale that actually supplied the bundle (after fallback).
int32_t cicu_res_actual_locale(const CICUResource *res, char *out, int32_t cap);
/// Writes the UTF-16 string stored under a top-level key, following the parent chain.
/// Returns a negative error when the key is missing.
int32_t cicu_res_string(const CICUResource *res, const char *key, uint16_t *out, int32_t cap);
/// The locale in which a top-level key was found, or a negative error.
int32_t cicu_res_string_locale(const CICUResource *res, const char *key, char *out, int32_t cap);
/// The number of top-level entries of the bundle itself (no fallback).
int32_t cicu_res_size(const CICUResource *res);
/// The key of the top-level entry at `index`.
int32_t cicu_res_key_at(const CICUResource *res, int32_t index, char *out, int32_t cap);
/// Whether the entry at `index` is a string (1), a table (2) or something else (0).
int32_t cicu_res_kind_at(const CICUResource *res, int32_t index);
/// Writes the string entry at `index` (no fallback).
int32_t cicu_res_string_at(const CICUResource *res, int32_t index, uint16_t *out, int32_t cap);

#ifdef __cplusplus
}
#endif

#endif
