import Foundation

/// An ordered, append-only list of ``DrawCommand``s: what a view tree draws, as a value.
///
/// The view tree appends commands back to front; a renderer (Cairo, GTK, terminal) replays
/// them in order. Lists are plain `Sendable` values, so they can be compared, dumped as text
/// (``dump()``) and moved between tasks. The convenience methods validate their numbers:
/// line widths and corner radii below 0 (or NaN) become 0, opacities are clamped to `0...1`.
///
/// Dynamic colours are resolved as commands are appended, against ``traitCollection``, so a
/// list holds only fixed colours and renderers never see traits. Two lists are equal when
/// their commands are; the trait collection they were built with is not compared.
public struct DisplayList: Hashable, Sendable {
  /// The commands, in drawing order.
  public private(set) var commands: [DrawCommand]
  /// The traits that dynamic colours in appended commands are resolved against.
  ///
  /// The view tree sets each view's own while it draws; ``TraitCollection/standard``
  /// (light) by default.
  public var traitCollection = TraitCollection.standard

  /// Creates a list holding `commands`, by default none.
  public init(_ commands: [DrawCommand] = []) {
    self.commands = commands
  }

  /// Whether the list has no commands.
  public var isEmpty: Bool { commands.isEmpty }

  /// The number of commands.
  public var count: Int { commands.count }

  /// Appends one command, its dynamic colours resolved against ``traitCollection``.
  public mutating func append(_ command: DrawCommand) {
    if command.hasDynamicColor {
      commands.append(command.resolved(with: traitCollection))
    } else {
      commands.append(command)
    }
  }

  /// Whether two lists hold the same commands.
  public static func == (lhs: DisplayList, rhs: DisplayList) -> Bool {
    lhs.commands == rhs.commands
  }

  /// Hashes the commands.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(commands)
  }

  /// Appends every command of `other`, in order (already resolved with `other`'s traits).
  ///
  /// - Complexity: O(m) for m commands in `other`.
  public mutating func append(contentsOf other: DisplayList) {
    commands.append(contentsOf: other.commands)
  }

  /// Appends a filled rectangle.
  public mutating func fill(_ rect: CGRect, color: Color) {
    append(.fillRect(rect, color: color))
  }

  /// Appends a stroked rectangle; `lineWidth` defaults to 1.
  public mutating func stroke(_ rect: CGRect, color: Color, lineWidth: Double = 1) {
    append(.strokeRect(rect, color: color, lineWidth: Self.length(lineWidth)))
  }

  /// Appends a filled rounded rectangle.
  public mutating func fillRoundedRect(_ rect: CGRect, cornerRadius: Double, color: Color) {
    append(.fillRoundedRect(rect, cornerRadius: Self.length(cornerRadius), color: color))
  }

  /// Appends the shadow of a rounded rectangle (see ``DrawCommand/shadow(_:cornerRadius:shadow:)``).
  public mutating func shadow(_ rect: CGRect, cornerRadius: Double, shadow: Shadow) {
    append(.shadow(rect, cornerRadius: Self.length(cornerRadius), shadow: shadow))
  }

  /// Appends a stroked rounded rectangle; `lineWidth` defaults to 1.
  public mutating func strokeRoundedRect(
    _ rect: CGRect, cornerRadius: Double, color: Color, lineWidth: Double = 1
  ) {
    append(
      .strokeRoundedRect(
        rect, cornerRadius: Self.length(cornerRadius), color: color,
        lineWidth: Self.length(lineWidth)))
  }

  /// Appends a line segment; `lineWidth` defaults to 1.
  public mutating func line(
    from start: CGPoint, to end: CGPoint, color: Color, lineWidth: Double = 1
  ) {
    append(.line(from: start, to: end, color: color, lineWidth: Self.length(lineWidth)))
  }

  /// Appends a text run.
  public mutating func text(_ run: TextRun) {
    append(.text(run))
  }

  /// Appends an image placed in `rect` by `contentMode` (default ``ContentMode/scaleToFill``,
  /// UIView's default).
  public mutating func image(
    _ image: Image, in rect: CGRect, contentMode: ContentMode = .scaleToFill
  ) {
    append(.image(image, rect: rect, contentMode: contentMode))
  }

  /// Opens a clip group.
  public mutating func pushClip(_ rect: CGRect) { append(.pushClip(rect)) }
  /// Closes the innermost clip group.
  public mutating func popClip() { append(.popClip) }
  /// Starts a rounded clip group; close it with `popClip()`.
  public mutating func pushRoundedClip(_ rect: CGRect, cornerRadius: Double) {
    append(.pushRoundedClip(rect, cornerRadius: Self.length(cornerRadius)))
  }
  /// Opens an opacity group; `opacity` is clamped to `0...1` (NaN becomes 0).
  public mutating func pushOpacity(_ opacity: Double) {
    append(.pushOpacity(Color.clamp(opacity)))
  }
  /// Closes the innermost opacity group.
  public mutating func popOpacity() { append(.popOpacity) }
  /// Opens a transform group.
  public mutating func pushTransform(_ transform: Transform) { append(.pushTransform(transform)) }
  /// Closes the innermost transform group.
  public mutating func popTransform() { append(.popTransform) }

  /// Appends what `body` draws inside a clip group, opened and closed around it.
  public mutating func clipped(to rect: CGRect, _ body: (inout DisplayList) -> Void) {
    pushClip(rect)
    body(&self)
    popClip()
  }

  /// Appends what `body` draws inside an opacity group, opened and closed around it.
  public mutating func withOpacity(_ opacity: Double, _ body: (inout DisplayList) -> Void) {
    pushOpacity(opacity)
    body(&self)
    popOpacity()
  }

  /// Appends what `body` draws inside a transform group, opened and closed around it.
  public mutating func transformed(by transform: Transform, _ body: (inout DisplayList) -> Void) {
    pushTransform(transform)
    body(&self)
    popTransform()
  }

  /// A length that must not be negative: NaN and negatives become 0.
  private static func length(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.max(value, 0)
  }
}
