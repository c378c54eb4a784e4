import Foundation

/// A force's vector, read also as an angle (radians, 0 pointing right, π/2 down) and a
/// magnitude (its length), as gravity and push behaviours expose it. A vector with a
/// component that is not finite is reported and the old one kept.
struct DirectionVector {
    /// Who reports a bad vector, e.g. "UIGravityBehavior: gravityDirection".
    let owner: String
    private(set) var vector: CGVector

    init(_ vector: CGVector, owner: String) {
        self.vector = vector
        self.owner = owner
    }

    /// Sets the vector; whether it was finite and taken.
    @discardableResult
    mutating func set(_ newValue: CGVector) -> Bool {
        guard newValue.dx.isFinite, newValue.dy.isFinite else {
            Diagnostics.report("\(owner) \(newValue) is not finite; keeping \(vector)")
            return false
        }
        vector = newValue
        return true
    }
}
