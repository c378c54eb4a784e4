import EaselGraphics
import Foundation

/// The section index a table shows along its trailing edge (the leading, left edge in
/// a right-to-left layout), like UIKit's: the data source's `sectionIndexTitles(for:)`
/// stacked one under another in the middle of the table's visible height, in the
/// table's `sectionIndexColor`, over its `sectionIndexBackgroundColor` (and its
/// `sectionIndexTrackingBackgroundColor` while a finger is on it). A touch on a title,
/// or a drag through them, tells the table which title it is on.
///
/// UIKit does not document the index's metrics; these are Easel's, chosen to match
/// screenshots of iOS 13–18 iPhone tables (Contacts): a column 15 points wide, titles
/// in the 11-point semibold system font, one every 16 points.
@MainActor
final class TableSectionIndexView: View {
    /// The column's width, by which the cells' content is narrowed.
    static let width: CGFloat = 15
    /// The titles' font.
    static let font = Font.systemFont(ofSize: 11, weight: .semibold)
    /// The height of one title's place in the column.
    static let entryHeight: CGFloat = 16

    /// The titles, top to bottom.
    var titles: [String] = [] { didSet { if oldValue != titles { setNeedsDisplay() } } }
    /// The titles' colour.
    var titleColor = Color.systemBlue { didSet { if oldValue != titleColor { setNeedsDisplay() } } }
    /// The column's background while no finger is on it, and while one is.
    var restingBackgroundColor: Color? { didSet { updateBackground() } }
    var trackingBackgroundColor: Color? { didSet { updateBackground() } }
    /// Called with the index of the title a touch begins or moves onto.
    var touchedTitle: ((Int) -> Void)?

    private var isTracking = false { didSet { updateBackground() } }
    private var lastTouchedTitle: Int?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        updateBackground()
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The top of the first title's place: the titles are centred in the column.
    private var titlesTop: CGFloat {
        ((bounds.height - CGFloat(titles.count) * Self.entryHeight) / 2).rounded()
    }

    /// The index of the title at `y` in the column (the nearest end above or below
    /// the titles); `nil` without titles.
    func title(at y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        let index = Int(((y - titlesTop) / Self.entryHeight).rounded(.down))
        return min(titles.count - 1, max(0, index))
    }

    override func draw(context: GraphicsContext, rect: CGRect) {
        let attributes = TextAttributes(font: Self.font, foregroundColor: titleColor)
        for (index, title) in titles.enumerated() {
            let size = title.size(withAttributes: attributes)
            let top = titlesTop + CGFloat(index) * Self.entryHeight + (Self.entryHeight - size.height) / 2
            title.draw(at: CGPoint(x: (bounds.width - size.width) / 2, y: top), withAttributes: attributes)
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        isTracking = true
        lastTouchedTitle = nil
        touchesMoved(touches, with: event)
    }

    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        guard let touch = touches.first, let index = title(at: touch.location(in: self).y), index != lastTouchedTitle else {
            return
        }
        lastTouchedTitle = index
        touchedTitle?(index)
    }

    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { isTracking = false }

    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { isTracking = false }

    private func updateBackground() {
        backgroundColor = (isTracking ? trackingBackgroundColor : nil) ?? restingBackgroundColor
    }
}
