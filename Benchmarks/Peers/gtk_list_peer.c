/* gtk_list_peer: the benchmark list as a GTK 4.8 developer would write it, beside
 * `sectional-bench gtk-list` (Benchmarks/Peers/gtk_peers.py runs both).
 *
 *   cc -O2 gtk_list_peer.c -o gtk_list_peer $(pkg-config --cflags --libs gtk4)
 *   gtk_list_peer [ROWS]
 *
 * ROWS rows (100000 by default) in sections of ten: "Item S.R" rows under a "Section S"
 * title. GTK 4.8 has no section headers in list views, so the titles are rows of the same
 * model (a GtkStringList, 110000 strings for 100000 rows), bound to a bold label; they do
 * not stick. The model sits in a GtkNoSelection under a GtkListView with a
 * GtkSignalListItemFactory (rows 44 px tall, as the table's), inside a GtkScrolledWindow
 * (kinetic scrolling off) filling a 390x844 window.
 *
 * Standard output, one line each, flushed at once, times in microseconds on GLib's
 * monotonic clock (g_get_monotonic_time), the same lines as `sectional-bench gtk-list`:
 *   first-frame PAINT          the frame clock's first after-paint;
 *   frame INPUT PAINT OFFSET   for each frame painted after wheel input: when the oldest
 *                              wheel event not yet painted arrived (a scroll controller in
 *                              the window's capture phase sees it before the scrolled window
 *                              does), when that frame's paint phase ended, and the vertical
 *                              adjustment's value in pixels.
 * The window quits after SECTIONAL_EXIT_AFTER_SECONDS when set, or when it is closed.
 */
#include <gtk/gtk.h>
#include <stdio.h>
#include <stdlib.h>

enum { ROWS_PER_SECTION = 10 };

static gint64 pending_input = 0;  /* arrival of the oldest unpainted wheel event, or 0 */
static gboolean painted_once = FALSE;
static gboolean done = FALSE;
static GtkAdjustment *vadjustment = NULL;

static void setup_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  GtkWidget *label = gtk_label_new(NULL);
  gtk_label_set_xalign(GTK_LABEL(label), 0);
  gtk_widget_set_margin_start(label, 16);
  gtk_widget_set_margin_top(label, 12); /* rows of 44 px, as the table's */
  gtk_widget_set_margin_bottom(label, 12);
  gtk_list_item_set_child(item, label);
}

/* Titles ("Section ...") are bold headings; rows are plain labels. */
static void bind_row(GtkSignalListItemFactory *factory, GtkListItem *item, gpointer data) {
  GtkWidget *label = gtk_list_item_get_child(item);
  const char *text = gtk_string_object_get_string(GTK_STRING_OBJECT(gtk_list_item_get_item(item)));
  gtk_label_set_label(GTK_LABEL(label), text);
  if (text[0] == 'S') {
    gtk_widget_add_css_class(label, "heading");
  } else {
    gtk_widget_remove_css_class(label, "heading");
  }
}

static gboolean wheel(GtkEventControllerScroll *controller, double dx, double dy, gpointer data) {
  if (pending_input == 0) pending_input = g_get_monotonic_time();
  return FALSE; /* the scrolled window handles it */
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
  gint64 now = g_get_monotonic_time();
  if (!painted_once) {
    painted_once = TRUE;
    printf("first-frame %" G_GINT64_FORMAT "\n", now);
  }
  if (pending_input != 0) {
    printf("frame %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %g\n", pending_input, now,
           gtk_adjustment_get_value(vadjustment));
    pending_input = 0;
  }
  fflush(stdout);
}

static void realized(GtkWidget *window, gpointer data) {
  g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint),
                   NULL);
}

static gboolean quit(gpointer window) {
  gtk_window_destroy(GTK_WINDOW(window));
  return G_SOURCE_REMOVE;
}

static void destroyed(GtkWidget *window, gpointer data) { done = TRUE; }

int main(int argc, char **argv) {
  long rows = argc > 1 ? strtol(argv[1], NULL, 10) : 100000;
  if (rows <= 0) {
    fprintf(stderr, "gtk_list_peer: ROWS must be > 0\n");
    return 2;
  }
  if (!gtk_init_check()) {
    fprintf(stderr, "gtk_list_peer: cannot open a display\n");
    return 1;
  }
  long sections = (rows + ROWS_PER_SECTION - 1) / ROWS_PER_SECTION;
  GtkStringList *strings = gtk_string_list_new(NULL);
  char text[64];
  for (long section = 0; section < sections; section++) {
    snprintf(text, sizeof text, "Section %ld", section);
    gtk_string_list_append(strings, text);
    long count = rows - section * ROWS_PER_SECTION;
    if (count > ROWS_PER_SECTION) count = ROWS_PER_SECTION;
    for (long row = 0; row < count; row++) {
      snprintf(text, sizeof text, "Item %ld.%ld", section, row);
      gtk_string_list_append(strings, text);
    }
  }

  GtkListItemFactory *factory = gtk_signal_list_item_factory_new();
  g_signal_connect(factory, "setup", G_CALLBACK(setup_row), NULL);
  g_signal_connect(factory, "bind", G_CALLBACK(bind_row), NULL);
  GtkWidget *list =
      gtk_list_view_new(GTK_SELECTION_MODEL(gtk_no_selection_new(G_LIST_MODEL(strings))), factory);

  GtkWidget *scrolled = gtk_scrolled_window_new();
  gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), list);
  /* Wheel clicks only, no coasting after them: the host on the other side scrolls a wheel
   * click by the same step and does not coast, so both scroll the same distance. */
  gtk_scrolled_window_set_kinetic_scrolling(GTK_SCROLLED_WINDOW(scrolled), FALSE);
  vadjustment = gtk_scrolled_window_get_vadjustment(GTK_SCROLLED_WINDOW(scrolled));

  GtkWidget *window = gtk_window_new();
  gtk_window_set_title(GTK_WINDOW(window), "gtk_list_peer");
  gtk_window_set_default_size(GTK_WINDOW(window), 390, 844);
  gtk_window_set_child(GTK_WINDOW(window), scrolled);

  GtkEventController *scroll =
      gtk_event_controller_scroll_new(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL);
  gtk_event_controller_set_propagation_phase(scroll, GTK_PHASE_CAPTURE);
  g_signal_connect(scroll, "scroll", G_CALLBACK(wheel), NULL);
  gtk_widget_add_controller(window, scroll);

  g_signal_connect(window, "realize", G_CALLBACK(realized), NULL);
  g_signal_connect(window, "destroy", G_CALLBACK(destroyed), NULL);
  const char *seconds = g_getenv("SECTIONAL_EXIT_AFTER_SECONDS");
  if (seconds != NULL && atof(seconds) > 0) {
    g_timeout_add((guint)(atof(seconds) * 1000), quit, window);
  }
  gtk_window_present(GTK_WINDOW(window));
  while (!done) g_main_context_iteration(NULL, TRUE);
  return 0;
}
