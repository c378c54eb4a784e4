import Easel
import EaselGraphics
import Foundation
import Testing

/// StackView's six alignments, margins-relative arrangement, custom spacing and hidden
/// views collapsing.
@MainActor
@Suite struct StackViewAlignmentTests {
    /// A horizontal stack of views with intrinsic sizes 40×30, 20×10 and 10×20, pinned at
    /// the window's top left and otherwise sized by its content.
    private func stack(_ alignment: StackView.Alignment) -> (StackView, [View]) {
        let window = shownWindow(width: 200, height: 100)
        let views = [SizedView("a", CGSize(width: 40, height: 30)), SizedView("b", CGSize(width: 20, height: 10)),
                     SizedView("c", CGSize(width: 10, height: 20))]
        let stack = StackView(arrangedSubviews: views)
        stack.alignment = alignment
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   stack.topAnchor.constraint(equalTo: window.topAnchor)])
        window.eventLoop.runOnce()
        return (stack, views)
    }

    @Test func fillStretchesEveryViewAcrossTheStack() {
        let (stack, views) = stack(.fill)
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 70, height: 30))
        #expect(views.map(\.frame.minY) == [0, 0, 0])
        #expect(views.map(\.frame.height) == [30, 30, 30])
    }

    @Test func topAlignsLeadingEdgesAndKeepsHeights() {
        let (stack, views) = stack(.top)
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 70, height: 30))
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 30), CGRect(x: 40, y: 0, width: 20, height: 10),
                                       CGRect(x: 60, y: 0, width: 10, height: 20)])
        #expect(stack.arrangementGuideIdentifiers == ["UISV-alignment-spanner"])
    }

    @Test func centerAlignsCenters() {
        let (stack, views) = stack(.center)
        #expect(stack.frame.height == 30)
        #expect(views.map(\.frame.minY) == [0, 10, 5])
    }

    @Test func bottomAlignsTrailingEdges() {
        let (stack, views) = stack(.bottom)
        #expect(stack.frame.height == 30)
        #expect(views.map(\.frame.minY) == [0, 20, 10])
        #expect(views.map(\.frame.height) == [30, 10, 20])
    }

    @Test func firstAndLastBaselinesOfViewsWithoutTextAreTheirBottoms() {
        // UIKit also evens the widths in a fill distribution (UISV-text-width-disambiguation
        // at 760, above compression resistance): each gets a third of the stack, 40.
        for alignment in [StackView.Alignment.firstBaseline, .lastBaseline] {
            let (stack, views) = stack(alignment)
            #expect(views.map(\.frame.maxY) == [30, 30, 30])
            #expect(views.map(\.frame.width) == [40, 40, 40])
            #expect(stack.frame.width == 120)
        }
    }

    /// A stack of a 17-point and a 34-point label aligned on a baseline, laid out at 2×.
    /// A stack of a 17- and a 34-point label in a window at scale 2; the window is
    /// returned too, so that the labels keep its scale (their sizes are on its pixel grid).
    private func labels(_ alignment: StackView.Alignment) -> (Window, StackView, Label, Label) {
        let window = shownWindow(width: 300, height: 100, scale: 2)
        let small = Label(frame: .zero), large = Label(frame: .zero)
        small.text = "Small"
        large.text = "Large"
        large.font = .systemFont(ofSize: 34)
        let stack = StackView(arrangedSubviews: [small, large])
        stack.alignment = alignment
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   stack.topAnchor.constraint(equalTo: window.topAnchor)])
        window.eventLoop.runOnce()
        return (window, stack, small, large)
    }

    /// Where a label's text puts its baseline (single line: first and last are one).
    private func drawnBaseline(_ label: Label) -> CGFloat {
        let layout = TextLayout(label.text!, attributes: label.textAttributes)
        return label.frame.minY + (label.frame.height - layout.size.height) / 2 + layout.firstBaselineOffsetFromTop
    }

    @Test func lastBaselineAlignsTheTextAndTheStackEndsAtTheFirstView() {
        // UIKit connects only the first view's bottom to the stack's (`V:[first]-(>=0)-|`)
        // and pulls the stack's height to 0 at 49: the larger label hangs below it.
        let (window, stack, small, large) = labels(.lastBaseline)
        defer { withExtendedLifetime(window) {} }
        #expect(abs(drawnBaseline(small) - drawnBaseline(large)) <= 0.25)
        #expect(stack.frame.maxY == small.frame.maxY)
        #expect(large.frame.maxY > stack.frame.maxY)
    }

    @Test func firstBaselineAlignsTheTextOfLabelsOfDifferentSizes() {
        let (window, stack, small, large) = labels(.firstBaseline)
        defer { withExtendedLifetime(window) {} }
        // Equal to within the rounding of the small label's top to half points.
        #expect(abs(drawnBaseline(small) - drawnBaseline(large)) <= 0.25)
        #expect(large.frame.minY == 0)
        #expect(small.frame.minY > 0)
        #expect(small.frame.size.height == small.intrinsicContentSize.height)
        #expect(large.frame.size == large.intrinsicContentSize)
        // Each label is pulled to half the stack's width at 760; with the spacing, both
        // cannot have it, and one gives up the 8 points.
        #expect(large.frame.width == stack.frame.width / 2)
        #expect(small.frame.width + 8 + large.frame.width == stack.frame.width)
    }

    @Test func marginsRelativeArrangementSpacingAndHiddenViewsInAVerticalStack() {
        let window = shownWindow(width: 100, height: 200)
        let views = [SizedView("a", CGSize(width: 10, height: 30)), SizedView("b", CGSize(width: 10, height: 10)),
                     SizedView("c", CGSize(width: 10, height: 20))]
        let stack = StackView(arrangedSubviews: views)
        stack.accessibilityIdentifier = "stack"
        stack.axis = .vertical
        stack.spacing = 6
        stack.isLayoutMarginsRelativeArrangement = true
        stack.layoutMargins = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        LayoutConstraint.activate([stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   stack.trailingAnchor.constraint(equalTo: window.trailingAnchor),
                                   stack.topAnchor.constraint(equalTo: window.topAnchor)])
        window.eventLoop.runOnce()
        #expect(views.map(\.frame) == [CGRect(x: 4, y: 4, width: 92, height: 30), CGRect(x: 4, y: 40, width: 92, height: 10),
                                       CGRect(x: 4, y: 56, width: 92, height: 20)])
        #expect(stack.frame.height == 80)
        // Hiding collapses the view and its spacing.
        views[1].isHidden = true
        let events = trace { window.eventLoop.runOnce() }
        #expect(events.first == "updateConstraints stack")
        #expect(views[1].frame == CGRect(x: 4, y: 40, width: 92, height: 0))
        #expect(views[2].frame == CGRect(x: 4, y: 40, width: 92, height: 20))
        #expect(stack.frame.height == 64)
        // A custom spacing after the first view.
        views[1].isHidden = false
        stack.setCustomSpacing(12, after: views[0])
        #expect(stack.customSpacing(after: views[0]) == 12)
        #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
        window.eventLoop.runOnce()
        #expect(views.map(\.frame.minY) == [4, 46, 62])
        // Removing an arranged view from the stack view takes it out of the arrangement.
        views[1].removeFromSuperview()
        window.eventLoop.runOnce()
        #expect(stack.arrangedSubviews.count == 2)
        #expect(views[2].frame.minY == 46)
    }
}

extension StackView {
    /// The identifiers of the guides of the stack's arrangement.
    var arrangementGuideIdentifiers: [String] { layoutGuides.map(\.identifier) }
}
