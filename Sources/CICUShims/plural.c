#include "CICUShims.h"
#include "common.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/upluralrules.h>
#include <unicode/ustring.h>
#include <unicode/uenum.h>

struct CICUPluralRules {
  UPluralRules *rules;
};

CICUPluralRules *cicu_plural_open(const char *localeID, int32_t *status) {
  UErrorCode s = U_ZERO_ERROR;
  UPluralRules *rules = uplrules_openForType(localeID, UPLURAL_TYPE_CARDINAL, &s);
  *status = (int32_t)s;
  if (U_FAILURE(s) || rules == NULL) return NULL;
  CICUPluralRules *handle = (CICUPluralRules *)malloc(sizeof(CICUPluralRules));
  if (handle == NULL) {
    uplrules_close(rules);
    return NULL;
  }
  handle->rules = rules;
  return handle;
}

void cicu_plural_close(CICUPluralRules *rules) {
  if (rules == NULL) return;
  uplrules_close(rules->rules);
  free(rules);
}

int32_t cicu_plural_select(const CICUPluralRules *rules, double number, char *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  UChar keyword[32];
  int32_t len = uplrules_select(rules->rules, number, keyword, 32, &status);
  if (U_FAILURE(status)) return cicu_result(status, 0);
  if (len < cap) {
    u_UCharsToChars(keyword, out, len);
    out[len] = 0;
  }
  return len;
}

int32_t cicu_plural_keywords(const CICUPluralRules *rules, char *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  UEnumeration *keywords = uplrules_getKeywords(rules->rules, &status);
  if (U_FAILURE(status)) return cicu_result(status, 0);
  int32_t total = 0;
  const char *word;
  int32_t wordLength = 0;
  while ((word = uenum_next(keywords, &wordLength, &status)) != NULL && U_SUCCESS(status)) {
    int32_t need = total + (total > 0 ? 1 : 0) + wordLength;
    if (need < cap) {
      if (total > 0) out[total] = ' ';
      memcpy(out + total + (total > 0 ? 1 : 0), word, (size_t)wordLength);
      out[need] = 0;
    }
    total = need;
  }
  uenum_close(keywords);
  return cicu_result(status, total);
}
