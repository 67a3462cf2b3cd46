/// UIKit's `UIScrollView`: Sectional's `ScrollView`, which `TableView` inherits from.
///
/// Its nested `UIScrollView.DecelerationRate` and `UIScrollView.ContentInsetAdjustmentBehavior` are
/// Sectional's nested types.
public typealias UIScrollView = ScrollView

/// UIKit's `UIScrollViewDelegate`: Sectional's `ScrollViewDelegate`, which
/// `UITableViewDelegate` refines.
public typealias UIScrollViewDelegate = ScrollViewDelegate
