import EaselSolver
import Foundation

// Which views and guides are in the engine: an item joins when a constraint names it,
// with its superview (so that its frame can be measured from it) and the constraints
// the engine makes for it.
extension LayoutEngine {
    /// The item's entry, joining it (and its ancestors) first if needed; nil for an item
    /// outside the host's hierarchy.
    func entry(for item: any LayoutItem) -> Entry? {
        if let entry = entries[ObjectIdentifier(item)] { return entry }
        if let view = item as? View { return join(view) }
        guard let guide = item as? LayoutGuide, let owner = guide.owningView, let ownerEntry = entry(for: owner)
        else { return nil }
        let entry = makeEntry(for: guide, parent: ownerEntry)
        for constraint in guide.definingConstraints() { addOwnConstraint(constraint, to: entry) }
        if guide.kind != .user { adaptiveGuides.append(entry) }
        return entry
    }

    private func join(_ view: View) -> Entry? {
        var parent: Entry?
        if view !== host {
            guard let superview = view.superview, let superviewEntry = entry(for: superview) else { return nil }
            parent = superviewEntry
        }
        let entry = makeEntry(for: view, parent: parent)
        if fitting == nil { view.layoutState.engine = self }
        if view === host {
            for constraint in hostConstraints() { addOwnConstraint(constraint, to: entry) }
        } else if view.translatesAutoresizingMaskIntoConstraints {
            entry.keepsFrame = true
            for constraint in autoresizingConstraints(of: view) { addOwnConstraint(constraint, to: entry) }
        }
        refreshContentSize(of: view, entry: entry)
        return entry
    }

    private func makeEntry(for item: any LayoutItem, parent: Entry?) -> Entry {
        let entry = Entry(item: item, variables: item.layoutVariables, parent: parent)
        entries[ObjectIdentifier(item)] = entry
        order.append(entry)
        return entry
    }

    /// Adds a constraint the engine made for `entry`'s item. It counts as older than any
    /// constraint activated by code (activation order 0), so that in a conflict with one
    /// the code's constraint is broken, as UIKit breaks it.
    func addOwnConstraint(_ constraint: LayoutConstraint, to entry: Entry) {
        constraint.engine = self
        entry.ownConstraints.append(constraint)
        addToSolver(constraint)
    }

    /// The host's rectangle: at the origin with its bounds' size (required), or, when
    /// fitting, pulled towards the target size at the fitting priorities.
    private func hostConstraints() -> [LayoutConstraint] {
        // The host's unknowns are its alignment rectangle, in its own coordinates.
        let aligned = host.alignmentRect(forFrame: CGRect(origin: .zero, size: fitting?.size ?? host.bounds.size))
        func make(_ attribute: LayoutConstraint.Attribute, _ constant: CGFloat, _ name: String,
                  _ priority: LayoutPriority = .required) -> LayoutConstraint
        {
            let constraint = LayoutConstraint(first: host, firstAttribute: attribute, relation: .equal, second: nil,
                                              secondAttribute: .notAnAttribute, multiplier: 1, constant: constant,
                                              kind: .hostRectangle)
            constraint.identifier = name
            constraint.priority = priority
            return constraint
        }
        return [
            make(.left, aligned.minX, "UIView-Encapsulated-Layout-Left"),
            make(.top, aligned.minY, "UIView-Encapsulated-Layout-Top"),
            make(.width, aligned.width, "UIView-Encapsulated-Layout-Width", fitting?.horizontal ?? .required),
            make(.height, aligned.height, "UIView-Encapsulated-Layout-Height", fitting?.vertical ?? .required),
        ]
    }

    /// Follows a change of the host's size or of an autoresizing-mask view's frame or
    /// mask: new constants where the constraints keep their form, new constraints where
    /// the form changed.
    func refreshFrameInput(of view: View) {
        guard let entry = entries[ObjectIdentifier(view)], !entry.isRemoved else { return }
        let wanted: [LayoutConstraint]
        if view === host {
            guard fitting == nil else { return }
            wanted = hostConstraints()
        } else {
            entry.keepsFrame = view.translatesAutoresizingMaskIntoConstraints
            wanted = entry.keepsFrame ? autoresizingConstraints(of: view) : []
        }
        let current = entry.ownConstraints
        if current.count == wanted.count,
            zip(current, wanted).allSatisfy({ $0.kind == $1.kind && $0.multiplier == $1.multiplier })
        {
            for (constraint, new) in zip(current, wanted) where abs(constraint.constant - new.constant) > 1e-9 {
                setConstant(new.constant, of: constraint)
            }
            return
        }
        for constraint in current { removeFromSolver(constraint) }
        entry.ownConstraints = []
        for constraint in wanted { addOwnConstraint(constraint, to: entry) }
    }

