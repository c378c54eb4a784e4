/// The difference of two texts as `diff -u` prints it: hunks of changed lines, `-` for
/// the reference's, `+` for the new text's, with three unchanged lines of context
/// around each, found by Swift's `difference(from:)` (Myers' algorithm, as diff's).
struct UnifiedDiff {
    /// Unchanged lines shown before and after each change.
    static let contextLines = 3

    /// One line of the edit script.
    private struct Line {
        enum Kind: Character { case kept = " ", removed = "-", inserted = "+" }
        let kind: Kind
        let text: String
    }

    /// The hunks, without the `---`/`+++` header; empty when the texts are equal.
    let text: String

    /// The diff from `old` (the reference) to `new`.
    init(from old: String, to new: String) {
        let oldLines = Self.lines(of: old), newLines = Self.lines(of: new)
        let script = Self.editScript(from: oldLines, to: newLines)
        text = Self.hunks(of: script).joined(separator: "\n")
    }

    private static func lines(of text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Every line of both texts in order: kept, removed from `old` or inserted from `new`.
    private static func editScript(from old: [String], to new: [String]) -> [Line] {
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in new.difference(from: old) {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var script: [Line] = []
        var oldIndex = 0, newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count, removed.contains(oldIndex) {
                script.append(Line(kind: .removed, text: old[oldIndex]))
                oldIndex += 1
            } else if newIndex < new.count, inserted.contains(newIndex) {
                script.append(Line(kind: .inserted, text: new[newIndex]))
                newIndex += 1
            } else {
                script.append(Line(kind: .kept, text: old[oldIndex]))
                oldIndex += 1
                newIndex += 1
            }
        }
        return script
    }

    /// The changed stretches of `script` with their context, each under its
    /// `@@ -start,count +start,count @@` header.
    private static func hunks(of script: [Line]) -> [String] {
        let changes = script.indices.filter { script[$0].kind != .kept }
        guard let first = changes.first else { return [] }
        // Stretches whose contexts touch or overlap form one hunk.
        var ranges: [ClosedRange<Int>] = [first...first]
        for index in changes.dropFirst() {
            if index - ranges[ranges.count - 1].upperBound <= 2 * contextLines {
                ranges[ranges.count - 1] = ranges[ranges.count - 1].lowerBound...index
            } else {
                ranges.append(index...index)
            }
        }
        return ranges.map { range in
            let lower = max(0, range.lowerBound - contextLines)
            let upper = min(script.count - 1, range.upperBound + contextLines)
            let before = script[..<lower], hunk = script[lower...upper]
            let oldStart = before.filter { $0.kind != .inserted }.count
            let newStart = before.filter { $0.kind != .removed }.count
            let oldCount = hunk.filter { $0.kind != .inserted }.count
            let newCount = hunk.filter { $0.kind != .removed }.count
            // diff numbers lines from 1, and names the line before an empty side.
            let header = "@@ -\(oldStart + (oldCount > 0 ? 1 : 0)),\(oldCount) +\(newStart + (newCount > 0 ? 1 : 0)),\(newCount) @@"
            return ([header] + hunk.map { String($0.kind.rawValue) + $0.text }).joined(separator: "\n")
        }
    }
}
