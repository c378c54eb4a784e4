import Foundation

/// The four appearances a bar or a navigation item may hold, like the
/// `standardAppearance`, `compactAppearance`, `scrollEdgeAppearance` and
/// `compactScrollEdgeAppearance` properties of UIKit's bars and items, and UIKit's
/// choice among them.
@MainActor
struct BarAppearanceSlots<Appearance: BarAppearance> {
    var standard: Appearance?
    var compact: Appearance?
    var scrollEdge: Appearance?
    var compactScrollEdge: Appearance?
    /// Whether one of them was set or changed since the owner was made: an appearance
    /// proxy's are given to bars that have not customized theirs.
    var isCustomized = false

    /// Copies of every appearance held, which report their changes to `handler`.
    func copies(onChange handler: @escaping @MainActor () -> Void) -> BarAppearanceSlots {
        func copy(_ appearance: Appearance?) -> Appearance? { appearance?.adoptedCopy(onChange: handler) }
        return BarAppearanceSlots(standard: copy(standard), compact: copy(compact), scrollEdge: copy(scrollEdge),
                                  compactScrollEdge: copy(compactScrollEdge), isCustomized: true)
    }

    /// The appearance a bar shows, taking each kind from the first of `slots` that has
    /// it (the top item's before the bar's), as UIKit documents: the standard one, or in
    /// a compact height the compact one, falling back to the standard; at the scroll
    /// edge the scroll-edge one (in a compact height the compact scroll-edge one, then
    /// the scroll-edge one), falling back to the one shown away from the edge. (UIKit
    /// makes that fallback transparent; Easel's bars keep it, as they have always
    /// drawn an opaque bar.)
    static func chosen(from slots: [BarAppearanceSlots?], default standardDefault: Appearance, isCompact: Bool,
                       isAtScrollEdge: Bool) -> Appearance {
        func first(_ kind: KeyPath<BarAppearanceSlots, Appearance?>) -> Appearance? {
            slots.lazy.compactMap { $0?[keyPath: kind] }.first
        }
        let standard = first(\.standard) ?? standardDefault
        let away = isCompact ? first(\.compact) ?? standard : standard
        guard isAtScrollEdge else { return away }
        let edge = isCompact ? first(\.compactScrollEdge) ?? first(\.scrollEdge) : first(\.scrollEdge)
        return edge ?? away
    }
}

extension BarAppearance {
    /// A copy that reports its changes to `handler`: a bar or item keeps a copy of the
    /// appearance it is given, as UIKit's `@NSCopying` properties do.
    func adoptedCopy(onChange handler: @escaping @MainActor () -> Void) -> Self {
        let copy = copy() as! Self
        copy.changes.handler = handler
        return copy
    }
}
