import EaselGraphics
import EaselSolver
import Foundation

// From the solution to frames: rounding to the pixel grid, the guides that follow
// margins and safe-area insets, and the marks that make the layout pass apply them.
extension LayoutEngine {
    /// Re-solves, computes every view's rounded frame and marks for layout the
    /// superviews of views whose frame changes. Guides whose insets depend on where their
    /// view ends up (safe area) are brought in line, solving again, a few times at most.
    func solve() {
        guard needsSolve || needsGuideRefresh else { return }
        // Constants that moved since the last solve (insets, a content size or offset
        // set by hand) come first: the solution would otherwise put back the old ones.
        if needsGuideRefresh { _ = refreshAdaptiveGuides() }
        for _ in 0..<4 {
            needsSolve = false
            needsGuideRefresh = false
            solver.updateVariables()
            computeFrames()
            if fitting == nil { applyScrollContentSizes() }
            guard refreshAdaptiveGuides() else { break }
        }
        needsSolve = false
        if fitting == nil { markChangedFrames() }
    }

    /// The pixels per point frames are rounded to: the window's scale, or the host's
    /// content scale outside a window.
    var pixelScale: CGFloat { host.window?.scale ?? host.contentScaleFactor }

    /// The solved value of a variable, as a coordinate.
    func value(_ variable: Variable) -> CGFloat { CGFloat(solver.value(of: variable)) }

    /// Computes, parents first, each engine-positioned view's frame: the frame for its
    /// solved alignment rectangle, in its superview's coordinates, each edge rounded to
    /// the nearest pixel (so that adjacent views share an edge and sizes may differ by a
    /// pixel, as in UIKit). Views that keep their frame (autoresizing-mask constraints)
    /// are measured as they are.
    private func computeFrames() {
        compactOrderIfNeeded()
        let scale = pixelScale
        func rounded(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        // Read through one copy: reading the stored solver copies it at every call.
        let solver = self.solver
        func value(_ variable: Variable) -> CGFloat { CGFloat(solver.value(of: variable)) }
        for entry in order where !entry.isRemoved {
            guard let view = entry.view else { continue }
            guard let parent = entry.parent else {
                entry.appliedOrigin = .zero
                continue
            }
            if entry.keepsFrame {
                entry.solvedFrame = nil
                let frame = view.untransformedFrame
                entry.appliedOrigin = CGPoint(x: parent.appliedOrigin.x + frame.minX, y: parent.appliedOrigin.y + frame.minY)
                continue
            }
            // The unknowns are the alignment rectangle; the view's frame is the one for it.
            let variables = entry.variables
            let aligned = CGRect(x: value(variables.minX) - parent.appliedOrigin.x,
                                 y: value(variables.minY) - parent.appliedOrigin.y,
                                 width: value(variables.width), height: value(variables.height))
            let unrounded = view.frame(forAlignmentRect: aligned)
            let left = rounded(unrounded.minX), top = rounded(unrounded.minY)
            let right = rounded(unrounded.maxX), bottom = rounded(unrounded.maxY)
            let frame = CGRect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
            if entry.solvedFrame != frame {
                entry.solvedFrame = frame
                entry.solvedFrameChanged = true
            }
            entry.appliedOrigin = CGPoint(x: parent.appliedOrigin.x + left, y: parent.appliedOrigin.y + top)
        }
    }

    /// Marks for layout the superview of every view whose solved frame changed (unless
    /// that superview is laying out now and will apply it). A frame set by hand on a view
    /// the engine places lasts until its superview next lays out, as in UIKit.
    private func markChangedFrames() {
        for entry in order where entry.solvedFrameChanged && !entry.isRemoved {
            entry.solvedFrameChanged = false
            guard let superview = entry.parent?.view, !superview.isRunningLayoutSubviews else { continue }
            superview.setNeedsLayout()
        }
    }

    /// The rounded frame the engine gives `view`, if it positions it.
    func solvedFrame(of view: View) -> CGRect? {
        entries[ObjectIdentifier(view)]?.solvedFrame
    }

    /// The item's rectangle in the host's coordinates, as laid out.
    func laidOutRect(of entry: Entry) -> CGRect {
        guard let view = entry.view else {
            return CGRect(x: value(entry.variables.minX), y: value(entry.variables.minY),
                          width: value(entry.variables.width), height: value(entry.variables.height))
        }
        let size = entry.solvedFrame?.size ?? view.bounds.size
        return CGRect(origin: entry.appliedOrigin, size: size)
    }

    /// Moves the constants of margin and safe-area guides to the insets their views get
    /// where they are now laid out; true if any moved.
    private func refreshAdaptiveGuides() -> Bool {
        var changed = false
        for entry in adaptiveGuides {
            guard let guide = entry.item as? LayoutGuide, let owner = guide.owningView,
                let ownerEntry = entries[ObjectIdentifier(owner)]
            else { continue }
            let safeArea = safeAreaInsets(of: ownerEntry, owner)
            var constants = guide.definingConstants(safeAreaInsets: safeArea, width: laidOutRect(of: ownerEntry).width)
            if guide.kind == .layoutMargins, owner.preservesSuperviewLayoutMargins {
                constants = preservingSuperviewMargins(constants, of: ownerEntry)
            }
            for (constraint, constant) in zip(entry.ownConstraints, constants) where abs(constraint.constant - constant) > 1e-9 {
                setConstant(constant, of: constraint)
                changed = true
            }
        }
        return changed
    }

    /// The window's safe-area insets that overlap a view where it is laid out (none
    /// while fitting).
    private func safeAreaInsets(of entry: Entry, _ view: View) -> EdgeInsets {
        guard fitting == nil else { return .zero }
        return (host as? Window)?.safeAreaInsets(of: laidOutRect(of: entry), for: view) ?? .zero
    }

    /// Margins guide constants (left, right, top, bottom) grown so that the superview's
    /// margins hold inside the view where they reach into it.
    private func preservingSuperviewMargins(_ constants: [CGFloat], of entry: Entry) -> [CGFloat] {
        guard let parent = entry.parent, let superview = parent.view else { return constants }
        let own = laidOutRect(of: entry), outer = laidOutRect(of: parent)
        let margins = superview.layoutMargins(safeAreaInsets: safeAreaInsets(of: parent, superview))
        return [max(constants[0], outer.minX + margins.left - own.minX),
                max(constants[1], own.maxX - (outer.maxX - margins.right)),
                max(constants[2], outer.minY + margins.top - own.minY),
                max(constants[3], own.maxY - (outer.maxY - margins.bottom))]
    }

    /// Gives each scroll view whose content guide is in the engine the guide's solved
    /// size, on the pixel grid, as its `contentSize` (as UIKit sizes the content from
    /// constraints to `contentLayoutGuide`).
    private func applyScrollContentSizes() {
        let scale = pixelScale
        func rounded(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        for entry in adaptiveGuides {
            guard let guide = entry.item as? LayoutGuide, guide.kind == .scrollContent,
                let scrollView = guide.owningView as? ScrollView
            else { continue }
            let size = CGSize(width: max(0, rounded(value(entry.variables.width))),
                              height: max(0, rounded(value(entry.variables.height))))
            if scrollView.contentSize != size { scrollView.contentSize = size }
        }
    }

    private func compactOrderIfNeeded() {
        guard removedEntryCount > 0, removedEntryCount * 4 > order.count else { return }
        order.removeAll(where: \.isRemoved)
        removedEntryCount = 0
    }
}

extension View {
    /// The frame without the transform (what layout sets): `center` and `bounds.size`.
    var untransformedFrame: CGRect {
        CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width,
               height: bounds.height)
    }
}
