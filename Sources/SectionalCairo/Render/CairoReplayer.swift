import CPangoCairo
import SectionalGraphics

/// The state of one replay: the open groups, loaded images and the report.
struct CairoReplayer: ~Copyable {
  let cr: OpaquePointer
  var report = CairoReplayReport()
  /// The open groups, innermost last, with the opacity of each opacity group.
  private var groups: [(group: DrawCommand.Group, opacity: Double)] = []
  /// Images loaded so far, by path; nil for a path that could not be read.
  var images: [String: OpaquePointer?] = [:]

  init(cr: OpaquePointer) { self.cr = cr }

  deinit {
    for case let surface? in images.values { cairo_surface_destroy(surface) }
  }

  /// Draws one command.
  mutating func replay(_ command: DrawCommand) {
    report.commandCount += 1
    switch command {
    case .fillRect(let rect, let color):
      guard let rect = CairoSafeGeometry.rect(rect) else { return }
      setColor(color)
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      cairo_fill(cr)
    case .strokeRect(let rect, let color, let lineWidth):
      guard let rect = CairoSafeGeometry.rect(rect) else { return }
      setColor(color)
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      stroke(lineWidth)
    case .fillRoundedRect(let rect, let radius, let color):
      guard let rect = CairoSafeGeometry.rect(rect) else { return }
      setColor(color)
      addRoundedRect(rect, radius: radius)
      cairo_fill(cr)
    case .strokeRoundedRect(let rect, let radius, let color, let lineWidth):
      guard let rect = CairoSafeGeometry.rect(rect) else { return }
      setColor(color)
      addRoundedRect(rect, radius: radius)
      stroke(lineWidth)
    case .line(let start, let end, let color, let lineWidth):
      guard let start = CairoSafeGeometry.point(start), let end = CairoSafeGeometry.point(end)
      else { return }
      setColor(color)
      cairo_move_to(cr, start.x, start.y)
      cairo_line_to(cr, end.x, end.y)
      stroke(lineWidth)
    case .text(let run):
      report.textRunCount += 1
      drawText(run)
    case .image(let image, let rect, let contentMode):
      drawImage(image, in: rect, contentMode: contentMode)
    case .pushClip(let rect):
      cairo_save(cr)
      let safe = CairoSafeGeometry.rect(rect) ?? Rect(x: 0, y: 0, width: 0, height: 0)
      cairo_new_path(cr)
      cairo_rectangle(cr, safe.minX, safe.minY, safe.width, safe.height)
      cairo_clip(cr)
      groups.append((.clip, 1))
    case .pushOpacity(let opacity):
      cairo_push_group(cr)
      groups.append((.opacity, opacity.isNaN ? 0 : Swift.min(Swift.max(opacity, 0), 1)))
    case .pushTransform(let transform):
      cairo_save(cr)
      if var matrix = CairoSafeGeometry.concatenated(transform, onto: cr) {
        cairo_set_matrix(cr, &matrix)
      } else {
        // A degenerate transform squashes its contents to nothing. Cairo would put the
        // context into an error state for good (CAIRO_STATUS_INVALID_MATRIX), so the
        // group is clipped away instead.
        cairo_new_path(cr)
        cairo_rectangle(cr, 0, 0, 0, 0)
        cairo_clip(cr)
      }
      groups.append((.transform, 1))
    case .popClip, .popOpacity, .popTransform:
      pop(command.poppedGroup!)
    }
  }

  /// Closes every group still open, innermost first.
  mutating func closeOpenGroups() {
    while let last = groups.last { pop(last.group) }
  }

  /// Closes the innermost group if it is of kind `group`; otherwise counts a stray pop.
  private mutating func pop(_ group: DrawCommand.Group) {
    guard let last = groups.last, last.group == group else {
      report.unmatchedPops += 1
      return
    }
    groups.removeLast()
    if group == .opacity {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, last.opacity)
    } else {
      cairo_restore(cr)
    }
  }

  func setColor(_ color: Color) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
  }

  /// Strokes the current path; a line width that is not finite and positive strokes
  /// nothing.
  private func stroke(_ lineWidth: Double) {
    guard let width = CairoSafeGeometry.length(lineWidth), width > 0 else {
      cairo_new_path(cr)
      return
    }
    cairo_set_line_width(cr, width)
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    cairo_stroke(cr)
  }

  /// Adds a rectangle with quarter-circle corners of `radius`, limited to half the shorter
  /// side (as `CALayer.cornerRadius` is drawn), as a closed sub-path.
  private func addRoundedRect(_ rect: Rect, radius: Double) {
    let r = Swift.min(CairoSafeGeometry.length(radius) ?? 0, rect.width / 2, rect.height / 2)
    guard r > 0 else {
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    let quarter = Double.pi / 2
    cairo_new_sub_path(cr)
    cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -quarter, 0)
    cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, quarter)
    cairo_arc(cr, rect.minX + r, rect.maxY - r, r, quarter, 2 * quarter)
    cairo_arc(cr, rect.minX + r, rect.minY + r, r, 2 * quarter, 3 * quarter)
    cairo_close_path(cr)
  }
}
