/// UIKit's `UIResponder`: Sectional's `Responder`.
public typealias UIResponder = Responder

/// UIKit's `UIView`: Sectional's `View`.
public typealias UIView = View

/// UIKit's `UIWindow`: Sectional's `Window`, with `rootViewController` and
/// `makeKeyAndVisible()`.
public typealias UIWindow = Window

/// UIKit's `UILabel`: Sectional's `Label`.
public typealias UILabel = Label

/// UIKit's `UIImageView`: Sectional's `ImageView`.
public typealias UIImageView = ImageView

/// UIKit's `UIControl`: Sectional's `Control`.
public typealias UIControl = Control

/// UIKit's `UIButton`: Sectional's `Button`.
public typealias UIButton = Button

/// UIKit's `UIStackView`: Sectional's `StackView`.
public typealias UIStackView = StackView

/// UIKit's `UINavigationBar`: Sectional's `NavigationBar`.
public typealias UINavigationBar = NavigationBar

/// UIKit's `UIBarStyle` (a top-level type in UIKit): Sectional's `BarStyle`.
public typealias UIBarStyle = BarStyle

/// UIKit's `UIAppearance`: Sectional's `AppearanceCustomizable`; every view class adopts it,
/// and `appearance()` returns the class's proxy.
public typealias UIAppearance = AppearanceCustomizable

/// UIKit's `UIAppearanceContainer`: Sectional's `AppearanceContainer`, adopted by views and
/// view controllers, the types `appearance(whenContainedInInstancesOf:)` takes.
public typealias UIAppearanceContainer = AppearanceContainer

/// UIKit's `UITouch`: Sectional's `Touch`.
public typealias UITouch = Touch

/// UIKit's `UIEvent`: Sectional's `Event`.
public typealias UIEvent = Event

/// UIKit's `UIUserInterfaceLayoutDirection`: Sectional's `UserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection

/// UIKit's `UISemanticContentAttribute`: Sectional's `SemanticContentAttribute`.
public typealias UISemanticContentAttribute = SemanticContentAttribute
