#include "CFreeTypeShims.h"

#include <stdlib.h>
#include <string.h>

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include FT_SFNT_NAMES_H
#include FT_TRUETYPE_IDS_H
#include FT_TRUETYPE_TABLES_H

struct cft_face {
  FT_Library library;
  FT_Face face;
};

int32_t cft_version(void) { return FREETYPE_MAJOR * 10000 + FREETYPE_MINOR * 100 + FREETYPE_PATCH; }

const char *cft_error_string(int32_t error) {
  switch (error) {
  case -1: return "no unicode character map";
  case FT_Err_Cannot_Open_Resource: return "cannot open resource";
  case FT_Err_Unknown_File_Format: return "unknown file format";
  case FT_Err_Invalid_File_Format: return "broken file";
  case FT_Err_Invalid_Argument: return "invalid argument";
  case FT_Err_Unimplemented_Feature: return "unimplemented feature";
  case FT_Err_Invalid_Table: return "broken table";
  case FT_Err_Invalid_Offset: return "broken offset within table";
  case FT_Err_Invalid_Glyph_Index: return "invalid glyph index";
  case FT_Err_Out_Of_Memory: return "out of memory";
  case FT_Err_Cannot_Open_Stream: return "cannot open stream";
  case FT_Err_Invalid_Stream_Operation: return "invalid stream operation";
  default: break;
  }
  const char *message = FT_Error_String((FT_Error)error);
  return message != NULL ? message : "unknown error";
}

/// Copies `length` bytes into `out` (NUL-terminated when it fits) and returns `length`.
static int32_t copy_out(const char *text, int32_t length, char *out, int32_t cap) {
  if (out != NULL && cap > 0) {
    int32_t count = length < cap ? length : cap - 1;
    if (count > 0) memcpy(out, text, (size_t)count);
    out[count] = '\0';
  }
  return length;
}

static int32_t copy_cstring(const char *text, char *out, int32_t cap) {
  if (text == NULL) return copy_out("", 0, out, cap);
  return copy_out(text, (int32_t)strlen(text), out, cap);
}

int32_t cft_face_count(const char *path) {
  FT_Library library;
  FT_Error error = FT_Init_FreeType(&library);
  if (error != 0) return -(int32_t)error;
  FT_Face face;
  error = FT_New_Face(library, path, -1, &face);
  int32_t count = error != 0 ? -(int32_t)error : (int32_t)face->num_faces;
  if (error == 0) FT_Done_Face(face);
  FT_Done_FreeType(library);
  return count;
}

cft_face *cft_face_open(const char *path, int32_t index, int32_t *error) {
  cft_face *handle = calloc(1, sizeof(cft_face));
  if (handle == NULL) {
    if (error != NULL) *error = FT_Err_Out_Of_Memory;
    return NULL;
  }
  FT_Error status = FT_Init_FreeType(&handle->library);
  if (status == 0) status = FT_New_Face(handle->library, path, (FT_Long)index, &handle->face);
  if (status == 0 && FT_Select_Charmap(handle->face, FT_ENCODING_UNICODE) != 0) status = -1;
  if (status != 0) {
    if (handle->face != NULL) FT_Done_Face(handle->face);
    if (handle->library != NULL) FT_Done_FreeType(handle->library);
    free(handle);
    if (error != NULL) *error = (int32_t)status;
    return NULL;
  }
  if (error != NULL) *error = 0;
  return handle;
}

void cft_face_close(cft_face *face) {
  if (face == NULL) return;
  FT_Done_Face(face->face);
  FT_Done_FreeType(face->library);
  free(face);
}

int32_t cft_face_units_per_em(const cft_face *face) { return (int32_t)face->face->units_per_EM; }

int32_t cft_face_weight_class(const cft_face *face) {
  const TT_OS2 *os2 = FT_Get_Sfnt_Table(face->face, FT_SFNT_OS2);
  return os2 != NULL && os2->version != 0xFFFF ? (int32_t)os2->usWeightClass : 0;
}

int32_t cft_face_family_name(const cft_face *face, char *out, int32_t cap) {
  return copy_cstring(face->face->family_name, out, cap);
}

int32_t cft_face_style_name(const cft_face *face, char *out, int32_t cap) {
  return copy_cstring(face->face->style_name, out, cap);
}

/// Appends the UTF-8 encoding of `scalar` to `buffer` at `*length` (buffer holds 4 more bytes).
static void append_utf8(char *buffer, int32_t *length, uint32_t scalar) {
  unsigned char *p = (unsigned char *)buffer + *length;
  if (scalar < 0x80) {
    p[0] = (unsigned char)scalar;
    *length += 1;
  } else if (scalar < 0x800) {
    p[0] = (unsigned char)(0xC0 | (scalar >> 6));
    p[1] = (unsigned char)(0x80 | (scalar & 0x3F));
    *length += 2;
  } else if (scalar < 0x10000) {
    p[0] = (unsigned char)(0xE0 | (scalar >> 12));
    p[1] = (unsigned char)(0x80 | ((scalar >> 6) & 0x3F));
    p[2] = (unsigned char)(0x80 | (scalar & 0x3F));
    *length += 3;
  } else {
    p[0] = (unsigned char)(0xF0 | (scalar >> 18));
    p[1] = (unsigned char)(0x80 | ((scalar >> 12) & 0x3F));
    p[2] = (unsigned char)(0x80 | ((scalar >> 6) & 0x3F));
    p[3] = (unsigned char)(0x80 | (scalar & 0x3F));
    *length += 4;
  }
}

