// GTK 4 for SectionalGTK. Debian 12 ships GTK 4.8: use no API newer than 4.8.
#include <gtk/gtk.h>
#include <pango/pangocairo.h>
