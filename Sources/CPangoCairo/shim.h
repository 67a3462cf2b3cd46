// Cairo and Pango for SectionalCairo: drawing, PNG I/O and text shaping.
// pkg-config's -I flags point inside cairo/, so the header is <cairo.h>.
#include <cairo.h>
#include <pango/pangocairo.h>
