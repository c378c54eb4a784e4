import Foundation

/// The columns' widths, the display mode and where each column's view goes.
extension SplitViewController {
    /// The preferred width of the primary column, like
    /// `UISplitViewController.preferredPrimaryColumnWidthFraction` (`automaticDimension`).
    public var preferredPrimaryColumnWidthFraction: CGFloat {
        get { widthPreferences.primaryFraction }
        set { widthPreferences.primaryFraction = newValue }
    }

    /// The preferred width of the primary column in points, like
    /// `UISplitViewController.preferredPrimaryColumnWidth` (`automaticDimension`); it
    /// takes precedence over the fraction.
    public var preferredPrimaryColumnWidth: CGFloat {
        get { widthPreferences.primaryWidth }
        set { widthPreferences.primaryWidth = newValue }
    }

    /// The least width of the primary column, like
    /// `UISplitViewController.minimumPrimaryColumnWidth` (`automaticDimension`: 0).
    public var minimumPrimaryColumnWidth: CGFloat {
        get { widthPreferences.primaryMinimum }
        set { widthPreferences.primaryMinimum = newValue }
    }

    /// The greatest width of the primary column, like
    /// `UISplitViewController.maximumPrimaryColumnWidth` (`automaticDimension`: 320).
    public var maximumPrimaryColumnWidth: CGFloat {
        get { widthPreferences.primaryMaximum }
        set { widthPreferences.primaryMaximum = newValue }
    }

    /// The preferred width of the supplementary column, like
    /// `UISplitViewController.preferredSupplementaryColumnWidthFraction`.
    public var preferredSupplementaryColumnWidthFraction: CGFloat {
        get { widthPreferences.supplementaryFraction }
        set { widthPreferences.supplementaryFraction = newValue }
    }

    /// The preferred width of the supplementary column in points, like
    /// `UISplitViewController.preferredSupplementaryColumnWidth`.
    public var preferredSupplementaryColumnWidth: CGFloat {
        get { widthPreferences.supplementaryWidth }
        set { widthPreferences.supplementaryWidth = newValue }
    }

    /// The width the primary column has, like `UISplitViewController.primaryColumnWidth`.
    public var primaryColumnWidth: CGFloat {
        columnWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                    minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    /// The width the supplementary column has, like
    /// `UISplitViewController.supplementaryColumnWidth`.
    public var supplementaryColumnWidth: CGFloat {
        columnWidth(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                    minimum: Self.automaticDimension, maximum: Self.automaticDimension)
    }

    private func columnWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let width = viewIfLoaded?.bounds.width ?? 0
        let wanted = preferred != Self.automaticDimension ? preferred
            : fraction != Self.automaticDimension ? (fraction * width).rounded() : Self.automaticColumnWidth
        let low = minimum == Self.automaticDimension ? 0 : minimum
        let high = maximum == Self.automaticDimension ? Self.automaticColumnWidth : maximum
        return min(max(wanted, low), max(low, high))
    }

    /// The display mode the interface would like, like
    /// `UISplitViewController.preferredDisplayMode` (`.automatic`).
    public var preferredDisplayMode: DisplayMode {
        get { widthPreferences.displayMode }
        set {
            let old = displayMode
            widthPreferences.displayMode = newValue
            requestedDisplayMode = nil
            displayModeMayHaveChanged(from: old)
        }
    }

    /// How the leading columns sit beside the secondary one, like
    /// `UISplitViewController.preferredSplitBehavior` (`.automatic`).
    public var preferredSplitBehavior: SplitBehavior {
        get { widthPreferences.splitBehavior }
        set { widthPreferences.splitBehavior = newValue; viewIfLoaded?.setNeedsLayout() }
    }

    /// The split behavior in effect, like `UISplitViewController.splitBehavior`:
    /// `.tile` for `.automatic`.
    public var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

