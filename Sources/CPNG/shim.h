// libpng for SectionalCairo's fast PNG writer.
// pkg-config's -I flag points at libpng16/, so the header is <png.h>.
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

// Writes `height` rows of `width` 8-bit RGBA pixels (straight alpha) from `rgba` as a PNG
// file at `path`, with every row filtered by `filter` (a PNG_FILTER_* flag) and compressed at
// zlib level `level` with zlib strategy `strategy`. Returns 1 on success; on failure 0 with a
// message in `message` (at most `capacity` bytes, NUL-terminated) and no file left behind.
//
// It lives in C because libpng reports errors by longjmp, which must land in a C frame.
static inline void sectional_png_error(png_structp png, png_const_charp text) {
  char *message = (char *)png_get_error_ptr(png);
  if (message) {
    strncpy(message, text, 127);
    message[127] = 0;
  }
  png_longjmp(png, 1);
}

static inline void sectional_png_warning(png_structp png, png_const_charp text) {
  (void)png;
  (void)text;
}

static inline int sectional_png_write_rgba(
    const char *path, const unsigned char *rgba, unsigned width, unsigned height, int filter,
    int level, int strategy, char *message /* 128 bytes */) {
  message[0] = 0;
  FILE *file = fopen(path, "wb");
  if (!file) {
    strncpy(message, "cannot open the file for writing", 127);
    return 0;
  }
  png_structp png = png_create_write_struct(
      PNG_LIBPNG_VER_STRING, message, sectional_png_error, sectional_png_warning);
  png_infop info = png ? png_create_info_struct(png) : NULL;
  if (!png || !info) {
    png_destroy_write_struct(&png, NULL);
    fclose(file);
    remove(path);
    strncpy(message, "out of memory", 127);
    return 0;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    fclose(file);
    remove(path);
    return 0;
  }
  png_init_io(png, file);
  png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filter);
  png_set_compression_level(png, level);
  png_set_compression_strategy(png, strategy);
  png_write_info(png, info);
  for (unsigned y = 0; y < height; y++) {
    png_write_row(png, rgba + (size_t)y * width * 4);
  }
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  if (fclose(file) != 0) {
    remove(path);
    strncpy(message, "cannot finish writing the file", 127);
    return 0;
  }
  return 1;
}
