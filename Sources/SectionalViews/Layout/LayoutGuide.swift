import SectionalGraphics

/// A rectangle that takes part in Auto Layout without being a view, as `UILayoutGuide`.
///
/// Guides are cheap stand-ins for spacer views: a view's `layoutMarginsGuide`, the gaps of a
/// stack view, or guides you add with `View.addLayoutGuide(_:)`. They are not drawn and not
/// hit tested.
@MainActor
public final class LayoutGuide: LayoutItem {
  /// The view that owns the guide, or `nil` before it is added to one.
  public internal(set) var owningView: View? {
    get { storedOwningView }
    set { storedOwningView = newValue }
  }
  /// The view behind `owningView`.
  ///
  /// Not retained (the view owns the guide) and unowned rather than weak (see `ItemHandle`):
  /// the view clears it when the guide is removed and in its (not isolated) `deinit`.
  nonisolated(unsafe) unowned(unsafe) var storedOwningView: View?
  /// A name shown in logs.
  public var identifier: String
  /// The guide's variables, made on first use.
  private var variables: LayoutVariables?
  /// For a guide a view makes itself: the engine's constraints that place it, in the order
  /// of `View.systemGuideConstants(of:)`.
  var marginConstraints: [LayoutConstraint] = []
  /// Which of a view's own guides this is, or `nil` for a guide added with
  /// `View.addLayoutGuide(_:)`.
  let systemKind: SystemGuideKind?
  /// The stamp of the last fitting recipe that took the guide in.
  var recipeStamp: UInt64 = 0
  /// The guide's slot in that recipe.
  var recipeSlot = 0
  /// What refers to the guide in place of a weak reference (see `ItemHandle`), made on first
  /// use.
  nonisolated(unsafe) private var storedHandle: ItemHandle?

  /// Creates a guide that is not yet in any view.
  ///
  /// The identifier defaults to an empty string.
  public init(identifier: String = "") {
    self.identifier = identifier
    self.systemKind = nil
  }

  /// Clears the guide's handle, so that constraints naming it see it gone.
  deinit {
    storedHandle?.clear()
  }

  /// What refers to the guide in place of a weak reference (see `ItemHandle`).
  var handle: ItemHandle {
    if let storedHandle { return storedHandle }
    let made = ItemHandle(guide: self)
    storedHandle = made
    return made
  }

  /// Creates one of `view`'s own guides, named as UIKit names it.
  init(_ kind: SystemGuideKind, of view: View) {
    self.identifier = kind.identifier
    self.systemKind = kind
    self.owningView = view
  }

  var layoutVariables: LayoutVariables {
    if let variables { return variables }
    let made = LayoutVariables(name: layoutItemName)
    variables = made
    return made
  }

  var layoutItemName: String {
    let owner = owningView?.layoutItemName ?? "nil"
    return identifier.isEmpty ? "LayoutGuide(\(owner))" : "'\(identifier)'(\(owner))"
  }

  func baselineOffset(last: Bool) -> (constant: Double, heightFactor: Double) {
    (0, 1)
  }

  /// The guide's frame in its owning view's bounds coordinates, after the last layout.
  ///
  /// `.zero` when the guide has not been laid out.
  public var layoutFrame: CGRect {
    guard let view = owningView, let engine = view.layoutRoot.rootEngine,
      let frame = engine.rootFrame(of: self), let viewFrame = engine.rootFrame(of: view)
    else { return .zero }
    return CGRect(
      x: frame.minX - viewFrame.minX + view.bounds.minX,
      y: frame.minY - viewFrame.minY + view.bounds.minY, width: frame.width,
      height: frame.height)
  }

  /// The guide's leading edge.
  public var leadingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .leading) }
  /// The guide's trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .trailing) }
  /// The guide's left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .left) }
  /// The guide's right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .right) }
  /// The guide's top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .top) }
  /// The guide's bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .bottom) }
  /// The guide's width.
  public var widthAnchor: LayoutDimension { LayoutAnchor(self, .width) }
  /// The guide's height.
  public var heightAnchor: LayoutDimension { LayoutAnchor(self, .height) }
  /// The guide's horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .centerX) }
  /// The guide's vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .centerY) }
}

/// The guides a view makes itself, on first use.
enum SystemGuideKind {
  /// `layoutMarginsGuide`: the bounds inset by the effective layout margins.
  case margins
  /// `safeAreaLayoutGuide`: the bounds inset by the safe area insets.
  case safeArea
  /// `readableContentGuide`: the margins guide's height, at most the readable width wide,
  /// centred in it.
  case readableContent

  /// The guide's identifier, UIKit's.
  var identifier: String {
    switch self {
    case .margins: "UIViewLayoutMarginsGuide"
    case .safeArea: "UIViewSafeAreaLayoutGuide"
    case .readableContent: "UIViewReadableContentGuide"
    }
  }
}
