import SectionalUIKit

/// Seed 002's table header: a vertical stack of four labels pinned to the layout margins.
@MainActor
public final class FourLabelHeader: UIView {
  /// The four labels, top to bottom.
  public let labels: [UILabel]

  /// Creates the view with its subviews and constraints; content is set by the caller.
  public override init(frame: CGRect = .zero) {
    let texts = [
      "Top Stories",
      "The header holds a stack of four labels and must show every one of them",
      "Sized with systemLayoutSizeFitting",
      "On narrow phones the longest labels wrap onto several lines, and the header grows "
        + "to keep all of them visible",
    ]
    labels = texts.enumerated().map { index, text in
      let label = UILabel()
      label.text = text
      label.numberOfLines = 0
      // Scaled along title 3 and body: the seed's sizes at the default text size, larger
      // or smaller with the user's (Documentation/Traits.md § Scaling).
      label.font =
        index == 0
        ? UIFontMetrics(forTextStyle: .title3).scaledFont(for: .boldSystemFont(ofSize: 20))
        : UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17))
      label.adjustsFontForContentSizeCategory = true
      return label
    }
    super.init(frame: frame)
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

  /// Never made from an archive: the stub UIKit code writes for a view made in code.
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
