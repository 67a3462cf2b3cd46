import CGtk4

#if canImport(Glibc)
  import Glibc
#endif

/// Frame-buffer memory in Cairo's X11 shared-memory pool, which keeps that pool alive.
///
/// GTK 4.8's X11 Cairo context uploads every frame to the window through Cairo's Xlib
/// backend, which copies the image into a MIT-SHM segment from a per-display pool (64 MiB for
/// a 5.3 MB frame) and destroys a pool as soon as nothing in it is allocated. So each frame
/// created a segment and faulted its pages in again, on both sides (measured with `perf`:
/// about a third of the app's CPU per frame after the allocator fix). A frame buffer
/// allocated in that pool (`cairo_surface_create_similar_image` on an Xlib surface of the
/// window) stays allocated, so the pool survives and each upload reuses pages already mapped.
///
/// The GDK X11 and Cairo Xlib entry points are looked up by name (`dlsym`): the `CGtk4`
/// module includes neither `gdk/x11/gdkx.h` nor `cairo-xlib.h`, and the host must still work
/// on other GDK backends, where this gives `nil`.
enum X11SharedPixels {
  private typealias DisplayOf = @convention(c) (OpaquePointer?) -> OpaquePointer?
  private typealias XIDOf = @convention(c) (OpaquePointer?) -> UInt
  private typealias DefaultScreen = @convention(c) (OpaquePointer?) -> Int32
  private typealias DefaultVisual = @convention(c) (OpaquePointer?, Int32) -> OpaquePointer?
  private typealias XlibSurface =
    @convention(c) (OpaquePointer?, UInt, OpaquePointer?, Int32, Int32) -> OpaquePointer?

  /// A new ARGB32 image surface of `width`×`height` pixels in the shared-memory pool of the
  /// X display showing `widget`'s window, or `nil` when the window is not on X11, is not
  /// realized, or an entry point is missing.
  ///
  /// Without MIT-SHM, Cairo answers with an ordinary image surface, which works the same.
  @MainActor
  static func imageSurface(for widget: UnsafeMutablePointer<GtkWidget>, width: Int, height: Int)
    -> OpaquePointer?
  {
    guard let display = gtk_widget_get_display(widget),
      let typeName = g_type_name_from_instance(
        UnsafeMutableRawPointer(display).assumingMemoryBound(to: GTypeInstance.self)),
      String(cString: typeName) == "GdkX11Display",
      let native = gtk_widget_get_native(widget),
      let surface = gtk_native_get_surface(native),
      let xDisplayOf: DisplayOf = symbol("gdk_x11_display_get_xdisplay"),
      let xidOf: XIDOf = symbol("gdk_x11_surface_get_xid"),
      let defaultScreen: DefaultScreen = symbol("XDefaultScreen"),
      let defaultVisual: DefaultVisual = symbol("XDefaultVisual"),
      let xlibSurface: XlibSurface = symbol("cairo_xlib_surface_create"),
      let xDisplay = xDisplayOf(display)
    else { return nil }
    let xid = xidOf(surface)
    guard xid != 0,
      let window = xlibSurface(
        xDisplay, xid, defaultVisual(xDisplay, defaultScreen(xDisplay)), 1, 1)
    else { return nil }
    defer { cairo_surface_destroy(window) }
    guard cairo_surface_status(window) == CAIRO_STATUS_SUCCESS,
      let image = cairo_surface_create_similar_image(
        window, CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(image) == CAIRO_STATUS_SUCCESS,
      cairo_image_surface_get_data(image) != nil,
      cairo_image_surface_get_width(image) == Int32(width),
      cairo_image_surface_get_height(image) == Int32(height)
    else {
      cairo_surface_destroy(image)
      return nil
    }
    return image
  }

  /// The C function named `name` in the process, as `T`, or `nil`.
  private static func symbol<T>(_ name: String) -> T? {
    guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
    return unsafeBitCast(address, to: T.self)
  }
}
