#ifndef DOCTOOL_CWORDBREAK_H
#define DOCTOOL_CWORDBREAK_H
#include <stdint.h>
/// Word boundaries of UTF-16 text by ICU's dictionary-based break iterator (used for Chinese).
/// Writes up to `capacity` boundary offsets (UTF-16 units) into `boundaries`; returns the count,
/// or -1 on an ICU error. ICU's C API is renamed by version macros, so Swift calls this wrapper.
int32_t doctool_word_boundaries(const uint16_t *text, int32_t length, int32_t *boundaries, int32_t capacity);
#endif
