import Easel
import EaselGraphics
import Foundation
import Testing

/// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, as a screen built with
/// Auto Layout uses them: the content pinned to the content guide sizes `contentSize`,
/// the frame guide gives the content its width and holds views still while it scrolls.
@MainActor
@Suite struct ScrollViewGuideTests {
    private func screen() -> (Window, ScrollView, [View]) {
        let window = shownWindow(width: 100, height: 200)
        let scrollView = ScrollView(frame: .zero)
        scrollView.accessibilityIdentifier = "scroll"
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        scrollView.pinEdges(to: window, insets: EdgeInsets(top: 10, left: 0, bottom: 10, right: 0))
        let rows = (0..<4).map { constrainedView("row\($0)") }
        let stack = StackView(arrangedSubviews: rows)
        stack.accessibilityIdentifier = "stack"
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        for row in rows { row.heightAnchor.constraint(equalToConstant: 100).isActive = true }
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 5),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -5),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        return (window, scrollView, rows)
    }

    @Test func contentPinnedToTheContentGuideSizesTheContent() {
        let (window, scrollView, rows) = screen()
        window.eventLoop.runOnce()
        #expect(scrollView.frame == CGRect(x: 0, y: 10, width: 100, height: 180))
        #expect(scrollView.contentSize == CGSize(width: 100, height: 440))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 100, height: 440))
        #expect(rows[3].convert(rows[3].bounds, to: scrollView) == CGRect(x: 0, y: 335, width: 100, height: 100))
    }

    @Test func theFrameGuideStaysWithTheVisibleArea() {
        let (window, scrollView, _) = screen()
        let badge = constrainedView("badge")
        scrollView.addSubview(badge)
        LayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 4),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -4),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.eventLoop.runOnce()
        #expect(badge.frame == CGRect(x: 76, y: 4, width: 20, height: 20))
        scrollView.contentOffset = CGPoint(x: 0, y: 150)
        window.eventLoop.runOnce()
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 150, width: 100, height: 180))
        #expect(badge.frame == CGRect(x: 76, y: 154, width: 20, height: 20))
        #expect(scrollView.contentSize == CGSize(width: 100, height: 440))
    }

    @Test func withoutConstraintsToItTheContentGuideFollowsAContentSizeSetByHand() {
        let window = shownWindow(width: 100, height: 200)
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        window.addSubview(scrollView)
        scrollView.contentSize = CGSize(width: 300, height: 50)
        let label = constrainedView("label")
        scrollView.addSubview(label)
        LayoutConstraint.activate([
            label.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 30), label.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.eventLoop.runOnce()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 50))
        #expect(label.frame == CGRect(x: 270, y: 0, width: 30, height: 10))
        scrollView.contentSize = CGSize(width: 200, height: 50)
        window.eventLoop.runOnce()
        #expect(label.frame == CGRect(x: 170, y: 0, width: 30, height: 10))
    }
}
