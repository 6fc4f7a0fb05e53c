#include "CWordBreak.h"
#include <unicode/ubrk.h>
#include <unicode/utypes.h>

int32_t doctool_word_boundaries(const uint16_t *text, int32_t length, int32_t *boundaries, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_WORD, "zh", (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    for (int32_t position = ubrk_first(iterator); position != UBRK_DONE && count < capacity;
         position = ubrk_next(iterator)) {
        boundaries[count++] = position;
    }
    ubrk_close(iterator);
    return count;
}
