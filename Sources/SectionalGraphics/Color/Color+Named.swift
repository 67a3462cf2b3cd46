// The fixed colours of UIKit's `UIColor` class properties. Values are those Apple's UIColor
// documentation gives for each property (e.g. `darkGray`: "grayscale value is 1/3",
// `brown`: "RGB values are 0.6, 0.4, and 0.2"): greys as white levels, the others as RGB.

extension Color {
  /// Black: white level 0 (UIKit's `UIColor.black`).
  public static let black = Color(white: 0)
  /// Dark grey: white level 1/3 (UIKit's `UIColor.darkGray`).
  public static let darkGray = Color(white: 1.0 / 3.0)
  /// Light grey: white level 2/3 (UIKit's `UIColor.lightGray`).
  public static let lightGray = Color(white: 2.0 / 3.0)
  /// White: white level 1 (UIKit's `UIColor.white`).
  public static let white = Color(white: 1)
  /// Grey: white level 0.5 (UIKit's `UIColor.gray`).
  public static let gray = Color(white: 0.5)
  /// Red: RGB (1, 0, 0) (UIKit's `UIColor.red`).
  public static let red = Color(red: 1, green: 0, blue: 0)
  /// Green: RGB (0, 1, 0) (UIKit's `UIColor.green`).
  public static let green = Color(red: 0, green: 1, blue: 0)
  /// Blue: RGB (0, 0, 1) (UIKit's `UIColor.blue`).
  public static let blue = Color(red: 0, green: 0, blue: 1)
  /// Cyan: RGB (0, 1, 1) (UIKit's `UIColor.cyan`).
  public static let cyan = Color(red: 0, green: 1, blue: 1)
  /// Yellow: RGB (1, 1, 0) (UIKit's `UIColor.yellow`).
  public static let yellow = Color(red: 1, green: 1, blue: 0)
  /// Magenta: RGB (1, 0, 1) (UIKit's `UIColor.magenta`).
  public static let magenta = Color(red: 1, green: 0, blue: 1)
  /// Orange: RGB (1, 0.5, 0) (UIKit's `UIColor.orange`).
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// Purple: RGB (0.5, 0, 0.5) (UIKit's `UIColor.purple`).
  public static let purple = Color(red: 0.5, green: 0, blue: 0.5)
  /// Brown: RGB (0.6, 0.4, 0.2) (UIKit's `UIColor.brown`).
  public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2)
  /// Fully transparent black: white level 0, alpha 0 (UIKit's `UIColor.clear`).
  public static let clear = Color(white: 0, alpha: 0)
}
