import CGtk4
import SectionalCairo
import SectionalGraphics
import SectionalViews

/// Frames: the draw func, the tick callback that drives animations and coasting, and the
/// frame clock's `after-paint` for timing.
extension GTKHost {
  /// Sets the drawing area's draw func and its `resize` handler.
  func installDrawFunc() {
    let draw:
      @convention(c) (
        UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32,
        UnsafeMutableRawPointer?
      ) -> Void = { _, cr, width, height, data in
        guard let cr else { return }
        MainActor.assumeIsolated {
          GTKHost.from(data).draw(on: cr, width: Double(width), height: Double(height))
        }
      }
    let release: GDestroyNotify = { data in Unmanaged<GTKHost>.fromOpaque(data!).release() }
    let drawingArea = UnsafeMutableRawPointer(area).assumingMemoryBound(to: GtkDrawingArea.self)
    gtk_drawing_area_set_draw_func(drawingArea, draw, retainedUserData(), release)

    let resized: @convention(c) (OpaquePointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
      _, width, height, data in
      MainActor.assumeIsolated {
        GTKHost.from(data).resize(to: CGSize(width: Double(width), height: Double(height)))
      }
    }
    connect(UnsafeMutableRawPointer(area), "resize", unsafeBitCast(resized, to: GCallback.self))
  }

  /// Lays the content out at a new drawing-area size and asks for a frame.
  func resize(to newSize: CGSize) {
    guard applySize(newSize) else { return }
    gtk_widget_queue_draw(area)
  }

  /// Gives the content a new drawing-area size; returns whether the size changed.
  @discardableResult
  func applySize(_ newSize: CGSize) -> Bool {
    guard newSize != size, newSize.width > 0, newSize.height > 0 else { return false }
    size = newSize
    content.resize(to: newSize)
    return true
  }

  /// The draw func: renders the content when it needs display (else shows the last frame)
  /// and paints it onto GTK's context, which already carries the surface scale.
  ///
  /// The display list is rasterised into the host's frame buffer (a `CairoCanvas`) at the
  /// device scale, which is painted onto `cr` as one image; only when no buffer can be made
  /// for the size is the list replayed onto `cr` itself.
  func draw(on cr: OpaquePointer, width: Double, height: Double) {
    let start = Self.now()
    applySize(CGSize(width: width, height: height))
    let changed = content.needsDisplay
    if changed { lastDisplayList = content.render() }
    let rendered = Self.now()
    if !paintFromFrameBuffer(on: cr, changed: changed) {
      cairo_save(cr)
      cairo_set_source_rgb(cr, 1, 1, 1)
      cairo_paint(cr)
      cairo_restore(cr)
      CairoRenderer.replay(lastDisplayList, on: cr)
    }
    let end = Self.now()
    frameCount += 1
    let frame = GTKFrameTiming(
      inputTime: pendingInputTime,
      inputHandling: pendingInputTime == nil ? 0 : pendingInputHandling,
      drawStart: start, renderEnd: rendered, drawEnd: end, paintEnd: nil,
      commandCount: lastDisplayList.commands.count, scaleFactor: scaleFactor)
    pendingInputTime = nil
    pendingInputHandling = 0
    if changed { scheduleAccessibilityUpdate() }
    if watchedFrameClock == nil {
      onFrame?(frame)
    } else {
      unpaintedFrame = frame
    }
  }

  /// Watches the window's frame clock's `after-paint` to time frames to the end of painting.
  func watchFrameClock() {
    guard watchedFrameClock == nil, let clock = gtk_widget_get_frame_clock(area) else { return }
    watchedFrameClock = clock
    let painted: @convention(c) (OpaquePointer?, UnsafeMutableRawPointer?) -> Void = { _, data in
      MainActor.assumeIsolated { GTKHost.from(data).framePainted() }
    }
    connect(
      UnsafeMutableRawPointer(clock), "after-paint", unsafeBitCast(painted, to: GCallback.self))
  }

  /// The frame clock finished painting: reports the frame drawn in it, if any.
  func framePainted() {
    guard var frame = unpaintedFrame else { return }
    unpaintedFrame = nil
    frame.paintEnd = Self.now()
    onFrame?(frame)
  }

  /// Installs the tick callback unless it is installed.
  func startTicking() {
    guard tickCallbackID == 0, !isClosed else { return }
    let tick:
      @convention(c) (
        UnsafeMutablePointer<GtkWidget>?, OpaquePointer?, UnsafeMutableRawPointer?
      ) -> Int32 = { _, clock, data in
        let micros = clock.map { gdk_frame_clock_get_frame_time($0) } ?? g_get_monotonic_time()
        return MainActor.assumeIsolated {
          GTKHost.from(data).tick(at: Double(micros) / 1_000_000) ? 1 : 0
        }
      }
    let release: GDestroyNotify = { data in Unmanaged<GTKHost>.fromOpaque(data!).release() }
    tickCallbackID = gtk_widget_add_tick_callback(area, tick, retainedUserData(), release)
  }

  /// One frame-clock tick: coasts, advances animations and asks for a frame.
  ///
  /// Returns whether to keep ticking: while an animation or coasting runs.
  func tick(at time: Double) -> Bool {
    if var coast = kinetic {
      let delta = coast.step(to: time)
      kinetic = coast.isRunning(at: time) ? coast : nil
      if delta.x != 0 || delta.y != 0 {
        let event = Event(.scroll(delta: delta, location: pointerLocation), timestamp: time)
        content.send(event, pointer: 0)
        if content.needsDisplay, pendingInputTime == nil { pendingInputTime = time }
      }
    }
    let animating = content.advanceAnimations(to: time)
    if content.needsDisplay { gtk_widget_queue_draw(area) }
    guard animating || kinetic != nil else {
      tickCallbackID = 0
      return false
    }
    return true
  }
}
