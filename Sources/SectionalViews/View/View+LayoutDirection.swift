/// Which way a layout runs horizontally, as `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Hashable, Sendable, CaseIterable {
  /// Leading is left (English, French).
  case leftToRight
  /// Leading is right (Arabic, Hebrew).
  case rightToLeft
}

/// How a view's content treats right-to-left languages, as `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Hashable, Sendable, CaseIterable {
  /// Follows the surrounding direction (the default).
  case unspecified
  /// Playback controls (play, fast forward): always left to right.
  case playback
  /// Directional controls (arrows, a text-alignment picker): always left to right.
  case spatial
  /// Always left to right.
  case forceLeftToRight
  /// Always right to left.
  case forceRightToLeft
}

extension View {
  /// The direction this view lays out its content in.
  ///
  /// `forceRightToLeft` gives right to left; `forceLeftToRight`, `playback` and `spatial`
  /// give left to right, as UIKit's `userInterfaceLayoutDirection(for:)` does. `unspecified`
  /// inherits the superview's effective direction, and a root without a superview is left
  /// to right. UIKit takes the inherited direction from the trait collection, which the
  /// application's language sets; here the superview carries it, so setting the attribute on
  /// a root makes its whole tree right to left (Documentation/UIKitParity.md).
  ///
  /// - Complexity: O(depth).
  public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
    var current: View? = self
    while let view = current {
      switch view.semanticContentAttribute {
      case .forceRightToLeft: return .rightToLeft
      case .forceLeftToRight, .playback, .spatial: return .leftToRight
      case .unspecified: current = view.storedSuperview
      }
    }
    return .leftToRight
  }

  /// Whether the view lays out right to left.
  var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

  /// Reacts to a change of the direction of this view and of the descendants that inherit it:
  /// every leading and trailing constraint in the tree is resolved again and every fitting
  /// of this subtree or an ancestor is recomputed.
  ///
  /// - Complexity: O(n) in the subtree's size.
  func layoutDirectionDidChange() {
    func invalidate(_ view: View) {
      view.layoutDirectionDidChangeMargins()
      view.fitting.generation &+= 1
      view.fitting.session?.note(.structure)
      view.setNeedsLayout()
      for subview in view.storedSubviews { invalidate(subview) }
    }
    invalidate(self)
    storedSuperview?.layoutContentDidChange()
    treeRoot.rootEngine?.structureDidChange()
    setNeedsDisplay()
  }
}
