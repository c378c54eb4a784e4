/// "Did you mean": the known name nearest to a misspelt one.
enum Suggestion {
    /// The candidate that differs from `name` by case only, else the one fewest edits
    /// away (insertions, deletions, substitutions, swaps of neighbours; ignoring case),
    /// if it is close enough to be a typo: at most a third of the name's length, and
    /// at least one edit for names of three letters or more. Ties go to the earlier
    /// candidate.
    static func closest(to name: String, among candidates: [String]) -> String? {
        let lowered = name.lowercased()
        if let sameLetters = candidates.first(where: { $0.lowercased() == lowered }) { return sameLetters }
        let limit = name.count < 3 ? 0 : max(1, name.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(Array(lowered), Array(candidate.lowercased()))
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The optimal-string-alignment distance (Damerau–Levenshtein without re-edits).
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
