import EaselGraphics
import Foundation

/// A row of spinning wheels, one per component, like `UIPickerView` in iOS 14's and
/// later look: the components stand side by side, each centring its selected row on a
/// rounded `tertiarySystemFill` band that runs behind the centre rows of all of them.
///
/// Sizes (Apple documents none; these are UIKit's measures): the picker is 216 points
/// tall by itself (`intrinsicContentSize`; its width is its frame's), rows are 32
/// points tall, components are 5 points apart and, unless the delegate gives widths,
/// share the width less 8 points a side. Titles are centred in the system font at 22
/// points in `label` colour. The 3D wheel is approximated: each row is placed where it
/// would show on a cylinder as wide as the picker is tall, seen from the front
/// (squeezed vertically by the cosine of its angle and faded by it), without
/// perspective; rows beyond a quarter turn are hidden.
///
/// Dragging a component scrolls it with deceleration (a `ScrollView`'s) and snaps to the
/// nearest row; once it comes to rest on a new row the delegate hears
/// `pickerView(_:didSelectRow:inComponent:)`, once. `selectRow(_:inComponent:animated:)`
/// never calls the delegate. Bad indexes are ignored (or answered with -1, 0 or a zero
/// size) with a diagnostic; Easel does not draw the wheels right to left.
@preconcurrency @MainActor
open class PickerView: View {
    /// The height of a picker that is not told otherwise (UIKit's 216 points).
    public static let defaultHeight: CGFloat = 216
    /// The row height when the delegate gives none (UIKit's 32 points).
    public static let defaultRowHeight: CGFloat = 32
    /// The size of the titles' system font (Apple documents none: Easel's measure of
    /// iOS's wheels).
    public static let titleFontSize: CGFloat = 22
    /// The space between the outer components and the picker's edges, when the widths
    /// are shared.
    static let sideMargin: CGFloat = 8
    /// The space between two components.
    static let componentSpacing: CGFloat = 5
    /// The corner radius of the selection band.
    static let bandCornerRadius: CGFloat = 8

    /// Gives the components and rows, like `UIPickerView.dataSource` (weak). Setting it
    /// reloads the picker at its next layout.
    open weak var dataSource: PickerViewDataSource? { didSet { setNeedsReload() } }
    /// Gives the sizes and rows' content and hears selections, like
    /// `UIPickerView.delegate` (weak). Setting it reloads the picker at its next layout.
    open weak var delegate: PickerViewDelegate? { didSet { setNeedsReload() } }
    /// Whether the selection band shows, like the deprecated
    /// `UIPickerView.showsSelectionIndicator`: since iOS 14 the band always shows, and
    /// this setting changes nothing.
    @available(*, deprecated, message: "The selection band always shows, as on iOS 14 and later")
    open var showsSelectionIndicator = false

    /// The rows' counts, one per component, as the data source last told them.
    private var rowCounts: [Int] = []
    /// The selected rows, one per component (-1 for a component without rows).
    private var selectedRows: [Int] = []
    /// The wheels, one per component.
    private var wheels: [PickerWheel] = []
    private var needsReload = true
    /// The selection band drawn last.
    private var bandRect = CGRect.zero

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    // MARK: Components and rows

    /// The number of components, like `UIPickerView.numberOfComponents`.
    public var numberOfComponents: Int {
        reloadIfNeeded()
        return rowCounts.count
    }

