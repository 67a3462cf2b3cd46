import SectionalCairo
import SectionalGraphics
import SectionalRecipes
import SectionalViews
import Testing

@testable import sectional_gallery

/// The recipes' header views as the gallery lays them out.
///
/// `Label.defaultTextMeasurer` is process-wide and other suites set it, so these tests never
/// change it: plates measure through their window's `textMeasurer` (Pango), and checks compare
/// a label with the measurer it actually uses.
@MainActor
@Suite struct RecipeHeadersTests {
  init() {
    _ = FontConfiguration.useProjectFontConfiguration()
  }

  @Test("Seed 000's headers keep their heights: 22 pt in code, 68 pt from the template")
  func customHeaderHeights() {
    let views = RecipeHeaders.customHeader.build(390)
    #expect(views.map(\.frame.height) == [22, 68])
  }

  @Test("Seed 001 draws a 40 pt header only for the titled sections")
  func groupedHeadersOnlyWhereTitled() {
    let views = RecipeHeaders.groupedColors.build(390)
    #expect(views.map(\.frame.height) == [40, 40])
  }

  @Test("Seed 002's header grows until every label fits, at every width")
  func headerFitsShowsAllLabels() throws {
    for width in [320.0, 375, 414] {
      let header = try #require(RecipeHeaders.headerFits.build(width).first as? FourLabelHeader)
      header.layoutIfNeeded()
      for label in header.labels {
        let needed = label.textMeasurer.size(
          of: label.text ?? "", font: label.font, maxWidth: label.frame.width)
        #expect(label.frame.height >= needed.height, "width \(width)")
        #expect(label.frame.maxY <= header.bounds.height, "width \(width)")
      }
    }
  }

  @Test("Every plate renders a balanced display list with each recipe's text in it")
  func platesRender() throws {
    for recipe in RecipeHeaders.all {
      let list = GalleryPlate(recipe: recipe, width: 390).window.render()
      try list.validate()
      let texts = list.commands.compactMap { command -> String? in
        if case .text(let run) = command { run.text } else { nil }
      }
      #expect(texts.first == recipe.caption, "\(recipe.name)")
      #expect(texts.count >= 2, "\(recipe.name)")
    }
  }
}
