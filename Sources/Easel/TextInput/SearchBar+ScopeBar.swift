import EaselGraphics
import Foundation

/// The search bar's scope bar, like `UISearchBar`'s: a segmented control under the
/// field, one segment per `scopeButtonTitles` entry, shown while `showsScopeBar` is set
/// and there are at least two titles (Apple documents that a scope bar needs two).
///
/// Apple documents no geometry; Easel's row is `scopeBarHeight` (44 points) under the
/// 56-point field row, with the 32-point control 8 points in from the sides and centred
/// in the row. `sizeThatFits(_:)` and `intrinsicContentSize` grow by the row. A tap on a
/// segment selects it and tells the delegate `searchBar(_:selectedScopeButtonIndexDidChange:)`;
/// setting `selectedScopeButtonIndex` in code tells nothing, as in UIKit.
extension SearchBar {
    /// The height the scope bar adds under the field's row.
    public static let scopeBarHeight: CGFloat = 44

    /// Whether the scope bar shows: `showsScopeBar` with at least two titles.
    var showsScopeBarRow: Bool { showsScopeBar && (scopeButtonTitles?.count ?? 0) >= 2 }

    /// The height of the scope bar's row now: `scopeBarHeight` while it shows, else 0.
    var scopeBarExtent: CGFloat { showsScopeBarRow ? Self.scopeBarHeight : 0 }

    /// The scope bar's row, under the field's.
    var scopeBarRow: CGRect {
        CGRect(x: bounds.minX, y: bounds.maxY - scopeBarExtent, width: bounds.width, height: scopeBarExtent)
    }

    /// Shows or hides the scope bar, like `UISearchBar.setShowsScope(_:animated:)`
    /// (without animation here).
    public func setShowsScope(_ show: Bool, animated animate: Bool) {
        showsScopeBar = show
    }

    /// Sets the scope buttons' title attributes for `state`, like
    /// `UISearchBar.setScopeBarButtonTitleTextAttributes(_:for:)`.
    public func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?,
                                                     for state: Control.State) {
        scopeTitleAttributes[state] = attributes
        scopeControl?.setTitleTextAttributes(attributes, for: state)
    }

    /// The scope buttons' title attributes set for `state`, like
    /// `UISearchBar.scopeBarButtonTitleTextAttributes(for:)`.
    public func scopeBarButtonTitleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
        scopeTitleAttributes[state]
    }

    /// Rebuilds the scope bar's control for the titles and the selection, or removes it
    /// while the scope bar is hidden; the bar's size changes with it.
    func scopeBarDidChange() {
        defer {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
            setNeedsDisplay()
        }
        guard showsScopeBarRow, let titles = scopeButtonTitles else {
            scopeControl?.removeFromSuperview()
            scopeControl = nil
            return
        }
        let control = scopeControl ?? makeScopeControl()
        if control.numberOfSegments != titles.count
            || titles.indices.contains(where: { control.titleForSegment(at: $0) != titles[$0] }) {
            control.removeAllSegments()
            for (index, title) in titles.enumerated() {
                control.insertSegment(withTitle: title, at: index, animated: false)
            }
        }
        control.selectedSegmentIndex = titles.indices.contains(selectedScopeButtonIndex)
            ? selectedScopeButtonIndex : SegmentedControl.noSegment
    }

    /// The segmented control's frame in the scope bar's row.
    var scopeControlFrame: CGRect {
        let row = scopeBarRow
        return CGRect(x: row.minX + Self.margin, y: row.minY + (row.height - SegmentedControl.height) / 2,
                      width: max(0, row.width - 2 * Self.margin), height: SegmentedControl.height)
    }

    private func makeScopeControl() -> SegmentedControl {
        let control = SegmentedControl(frame: .zero)
        control.isEnabled = isEnabled
        for (state, attributes) in scopeTitleAttributes {
            control.setTitleTextAttributes(attributes, for: state)
        }
        control.addAction(ControlAction { [unowned self, unowned control] _ in
            selectedScopeButtonIndex = control.selectedSegmentIndex
            delegate?.searchBar(self, selectedScopeButtonIndexDidChange: control.selectedSegmentIndex)
        }, for: .valueChanged)
        scopeControl = control
        addSubview(control)
        return control
    }
}
