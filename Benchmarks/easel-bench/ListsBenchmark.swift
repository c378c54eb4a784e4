import Easel
import EaselGraphics
import Foundation

/// `easel-bench lists`: a table of 100,000 self-sizing rows (a two-line label pinned
/// to the content view's margins with Auto Layout) against the same table with fewer
/// rows. Time to the first frame is compared with a 100-row table's (goal: within 2×,
/// a ratio of at least 0.5); the cost of a frame scrolled by one row at the top, in
/// the middle and at the end with a 1,000-row table's at the same place (goal: within
/// 10 %, a ratio of at least 0.9). The cells made are reported as details: they
/// follow the screen, not the row count. The memory of the two tables is measured
/// last, each in a process of its own (`ListsMemory`).
struct ListsBenchmark: Benchmark {
    let name = "lists"
    static let size = CGSize(width: 390, height: 844)

    func run() throws -> [BenchmarkResult] {
        if let rows = ListsMemory.childRows { return MainActor.assumeIsolated { [ListsMemory.measureInThisProcess(rows: rows)] } }
        return try MainActor.assumeIsolated { measure() } + ListsMemory.results()
    }

    @MainActor
    private func measure() -> [BenchmarkResult] {
        let firstLarge = Timing.median((0..<5).map { _ in Timing.of { _ = Screen(rows: 100_000) } })
        let firstSmall = Timing.median((0..<5).map { _ in Timing.of { _ = Screen(rows: 100) } })
        var results = [BenchmarkResult(name: "lists.firstFrame", unit: "ms", easel: firstLarge.cpu,
                                       baselineName: "the same table with 100 rows", baseline: firstSmall.cpu, goal: 0.5,
                                       details: ["rows": 100_000, "wallMs": firstLarge.wall])]
        for (place, fraction) in [("top", 0.0), ("middle", 0.5), ("end", 1.0)] {
            let large = Screen(rows: 100_000), small = Screen(rows: 1000)
            let ours = large.scrolledFrameCost(at: fraction), theirs = small.scrolledFrameCost(at: fraction)
            results.append(BenchmarkResult(name: "lists.scrolledFrame.\(place)", unit: "ms", easel: ours.cpu,
                                           baselineName: "the same table with 1,000 rows", baseline: theirs.cpu, goal: 0.9,
                                           details: ["cellsMade": Double(large.source.cellsMade),
                                                     "baselineCellsMade": Double(small.source.cellsMade)]))
        }
        return results
    }

    /// A window with a table of `rows` self-sizing rows, shown (its first frame made).
    @MainActor
    final class Screen {
        let window = Window(size: ListsBenchmark.size, scale: 2)
        let table = TableView(frame: CGRect(origin: .zero, size: ListsBenchmark.size), style: .plain)
        let source: Source

        init(rows: Int) {
            source = Source(rows: rows)
            table.register(Cell.self, forCellReuseIdentifier: "cell")
            table.dataSource = source
            window.addSubview(table)
            window.makeKeyAndVisible()
            window.commit()
        }

        /// The median cost of a frame scrolled by one estimated row, near `fraction` of
        /// the table.
        func scrolledFrameCost(at fraction: Double) -> Timing {
            let row = min(source.rows - 1, Int(Double(source.rows - 1) * fraction))
            table.scrollToRow(at: IndexPath(row: row, section: 0), at: fraction < 1 ? .top : .bottom, animated: false)
            window.commit()
            let step: CGFloat = fraction < 1 ? 44 : -44
            return Timing.median((0..<15).map { _ in
                Timing.of {
                    table.contentOffset.y += step
                    window.commit()
                }
            })
        }
    }

    @MainActor
    final class Source: NSObject, TableViewDataSource {
        let rows: Int
        var cellsMade = 0
        init(rows: Int) { self.rows = rows }

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath) as! Cell
            if cell.isNew { cellsMade += 1; cell.isNew = false }
            cell.label.text = "Row \(indexPath.row): a message long enough to wrap onto a second line in this table"
            return cell
        }
    }

    /// A self-sizing cell: a multi-line label pinned to the content view's margins.
    final class Cell: TableViewCell {
        let label = Label(frame: .zero)
        var isNew = true

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            let margins = contentView.layoutMarginsGuide
            LayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                label.topAnchor.constraint(equalTo: margins.topAnchor),
                label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }

        required init?(coder: NSCoder) { return nil }
    }
}
