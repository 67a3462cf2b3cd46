/// Where a scroll indicator's knob goes and how visible it is, as pure numbers
/// (Documentation/ScrollView.md § Scroll indicators).
public enum ScrollIndicatorMetrics {
  /// The knob's thickness: 3 pt, UIKit's.
  public static let thickness: Double = 3
  /// The gap between the knob and the scroll view's edges: 3 pt.
  public static let edgeInset: Double = 3
  /// The shortest knob while the content is within its range: 36 pt.
  public static let minimumLength: Double = 36
  /// The default style's colour: black at this alpha, 0.35.
  public static let defaultAlpha: Double = 0.35
  /// How long the indicator stays fully visible after the last scroll: 0.4 s.
  public static let fadeDelay: Double = 0.4
  /// How long it then takes to fade out: 0.2 s.
  public static let fadeDuration: Double = 0.2

  /// The indicator's opacity `elapsed` seconds after the last scroll: 1 until ``fadeDelay``,
  /// then falling linearly to 0 over ``fadeDuration``.
  public static func opacity(sinceLastScroll elapsed: Double) -> Double {
    let fading = (elapsed - fadeDelay) / fadeDuration
    return min(1, max(0, 1 - fading))
  }

  /// The knob's start and length along a track that starts at `trackStart` and is
  /// `trackLength` long, for a view showing `visibleLength` of `contentLength` at `offset`
  /// in the range `minOffset...maxOffset`.
  ///
  /// The length is the visible fraction of the track, at least ``minimumLength``; past an
  /// edge it shrinks by the overscroll, down to ``thickness``. The knob travels the track as
  /// the offset travels its range.
  public static func knob(
    trackStart: Double, trackLength: Double, visibleLength: Double, contentLength: Double,
    offset: Double, minOffset: Double, maxOffset: Double
  ) -> (start: Double, length: Double) {
    guard trackLength > 0, contentLength > 0 else { return (trackStart, 0) }
    let proportional = trackLength * min(1, visibleLength / contentLength)
    var length = min(trackLength, max(minimumLength, proportional))
    let overscroll = offset < minOffset ? minOffset - offset : max(0, offset - maxOffset)
    length = max(min(thickness, length), length - overscroll)
    let range = maxOffset - minOffset
    let fraction = range > 0 ? min(1, max(0, (offset - minOffset) / range)) : 0
    return (trackStart + fraction * (trackLength - length), length)
  }
}
