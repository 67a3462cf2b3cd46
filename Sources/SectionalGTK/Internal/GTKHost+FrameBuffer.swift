import CGtk4
import SectionalCairo
import SectionalGraphics

/// The frame buffer's life: a `CairoCanvas` made at the drawing area's size and the
/// surface's scale, drawn when the content changed, painted on every draw.
///
/// A GTK 4 drawing area's context records rather than rasterises. With GSK's Cairo renderer
/// the recording is replayed after the draw func returns, so replaying a display list there
/// rasterises it in GSK's paint phase, command by command and without the replay's cached
/// resampled images. Drawing it into the canvas instead leaves GSK one image to copy. The
/// canvas is only drawn in the draw func, while GTK builds the node that replaces the
/// recording of the old frame, so a recording never shows a newer frame than its own.
extension GTKHost {
  /// Paints the frame onto `cr` from the host's frame buffer, drawing the last display list
  /// into it first when `changed` or when the buffer is new; returns whether it did.
  ///
  /// A new buffer is made when the drawing area's size, the surface's scale or the
  /// appearance changed, on white (black in dark mode), in the X server's shared memory when the window is on X11
  /// (``X11SharedPixels``). Returns `false`, having painted nothing, when no buffer can be
  /// made for the size or the list's groups do not nest (which a view tree never draws); the
  /// caller then replays the list onto `cr` itself.
  ///
  /// - Complexity: O(n) commands plus the pixels they cover when drawing, plus the buffer's
  ///   pixels for the paint.
  func paintFromFrameBuffer(on cr: OpaquePointer, changed: Bool) -> Bool {
    let scale = Double(max(1, scaleFactor))
    let background: Color =
      content.hostTraitCollection.userInterfaceStyle == .dark ? .black : .white
    var redraw = changed
    let stale = frameBuffer.map {
      $0.size != size || $0.renderer.scale != scale || $0.renderer.background != background
    }
    if stale ?? true {
      // The old buffer goes first, so its shared memory is free for the new one.
      frameBuffer = nil
      let area = area
      frameBuffer = try? CairoCanvas(
        size: size, renderer: CairoRenderer(scale: scale, background: background)
      ) { width, height in
        X11SharedPixels.imageSurface(for: area, width: width, height: height)
      }
      redraw = true
    }
    guard let frameBuffer else { return false }
    if redraw {
      do {
        try frameBuffer.draw(lastDisplayList)
      } catch {
        self.frameBuffer = nil
        return false
      }
    }
    frameBuffer.paint(on: cr)
    return true
  }
}
