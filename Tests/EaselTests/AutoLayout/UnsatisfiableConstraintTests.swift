import Easel
import EaselGraphics
import Foundation
import Testing

/// A required constraint that cannot hold: UIKit's log, the choice of the broken
/// constraint (lowest priority, then most recently added), and the rest laid out.
@MainActor
@Suite struct UnsatisfiableConstraintTests {
    private static let header = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
        + "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        + "\tTry this: \n"
        + "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        + "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"

    @Test func theMostRecentlyAddedConstraintIsBrokenAndLogged() {
        let window = shownWindow(width: 200, height: 100)
        let box = constrainedView("box")
        window.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 100)
        wide.identifier = "wide"
        let narrow = box.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 20),
            wide, narrow,
        ])
        var events: [TraceEvent] = []
        let (_, messages) = Diagnostics.collect {
            events = Trace.capture { window.eventLoop.runOnce() }
        }
        #expect(messages == [Self.header + "(\n"
            + "    \"<LayoutConstraint 'wide' View:box.width == 100   (active)>\",\n"
            + "    \"<LayoutConstraint View:box.width == 50   (active)>\"\n"
            + ")\n\nWill attempt to recover by breaking constraint \n"
            + "<LayoutConstraint View:box.width == 50   (active)>\n"])
        #expect(events.contains { $0.event == "diagnostic" && $0.views == ["box"] })
        // The rest is laid out, and the broken constraint stays active, as in UIKit.
        #expect(box.frame == CGRect(x: 10, y: 0, width: 100, height: 20))
        #expect(narrow.isActive)
    }

    @Test func anOlderConstraintIsBrokenWhenItIsTheMostRecentOfTheConflict() {
        // The conflict is found when the chain is closed by `total`, but the most recently
        // added constraint of the conflict is `second`, activated later.
        let window = shownWindow(width: 200, height: 100)
        let (a, b) = (constrainedView("a"), constrainedView("b"))
        window.addSubview(a)
        window.addSubview(b)
        let total = b.trailingAnchor.constraint(equalTo: window.leadingAnchor, constant: 100)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            a.widthAnchor.constraint(equalToConstant: 30),
        ])
        window.eventLoop.runOnce()
        let second = b.widthAnchor.constraint(equalToConstant: 40)
        second.isActive = true
        total.isActive = true
        let (_, messages) = Diagnostics.collect { window.eventLoop.runOnce() }
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("Will attempt to recover by breaking constraint \n\(total)\n") == true)
        #expect(b.frame.width == 40)
        let (_, again) = Diagnostics.collect {
            second.isActive = false
            window.eventLoop.runOnce()
        }
        #expect(again.isEmpty)
    }

    @Test func lowerPriorityNeverBreaksARequiredOneAndOptionalsBend() {
        let window = shownWindow(width: 200, height: 100)
        let box = constrainedView("box")
        window.addSubview(box)
        let preferred = box.widthAnchor.constraint(equalToConstant: 150)
        preferred.priority = .defaultHigh
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            preferred,
            box.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
        ])
        let (_, messages) = Diagnostics.collect { window.eventLoop.runOnce() }
        #expect(messages.isEmpty)
        #expect(box.frame.width == 120)
    }

    @Test func anAutoresizingMaskConflictCarriesUIKitsNote() {
        let window = shownWindow(width: 200, height: 100)
        let box = View(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        box.accessibilityIdentifier = "box"
        window.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 60).isActive = true
        let (_, messages) = Diagnostics.collect { window.eventLoop.runOnce() }
        #expect(messages == [Self.header
            + "\t(Note: If you're seeing AutoresizingMaskLayoutConstraints that you don't understand, refer to the "
            + "documentation for the View property translatesAutoresizingMaskIntoConstraints) \n(\n"
            + "    \"<AutoresizingMaskLayoutConstraint h=--& v=--& View:box.width == 30   (active)>\",\n"
            + "    \"<LayoutConstraint View:box.width == 60   (active)>\"\n"
            + ")\n\nWill attempt to recover by breaking constraint \n"
            + "<LayoutConstraint View:box.width == 60   (active)>\n"])
        #expect(box.frame.size == CGSize(width: 30, height: 30))
    }

    @Test func aConstantChangeThatCannotHoldBreaksTheMostRecentConstraint() {
        let window = shownWindow(width: 200, height: 100)
        let box = constrainedView("box")
        window.addSubview(box)
        let width = box.widthAnchor.constraint(equalToConstant: 50)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            box.topAnchor.constraint(equalTo: window.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.trailingAnchor.constraint(lessThanOrEqualTo: window.trailingAnchor),
            width,
        ])
        window.eventLoop.runOnce()
        let (_, messages) = Diagnostics.collect {
            width.constant = 250
            window.eventLoop.runOnce()
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("breaking constraint \n\(width)\n") == true)
        #expect(box.frame.width == 200)
        let (_, none) = Diagnostics.collect {
            width.constant = 80
            window.eventLoop.runOnce()
        }
        #expect(none.isEmpty)
        #expect(box.frame.width == 80)
    }
}
