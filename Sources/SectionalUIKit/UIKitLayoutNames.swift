/// UIKit's `NSLayoutConstraint`: Sectional's `LayoutConstraint`.
public typealias NSLayoutConstraint = LayoutConstraint

/// UIKit's generic `NSLayoutAnchor`: Sectional's `LayoutAnchor`, whose `Kind` keeps the x
/// axis, the y axis and dimensions apart as UIKit's subclasses do.
public typealias NSLayoutAnchor<Kind> = LayoutAnchor<Kind>

/// UIKit's `NSLayoutXAxisAnchor`: Sectional's `LayoutXAxisAnchor`.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor

/// UIKit's `NSLayoutYAxisAnchor`: Sectional's `LayoutYAxisAnchor`.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor

/// UIKit's `NSLayoutDimension`: Sectional's `LayoutDimension`.
public typealias NSLayoutDimension = LayoutDimension

/// UIKit's `UILayoutPriority`: Sectional's `LayoutPriority` (its raw value is a `Double`,
/// UIKit's a `Float`; literals and the named priorities read the same).
public typealias UILayoutPriority = LayoutPriority

/// UIKit's `UILayoutGuide`: Sectional's `LayoutGuide`.
public typealias UILayoutGuide = LayoutGuide
