import Testing

@testable import sectional_bench

@Suite struct HarnessTests {
  /// A sample whose timed phase took `seconds`, with one figure.
  func sample(_ seconds: Double) -> Sample {
    Sample(
      timed: seconds, checksum: 345, constraints: 32,
      figures: [Figure(key: "per_edit_us", name: "C1", value: seconds * 1e3, unit: "µs/edit")])
  }

  @Test("Repetitions follow kiwibench: 15 up to N = 100, 5 up to 1000, 3 above")
  func defaultRepetitions() {
    #expect([10, 100, 101, 1000, 1001, 10_000].map(Harness.defaultReps) == [15, 15, 5, 5, 3, 3])
  }

  @Test("A size stops repeating once its timed phases used the budget, keeping that run")
  func budgetStopsRepetitions() throws {
    var harness = Harness(options: try Options.parse(["--budget", "1"]))
    var calls = 0
    try harness.sweep(suite: "solver", workload: "A", sizes: [10]) { _ in
      calls += 1
      return sample(0.4)
    }
    #expect(calls == 3)
    #expect(harness.rows.map(\.reps) == [3])
  }

  @Test("A size is skipped when the previous median times (N / N_prev)² exceeds the budget")
  func quadraticExtrapolationSkips() throws {
    var harness = Harness(options: try Options.parse(["--budget", "60", "--reps", "1"]))
    try harness.sweep(suite: "solver", workload: "D", sizes: [10, 100, 1000]) { n in
      sample(n == 10 ? 0.005 : 0.7)
    }
    #expect(harness.rows.map(\.n) == [10, 100])
    #expect(harness.skipped.map(\.n) == [1000])
    #expect(harness.skipped.first?.reason == "extrapolated 70 s > budget 60 s")
  }

  @Test("Rows hold the median and minimum of the timed phase and the median of each figure")
  func rowStatistics() throws {
    var harness = Harness(options: try Options.parse(["--reps", "4"]))
    var times = [0.004, 0.001, 0.003, 0.002]
    try harness.sweep(suite: "solver", workload: "C", sizes: [10]) { _ in
      sample(times.removeFirst())
    }
    let row = try #require(harness.rows.first)
    #expect(row.medianSeconds == 0.0025)
    #expect(row.minSeconds == 0.001)
    #expect(row.figures.map(\.value) == [2.5])
    #expect(row.checksum == 345)
  }

  @Test("The median is Python's: the middle value, or the mean of the middle two")
  func medianMatchesPython() {
    #expect(median([3, 1, 2]) == 2)
    #expect(median([4, 1, 3, 2]) == 2.5)
    #expect(median([7]) == 7)
  }

  @Test("Durations print with three significant digits and an adaptive unit")
  func formatting() {
    #expect(formatSeconds(31.73) == "31.7 s")
    #expect(formatSeconds(0.0852) == "85.2 ms")
    #expect(formatSeconds(0.000_018_2) == "18.2 µs")
    #expect(formatNumber(49_000.000_000_01) == "49000")
    #expect(formatNumber(0.2134) == "0.213")
    #expect(formatNumber(-3.456) == "-3.46")
  }
}
