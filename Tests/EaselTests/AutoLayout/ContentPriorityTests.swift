import Easel
import EaselGraphics
import Foundation
import Testing

/// Intrinsic content size with content hugging (250) and compression resistance (750):
/// which of two labels in a row grows or shrinks.
@MainActor
@Suite struct ContentPriorityTests {
    /// Two labels in a row across a container of `width`: pinned to its edges, 8 apart.
    private func row(width: CGFloat, _ configure: (Label, Label) -> Void) -> (Label, Label) {
        let window = shownWindow(width: width, height: 40)
        let first = Label(frame: .zero), second = Label(frame: .zero)
        first.text = "Name"
        second.text = "A longer value"
        for (label, id) in [(first, "first"), (second, "second")] {
            label.accessibilityIdentifier = id
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
        }
        configure(first, second)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            first.topAnchor.constraint(equalTo: window.topAnchor),
            second.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.eventLoop.runOnce()
        return (first, second)
    }

    @Test func labelsReportTheirTextSizeAsIntrinsicSize() {
        let label = Label(frame: .zero)
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Name"
        #expect(label.intrinsicContentSize == label.sizeThatFits(.zero))
        #expect(label.intrinsicContentSize.width > 30)
        let image = ImageView(image: Image(bitmap: Bitmap(width: 6, height: 4), scale: 2))
        #expect(image.intrinsicContentSize == CGSize(width: 3, height: 2))
        #expect(ImageView(frame: .zero).intrinsicContentSize == CGSize(width: -1, height: -1))
    }

    @Test func theLabelThatHugsLessTakesTheExtraSpace() {
        let (first, second) = row(width: 300) { first, _ in first.setContentHuggingPriority(.defaultLow + 1, for: .horizontal) }
        let firstWidth = first.intrinsicContentSize.width
        #expect(first.frame == CGRect(x: 0, y: 0, width: firstWidth, height: first.intrinsicContentSize.height))
        #expect(second.frame.minX == firstWidth + 8)
        #expect(second.frame.width == 300 - firstWidth - 8)
        #expect(second.frame.height == second.intrinsicContentSize.height)
    }

    @Test func raisingTheOtherLabelsHuggingStretchesTheFirst() {
        let (first, second) = row(width: 300) { _, second in second.setContentHuggingPriority(.defaultLow + 1, for: .horizontal) }
        let secondWidth = second.intrinsicContentSize.width
        #expect(second.frame.width == secondWidth)
        #expect(second.frame.maxX == 300)
        #expect(first.frame.width == 300 - 8 - secondWidth)
    }

    @Test func theLabelThatResistsLessIsCompressed() {
        let (first, second) = row(width: 100) { _, second in
            second.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        }
        let firstWidth = first.intrinsicContentSize.width
        #expect(first.frame.width == firstWidth)
        #expect(second.frame == CGRect(x: firstWidth + 8, y: 0, width: 100 - firstWidth - 8,
                                       height: second.intrinsicContentSize.height))
    }

    @Test func invalidatingTheIntrinsicSizeLaysOutAgain() {
        let window = shownWindow(width: 200, height: 100)
        let sized = SizedView("sized", CGSize(width: 40, height: 10))
        window.addSubview(sized)
        LayoutConstraint.activate([
            sized.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            sized.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.eventLoop.runOnce()
        #expect(sized.frame == CGRect(x: 0, y: 0, width: 40, height: 10))
        let events = trace {
            sized.size = CGSize(width: 60, height: 12)
            window.eventLoop.runOnce()
        }
        #expect(sized.frame == CGRect(x: 0, y: 0, width: 60, height: 12))
        #expect(events == ["updateConstraints sized", "layoutSubviews Window", "layoutSubviews sized"])
    }

    @Test func aLabelsTextChangeResizesIt() {
        let window = shownWindow(width: 300, height: 100)
        let label = Label(frame: .zero)
        label.accessibilityIdentifier = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Hi"
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 10),
        ])
        window.eventLoop.runOnce()
        let short = label.frame.width
        label.text = "Hi there, a longer text"
        window.eventLoop.runOnce()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(label.frame.width > short)
    }
}
