/// A thin C layer over FreeType with a FreeType-free public header.
///
/// Swift never sees `<ft2build.h>`: every function here uses only stdint types and the
/// opaque `cft_face` handle. Strings cross the boundary as UTF-8 buffers with explicit
/// capacities; functions that fill a buffer return the full length needed (which may
/// exceed `cap`) or a negative FreeType error code. Advances are in font units.
#ifndef CFREETYPESHIMS_H
#define CFREETYPESHIMS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The FreeType version as major * 10000 + minor * 100 + patch.
int32_t cft_version(void);

/// A human-readable FreeType error message, or "unknown error".
const char *cft_error_string(int32_t error);

/// An open font face together with its own FreeType library instance.
///
/// A face is not thread-safe: callers serialize access to one handle.
typedef struct cft_face cft_face;

/// The number of faces in a font file (1 for ttf/otf, n for ttc), or a negative error.
int32_t cft_face_count(const char *path);

/// Opens face `index` of a font file and selects its Unicode character map.
/// Returns NULL and stores a FreeType error (or -1 when there is no Unicode cmap) in `error`.
cft_face *cft_face_open(const char *path, int32_t index, int32_t *error);
void cft_face_close(cft_face *face);

/// Units per em from the `head` table (0 for bitmap-only faces).
int32_t cft_face_units_per_em(const cft_face *face);
/// The OS/2 `usWeightClass` (100–900), or 0 when the face has no OS/2 table.
int32_t cft_face_weight_class(const cft_face *face);
/// The family name, such as "Inter", as UTF-8.
int32_t cft_face_family_name(const cft_face *face, char *out, int32_t cap);
/// The style name, such as "Semi Bold", as UTF-8.
int32_t cft_face_style_name(const cft_face *face, char *out, int32_t cap);
/// An English `name` table entry (Windows Unicode, else Macintosh Roman) as UTF-8.
/// Returns 0 (empty) when the face has no such entry.
int32_t cft_face_sfnt_name(const cft_face *face, uint16_t nameID, char *out, int32_t cap);

/// The glyph index of a code point in the selected cmap (0 when unmapped).
uint32_t cft_face_glyph_index(const cft_face *face, uint32_t codePoint);
/// The unscaled horizontal advance of a glyph in font units, or a negative error.
int32_t cft_face_glyph_advance(cft_face *face, uint32_t glyphIndex);

/// The unscaled side bearings of a glyph in font units: from its origin to its ink
/// (`leading`) and from its ink to its advance (`trailing`). Returns 0, or a FreeType error.
int32_t cft_face_glyph_bearings(cft_face *face, uint32_t glyphIndex, int32_t *leading, int32_t *trailing);

/// Walks the selected cmap in code point order.
/// Writes up to `cap` mapped code points that are >= `from` and <= `through`, together
/// with their advances in font units, and returns how many were written. Call again with
/// `from` = last written code point + 1 until it returns less than `cap`.
int32_t cft_face_cmap_advances(cft_face *face, uint32_t from, uint32_t through,
                               uint32_t *codePoints, int32_t *advances, int32_t cap);

#ifdef __cplusplus
}
#endif

#endif
