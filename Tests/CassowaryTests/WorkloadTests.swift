import Cassowary
import Testing

@Suite struct WorkloadTests {
  @Test(
    "Workload A: the chain's container height matches the closed form", arguments: [1, 10, 100])
  func chain(n: Int) throws {
    let chain = Workloads.Chain(n)
    let solver = Solver()
    for c in chain.all { try solver.add(c) }
    solver.updateVariables()
    let expected = Workloads.chainHeight(
      intrinsic: (0..<n).map(Workloads.intrinsicA), gaps: Array(repeating: 8, count: n))
    #expect(abs(solver.value(of: chain.containerHeight) - expected) < 1e-6)
  }

  @Test("Workload A checksums: 345 for 10 views and 3472 for 100")
  func chainChecksums() throws {
    for (n, checksum) in [(10, 345.0), (100, 3472.0)] {
      let chain = Workloads.Chain(n)
      let solver = Solver()
      for c in chain.all { try solver.add(c) }
      solver.updateVariables()
      #expect(abs(solver.value(of: chain.containerHeight) - checksum) < 1e-6, "n \(n)")
    }
  }

  @Test("Workload B: c.h, title.w and sub.w match the closed form for 200 headers")
  func headers() throws {
    var checksum = 0.0
    for i in 0..<200 {
      let header = Workloads.Header(i)
      let solver = Solver()
      for c in header.constraints { try solver.add(c) }
      solver.updateVariables()
      let (h, tw, sw) = Workloads.headerExpected(i)
      #expect(abs(solver.value(of: header.c.h) - h) < 1e-6, "header \(i)")
      #expect(abs(solver.value(of: header.title.w) - tw) < 1e-6, "header \(i)")
      #expect(abs(solver.value(of: header.sub.w) - sw) < 1e-6, "header \(i)")
      if i < 100 { checksum += solver.value(of: header.c.h) }
    }
    #expect(abs(checksum - 6842) < 1e-6)
  }

  @Test(
    "Workload C: stretch goes to the lowest hugging, compression to the lowest resistance",
    arguments: [2, 10, 50])
  func drag(n: Int) throws {
    let row = Workloads.DragRow(n)
    let solver = Solver()
    for c in row.constraints { try solver.add(c) }
    try solver.addEditVariable(row.width, strength: Strength(999))
    try solver.suggestValue(row.natural, for: row.width)
    solver.updateVariables()
    var checksum = 0.0
    for k in 0..<1000 {
      let d = Workloads.dragDelta(k)
      try solver.suggestValue(row.natural + d, for: row.width)
      solver.updateVariables()
      let first = solver.value(of: row.widths[0])
      let last = solver.value(of: row.widths[n - 1])
      #expect(abs(first - (Workloads.intrinsicC(0) + max(d, 0))) < 1e-6, "k \(k)")
      #expect(abs(last - (Workloads.intrinsicC(n - 1) + min(d, 0))) < 1e-6, "k \(k)")
      checksum += first + last
    }
    // 49000 whenever n − 1 ends in 9 (the benchmark's sizes 10, 100, 1000).
    let expected = 1000 * (Workloads.intrinsicC(0) + Workloads.intrinsicC(n - 1))
    #expect(abs(checksum - expected) < 1e-6)
    if n % 10 == 0 { #expect(abs(checksum - 49_000) < 1e-6) }
    for k in (0..<1000).reversed() {
      try solver.suggestValue(row.natural + Workloads.dragDelta(k), for: row.width)
    }
    solver.updateVariables()
    #expect(abs(solver.value(of: row.widths[0]) - Workloads.intrinsicC(0)) < 1e-6)
    #expect(abs(solver.value(of: row.widths[n - 1]) - (Workloads.intrinsicC(n - 1) - 20)) < 1e-6)
  }

  @Test(
    "Workload D: churned chains keep the closed-form height (checksum 2816 at 10, 5959 at 100)",
    arguments: [(10, 2816.0), (100, 5959.0)])
  func churn(n: Int, checksum: Double) throws {
    var chain = Workloads.Chain(n)
    let solver = Solver()
    for c in chain.all { try solver.add(c) }
    var intrinsic = (0..<n).map(Workloads.intrinsicA)
    var gaps = [Double](repeating: 8, count: n)
    for k in 0..<1000 {
      let j = (k * 7919) % n
      try solver.remove(chain.intrinsic[j])
      intrinsic[j] += k % 2 == 0 ? 5 : -3
      chain.intrinsic[j] = Constraint(
        chain.heights[j], .equal, intrinsic[j], strength: Strength(250))
      try solver.add(chain.intrinsic[j])
    }
    for k in 0..<100 {
      let j = (k * 7919) % n
      try solver.remove(chain.spacing[j])
      gaps[j] = gaps[j] == 8 ? 12 : 8
      let previous = j == 0 ? chain.containerY.expression : chain.ys[j - 1] + chain.heights[j - 1]
      chain.spacing[j] = Constraint(chain.ys[j], .equal, previous + gaps[j])
      try solver.add(chain.spacing[j])
    }
    solver.updateVariables()
    let expected = Workloads.chainHeight(intrinsic: intrinsic, gaps: gaps)
    #expect(abs(solver.value(of: chain.containerHeight) - expected) < 1e-6)
    #expect(abs(expected - checksum) < 1e-9)
  }
}
