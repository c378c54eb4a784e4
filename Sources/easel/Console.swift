import EaselCommandLine
import EaselDiff

/// What `easel compare` prints on standard output: a line per image that is not
/// unchanged, a count per status, then the files it wrote.
enum Console {
    static func printResults(of run: ComparisonRun) {
        for image in run.images where image.status != .unchanged || !run.comparesFolders {
            let mark = image.exceedsAllowance ? "✗" : "·"
            print("\(mark) \(image.name): \(Figures.summary(of: image, allowance: run.allowance))")
        }
        guard run.comparesFolders else { return }
        let counts = ComparisonStatus.allCases.map { status -> String in
            let count = run.count(of: status)
            if status == .changed && !run.failures.isEmpty {
                return "\(count) changed (\(run.failures.count) over the allowance)"
            }
            return "\(count) \(status.rawValue)"
        }
        print("\(run.images.count) \(run.images.count == 1 ? "image" : "images"): \(counts.joined(separator: ", "))")
    }

    /// Names in the ignore file that no compared image has: most likely a typo.
    static func warnAboutUnmatched(_ ignore: IgnoreFile, in run: ComparisonRun, file: String?) {
        guard let file else { return }
        let names = Set(run.images.map(\.name))
        for name in ignore.byName.keys.sorted() where !names.contains(name) {
            ExitStatus.printError("easel: warning: \(file): no image is named \"\(name)\"")
        }
    }

    static func printUpdate(_ copies: [BaselineUpdate.Copy]) {
        guard !copies.isEmpty else {
            print("update: nothing to copy, the baseline is up to date")
            return
        }
        print("update: copied \(copies.count) \(copies.count == 1 ? "image" : "images") into the baseline:")
        for copy in copies {
            print("  \(copy.from) → \(copy.to)")
        }
    }
}
