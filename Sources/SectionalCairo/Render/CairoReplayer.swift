import CPangoCairo
import SectionalGraphics

/// The state of one replay: the open groups, the opacity in effect and the report.
struct CairoReplayer: ~Copyable {
  /// An open group.
  private struct OpenGroup {
    var group: DrawCommand.Group
    /// The opacity an opacity group is blended with when it closes; 1 for other groups.
    var opacity: Double
    /// Whether the opacity group was folded into ``CairoReplayer/opacity`` instead of being
    /// drawn offscreen; its opacity is divided out again when it closes.
    var isFolded: Bool
    /// ``CairoReplayer/opacity`` before a folded group opened.
    var outerOpacity: Double
    /// Whether an offscreen opacity group was clipped to its contents' extent, a clip that
    /// is removed after the group is painted.
    var isBounded = false
  }

  let cr: OpaquePointer
  var report = CairoReplayReport()
  /// The open groups, innermost last.
  private var groups: [OpenGroup] = []
  /// The opacity every drawing is multiplied by: the product of the folded opacity groups
  /// around it (see ``replay(_:at:)``), 1 outside them.
  private(set) var opacity = 1.0

  init(cr: OpaquePointer) { self.cr = cr }

  /// Draws the command at `index` of `commands`.
  ///
  /// An opacity group whose contents draw at most once (one shape, image, or text run without
  /// a shadow, with any clips and transforms around it) is folded: its contents are drawn
  /// straight onto the target with the group's opacity multiplied into their colour or image
  /// alpha. Blending one drawing once at opacity α is what compositing it offscreen and then
  /// painting the group at α does, without a target-sized offscreen surface per group.
  /// Other opacity groups are drawn offscreen on a surface clipped to their contents' extent
  /// (``groupExtent(_:groupStartingAt:)``) when it can be known before drawing.
  ///
  /// - Complexity: O(1), plus O(k) for a push opening a group of k commands.
  mutating func replay(_ commands: [DrawCommand], at index: Int) {
    if case .pushOpacity(let value) = commands[index],
      Self.drawsAtMostOnce(commands, groupStartingAt: index)
    {
      report.commandCount += 1
      let clamped = value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
      groups.append(
        OpenGroup(group: .opacity, opacity: clamped, isFolded: true, outerOpacity: opacity))
      opacity *= clamped
      return
    }
    if case .pushOpacity(let value) = commands[index],
      let extent = groupExtent(commands, groupStartingAt: index)
    {
      report.commandCount += 1
      cairo_save(cr)
      var matrix = cairo_matrix_t()
      cairo_get_matrix(cr, &matrix)
      cairo_identity_matrix(cr)
      cairo_new_path(cr)
      cairo_rectangle(cr, extent.x, extent.y, extent.width, extent.height)
      cairo_clip(cr)
      cairo_set_matrix(cr, &matrix)
      cairo_push_group(cr)
      let clamped = value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
      groups.append(
        OpenGroup(
          group: .opacity, opacity: clamped, isFolded: false, outerOpacity: opacity,
          isBounded: true))
      return
    }
    replay(commands[index])
  }

  /// Whether the opacity group opened at `start` draws at most one thing before it closes
  /// (or the list ends), nested groups included.
  ///
  /// Pops are matched the way ``pop(_:)`` matches them: one that does not close the
  /// innermost open group is ignored.
  ///
  /// - Complexity: O(k) for the group's k commands; stops at its second drawing.
  static func drawsAtMostOnce(_ commands: [DrawCommand], groupStartingAt start: Int) -> Bool {
    var open: [DrawCommand.Group] = [.opacity]
    var drawings = 0
    var index = start + 1
    while index < commands.count, !open.isEmpty {
      let command = commands[index]
      index += 1
      if let pushed = command.pushedGroup {
        open.append(pushed)
      } else if let popped = command.poppedGroup {
        if open.last == popped { open.removeLast() }
      } else {
        drawings += drawingCount(command)
        if drawings > 1 { return false }
      }
    }
    return true
  }

  /// How many separately blended drawings a command makes: 2 for text with a visible shadow
  /// or with attributed runs (whose colours Pango sets without the folded opacity), 1 for any
  /// other drawing.
  private static func drawingCount(_ command: DrawCommand) -> Int {
    if case .text(let run) = command,
      run.attributedText != nil || !(run.shadow?.color.isClear ?? true)
    {
      return 2
    }
    return 1
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
    case .shadow(let rect, let radius, let shadow):
      drawShadow(of: rect, cornerRadius: radius, shadow: shadow)
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
      let safe = CairoSafeGeometry.rect(rect) ?? CGRect(x: 0, y: 0, width: 0, height: 0)
      cairo_new_path(cr)
      cairo_rectangle(cr, safe.minX, safe.minY, safe.width, safe.height)
      cairo_clip(cr)
      groups.append(OpenGroup(group: .clip, opacity: 1, isFolded: false, outerOpacity: opacity))
    case .pushRoundedClip(let rect, let radius):
      cairo_save(cr)
      let safe = CairoSafeGeometry.rect(rect) ?? CGRect(x: 0, y: 0, width: 0, height: 0)
      cairo_new_path(cr)
      addRoundedRect(safe, radius: radius)
      cairo_clip(cr)
      groups.append(OpenGroup(group: .clip, opacity: 1, isFolded: false, outerOpacity: opacity))
    case .pushOpacity(let opacity):
      cairo_push_group(cr)
      let clamped = opacity.isNaN ? 0 : Swift.min(Swift.max(opacity, 0), 1)
      groups.append(
        OpenGroup(group: .opacity, opacity: clamped, isFolded: false, outerOpacity: self.opacity))
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
      groups.append(
        OpenGroup(group: .transform, opacity: 1, isFolded: false, outerOpacity: opacity))
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
    if last.isFolded {
      opacity = last.outerOpacity
    } else if group == .opacity {
      cairo_pop_group_to_source(cr)
      cairo_paint_with_alpha(cr, last.opacity)
      if last.isBounded { cairo_restore(cr) }
    } else {
      cairo_restore(cr)
    }
  }

  /// Makes `color`, at the replay's current ``opacity``, the source.
  func setColor(_ color: Color) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * opacity)
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
  private func addRoundedRect(_ rect: CGRect, radius: Double) {
    Self.addRoundedRect(rect, radius: radius, on: cr)
  }

  /// Adds a rounded rectangle's outline to `cr`'s path; the radius is limited to half the
  /// shorter side.
  static func addRoundedRect(_ rect: CGRect, radius: Double, on cr: OpaquePointer) {
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
