import EaselGraphics
import Foundation

/// One component of a `PickerView`: a scroll view of rows whose content inset lets
/// the first and last rows reach the middle, which snaps to a row when a drag ends
/// and tells its picker once it comes to rest. Only the rows on the visible half of
/// the wheel have views; rows that turn out of sight give theirs to the next row that
/// comes in (the delegate's `reusing` view).
///
/// The wheel's look is approximated by placing each row on a cylinder of radius
/// half the wheel's height, seen from the front without perspective: a row whose
/// middle is `d` points (along the content) from the wheel's middle is at angle
/// θ = d / radius, shows at radius · sin θ from the middle, squeezed vertically by
/// cos θ and with alpha cos θ; rows at a quarter turn or more are hidden.
@MainActor
final class PickerWheel: ScrollView, ScrollViewDelegate {
    private(set) weak var picker: PickerView?
    let component: Int
    private var rowHeight = PickerView.defaultRowHeight
    /// The rows shown, by row.
    private var cells: [Int: PickerRowCell] = [:]
    /// Cells that left the wheel, to reuse.
    private var spareCells: [PickerRowCell] = []

    init(picker: PickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        delegate = self
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        alwaysBounceVertical = true
        scrollsToTop = false
    }

    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    private var rowCount: Int { picker?.numberOfRows(of: self) ?? 0 }

    /// The content offset that centres `row`.
    private func offset(for row: Int) -> CGPoint {
        CGPoint(x: 0, y: CGFloat(max(0, row)) * rowHeight - contentInset.top)
    }

    /// The row nearest the middle at `offset`.
    private func row(at offset: CGFloat) -> Int {
        let row = Int(((offset + contentInset.top) / rowHeight).rounded())
        return min(max(0, row), max(0, rowCount - 1))
    }

    /// Takes the picker's geometry: the row height, and a content that centres the
    /// selected row (unless a drag or a motion is moving it).
    func configure(rowHeight: CGFloat) {
        if rowHeight != self.rowHeight { reloadRows() }
        self.rowHeight = rowHeight
        let inset = max(0, (bounds.height - rowHeight) / 2)
        contentInset = EdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        guard motion == nil, !isDragging, let picker else { return }
        contentOffset = offset(for: picker.selectedRow(of: self))
        setNeedsLayout()
    }

    /// Turns the wheel to `row`, at once or with `setContentOffset(_:animated:)`'s
    /// animation (once the wheel has its size).
    func show(row: Int, animated: Bool) {
        guard bounds.height > 0 else { return }
        setContentOffset(offset(for: row), animated: animated)
    }

    /// Forgets the rows' views: the next layout asks for them again.
    func reloadRows() {
        for (_, cell) in cells {
            cell.removeFromSuperview()
            spareCells.append(cell)
        }
        cells.removeAll()
        setNeedsLayout()
    }

    /// The delegate's view for `row`, when it shows.
    func contentView(forRow row: Int) -> View? {
        guard let content = cells[row]?.content, !(content is PickerRowLabel) else { return nil }
        return content
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let radius = bounds.height / 2
        let middle = contentOffset.y + radius
        var visible = 0..<0
        if rowCount > 0, rowHeight > 0, radius > 0 {
            let reach = radius * .pi / 2
            let first = max(0, Int(((middle - reach) / rowHeight).rounded(.down)))
            let last = min(rowCount - 1, Int(((middle + reach) / rowHeight).rounded(.down)))
            if first <= last { visible = first..<(last + 1) }
        }
        for (row, cell) in cells where !visible.contains(row) {
            cell.removeFromSuperview()
            cells[row] = nil
            spareCells.append(cell)
        }
        for row in visible {
            let cell = cells[row] ?? makeCell(for: row)
            let centre = (CGFloat(row) + 0.5) * rowHeight
            let angle = (centre - middle) / radius
            cell.transform = .identity
            cell.bounds = CGRect(x: 0, y: 0, width: bounds.width, height: rowHeight)
            cell.center = CGPoint(x: bounds.width / 2, y: centre)
            cell.isHidden = abs(angle) >= .pi / 2
            guard !cell.isHidden else { continue }
            cell.transform = Transform(a: 1, b: 0, c: 0, d: cos(angle), tx: 0, ty: radius * sin(angle) - (centre - middle))
            cell.alpha = cos(angle)
        }
    }

    private func makeCell(for row: Int) -> PickerRowCell {
        let cell = spareCells.popLast() ?? PickerRowCell()
        if let picker {
            cell.content = picker.rowContent(forRow: row, forComponent: component, reusing: cell.content)
        }
        cells[row] = cell
        addSubview(cell)
        return cell
    }

    // MARK: Snapping and settling

    /// A released wheel comes to rest on the row nearest to where it would stop.
    override func restingContentOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        offset(for: row(at: proposed.y))
    }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        settle()
    }

    private func settle() {
        guard rowCount > 0 else { return }
        picker?.wheel(self, didSettleOn: row(at: contentOffset.y))
    }
}

/// The view of one row: holds the row's content (the delegate's view or a title
/// label), centred, or filling it when the content has no size.
final class PickerRowCell: View {
    var content: View? {
        didSet {
            guard content !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let content { addSubview(content) }
            setNeedsLayout()
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let content else { return }
        if content.bounds.size == .zero || content is PickerRowLabel { content.bounds.size = bounds.size }
        content.center = CGPoint(x: bounds.midX, y: bounds.midY)
    }
}
