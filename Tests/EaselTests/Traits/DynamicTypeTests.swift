@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// Preferred fonts follow Apple's Dynamic Type table; `FontMetrics` scales by a style's
/// growth; a label that adjusts its font resizes and is laid out again on a change.
@MainActor
@Suite struct DynamicTypeTests {
    /// "size/leading" of each style from extra small to accessibility XXXL (Human
    /// Interface Guidelines, Typography, iOS).
    static let table: [(Font.TextStyle, String)] = [
        (.largeTitle, "31/38 32/39 33/40 34/41 36/43 38/46 40/48 44/52 48/57 52/61 56/66 60/70"),
        (.title1, "25/31 26/32 27/33 28/34 30/37 32/39 34/41 38/46 43/51 48/57 53/62 58/68"),
        (.title2, "19/24 20/25 21/26 22/28 24/30 26/32 28/34 34/41 39/47 44/52 50/59 56/66"),
        (.title3, "17/22 18/23 19/24 20/25 22/28 24/30 26/32 31/38 37/44 43/51 49/58 55/65"),
        (.headline, "14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62"),
        (.body, "14/19 15/20 16/21 17/22 19/24 21/26 23/29 28/34 33/40 40/48 47/56 53/62"),
        (.callout, "13/18 14/19 15/20 16/21 18/23 20/25 22/28 26/32 32/39 38/46 44/52 51/60"),
        (.subheadline, "12/16 13/18 14/19 15/20 17/22 19/24 21/28 25/31 30/37 36/43 42/50 49/58"),
        (.footnote, "12/16 12/16 12/16 13/18 15/20 17/22 19/24 23/29 27/33 33/40 38/46 44/52"),
        (.caption1, "11/13 11/13 11/13 12/16 14/19 16/21 18/23 22/28 26/32 32/39 37/44 43/51"),
        (.caption2, "11/13 11/13 11/13 11/13 13/18 15/20 17/22 20/25 24/30 29/35 34/41 40/48"),
    ]

    @Test func everyStyleAtEveryCategoryHasAppleSizeLeadingAndWeight() {
        #expect(Self.table.map(\.0) == Font.TextStyle.allCases)
        for (style, row) in Self.table {
            let sizes = ContentSizeCategory.allCategories.map { style.size(for: $0) }
            #expect(sizes.map { "\(Int($0.pointSize))/\(Int($0.leading))" }.joined(separator: " ") == row, "\(style)")
            #expect(sizes.allSatisfy { $0.weight == (style == .headline ? .semibold : .regular) }, "\(style)")
            for (category, size) in zip(ContentSizeCategory.allCategories, sizes) {
                let font = Font.preferredFont(forTextStyle: style,
                                              compatibleWith: TraitCollection(preferredContentSizeCategory: category))
                #expect(font.pointSize == size.pointSize, "\(style) \(category.name)")
                #expect(font.fontName == Font.systemFont(ofSize: size.pointSize, weight: size.weight).fontName)
            }
        }
        // Unspecified is the default size; no traits means the current ones.
        #expect(Font.preferredFont(forTextStyle: .body).pointSize == 17)
        let large = TraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        #expect(large.performAsCurrent { Font.preferredFont(forTextStyle: .body).pointSize } == 33)
    }

