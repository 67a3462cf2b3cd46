import SectionalUIKit

/// Seed 002's table header: a vertical stack of four labels pinned to the layout margins.
///
/// The gallery's scene loads it from `Storyboards/HeaderFits.storyboard`, where the post
/// designed it (``init(coder:)``: the storyboard gives the stack, the labels and their texts);
/// `init(frame:)` builds the same view in code for tests that want the header alone. Either
/// way its fonts are set in code, since Interface Builder cannot scale a bold font with Dynamic
/// Type.
@MainActor
public final class FourLabelHeader: UIView {
  /// The four labels, top to bottom (the storyboard's `labels` outlet collection).
  @OutletCollection public var labels: [UILabel]

  /// The labels' texts, top to bottom.
  public static let texts = [
    "Top Stories",
    "The header holds a stack of four labels and must show every one of them",
    "Sized with systemLayoutSizeFitting",
    "On narrow phones the longest labels wrap onto several lines, and the header grows "
      + "to keep all of them visible",
  ]

  /// Creates the view with its subviews and constraints, as the storyboard holds them.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    labels = Self.texts.map { text in
      let label = UILabel()
      label.text = text
      label.numberOfLines = 0
      return label
    }
    setFonts()
    backgroundColor = .systemBackground
    let stack = UIStackView(arrangedSubviews: labels)
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    let margins = layoutMarginsGuide
    NSLayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
      stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }

  /// Creates the view from a storyboard, which adds its subviews and constraints.
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Sets the fonts once the storyboard connected the labels.
  public override func awakeFromNib() {
    super.awakeFromNib()
    setFonts()
  }

  /// Scales the fonts along title 3 (the first label) and body (the others): the seed's sizes
  /// at the default text size, larger or smaller with the user's (Documentation/Traits.md §
  /// Scaling).
  private func setFonts() {
    for (index, label) in labels.enumerated() {
      label.font =
        index == 0
        ? UIFontMetrics(forTextStyle: .title3).scaledFont(for: .boldSystemFont(ofSize: 20))
        : UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
      label.adjustsFontForContentSizeCategory = true
    }
  }
}