    /// The display mode in effect, like `UISplitViewController.displayMode`: what
    /// `show(_:)`/`hide(_:)` asked for, else the preferred mode, `.automatic` resolved
    /// by the split behavior; a double-column interface's two-column modes are its
    /// one-column ones. Collapsed, `.secondaryOnly`.
    public var displayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        let wanted = requestedDisplayMode ?? preferredDisplayMode
        let triple = style == .tripleColumn
        switch wanted {
        case .automatic:
            switch splitBehavior {
            case .overlay: return triple ? .twoOverSecondary : .oneOverSecondary
            case .displace: return triple ? .twoDisplaceSecondary : .oneBesideSecondary
            case .tile, .automatic: return triple ? .twoBesideSecondary : .oneBesideSecondary
            }
        case .twoBesideSecondary, .twoDisplaceSecondary: return triple ? wanted : .oneBesideSecondary
        case .twoOverSecondary: return triple ? wanted : .oneOverSecondary
        default: return wanted
        }
    }

    /// Shows `column`, like `UISplitViewController.show(_:)`: the display mode changes
    /// to one that includes it (beside, over or displacing the secondary column as the
    /// split behavior says); collapsed, the column becomes the one shown.
    public func show(_ column: Column) {
        if isCollapsed {
            collapsedTopColumn = column
            collapsedShowsPrimary = column == .primary
            viewIfLoaded?.setNeedsLayout()
            return
        }
        let old = displayMode
        let triple = style == .tripleColumn
        switch column {
        case .primary:
            requestedDisplayMode = switch splitBehavior {
            case .overlay: triple ? .twoOverSecondary : .oneOverSecondary
            case .displace: triple ? .twoDisplaceSecondary : .oneBesideSecondary
            default: triple ? .twoBesideSecondary : .oneBesideSecondary
            }
        case .supplementary where triple && old == .secondaryOnly:
            requestedDisplayMode = splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        default:
            return
        }
        displayModeMayHaveChanged(from: old)
    }

    /// Hides `column`, like `UISplitViewController.hide(_:)`: the primary column (and,
    /// in a triple-column interface, only it) or the supplementary column (with the
    /// primary) leaves the screen. Collapsed, or for the secondary column, nothing
    /// changes.
    public func hide(_ column: Column) {
        guard !isCollapsed else { return }
        let old = displayMode
        switch column {
        case .primary: requestedDisplayMode = style == .tripleColumn ? .oneBesideSecondary : .secondaryOnly
        case .supplementary where style == .tripleColumn: requestedDisplayMode = .secondaryOnly
        default: return
        }
        displayModeMayHaveChanged(from: old)
    }

    /// Tells the delegate of a new display mode and lays the columns out again.
    private func displayModeMayHaveChanged(from old: DisplayMode) {
        let new = displayMode
        viewIfLoaded?.setNeedsLayout()
        guard new != old else { return }
        delegate?.splitViewController(self, willChangeTo: new)
    }

    // MARK: Collapsing

    /// Whether the interface shows one child only, like
    /// `UISplitViewController.isCollapsed`: in a horizontally compact environment,
    /// from the layout that finds it so.
    public var isCollapsed: Bool { collapsed }

    /// The child a collapsed interface shows.
    var collapsedController: ViewController? {
        if style == .unspecified {
            let primary = classicControllers.first
            let secondary = classicControllers.count > 1 ? classicControllers[1] : nil
            return collapsedShowsPrimary ? primary : secondary ?? primary
        }
        return columnContainers[.compact] ?? columnContainers[collapsedTopColumn] ?? columnContainers[.secondary]
            ?? columnContainers[.primary]
    }

    /// Collapses or expands when the horizontal size class says so, asking the delegate
    /// what a collapsing interface shows.
    private func updateCollapse() {
        let compact = traitCollection.horizontalSizeClass == .compact
        guard compact != collapsed else { return }
        collapsed = compact
        if compact {
            if style == .unspecified, classicControllers.count > 1 {
                collapsedShowsPrimary = delegate?.splitViewController(self, collapseSecondary: classicControllers[1],
                                                                       onto: classicControllers[0]) ?? false
            } else if style != .unspecified, columnContainers[.compact] == nil {
                collapsedTopColumn = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
                    ?? .secondary
            }
            delegate?.splitViewControllerDidCollapse(self)
        } else {
            delegate?.splitViewControllerDidExpand(self)
        }
    }

    // MARK: Layout

    /// Places the shown children's views (the secondary column behind, the leading
    /// columns in front, for overlays) and takes the others' views out.
    func layoutColumns() {
        guard let view = viewIfLoaded else { return }
        updateCollapse()
        let placed = isCollapsed ? collapsedController.map { [($0, view.bounds)] } ?? [] : expandedFrames(in: view.bounds)
        for child in children where !placed.contains(where: { $0.0 === child }) {
            if child.loadedView?.superview === view { child.loadedView?.removeFromSuperview() }
        }
        for (child, frame) in placed {
            guard let childView = child.view else { continue }
            childView.frame = frame
            if childView.superview === view { view.bringSubviewToFront(childView) } else { view.addSubview(childView) }
        }
    }

    /// The expanded columns' frames, back to front.
    private func expandedFrames(in bounds: CGRect) -> [(ViewController, CGRect)] {
        let primary = style == .unspecified ? classicControllers.first : columnContainers[.primary]
        let secondary = style == .unspecified ? (classicControllers.count > 1 ? classicControllers[1] : nil)
                                              : columnContainers[.secondary]
        let supplementary = style == .tripleColumn ? columnContainers[.supplementary] : nil
        let width = bounds.width, height = bounds.height
        let primaryWidth = primaryColumnWidth, supplementaryWidth = supplementaryColumnWidth
        func column(_ x: CGFloat, _ w: CGFloat) -> CGRect { CGRect(x: x, y: 0, width: max(0, w), height: height) }
        // In a triple-column interface, the "one" column beside or over the secondary is the supplementary.
        let leading = style == .tripleColumn ? supplementary : primary
        let leadingWidth = style == .tripleColumn ? supplementaryWidth : primaryWidth
        var frames: [(ViewController?, CGRect)]
        switch displayMode {
        case .automatic, .secondaryOnly:
            frames = [(secondary, bounds)]
        case .oneBesideSecondary:
            frames = [(secondary, column(leadingWidth, width - leadingWidth)), (leading, column(0, leadingWidth))]
        case .oneOverSecondary:
            frames = [(secondary, bounds), (leading, column(0, leadingWidth))]
        case .twoBesideSecondary:
            let both = primaryWidth + supplementaryWidth
            frames = [(secondary, column(both, width - both)), (supplementary, column(primaryWidth, supplementaryWidth)),
                      (primary, column(0, primaryWidth))]
        case .twoOverSecondary:
            frames = [(secondary, bounds), (supplementary, column(primaryWidth, supplementaryWidth)),
                      (primary, column(0, primaryWidth))]
        case .twoDisplaceSecondary:
            let both = primaryWidth + supplementaryWidth
            frames = [(secondary, column(both, width - supplementaryWidth)),
                      (supplementary, column(primaryWidth, supplementaryWidth)), (primary, column(0, primaryWidth))]
        }
        return frames.compactMap { controller, frame in controller.map { ($0, frame) } }
    }
}

/// What a split view controller was asked for: widths, display mode, split behavior.
struct SplitPreferences {
    var primaryFraction = SplitViewController.automaticDimension
    var primaryWidth = SplitViewController.automaticDimension
    var primaryMinimum = SplitViewController.automaticDimension
    var primaryMaximum = SplitViewController.automaticDimension
    var supplementaryFraction = SplitViewController.automaticDimension
    var supplementaryWidth = SplitViewController.automaticDimension
    var displayMode = SplitViewController.DisplayMode.automatic
    var splitBehavior = SplitViewController.SplitBehavior.automatic
}
