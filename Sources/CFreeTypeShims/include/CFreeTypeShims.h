/// A thin C layer over FreeType with a FreeType-free public header.
#ifndef CFREETYPESHIMS_H
#define CFREETYPESHIMS_H

#include <stdint.h>

/// Placeholder until the font importer lands.
int32_t cft_version(void);

#endif
