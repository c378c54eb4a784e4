import Easel
import EaselGraphics
import Foundation
import Testing

/// StackView's five distributions, with three views whose intrinsic sizes are 40×30,
/// 20×10 and 10×20 (UIKit's frames for the constraints UIStackView makes).
@MainActor
@Suite struct StackViewDistributionTests {
    /// A horizontal stack of the three views, pinned at the window's top left with the
    /// given width (none: it takes its content's).
    private func stack(_ distribution: StackView.Distribution, width: CGFloat?, spacing: CGFloat = 0,
                       scale: CGFloat = 1, _ configure: ([View]) -> Void = { _ in }) -> (StackView, [View]) {
        let window = shownWindow(width: 200, height: 100, scale: scale)
        let views = [SizedView("a", CGSize(width: 40, height: 30)), SizedView("b", CGSize(width: 20, height: 10)),
                     SizedView("c", CGSize(width: 10, height: 20))]
        let stack = StackView(arrangedSubviews: views)
        stack.accessibilityIdentifier = "stack"
        stack.translatesAutoresizingMaskIntoConstraints = false
        stack.distribution = distribution
        stack.spacing = spacing
        configure(views)
        window.addSubview(stack)
        var constraints = [stack.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                           stack.topAnchor.constraint(equalTo: window.topAnchor)]
        if let width { constraints.append(stack.widthAnchor.constraint(equalToConstant: width)) }
        LayoutConstraint.activate(constraints)
        window.eventLoop.runOnce()
        return (stack, views)
    }

    @Test func arrangedViewsArePlacedByConstraints() {
        let (stack, views) = stack(.fill, width: nil)
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints && $0.superview === stack })
        #expect(stack.arrangedSubviews.count == 3)
        let identifiers = Set(stack.constraints.compactMap(\.identifier))
        #expect(identifiers == ["UISV-canvas-connection", "UISV-spacing", "UISV-alignment"])
    }

    @Test func fillTakesTheContentsSizeWhenUnconstrained() {
        let (stack, views) = stack(.fill, width: nil, spacing: 5)
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 30), CGRect(x: 45, y: 0, width: 20, height: 30),
                                       CGRect(x: 70, y: 0, width: 10, height: 30)])
    }

    @Test func fillGivesExtraLengthToTheViewThatHugsLeast() {
        let (_, views) = stack(.fill, width: 100, spacing: 5) { views in
            views[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        }
        #expect(views.map(\.frame.minX) == [0, 45, 90])
        #expect(views.map(\.frame.width) == [40, 40, 10])
    }

    @Test func fillTakesMissingLengthFromTheViewThatResistsLeast() {
        let (_, views) = stack(.fill, width: 60, spacing: 5) { views in
            views[0].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        }
        #expect(views.map(\.frame.width) == [20, 20, 10])
        #expect(views.map(\.frame.minX) == [0, 25, 50])
    }

    @Test func fillEquallyGivesEveryViewTheSameLength() {
        let (_, views) = stack(.fillEqually, width: 100, spacing: 5)
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 30, height: 30), CGRect(x: 35, y: 0, width: 30, height: 30),
                                       CGRect(x: 70, y: 0, width: 30, height: 30)])
    }

    @Test func fillProportionallySharesTheLengthByIntrinsicLength() {
        // Multipliers 40/70, 20/70, 10/70 of the stack's 140.
        let (_, views) = stack(.fillProportionally, width: 140)
        #expect(views.map(\.frame.width) == [80, 40, 20])
        #expect(views.map(\.frame.minX) == [0, 80, 120])
    }

    @Test func fillProportionallyWithSpacingLetsTheLastViewAbsorbTheDifference() {
        // UIKit's multipliers divide by the intrinsic lengths plus the spacing (80): 0.5,
        // 0.25, 0.125 of 140 leave 7.5 points over, which the last view (priority 997,
        // the lowest) takes.
        let (stack, views) = stack(.fillProportionally, width: 140, spacing: 5)
        #expect(views.map(\.frame.width) == [70, 35, 25])
        #expect(views.map(\.frame.minX) == [0, 75, 115])
        let proportional = stack.constraints.filter { $0.identifier == "UISV-fill-proportionally" }
        #expect(proportional.map(\.multiplier) == [0.5, 0.25, 0.125])
        #expect(proportional.map(\.priority) == [999, 998, 997])
    }

    @Test func equalSpacingKeepsSizesAndEqualizesTheGaps() {
        let (_, views) = stack(.equalSpacing, width: 100, spacing: 5)
        #expect(views.map(\.frame.width) == [40, 20, 10])
        #expect(views.map(\.frame.minX) == [0, 55, 90])
    }

    @Test func equalSpacingNeverGoesBelowTheSpacing() {
        let (_, views) = stack(.equalSpacing, width: 70, spacing: 5) { views in
            views[2].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        }
        #expect(views.map(\.frame.minX) == [0, 45, 70])
        #expect(views.map(\.frame.width) == [40, 20, 0])
    }

    @Test func equalCenteringSpacesTheCentersEqually() {
        // Centers at 20 and 95 (the ends), so the middle one's at 57.5.
        let (_, views) = stack(.equalCentering, width: 100, scale: 2)
        #expect(views.map(\.frame.midX) == [20, 57.5, 95])
        #expect(views.map(\.frame.width) == [40, 20, 10])
    }
}
