#ifndef DOCTOOL_CLIBPNG_SHIM_H
#define DOCTOOL_CLIBPNG_SHIM_H
#include <png.h>
/// PNG_FORMAT_RGBA and PNG_IMAGE_VERSION are macros Swift may not import as constants.
static inline png_uint_32 doctool_png_format_rgba(void) { return PNG_FORMAT_RGBA; }
static inline png_uint_32 doctool_png_image_version(void) { return PNG_IMAGE_VERSION; }
#endif
