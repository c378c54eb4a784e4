/// What happened to one image between the baseline and the current set, in the terms
/// of reg-suit and Playwright reports.
public enum ComparisonStatus: String, Sendable, CaseIterable, Comparable {
    /// Both have it and no pixel counts as a difference (equal bytes, or differences
    /// below the threshold or anti-aliasing only).
    case unchanged
    /// Both have it and some pixels differ, or the sizes do.
    case changed
    /// Only the current set has it.
    case added
    /// Only the baseline has it.
    case removed

    /// In the order above, the order reports list the statuses in.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
