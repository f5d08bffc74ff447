#include "CHarfBuzzShims.h"

#include <stdlib.h>
#include <string.h>

#include <hb.h>
#include <hb-ot.h>

struct chb_file {
  hb_blob_t *blob;
};

struct chb_face {
  hb_face_t *face;
  hb_font_t *font;
};

int32_t chb_version(void) { return HB_VERSION_MAJOR * 10000 + HB_VERSION_MINOR * 100 + HB_VERSION_MICRO; }

chb_file *chb_file_create(const uint8_t *bytes, int32_t length) {
  if (bytes == NULL || length <= 0) return NULL;
  chb_file *file = calloc(1, sizeof(chb_file));
  if (file == NULL) return NULL;
  file->blob = hb_blob_create_or_fail((const char *)bytes, (unsigned int)length, HB_MEMORY_MODE_DUPLICATE, NULL, NULL);
  if (file->blob == NULL) {
    free(file);
    return NULL;
  }
  return file;
}

void chb_file_destroy(chb_file *file) {
  if (file == NULL) return;
  hb_blob_destroy(file->blob);
  free(file);
}

int32_t chb_file_face_count(const chb_file *file) {
  unsigned int count = hb_face_count(file->blob);
  return count > INT32_MAX ? INT32_MAX : (int32_t)count;
}

/// The byte length of table `tag` in `face` (0 when absent).
static unsigned int table_length(hb_face_t *face, hb_tag_t tag) {
  hb_blob_t *table = hb_face_reference_table(face, tag);
  unsigned int length = hb_blob_get_length(table);
  hb_blob_destroy(table);
  return length;
}

/// Whether the face maps at least one code point (a Unicode cmap subtable HarfBuzz accepts).
static int has_unicode_cmap(hb_face_t *face) {
  hb_set_t *set = hb_set_create();
  hb_face_collect_unicodes(face, set);
  int found = !hb_set_is_empty(set);
  hb_set_destroy(set);
  return found;
}

chb_face *chb_face_open(const chb_file *file, int32_t index, int32_t *error) {
  int32_t status = chb_ok;
  chb_face *handle = calloc(1, sizeof(chb_face));
  if (handle == NULL) {
    if (error != NULL) *error = chb_error_memory;
    return NULL;
  }
  handle->face = hb_face_create(file->blob, index < 0 ? 0 : (unsigned int)index);
  if (handle->face == hb_face_get_empty() || hb_face_get_glyph_count(handle->face) == 0) {
    status = chb_error_no_glyphs;
  } else if (table_length(handle->face, HB_TAG('h', 'e', 'a', 'd')) < 54) {
    status = chb_error_no_head;
  } else if (hb_face_get_upem(handle->face) < 16 || hb_face_get_upem(handle->face) > 16384) {
    status = chb_error_bad_upem;
  } else if (!has_unicode_cmap(handle->face)) {
    status = chb_error_no_unicode_cmap;
  }
  if (status == chb_ok) {
    hb_face_make_immutable(handle->face);
    handle->font = hb_font_create(handle->face);
    if (handle->font == hb_font_get_empty()) {
      status = chb_error_memory;
    } else {
      int upem = (int)hb_face_get_upem(handle->face);
      hb_font_set_scale(handle->font, upem, upem);
      hb_font_make_immutable(handle->font);
    }
  }
  if (status != chb_ok) {
    if (handle->font != NULL) hb_font_destroy(handle->font);
    hb_face_destroy(handle->face);
    free(handle);
    if (error != NULL) *error = status;
    return NULL;
  }
  if (error != NULL) *error = chb_ok;
  return handle;
}

void chb_face_close(chb_face *face) {
  if (face == NULL) return;
  hb_font_destroy(face->font);
  hb_face_destroy(face->face);
  free(face);
}

int32_t chb_face_units_per_em(const chb_face *face) { return (int32_t)hb_face_get_upem(face->face); }

int32_t chb_face_glyph_count(const chb_face *face) { return (int32_t)hb_face_get_glyph_count(face->face); }

static int32_t read_u16(const char *data, unsigned int offset) {
  return (int32_t)(((unsigned char)data[offset] << 8) | (unsigned char)data[offset + 1]);
}

