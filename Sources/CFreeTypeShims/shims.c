#include "CFreeTypeShims.h"
#include <ft2build.h>
#include FT_FREETYPE_H

int32_t cft_version(void) { return FREETYPE_MAJOR * 10000 + FREETYPE_MINOR * 100 + FREETYPE_PATCH; }
