import EaselGraphics
import Foundation

/// Layout margins, the safe area and layout guides.
extension View {
    /// Directional margins move with the direction: the margins guide follows them.
    func layoutMarginsDirectionDidChange() {
        guard case .directional(let insets) = layoutStorage?.layoutMargins, insets.leading != insets.trailing else { return }
        layoutGuidesDidChange()
    }

    /// The margins as the margins guide applies them for the given safe-area insets
    /// (a controller's view keeps at least the system's minimum margins, see
    /// `marginsBeforeSafeArea`).
    func layoutMargins(safeAreaInsets: EdgeInsets) -> EdgeInsets {
        var margins = marginsBeforeSafeArea
        if insetsLayoutMarginsFromSafeArea {
            margins.top += safeAreaInsets.top
            margins.left += safeAreaInsets.left
            margins.bottom += safeAreaInsets.bottom
            margins.right += safeAreaInsets.right
        }
        return margins
    }

    /// The bounds inset by the layout margins, as a guide, like `UIView.layoutMarginsGuide`.
    public var layoutMarginsGuide: LayoutGuide { systemGuide(.layoutMargins) }

    /// The part of the view not covered by the window's unsafe edges, as a guide, like
    /// `UIView.safeAreaLayoutGuide`.
    public var safeAreaLayoutGuide: LayoutGuide { systemGuide(.safeArea) }

    /// The view's system guide of `kind`, made on first use.
    func systemGuide(_ kind: LayoutGuide.Kind) -> LayoutGuide {
        if let guide = layoutStorage?.systemGuides[kind] { return guide }
        let guide = LayoutGuide(kind: kind, owningView: self)
        layoutState.systemGuides[kind] = guide
        return guide
    }

    /// The window's safe-area insets that overlap the view, with the bars of the
    /// containers it is in, measured from its edges.
    var safeAreaInsetsInWindow: EdgeInsets {
        guard let window else { return .zero }
        return window.safeAreaInsets(of: convert(bounds, to: window), for: self)
    }

    // MARK: Layout guides

    /// The guides added to the view, like `UIView.layoutGuides`.
    public var layoutGuides: [LayoutGuide] { layoutStorage?.layoutGuides ?? [] }

    /// Adds a guide to the view, like `UIView.addLayoutGuide(_:)`; it leaves its previous
    /// view first.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .user, guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutState.layoutGuides.append(guide)
    }

    /// Removes a guide and deactivates the constraints that name it, like
    /// `UIView.removeLayoutGuide(_:)`.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, let state = layoutStorage else { return }
        for constraint in state.liveReferencing(self) where constraint.references(guide) { constraint.isActive = false }
        state.engine?.removeEntry(of: guide)
        state.layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    func layoutGuidesDidChange() {
        layoutStorage?.engine?.setNeedsGuideRefresh()
        setNeedsLayout()
    }
}

extension ViewLayoutState {
    /// The view's guides: added ones and the system guides made so far.
    var allGuides: [LayoutGuide] {
        layoutGuides + systemGuides.values.sorted { $0.identifier < $1.identifier }
    }
}

extension Window {
    /// The unsafe insets that overlap `rect` (`view`'s rectangle in window
    /// coordinates), measured from its edges and clamped to its size: the window's own,
    /// and those of the bars that cover the controllers `view` is in.
    ///
    /// A rectangle converted through a scrolled ancestor (or a scroll view's own
    /// offset) carries rounding errors of about 1e-14 points: an inset that close to the
    /// window's pixel grid is put on it, so that scrolling does not change a safe area
    /// of zero to 7e-15 and back, frame after frame (UIKit reports no such change).
    func safeAreaInsets(of rect: CGRect, for view: View) -> EdgeInsets {
        let safe = safeRect(for: view)
        let scale = self.scale
        func clamp(_ value: CGFloat, _ length: CGFloat) -> CGFloat {
            let clamped = min(max(0, value), max(0, length))
            let onGrid = (clamped * scale).rounded() / scale
            return abs(clamped - onGrid) < 1e-9 ? onGrid : clamped
        }
        return EdgeInsets(top: clamp(safe.minY - rect.minY, rect.height), left: clamp(safe.minX - rect.minX, rect.width),
                          bottom: clamp(rect.maxY - safe.maxY, rect.height), right: clamp(rect.maxX - safe.maxX, rect.width))
    }

    /// The window's safe rectangle, narrowed edge by edge, from the window inwards, by
    /// every controller whose view is `view` or an ancestor: by its content overlay
    /// insets (a navigation bar), as UIKit adds a container's bars to its children's
    /// safe area (only the edges an overlay covers move, so a child sliding sideways
    /// keeps the bar's top inset); then by its `additionalSafeAreaInsets`, added to the
    /// safe area its view has there.
    private func safeRect(for view: View) -> CGRect {
        var minX = safeAreaInsets.left, minY = safeAreaInsets.top
        var maxX = bounds.width - safeAreaInsets.right, maxY = bounds.height - safeAreaInsets.bottom
        var controllerViews: [View] = []
        var ancestor: View? = view
        while let current = ancestor, current !== self {
            if current.owningViewController != nil { controllerViews.append(current) }
            ancestor = current.superview
        }
        for current in controllerViews.reversed() {
            guard let controller = current.owningViewController else { continue }
            let overlay = controller.containerOverlayInsets, additional = controller.additionalSafeAreaInsets
            guard overlay != .zero || additional != .zero else { continue }
            let area = current.convert(current.bounds, to: self)
            if overlay.top > 0 { minY = max(minY, area.minY + overlay.top) }
            if overlay.left > 0 { minX = max(minX, area.minX + overlay.left) }
            if overlay.bottom > 0 { maxY = min(maxY, area.maxY - overlay.bottom) }
            if overlay.right > 0 { maxX = min(maxX, area.maxX - overlay.right) }
            if additional != .zero {
                minY = max(minY, area.minY) + additional.top
                minX = max(minX, area.minX) + additional.left
                maxY = min(maxY, area.maxY) - additional.bottom
                maxX = min(maxX, area.maxX) - additional.right
            }
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

extension Window {
    /// Guides that follow the safe area move at the next sync.
    func safeAreaInsetsDidChangeInWindow() {
        layoutStorage?.hostedEngine?.setNeedsGuideRefresh()
        setNeedsCommit()
    }
}