int32_t chb_face_os2(const chb_face *face, int32_t *weightClass, int32_t *widthClass, int32_t *fsSelection) {
  hb_blob_t *table = hb_face_reference_table(face->face, HB_TAG('O', 'S', '/', '2'));
  unsigned int length = 0;
  const char *data = hb_blob_get_data(table, &length);
  int32_t found = 0;
  // usWeightClass at 4, usWidthClass at 6, fsSelection at 62: every OS/2 version has them.
  if (data != NULL && length >= 64) {
    *weightClass = read_u16(data, 4);
    *widthClass = read_u16(data, 6);
    *fsSelection = read_u16(data, 62);
    found = 1;
  }
  hb_blob_destroy(table);
  return found;
}

int32_t chb_face_name(const chb_face *face, uint32_t nameID, char *out, int32_t cap) {
  hb_language_t english = hb_language_from_string("en", 2);
  // The length without the terminating NUL.
  unsigned int length = hb_ot_name_get_utf8(face->face, (hb_ot_name_id_t)nameID, english, NULL, NULL);
  if (length == 0) length = hb_ot_name_get_utf8(face->face, (hb_ot_name_id_t)nameID, HB_LANGUAGE_INVALID, NULL, NULL);
  if (length == 0) {
    if (out != NULL && cap > 0) out[0] = '\0';
    return 0;
  }
  if (out != NULL && cap > 0) {
    unsigned int size = (unsigned int)cap;
    unsigned int written = hb_ot_name_get_utf8(face->face, (hb_ot_name_id_t)nameID, english, &size, out);
    if (written == 0) {
      size = (unsigned int)cap;
      hb_ot_name_get_utf8(face->face, (hb_ot_name_id_t)nameID, HB_LANGUAGE_INVALID, &size, out);
    }
  }
  return length > INT32_MAX ? INT32_MAX : (int32_t)length;
}

uint32_t chb_face_nominal_glyph(const chb_face *face, uint32_t codePoint) {
  hb_codepoint_t glyph = 0;
  return hb_font_get_nominal_glyph(face->font, codePoint, &glyph) ? (uint32_t)glyph : 0;
}

int32_t chb_shape(const chb_face *face, const char *utf8, int32_t length, int32_t start, int32_t runLength,
                  const char *script, uint32_t *glyphs, uint32_t *clusters, int32_t *advances, int32_t cap) {
  if (length < 0 || start < 0 || runLength < 0 || start > length || runLength > length - start) return -1;
  hb_buffer_t *buffer = hb_buffer_create();
  hb_buffer_set_cluster_level(buffer, HB_BUFFER_CLUSTER_LEVEL_MONOTONE_CHARACTERS);
  hb_buffer_add_utf8(buffer, utf8, length, (unsigned int)start, runLength);
  if (!hb_buffer_allocation_successful(buffer)) {
    hb_buffer_destroy(buffer);
    return -1;
  }
  hb_script_t shapingScript = script != NULL ? hb_script_from_string(script, -1) : HB_SCRIPT_INVALID;
  if (shapingScript != HB_SCRIPT_INVALID && shapingScript != HB_SCRIPT_UNKNOWN) {
    hb_buffer_set_script(buffer, shapingScript);
    hb_direction_t direction = hb_script_get_horizontal_direction(shapingScript);
    hb_buffer_set_direction(buffer, direction == HB_DIRECTION_INVALID ? HB_DIRECTION_LTR : direction);
  }
  // A fixed language, never the process locale HarfBuzz would guess: widths are deterministic.
  hb_buffer_set_language(buffer, hb_language_from_string("und", 3));
  hb_buffer_guess_segment_properties(buffer);
  hb_shape(face->font, buffer, NULL, 0);
  if (!hb_buffer_allocation_successful(buffer)) {
    hb_buffer_destroy(buffer);
    return -1;
  }
  unsigned int count = 0;
  const hb_glyph_info_t *infos = hb_buffer_get_glyph_infos(buffer, &count);
  const hb_glyph_position_t *positions = hb_buffer_get_glyph_positions(buffer, NULL);
  unsigned int written = cap > 0 && (unsigned int)cap < count ? (unsigned int)cap : count;
  if (cap <= 0) written = 0;
  for (unsigned int i = 0; i < written; i++) {
    glyphs[i] = infos[i].codepoint;
    clusters[i] = infos[i].cluster;
    advances[i] = (int32_t)positions[i].x_advance;
  }
  hb_buffer_destroy(buffer);
  return count > INT32_MAX ? INT32_MAX : (int32_t)count;
}
