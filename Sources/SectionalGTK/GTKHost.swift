import CGtk4
import SectionalCairo
import SectionalGraphics
import SectionalViews

/// A GTK 4 window with one drawing area that shows a `HostContent` and feeds it input.
///
/// The drawing area's draw func rasterises the content's display list into a frame buffer
/// kept between frames, at the surface's device scale (`gtk_widget_get_scale_factor`) on a
/// white background as the PNG renderer's hosts use (black in dark mode), and paints the buffer onto the `cairo_t`
/// GTK hands it as one pixel-aligned image. GTK's context records rather than rasterises, so
/// replaying the list there would leave the rasterising to GSK's paint phase, command by
/// command; a frame with nothing changed repaints the buffer without replaying the list.
/// Text is measured with `PangoTextMetrics.shared`, set as the
/// content's measurer before the first layout, so it is measured as it is drawn.
///
/// Input becomes Sectional events (see `GTKHost+Input.swift`): click and drag gestures as one
/// pointer's phases, wheel and touchpad scrolling in points (``GTKScrollMapping``) with kinetic
/// coasting after a fling, and keys (``GTKKeyMapping``). Pointer motion with no button down is
/// delivered as a hover (and leaving the area as a hover to `nil`), so tables highlight the row or
/// header under the mouse. The content redraws only when its `needsDisplay` is set, and a tick
/// callback on the frame clock drives `advanceAnimations(to:)` only while it returns `true`.
///
/// The host uses GTK 4.8 API only and its own GLib loop, not `GtkApplication`, so it needs
/// no D-Bus session. Call ``run(exitAfter:)`` from the top level of the program (the way
/// `gtk_main` was called), never from inside a main-actor task: it also drains Swift's main
/// run loop so `MainActor` jobs run.
@MainActor
public final class GTKHost {
  /// The content shown.
  public let content: any HostContent
  /// Called after each frame is drawn (after the frame clock's paint phase when there is
  /// one), with its timing; `nil` by default.
  public var onFrame: ((GTKFrameTiming) -> Void)?

  /// The `GtkWindow`.
  let window: UnsafeMutablePointer<GtkWidget>
  /// The `GtkDrawingArea` filling the window.
  let area: UnsafeMutablePointer<GtkWidget>
  /// The drawing area's size in points, as last given to the content.
  public internal(set) var size: CGSize
  /// Whether the window has been destroyed (closed by the user or by ``close()``).
  public internal(set) var isClosed = false
  /// The number of frames drawn so far.
  public internal(set) var frameCount = 0

  /// The press being tracked across the click and drag gestures.
  var pointer = PointerTracker()
  /// The pointer's last location over the drawing area, where scrolls are delivered.
  var pointerLocation: CGPoint
  /// The coasting after a touchpad fling, while it runs.
  var kinetic: KineticScroll?
  /// The tick callback's id while one is installed, else 0.
  var tickCallbackID: UInt32 = 0
  /// When the oldest input not drawn yet arrived.
  var pendingInputTime: Double?
  /// Seconds spent delivering input since the last frame.
  var pendingInputHandling = 0.0
  /// The display list drawn last, replayed when GTK asks for a frame with nothing changed.
  var lastDisplayList = DisplayList()
  /// The pixels of the frame shown last, made on the first draw and again whenever the size
  /// or scale changes (see `GTKHost+FrameBuffer.swift`).
  var frameBuffer: CairoCanvas?
  /// The frame drawn and waiting for the frame clock's `after-paint`.
  var unpaintedFrame: GTKFrameTiming?
  /// The frame clock whose `after-paint` is watched, once the window is realized.
  var watchedFrameClock: OpaquePointer?
  /// The `GtkFixed` over the drawing area that holds the accessibility mirrors.
  let accessibilityLayer: UnsafeMutablePointer<GtkWidget>
  /// The mirror widgets, one per element in `mirroredItems`.
  var mirrors: [AccessibilityMirror] = []
  /// The elements the mirrors show, in the content's reading order.
  var mirroredItems: [AccessibilityItem] = []
  /// Whether a mirror update is scheduled.
  var accessibilityUpdatePending = false

