/// A `<button>`'s own properties (a `UIButton`).
public struct IBButton: Sendable, Hashable {
  /// The button type (`buttonType=`); `nil` is a custom button.
  public var buttonType: IBButtonType?
  /// The title font (`<fontDescription key="fontDescription">`).
  public var font: IBFont?
  /// The per-state titles, images and colours (`<state key=…>`), in document order.
  public var states: [IBButtonState] = []
  /// The content edge insets (`<inset key="contentEdgeInsets">`).
  public var contentEdgeInsets: IBEdgeInsets?
  /// The horizontal content alignment (`contentHorizontalAlignment=`), such as `center`.
  public var contentHorizontalAlignment: String?
  /// The vertical content alignment (`contentVerticalAlignment=`).
  public var contentVerticalAlignment: String?
  /// The title's line break mode (`lineBreakMode=`).
  public var lineBreakMode: IBLineBreakMode?
  /// `isEnabled` (`enabled=`).
  public var isEnabled = true
  /// `isSelected` (`selected=`).
  public var isSelected = false
  /// `isHighlighted` (`highlighted=`).
  public var isHighlighted = false

  /// A button with UIKit's defaults.
  public init() {}

  /// The state named `name` (`normal`, `highlighted`, `selected`, `disabled`), if the
  /// document sets it.
  public func state(_ name: String) -> IBButtonState? {
    states.first { $0.state == name }
  }
}

/// What a button shows in one control state (`<state key="normal" title=… image=…>`).
public struct IBButtonState: Sendable, Hashable {
  /// The state's name: `normal`, `highlighted`, `selected` or `disabled`.
  public var state: String
  /// The title (`title=`).
  public var title: String?
  /// The image's name (`image=`).
  public var image: String?
  /// The background image's name (`backgroundImage=`).
  public var backgroundImage: String?
  /// The title colour (`<color key="titleColor">`).
  public var titleColor: IBColor?
  /// The title shadow colour (`<color key="titleShadowColor">`).
  public var titleShadowColor: IBColor?

  /// Creates a state with nothing set.
  public init(state: String) {
    self.state = state
  }
}

/// A button type (`buttonType=`), UIKit's `UIButton.ButtonType`.
public enum IBButtonType: String, Sendable, Hashable, CaseIterable {
  /// `system`.
  case system
  /// `roundedRect` (an old name of `system`).
  case roundedRect
  /// `detailDisclosure`.
  case detailDisclosure
  /// `infoLight`.
  case infoLight
  /// `infoDark`.
  case infoDark
  /// `contactAdd`.
  case contactAdd
  /// `close`.
  case close
}
