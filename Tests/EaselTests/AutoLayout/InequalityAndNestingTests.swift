import Easel
import EaselGraphics
import Foundation
import Testing

/// Inequalities, and containers nested in containers.
@MainActor
@Suite struct InequalityAndNestingTests {
    @Test func aLabelGrowsWithItsTextUpToAMaximumWidth() {
        let window = shownWindow(width: 300, height: 100)
        let label = Label(frame: .zero)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Short"
        window.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            label.widthAnchor.constraint(lessThanOrEqualToConstant: 100),
            label.widthAnchor.constraint(greaterThanOrEqualToConstant: 60),
        ])
        window.eventLoop.runOnce()
        #expect(label.intrinsicContentSize.width < 60)
        #expect(label.frame.width == 60)
        label.text = "A text far too long for a hundred points"
        window.eventLoop.runOnce()
        #expect(label.frame.width == 100)
        #expect(label.frame.minX == 20)
    }

    @Test func aViewKeepsAMinimumDistanceFromTheOneAboveIt() {
        let window = shownWindow(width: 100, height: 200)
        let (header, content) = (constrainedView("header"), constrainedView("content"))
        window.addSubview(header)
        window.addSubview(content)
        let headerHeight = header.heightAnchor.constraint(equalToConstant: 30)
        let preferredTop = content.topAnchor.constraint(equalTo: window.topAnchor, constant: 50)
        preferredTop.priority = .defaultHigh
        LayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: window.topAnchor), headerHeight,
            content.topAnchor.constraint(greaterThanOrEqualTo: header.bottomAnchor, constant: 10), preferredTop,
            content.heightAnchor.constraint(equalToConstant: 20),
        ] + [header, content].flatMap { [$0.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                         $0.trailingAnchor.constraint(equalTo: window.trailingAnchor)] })
        window.eventLoop.runOnce()
        #expect(content.frame.minY == 50)
        headerHeight.constant = 70
        window.eventLoop.runOnce()
        #expect(content.frame.minY == 80)
        headerHeight.constant = 10
        window.eventLoop.runOnce()
        #expect(content.frame.minY == 50)
    }

    @Test func nestedContainersWithMarginsAndEqualColumns() {
        // Window ▸ screen (margins 16) ▸ card (padding 12) ▸ two equal columns 8 apart.
        let window = shownWindow(width: 320, height: 200, scale: 2)
        let screen = constrainedView("screen"), card = constrainedView("card")
        let (left, right) = (constrainedView("left"), constrainedView("right"))
        window.addSubview(screen)
        screen.addSubview(card)
        card.addSubview(left)
        card.addSubview(right)
        screen.pinEdges(to: window)
        screen.directionalLayoutMargins = DirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        card.layoutMargins = EdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: screen.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: screen.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: screen.layoutMarginsGuide.topAnchor),
            left.leadingAnchor.constraint(equalTo: card.layoutMarginsGuide.leadingAnchor),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            right.trailingAnchor.constraint(equalTo: card.layoutMarginsGuide.trailingAnchor),
            right.widthAnchor.constraint(equalTo: left.widthAnchor),
            left.topAnchor.constraint(equalTo: card.layoutMarginsGuide.topAnchor),
            right.topAnchor.constraint(equalTo: left.topAnchor),
            left.heightAnchor.constraint(equalToConstant: 40), right.heightAnchor.constraint(equalTo: left.heightAnchor),
            card.bottomAnchor.constraint(equalTo: left.bottomAnchor, constant: 12),
        ])
        window.eventLoop.runOnce()
        // Card: 288 wide; columns: (288 - 24 - 8) / 2 = 128.
        #expect(card.frame == CGRect(x: 16, y: 16, width: 288, height: 64))
        #expect(left.frame == CGRect(x: 12, y: 12, width: 128, height: 40))
        #expect(right.frame == CGRect(x: 148, y: 12, width: 128, height: 40))
        // A narrower window: (287 - 24 - 8) / 2 = 127.5 points, half points at 2×.
        window.frame = CGRect(x: 0, y: 0, width: 319, height: 200)
        window.eventLoop.runOnce()
        #expect(card.frame.width == 287)
        #expect(left.frame == CGRect(x: 12, y: 12, width: 127.5, height: 40))
        #expect(right.frame == CGRect(x: 147.5, y: 12, width: 127.5, height: 40))
    }
}
