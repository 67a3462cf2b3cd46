import CPangoCairo
import SectionalGraphics

/// A rectangle of whole device pixels (before the surface's device transform).
struct DeviceExtent: Equatable {
  var x: Double
  var y: Double
  var width: Double
  var height: Double
}

extension CairoReplayer {
  /// The device pixels the opacity group opened at `start` can draw into, grown by one
  /// pixel on each side, or nil when that cannot be known before drawing (the group holds a
  /// transform, or a number that is not finite).
  ///
  /// `cairo_push_group` makes an offscreen surface as large as the current clip, which for a
  /// view with alpha < 1 is usually the whole window; clipping to this extent first makes it
  /// as large as the group's contents. The reach of each drawing is conservative: strokes and
  /// lines grow by half their width, text covers its laid-out lines and rectangle grown by its
  /// point size (glyph ink may leave the logical box), a shadow adds its offset and three
  /// standard deviations of its blur. The clip edges lie on whole pixels outside everything
  /// drawn, so they change no pixel.
  ///
  /// - Complexity: O(k) for the group's k commands, plus laying out text not drawn before.
  func groupExtent(_ commands: [DrawCommand], groupStartingAt start: Int) -> DeviceExtent? {
    var open: [DrawCommand.Group] = [.opacity]
    var reach = CGRect.null
    var index = start + 1
    while index < commands.count, !open.isEmpty {
      let command = commands[index]
      index += 1
      if let pushed = command.pushedGroup {
        if pushed == .transform { return nil }
        open.append(pushed)
      } else if let popped = command.poppedGroup {
        if open.last == popped { open.removeLast() }
      } else {
        guard let drawn = userReach(of: command) else { return nil }
        reach = reach.union(drawn)
      }
    }
    if reach.isNull { return DeviceExtent(x: 0, y: 0, width: 0, height: 0) }
    return deviceExtent(of: reach)
  }

  /// The user-space rectangle `command` can touch, or nil if it holds a number that is not
  /// finite.
  private func userReach(of command: DrawCommand) -> CGRect? {
    switch command {
    case .fillRect(let rect, _), .fillRoundedRect(let rect, _, _):
      return CairoSafeGeometry.rect(rect)
    case .strokeRect(let rect, _, let lineWidth),
      .strokeRoundedRect(let rect, _, _, let lineWidth):
      guard let rect = CairoSafeGeometry.rect(rect),
        let half = CairoSafeGeometry.length(lineWidth).map({ $0 / 2 })
      else { return nil }
      return rect.standardized.insetBy(dx: -half, dy: -half)
    case .line(let start, let end, _, let lineWidth):
      guard let start = CairoSafeGeometry.point(start), let end = CairoSafeGeometry.point(end),
        let half = CairoSafeGeometry.length(lineWidth).map({ $0 / 2 })
      else { return nil }
      return CGRect(
        x: Swift.min(start.x, end.x) - half, y: Swift.min(start.y, end.y) - half,
        width: abs(end.x - start.x) + 2 * half, height: abs(end.y - start.y) + 2 * half)
    case .text(let run):
      return textReach(run)
    case .shadow(let rect, _, let shadow):
      guard let rect = CairoSafeGeometry.rect(rect), shadow.offset.width.isFinite,
        shadow.offset.height.isFinite, shadow.blurRadius.isFinite
      else { return nil }
      let blur = 1.5 * Swift.max(shadow.blurRadius, 0) + 1
      return rect.standardized.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        .insetBy(dx: -blur, dy: -blur)
    case .image(let image, let rect, let contentMode):
      guard let bounds = CairoSafeGeometry.rect(rect) else { return nil }
      guard let (surface, _) = ImageSurfaceCache.shared.decoded(image.path) else {
        return CGRect(origin: bounds.origin, size: .zero)
      }
      defer { cairo_surface_destroy(surface) }
      let pointSize = CGSize(
        width: Double(cairo_image_surface_get_width(surface)) / image.scale,
        height: Double(cairo_image_surface_get_height(surface)) / image.scale)
      return CairoSafeGeometry.rect(contentMode.rect(forContentOfSize: pointSize, in: bounds))
    default:
      return nil
    }
  }

  /// The reach of a text run and its shadow.
  private func textReach(_ run: TextRun) -> CGRect? {
    guard let rect = CairoSafeGeometry.rect(run.rect), run.font.pointSize.isFinite else {
      return nil
    }
    var request = run
    request.rect = rect
    let lines = PangoEngine.shared.withDrawnBlock(TextRequest(run: request)) { block in
      block.bounds(in: rect, alignment: run.alignment)
    }
    let margin = Swift.min(Swift.max(run.font.pointSize, 0), PangoFontDescription.largestPointSize)
    var reach = rect.standardized.union(lines ?? .null).insetBy(dx: -margin, dy: -margin)
    if let shadow = run.shadow, !shadow.color.isClear {
      guard shadow.offset.width.isFinite, shadow.offset.height.isFinite,
        shadow.blurRadius.isFinite
      else { return nil }
      let blur = 1.5 * Swift.max(shadow.blurRadius, 0)
      reach = reach.union(
        reach.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
          .insetBy(dx: -blur, dy: -blur))
    }
    return reach
  }

  /// The whole device pixels around a user-space rectangle, grown by one pixel per side.
  private func deviceExtent(of rect: CGRect) -> DeviceExtent? {
    var xs: [Double] = []
    var ys: [Double] = []
    for (x, y) in [
      (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY),
      (rect.maxX, rect.maxY),
    ] {
      var dx = Double(x)
      var dy = Double(y)
      cairo_user_to_device(cr, &dx, &dy)
      xs.append(dx)
      ys.append(dy)
    }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
      minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite
    else { return nil }
    let left = minX.rounded(.down) - 1
    let top = minY.rounded(.down) - 1
    return DeviceExtent(
      x: left, y: top, width: maxX.rounded(.up) + 1 - left, height: maxY.rounded(.up) + 1 - top)
  }
}
