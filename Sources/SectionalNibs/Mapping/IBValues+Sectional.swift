import Sectional
import SectionalInterfaceBuilder

// Interface Builder's spellings mapped to Sectional's enums, written case by case so that a
// renamed case on either side fails to compile instead of mapping silently.

extension IBContentMode {
  /// The content mode; `redraw` (redisplay on resize) places content as `scaleToFill` does.
  var contentMode: View.ContentMode {
    switch self {
    case .scaleToFill, .redraw: .scaleToFill
    case .scaleAspectFit: .scaleAspectFit
    case .scaleAspectFill: .scaleAspectFill
    case .center: .center
    case .top: .top
    case .bottom: .bottom
    case .left: .left
    case .right: .right
    case .topLeft: .topLeft
    case .topRight: .topRight
    case .bottomLeft: .bottomLeft
    case .bottomRight: .bottomRight
    }
  }
}

extension IBAutoresizingMask {
  /// The same flags as a view's mask (the bits are UIKit's on both sides).
  var autoresizingMask: View.AutoresizingMask {
    var mask: View.AutoresizingMask = []
    if contains(.flexibleLeftMargin) { mask.insert(.flexibleLeftMargin) }
    if contains(.flexibleWidth) { mask.insert(.flexibleWidth) }
    if contains(.flexibleRightMargin) { mask.insert(.flexibleRightMargin) }
    if contains(.flexibleTopMargin) { mask.insert(.flexibleTopMargin) }
    if contains(.flexibleHeight) { mask.insert(.flexibleHeight) }
    if contains(.flexibleBottomMargin) { mask.insert(.flexibleBottomMargin) }
    return mask
  }
}

extension IBEdgeInsets {
  /// The insets; directional ones read leading as left and trailing as right.
  var edgeInsets: EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
  }
}

extension IBTextAlignment {
  /// The text alignment.
  var textAlignment: TextAlignment {
    switch self {
    case .natural: .natural
    case .left: .left
    case .center: .center
    case .right: .right
    case .justified: .justified
    }
  }
}

extension IBLineBreakMode {
  /// The line break mode.
  var lineBreakMode: LineBreakMode {
    switch self {
    case .wordWrap: .byWordWrapping
    case .characterWrap: .byCharWrapping
    case .clip: .byClipping
    case .headTruncation: .byTruncatingHead
    case .tailTruncation: .byTruncatingTail
    case .middleTruncation: .byTruncatingMiddle
    }
  }
}

extension IBStackAxis {
  /// The stack view axis.
  var axis: LayoutConstraint.Axis {
    switch self {
    case .horizontal: .horizontal
    case .vertical: .vertical
    }
  }
}

extension IBStackAlignment {
  /// The stack view alignment (`top` is `leading` and `bottom` is `trailing`, as in UIKit).
  var alignment: StackView.Alignment {
    switch self {
    case .fill: .fill
    case .top, .leading: .leading
    case .firstBaseline: .firstBaseline
    case .center: .center
    case .bottom, .trailing: .trailing
    case .lastBaseline: .lastBaseline
    }
  }
}

extension IBStackDistribution {
  /// The stack view distribution.
  var distribution: StackView.Distribution {
    switch self {
    case .fill: .fill
    case .fillEqually: .fillEqually
    case .fillProportionally: .fillProportionally
    case .equalSpacing: .equalSpacing
    case .equalCentering: .equalCentering
    }
  }
}

extension IBTableViewStyle {
  /// The table style.
  var tableStyle: TableView.Style {
    switch self {
    case .plain: .plain
    case .grouped: .grouped
    case .insetGrouped: .insetGrouped
    }
  }
}

extension IBSeparatorStyle {
  /// The separator style; `singleLineEtched` (a grouped style of old iOS) draws a single line.
  var separatorStyle: TableViewCell.SeparatorStyle {
    switch self {
    case .singleLine, .singleLineEtched: .singleLine
    case .none: .none
    }
  }
}

extension IBTableViewCellStyle {
  /// The cell's built-in style.
  var cellStyle: TableViewCell.CellStyle {
    switch self {
    case .default: .default
    case .value1: .value1
    case .value2: .value2
    case .subtitle: .subtitle
    }
  }
}

extension IBCellAccessoryType {
  /// The accessory.
  var accessoryType: TableViewCell.AccessoryType {
    switch self {
    case .none: .none
    case .disclosureIndicator: .disclosureIndicator
    case .detailDisclosureButton: .detailDisclosureButton
    case .checkmark: .checkmark
    case .detailButton: .detailButton
    }
  }
}

extension IBLayoutRelation {
  /// The constraint relation.
  var relation: LayoutConstraint.Relation {
    switch self {
    case .lessThanOrEqual: .lessThanOrEqual
    case .equal: .equal
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}

extension IBLayoutAttribute {
  /// The attribute, and whether it is measured on the item's layout margins guide
  /// (`leadingMargin` is the margins guide's `leading`, as in UIKit).
  var attribute: (LayoutConstraint.Attribute, onMargins: Bool) {
    switch self {
    case .left: (.left, false)
    case .right: (.right, false)
    case .top: (.top, false)
    case .bottom: (.bottom, false)
    case .leading: (.leading, false)
    case .trailing: (.trailing, false)
    case .width: (.width, false)
    case .height: (.height, false)
    case .centerX: (.centerX, false)
    case .centerY: (.centerY, false)
    case .lastBaseline: (.lastBaseline, false)
    case .firstBaseline: (.firstBaseline, false)
    case .leftMargin: (.left, true)
    case .rightMargin: (.right, true)
    case .topMargin: (.top, true)
    case .bottomMargin: (.bottom, true)
    case .leadingMargin: (.leading, true)
    case .trailingMargin: (.trailing, true)
    case .centerXWithinMargins: (.centerX, true)
    case .centerYWithinMargins: (.centerY, true)
    }
  }
}

/// Control states and events by the names documents write.
enum IBControlNames {
  /// A button `<state key=…>` name as a control state.
  static func state(_ name: String) -> Control.State? {
    switch name {
    case "normal": .normal
    case "highlighted": .highlighted
    case "selected": .selected
    case "disabled": .disabled
    default: nil
    }
  }

  /// An action's `eventType=` as control events; absent is `touchUpInside`, a button's
  /// primary event.
  static func event(_ name: String?) -> Control.Event? {
    switch name ?? "touchUpInside" {
    case "touchDown": .touchDown
    case "touchDragInside": .touchDragInside
    case "touchDragOutside": .touchDragOutside
    case "touchDragEnter": .touchDragEnter
    case "touchDragExit": .touchDragExit
    case "touchUpInside": .touchUpInside
    case "touchUpOutside": .touchUpOutside
    case "touchCancel": .touchCancel
    case "valueChanged": .valueChanged
    case "primaryActionTriggered": .primaryActionTriggered
    default: nil
    }
  }
}
