import SectionalGraphics
import SectionalTerminal
import Testing

@Suite struct CellScaleTests {
  let scale = CellScale.standard

  @Test("The default cell is 8 by 16 points and invalid sides fall back to it")
  func defaults() {
    #expect(scale.width == 8)
    #expect(scale.height == 16)
    let odd = CellScale(width: -3, height: .nan)
    #expect(odd.width == 8)
    #expect(odd.height == 16)
  }

  @Test("A span covers the cells whose centres it contains")
  func coverage() {
    #expect(scale.columns(from: 0, to: 8) == 0..<1)
    #expect(scale.columns(from: 3, to: 13) == 0..<2)
    #expect(scale.columns(from: 5, to: 11) == 1..<1)
    #expect(scale.rows(from: 0, to: 44) == 0..<3)
    #expect(scale.rows(from: 43.5, to: 44) == 3..<3)
    #expect(scale.rows(from: 10, to: 2) == 0..<0)
  }

  @Test("Text goes to the first cell whose centre is at or after its start, as fills do")
  func centres() {
    #expect(scale.centre(column: 2, row: 1) == CGPoint(x: 20, y: 24))
    #expect(scale.nearestColumn(to: 4) == 0)
    #expect(scale.nearestColumn(to: 4.1) == 1)
    #expect(scale.nearestColumn(to: 12) == 1)
    #expect(scale.nearestRow(to: 8) == 0)
    #expect(scale.nearestRow(to: 8.1) == 1)
    #expect(scale.nearestRow(to: 72) == scale.rows(from: 72, to: 88).lowerBound)
    #expect(scale.column(containing: 15.9) == 1)
    #expect(scale.row(containing: -0.5) == -1)
    #expect(scale.size(columns: 49, rows: 52) == CGSize(width: 392, height: 832))
  }
}
