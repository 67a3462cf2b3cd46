import SectionalGraphics
import SectionalViews

/// A row of a ``TableView``, as UIKit's `UITableViewCell`.
///
/// It has a `contentView` for custom subviews, lazily made `textLabel`, `detailTextLabel` and
/// `imageView` laid out per ``CellStyle``, an accessory drawn at the trailing edge, a
/// `separatorInset`, and a selection highlight (`selectedBackgroundColor` while
/// `isHighlighted` or `isSelected`). Register subclasses with
/// ``TableView/register(_:forCellReuseIdentifier:)``.
open class TableViewCell: View {
  /// A cell is one element that reads its labels (the text label, then the detail, or the
  /// content's labels in reading order), with `.selected` while selected, as UIKit's cells.
  open override var accessibilityDefaults: AccessibilityDefaults {
    var texts =
      [storedTextLabel?.text, storedDetailTextLabel?.text].compactMap { $0 }
      + configurations.accessibilityTexts
    if texts.isEmpty {
      texts = contentView.accessibilityItems().compactMap { $0.node.label }
    }
    return AccessibilityDefaults(
      isElement: true, label: texts.filter { !$0.isEmpty }.joined(separator: ", "),
      traits: isSelected ? .selected : [])
  }

  /// Activating the cell selects its row as a tap would.
  open override func accessibilityActivate() -> Bool {
    (superview as? TableView)?.accessibilityActivate(self) ?? false
  }

  /// The layout of the built-in labels, as UIKit's `UITableViewCell.CellStyle`.
  public enum CellStyle: Int, Hashable, Sendable {
    /// A text label on the leading side; an image view before it.
    case `default`
    /// Text on the leading side and detail text right-aligned on the trailing side.
    case value1
    /// A right-aligned detail-coloured text label, then a left-aligned detail label.
    case value2
    /// Text with a smaller detail label below it.
    case subtitle
  }

  /// The standard accessory drawn at the trailing edge, as UIKit's `AccessoryType`.
  public enum AccessoryType: Int, Hashable, Sendable {
    /// No accessory.
    case none
    /// A chevron.
    case disclosureIndicator
    /// A circled "i" and a chevron (drawn as a ring and a chevron).
    case detailDisclosureButton
    /// A check mark.
    case checkmark
    /// A circled "i" (drawn as a ring).
    case detailButton
  }

  /// The width the accessory takes at the trailing edge, including its gap to the content.
  static let accessoryWidth: Double = 30

