import SectionalGraphics
import SectionalViews

/// Collects `LayoutLog` messages for one test.
@MainActor
final class LogCapture {
  /// The messages, in order.
  var messages: [String] = []

  /// Starts capturing; the handler stays installed until another test replaces it.
  init() {
    LayoutLog.handler = { [self] message in messages.append(message) }
  }
}

/// A view with a fixed intrinsic size.
@MainActor
final class SizedView: View {
  var size: CGSize

  init(_ width: Double, _ height: Double) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
    translatesAutoresizingMaskIntoConstraints = false
  }

  override var intrinsicContentSize: CGSize { size }

  /// Never made from an archive: the stub UIKit code writes for a view made in code.
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
