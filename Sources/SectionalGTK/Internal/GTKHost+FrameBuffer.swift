import CGtk4
import SectionalGraphics

/// The frame buffer's life: made at the drawing area's size and the surface's scale, drawn
/// when the content changed, painted on every draw.
extension GTKHost {
  /// Paints the frame onto `cr` from the host's ``GTKFrameBuffer``, drawing the last display
  /// list into it first when `changed` or when the buffer is new; returns whether it did.
  ///
  /// A new buffer is made when the drawing area's size or the surface's scale changed, in
  /// the X server's shared memory when the window is on X11 (``X11SharedPixels``).
  /// Returns `false`, having painted nothing, when no buffer can be made for the size; the
  /// caller then replays the list onto `cr` itself.
  ///
  /// - Complexity: O(n) commands plus the pixels they cover when drawing, plus the buffer's
  ///   pixels for the paint.
  func paintFromFrameBuffer(on cr: OpaquePointer, changed: Bool) -> Bool {
    let scale = Double(max(1, scaleFactor))
    var redraw = changed
    if frameBuffer.map({ $0.size != size || $0.scale != scale }) ?? true {
      frameBuffer = nil
      let area = area
      frameBuffer = GTKFrameBuffer(size: size, scale: scale) { width, height in
        X11SharedPixels.imageSurface(for: area, width: width, height: height)
      }
      redraw = true
    }
    guard let frameBuffer else { return false }
    if redraw { frameBuffer.draw(lastDisplayList) }
    frameBuffer.paint(on: cr)
    return true
  }
}
