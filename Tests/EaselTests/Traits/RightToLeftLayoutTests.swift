import Easel
import EaselGraphics
import Foundation
import Testing

/// Right-to-left layout as UIKit does it: the effective direction of a view, leading
/// and trailing constraints, directional margins, stack views, natural alignment,
/// scroll indicators and flipped images, all mirrored and following a trait change.
@MainActor
@Suite struct RightToLeftLayoutTests {
    /// A shown window laid out in `direction`.
    private func window(_ direction: TraitEnvironmentLayoutDirection, width: CGFloat = 200, height: CGFloat = 100,
                        scale: CGFloat = 1) -> Window {
        let window = Window(size: CGSize(width: width, height: height), scale: scale)
        window.traitOverrides.layoutDirection = direction
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        return window
    }

    /// Two views chained from the leading edge: `a` 10 points in and 50 wide, `b` 5
    /// points after it and 30 wide, both 20 tall.
    private func chain(in window: Window) -> (View, View) {
        let a = constrainedView("a"), b = constrainedView("b")
        window.addSubview(a)
        window.addSubview(b)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            a.widthAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 5),
            b.widthAnchor.constraint(equalToConstant: 30),
            a.topAnchor.constraint(equalTo: window.topAnchor), b.topAnchor.constraint(equalTo: window.topAnchor),
            a.heightAnchor.constraint(equalToConstant: 20), b.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.eventLoop.runOnce()
        return (a, b)
    }

    @Test func theEffectiveDirectionFollowsTheTraitAndTheSemanticContentAttribute() {
        let window = window(.rightToLeft)
        let container = View(frame: .zero), playback = View(frame: .zero), inner = View(frame: .zero)
        window.addSubview(container)
        container.addSubview(playback)
        playback.addSubview(inner)
        #expect(container.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        playback.semanticContentAttribute = .playback
        #expect(playback.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(playback.traitCollection.layoutDirection == .rightToLeft, "playback keeps its own content only")
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        container.semanticContentAttribute = .forceLeftToRight
        #expect(container.traitCollection.layoutDirection == .leftToRight)
        #expect(inner.effectiveUserInterfaceLayoutDirection == .leftToRight, "a forced direction passes on")
        inner.semanticContentAttribute = .forceRightToLeft
        #expect(inner.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(View(frame: .zero).effectiveUserInterfaceLayoutDirection == .leftToRight, "outside any window")
    }

    @Test func userInterfaceLayoutDirectionForAnAttributeIsUIKitsTable() {
        let table = SemanticContentAttribute.allCases.map { attribute in
            [UserInterfaceLayoutDirection.leftToRight, .rightToLeft].map {
                View.userInterfaceLayoutDirection(for: attribute, relativeTo: $0)
            }
        }
        #expect(table == [[.leftToRight, .rightToLeft], [.leftToRight, .leftToRight], [.leftToRight, .leftToRight],
                          [.leftToRight, .leftToRight], [.rightToLeft, .rightToLeft]])
        let window = window(.rightToLeft)
        #expect(window.isKeyWindow && Application.shared.userInterfaceLayoutDirection == .rightToLeft)
        #expect(View.userInterfaceLayoutDirection(for: .unspecified) == .rightToLeft)
        #expect(View.userInterfaceLayoutDirection(for: .spatial) == .leftToRight)
    }

    @Test func leadingAndTrailingConstraintsAreMirroredRightToLeft() {
        let (a, b) = chain(in: window(.leftToRight))
        #expect(a.frame == CGRect(x: 10, y: 0, width: 50, height: 20))
        #expect(b.frame == CGRect(x: 65, y: 0, width: 30, height: 20))
        let (ra, rb) = chain(in: window(.rightToLeft))
        #expect(ra.frame == CGRect(x: 140, y: 0, width: 50, height: 20))
        #expect(rb.frame == CGRect(x: 105, y: 0, width: 30, height: 20))
    }

    @Test func leftAndRightConstraintsAreNotMirrored() {
        let window = window(.rightToLeft)
        let view = constrainedView("v")
        window.addSubview(view)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: window.leftAnchor, constant: 10),
            view.rightAnchor.constraint(equalTo: window.centerXAnchor),
            view.topAnchor.constraint(equalTo: window.topAnchor), view.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.eventLoop.runOnce()
        #expect(view.frame == CGRect(x: 10, y: 0, width: 90, height: 10))
    }

    @Test func aPlaybackViewKeepsItsPlaceButLaysItsOwnContentOutLeftToRight() {
        let window = window(.rightToLeft)
        let controls = constrainedView("controls"), play = constrainedView("play")
        controls.semanticContentAttribute = .playback
        window.addSubview(controls)
        controls.addSubview(play)
        LayoutConstraint.activate([
            controls.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 10),
            controls.widthAnchor.constraint(equalToConstant: 100),
            play.leadingAnchor.constraint(equalTo: controls.leadingAnchor, constant: 4),
            play.widthAnchor.constraint(equalToConstant: 20),
            controls.topAnchor.constraint(equalTo: window.topAnchor), controls.heightAnchor.constraint(equalToConstant: 30),
            play.topAnchor.constraint(equalTo: controls.topAnchor), play.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.eventLoop.runOnce()
        #expect(controls.frame == CGRect(x: 90, y: 0, width: 100, height: 30), "placed by the window's direction")
        #expect(play.frame == CGRect(x: 4, y: 0, width: 20, height: 30), "its content left to right")
    }

    @Test func aLayoutDirectionChangeMirrorsTheConstraintsAndBack() {
        let window = window(.leftToRight)
        let (a, b) = chain(in: window)
        window.traitOverrides.layoutDirection = .rightToLeft
        window.eventLoop.runOnce()
        #expect([a.frame.minX, b.frame.minX] == [140, 105])
        window.traitOverrides.layoutDirection = .leftToRight
        window.eventLoop.runOnce()
        #expect([a.frame.minX, b.frame.minX] == [10, 65])
        window.semanticContentAttribute = .forceRightToLeft
        window.eventLoop.runOnce()
        #expect([a.frame.minX, b.frame.minX] == [140, 105], "a forced attribute on the window mirrors too")
    }

    @Test func aDirectionChangeLaysOutAndRedrawsOnlyWhatDependsOnIt() {
        let window = window(.leftToRight)
        let (a, _) = chain(in: window)
        let plain = View(frame: CGRect(x: 0, y: 50, width: 20, height: 20)), label = Label(frame: CGRect(x: 0, y: 70, width: 100, height: 20))
        plain.accessibilityIdentifier = "plain"
        label.accessibilityIdentifier = "label"
        label.text = "Hi"
        let centered = Label(frame: CGRect(x: 100, y: 70, width: 100, height: 20))
        centered.accessibilityIdentifier = "centered"
        centered.text = "Hi"
        centered.textAlignment = .center
        window.addSubview(plain)
        window.addSubview(label)
        window.addSubview(centered)
        window.eventLoop.runOnce()
        let events = Trace.capture(during: {
            window.traitOverrides.layoutDirection = .rightToLeft
            window.eventLoop.runOnce()
        })
        let drawn = events.filter { $0.event == "draw" }.compactMap(\.view)
        #expect(drawn == ["label"], "only the naturally aligned label redraws")
        #expect(a.frame.minX == 140)
    }

    @Test func directionalMarginsResolveByTheDirectionAndAbsoluteOnesStay() {
        let window = window(.rightToLeft)
        let box = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(box)
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 2, leading: 20, bottom: 4, trailing: 6)
        #expect(box.layoutMargins == EdgeInsets(top: 2, left: 6, bottom: 4, right: 20))
        let content = constrainedView("content")
        box.addSubview(content)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: box.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: box.layoutMarginsGuide.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: box.layoutMarginsGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: box.layoutMarginsGuide.bottomAnchor),
        ])
        window.eventLoop.runOnce()
        #expect(content.frame == CGRect(x: 16, y: 2, width: 164, height: 94))
        window.traitOverrides.layoutDirection = .leftToRight
        window.eventLoop.runOnce()
        #expect(content.frame == CGRect(x: 20, y: 2, width: 164, height: 94))
        #expect(box.layoutMargins == EdgeInsets(top: 2, left: 20, bottom: 4, right: 6))

        box.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        window.traitOverrides.layoutDirection = .rightToLeft
        window.eventLoop.runOnce()
        #expect(box.layoutMargins == EdgeInsets(top: 0, left: 30, bottom: 0, right: 0), "set by side, they stay")
        #expect(box.directionalLayoutMargins == DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 30))
        #expect(content.frame == CGRect(x: 40, y: 0, width: 160, height: 100))
    }

    /// A stack of views 40×30, 20×10 and 10×20 points, 5 points apart, 100 points wide,
    /// on a 2× screen (so that the half points of centering are on the pixel grid).
    private func stackFrames(_ distribution: StackView.Distribution, alignment: StackView.Alignment = .fill,
                             axis: LayoutConstraint.Axis = .horizontal,
                             _ direction: TraitEnvironmentLayoutDirection) -> [CGRect] {
        let window = window(direction, scale: 2)
        let views = [SizedView("a", CGSize(width: 40, height: 30)), SizedView("b", CGSize(width: 20, height: 10)),
                     SizedView("c", CGSize(width: 10, height: 20))]
        let stack = StackView(arrangedSubviews: views)
        stack.axis = axis
        stack.distribution = distribution
        stack.alignment = alignment
        stack.spacing = 5
        stack.frame = CGRect(x: 0, y: 0, width: 100, height: axis == .horizontal ? 40 : 90)
        window.addSubview(stack)
        window.eventLoop.runOnce()
        return views.map(\.frame)
    }

    private func mirrored(_ frames: [CGRect], in width: CGFloat) -> [CGRect] {
        frames.map { CGRect(x: width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
    }

    @Test(arguments: [StackView.Distribution.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering])
    func aHorizontalStackViewIsMirroredInEveryDistribution(_ distribution: StackView.Distribution) {
        let leftToRight = stackFrames(distribution, .leftToRight)
        #expect(stackFrames(distribution, .rightToLeft) == mirrored(leftToRight, in: 100))
    }

    @Test func anEqualSpacingStackViewsFramesRightToLeft() {
        #expect(stackFrames(.equalSpacing, .rightToLeft) == [CGRect(x: 60, y: 0, width: 40, height: 40),
                                                             CGRect(x: 25, y: 0, width: 20, height: 40),
                                                             CGRect(x: 0, y: 0, width: 10, height: 40)])
    }

    @Test(arguments: [StackView.Alignment.leading, .center, .trailing, .fill])
    func aVerticalStackViewAlignsLeadingOnTheRight(_ alignment: StackView.Alignment) {
        let leftToRight = stackFrames(.fill, alignment: alignment, axis: .vertical, .leftToRight)
        let rightToLeft = stackFrames(.fill, alignment: alignment, axis: .vertical, .rightToLeft)
        #expect(rightToLeft == mirrored(leftToRight, in: 100))
        if alignment == .leading { #expect(rightToLeft.map(\.maxX) == [100, 100, 100]) }
    }

    @Test func naturalTextIsRightAlignedRightToLeftAndExplicitAlignmentsStay() throws {
        func inkColumns(_ alignment: TextAlignment, _ direction: TraitEnvironmentLayoutDirection,
                        attribute: SemanticContentAttribute = .unspecified) throws -> ClosedRange<Int> {
            let window = window(direction, width: 120, height: 20)
            let label = Label(frame: CGRect(x: 0, y: 0, width: 120, height: 20))
            label.backgroundColor = .white
            label.text = "Hello"
            label.textAlignment = alignment
            label.semanticContentAttribute = attribute
            window.addSubview(label)
            window.eventLoop.runOnce()
            let image = try #require(window.lastFrame).image
            let columns = (0..<120).filter { x in (0..<20).contains { image[x, $0].red < 128 } }
            return try #require(columns.first.map { $0...columns.last! })
        }
        let left = try inkColumns(.natural, .leftToRight), right = try inkColumns(.natural, .rightToLeft)
        #expect(left.upperBound < 60 && right.lowerBound > 60)
        #expect(right.count == left.count)
        #expect(try inkColumns(.left, .rightToLeft) == left)
        #expect(try inkColumns(.right, .leftToRight) == right)
        #expect(try inkColumns(.natural, .rightToLeft, attribute: .spatial) == left, "a spatial label stays left")
        #expect(try inkColumns(.natural, .leftToRight, attribute: .forceRightToLeft) == right)
    }

    @Test func theVerticalScrollIndicatorIsOnTheLeftRightToLeft() {
        let window = window(.rightToLeft, width: 100, height: 100)
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 400)
        window.addSubview(scrollView)
        window.eventLoop.runOnce()
        scrollView.flashScrollIndicators()
        let indicator = scrollView.subviews.first { $0.accessibilityIdentifier == "verticalScrollIndicator" }!
        #expect(indicator.frame.minX == 3 && indicator.frame.width == 3)
        window.traitOverrides.layoutDirection = .leftToRight
        window.eventLoop.runOnce()
        #expect(indicator.frame.maxX == 97)
    }

    @Test func anImageFlippedForRightToLeftIsMirroredByImageViewsRightToLeftOnly() {
        let red = Pixel(red: 255, green: 0, blue: 0), blue = Pixel(red: 0, green: 0, blue: 255)
        let arrow = Image(width: 2, height: 1, rgbaBytes: [255, 0, 0, 255, 0, 0, 255, 255])
        let flipping = arrow.imageFlippedForRightToLeftLayoutDirection()
        #expect(!arrow.flipsForRightToLeftLayoutDirection && flipping.flipsForRightToLeftLayoutDirection)
        let mirrored = arrow.withHorizontallyFlippedOrientation()
        #expect([mirrored[0, 0], mirrored[1, 0]] == [blue, red])
        #expect(mirrored.withHorizontallyFlippedOrientation() == arrow)

        let window = window(.rightToLeft, width: 20, height: 10)
        let plainView = ImageView(image: arrow), flippingView = ImageView(image: flipping)
        flippingView.frame.origin.x = 10
        window.addSubview(plainView)
        window.addSubview(flippingView)
        window.eventLoop.runOnce()
        #expect((plainView.layer.contents as? Image) === arrow && flippingView.image === flipping)
        #expect((flippingView.layer.contents as? Image)?.rgbaBytes == mirrored.rgbaBytes)
        window.traitOverrides.layoutDirection = .leftToRight
        window.eventLoop.runOnce()
        #expect((flippingView.layer.contents as? Image)?.rgbaBytes == arrow.rgbaBytes)
    }
}
