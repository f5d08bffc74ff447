/// A thin C layer over HarfBuzz with a HarfBuzz-free public header.
///
/// Swift never sees `<hb.h>`: every function here uses only stdint types and the opaque
/// `chb_file` and `chb_face` handles. Strings cross the boundary as UTF-8 buffers with
/// explicit capacities; functions that fill a buffer return the full length needed (which
/// may exceed `cap`). Advances are in font units (the font's scale is its units per em).
#ifndef CHARFBUZZSHIMS_H
#define CHARFBUZZSHIMS_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The HarfBuzz version as major * 10000 + minor * 100 + micro.
int32_t chb_version(void);

/// The bytes of one font file (a copy), shared by the faces opened from it.
typedef struct chb_file chb_file;

/// Copies `length` bytes of a font file; NULL when out of memory or `length` is not positive.
chb_file *chb_file_create(const uint8_t *bytes, int32_t length);
void chb_file_destroy(chb_file *file);
/// The number of faces in the file (1 for ttf/otf, n for ttc), 0 when it is not an
/// OpenType, TrueType or collection file.
int32_t chb_file_face_count(const chb_file *file);

/// One face of a file, ready to shape. Immutable once opened: shaping with one face from
/// several threads at once is safe (HarfBuzz fonts are thread-safe when immutable).
typedef struct chb_face chb_face;

/// Why a face cannot be used.
enum {
  chb_ok = 0,
  chb_error_memory = 1,
  chb_error_no_glyphs = 2,
  chb_error_no_head = 3,
  chb_error_no_unicode_cmap = 4,
  chb_error_bad_upem = 5,
};

/// Opens face `index` of `file`; the face holds its own reference to the bytes, so the
/// file may be destroyed first. Returns NULL and stores one of the errors above in `error`.
chb_face *chb_face_open(const chb_file *file, int32_t index, int32_t *error);
void chb_face_close(chb_face *face);

/// Units per em from the `head` table.
int32_t chb_face_units_per_em(const chb_face *face);
/// The number of glyphs in the face.
int32_t chb_face_glyph_count(const chb_face *face);
/// Reads the OS/2 table's usWeightClass, usWidthClass and fsSelection.
/// Returns 1, or 0 (leaving the outputs alone) when the face has no usable OS/2 table.
int32_t chb_face_os2(const chb_face *face, int32_t *weightClass, int32_t *widthClass, int32_t *fsSelection);
/// The English `name` table entry `nameID` as UTF-8 (empty when absent).
int32_t chb_face_name(const chb_face *face, uint32_t nameID, char *out, int32_t cap);
/// The glyph of a code point in the face's Unicode character map (0 when unmapped).
uint32_t chb_face_nominal_glyph(const chb_face *face, uint32_t codePoint);

/// Shapes `runLength` bytes of `utf8` starting at byte `start`, in the ISO 15924 script
/// `script` (such as "Latn", "Arab"; NULL or unknown: guessed), with the text around the
/// run as context (so Arabic joins across runs). Clusters are byte offsets into `utf8`,
/// one per character unless a ligature merges them.
///
/// Writes up to `cap` glyphs (glyph id, cluster, x advance in font units) in visual order
/// and returns how many the run has (more than `cap`: call again with more room), or -1
/// when the arguments are out of range or HarfBuzz could not allocate its buffer.
int32_t chb_shape(const chb_face *face, const char *utf8, int32_t length, int32_t start, int32_t runLength,
                  const char *script, uint32_t *glyphs, uint32_t *clusters, int32_t *advances, int32_t cap);

#ifdef __cplusplus
}
#endif

#endif
