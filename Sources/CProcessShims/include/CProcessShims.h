/// Process-wide settings the `navaudit` command makes before it starts, in C because Swift
/// does not import `<malloc.h>`.
#ifndef CPROCESSSHIMS_H
#define CPROCESSSHIMS_H

#ifdef __cplusplus
extern "C" {
#endif

/// Asks glibc's allocator to keep freed memory, to serve blocks up to 32 MiB from its heaps
/// and to grow the main heap 16 MiB at a time; does nothing on other C libraries.
void cprocess_tune_allocator(void);

#ifdef __cplusplus
}
#endif

#endif
