import EaselGraphics
import Foundation

/// A view's Auto Layout state, made the first time the view takes part in Auto Layout:
/// views that never do carry one nil reference and pay nothing else.
@MainActor
final class ViewLayoutState {
    /// The view's unknowns (shared by every engine the view is solved in).
    let variables = LayoutVariables()

    var translatesAutoresizingMaskIntoConstraints = true
    var contentHugging = (horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    var compressionResistance = (horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)

    /// Constraints installed on this view (UIKit's `view.constraints`), in activation
    /// order; deactivated ones are dropped lazily.
    var installed: [LayoutConstraint] = []
    /// Active constraints naming this view or one of its guides, kept to remove them when
    /// the view leaves its superview; deactivated ones are dropped lazily.
    var referencing: [LayoutConstraint] = []
    /// How many entries of `installed` and `referencing` may be stale: both lists are
    /// compacted when it passes half their length, so they stay proportional to the
    /// live constraints however often constraints are toggled.
    var staleEntries = 0

    /// The view has had a constraint: its `updateConstraints` ran or will run once.
    var hasTakenPartInAutoLayout = false
    /// `invalidateIntrinsicContentSize()` was called since the engine last read the size.
    var intrinsicContentSizeIsStale = false

    /// The engine this view is the host of (a window, or the root of a hierarchy
    /// outside a window).
    var hostedEngine: LayoutEngine?
    /// The engine that lays this view out, while the view is in one. Weak: the engine
    /// belongs to its host and must go with it, even if this view is kept elsewhere.
    weak var engine: LayoutEngine?

    /// Guides added with `addLayoutGuide(_:)`.
    var layoutGuides: [LayoutGuide] = []
    /// The system guides made so far (margins, safe area, a scroll view's content and
    /// frame), by kind.
    var systemGuides: [LayoutGuide.Kind: LayoutGuide] = [:]
    /// The layout margins as last set: by side (`layoutMargins`) or by reading
    /// direction (`directionalLayoutMargins`); `nil` until set (`defaultMargins`, or
    /// none for a view controller's view, see `marginsBeforeSafeArea`).
    var layoutMargins: LayoutMargins?
    static let defaultMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false

    /// The stack view this view is an arranged subview of.
    weak var arrangingStackView: StackView?

    /// Notes that a constraint in the lists was deactivated, compacting them when stale
    /// entries make up half of them.
    func noteDeactivation(of view: View) {
        staleEntries += 1
        guard staleEntries > 16, staleEntries * 2 > installed.count + referencing.count else { return }
        staleEntries = 0
        _ = liveInstalled(on: view)
        _ = liveReferencing(view)
    }

    /// Constraints installed here, without the deactivated ones.
    func liveInstalled(on view: View) -> [LayoutConstraint] {
        installed.removeAll { $0.installedView !== view }
        return installed
    }

    /// Active constraints naming the view or its guides, each once.
    func liveReferencing(_ view: View) -> [LayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        referencing.removeAll { constraint in
            !constraint.isActive || !constraint.references(view: view) || !seen.insert(ObjectIdentifier(constraint)).inserted
        }
        return referencing
    }
}

/// Layout margins as a view was given them.
enum LayoutMargins: Equatable {
    /// By side, whatever the layout direction.
    case absolute(EdgeInsets)
    /// By reading direction.
    case directional(DirectionalEdgeInsets)
}

extension LayoutConstraint {
    /// Whether the constraint names `view` or one of its layout guides.
    func references(view: View) -> Bool {
        firstLayoutItem?.layoutOwningView === view || secondLayoutItem?.layoutOwningView === view
    }
}
