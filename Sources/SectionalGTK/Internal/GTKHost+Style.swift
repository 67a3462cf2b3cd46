import CGtk4

/// The window's style: no CSS background behind the drawing area.
///
/// The drawing area covers the whole window and paints every pixel of it, so the theme's
/// window background (a full-window colour node that GSK's Cairo renderer filled on every
/// frame, about 7 % of the app's CPU per wheel frame under `perf`) is never seen.
extension GTKHost {
  /// The CSS class the host's windows carry.
  static let windowCSSClass = "sectional-gtk-host"
  /// The CSS class of the accessibility mirrors: no padding, margin, border or minimum size,
  /// so a mirror's bounds are exactly its element's frame.
  static let mirrorCSSClass = "sectional-accessibility-mirror"

  /// Whether the style provider was added to the default display.
  static var styleInstalled = false

  /// Adds, once per process, a style provider that removes the background of windows with
  /// ``windowCSSClass``, and gives `window` that class.
  func removeWindowBackground() {
    gtk_widget_add_css_class(window, Self.windowCSSClass)
    guard !Self.styleInstalled, let display = gdk_display_get_default() else { return }
    Self.styleInstalled = true
    let provider = gtk_css_provider_new()
    let css = """
      window.\(Self.windowCSSClass) { background: none; }
      button.\(Self.mirrorCSSClass) { padding: 0; margin: 0; border: none; min-width: 0; \
      min-height: 0; }
      """
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), UInt32(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(provider)
  }
}