    @Test func fontMetricsScaleByTheStylesGrowthUpToAMaximum() {
        let extraLarge = TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let title = FontMetrics(forTextStyle: .title1)
        #expect(title.scaledValue(for: 14, compatibleWith: extraLarge) == CGFloat(14) * 34 / 28)
        #expect(FontMetrics.default.scaledValue(for: 10, compatibleWith: extraLarge) == CGFloat(10) * 23 / 17)
        let custom = Font.systemFont(ofSize: 20)
        #expect(title.scaledFont(for: custom, compatibleWith: extraLarge).pointSize == CGFloat(20) * 34 / 28)
        #expect(title.scaledFont(for: custom, maximumPointSize: 22, compatibleWith: extraLarge).pointSize == 22)
        #expect(title.scaledFont(for: custom, maximumPointSize: 0, compatibleWith: extraLarge).pointSize == CGFloat(20) * 34 / 28)
        #expect(title.scaledFont(for: custom, compatibleWith: TraitCollection()).pointSize == 20)
        // A scaled font keeps scaling from its default size, whatever size it has now.
        let scaled = title.scaledFont(for: custom, maximumPointSize: 30, compatibleWith: extraLarge)
        #expect(scaled.adjusted(for: TraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == CGFloat(20) * 25 / 28)
        #expect(scaled.adjusted(for: TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
            .pointSize == 30)
        #expect(custom.adjusted(for: extraLarge) == custom)
    }

    @Test func aLabelThatAdjustsItsFontResizesAndIsLaidOutAgainOnACategoryChange() {
        let window = shownWindow(width: 200, height: 100)
        let label = Label(frame: .zero)
        label.accessibilityIdentifier = "label"
        label.text = "Hello"
        label.font = .preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.translatesAutoresizingMaskIntoConstraints = false
        let fixed = Label(frame: .zero)
        fixed.text = "Hello"
        fixed.font = .preferredFont(forTextStyle: .body)
        window.addSubview(label)
        window.addSubview(fixed)
        LayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   label.topAnchor.constraint(equalTo: window.topAnchor)])
        window.eventLoop.runOnce()
        let before = label.frame.size
        #expect(label.font.pointSize == 17)
        let events = trace {
            window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
            window.eventLoop.runOnce()
        }
        #expect(label.font.pointSize == 28)
        #expect(fixed.font.pointSize == 17)
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.width > before.width && label.frame.height > before.height)
        #expect(events.filter { $0.hasPrefix("draw") } == ["draw label [0,0,\(Self.number(label.bounds.width)),\(Self.number(label.bounds.height))]"])
        // A label shown in a window with a larger category adjusts when it enters it.
        let late = Label(frame: .zero)
        late.font = .preferredFont(forTextStyle: .caption1)
        late.adjustsFontForContentSizeCategory = true
        window.addSubview(late)
        #expect(late.font.pointSize == 22)
    }

    @Test func aTextFieldAndATextViewThatAdjustTheirFontsResizeOnACategoryChange() {
        let window = shownWindow(width: 300, height: 200)
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        field.adjustsFontForContentSizeCategory = true
        let fixedField = TextField(frame: CGRect(x: 0, y: 40, width: 200, height: 40))
        let textView = TextView(frame: CGRect(x: 0, y: 80, width: 200, height: 100))
        textView.font = .preferredFont(forTextStyle: .footnote)
        textView.adjustsFontForContentSizeCategory = true
        let fixedView = TextView(frame: CGRect(x: 0, y: 80, width: 200, height: 100))
        fixedView.font = .preferredFont(forTextStyle: .footnote)
        for view in [field, fixedField, textView, fixedView] as [View] { window.addSubview(view) }
        window.eventLoop.runOnce()
        #expect([field.font?.pointSize, textView.font?.pointSize] == [17, 13])
        window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        window.eventLoop.runOnce()
        #expect([field.font?.pointSize, textView.font?.pointSize] == [28, 23])
        #expect([fixedField.font?.pointSize, fixedView.font?.pointSize] == [17, 13])
        // One made to adjust in a window with a larger category adjusts at once.
        fixedField.adjustsFontForContentSizeCategory = true
        #expect(fixedField.font?.pointSize == 28)
    }

    @Test func aLabelsAttributedRunsEachScaleByTheirOwnTextStyle() {
        let window = shownWindow(width: 300, height: 100)
        let label = Label(frame: .zero)
        let text = NSMutableAttributedString(string: "Title ", attributes: [.font: Font.preferredFont(forTextStyle: .headline)])
        text.append(NSAttributedString(string: "note ", attributes: [.font: Font.preferredFont(forTextStyle: .caption1)]))
        text.append(NSAttributedString(string: "fixed", attributes: [.font: Font.systemFont(ofSize: 13)]))
        label.attributedText = text
        label.adjustsFontForContentSizeCategory = true
        window.addSubview(label)
        window.eventLoop.runOnce()
        func runSizes() -> [CGFloat] {
            var sizes: [CGFloat] = []
            label.attributedText!.enumerateAttribute(.font, in: NSRange(location: 0, length: 16)) { value, _, _ in
                sizes.append((value as! Font).pointSize)
            }
            return sizes
        }
        #expect(runSizes() == [17, 12, 13])
        window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        window.eventLoop.runOnce()
        // Headline and caption 1 at Accessibility Medium: 28 and 22 points.
        #expect(runSizes() == [28, 22, 13])
        #expect(label.font.pointSize == 28)
        #expect(label.font == .preferredFont(forTextStyle: .headline,
                                             compatibleWith: TraitCollection(preferredContentSizeCategory: .accessibilityMedium)))
        #expect(label.intrinsicContentSize.height == ceil(label.font.lineHeight))
        window.traitOverrides.preferredContentSizeCategory = .large
        window.eventLoop.runOnce()
        #expect(runSizes() == [17, 12, 13])
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
