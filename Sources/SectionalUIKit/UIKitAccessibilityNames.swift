/// UIKit's `UIAccessibility` namespace: Sectional's `Accessibility` (notifications,
/// `post(notification:argument:)`, `isVoiceOverRunning`).
public typealias UIAccessibility = Accessibility

/// UIKit's `UIAccessibilityTraits`: Sectional's `AccessibilityTraits`.
public typealias UIAccessibilityTraits = AccessibilityTraits

/// UIKit's `UIAccessibilityElement`: Sectional's `AccessibilityElement`.
public typealias UIAccessibilityElement = AccessibilityElement
