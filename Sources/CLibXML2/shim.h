#ifndef DOCTOOL_CLIBXML2_SHIM_H
#define DOCTOOL_CLIBXML2_SHIM_H
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/parser.h>
#include <libxml/xmlerror.h>
#include <libxml/encoding.h>

/// Swift 6 refuses to call `xmlFree` directly (it is a global function-pointer variable).
static inline void doctool_xmlFree(void *pointer) { xmlFree(pointer); }
#endif
