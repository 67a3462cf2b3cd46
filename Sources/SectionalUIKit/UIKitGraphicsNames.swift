/// UIKit's `UIColor`: Sectional's `Color` (a value type; UIKit's is a class, which code that
/// only creates and assigns colours cannot tell apart).
public typealias UIColor = Color

/// UIKit's `UIFont`: Sectional's `Font` (a value type, as `Color`).
public typealias UIFont = Font

/// UIKit's `UIImage`: Sectional's `Image`; `UIImage(named:)` looks the name up in
/// `ImageCatalog/shared`.
public typealias UIImage = Image

/// UIKit's `UIEdgeInsets`: Sectional's `EdgeInsets`.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: Sectional's `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

/// UIKit's `NSTextAlignment` (Foundation on Linux has none): Sectional's `TextAlignment`.
public typealias NSTextAlignment = TextAlignment

/// UIKit's `NSLineBreakMode` (Foundation on Linux has none): Sectional's `LineBreakMode`.
public typealias NSLineBreakMode = LineBreakMode
