import Easel
import EaselGraphics
import Foundation
import Testing

/// Activating and deactivating, where constraints are installed, removal from the
/// superview, priorities, and hierarchies outside a window.
@MainActor
@Suite struct ConstraintLifecycleTests {
    @Test func activationInstallsOnTheNearestCommonAncestor() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let row = constrainedView("row"), a = constrainedView("a"), b = constrainedView("b")
        root.addSubview(row)
        row.addSubview(a)
        row.addSubview(b)
        let spacing = b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8)
        let width = a.widthAnchor.constraint(equalToConstant: 10)
        let pin = row.topAnchor.constraint(equalTo: root.topAnchor)
        #expect(!spacing.isActive)
        LayoutConstraint.activate([spacing, width, pin])
        #expect(row.constraints.map { $0 === spacing } == [true])
        #expect(a.constraints.map { $0 === width } == [true])
        #expect(root.constraints.map { $0 === pin } == [true])
        LayoutConstraint.deactivate([spacing])
        #expect(!spacing.isActive && row.constraints.isEmpty)
        row.addConstraint(spacing)
        #expect(spacing.isActive && row.constraints.count == 1)
        row.removeConstraint(spacing)
        #expect(!spacing.isActive)
    }

    @Test func itemsWithoutACommonAncestorAreReportedAndStayInactive() {
        let a = constrainedView("a"), b = constrainedView("b")
        let constraint = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        let (_, messages) = Diagnostics.collect { constraint.isActive = true }
        #expect(!constraint.isActive)
        #expect(messages == ["Unable to activate constraint with anchors \"View:a.leading\" and \"View:b.leading\" "
            + "because they have no common ancestor.  Does the constraint or its anchors reference items in different "
            + "view hierarchies?  That's illegal."])
    }

    @Test func malformedConstraintsFromItemsAreReportedNotCrashing() {
        let parent = View(frame: .zero), child = constrainedView("child")
        parent.addSubview(child)
        let mixed = LayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: parent,
                                     attribute: .left, multiplier: 1, constant: 0)
        let positionToConstant = LayoutConstraint(item: child, attribute: .top, relatedBy: .equal, toItem: nil,
                                                  attribute: .notAnAttribute, multiplier: 1, constant: 5)
        let (_, messages) = Diagnostics.collect {
            mixed.isActive = true
            positionToConstant.isActive = true
        }
        #expect(!mixed.isActive && !positionToConstant.isActive)
        #expect(messages.count == 2)
        #expect(messages[1].hasSuffix("because it is not a valid constraint: a constraint on top needs a second item "
            + "(only sizes can equal a constant)"))
        let valid = LayoutConstraint(item: child, attribute: .width, relatedBy: .equal, toItem: parent,
                                     attribute: .width, multiplier: 0.5, constant: 2)
        valid.isActive = true
        #expect(valid.isActive)
    }

    @Test func removingAViewFromItsSuperviewRemovesTheConstraintsThatCrossOut() {
        let window = shownWindow(width: 100, height: 100)
        let card = constrainedView("card"), title = constrainedView("title"), other = constrainedView("other")
        window.addSubview(card)
        window.addSubview(other)
        card.addSubview(title)
        card.pinEdges(to: window, insets: EdgeInsets(top: 10, left: 10, bottom: 50, right: 10))
        let inner = title.topAnchor.constraint(equalTo: card.topAnchor, constant: 4)
        let across = other.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4)
        LayoutConstraint.activate([
            inner, title.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            title.widthAnchor.constraint(equalToConstant: 30), title.heightAnchor.constraint(equalToConstant: 10),
            across, other.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            other.widthAnchor.constraint(equalToConstant: 5), other.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.eventLoop.runOnce()
        #expect(other.frame.minY == 28)
        let cardConstraints = window.constraints.filter { $0.firstItem === card || $0.secondItem === card }
        card.removeFromSuperview()
        #expect(!across.isActive)
        #expect(cardConstraints.allSatisfy { !$0.isActive })
        #expect(inner.isActive)
        #expect(card.constraints.count == 2)
        // The card, outside the window, is still laid out by its own constraints.
        card.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        card.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 0, y: 4, width: 30, height: 10))
        // Back in the window, its constraints join the window's engine.
        window.addSubview(card)
        card.pinEdges(to: window, insets: EdgeInsets(top: 20, left: 20, bottom: 20, right: 20))
        window.eventLoop.runOnce()
        #expect(card.frame == CGRect(x: 20, y: 20, width: 60, height: 60))
        #expect(title.frame == CGRect(x: 0, y: 4, width: 30, height: 10))
    }

    @Test func aHierarchyOutsideAWindowIsLaidOutByLayoutIfNeeded() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        let box = constrainedView("box")
        root.addSubview(box)
        box.pinEdges(to: root, insets: EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(box.frame == .zero)
        let events = trace { root.layoutIfNeeded() }
        #expect(events == ["updateConstraints box", "updateConstraints View", "layoutSubviews View", "layoutSubviews box"])
        #expect(box.frame == CGRect(x: 2, y: 1, width: 114, height: 76))
    }

    @Test func priorityCannotSwitchBetweenRequiredAndOptionalOnAnActiveConstraint() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let box = constrainedView("box")
        parent.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 40)
        width.priority = .defaultLow
        width.priority = .required
        width.isActive = true
        let (_, messages) = Diagnostics.collect {
            width.priority = .defaultLow
            width.priority = 0
        }
        #expect(width.priority == .required)
        #expect(messages == [
            "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  "
                + "You passed priority 250 and the existing priority was 1000.",
            "A priority must be greater than 0 and less or equal to LayoutPriority.required, which is 1000.000000. "
                + "You passed priority 0.",
        ])
        width.isActive = false
        width.priority = .defaultHigh
        #expect(width.priority == .defaultHigh)
    }

    @Test func changingAnOptionalPriorityReweighsTheLayout() {
        let window = shownWindow(width: 100, height: 100)
        let box = constrainedView("box")
        window.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 80)
        let narrow = box.widthAnchor.constraint(equalToConstant: 20)
        wide.priority = 700
        narrow.priority = 600
        LayoutConstraint.activate([box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                   box.topAnchor.constraint(equalTo: window.topAnchor),
                                   box.heightAnchor.constraint(equalToConstant: 5), wide, narrow])
        window.eventLoop.runOnce()
        #expect(box.frame.width == 80)
        narrow.priority = 800
        window.eventLoop.runOnce()
        #expect(box.frame.width == 20)
    }
}

/// A view kept after its window is gone keeps working: its engine went with the window.
@MainActor
@Suite struct EngineLifetimeTests {
    @Test func aViewOutlivingItsWindowDoesNotReachTheWindowsEngine() {
        var box: View?
        do {
            let window = shownWindow(width: 100, height: 100)
            let view = constrainedView("box")
            window.addSubview(view)
            view.pinEdges(to: window, insets: EdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
            window.eventLoop.runOnce()
            #expect(view.frame == CGRect(x: 10, y: 10, width: 80, height: 80))
            box = view
        }
        // The window is gone without the box leaving it.
        #expect(box!.superview == nil)
        let child = constrainedView("child")
        box!.addSubview(child)
        child.pinEdges(to: box!, insets: EdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        box!.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 1, y: 1, width: 78, height: 78))
    }
}
