import SectionalGraphics
import SectionalViews

/// What a cell or header view keeps for its configurations: the configurations as set, the
/// views showing them, and whether an update is due.
///
/// The configurations as set stay untouched: automatic updates show
/// `configuration.updated(for: state)` without storing it, so a state that ends restores the
/// configuration's own values.
@MainActor
struct ConfigurationSlots {
  /// The content configuration as set.
  var content: (any ContentConfiguration)?
  /// The view showing ``content``, inside the host's `contentView`.
  var contentView: (View & ContentView)?
  /// The background configuration as set.
  var background: BackgroundConfiguration?
  /// The view drawing ``background``, the host's backmost subview.
  var backgroundView: BackgroundConfigurationView?
  /// Whether states update the content configuration shown.
  var automaticallyUpdatesContent = true
  /// Whether states update the background configuration shown.
  var automaticallyUpdatesBackground = true
  /// Whether an update is due before the next layout.
  var needsUpdate = false

  /// Shows `content` (or removes the content view for `nil`) in `container`, updated for
  /// `state` when updates are automatic.
  mutating func showContent(in container: View, state: any ConfigurationState) {
    guard let content else {
      contentView?.removeFromSuperview()
      contentView = nil
      return
    }
    let shown = automaticallyUpdatesContent ? content.updated(for: state) : content
    if let contentView, contentView.supports(shown) {
      contentView.configuration = shown
      return
    }
    contentView?.removeFromSuperview()
    let view = shown.makeContentView()
    container.addSubview(view)
    contentView = view
    container.setNeedsLayout()
  }

  /// Shows `background` (or removes its view for `nil`) behind everything in `host`, updated
  /// for `state` when updates are automatic.
  mutating func showBackground(in host: View, state: any ConfigurationState) {
    guard let background else {
      backgroundView?.removeFromSuperview()
      backgroundView = nil
      return
    }
    let shown = automaticallyUpdatesBackground ? background.updated(for: state) : background
    if let backgroundView {
      backgroundView.configuration = shown
      return
    }
    let view = BackgroundConfigurationView(configuration: shown)
    host.insertSubview(view, at: 0)
    backgroundView = view
    host.setNeedsLayout()
  }

  /// Sizes the background to `host`'s bounds and the content view to `container`'s, handing
  /// a list content view `margins`, the host's layout margins.
  func layout(host: View, container: View, margins: EdgeInsets) {
    backgroundView?.frame = host.bounds
    guard let contentView else { return }
    contentView.frame = container.bounds
    (contentView as? ListContentView)?.hostMargins = margins
  }

  /// The height the content view needs at `width` inside the host's `margins`, when it is a
  /// list content view.
  func contentHeight(width: CGFloat, margins: EdgeInsets) -> CGFloat? {
    guard let list = contentView as? ListContentView else { return nil }
    list.hostMargins = margins
    return list.sizeThatFits(CGSize(width: width, height: 0)).height
  }

  /// The texts a list content view shows, for accessibility.
  var accessibilityTexts: [String] {
    guard let list = contentView as? ListContentView else { return [] }
    return [list.listConfiguration.displayedText, list.listConfiguration.displayedSecondaryText]
      .compactMap { $0 }.filter { !$0.isEmpty }
  }
}
