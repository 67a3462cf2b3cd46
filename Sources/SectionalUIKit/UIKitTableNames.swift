/// UIKit's `UITableView`: Sectional's `TableView`.
public typealias UITableView = TableView

/// UIKit's `UITableViewCell`: Sectional's `TableViewCell`.
public typealias UITableViewCell = TableViewCell

/// UIKit's `UITableViewHeaderFooterView`: Sectional's `TableViewHeaderFooterView`.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView

/// UIKit's `UITableViewDataSource`: Sectional's `TableViewDataSource`, whose requirements have
/// UIKit's names and types.
public typealias UITableViewDataSource = TableViewDataSource

/// UIKit's `UITableViewDelegate`: Sectional's `TableViewDelegate`, whose requirements have
/// UIKit's names and types.
public typealias UITableViewDelegate = TableViewDelegate

/// UIKit's `UITableViewDiffableDataSource`: Sectional's `TableViewDiffableDataSource`; subclass
/// it through this name to give section titles, as in UIKit.
public typealias UITableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
> = TableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>

/// UIKit's `NSDiffableDataSourceSnapshot`: Sectional's `DiffableDataSourceSnapshot`.
public typealias NSDiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

/// UIKit's `UITableViewDataSourcePrefetching`: Sectional's `TableViewDataSourcePrefetching`,
/// set as the table's `prefetchDataSource`.
public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching
/// UIKit's `UIContentConfiguration`.
public typealias UIContentConfiguration = ContentConfiguration
/// UIKit's `UIContentView`.
public typealias UIContentView = ContentView
/// UIKit's `UIListContentConfiguration`.
public typealias UIListContentConfiguration = ListContentConfiguration
/// UIKit's `UIListContentView`.
public typealias UIListContentView = ListContentView
/// UIKit's `UIBackgroundConfiguration`.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
/// UIKit's `UIConfigurationState`.
public typealias UIConfigurationState = ConfigurationState
/// UIKit's `UIViewConfigurationState`.
public typealias UIViewConfigurationState = ViewConfigurationState
/// UIKit's `UICellConfigurationState`.
public typealias UICellConfigurationState = CellConfigurationState