  /// The built-in label layout chosen at creation.
  public let style: CellStyle
  /// The identifier of the reuse queue this cell belongs to, `nil` for a cell not reused.
  public internal(set) var reuseIdentifier: String?
  /// The view that holds the content; it fills the cell except the accessory area.
  ///
  /// It preserves the cell's layout margins (`preservesSuperviewLayoutMargins`, as UIKit's
  /// content view does), so its margins guide is inset by the cell's 16 pt at the sides.
  public let contentView = View()
  /// The accessory drawn at the trailing edge; ``AccessoryType/none`` by default.
  open var accessoryType: AccessoryType = .none {
    didSet { setNeedsLayout() }
  }
  /// The insets of the separator below the cell: only `left` and `right` are used.
  ///
  /// Default: 16 pt on the left (UIKit's layout margin from iOS 15, `UITableConstants_IOS`), so
  /// separators start at the text; set `.zero` for edge-to-edge separators
  /// (Documentation/Recipes.md § 003).
  ///
  /// A cell whose inset was never set takes its table's ``TableView/separatorInset`` when one is
  /// set; once set here, the cell keeps its own, as in UIKit.
  open var separatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0) {
    didSet { keepsDefaultSeparatorInset = false }
  }
  /// Whether ``separatorInset`` still has its default (or a table-given) value, so the table's
  /// inset applies.
  private var keepsDefaultSeparatorInset = true
  /// Whether the table gave the cell its readable-width margins
  /// (`TableView.cellLayoutMarginsFollowReadableWidth`), to take back when that stops.
  var hasReadableMargins = false
  /// The cell's default left and right layout margin: 16 pt.
  static let defaultMargin: CGFloat = 16
  /// The colour behind the content while highlighted or selected; `systemGray4` by default.
  open var selectedBackgroundColor: Color? = .systemGray4
  /// Whether the cell shows its selection highlight because a finger (or the keyboard's
  /// focus) is on it; setting it calls ``setHighlighted(_:animated:)`` without animation.
  open var isHighlighted: Bool {
    get { highlightedState }
    set { setHighlighted(newValue, animated: false) }
  }
  /// Storage behind ``isHighlighted``.
  private var highlightedState = false
  /// Whether a mouse pointer hovers over the cell (the table sets it from hover events); the
  /// cell then lays ``hoverColor`` over its background.
  open var isHovered = false {
    didSet { if isHovered != oldValue { setNeedsDisplay() } }
  }
  /// The colour laid over the cell while hovered; `systemGray5` at half opacity.
  open var hoverColor: Color? = Color.systemGray5.withAlphaComponent(0.5)
  /// Whether the cell is selected; setting it calls ``setSelected(_:animated:)`` without
  /// animation.
  open var isSelected: Bool {
    get { selectedState }
    set { setSelected(newValue, animated: false) }
  }
  /// Storage behind ``isSelected``.
  private var selectedState = false

  /// Shows or hides the selection look, as `UITableViewCell.setSelected(_:animated:)`.
  ///
  /// The table calls it when the row's selection changes and when the cell comes on screen;
  /// overrides call `super`. `animated` is passed on for overrides: the cell's own
  /// background changes at once.
  open func setSelected(_ selected: Bool, animated: Bool) {
    guard selected != selectedState else { return }
    selectedState = selected
    setNeedsDisplay()
    setNeedsUpdateConfiguration()
  }

  /// Shows or hides the highlight, as `UITableViewCell.setHighlighted(_:animated:)`.
  ///
  /// The table calls it when a touch goes down on the row (and lifts), and when the keyboard
  /// focus moves onto or off the row; overrides call `super`.
  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    guard highlighted != highlightedState else { return }
    highlightedState = highlighted
    setNeedsDisplay()
    setNeedsUpdateConfiguration()
  }

  /// The content and background configurations and their views.
  var configurations = ConfigurationSlots()
  /// Called with the cell and its state whenever its configuration is updated (UIKit's
  /// `configurationUpdateHandler`); setting it schedules an update.
  open var configurationUpdateHandler: ConfigurationUpdateHandler? {
    didSet { setNeedsUpdateConfiguration() }
  }

  /// Updates the cell's configurations for `state`; called before layout after
  /// ``setNeedsUpdateConfiguration()`` (UIKit's `updateConfiguration(using:)`).
  ///
  /// The content and background configurations were already updated for `state` when their
  /// automatic updates are on. The default calls ``configurationUpdateHandler``; overrides set
  /// configurations from the state and call `super`.
  open func updateConfiguration(using state: CellConfigurationState) {
    configurationUpdateHandler?(self, state)
  }
  /// The separator line at the bottom edge, above the content; the table colours and hides it.
  let separatorView = View()
  /// Storage behind `textLabel`.
  private var storedTextLabel: Label?
  /// Storage behind `detailTextLabel`.
  private var storedDetailTextLabel: Label?
  /// Storage behind `imageView`.
  private var storedImageView: ImageView?
  /// What choosing the cell's row starts besides the selection: the segue a storyboard
  /// prototype cell starts from, run before the delegate hears `didSelectRowAt`.
  @_spi(Storyboards) public var storyboardSelectionAction: (@MainActor (TableViewCell) -> Void)?

  /// Creates a cell of `style` for the reuse queue `reuseIdentifier`.
  ///
  /// Cells start with a white (`systemBackground`) background and 16 pt side margins
  /// (UIKit's from iOS 15).
  public required init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    setUpCell()
  }

  /// Creates a `.default` cell without a reuse identifier, as `UITableViewCell()`; a subclass
  /// that implements the required initializers gets it too.
  public convenience init() {
    self.init(style: .default, reuseIdentifier: nil)
  }

  /// Creates a cell from an archive, as `UITableViewCell.init(coder:)` (see
  /// `View.init(coder:)`; a nib loader sets the rest): a `.default` cell without a reuse
  /// identifier, unless the coder is a nib loader's that carries them.
  public required init?(coder: NSCoder) {
    let archive = coder as? any TableArchive
    style = archive?.archivedCellStyle ?? .default
    reuseIdentifier = archive?.archivedReuseIdentifier
    super.init(coder: coder)
    setUpCell()
  }

  /// Sets the cell's default look and adds its content and separator views.
  private func setUpCell() {
    backgroundColor = .systemBackground
    layoutMargins = EdgeInsets(
      top: 8, left: TableViewCell.defaultMargin, bottom: 8, right: TableViewCell.defaultMargin)
    contentView.preservesSuperviewLayoutMargins = true
    addSubview(contentView)
    separatorView.isUserInteractionEnabled = false
    addSubview(separatorView)
  }

  /// The main label, made on first use and added to `contentView`.
  ///
  /// Its font is the text font of the cell's ``defaultContentConfiguration()`` (body; a
  /// `.value2` cell's is 12 pt semibold), following the content size category, as is the
  /// detail label's (caption 1 below the text, body at the trailing edge of `.value1`).
  /// Optional as in UIKit, so ported `textLabel?.text = …` code compiles; never `nil`.
  public var textLabel: Label? {
    if let storedTextLabel { return storedTextLabel }
    let label = Label()
    label.adjustsFontForContentSizeCategory = true
    if style == .value2 {
      label.setDefaultFont(Self.value2TextFont)
      label.textColor = .systemBlue
      label.textAlignment = .right
    } else {
      label.setDefaultFont(defaultContentConfiguration().textProperties.font)
    }
    contentView.addSubview(label)
    storedTextLabel = label
    setNeedsLayout()
    return label
  }

  /// The font of a `.value2` cell's text: 12 pt semibold at the default category, following
  /// the caption 1 sizes.
  static let value2TextFont = FontMetrics(forTextStyle: .caption1).scaledFont(
    for: .systemFont(ofSize: 12, weight: .semibold))

  /// The secondary label, made on first use; placed per ``CellStyle``.
  public var detailTextLabel: Label? {
    if let storedDetailTextLabel { return storedDetailTextLabel }
    let label = Label()
    label.adjustsFontForContentSizeCategory = true
    switch style {
    case .default, .subtitle:
      label.setDefaultFont(defaultContentConfiguration().secondaryTextProperties.font)
    case .value1:
      label.setDefaultFont(defaultContentConfiguration().secondaryTextProperties.font)
      label.textColor = .secondaryLabel
      label.textAlignment = .right
    case .value2:
      label.setDefaultFont(.preferredFont(forTextStyle: .caption1))
    }
    contentView.addSubview(label)
    storedDetailTextLabel = label
    setNeedsLayout()
    return label
  }

  /// The image on the leading side, made on first use.
  public var imageView: ImageView? {
    if let storedImageView { return storedImageView }
    let view = ImageView()
    contentView.addSubview(view)
    storedImageView = view
    setNeedsLayout()
    return view
  }

  /// Takes the table's separator inset unless the cell has its own.
  func adoptTableSeparatorInset(_ inset: EdgeInsets) {
    guard keepsDefaultSeparatorInset, separatorInset != inset else { return }
    separatorInset = inset
    keepsDefaultSeparatorInset = true
  }

  /// Resets the cell before the table hands it out again from its reuse queue.
  ///
  /// Called by ``TableView/dequeueReusableCell(withIdentifier:for:)`` for a cell taken from the
  /// queue, never for a new one. The default clears the labels and image, the highlight and
  /// the selection; overrides must call `super`.
  open func prepareForReuse() {
    storedTextLabel?.text = nil
    storedDetailTextLabel?.text = nil
    storedImageView?.image = nil
    isHighlighted = false
    isSelected = false
    isHovered = false
  }

  /// Draws the selection highlight and the accessory.
  open override func draw(_ rect: CGRect, into list: inout DisplayList) {
    if isHighlighted || isSelected, let selectedBackgroundColor {
      list.fill(rect, color: selectedBackgroundColor)
    } else if isHovered, let hoverColor {
      list.fill(rect, color: hoverColor)
    }
    drawAccessory(in: rect, into: &list)
  }

  /// Sizes `contentView` (leaving room for the accessory) and places the built-in views.
  ///
  /// The image is centred vertically at the leading margin; text follows it after 16 pt.
  /// `subtitle` stacks text and detail; `value1` puts the detail at the trailing edge;
  /// `value2` gives the text label a quarter of the width.
  open override func layoutSubviews() {
    super.layoutSubviews()
    if configurations.needsUpdate { updateConfigurationNow() }
    let accessory = accessoryType == .none ? 0 : Self.accessoryWidth
    contentView.frame = CGRect(
      x: 0, y: 0, width: max(0, bounds.width - accessory), height: bounds.height)
    let margins = layoutMargins
    var x = margins.left
    let right = contentView.bounds.width - (accessory > 0 ? 0 : margins.right)
    if let storedImageView, storedImageView.image != nil {
      let size = storedImageView.intrinsicContentSize
      let side = min(size.height, bounds.height)
      let width = size.height > 0 ? size.width * side / size.height : 0
      storedImageView.frame = CGRect(
        x: x, y: ((bounds.height - side) / 2).rounded(), width: width, height: side)
      x += width + 16
    }
    layoutLabels(from: x, to: right)
    configurations.layout(host: self, container: contentView, margins: layoutMargins)
    separatorView.frame = CGRect(
      x: separatorInset.left, y: bounds.height - TableViewCell.separatorThickness,
      width: max(0, bounds.width - separatorInset.left - separatorInset.right),
      height: TableViewCell.separatorThickness)
  }

  /// The separator's thickness: one point (one pixel at the 1x scale hosts render at).
  static let separatorThickness: Double = 1

  /// Places the text and detail labels between `x` and `right` per ``style``.
  private func layoutLabels(from x: Double, to right: Double) {
    let width = max(0, right - x)
    let text = storedTextLabel?.intrinsicContentSize ?? .zero
    let detail = storedDetailTextLabel?.intrinsicContentSize ?? .zero
    let height = bounds.height
    func centred(_ h: Double) -> Double { ((height - h) / 2).rounded() }
    switch style {
    case .default:
      storedTextLabel?.frame = CGRect(
        x: x, y: centred(text.height), width: width, height: text.height)
    case .subtitle:
      let top = ((height - text.height - detail.height) / 2).rounded()
      storedTextLabel?.frame = CGRect(x: x, y: top, width: width, height: text.height)
      storedDetailTextLabel?.frame = CGRect(
        x: x, y: top + text.height, width: width, height: detail.height)
    case .value1:
      let detailWidth = min(detail.width, width)
      storedDetailTextLabel?.frame = CGRect(
        x: right - detailWidth, y: centred(detail.height), width: detailWidth,
        height: detail.height)
      storedTextLabel?.frame = CGRect(
        x: x, y: centred(text.height), width: max(0, width - detailWidth - 8),
        height: text.height)
    case .value2:
      let textWidth = (width / 4).rounded()
      storedTextLabel?.frame = CGRect(
        x: x, y: centred(text.height), width: textWidth, height: text.height)
      storedDetailTextLabel?.frame = CGRect(
        x: x + textWidth + 6, y: centred(detail.height), width: max(0, width - textWidth - 6),
        height: detail.height)
    }
  }
}
