#include "CProcessShims.h"

// Any C library header defines __GLIBC__ when the library is glibc.
#include <stdlib.h>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

void cprocess_tune_allocator(void) {
#if defined(__GLIBC__)
  // Memory freed at the top of a heap stays with the process instead of going back to the
  // system once 128 KiB are free (and being faulted in again at the next allocation).
  mallopt(M_TRIM_THRESHOLD, 256 << 20);
  // Blocks up to 32 MiB, the most glibc allows, come from the heaps and are reused, instead
  // of each being mapped, faulted in and unmapped on its own.
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  // The main heap grows 16 MiB at a time instead of 128 KiB.
  mallopt(M_TOP_PAD, 16 << 20);
#endif
}
