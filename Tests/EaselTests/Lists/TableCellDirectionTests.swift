@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// The built-in cell styles in a right-to-left layout: every part of a row mirrored
/// as UIKit mirrors it (the image at the right and the text ending before it, value1's
/// detail text and the accessories at the left, value2's text column aligned towards
/// its detail, the separator's insets counted from the right, the editing control at
/// the right and the reorder grip at the left), at 1× and 3×.
@MainActor
@Suite struct TableCellDirectionTests {
    /// One row of each built-in style with a symbol (value2 has no image), a title, a
    /// detail and a different accessory.
    final class StyleRows: NSObject, TableViewDataSource {
        static let styles: [TableViewCell.CellStyle] = [.default, .subtitle, .value1, .value2]
        static let accessories: [TableViewCell.AccessoryType] = [.disclosureIndicator, .checkmark, .detailButton,
                                                                 .detailDisclosureButton]

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Self.styles.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let style = Self.styles[indexPath.row]
            let cell = tableView.dequeueReusableCell(withIdentifier: "\(style)") ?? TableViewCell(style: style, reuseIdentifier: "\(style)")
            cell.imageView?.image = Image(systemName: "star.fill")
            cell.textLabel?.text = "Title"
            cell.detailTextLabel?.text = "Detail"
            cell.accessoryType = Self.accessories[indexPath.row]
            cell.showsReorderControl = true
            return cell
        }
        func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    }

    /// A plain table of `StyleRows` filling a 320 × 240 window, and its data source
    /// (which the table does not keep).
    static func shown(rightToLeft: Bool, scale: CGFloat = 1,
                      configure: (TableView) -> Void = { _ in }) -> (Window, TableView, StyleRows) {
        let window = shownWindow(width: 320, height: 240, scale: scale)
        if rightToLeft { window.traitOverrides.layoutDirection = .rightToLeft }
        let table = TableView(frame: window.bounds, style: .plain)
        configure(table)
        let rows = StyleRows()
        table.dataSource = rows
        window.addSubview(table)
        window.eventLoop.runOnce()
        return (window, table, rows)
    }

    /// The parts of a shown row in the cell's coordinates, to a thousandth of a point
    /// (a symbol's width is not a whole number of pixels): the content view, the
    /// image, the text, the detail text, the accessory, the editing controls
    /// (leading-most first) and the separator.
    struct RowParts: Equatable {
        var content: CGRect
        var image: CGRect, text: CGRect, detail: CGRect
        var accessory: CGRect
        var controls: [CGRect] = []
        var separator: CGRect

        /// The parts mirrored in a row `width` wide.
        func mirrored(in width: CGFloat) -> RowParts {
            func flip(_ frame: CGRect) -> CGRect {
                frame == .zero ? frame : CGRect(x: width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height).thousandths
            }
            // The image and labels are in the content view, which mirrors within itself.
            func flipInContent(_ frame: CGRect) -> CGRect {
                frame == .zero ? frame : CGRect(x: content.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height).thousandths
            }
            return RowParts(content: flip(content), image: flipInContent(image), text: flipInContent(text),
                            detail: flipInContent(detail), accessory: flip(accessory), controls: controls.map(flip).reversed(),
                            separator: flip(separator))
        }
    }

    static func parts(_ table: TableView, row: Int) -> RowParts {
        let cell = table.cellForRow(at: IndexPath(row: row, section: 0))!
        let controls = cell.subviews.compactMap { $0 as? TableViewCellEditingControl }.map(\.frame.thousandths).sorted { $0.minX < $1.minX }
        return RowParts(content: cell.contentView.frame.thousandths,
                        image: (cell.imageView?.frame ?? .zero).thousandths,
                        text: cell.textLabel!.frame.thousandths,
                        detail: (cell.detailTextLabel?.frame ?? .zero).thousandths,
                        accessory: (cell.subviews.first { $0 is TableViewCellAccessoryView }?.frame ?? .zero).thousandths,
                        controls: controls,
                        separator: cell.separator.frame.thousandths)
    }

    @Test(arguments: [CGFloat(1), 3])
    func aRightToLeftRowOfEachStyleIsTheLeftToRightRowMirrored(scale: CGFloat) {
        let (_, leftToRight, _) = Self.shown(rightToLeft: false, scale: scale)
        let (_, rightToLeft, _) = Self.shown(rightToLeft: true, scale: scale)
        for row in StyleRows.styles.indices {
            let ltr = Self.parts(leftToRight, row: row), rtl = Self.parts(rightToLeft, row: row)
            #expect(rtl == ltr.mirrored(in: 320), "\(StyleRows.styles[row]) at \(scale)×")
        }
    }

    @Test func theRightToLeftPartsOfEachStyleAt1x() {
        let (_, table, _) = Self.shown(rightToLeft: true)
        let rows = StyleRows.styles.indices.map { Self.parts(table, row: $0) }
        // default: the chevron (8 × 14) at the left margin, the content view from 8
        // points after it to the right edge; the 17-point star at the right margin, the
        // title ending 16 points before it; the separator from the left edge to the
        // title's leading (right) edge.
        #expect(rows[0] == RowParts(content: CGRect(x: 24, y: 0, width: 296, height: 44),
                                    image: CGRect(x: 260.498, y: 12.692, width: 19.502, height: 18.616),
                                    text: CGRect(x: 8, y: 12, width: 236.498, height: 21),
                                    detail: .zero,
                                    accessory: CGRect(x: 16, y: 15, width: 8, height: 14),
                                    separator: CGRect(x: 0, y: 43, width: 268.498, height: 1)))
        // subtitle (a 64-point row at 1×): the checkmark (14 × 12) at the left, the
        // title above the detail.
        #expect(rows[1].accessory == CGRect(x: 16, y: 26, width: 14, height: 12))
        #expect([rows[1].text.maxX, rows[1].detail.maxX, rows[1].image.minX] == [238.498, 238.498, 254.498])
        // value1: the info button (22 points) at the left, the content view 282 points
        // wide after it, the detail text at its left (8 points after the button), the
        // star at its right margin and the title ending 16 points before the star.
        #expect(rows[2].accessory == CGRect(x: 16, y: 11, width: 22, height: 22))
        #expect(rows[2].content == CGRect(x: 38, y: 0, width: 282, height: 44))
        #expect(rows[2].detail.minX == 8)
        #expect(rows[2].image.minX == 246.498)
        #expect(rows[2].text.maxX == 230.498)
        #expect(rows[2].text.minX > rows[2].detail.maxX)
        // value2: the detail disclosure accessory (42 × 22) at the left, the content view
        // 262 points wide after it; the 75-point title column (subheadline) at the
        // content's right margin, the detail text 8 points to its left, to 8 points
        // after the accessory.
        #expect(rows[3].accessory == CGRect(x: 16, y: 11, width: 42, height: 22))
        #expect(rows[3].text == CGRect(x: 171, y: 13, width: 75, height: 18))
        #expect(rows[3].detail == CGRect(x: 8, y: 12, width: 155, height: 21))
    }

    @Test func theRightToLeftTextsOfEachStyleAt3x() {
        let (_, table, _) = Self.shown(rightToLeft: true, scale: 3)
        let rows = StyleRows.styles.indices.map { Self.parts(table, row: $0) }
        // At 3× a body line is 20⅓ points and a subheadline line 18; the separator is
        // one pixel. The horizontal places are the 1× ones.
        #expect(rows[0] == RowParts(content: CGRect(x: 24, y: 0, width: 296, height: 44),
                                    image: CGRect(x: 260.498, y: 12.692, width: 19.502, height: 18.616),
                                    text: CGRect(x: 8, y: 12, width: 236.498, height: 20.333),
                                    detail: .zero,
                                    accessory: CGRect(x: 16, y: 15, width: 8, height: 14),
                                    separator: CGRect(x: 0, y: 43.667, width: 268.498, height: 0.333)))
        #expect([rows[1].text, rows[1].detail] == [CGRect(x: 8, y: 11, width: 230.498, height: 20.333),
                                                   CGRect(x: 8, y: 33.333, width: 230.498, height: 18)])
        #expect(rows[2].detail == CGRect(x: 8, y: 12, width: 44, height: 20.333))
        #expect(rows[2].text.maxX == 230.498)
        #expect([rows[3].text, rows[3].detail] == [CGRect(x: 171, y: 13, width: 75, height: 18),
                                                   CGRect(x: 8, y: 12, width: 155, height: 20.333)])
    }

    @Test func theBuiltInLabelsAlignToTheirLeadingEdgeAndValue2sTitleToItsDetail() {
        for rightToLeft in [false, true] {
            let (_, table, _) = Self.shown(rightToLeft: rightToLeft)
            let value2 = table.cellForRow(at: IndexPath(row: 3, section: 0))!
            #expect(value2.textLabel!.textAlignment == (rightToLeft ? .left : .right))
            let value1 = table.cellForRow(at: IndexPath(row: 2, section: 0))!
            #expect(value1.textLabel!.textAlignment == .natural)
            #expect(value1.detailTextLabel!.textAlignment == .natural)
        }
    }

    @Test func aTablesSeparatorInsetIsMirroredRightToLeft() {
        let (_, table, _) = Self.shown(rightToLeft: true) { $0.separatorInset = EdgeInsets(top: 0, left: 30, bottom: 0, right: 10) }
        // UIKit flips a set separator inset's left and right in a right-to-left layout.
        #expect(Self.parts(table, row: 0).separator == CGRect(x: 10, y: 43, width: 280, height: 1))
    }

    @Test func editingControlsStandAtTheMirroredSides() {
        let (window, table, rows) = Self.shown(rightToLeft: true)
        defer { withExtendedLifetime(rows) {} }
        table.setEditing(true, animated: false)
        window.eventLoop.runOnce()
        let row = Self.parts(table, row: 0)
        // The reorder grip at the left, before the left margin; the delete control at
        // the right margin; the content moved aside from the right by the control's
        // indent (16 + 22), and from the left by the grip and its margin. Editing shows
        // no accessory (editingAccessoryType is none), so the content runs to the grip.
        let grip = TableViewCellEditingControl.gripSize
        #expect(row.controls.count == 2)
        #expect(row.controls.last == CGRect(x: 282, y: 11, width: 22, height: 22))
        #expect(row.controls.first?.minX == 16)
        #expect(row.controls.first?.width == grip.width)
        #expect(row.content == CGRect(x: grip.width + 16, y: 0, width: 320 - 38 - grip.width - 16, height: 44))
        // A tap on the delete control's side (the right) finds it; the left finds the grip.
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(cell.editingControlKind(at: CGPoint(x: 300, y: 22)) == .delete)
        #expect(cell.editingControlKind(at: CGPoint(x: 10, y: 22)) == .reorder)
        #expect(cell.editingControlKind(at: CGPoint(x: 160, y: 22)) == nil)
    }
}

extension CGRect {
    /// The rectangle to a thousandth of a point.
    var thousandths: CGRect {
        func round(_ value: CGFloat) -> CGFloat { (value * 1000).rounded() / 1000 }
        return CGRect(x: round(minX), y: round(minY), width: round(width), height: round(height))
    }
}