  /// Opens (but does not show) a window titled `title` whose drawing area is `size` points,
  /// showing `content`.
  ///
  /// Initialises GTK on first use (`gtk_init_check`), sets `content.textMeasurer` to
  /// `PangoTextMetrics.shared`, gives the content the desktop's traits (and follows their
  /// changes, see `GTKHost+Traits.swift`) and lays the content out at `size` once. Call ``present()``
  /// or ``run(exitAfter:)`` to show it.
  ///
  /// `keepsFramePagesMapped` (off by default) tunes glibc's allocator for the whole process,
  /// once, so that the frame-sized blocks GTK and Cairo allocate and free on every frame are
  /// reused from the heap instead of being mapped, faulted in and zeroed again each frame:
  /// blocks below 32 MiB come from the heap (`M_MMAP_THRESHOLD`) and the heap's top is given
  /// back only past 128 MiB (`M_TRIM_THRESHOLD`), which spares GTK's paint phase the page
  /// faults. Turn it on when the process is mostly this window and scrolls continuously (an
  /// app, a benchmark); leave it off in a process whose other large
  /// allocations should go back to the system when freed, or which tunes `malloc` itself.
  /// Either environment variable `MALLOC_MMAP_THRESHOLD_` or `MALLOC_TRIM_THRESHOLD_`, when
  /// set, wins over the option; it does nothing where the C library is not glibc.
  ///
  /// - Throws: ``GTKHostError/noDisplay`` when GTK cannot connect to a display.
  public init(
    content: any HostContent, title: String, size: CGSize, keepsFramePagesMapped: Bool = false
  ) throws(GTKHostError) {
    guard gtk_init_check() != 0 else { throw .noDisplay }
    if keepsFramePagesMapped { Self.keepFramePagesMapped() }
    self.content = content
    self.size = size
    self.pointerLocation = CGPoint(x: size.width / 2, y: size.height / 2)
    window = gtk_window_new()
    area = gtk_drawing_area_new()
    accessibilityLayer = gtk_fixed_new()
    gtk_window_set_title(windowPointer, title)
    gtk_window_set_default_size(windowPointer, Int32(size.width), Int32(size.height))
    installAccessibilityLayer()
    gtk_widget_set_hexpand(area, 1)
    gtk_widget_set_vexpand(area, 1)
    gtk_widget_set_focusable(area, 1)
    removeWindowBackground()
    content.textMeasurer = PangoTextMetrics.shared
    applyDesktopTraits()
    watchDesktopSettings()
    content.resize(to: size)
    installDrawFunc()
    installControllers()
  }

  /// The window as a `GtkWindow` pointer.
  var windowPointer: UnsafeMutablePointer<GtkWindow> {
    UnsafeMutableRawPointer(window).assumingMemoryBound(to: GtkWindow.self)
  }

  /// The surface's scale factor: device pixels per point (1 before the window is shown).
  public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(area)) }

  /// Shows the window and gives the drawing area the keyboard focus.
  ///
  /// Presenting realizes the window, so the host starts watching its frame clock here.
  public func present() {
    guard !isClosed else { return }
    gtk_window_present(windowPointer)
    gtk_widget_grab_focus(area)
    watchFrameClock()
  }

  /// Destroys the window; ``run(exitAfter:)`` returns once GTK has processed it.
  ///
  /// Does nothing when the window is already closed.
  public func close() {
    guard !isClosed else { return }
    gtk_window_destroy(windowPointer)
  }

  /// The current time on GLib's monotonic clock, in seconds.
  public static func now() -> Double {
    Double(g_get_monotonic_time()) / 1_000_000
  }
}
