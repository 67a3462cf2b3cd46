/// What an accessibility element is and how it behaves, as UIKit's `UIAccessibilityTraits`.
///
/// Assistive technology reads the traits to choose a role and what to announce: a `header`
/// divides content into sections (screen readers jump from header to header), a `button`
/// can be activated, `selected` and `notEnabled` are states. The members are UIKit's; the
/// raw values are Sectional's own bits, since nothing outside the process reads them.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The bits of the set.
  public let rawValue: UInt64

  /// Creates traits from their bits.
  public init(rawValue: UInt64) { self.rawValue = rawValue }

  /// No traits.
  public static let none: AccessibilityTraits = []
  /// An element that performs an action when activated.
  public static let button = AccessibilityTraits(rawValue: 1 << 0)
  /// An element that opens a link.
  public static let link = AccessibilityTraits(rawValue: 1 << 1)
  /// An element that divides content into sections, such as a section header's title.
  public static let header = AccessibilityTraits(rawValue: 1 << 2)
  /// A search field.
  public static let searchField = AccessibilityTraits(rawValue: 1 << 3)
  /// An image.
  public static let image = AccessibilityTraits(rawValue: 1 << 4)
  /// An element that is selected, such as a selected row.
  public static let selected = AccessibilityTraits(rawValue: 1 << 5)
  /// An element that plays a sound when activated.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// A key of a keyboard.
  public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// Text that does not change, such as a label's.
  public static let staticText = AccessibilityTraits(rawValue: 1 << 8)
  /// An element whose value summarises the screen when it appears.
  public static let summaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// An element that is disabled and does not respond to activation.
  public static let notEnabled = AccessibilityTraits(rawValue: 1 << 10)
  /// An element whose label or value changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 11)
  /// An element that starts playing media when activated.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 12)
  /// An element whose value can be adjusted up and down.
  public static let adjustable = AccessibilityTraits(rawValue: 1 << 13)
  /// An element that takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 14)
  /// An element that turns a page when read to its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 15)
  /// A tab bar.
  public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)
  /// An element that supports zooming.
  public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 17)
  /// A button that toggles between two states.
  public static let toggleButton = AccessibilityTraits(rawValue: 1 << 18)
}
