@_exported import SectionalApp

/// UIKit's `UIApplication`: Sectional's `Application` (its launch options keys are
/// `UIApplication.LaunchOptionsKey`, nested as in UIKit).
public typealias UIApplication = Application

/// UIKit's `UIApplicationDelegate`: Sectional's `ApplicationDelegate`.
///
/// Marking the delegate's class `@main` starts the app, as in UIKit: its `main()` runs
/// `application(_:didFinishLaunchingWithOptions:)` and shows the delegate's `window`.
public typealias UIApplicationDelegate = ApplicationDelegate
