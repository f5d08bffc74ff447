// Private helpers shared by the shim's .c files. Never included by a public header.
#ifndef CICUSHIMS_COMMON_H
#define CICUSHIMS_COMMON_H

#include <unicode/utypes.h>

/// Maps an ICU status and a length to the shim's return convention.
static inline int32_t cicu_result(UErrorCode status, int32_t length) {
  if (status == U_BUFFER_OVERFLOW_ERROR || status == U_STRING_NOT_TERMINATED_WARNING) {
    return length;
  }
  if (U_FAILURE(status)) {
    return -(int32_t)status;
  }
  return length;
}

#endif