    /// The number of rows in `component`, like `numberOfRows(inComponent:)` (0, with a
    /// diagnostic, for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        guard checkComponent(component, in: "numberOfRows(inComponent:)") else { return 0 }
        return rowCounts[component]
    }

    /// The size of `component`'s rows, like `rowSize(forComponent:)`: its width and row
    /// height, from the delegate or the defaults (zero, with a diagnostic, for a
    /// component that does not exist).
    open func rowSize(forComponent component: Int) -> CGSize {
        guard checkComponent(component, in: "rowSize(forComponent:)") else { return .zero }
        return CGSize(width: componentWidth(component), height: rowHeight(component))
    }

    /// The view the delegate gave for a row, like `view(forRow:forComponent:)`: `nil`
    /// when the row is not on screen or shows a title (the delegate gives no views).
    open func view(forRow row: Int, forComponent component: Int) -> View? {
        guard checkComponent(component, in: "view(forRow:forComponent:)") else { return nil }
        layoutIfNeeded()
        return wheels[component].contentView(forRow: row)
    }

    /// Asks the data source and the delegate again for everything, like
    /// `reloadAllComponents()`. Each component keeps its selected row, clamped to its
    /// new rows.
    open func reloadAllComponents() {
        needsReload = false
        let count = dataSource?.numberOfComponents(in: self) ?? 0
        if count < 0 { Diagnostics.report("UIPickerView: numberOfComponents(in:) returned \(count); taken as 0") }
        let components = max(0, count)
        while wheels.count > components { wheels.removeLast().removeFromSuperview() }
        while wheels.count < components {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            wheels.append(wheel)
            addSubview(wheel)
        }
        rowCounts = Array(repeating: 0, count: components)
        selectedRows = Array(selectedRows.prefix(components)) + Array(repeating: 0, count: max(0, components - selectedRows.count))
        for component in 0..<components { reloadRows(of: component) }
        setNeedsLayout()
    }

    /// Asks the data source and the delegate again for one component, like
    /// `reloadComponent(_:)`.
    open func reloadComponent(_ component: Int) {
        guard checkComponent(component, in: "reloadComponent(_:)") else { return }
        reloadRows(of: component)
        setNeedsLayout()
    }

    private func reloadRows(of component: Int) {
        let count = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        if count < 0 {
            Diagnostics.report("UIPickerView: pickerView(_:numberOfRowsInComponent:) returned \(count) for component \(component); taken as 0")
        }
        rowCounts[component] = max(0, count)
        selectedRows[component] = rowCounts[component] == 0 ? -1 : min(max(0, selectedRows[component]), rowCounts[component] - 1)
        wheels[component].reloadRows()
    }

    private func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    private func reloadIfNeeded() {
        if needsReload { reloadAllComponents() }
    }

    // MARK: Selection

    /// Selects `row` of `component`, like `selectRow(_:inComponent:animated:)`: the wheel
    /// turns to it at once, or over 0.3 s of the run loop's time when `animated` (in a
    /// window). The delegate is not told, as UIKit documents. A row or component that
    /// does not exist is ignored, with a diagnostic.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard checkComponent(component, in: "selectRow(_:inComponent:animated:)") else { return }
        guard (0..<rowCounts[component]).contains(row) else {
            return Diagnostics.report("UIPickerView selectRow(_:inComponent:animated:): row \(row) is out of bounds for component \(component) with \(rowCounts[component]) rows; ignored")
        }
        selectedRows[component] = row
        wheels[component].show(row: row, animated: animated)
    }

    /// The selected row of `component`, like `selectedRow(inComponent:)`: -1 when the
    /// component has no rows (or does not exist, with a diagnostic).
    open func selectedRow(inComponent component: Int) -> Int {
        guard checkComponent(component, in: "selectedRow(inComponent:)") else { return -1 }
        return selectedRows[component]
    }

    /// A wheel came to rest on `row` after a drag: a new row is selected and the
    /// delegate hears of it.
    func wheel(_ wheel: PickerWheel, didSettleOn row: Int) {
        let component = wheel.component
        guard component < selectedRows.count, row != selectedRows[component] else { return }
        selectedRows[component] = row
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    private func checkComponent(_ component: Int, in method: String) -> Bool {
        reloadIfNeeded()
        guard (0..<rowCounts.count).contains(component) else {
            Diagnostics.report("UIPickerView \(method): component \(component) is out of bounds for a picker with \(rowCounts.count) components")
            return false
        }
        return true
    }

    // MARK: Sizes

    /// The width each component gets when the delegate gives none.
    var sharedComponentWidth: CGFloat {
        let count = CGFloat(max(1, rowCounts.count))
        let available = bounds.width - 2 * Self.sideMargin - Self.componentSpacing * (count - 1)
        return max(0, (available / count).rounded(.down))
    }

    func componentWidth(_ component: Int) -> CGFloat {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? sharedComponentWidth
        return width.isFinite ? max(0, width) : 0
    }

    func rowHeight(_ component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        guard height.isFinite, height > 0 else {
            Diagnostics.report("UIPickerView: pickerView(_:rowHeightForComponent:) returned \(height) for component \(component); \(Self.defaultRowHeight) used")
            return Self.defaultRowHeight
        }
        return height
    }

    func numberOfRows(of wheel: PickerWheel) -> Int {
        wheel.component < rowCounts.count ? rowCounts[wheel.component] : 0
    }

    func selectedRow(of wheel: PickerWheel) -> Int {
        wheel.component < selectedRows.count ? selectedRows[wheel.component] : -1
    }

    /// 216 points tall; as wide as its frame (no intrinsic width).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: Self.defaultHeight)
    }

    /// The width offered (320 points when none is) by 216 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : 320, height: Self.defaultHeight)
    }

    // MARK: Rows' content

    /// The content of a row: the delegate's view, or (its default) a title label.
    func rowContent(forRow row: Int, forComponent component: Int, reusing view: View?) -> View {
        delegate?.pickerView(self, viewForRow: row, forComponent: component, reusing: view)
            ?? titleView(forRow: row, forComponent: component, reusing: view)
    }

    /// A label showing a row's attributed title, else its title: what a row shows when
    /// the delegate gives no views. Reuses `view` when it is such a label.
    func titleView(forRow row: Int, forComponent component: Int, reusing view: View?) -> View {
        let label = view as? PickerRowLabel ?? PickerRowLabel()
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    // MARK: Layout and drawing

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        let widths = wheels.indices.map(componentWidth)
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(0, widths.count - 1))
        var x = ((bounds.width - total) / 2).rounded(.down)
        var bandHeight: CGFloat = 0
        for (wheel, width) in zip(wheels, widths) {
            let height = rowHeight(wheel.component)
            bandHeight = max(bandHeight, height)
            wheel.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            wheel.configure(rowHeight: height)
            x += width + Self.componentSpacing
        }
        let band = wheels.isEmpty ? CGRect.zero
            : CGRect(x: wheels[0].frame.minX, y: (bounds.height - bandHeight) / 2,
                     width: wheels[wheels.count - 1].frame.maxX - wheels[0].frame.minX, height: bandHeight)
        if band != bandRect {
            bandRect = band
            setNeedsDisplay()
        }
    }

    /// Draws the selection band behind the wheels.
    open override func draw(context: GraphicsContext, rect: CGRect) {
        guard !bandRect.isEmpty else { return }
        context.setFillColor(.tertiarySystemFill)
        context.addPath(BezierPath(roundedRect: bandRect, cornerRadius: min(Self.bandCornerRadius, bandRect.height / 2)))
        context.fillPath()
    }
}

/// The label a row shows for its title.
final class PickerRowLabel: Label {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = Font.systemFont(ofSize: PickerView.titleFontSize)
        textAlignment = .center
    }

    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }
}
