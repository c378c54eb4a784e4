import Easel
import EaselGraphics
import Foundation
import Testing

/// translatesAutoresizingMaskIntoConstraints: views made in code keep their frames when
/// constraints name them, and their autoresizing masks become constraints.
@MainActor
@Suite struct AutoresizingMaskConstraintTests {
    @Test func viewsMadeInCodeTranslateTheirMask() {
        #expect(View(frame: .zero).translatesAutoresizingMaskIntoConstraints)
        #expect(constrainedView("v").translatesAutoresizingMaskIntoConstraints == false)
    }

    @Test func aViewThatKeepsItsFrameAnchorsConstrainedSubviewsAndSiblings() {
        let window = shownWindow(width: 200, height: 200)
        let card = View(frame: CGRect(x: 30, y: 40, width: 100, height: 60))
        card.accessibilityIdentifier = "card"
        let badge = View(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let title = constrainedView("title"), below = constrainedView("below")
        window.addSubview(card)
        window.addSubview(below)
        card.addSubview(badge)
        card.addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 8),
            title.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            title.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
            title.heightAnchor.constraint(equalToConstant: 12),
            below.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 4),
            below.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            below.widthAnchor.constraint(equalTo: card.widthAnchor),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.eventLoop.runOnce()
        #expect(card.frame == CGRect(x: 30, y: 40, width: 100, height: 60))
        #expect(badge.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        #expect(title.frame == CGRect(x: 38, y: 14, width: 54, height: 12))
        #expect(below.frame == CGRect(x: 30, y: 104, width: 100, height: 10))
        // Moving and resizing the frame moves what hangs from it.
        card.frame = CGRect(x: 0, y: 0, width: 150, height: 50)
        window.eventLoop.runOnce()
        #expect(title.frame == CGRect(x: 38, y: 14, width: 104, height: 12))
        #expect(below.frame == CGRect(x: 0, y: 54, width: 150, height: 10))
    }

    @Test func masksFollowAContainerResizedByConstraints() {
        // As in UIKit, a mask is read against the superview's size when the view joins
        // Auto Layout: the container is given its size first.
        let window = shownWindow(width: 300, height: 200)
        let container = constrainedView("container")
        container.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        window.addSubview(container)
        let width = container.widthAnchor.constraint(equalToConstant: 200)
        LayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            container.topAnchor.constraint(equalTo: window.topAnchor),
            container.heightAnchor.constraint(equalToConstant: 100), width,
        ])
        let stretchy = View(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        stretchy.autoresizingMask = [.flexibleWidth]
        let centered = View(frame: CGRect(x: 80, y: 40, width: 40, height: 20))
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let follower = constrainedView("follower")
        for view in [stretchy, centered, follower] { container.addSubview(view) }
        LayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: centered.trailingAnchor),
            follower.topAnchor.constraint(equalTo: centered.bottomAnchor),
            follower.trailingAnchor.constraint(equalTo: stretchy.trailingAnchor),
            follower.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.eventLoop.runOnce()
        #expect(follower.frame == CGRect(x: 120, y: 60, width: 70, height: 5))
        width.constant = 260
        window.eventLoop.runOnce()
        #expect(container.frame.width == 260)
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 240, height: 20))
        #expect(centered.frame == CGRect(x: 110, y: 40, width: 40, height: 20))
        #expect(follower.frame == CGRect(x: 150, y: 60, width: 100, height: 5))
    }

    @Test func turningTranslationOffHandsTheFrameToConstraints() {
        let window = shownWindow(width: 100, height: 100)
        let box = View(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        box.accessibilityIdentifier = "box"
        window.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 10).isActive = true
        window.eventLoop.runOnce()
        #expect(box.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        box.translatesAutoresizingMaskIntoConstraints = false
        box.pinEdges(to: window, insets: EdgeInsets(top: 50, left: 45, bottom: 40, right: 45))
        let (_, messages) = Diagnostics.collect { window.eventLoop.runOnce() }
        #expect(messages.isEmpty)
        #expect(box.frame == CGRect(x: 45, y: 50, width: 10, height: 10))
    }
}
