// GTK 4 for SectionalGTK. Debian 12 ships GTK 4.8: use no API newer than 4.8.
#include <gtk/gtk.h>
#include <pango/pangocairo.h>

// GTK's accessibility calls are variadic (and roles are construct-only properties), which
// Swift cannot call; these fixed-argument wrappers are what SectionalGTK's accessibility
// mirror uses (GTKHost+Accessibility.swift).

// A button (so AT-SPI offers its "click" action) announced with `role`, drawing nothing and
// taking no input: it only carries a name, states and bounds over the drawing area.
static inline GtkWidget *sectional_accessible_mirror_new(GtkAccessibleRole role) {
  GtkWidget *widget = GTK_WIDGET(g_object_new(GTK_TYPE_BUTTON, "accessible-role", role, NULL));
  gtk_widget_set_opacity(widget, 0);
  gtk_widget_set_can_target(widget, FALSE);
  gtk_widget_set_focusable(widget, FALSE);
  return widget;
}

// The name and description assistive technology reads.
static inline void sectional_accessible_set_text(
    GtkWidget *widget, const char *label, const char *description) {
  gtk_accessible_update_property(
      GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, label,
      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

// Selected and disabled states; `expanded` is 1 or 0, or -1 for an element that does not
// collapse (the state is then left undefined).
static inline void sectional_accessible_set_states(
    GtkWidget *widget, gboolean selected, gboolean disabled, int expanded) {
  gtk_accessible_update_state(
      GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_SELECTED, selected,
      GTK_ACCESSIBLE_STATE_DISABLED, disabled, -1);
  if (expanded < 0) {
    gtk_accessible_reset_state(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_EXPANDED);
  } else {
    gtk_accessible_update_state(
        GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_STATE_EXPANDED, expanded, -1);
  }
}

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
