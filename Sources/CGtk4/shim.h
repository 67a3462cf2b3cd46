// GTK 4 for SectionalGTK. Debian 12 ships GTK 4.8: use no API newer than 4.8.
#include <gtk/gtk.h>
#include <pango/pangocairo.h>

// Desktop settings for the host's traits. g_object_get is variadic, which Swift cannot call.
static inline int sectional_gtk_setting_bool(const char *name) {
  GtkSettings *settings = gtk_settings_get_default();
  gboolean value = FALSE;
  if (settings) g_object_get(settings, name, &value, NULL);
  return value ? 1 : 0;
}

static inline int sectional_gtk_setting_int(const char *name) {
  GtkSettings *settings = gtk_settings_get_default();
  gint value = -1;
  if (settings) g_object_get(settings, name, &value, NULL);
  return value;
}

// The caller frees the result with g_free.
static inline char *sectional_gtk_setting_string(const char *name) {
  GtkSettings *settings = gtk_settings_get_default();
  gchar *value = NULL;
  if (settings) g_object_get(settings, name, &value, NULL);
  return value;
}
