import SectionalGraphics

/// A bar with a centred title along the top of a screen, as `UINavigationBar`: a stack of
/// ``NavigationItem``s whose top one gives the title and the bar button items, with a back
/// button titled after the item below it (NavigationBar+Items.swift), plus title attributes,
/// bar tint, bar style and tint.
///
/// UIKit's metrics: 44 pt tall (its intrinsic height), title in the semibold system font at
/// 17 pt. Without a `barTintColor` the bar is white for `.default` and near-black for `.black`
/// (the opaque look); the title is `label` (black, white in dark mode) on `.default` and white
/// on `.black` unless `titleTextAttributes` says otherwise. In dark mode `.default` looks as
/// `.black` does.
@MainActor
open class NavigationBar: View {
  /// UIKit's navigation bar height: 44 pt.
  public static let standardHeight: CGFloat = 44

  /// Creates a bar with the given frame.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Creates a bar from an archive, as `UINavigationBar.init(coder:)`: as `init(frame: .zero)`
  /// (see `View.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// The title shown in the middle while the bar has no items (the top item's title
  /// otherwise); not in UIKit, whose bars show only items.
  open var title: String? {
    didSet { setNeedsDisplay() }
  }

  /// Font, colour and shadow of the title, as UIKit's attribute dictionary.
  ///
  /// Read: a `Font` under `.font`, a `Color` under `.foregroundColor` and an `NSShadow`
  /// under `.shadow`. A missing key (or a value of another type) uses the bar's default for it;
  /// other keys are ignored.
  open var titleTextAttributes: [NSAttributedString.Key: Any]? {
    didSet {
      noteExplicitlySet("titleTextAttributes")
      setNeedsDisplay()
    }
  }

  /// The bar's background colour; `nil` uses the style's default.
  open var barTintColor: Color? {
    didSet {
      noteExplicitlySet("barTintColor")
      setNeedsDisplay()
    }
  }

  /// The bar's style; `.default` by default.
  open var barStyle: BarStyle = .default {
    didSet {
      noteExplicitlySet("barStyle")
      setNeedsDisplay()
    }
  }

  /// The colour the bar is filled with.
  public var effectiveBarColor: Color {
    barTintColor ?? (barStyle == .black ? Color(white: 0.11) : NavigationBar.defaultBarColor)
  }

  /// The `.default` style's fill: white in light mode, the `.black` style's near-black in
  /// dark mode (Documentation/Traits.md § Dark mode).
  static let defaultBarColor = Color(light: .white, dark: Color(white: 0.11))

  /// The title's font: the attributes' or the semibold system font at 17 pt.
  public var titleFont: Font {
    titleTextAttributes?[.font] as? Font ?? .systemFont(ofSize: 17, weight: .semibold)
  }

  /// The title's colour: the attributes' or the style's default.
  public var titleColor: Color {
    titleTextAttributes?[.foregroundColor] as? Color ?? (barStyle == .black ? .white : .label)
  }

  /// The title's shadow: the attributes' `NSShadow`, or none.
  public var titleShadow: Shadow? {
    (titleTextAttributes?[.shadow] as? NSShadow)?.drawnShadow
  }

  /// No intrinsic width; 44 pt high.
  open override var intrinsicContentSize: CGSize {
    CGSize(width: View.noIntrinsicMetric, height: NavigationBar.standardHeight)
  }

  /// Keeps the width and takes the standard height.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: NavigationBar.standardHeight)
  }

  /// The navigation items, bottom to top (NavigationBar+Items.swift).
  var storedItems: [NavigationItem] = []
  /// The button that pops the top item, while the bar shows one.
  var backButton: NavigationBackButton?
  /// The buttons of the top item's left bar button items, from the left edge inwards.
  var leftItemButtons: [BarItemButton] = []
  /// The buttons of the top item's right bar button items, from the right edge inwards.
  var rightItemButtons: [BarItemButton] = []
  /// How far the items reach in from the nearer edge: the title stays centred clear of them.
  var titleInset: Double = 0
  /// What a tap on the back button does; `nil` pops the top item.
  ///
  /// A navigation controller sets it to pop its top view controller.
  var backAction: (() -> Void)?

  /// Places the back button and the bar button items.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutItemButtons()
  }

  /// Takes a touch that lands on the bar itself (its buttons take their own), so the tap
  /// ends here rather than in the views behind the bar.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {}

  /// Ends a tap on the bar outside its buttons: when it comes up inside the bar, the window
  /// scrolls its one scrolls-to-top view to the top (``Window/scrollToTop()``), the desktop's
  /// stand-in for UIKit's status-bar tap (Documentation/ScrollView.md § Scrolling to the top).
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
    window?.scrollToTop()
  }

  /// Draws the bar's fill and the title, centred in the bar and clear of the items.
  open override func draw(_ rect: CGRect, into list: inout DisplayList) {
    if backgroundColor == nil { list.fill(rect, color: effectiveBarColor) }
    guard let title = displayedTitle, !title.isEmpty else { return }
    let measurer = window?.textMeasurer ?? Label.defaultTextMeasurer
    let titleRect = rect.insetBy(dx: min(titleInset, rect.width / 2), dy: 0)
    let layout = measurer.layout(
      title, font: titleFont, maxWidth: titleRect.width, numberOfLines: 1,
      lineBreakMode: .byTruncatingTail)
    let height = min(layout.size.height, rect.height)
    list.text(
      TextRun(
        text: title, font: titleFont, color: titleColor,
        rect: CGRect(
          x: titleRect.minX, y: rect.minY + ((rect.height - height) / 2).rounded(.down),
          width: titleRect.width, height: height),
        alignment: .center, shadow: titleShadow))
  }
}
