/// The element and attribute names the reader knows, and those it skips on purpose.
///
/// An attribute outside ``designTime`` and outside the element's supported set produces an
/// "unsupported attribute" warning; an element the reader neither reads nor lists in
/// ``designTimeElements`` produces an "unknown element" warning.
enum IBVocabulary {
  /// Elements that are objects (they carry an `id` and may be connected or constrained).
  static let objectElements: Set<String> = [
    "view", "label", "imageView", "button", "stackView", "tableView", "tableViewCell",
    "tableViewCellContentView", "tableViewHeaderFooterView", "navigationBar", "navigationItem",
    "barButtonItem", "viewController", "tableViewController", "navigationController",
    "viewLayoutGuide", "viewControllerLayoutGuide", "placeholder", "exit",
  ]

  /// Elements read as views: they take the common view attributes.
  static let viewElements: Set<String> = [
    "view", "label", "imageView", "button", "stackView", "tableView", "tableViewCell",
    "tableViewCellContentView", "tableViewHeaderFooterView", "navigationBar",
  ]

  /// Attributes every element may carry that describe the design canvas or the document,
  /// not the object at run time.
  static let designTime: Set<String> = [
    "id", "key", "customClass", "customModule", "customModuleProvider", "userLabel",
    "colorLabel", "sceneMemberID", "fixedFrame", "misplaced", "ambiguous", "verifyAmbiguity",
    "placeholderIntrinsicWidth", "placeholderIntrinsicHeight",
    "useStoryboardIdentifierAsRestorationIdentifier",
    "restorationIdentifier", "multipleTouchEnabled", "baselineAdjustment",
    "adjustsLetterSpacingToFitWidth",
    "clearsContextBeforeDrawing", "autoresizesSubviews", "contentViewInsetsToSafeArea",
    "automaticallyAdjustsScrollViewInsets", "extendedLayoutIncludesOpaqueBars",
    "modalPresentationStyle", "modalTransitionStyle", "hidesBottomBarWhenPushed",
    "definesPresentationContext", "providesPresentationContextTransitionStyle",
    "alwaysBounceVertical", "alwaysBounceHorizontal", "showsHorizontalScrollIndicator",
    "showsVerticalScrollIndicator", "directionalLockEnabled", "bouncesZoom",
    "delaysContentTouches", "canCancelContentTouches", "indentationWidth", "indentationLevel",
    "hidesAccessoryWhenEditing", "shouldIndentWhileEditing", "focusStyle",
    "editingAccessoryType", "sectionIndexMinimumDisplayRowCount", "semanticContentAttribute",
    "springLoaded", "pointerInteraction", "adjustsImageWhenHighlighted",
    "adjustsImageWhenDisabled", "showsTouchWhenHighlighted", "reversesTitleShadowWhenHighlighted",
    "contentInsetAdjustmentBehavior", "insetsContentViewsToSafeArea", "keyboardDismissMode",
    "allowsSelectionDuringEditing", "dataMode", "tableViewCell", "layoutMarginsFollowReadableWidth",
    "symbolic", "adjustsImageSizeForAccessibilityContentSizeCategory",
    "navigationBarHidden", "toolbarHidden", "titleAlignment", "selectionFollowsFocus",
  ]

  /// Attributes of every view element.
  static let viewAttributes: Set<String> = [
    "contentMode", "tag", "hidden", "alpha", "clipsSubviews", "opaque", "userInteractionEnabled",
    "translatesAutoresizingMaskIntoConstraints", "horizontalHuggingPriority",
    "verticalHuggingPriority", "horizontalCompressionResistancePriority",
    "verticalCompressionResistancePriority", "preservesSuperviewLayoutMargins",
    "insetsLayoutMarginsFromSafeArea",
  ]

  /// The attributes each element reads besides the common ones.
  static let elementAttributes: [String: Set<String>] = [
    "label": [
      "text", "textAlignment", "numberOfLines", "lineBreakMode", "adjustsFontSizeToFit",
      "minimumScaleFactor", "minimumFontSize", "adjustsFontForContentSizeCategory", "enabled",
      "highlighted",
    ],
    "imageView": ["image", "highlightedImage"],
    "button": [
      "buttonType", "contentHorizontalAlignment", "contentVerticalAlignment", "lineBreakMode",
      "enabled", "selected", "highlighted",
    ],
    "stackView": [
      "axis", "alignment", "distribution", "spacing", "baselineRelativeArrangement",
      "layoutMarginsRelativeArrangement",
    ],
    "tableView": [
      "style", "separatorStyle", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight",
      "sectionFooterHeight", "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight",
      "allowsSelection", "allowsMultipleSelection",
    ],
    "tableViewCell": [
      "reuseIdentifier", "style", "rowHeight", "selectionStyle", "accessoryType", "textLabel",
      "detailTextLabel", "imageView",
    ],
    "tableViewHeaderFooterView": ["reuseIdentifier"],
    "navigationBar": ["barStyle", "prefersLargeTitles", "translucent"],
    "navigationItem": ["title", "largeTitleDisplayMode"],
    "barButtonItem": ["title", "image", "systemItem", "style"],
    "viewController": ["storyboardIdentifier", "title"],
    "tableViewController": ["storyboardIdentifier", "title", "clearsSelectionOnViewWillAppear"],
    "navigationController": ["storyboardIdentifier", "title"],
    "viewControllerLayoutGuide": ["type"],
    "placeholder": ["placeholderIdentifier"],
  ]

  /// Child elements that only describe the design canvas, simulated metrics or editor
  /// state; skipped without a warning.
  static let designTimeElements: Set<String> = [
    "accessibility", "textInputTraits", "animations", "freeformSimulatedSizeMetrics",
    "simulatedMetricsContainer", "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics",
    "simulatedTopBarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics",
    "simulatedBottomBarMetrics", "extendedEdge", "nil", "preferredSymbolConfiguration",
    "inferredMetricsTieBreakers",
  ]
}
