// The README's usage example: a header laid out with Auto Layout anchors, and the
// Cassowary solver underneath it holding Auto Layout's strict priorities.
import Cassowary
import SectionalGraphics
import SectionalViews

@MainActor
func layOutHeader() {
  Label.defaultTextMeasurer = FixedTextMetrics()  // deterministic glyph widths for the example
  let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 66))
  let icon = ImageView(
    image: Image(path: "terran@2x.png", pixelWidth: 64, pixelHeight: 48, scale: 2))
  let title = Label()
  title.text = "Terran"
  title.font = .boldSystemFont(ofSize: 17)
  for view in [icon, title] as [View] {
    view.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(view)
  }
  LayoutConstraint.activate([
    icon.leftAnchor.constraint(equalTo: header.leftAnchor, constant: 20),
    icon.centerYAnchor.constraint(equalTo: header.centerYAnchor),
    title.leftAnchor.constraint(equalTo: icon.rightAnchor, constant: 20),
    title.centerYAnchor.constraint(equalTo: icon.centerYAnchor),
  ])
  header.layoutIfNeeded()
  print("icon  \(icon.frame.sectionalDescription)")
  print("title \(title.frame.sectionalDescription)")
}

func strictPriorities() throws {
  let solver = Solver()
  let spacer = Variable("spacer.height")
  let views = (0..<5).map { Variable("view\($0).height") }
  // UIStackView's UISV-spanning-fit (51) against five UISV-ambiguity-suppression (25).
  try solver.add(Constraint(spacer, .equal, 40, strength: Strength(51)))
  for view in views {
    try solver.add(Constraint(view, .equal, 0, strength: Strength(25)))
    try solver.add(Constraint(view, .equal, spacer))
  }
  solver.updateVariables()
  print("spacer \(solver.value(of: spacer)), view0 \(solver.value(of: views[0]))")
}

MainActor.assumeIsolated { layOutHeader() }
try strictPriorities()
