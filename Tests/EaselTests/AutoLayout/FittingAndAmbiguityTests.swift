import Easel
import EaselGraphics
import Foundation
import Testing

/// `systemLayoutSizeFitting` and the ambiguity debugging methods.
@MainActor
@Suite struct FittingAndAmbiguityTests {
    /// A cell: a title label over a body label, inset by 10, the body wrapping.
    private func cell() -> (View, Label, Label) {
        let cell = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = Label(frame: .zero), body = Label(frame: .zero)
        title.text = "Title"
        body.text = "Body"
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(label)
        }
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 10),
            title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -10),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
            body.trailingAnchor.constraint(lessThanOrEqualTo: cell.trailingAnchor, constant: -10),
            body.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -10),
        ])
        return (cell, title, body)
    }

    @Test func compressedSizeIsTheContentsSize() {
        let (cell, title, body) = cell()
        let size = cell.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        let widest = max(title.intrinsicContentSize.width, body.intrinsicContentSize.width)
        #expect(size == CGSize(width: widest + 20,
                               height: title.intrinsicContentSize.height + body.intrinsicContentSize.height + 24))
        // Fitting lays nothing out and leaves the frame alone.
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(title.frame == .zero)
    }

    @Test func aRequiredWidthFixesTheWidthAndTheHeightFollows() {
        let (cell, title, body) = cell()
        let size = cell.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 375, height: title.intrinsicContentSize.height + body.intrinsicContentSize.height + 24))
    }

    @Test func fittingSizesRoundToThePixelGrid() {
        let window = shownWindow(width: 300, height: 300, scale: 3)
        let box = constrainedView("box")
        window.addSubview(box)
        LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 173.5),
                                   box.heightAnchor.constraint(equalToConstant: 10.25)])
        let size = box.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        #expect(size.width * 3 == 521)
        #expect(size.height * 3 == 31)
    }

    @Test func aViewWithEveryEdgeFixedIsNotAmbiguous() {
        let window = shownWindow(width: 100, height: 100)
        let box = constrainedView("box")
        window.addSubview(box)
        box.pinEdges(to: window, insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        window.eventLoop.runOnce()
        #expect(!box.hasAmbiguousLayout)
        #expect(!window.hasAmbiguousLayout)
        box.exerciseAmbiguityInLayout()
        #expect(box.frame == CGRect(x: 2, y: 1, width: 94, height: 96))
    }

    @Test func aMissingPositionIsAmbiguousAndExercisingMovesTheView() {
        let window = shownWindow(width: 300, height: 100)
        let box = constrainedView("box")
        window.addSubview(box)
        LayoutConstraint.activate([box.topAnchor.constraint(equalTo: window.topAnchor),
                                   box.widthAnchor.constraint(equalToConstant: 20),
                                   box.heightAnchor.constraint(equalToConstant: 20)])
        window.eventLoop.runOnce()
        #expect(box.hasAmbiguousLayout)
        let before = box.frame
        box.exerciseAmbiguityInLayout()
        #expect(box.frame.minX == before.minX + 100)
        #expect(box.frame.minY == before.minY && box.frame.size == before.size)
        box.exerciseAmbiguityInLayout()
        #expect(box.frame.minX == before.minX - 100)
    }

    @Test func equalHuggingPrioritiesAreAmbiguous() {
        let window = shownWindow(width: 200, height: 40)
        let (a, b) = (SizedView("a", CGSize(width: 30, height: 10)), SizedView("b", CGSize(width: 30, height: 10)))
        window.addSubview(a)
        window.addSubview(b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            a.topAnchor.constraint(equalTo: window.topAnchor), b.topAnchor.constraint(equalTo: window.topAnchor),
        ])
        window.eventLoop.runOnce()
        #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
        let widths = [a.frame.width, b.frame.width]
        a.exerciseAmbiguityInLayout()
        #expect(a.frame.width + b.frame.width == 200)
        #expect([a.frame.width, b.frame.width] != widths)
        b.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        window.eventLoop.runOnce()
        #expect(!a.hasAmbiguousLayout)
    }
}
