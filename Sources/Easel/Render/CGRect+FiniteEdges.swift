import Foundation

extension CGRect {
    /// Whether the rectangle is null or all its edges are finite: what
    /// `intersection` needs (Foundation's traps on NaN), and what an area computed from
    /// geometry that is not a number (a path through NaN, transforms each finite whose
    /// product is not) lacks.
    var isNullOrFinite: Bool {
        isNull || [minX, minY, maxX, maxY].allSatisfy(\.isFinite)
    }
}
