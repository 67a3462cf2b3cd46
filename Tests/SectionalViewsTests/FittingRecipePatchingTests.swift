import SectionalGraphics
import SectionalRecipes
import SectionalTestSupport
import Testing

@testable import SectionalViews

/// Fitting recipes follow single constraint activations and deactivations in place, and a
/// patched recipe is exactly the one a rebuild would make.
@MainActor
@Suite struct FittingRecipePatchingTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// What a recipe is made of, comparable: shape, constant sources and constraints.
  private func signature(_ recipe: FittingRecipe) -> String {
    let constraints = recipe.userConstraints.map {
      String($0.takeUnretainedValue().serial, radix: 16)
    }
    return "\(recipe.shape) \(recipe.sources) \(constraints)"
  }

  /// The signature of a recipe rebuilt for `root` now, leaving every item's stamp and slot as
  /// it was, so that the session's recipe can go on patching.
  private func rebuiltSignature(_ root: View) -> String {
    var items: [FittingRecipe.Item] = []
    func gather(_ view: View) {
      items.append(.view(Unmanaged.passUnretained(view)))
      if let guide = view.storedMarginsGuide {
        items.append(.guide(Unmanaged.passUnretained(guide)))
      }
      items.append(contentsOf: view.layoutGuides.map { .guide(Unmanaged.passUnretained($0)) })
      view.subviews.forEach(gather)
    }
    gather(root)
    let saved = items.map { ($0.recipeStamp, $0.recipeSlot) }
    let recipe = FittingRecipe(root: root, horizontal: .required, vertical: .fittingSizeLevel)
    for (item, (stamp, slot)) in zip(items, saved) {
      item.recipeStamp = stamp
      item.recipeSlot = slot
    }
    return signature(recipe)
  }

  @Test("toggling a pin off and on patches the recipe twice: no rebuild, equal to a rebuilt one")
  func toggleIsPatched() throws {
    let header = FourLabelHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(header.tableHeaderFit(width: 375) == CGSize(width: 375, height: 194))
    let session = try #require(header.fitting.session)
    let pin = header.constraints[0]
    pin.isActive = false
    #expect(session.recipes.patches == 1)
    #expect(signature(try #require(session.recipes.recipe)) == rebuiltSignature(header))
    pin.isActive = true
    #expect(session.recipes.patches == 2)
    #expect(signature(try #require(session.recipes.recipe)) == rebuiltSignature(header))
    #expect(header.tableHeaderFit(width: 375) == CGSize(width: 375, height: 194))
    #expect(session.recipes.builds == 1)
  }

  @Test("a deactivated bottom pin is followed: nothing holds the height up any more")
  func bottomPinRemoved() throws {
    let header = FourLabelHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    _ = header.tableHeaderFit(width: 375)
    let session = try #require(header.fitting.session)
    header.constraints[3].isActive = false
    let size = header.tableHeaderFit(width: 375)
    #expect(size == header.freshTableHeaderFit(width: 375))
    #expect(size == CGSize(width: 375, height: 0))
    #expect(session.recipes.builds == 1)
    #expect(session.recipes.patches == 1)
  }

  @Test("a constraint naming a view no constraint named yet rebuilds the recipe")
  func newItemRebuilds() throws {
    let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let box = SizedView(50, 30)
    box.translatesAutoresizingMaskIntoConstraints = false
    let spare = SizedView(10, 70)
    spare.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(box)
    header.addSubview(spare)
    LayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: header.topAnchor, constant: 5),
      header.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: 5),
    ])
    #expect(header.tableHeaderFit(width: 200) == CGSize(width: 200, height: 40))
    let session = try #require(header.fitting.session)
    let pin = header.bottomAnchor.constraint(greaterThanOrEqualTo: spare.bottomAnchor)
    pin.isActive = true
    #expect(session.recipes.recipe == nil)
    #expect(header.tableHeaderFit(width: 200) == CGSize(width: 200, height: 40))
    #expect(session.recipes.builds == 2)
  }

  @Test("past the patch limit between two fittings, the recipe is rebuilt instead")
  func patchLimit() throws {
    let header = FourLabelHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    _ = header.tableHeaderFit(width: 375)
    let session = try #require(header.fitting.session)
    let pins = Array(header.constraints.prefix(3))
    LayoutConstraint.deactivate(pins)
    LayoutConstraint.activate(pins)
    #expect(session.recipes.patches == FittingSession.patchLimit)
    #expect(session.recipes.recipe == nil)
    #expect(header.tableHeaderFit(width: 375) == CGSize(width: 375, height: 194))
    #expect(session.recipes.builds == 2)
  }

  @Test("seeded toggles of a nested tree's constraints: every patched recipe is the rebuilt one")
  func randomToggles() throws {
    let log = LogCapture()
    var patched = 0
    for seed in UInt64(1)...40 {
      var random = SplitMix64(seed: seed)
      let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
      let outer = View()
      let inner = SizedView(40, 20)
      let side = SizedView(30, 60)
      for view in [outer, inner, side] { view.translatesAutoresizingMaskIntoConstraints = false }
      root.addSubview(outer)
      outer.addSubview(inner)
      root.addSubview(side)
      let spacer = LayoutGuide()
      outer.addLayoutGuide(spacer)
      let margins = root.layoutMarginsGuide
      let pool = [
        outer.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        outer.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        outer.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
        inner.topAnchor.constraint(equalTo: outer.topAnchor, constant: 2),
        outer.bottomAnchor.constraint(equalTo: inner.bottomAnchor, constant: 2),
        inner.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
        spacer.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
        spacer.widthAnchor.constraint(equalToConstant: 12),
        side.topAnchor.constraint(equalTo: inner.bottomAnchor, constant: 6),
        side.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        margins.bottomAnchor.constraint(equalTo: side.bottomAnchor),
        root.bottomAnchor.constraint(greaterThanOrEqualTo: outer.bottomAnchor),
        side.widthAnchor.constraint(equalTo: outer.widthAnchor, multiplier: 0.5),
      ]
      pool[11].priority = .defaultHigh
      for constraint in pool where Bool.random(using: &random) { constraint.isActive = true }
      for step in 0..<30 {
        _ = root.tableHeaderFit(width: Double(Int.random(in: 200...400, using: &random)))
        let session = try #require(root.fitting.session)
        for _ in 0..<Int.random(in: 1...3, using: &random) {
          pool.randomElement(using: &random)!.isActive.toggle()
        }
        guard let recipe = session.recipes.recipe else { continue }
        #expect(signature(recipe) == rebuiltSignature(root), "seed \(seed) step \(step)")
      }
      patched += root.fitting.session?.recipes.patches ?? 0
    }
    // The walk must exercise patching, not only rebuilds.
    #expect(patched > 500, "\(patched) patches")
    _ = log
  }
}
