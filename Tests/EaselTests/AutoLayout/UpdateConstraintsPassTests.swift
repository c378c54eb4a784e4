import Easel
import EaselGraphics
import Foundation
import Testing

/// The update-constraints pass: bottom-up, before layout in each commit; constraint
/// changes mark it; a constant change costs one pass; overrides must call super.
@MainActor
@Suite struct UpdateConstraintsPassTests {
    /// A container pinned in the window holding two views side by side.
    private func settledRow() -> (Window, View, View, View, LayoutConstraint) {
        let window = shownWindow(width: 200, height: 100)
        let container = constrainedView("container")
        let left = constrainedView("left"), right = constrainedView("right")
        window.addSubview(container)
        container.addSubview(left)
        container.addSubview(right)
        container.pinEdges(to: window, insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        let leftWidth = left.widthAnchor.constraint(equalToConstant: 60)
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            leftWidth,
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 5),
            right.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ] + [left, right].flatMap { [$0.topAnchor.constraint(equalTo: container.topAnchor),
                                     $0.bottomAnchor.constraint(equalTo: container.bottomAnchor)] })
        return (window, container, left, right, leftWidth)
    }

    @Test func theFirstCommitUpdatesConstraintsBottomUpThenLaysOutTopDown() {
        let (window, container, left, right, _) = settledRow()
        let events = trace { window.eventLoop.runOnce() }
        #expect(events == [
            "updateConstraints left", "updateConstraints right", "updateConstraints container", "updateConstraints Window",
            "layoutSubviews Window", "layoutSubviews container", "layoutSubviews left", "layoutSubviews right",
        ])
        #expect(container.frame == CGRect(x: 10, y: 10, width: 180, height: 80))
        #expect(left.frame == CGRect(x: 0, y: 0, width: 60, height: 80))
        #expect(right.frame == CGRect(x: 65, y: 0, width: 115, height: 80))
    }

    @Test func marksInOneTurnGiveOnePassBottomUpBeforeLayout() {
        let (window, container, left, right, _) = settledRow()
        window.eventLoop.runOnce()
        let events = trace {
            for view in [container, right, left, window, right] { view.setNeedsUpdateConstraints() }
            container.setNeedsLayout()
            window.eventLoop.runOnce()
        }
        #expect(events == ["updateConstraints left", "updateConstraints right", "updateConstraints container",
                           "updateConstraints Window", "layoutSubviews container"])
    }

    @Test func aConstantChangeIsOnePassThatMovesOnlyWhatChanges() {
        let (window, _, left, right, leftWidth) = settledRow()
        window.eventLoop.runOnce()
        let events = trace {
            leftWidth.constant = 80
            leftWidth.constant = 90
            window.eventLoop.runOnce()
            window.eventLoop.runOnce()
        }
        #expect(events == ["layoutSubviews container", "layoutSubviews left", "layoutSubviews right"])
        #expect(left.frame == CGRect(x: 0, y: 0, width: 90, height: 80))
        #expect(right.frame == CGRect(x: 95, y: 0, width: 85, height: 80))
    }

    @Test func layoutIfNeededAppliesAConstantChangeAtOnce() {
        let (window, container, left, _, leftWidth) = settledRow()
        window.eventLoop.runOnce()
        leftWidth.constant = 20
        container.layoutIfNeeded()
        #expect(left.frame.width == 20)
    }

    @Test func updateConstraintsIfNeededRunsTheSubtreeNow() {
        let (window, container, left, right, _) = settledRow()
        window.eventLoop.runOnce()
        let events = trace {
            left.setNeedsUpdateConstraints()
            right.setNeedsUpdateConstraints()
            window.setNeedsUpdateConstraints()
            #expect(container.needsUpdateConstraints() == false)
            #expect(left.needsUpdateConstraints())
            container.updateConstraintsIfNeeded()
        }
        #expect(events == ["updateConstraints left", "updateConstraints right"])
        #expect(window.needsUpdateConstraints())
    }

    @Test func constraintsMadeInUpdateConstraintsAreSolvedInTheSamePass() {
        final class SelfConstrainingView: View {
            var made = false
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() {
                if !made, let superview {
                    made = true
                    pinEdges(to: superview, insets: EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
                }
                super.updateConstraints()
            }
        }
        let window = shownWindow(width: 50, height: 50)
        let view = SelfConstrainingView(frame: .zero)
        view.accessibilityIdentifier = "self"
        view.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(view)
        let events = trace { window.eventLoop.runOnce() }
        #expect(view.frame == CGRect(x: 4, y: 4, width: 42, height: 42))
        #expect(events.first == "updateConstraints self")
        #expect(events.contains("layoutSubviews Window"))
    }

    @Test func aConstantChangedDuringLayoutIsLaidOutInTheSameCommit() {
        // Layout dirties the constraints; the commit goes round again, within its bound.
        final class HalvingView: View {
            var childWidth: LayoutConstraint?
            override func layoutSubviews() {
                super.layoutSubviews()
                childWidth?.constant = bounds.width / 2
            }
        }
        let window = shownWindow(width: 200, height: 100)
        let container = HalvingView(frame: .zero)
        container.accessibilityIdentifier = "container"
        container.translatesAutoresizingMaskIntoConstraints = false
        let child = constrainedView("child")
        window.addSubview(container)
        container.addSubview(child)
        container.pinEdges(to: window)
        let width = child.widthAnchor.constraint(equalToConstant: 10)
        container.childWidth = width
        LayoutConstraint.activate([width, child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                   child.topAnchor.constraint(equalTo: container.topAnchor),
                                   child.heightAnchor.constraint(equalToConstant: 10)])
        let events = trace { window.eventLoop.runOnce() }
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
        #expect(events.filter { $0 == "layoutSubviews container" }.count == 2)
        #expect(events.filter { $0.hasPrefix("commit") }.isEmpty)
    }

    @Test func anOverrideThatDoesNotCallSuperIsReportedAsUIKitReportsIt() {
        final class ForgetfulView: View {
            override func updateConstraints() {}
        }
        let window = shownWindow(width: 50, height: 50)
        let view = ForgetfulView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        view.accessibilityIdentifier = "forgetful"
        window.addSubview(view)
        window.eventLoop.runOnce()
        var events: [TraceEvent] = []
        let (_, messages) = Diagnostics.collect {
            events = Trace.capture {
                view.setNeedsUpdateConstraints()
                window.eventLoop.runOnce()
            }
        }
        #expect(messages == [
            "The layout constraints still need update after sending -updateConstraints to "
                + "<ForgetfulView: forgetful; frame = (0 0; 20 10)>. ForgetfulView or one of its superclasses may have "
                + "overridden -updateConstraints without calling super. Or, something may have dirtied layout "
                + "constraints in the middle of updating them.  Both are programming errors.",
        ])
        #expect(events.contains { $0.event == "diagnostic" && $0.view == "forgetful" })
        #expect(!view.needsUpdateConstraints())
        let later = trace { window.eventLoop.runOnce() }
        #expect(later.isEmpty)
    }
}