    /// Brings a view's intrinsic-size constraints and baseline constraints in line with
    /// its `intrinsicContentSize`, hugging and compression resistance.
    func refreshContentSize(of view: View, entry: Entry) {
        let size = view.intrinsicContentSize
        let state = view.layoutState
        let lengths = [size.width, size.height]
        let hugging = [state.contentHugging.horizontal, state.contentHugging.vertical]
        let resistance = [state.compressionResistance.horizontal, state.compressionResistance.vertical]
        for axis in 0..<2 {
            let length = lengths[axis]
            let kind = LayoutConstraint.Kind.contentSize(hugging: hugging[axis], compressionResistance: resistance[axis])
            if let current = entry.contentSize[axis] {
                if length != View.noIntrinsicMetric, current.kind == kind {
                    if current.constant != length { setConstant(length, of: current) }
                    continue
                }
                removeFromSolver(current)
                entry.contentSize[axis] = nil
            }
            guard length != View.noIntrinsicMetric, length.isFinite, length >= 0 else { continue }
            let constraint = LayoutConstraint(first: view, firstAttribute: axis == 0 ? .width : .height, relation: .equal,
                                              second: nil, secondAttribute: .notAnAttribute, multiplier: 1,
                                              constant: length, kind: kind)
            constraint.engine = self
            entry.contentSize[axis] = constraint
            addToSolver(constraint)
        }
        let baselines = view.baselineOffsetsFromAlignmentCenter
        if baselines != entry.baselines {
            entry.baselines = baselines
            for constraint in view.layoutState.liveReferencing(view) where constraint.usesBaseline(of: view) {
                updateConstant(of: constraint)
            }
            // Baseline constraints on ancestors whose baseline view this is.
            var ancestor = view.superview
            while let current = ancestor {
                for constraint in current.layoutStorage?.liveReferencing(current) ?? []
                where constraint.usesBaseline(of: current) {
                    updateConstant(of: constraint)
                }
                ancestor = current === host ? nil : current.superview
            }
        }
    }

    // MARK: Gathering and leaving

    /// Queues every active constraint installed in `subtree` that is in no engine yet, in
    /// activation order.
    func collectConstraints(in subtree: View) {
        var found: [LayoutConstraint] = []
        subtree.forEachViewWithLayoutState { view, state in
            for constraint in state.liveInstalled(on: view) where constraint.engine == nil {
                found.append(constraint)
            }
        }
        for constraint in found.sorted(by: { $0.activationOrder < $1.activationOrder }) { enqueueAddition(constraint) }
    }

    /// Takes a subtree that leaves the host's hierarchy out of the engine: the
    /// constraints naming its views or guides and their entries. Constraints that stay
    /// active wait for the engine of their new hierarchy.
    func removeSubtree(_ subtree: View) {
        subtree.forEachViewWithLayoutState { view, state in
            for constraint in state.liveReferencing(view) where constraint.engine === self {
                removeFromSolver(constraint)
                constraint.engine = nil
            }
            for guide in state.allGuides { removeEntry(of: guide) }
            removeEntry(of: view)
        }
        needsSolve = true
        noteWork()
    }

    /// Takes an item's entry out of the engine, with the constraints made for it.
    func removeEntry(of item: any LayoutItem) {
        guard let entry = entries.removeValue(forKey: ObjectIdentifier(item)) else { return }
        for constraint in entry.ownConstraints + entry.contentSize.compactMap({ $0 }) {
            removeFromSolver(constraint)
            constraint.engine = nil
        }
        if let exercise = exercises.removeValue(forKey: ObjectIdentifier(item)) {
            for variable in exercise.variables { try? solver.removeEditVariable(variable) }
            for constraint in exercise.definitions { try? solver.removeConstraint(constraint) }
        }
        entry.isRemoved = true
        removedEntryCount += 1
        adaptiveGuides.removeAll { $0 === entry }
        if let view = item as? View, view.layoutStorage?.engine === self { view.layoutStorage?.engine = nil }
    }

    /// Forgets every item and constraint: the host joined another hierarchy, whose
    /// engine takes over.
    func tearDown() {
        for entry in order where !entry.isRemoved {
            for constraint in entry.ownConstraints + entry.contentSize.compactMap({ $0 }) { constraint.engine = nil }
            if let view = entry.view, view.layoutStorage?.engine === self { view.layoutStorage?.engine = nil }
        }
        for constraint in pendingAdditions where constraint.engine === self { constraint.engine = nil }
        host.forEachViewWithLayoutState { view, state in
            for constraint in state.liveInstalled(on: view) where constraint.engine === self { constraint.engine = nil }
        }
        entries = [:]
        order = []
        installed = [:]
        owners = [:]
        pendingAdditions = []
    }
}
