#ifndef DOCTOOL_CLIBXML2_SHIM_H
#define DOCTOOL_CLIBXML2_SHIM_H
// Debian's libxml2 is built with ICU, so its encoding.h includes <unicode/ucnv.h>, whose UErrorCode is
// not the one of the ICU copy Foundation ships (_FoundationICU): a module seeing both failed to build
// now and then ("'UErrorCode' has different definitions in different modules"), depending on the order
// clang built its modules in. We never touch the ICU fields (only in xmlCharEncodingHandler, which we
// use through pointers libxml2 hands out), so the headers are read as if libxml2 had no ICU.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#include <libxml/encoding.h>

/// Swift 6 refuses to call `xmlFree` directly (it is a global function-pointer variable).
static inline void doctool_xmlFree(void *pointer) { xmlFree(pointer); }
#endif