/// Decodes a name record (UTF-16BE, or single-byte for Macintosh Roman) to UTF-8.
static int32_t decode_name(const FT_SfntName *name, int utf16, char *out, int32_t cap) {
  size_t capacity = (size_t)name->string_len * 2 + 4;
  char *buffer = malloc(capacity);
  if (buffer == NULL) return -(int32_t)FT_Err_Out_Of_Memory;
  int32_t length = 0;
  const FT_Byte *bytes = name->string;
  if (utf16) {
    for (FT_UInt i = 0; i + 1 < name->string_len; i += 2) {
      uint32_t unit = ((uint32_t)bytes[i] << 8) | bytes[i + 1];
      if (unit >= 0xD800 && unit < 0xDC00 && i + 3 < name->string_len) {
        uint32_t low = ((uint32_t)bytes[i + 2] << 8) | bytes[i + 3];
        if (low >= 0xDC00 && low < 0xE000) {
          unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
          i += 2;
        }
      }
      if (unit >= 0xD800 && unit < 0xE000) unit = 0xFFFD;
      append_utf8(buffer, &length, unit);
    }
  } else {
    for (FT_UInt i = 0; i < name->string_len; i++) {
      append_utf8(buffer, &length, bytes[i] < 0x80 ? bytes[i] : 0xFFFD);
    }
  }
  int32_t result = copy_out(buffer, length, out, cap);
  free(buffer);
  return result;
}

int32_t cft_face_sfnt_name(const cft_face *face, uint16_t nameID, char *out, int32_t cap) {
  FT_UInt count = FT_Get_Sfnt_Name_Count(face->face);
  int best = -1;
  int bestRank = 0;
  for (FT_UInt i = 0; i < count; i++) {
    FT_SfntName name;
    if (FT_Get_Sfnt_Name(face->face, i, &name) != 0 || name.name_id != nameID) continue;
    int rank = 0;
    if (name.platform_id == TT_PLATFORM_MICROSOFT && name.language_id == TT_MS_LANGID_ENGLISH_UNITED_STATES &&
        (name.encoding_id == TT_MS_ID_UNICODE_CS || name.encoding_id == TT_MS_ID_UCS_4)) {
      rank = 3;
    } else if (name.platform_id == TT_PLATFORM_APPLE_UNICODE) {
      rank = 2;
    } else if (name.platform_id == TT_PLATFORM_MACINTOSH && name.encoding_id == TT_MAC_ID_ROMAN &&
               name.language_id == TT_MAC_LANGID_ENGLISH) {
      rank = 1;
    }
    if (rank > bestRank) {
      bestRank = rank;
      best = (int)i;
    }
  }
  if (best < 0) return copy_out("", 0, out, cap);
  FT_SfntName name;
  if (FT_Get_Sfnt_Name(face->face, (FT_UInt)best, &name) != 0) return copy_out("", 0, out, cap);
  return decode_name(&name, bestRank >= 2, out, cap);
}

uint32_t cft_face_glyph_index(const cft_face *face, uint32_t codePoint) {
  return (uint32_t)FT_Get_Char_Index(face->face, (FT_ULong)codePoint);
}

int32_t cft_face_glyph_advance(cft_face *face, uint32_t glyphIndex) {
  FT_Fixed advance = 0;
  FT_Error error = FT_Get_Advance(face->face, (FT_UInt)glyphIndex, FT_LOAD_NO_SCALE, &advance);
  if (error != 0) return -(int32_t)error;
  return (int32_t)advance;
}

int32_t cft_face_glyph_bearings(cft_face *face, uint32_t glyphIndex, int32_t *leading, int32_t *trailing) {
  FT_Error error = FT_Load_Glyph(face->face, (FT_UInt)glyphIndex, FT_LOAD_NO_SCALE);
  if (error != 0) return (int32_t)error;
  FT_Glyph_Metrics metrics = face->face->glyph->metrics;
  *leading = (int32_t)metrics.horiBearingX;
  *trailing = (int32_t)(metrics.horiAdvance - metrics.horiBearingX - metrics.width);
  return 0;
}

int32_t cft_face_cmap_advances(cft_face *face, uint32_t from, uint32_t through,
                               uint32_t *codePoints, int32_t *advances, int32_t cap) {
  int32_t written = 0;
  FT_UInt glyph = 0;
  FT_ULong code;
  if (from == 0) {
    code = FT_Get_First_Char(face->face, &glyph);
  } else {
    code = FT_Get_Next_Char(face->face, (FT_ULong)from - 1, &glyph);
  }
  while (glyph != 0 && code <= (FT_ULong)through && written < cap) {
    FT_Fixed advance = 0;
    if (FT_Get_Advance(face->face, glyph, FT_LOAD_NO_SCALE, &advance) == 0) {
      codePoints[written] = (uint32_t)code;
      advances[written] = (int32_t)advance;
      written++;
    }
    code = FT_Get_Next_Char(face->face, code, &glyph);
  }
  return written;
}
