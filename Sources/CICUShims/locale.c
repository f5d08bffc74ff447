#include "CICUShims.h"
#include "common.h"

#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>
#include <unicode/uscript.h>
#include <unicode/uchar.h>
#include <unicode/ustring.h>

const char *cicu_error_name(int32_t code) { return u_errorName((UErrorCode)code); }

int32_t cicu_locale_for_language_tag(const char *tag, char *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t parsed = 0;
  int32_t len = uloc_forLanguageTag(tag, out, cap, &parsed, &status);
  if (U_SUCCESS(status) && parsed != (int32_t)strlen(tag)) {
    return -(int32_t)U_ILLEGAL_ARGUMENT_ERROR;
  }
  return cicu_result(status, len);
}

int32_t cicu_locale_to_language_tag(const char *localeID, char *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t len = uloc_toLanguageTag(localeID, out, cap, 0, &status);
  return cicu_result(status, len);
}

int32_t cicu_locale_canonicalize(const char *localeID, char *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t len = uloc_canonicalize(localeID, out, cap, &status);
  return cicu_result(status, len);
}

int32_t cicu_locale_add_likely_subtags(const char *localeID, char *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t len = uloc_addLikelySubtags(localeID, out, cap, &status);
  return cicu_result(status, len);
}

int32_t cicu_locale_minimize_subtags(const char *localeID, char *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t len = uloc_minimizeSubtags(localeID, out, cap, &status);
  return cicu_result(status, len);
}

/// Looks the locale up in CLDR's parentLocales (supplementalData), which ICU keeps as
/// parent -> [children]. Returns the parent's length, or -1 when there is no entry.
static int32_t explicit_parent(const char *localeID, char *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  UResourceBundle *supplemental = ures_openDirect(NULL, "supplementalData", &status);
  UResourceBundle *parents = ures_getByKey(supplemental, "parentLocales", NULL, &status);
  int32_t found = -1;
  if (U_SUCCESS(status)) {
    // ICU 72 nests one more level: parentLocales/common/<parent>[children].
    UResourceBundle *table = parents;
    UErrorCode inner = U_ZERO_ERROR;
    UResourceBundle *common = ures_getByKey(parents, "common", NULL, &inner);
    if (U_SUCCESS(inner)) {
      table = common;
    }
    int32_t size = ures_getSize(table);
    for (int32_t i = 0; i < size && found < 0; i++) {
      UErrorCode s = U_ZERO_ERROR;
      UResourceBundle *entry = ures_getByIndex(table, i, NULL, &s);
      if (U_FAILURE(s)) { ures_close(entry); continue; }
      const char *parentKey = ures_getKey(entry);
      int32_t children = ures_getSize(entry);
      for (int32_t j = 0; j < children; j++) {
        UErrorCode cs = U_ZERO_ERROR;
        int32_t clen = 0;
        const UChar *child = ures_getStringByIndex(entry, j, &clen, &cs);
        if (U_FAILURE(cs) || clen >= 64) continue;
        char buffer[64];
        u_UCharsToChars(child, buffer, clen);
        buffer[clen] = 0;
        if (strcmp(buffer, localeID) == 0 && parentKey != NULL) {
          int32_t plen = (int32_t)strlen(parentKey);
          if (strcmp(parentKey, "root") == 0) plen = 0;
          if (plen < cap) {
            memcpy(out, parentKey, (size_t)plen);
            out[plen] = 0;
          }
          found = plen;
          break;
        }
      }
      ures_close(entry);
    }
    if (table != parents) ures_close(table);
  }
  ures_close(parents);
  ures_close(supplemental);
  return found;
}

int32_t cicu_locale_parent(const char *localeID, char *out, int32_t cap) {
  int32_t explicitLength = explicit_parent(localeID, out, cap);
  if (explicitLength >= 0) {
    return explicitLength;
  }
  UErrorCode status = U_ZERO_ERROR;
  int32_t len = uloc_getParent(localeID, out, cap, &status);
  if (U_FAILURE(status)) return cicu_result(status, len);
  // CLDR: a locale with a non-default script ("zh_Hant", "sr_Latn") has the root as parent.
  char script[16] = {0};
  UErrorCode ss = U_ZERO_ERROR;
  uloc_getScript(localeID, script, sizeof script, &ss);
  char country[16] = {0};
  uloc_getCountry(localeID, country, sizeof country, &ss);
  if (script[0] != 0 && country[0] == 0 && U_SUCCESS(ss)) {
    char language[16] = {0};
    uloc_getLanguage(localeID, language, sizeof language, &ss);
    char likely[64] = {0};
    uloc_addLikelySubtags(language, likely, sizeof likely, &ss);
    char likelyScript[16] = {0};
    uloc_getScript(likely, likelyScript, sizeof likelyScript, &ss);
    if (U_SUCCESS(ss) && strcmp(likelyScript, script) != 0) {
      if (cap > 0) out[0] = 0;
      return 0;
    }
  }
  return len;
}

int32_t cicu_locale_is_right_to_left(const char *localeID) {
  return uloc_isRightToLeft(localeID) ? 1 : 0;
}

int32_t cicu_locale_scripts(const char *localeID, int32_t *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode codes[16];
  int32_t count = uscript_getCode(localeID, codes, 16, &status);
  if (U_FAILURE(status)) return cicu_result(status, 0);
  for (int32_t i = 0; i < count && i < cap; i++) out[i] = (int32_t)codes[i];
  return count;
}

int32_t cicu_language_is_known(const char *language) {
  for (const char *const *codes = uloc_getISOLanguages(); codes != NULL && *codes != NULL; codes++) {
    if (strcmp(*codes, language) == 0) {
      return 1;
    }
  }
  return 0;
}

int32_t cicu_language_for_english_name(const char *name, char *out, int32_t cap) {
  UChar wanted[128];
  UErrorCode status = U_ZERO_ERROR;
  int32_t wantedLength = 0;
  u_strFromUTF8(wanted, 128, &wantedLength, name, -1, &status);
  if (U_FAILURE(status) || wantedLength >= 128) {
    return 0;
  }
  for (const char *const *codes = uloc_getISOLanguages(); codes != NULL && *codes != NULL; codes++) {
    UChar display[128];
    UErrorCode inner = U_ZERO_ERROR;
    int32_t length = uloc_getDisplayLanguage(*codes, "en", display, 128, &inner);
    if (U_SUCCESS(inner) && length == wantedLength && u_strncasecmp(display, wanted, length, U_FOLD_CASE_DEFAULT) == 0) {
      int32_t codeLength = (int32_t)strlen(*codes);
      if (codeLength >= cap) {
        return -(int32_t)U_BUFFER_OVERFLOW_ERROR;
      }
      memcpy(out, *codes, (size_t)codeLength + 1);
      return codeLength;
    }
  }
  return 0;
}
