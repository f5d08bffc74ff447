#include "CICUShims.h"
#include "common.h"

#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uscript.h>
#include <unicode/ushape.h>

int32_t cicu_grapheme_boundaries(const uint16_t *text, int32_t len, int32_t *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *it = ubrk_open(UBRK_CHARACTER, "", (const UChar *)text, len, &status);
  if (U_FAILURE(status)) return cicu_result(status, 0);
  int32_t count = 0;
  ubrk_first(it);
  for (int32_t b = ubrk_next(it); b != UBRK_DONE; b = ubrk_next(it)) {
    if (count < cap) out[count] = b;
    count++;
  }
  ubrk_close(it);
  return count;
}

int32_t cicu_bidi_base_direction(const uint16_t *text, int32_t len) {
  return (int32_t)ubidi_getBaseDirection((const UChar *)text, len);
}

int32_t cicu_shape_arabic(const uint16_t *text, int32_t len, uint16_t *out, int32_t cap) {
  UErrorCode status = U_ZERO_ERROR;
  int32_t options = U_SHAPE_LETTERS_SHAPE | U_SHAPE_TEXT_DIRECTION_LOGICAL |
                    U_SHAPE_LENGTH_GROW_SHRINK;
  int32_t result = u_shapeArabic((const UChar *)text, len, (UChar *)out, cap, options, &status);
  return cicu_result(status, result);
}

int32_t cicu_script_of(uint32_t codePoint) {
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode code = uscript_getScript((UChar32)codePoint, &status);
  return U_SUCCESS(status) ? (int32_t)code : 0;
}

int32_t cicu_script_short_name(int32_t script, char *out, int32_t cap) {
  const char *name = uscript_getShortName((UScriptCode)script);
  if (name == NULL) return 0;
  int32_t len = 0;
  while (name[len] != 0) len++;
  if (len < cap) {
    for (int32_t i = 0; i < len; i++) out[i] = name[i];
    out[len] = 0;
  }
  return len;
}

int32_t cicu_char_category(uint32_t codePoint) { return (int32_t)u_charType((UChar32)codePoint); }

int32_t cicu_char_east_asian_width(uint32_t codePoint) {
  return u_getIntPropertyValue((UChar32)codePoint, UCHAR_EAST_ASIAN_WIDTH);
}

int32_t cicu_char_is_default_ignorable(uint32_t codePoint) {
  return u_hasBinaryProperty((UChar32)codePoint, UCHAR_DEFAULT_IGNORABLE_CODE_POINT) ? 1 : 0;
}
