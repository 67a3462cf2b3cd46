import SectionalGraphics

extension View {
  /// How a view places content that has a size of its own (an image view's image), as UIKit's
  /// `UIView.ContentMode`.
  ///
  /// The type lives in SectionalGraphics, whose display lists carry it to the renderers; views
  /// and the code that uses them name it here, where UIKit does.
  public typealias ContentMode = SectionalGraphics.ContentMode
}
