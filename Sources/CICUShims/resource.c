#include "CICUShims.h"
#include "common.h"

#include <stdlib.h>
#include <string.h>
#include <unicode/uloc.h>
#include <unicode/ures.h>

struct CICUResource {
  UResourceBundle *bundle;
};

/// Whether the bundle ICU opened is the requested language (or the root).
static int same_language(const UResourceBundle *bundle, const char *localeID) {
  UErrorCode status = U_ZERO_ERROR;
  const char *actual = ures_getLocaleByType(bundle, ULOC_ACTUAL_LOCALE, &status);
  if (U_FAILURE(status) || actual == NULL || strcmp(actual, "root") == 0) return 1;
  char requested[32] = {0};
  char opened[32] = {0};
  uloc_getLanguage(localeID, requested, sizeof requested, &status);
  uloc_getLanguage(actual, opened, sizeof opened, &status);
  return U_FAILURE(status) || strcmp(requested, opened) == 0;
}

CICUResource *cicu_res_open(const char *packagePath, const char *localeID, int32_t direct,
                            int32_t *status) {
  UErrorCode s = U_ZERO_ERROR;
  UResourceBundle *bundle = direct ? ures_openDirect(packagePath, localeID, &s)
                                   : ures_open(packagePath, localeID, &s);
  if (!direct && s == U_USING_DEFAULT_WARNING && bundle != NULL && !same_language(bundle, localeID)) {
    // ICU fell back to the process's default locale; the audit must not depend on the
    // machine's LANG, so use the root bundle instead, as a device would.
    ures_close(bundle);
    s = U_ZERO_ERROR;
    bundle = ures_open(packagePath, "root", &s);
  }
  *status = (int32_t)s;
  if (U_FAILURE(s) || bundle == NULL) {
    ures_close(bundle);
    return NULL;
  }
  CICUResource *handle = (CICUResource *)malloc(sizeof(CICUResource));
  if (handle == NULL) {
    ures_close(bundle);
    return NULL;
  }
  handle->bundle = bundle;
  return handle;
}

void cicu_res_close(CICUResource *res) {
  if (res == NULL) return;
  ures_close(res->bundle);
  free(res);
}

static int32_t copy_chars(const char *value, char *out, int32_t cap) {
  if (value == NULL) return 0;
  int32_t len = (int32_t)strlen(value);
  if (len < cap) {
    memcpy(out, value, (size_t)len);
    out[len] = 0;
  }
  return len;
}

static int32_t copy_uchars(const UChar *value, int32_t len, uint16_t *out, int32_t cap) {
  if (len <= cap) memcpy(out, value, (size_t)len * sizeof(UChar));
  return len;
}

int32_t cicu_res_actual_locale(const CICUResource *res, char *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  const char *locale = ures_getLocaleByType(res->bundle, ULOC_ACTUAL_LOCALE, &status);
  if (U_FAILURE(status)) return cicu_result(status, 0);
  return copy_chars(locale, out, cap);
}

int32_t cicu_res_string(const CICUResource *res, const char *key, uint16_t *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t len = 0;
  const UChar *value = ures_getStringByKey(res->bundle, key, &len, &status);
  if (U_FAILURE(status)) return cicu_result(status, 0);
  return copy_uchars(value, len, out, cap);
}

int32_t cicu_res_string_locale(const CICUResource *res, const char *key, char *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  UResourceBundle *item = ures_getByKey(res->bundle, key, NULL, &status);
  int32_t result;
  if (U_FAILURE(status)) {
    result = cicu_result(status, 0);
  } else {
    const char *locale = ures_getLocaleByType(item, ULOC_ACTUAL_LOCALE, &status);
    result = U_FAILURE(status) ? cicu_result(status, 0) : copy_chars(locale, out, cap);
  }
  ures_close(item);
  return result;
}

int32_t cicu_res_size(const CICUResource *res) { return ures_getSize(res->bundle); }

int32_t cicu_res_key_at(const CICUResource *res, int32_t index, char *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  UResourceBundle *item = ures_getByIndex(res->bundle, index, NULL, &status);
  int32_t result = U_FAILURE(status) ? cicu_result(status, 0) : copy_chars(ures_getKey(item), out, cap);
  ures_close(item);
  return result;
}

int32_t cicu_res_kind_at(const CICUResource *res, int32_t index) {
  UErrorCode status = U_ZERO_ERROR;
  UResourceBundle *item = ures_getByIndex(res->bundle, index, NULL, &status);
  int32_t kind = 0;
  if (U_SUCCESS(status)) {
    UResType type = ures_getType(item);
    if (type == URES_STRING) kind = 1;
    else if (type == URES_TABLE) kind = 2;
  }
  ures_close(item);
  return kind;
}

int32_t cicu_res_string_at(const CICUResource *res, int32_t index, uint16_t *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t len = 0;
  const UChar *value = ures_getStringByIndex(res->bundle, index, &len, &status);
  if (U_FAILURE(status)) return cicu_result(status, 0);
  return copy_uchars(value, len, out, cap);
}
