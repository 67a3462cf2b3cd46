extension DisplayList {
  /// Returns the list drawn `dx` points to the right and `dy` points down.
  ///
  /// Commands outside any transform group are moved directly. A transform group at the top
  /// level is given the translation after its own transform, so everything inside it (in
  /// the group's own coordinates) is left unchanged and still lands `dx`, `dy` further on.
  /// Unbalanced pops are ignored for this purpose.
  ///
  /// - Complexity: O(n) for n commands.
  public func offsetBy(dx: Double, dy: Double) -> DisplayList {
    var transformDepth = 0
    var result: [DrawCommand] = []
    result.reserveCapacity(commands.count)
    for command in commands {
      if transformDepth > 0 {
        result.append(command)
        if case .pushTransform = command { transformDepth += 1 }
        if case .popTransform = command { transformDepth -= 1 }
        continue
      }
      result.append(command.translated(dx: dx, dy: dy))
      if case .pushTransform = command { transformDepth = 1 }
    }
    return DisplayList(result)
  }
}

extension DrawCommand {
  /// The command moved by `dx`, `dy` in the coordinate space it is drawn in.
  ///
  /// A transform push becomes the transform followed by the translation.
  func translated(dx: Double, dy: Double) -> DrawCommand {
    switch self {
    case .fillRect(let rect, let color):
      return .fillRect(rect.offsetBy(dx: dx, dy: dy), color: color)
    case .strokeRect(let rect, let color, let lineWidth):
      return .strokeRect(rect.offsetBy(dx: dx, dy: dy), color: color, lineWidth: lineWidth)
    case .fillRoundedRect(let rect, let radius, let color):
      return .fillRoundedRect(rect.offsetBy(dx: dx, dy: dy), cornerRadius: radius, color: color)
    case .strokeRoundedRect(let rect, let radius, let color, let lineWidth):
      return .strokeRoundedRect(
        rect.offsetBy(dx: dx, dy: dy), cornerRadius: radius, color: color, lineWidth: lineWidth)
    case .shadow(let rect, let radius, let shadow):
      return .shadow(rect.offsetBy(dx: dx, dy: dy), cornerRadius: radius, shadow: shadow)
    case .line(let start, let end, let color, let lineWidth):
      return .line(
        from: start.offsetBy(dx: dx, dy: dy), to: end.offsetBy(dx: dx, dy: dy), color: color,
        lineWidth: lineWidth)
    case .text(var run):
      run.rect = run.rect.offsetBy(dx: dx, dy: dy)
      return .text(run)
    case .image(let image, let rect, let contentMode):
      return .image(image, rect: rect.offsetBy(dx: dx, dy: dy), contentMode: contentMode)
    case .pushClip(let rect):
      return .pushClip(rect.offsetBy(dx: dx, dy: dy))
    case .pushRoundedClip(let rect, let radius):
      return .pushRoundedClip(rect.offsetBy(dx: dx, dy: dy), cornerRadius: radius)
    case .pushTransform(let transform):
      return .pushTransform(transform.concatenating(Transform(translationX: dx, y: dy)))
    case .popClip, .pushOpacity, .popOpacity, .popTransform:
      return self
    }
  }
}
