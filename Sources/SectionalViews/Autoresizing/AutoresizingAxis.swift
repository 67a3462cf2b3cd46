import SectionalGraphics

/// One axis of an autoresizing mask: which of its three parts (near margin, length, far
/// margin) may change when the superview's length does.
///
/// UIKit's rule (`UIView.autoresizingMask`): when more than one part is flexible, the change
/// in the superview's length is shared among the flexible parts in proportion to their
/// current sizes. When the flexible parts are all 0 pt long they share it equally. With no
/// flexible part the origin and length stay, as if only the far margin were flexible.
struct AutoresizingAxis: Hashable, Sendable {
  /// Whether the margin before the view (left or top) is flexible.
  var flexibleLeading: Bool
  /// Whether the view's length (width or height) is flexible.
  var flexibleLength: Bool
  /// Whether the margin after the view (right or bottom) is flexible.
  var flexibleTrailing: Bool

  /// The three log characters: `&` flexible, `-` fixed; `--&` when nothing is flexible.
  var logMarker: String {
    guard flexibleLeading || flexibleLength || flexibleTrailing else { return "--&" }
    return [flexibleLeading, flexibleLength, flexibleTrailing].map { $0 ? "&" : "-" }.joined()
  }

  /// A part of the axis as a linear function of the superview's length `S`:
  /// `multiplier × S + constant`.
  struct Line: Hashable, Sendable {
    /// The factor of the superview's length.
    var multiplier: Double
    /// The part's length when the superview's length is 0.
    var constant: Double

    /// The value at superview length `length`.
    func value(at length: Double) -> Double {
      multiplier * length + constant
    }
  }

  /// The origin and length as functions of the superview's length, for a view now at
  /// `origin` with `length` in a superview `container` long.
  ///
  /// A fixed part is constant (multiplier 0). A flexible part `p` of the flexible total `T`
  /// grows by `ΔS × p / T`, that is `p/T × S + p × (T − S₀)/T`; when `T` is 0 each of the `n`
  /// flexible parts grows by `ΔS / n`. Autoresizing constraints are these lines; since the
  /// proportions do not change as the superview resizes, neither do the lines.
  func lines(origin: Double, length: Double, container: Double) -> (origin: Line, length: Line) {
    let parts = [origin, length, container - origin - length]
    let flexible = [flexibleLeading, flexibleLength, flexibleTrailing]
    let total = zip(parts, flexible).reduce(0) { sum, pair in pair.1 ? sum + pair.0 : sum }
    let count = Double(flexible.filter { $0 }.count)
    func line(_ index: Int) -> Line {
      guard flexible[index] else { return Line(multiplier: 0, constant: parts[index]) }
      if total == 0 {
        return Line(multiplier: 1 / count, constant: parts[index] - container / count)
      }
      let share = parts[index] / total
      return Line(multiplier: share, constant: share * (total - container))
    }
    return (line(0), line(1))
  }

  /// The origin and length after the superview's length changed from `oldContainer` to
  /// `newContainer` (UIKit's springs and struts arithmetic).
  func resized(origin: Double, length: Double, oldContainer: Double, newContainer: Double)
    -> (origin: Double, length: Double)
  {
    let made = lines(origin: origin, length: length, container: oldContainer)
    return (made.origin.value(at: newContainer), made.length.value(at: newContainer))
  }
}
